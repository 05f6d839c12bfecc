"""The record format and `tablecards replay`/`games` as a user meets them, through the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tablecards.rules.cards import cards, codes, pack_40
from tablecards.rules.records import RecordError, replay_record
from tablecards.rules.registry import new_match


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    code = (
        "import sys; from tablecards.cli import main; rc = main(sys.argv[1:]);"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported';"
        "sys.exit(rc)"
    )
    return subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, check=False
    )


def _tressette_record(actions: list[dict[str, Any]]) -> dict[str, Any]:
    pack = pack_40()
    return {
        "format": "tablecards-record",
        "version": 1,
        "game": "tressette",
        "players": 2,
        "deals": [{
            "dealer": 0,
            "hands": [codes(pack[0:10]), codes(pack[10:20])],
            "stock": codes(pack[20:]),
            "actions": actions,
        }],
    }


def _write(tmp_path: Path, data: Any) -> str:
    path = tmp_path / "record.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_replay_prints_unfinished_deal(tmp_path: Path) -> None:
    # Seat 1 (non-dealer) leads its lowest spade... seat 1 holds the first hearts of the pack.
    hand1 = _tressette_record([])["deals"][0]["hands"][1]
    record = _tressette_record([{"seat": 1, "play": hand1[0]}])
    done = _run("replay", _write(tmp_path, record))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["game"] == "tressette"
    assert out["deals"] == [
        {"dealer": 0, "complete": False, "tricks": [0, 0], "points": None, "totals": [0, 0]}
    ]
    assert out["over"] is False and out["winners"] == []


def test_illegal_action_is_reported_with_deal_and_action(tmp_path: Path) -> None:
    record = _tressette_record([{"seat": 0, "play": "AS"}])  # the dealer may not lead
    done = _run("replay", _write(tmp_path, record))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("deal 0, action 0: ")
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_card_not_held_is_refused(tmp_path: Path) -> None:
    hand0 = _tressette_record([])["deals"][0]["hands"][0]
    record = _tressette_record([{"seat": 1, "play": hand0[0]}])
    done = _run("replay", _write(tmp_path, record))
    assert done.returncode == 2
    assert done.stderr.startswith("deal 0, action 0: ")
    assert hand0[0] in done.stderr


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("{not json", "not JSON"),
        ("[1, 2]", "not a record"),
        ({"format": "pbn"}, "not a tablecards record"),
        ({"format": "tablecards-record", "version": 9}, "version"),
        ({"format": "tablecards-record", "version": 1, "game": "chess", "players": 2},
         "unknown game"),
        ({"format": "tablecards-record", "version": 1, "game": "tressette", "players": 2,
          "options": {"no_such_option": True}}, "unknown option"),
        ({"format": "tablecards-record", "version": 1, "game": "tressette", "players": 5},
         "players"),
    ],
)
def test_bad_files_give_one_clear_line(tmp_path: Path, content: Any, words: str) -> None:
    done = _run("replay", _write(tmp_path, content))
    assert done.returncode == 2
    assert words in done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_cards_that_are_not_the_pack_are_refused(tmp_path: Path) -> None:
    record = _tressette_record([])
    record["deals"][0]["hands"][0][0] = "10S"  # Tressette has no tens
    done = _run("replay", _write(tmp_path, record))
    assert done.returncode == 2
    assert done.stderr.startswith("deal 0: ")


def test_unknown_card_code_is_refused(tmp_path: Path) -> None:
    record = _tressette_record([])
    record["deals"][0]["hands"][0][0] = "ZZ"
    done = _run("replay", _write(tmp_path, record))
    assert done.returncode == 2
    assert "ZZ" in done.stderr


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    done = _run("replay", str(tmp_path / "nowhere.json"))
    assert done.returncode == 2
    assert "cannot read" in done.stderr


def test_seeded_deal_replays_like_the_shuffler() -> None:
    match = new_match("tressette", 2, seed=5)
    setup = match.shuffled_setup(seed=99)
    record = {
        "format": "tablecards-record", "version": 1, "game": "tressette", "players": 2,
        "deals": [{"dealer": setup.dealer, "seed": 99, "actions": []}],
    }
    replayed = replay_record(record).match
    assert replayed.setups[0].hands == setup.hands
    assert replayed.setups[0].stock == setup.stock


def test_action_after_match_end_is_an_error() -> None:
    match = new_match("tressette", 2, {"target_score": 11}, seed=1)
    import random

    from tablecards.ai.driver import play_until
    from tablecards.ai.random_bot import RandomBot

    play_until(match, [RandomBot(), RandomBot()], random.Random(1))
    assert match.over
    record = match.to_record()
    record["deals"][-1]["actions"].append(record["deals"][-1]["actions"][-1])
    with pytest.raises(RecordError, match=r"^deal \d+, action \d+: the (match|deal) is over"):
        replay_record(record)
    extra = dict(record["deals"][0])
    record["deals"][-1]["actions"].pop()
    record["deals"].append(extra)
    with pytest.raises(RecordError, match=r"^deal \d+, action 0: the match is over"):
        replay_record(record)
    extra["actions"] = []
    with pytest.raises(RecordError, match=r"^deal \d+: the match is over"):
        replay_record(record)


def test_games_lists_every_game_with_options() -> None:
    done = _run("games")
    assert done.returncode == 0, done.stderr
    listing = {g["id"]: g for g in json.loads(done.stdout)}
    assert {"ninety_nine", "tressette"} <= set(listing)
    assert listing["tressette"]["players"] == [2]
    target = next(o for o in listing["tressette"]["options"] if o["id"] == "target_score")
    assert target["default"] == 21
    nn = {o["id"]: o["default"] for o in listing["ninety_nine"]["options"]}
    assert nn["standard_3p"] is True and nn["premium_priority"] is False
    assert "bridge_variant" not in nn


def test_card_codes_round_trip() -> None:
    for code in ["AS", "10H", "2C", "12D", "JK", "11S", "13H"]:
        assert codes(cards(code)) == [code]


def test_a_reader_that_leaves_early_gets_no_traceback() -> None:
    """`tablecards games | head -c 1`: the pipe closes under the command, which stops quietly."""
    code = "import sys; from tablecards.cli import main; sys.exit(main(sys.argv[1:]))"
    with subprocess.Popen([sys.executable, "-c", code, "games"], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.read(1)
        proc.stdout.close()
        errors = proc.stderr.read().decode()
        status = proc.wait()
    assert "Traceback" not in errors
    assert status == 0
