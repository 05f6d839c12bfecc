"""`benchmarks/arena.py` plays an idea against its absence: each side's module settings are
in force for its own decisions only, and a bad setting is refused before any deal."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import arena

from tablecards.ai.base import Bot


class Probe:
    """A bot that records one module constant at each of its decisions."""

    def __init__(self, module: ModuleType, seen: list[object]) -> None:
        self.module = module
        self.seen = seen

    def choose(self, view, legal, rng):
        self.seen.append(self.module.TARGET)
        return legal[0]


def test_each_side_decides_under_its_own_settings() -> None:
    module = ModuleType("probe_module")
    module.TARGET = "unset"
    sys.modules["probe_module"] = module
    try:
        seen: list[object] = []
        a = arena.Tuned(Probe(module, seen), arena.parse_settings(["probe_module.TARGET=1"]))
        b = arena.Tuned(Probe(module, seen), arena.parse_settings(['probe_module.TARGET="b"']))
        bots: list[Bot] = [a, b, b, a]
        for bot in bots:
            bot.choose(None, [0], random.Random(0))
        assert seen == [1, "b", "b", 1]
        assert module.TARGET == "unset"  # restored after each decision
    finally:
        del sys.modules["probe_module"]


@pytest.mark.parametrize("item", ["nodot=1", "tablecards.ai.levels.NO_SUCH=1",
                                  "tablecards.ai.levels.LEVELS", "no_such_module.X=1"])
def test_a_bad_setting_is_refused(item: str) -> None:
    with pytest.raises((ValueError, ImportError)):
        arena.parse_settings([item])


def test_a_duplicate_deal_runs_with_settings() -> None:
    cfg = {"game": "hearts", "players": 4, "options": {}, "a": "rules", "b": "rules",
           "seed": 3, "matches": False,
           "set_a": ["tablecards.games.hearts.policy.MOON_DEFENCE=false"], "set_b": []}
    margin, times = arena.run_one((cfg, 0))
    assert isinstance(margin, float)
    assert set(times) == {"A", "B"}


def test_a_run_split_over_a_log_is_one_match(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "runs.jsonl"
    common = ["--game", "hearts", "--a", "rules", "--b", "random", "--seed", "5",
              "--workers", "1", "--log", str(log)]
    assert arena.main([*common, "--deals", "2"]) == 0
    assert arena.main([*common, "--deals", "2", "--first", "1"]) == 0  # deal 1 again, then 2
    capsys.readouterr()
    assert arena.main(["--summary", str(log)]) == 0
    out = capsys.readouterr().out
    assert "deals 0..2 (3 logged)" in out and "3 duplicate deals" in out
    with log.open("a") as f:  # a deal of another match is refused
        f.write(log.read_text().splitlines()[0].replace('"seed": 5', '"seed": 6') + "\n")
    with pytest.raises(ValueError):
        arena.summarise(log)
