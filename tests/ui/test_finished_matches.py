"""A finished match on the real window: it is kept in the history (File › Match history…
opens it as a replay) and counted in the statistics (File › Statistics…), once; a match played
with hands open says so there; the coach's review counts its verdicts; a corrupt statistics
file is told once and play goes on."""

import functools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox
from shiboken6 import isValid

from tablecards.ai import review
from tablecards.ai.search.core import Budget
from tablecards.ui import review_view
from tablecards.ui.controller import MatchConfig, Pace, SeatConfig
from tablecards.ui.history import HistoryStore
from tablecards.ui.main_window import MainWindow
from tablecards.ui.replay import ReplayController
from tablecards.ui.statistics import StatsStore
from tests.ui.test_review_view import finish_a_deal
from tests.ui.test_statistics_store import make_version_1

LEFT = Qt.MouseButton.LeftButton
OPTIONS = {"match_fixed_deals": 1}


@pytest.fixture
def stores(tmp_path):
    return HistoryStore(tmp_path / "history"), StatsStore(tmp_path / "statistics.sqlite3")


def shown_window(qtbot, saves, history, stats) -> MainWindow:
    window = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=saves, history=history,
                        stats=stats)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def files_window(qtbot, save_store, stores):
    history, stats = stores
    yield shown_window(qtbot, save_store, history, stats)
    stats.close()


def play_computer_match(qtbot, window, seed: int = 5, open_hands: bool = False):
    """A one-deal Ninety-Nine match of three computer seats, played out by the table."""
    seats = [SeatConfig(name, False) for name in ("Ann", "Ben", "Cleo")]
    page = window.start_match(MatchConfig("ninety_nine", 3, OPTIONS, seats, seed))
    if open_hands:
        window.coach_menu.teacher_action.trigger()
    qtbot.waitUntil(lambda: page.controller.match.over, timeout=20000)
    return page


def test_a_finished_match_is_kept_and_counted_once(qtbot, files_window, stores):
    history, stats = stores
    page = play_computer_match(qtbot, files_window)
    match = page.controller.match
    page.controller.sig_deal_over.emit()  # told twice: still one match
    entries = history.entries()
    assert len(entries) == 1 and entries[0].game == "ninety_nine"
    stats.flush()
    for s, name in enumerate(("Ann", "Ben", "Cleo")):
        summary = stats.summary("ninety_nine", name)
        assert summary.matches == 1 and summary.deals == 1
        assert summary.matches_won == (s in match.winners)
        assert summary.average_per_deal == match.results[0].points[s]
        assert summary.open_matches == 0


def test_the_history_opens_a_finished_match_as_a_replay(qtbot, files_window, stores):
    play_computer_match(qtbot, files_window)
    files_window.history_action.trigger()
    dialog = files_window.history_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.tree.topLevelItemCount() == 1
    first = dialog.tree.topLevelItem(0)
    QTest.mouseClick(dialog.tree.viewport(), LEFT,
                     pos=dialog.tree.visualItemRect(first).center())
    with qtbot.waitSignal(dialog.sig_open):
        QTest.mouseClick(dialog.open_button, LEFT)
    controller = files_window.table.controller
    assert isinstance(controller, ReplayController)
    assert [controller.seat_name(s) for s in range(3)] == ["Ann", "Ben", "Cleo"]


def test_hands_open_are_marked_in_history_and_statistics(qtbot, files_window, stores):
    history, stats = stores
    play_computer_match(qtbot, files_window, open_hands=True)
    assert history.entries()[0].open_hands
    stats.flush()
    assert stats.summary("ninety_nine", "Ann").open_matches == 1


def test_statistics_window_opens_on_the_current_game(qtbot, files_window, stores):
    play_computer_match(qtbot, files_window)
    files_window.statistics_action.trigger()
    window = files_window.statistics_window
    assert window is not None and window.isVisible()


def test_review_verdicts_are_counted_once_per_deal(qtbot, files_window, stores, monkeypatch):
    _, stats = stores
    cheap = functools.partial(review.review_record, budget=Budget(40), worlds=6)
    monkeypatch.setattr(review_view, "review_record", cheap)
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", False)]
    page = files_window.start_match(MatchConfig("tressette", 2, {}, seats, 3))
    finish_a_deal(qtbot, page)
    for _ in range(2):  # the same deal reviewed twice counts once
        QTest.mouseClick(page.scores.review_button, LEFT)
        dialog = page.review
        qtbot.waitUntil(lambda d=dialog: not d.running() and d.table.rowCount() > 0,
                        timeout=60000)
        rated = dialog.table.rowCount()
        dialog.close()
    stats.flush()
    months = stats.verdicts_by_month("tressette", "Ann")
    assert len(months) == 1 and sum(months[0][1].values()) == rated


def test_a_corrupt_statistics_file_is_told_once_and_set_aside(qtbot, save_store, tmp_path):
    bad = tmp_path / "statistics.sqlite3"
    bad.write_bytes(b"this is not a database" * 100)
    stats = StatsStore(bad)
    win = shown_window(qtbot, save_store, HistoryStore(tmp_path / "history"), stats)
    play_computer_match(qtbot, win)
    box = win.stats_problem
    assert isinstance(box, QMessageBox) and box.isVisible()
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Ok), LEFT)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.corrupt")]
    assert len(kept) == 1 and kept[0].read_bytes() == b"this is not a database" * 100
    stats.flush()
    assert stats.summary("ninety_nine", "Ann").matches == 1, "play and counting went on"
    play_computer_match(qtbot, win, seed=6)
    assert not isValid(win.stats_problem), "told once: no second warning"
    stats.close()


def test_an_older_statistics_file_is_migrated_and_shown(qtbot, save_store, tmp_path):
    path = tmp_path / "statistics.sqlite3"
    make_version_1(path, """
        INSERT INTO matches VALUES (1, 'ninety_nine', '{"options":{},"players":3}',
                                    '2026-01-02T03:04:05+00:00', 9);
        INSERT INTO seats VALUES (1, 0, 'Ann', 0, 99, 1), (1, 1, 'Ben', 0, 40, 0),
                                 (1, 2, 'Cleo', 0, 61, 0);""")
    stats = StatsStore(path)
    win = shown_window(qtbot, save_store, HistoryStore(tmp_path / "history"), stats)
    play_computer_match(qtbot, win)
    assert win.stats_problem is None, "an older file is no problem"
    win.statistics_action.trigger()
    window = win.statistics_window
    assert window.players.currentData() == "Ann"
    stats.flush()
    summary = stats.summary("ninety_nine", "Ann")
    assert summary.matches == 2 and summary.deals == 10, "the old match is kept"
    shown = window.findChildren(QLabel)
    assert any(label.text() == "2" for label in shown), "the window counts both matches"
    stats.close()
