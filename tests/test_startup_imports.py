"""The app starts with only what the lobby shows (issue 32): the first window opens sooner.

A fresh Python process starts the app the way the `tablecards` command does
(`tablecards.cli.main` without arguments), lets the lobby window show, and reports the modules
it loaded. None of the table, the bots and their worker process, the coach's search, the
history and statistics (SQLite), the network host and discovery, the verbs' parser, or a
game's modules other than its rules, words and picture may be among them: each loads when
first used. An eager import of any of them at the top of a module the start loads fails here,
naming the module.

Then the same process starts a match from the lobby, to show the deferred modules still load
when they are needed (the app's own start, not a test's imports, loaded them).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tablecards.rules.registry import (
    GameEntry,
    game_class,
    game_entry,
    game_ids,
    game_spec,
    listed_game_ids,
)

ROOT = Path(__file__).resolve().parent.parent

NOT_AT_START = (
    "tablecards.ai.levels",  # the bots' levels bring the search
    "tablecards.ai.search",
    "tablecards.ai.worker",
    "tablecards.ai.review",
    "tablecards.ai.bots",
    "tablecards.ui.bot_worker",
    "tablecards.ui.coaching",
    "tablecards.ui.coach_words",  # the coach's words and reasons: with its first hint
    "tablecards.ai.reasoning",
    "tablecards.ai.why_words",
    "tablecards.ui.controller",
    "tablecards.ui.table_page",
    "tablecards.ui.table.scene",
    "tablecards.ui.review_view",
    "tablecards.ui.teacher",
    "tablecards.ui.replay",
    "tablecards.ui.lesson_panel",
    "tablecards.ui.rules_window",
    "tablecards.ui.history",
    "tablecards.ui.history_dialog",
    "tablecards.ui.statistics",
    "tablecards.ui.statistics_window",
    "tablecards.ui.about",
    "tablecards.ui.join_dialog",
    "tablecards.ui.net_table",
    "tablecards.net.host",
    "tablecards.net.store",
    "tablecards.net.client",
    "tablecards.net.discovery",
    "tablecards.net.commands",  # the verbs' parser: the command starts the app without it
    "tablecards.net.protocol",  # the invitations' codes: with the first hosted or joined table
    "tablecards.rules.game",  # the match machinery: the specs are in rules.spec
    "tablecards.rules.actions",
    "tablecards.rules.records",  # a save's record: read with the first save found
    "tablecards.rules.explain",
    "tablecards.ui.texts",  # the reasons' and moves' words: with the first table or save
    "hashlib",  # the single-copy name is hashed by Qt (hashlib loads OpenSSL)
    "PySide6.QtNetwork",  # the single-copy server listens once the window is up
    "PySide6.QtSvg",  # the game pictures load when the tiles are first painted
    "ssl",
    "sqlite3",
    "asyncio",
    "multiprocessing",
    "concurrent.futures.process",
    "websockets",
    "zeroconf",
)
"""Modules (and their submodules) the lobby does without."""

GAME_PARTS_NOT_AT_START = ("search", "kernel", "policy", "panel", "figures")
"""The `GameEntry` targets of a game the lobby does without (its rules and words it shows)."""

START_AND_REPORT = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication(sys.argv[:1])
report = {}

def loaded():
    return sorted(sys.modules)

def at_lobby():
    window = next(w for w in app.topLevelWidgets() if w.isVisible())
    report["window"] = type(window).__name__
    report["games"] = len(window.lobby.specs)
    report["at_lobby"] = loaded()
    window.start_match(window.lobby.config())
    report["with_table"] = loaded()
    window.close()
    app.quit()

QTimer.singleShot(0, at_lobby)
sys.argv = ["tablecards"]
import tablecards.cli
report["status"] = tablecards.cli.main([])
print(json.dumps(report))
"""


def _part_module(entry: GameEntry, target: str | None) -> str | None:
    if target is None:
        return None
    return f"tablecards.games.{entry.id}.{target.partition(':')[0]}"


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """What a fresh start loaded at the lobby and after a match started from it."""
    home = tmp_path_factory.mktemp("startup-home")
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("XDG_", "TABLECARDS_SMOKE"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"), XDG_RUNTIME_DIR=str(home))
    done = subprocess.run([sys.executable, "-c", START_AND_REPORT], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    report: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["status"] == 0
    return report


def _loaded_of(modules: object, name: str) -> list[str]:
    assert isinstance(modules, list)
    return [m for m in modules if m == name or m.startswith(f"{name}.")]


def test_the_lobby_showed_every_game(started: dict[str, object]) -> None:
    """Every game offered to players (an incubating one only with TABLECARDS_INCUBATING=1)."""
    assert started["window"] == "MainWindow"
    assert started["games"] == len(listed_game_ids())


@pytest.mark.parametrize("name", NOT_AT_START)
def test_the_lobby_starts_without(started: dict[str, object], name: str) -> None:
    assert _loaded_of(started["at_lobby"], name) == []


def test_the_lobby_starts_without_the_games_play(started: dict[str, object]) -> None:
    parts = [_part_module(game_entry(g), getattr(game_entry(g), part))
             for g in game_ids() for part in GAME_PARTS_NOT_AT_START]
    modules = [module for module in parts if module is not None]
    assert modules, "no game offers any of these parts: the check would check nothing"
    assert [m for m in modules if _loaded_of(started["at_lobby"], m)] == []


def test_the_lobby_loads_no_referee(started: dict[str, object]) -> None:
    """Every game's spec is listed and the chosen game's options are checked by its
    `option_rules` module: no game's rules engine loads before a match starts."""
    referees = [_part_module(game_entry(g), game_entry(g).match) for g in game_ids()]
    loaded = [m for m in referees if m is not None and _loaded_of(started["at_lobby"], m)]
    assert loaded == []
    checks = [_part_module(game_entry(g), game_entry(g).option_rules) for g in game_ids()]
    assert [m for m in checks if m is not None and _loaded_of(started["at_lobby"], m)], \
        "no game's option checks loaded: the lobby checked its options some other way"


@pytest.mark.parametrize("game_id", game_ids())
def test_a_games_listed_spec_is_its_referees(game_id: str) -> None:
    assert game_spec(game_id) is game_class(game_id).spec


def test_a_match_from_the_lobby_loads_the_table_and_bots(started: dict[str, object]) -> None:
    """The check above would pass for an app that never loads them: here they do load."""
    for name in ("tablecards.ui.controller", "tablecards.ui.table_page",
                 "tablecards.ui.table.scene", "tablecards.ai.levels"):
        assert _loaded_of(started["with_table"], name), name
