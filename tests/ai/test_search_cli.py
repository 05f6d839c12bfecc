"""`tablecards suggest`: one JSON line from a record, without Qt, clear errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tablecards.rules.registry import game_class

RUN = (
    "import sys\n"
    "from tablecards.cli import main\n"
    "rc = main(sys.argv[1:])\n"
    "assert 'PySide6' not in sys.modules, 'Qt was imported'\n"
    "sys.exit(rc)\n"
)


def _suggest(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", RUN, "suggest", *args],
                          capture_output=True, text=True, timeout=120, check=False)


def _record(tmp_path: Path, game: str, players: int, actions: int) -> tuple[Path, int]:
    m = game_class(game)(players, {}, seed=3)
    m.deal_next()
    for _ in range(actions):
        m.apply(m.legal_actions()[0])
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(m.to_record()))
    seat = m.controller()
    assert seat is not None
    return path, seat


def test_suggest_prints_the_action_for_the_seat_to_move(tmp_path: Path) -> None:
    path, seat = _record(tmp_path, "tressette", 2, 5)
    done = _suggest(str(path), "--seat", str(seat), "--level", "normal", "--seed", "4")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["level"] == "normal" and out["reason"]
    assert out["action"]["seat"] == seat and "play" in out["action"]
    again = _suggest(str(path), "--seat", str(seat), "--level", "normal", "--seed", "4")
    assert json.loads(again.stdout) == out


def test_suggest_ninety_nine_bid(tmp_path: Path) -> None:
    path, seat = _record(tmp_path, "ninety_nine", 3, 0)
    done = _suggest(str(path), "--seat", str(seat), "--level", "easy")
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)["action"]["bid"]) == 3


def test_suggest_errors_are_one_line_with_exit_2(tmp_path: Path) -> None:
    path, seat = _record(tmp_path, "tressette", 2, 2)
    wrong = _suggest(str(path), "--seat", str(1 - seat))
    assert wrong.returncode == 2 and "not to move" in wrong.stderr
    assert wrong.stderr.count("\n") == 1 and not wrong.stdout
    missing = _suggest(str(tmp_path / "nope.json"), "--seat", "0")
    assert missing.returncode == 2 and "cannot read" in missing.stderr
    m = game_class("tressette")(2, {"target_score": 11}, seed=1)
    while not m.over:
        if m.needs_deal:
            m.deal_next()
        else:
            m.apply(m.legal_actions()[0])
    over = tmp_path / "over.json"
    over.write_text(json.dumps(m.to_record()))
    done = _suggest(str(over), "--seat", "0")
    assert done.returncode == 2 and "match is over" in done.stderr
