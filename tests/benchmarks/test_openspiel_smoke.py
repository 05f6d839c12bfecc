"""The 20-deal smoke match of our Hearts bot against OpenSpiel's ISMCTS (issue 5).

Small budgets on both sides: this checks that the yardstick still runs end to end (the two
engines agree on every seat to move, every legal move and every hand's points) and that its
figures are well formed, not who is stronger; `benchmarks/openspiel_hearts.py` measures that.
CI installs open_spiel (the `bench` extra), so there the test must run, never skip.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"

if importlib.util.find_spec("pyspiel") is None:
    if os.environ.get("CI"):
        raise ImportError("CI installs open_spiel (the bench extra) for the smoke match")
    pytest.skip("open_spiel is not installed (pip install -e .[bench])", allow_module_level=True)

sys.path.insert(0, str(BENCH))
import openspiel_hearts as yardstick  # noqa: E402

DEALS = 20


def test_twenty_duplicate_deals_agree_in_both_engines(capsys: pytest.CaptureFixture[str]) -> None:
    code = yardstick.main(["--deals", str(DEALS), "--workers", "1", "--seed", "3",
                           "--a", "ours:40", "--b", "ismcts:40"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert f"{DEALS} duplicate deals = {2 * DEALS} hands" in out
    assert "cross-checked with OpenSpiel" in out
    means = [float(line.split("seat-hand")[1].split("±")[0]) for line in out.splitlines()
             if "mean points per seat-hand" in line]
    assert len(means) == 2
    # Each hand hands out 26 points (or 78 to the others after a shot moon): two seats per side.
    assert all(0.0 <= m <= 26.0 for m in means)
    assert 26.0 / 4 <= (means[0] + means[1]) / 2 <= 78.0 / 4


def test_a_wrong_card_mapping_is_caught() -> None:
    """The referee really compares the engines: a corrupted mapping stops the match."""
    game = yardstick.pyspiel.load_game("hearts", yardstick.os_parameters({}))
    options = yardstick.resolve_options(yardstick.HeartsMatch.spec.options, {})
    order = list(range(52))
    order[0], order[1] = order[1], order[0]
    agents = [yardstick.make_agent("rules", s, {}, 13.0) for s in range(4)]
    saved = dict(yardstick.OUR_CARD)
    try:
        c2, c3 = yardstick.OUR_CARD[0], yardstick.OUR_CARD[4]
        yardstick.OUR_CARD[0], yardstick.OUR_CARD[4] = c3, c2  # 2♣ <-> 3♣
        with pytest.raises(yardstick.Mismatch):
            yardstick.play_hand(game, options, order, "hold", agents, [[], [], [], []],
                                yardstick.random.Random(1))
    finally:
        yardstick.OUR_CARD.clear()
        yardstick.OUR_CARD.update(saved)


def test_a_large_seed_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """--seed 4242 once made seeds beyond OpenSpiel's 32-bit int and stopped the run."""
    code = yardstick.main(["--deals", "1", "--workers", "1", "--seed", "4242",
                           "--a", "ours:20", "--b", "ismcts:20"])
    assert code == 0, capsys.readouterr().out
    assert yardstick.agent_seed(4242 * 100_003 + 7, 1, 3) < 2**31
    assert yardstick.agent_seed(5, 1, 3) == 5 * 8 + 4 + 3, "small seeds are as they were"


def test_a_run_split_in_two_sums_up_as_one(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """Deals 0-1 and then 2 logged by two runs summarise like deals 0-2 played at once.
    (Against our rule player: OpenSpiel's ISMCTS, seeded alike, plays differently the second
    time in one process.)"""
    log = tmp_path / "runs.jsonl"
    common = ["--workers", "1", "--seed", "5", "--a", "ours:20", "--b", "rules"]
    assert yardstick.main([*common, "--deals", "2", "--log", str(log)]) == 0
    assert yardstick.main([*common, "--deals", "1", "--first", "2", "--log", str(log)]) == 0
    capsys.readouterr()
    assert yardstick.main([*common, "--deals", "3"]) == 0
    whole = capsys.readouterr().out
    assert yardstick.main(["--summary", str(log)]) == 0
    split = capsys.readouterr().out
    assert len(log.read_text().splitlines()) == 3
    figures = [line for line in whole.splitlines() if "seat-hand" in line]
    assert figures and figures == [line for line in split.splitlines() if "seat-hand" in line]
