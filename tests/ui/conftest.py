"""Qt fixtures for the table tests: offscreen platform, zero delays, a fresh main window."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any Qt import

from collections.abc import Callable

import pytest
from PySide6.QtCore import QStandardPaths

from tablecards.ui.controller import MatchConfig, Pace, SeatConfig
from tablecards.ui.main_window import MainWindow
from tablecards.ui.table_page import TablePage


@pytest.fixture(autouse=True)
def _test_paths() -> None:
    QStandardPaths.setTestModeEnabled(True)


@pytest.fixture
def window(qtbot):
    win = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def start(window) -> Callable[..., TablePage]:
    """Start a match with a human in seat 0 and bots elsewhere."""

    def _start(game_id: str = "tressette", players: int = 2, seed: int = 3,
               options: dict | None = None) -> TablePage:
        seats = [SeatConfig("Ann", True)] + [SeatConfig(f"Bot {i}", False)
                                             for i in range(1, players)]
        page = window.start_match(MatchConfig(game_id, players, options or {}, seats, seed))
        assert page is not None
        return page

    return _start
