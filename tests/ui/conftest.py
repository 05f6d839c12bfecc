"""Qt fixtures for the table tests: offscreen platform, zero delays, a fresh main window."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any Qt import

from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QStandardPaths

from tablecards.ui import bot_worker, i18n
from tablecards.ui.controller import MatchConfig, Pace, SeatConfig
from tablecards.ui.history import HistoryStore
from tablecards.ui.main_window import MainWindow
from tablecards.ui.saves import SaveStore
from tablecards.ui.settings import Settings
from tablecards.ui.statistics import StatsStore
from tablecards.ui.table_page import TablePage


@pytest.fixture(autouse=True)
def _test_paths(tmp_path) -> None:
    QStandardPaths.setTestModeEnabled(True)
    # Settings per test, not the shared ~/.qttest/config that another run may be clearing.
    for form in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(form, QSettings.Scope.UserScope, str(tmp_path / "config"))
    Settings().store.clear()


@pytest.fixture(autouse=True)
def _private_history_and_statistics(tmp_path, monkeypatch):
    """A window opens the history and statistics of the test's own folder, never the shared
    test location where another test's matches would count."""
    opened: list[StatsStore] = []

    def stats() -> StatsStore:
        opened.append(StatsStore(tmp_path / "statistics.sqlite3"))
        return opened[-1]

    monkeypatch.setattr(StatsStore, "standard", staticmethod(stats))
    monkeypatch.setattr(HistoryStore, "standard",
                        staticmethod(lambda: HistoryStore(tmp_path / "history")))
    yield
    for store in opened:
        store.close()


@pytest.fixture(autouse=True)
def _english(qapp) -> None:
    """Every table test starts in English, whatever an earlier test (here or in tests/i18n)
    left installed: the tests read the English words."""
    if i18n.current_language() != "en" or not i18n.translators_installed():
        # also in a fresh process (a pytest-xdist worker): English plurals need its catalogue
        i18n.set_language("en", remember=False)


@pytest.fixture(autouse=True)
def _inline_bots(monkeypatch) -> None:
    """With no delay, bots decide on the GUI thread (deterministic); test_ai_worker.py asks
    for the worker process with `Pace(..., inline_bots=False)`."""
    monkeypatch.setattr(Pace, "inline_default", True)


@pytest.fixture
def save_store(tmp_path) -> SaveStore:
    """A private save folder (a window without one would use ~/.qttest/share)."""
    return SaveStore(tmp_path / "saves")


@pytest.fixture
def window(qtbot, save_store):
    win = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=save_store)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


TABLE_BOTS = "easy"
"""The computer seats' level in the table tests: the rule player, as every level's moves
reach the table the same way, and a search at every bot turn made these tests the suite's
slowest (the levels' own play is tested in tests/ai and each game's tests)."""


@pytest.fixture
def start(window) -> Callable[..., TablePage]:
    """Start a match with a human in seat 0 and bots elsewhere (at `level`)."""

    def _start(game_id: str = "tressette", players: int = 2, seed: int = 3,
               options: dict | None = None, level: str = TABLE_BOTS) -> TablePage:
        seats = [SeatConfig("Ann", True)] + [SeatConfig(f"Bot {i}", False, level)
                                             for i in range(1, players)]
        page = window.start_match(MatchConfig(game_id, players, options or {}, seats, seed))
        assert page is not None
        return page

    return _start


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Any]]:
    """Everything this process sends down a pipe from now on (a fresh worker, so its warm-up
    requests are seen too)."""
    bot_worker.shutdown()
    messages: list[Any] = []
    send = Connection.send

    def recording_send(conn: Connection, obj: Any) -> None:
        messages.append(obj)
        send(conn, obj)

    monkeypatch.setattr(Connection, "send", recording_send)
    yield messages
    bot_worker.shutdown()
