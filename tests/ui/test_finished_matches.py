"""A finished match on the real window: it is kept in the history (File › Match history…
opens it as a replay) and counted in the statistics (File › Statistics…), once; a match played
with hands open says so there; the coach's review counts its verdicts; a corrupt statistics
file is told once and play goes on; a full disk loses nothing and says so, and a match the
history holds but the statistics lack (killed between the two) is counted at the next start."""

import errno
import functools
import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox
from shiboken6 import isValid

from tablecards.ai import review
from tablecards.ai.search.core import Budget
from tablecards.ui import history as history_module
from tablecards.ui import review_view, statistics
from tablecards.ui.controller import MatchConfig, Pace, SeatConfig
from tablecards.ui.history import HistoryStore
from tablecards.ui.main_window import MainWindow
from tablecards.ui.replay import ReplayController
from tablecards.ui.saves import save_data
from tablecards.ui.statistics import StatsStore
from tests.matches import policy_played
from tests.ui.test_review_view import finish_a_deal
from tests.ui.test_statistics_store import full_disk, held, make_version_1

LEFT = Qt.MouseButton.LeftButton
OPTIONS = {"match_fixed_deals": 1}
ROOT = Path(__file__).resolve().parents[2]


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
        verdicts = dialog.table.columnCount() - 1
        rated = sum(1 for row in range(dialog.table.rowCount())  # forced moves are not rated
                    if dialog.table.item(row, verdicts).text() != "forced")
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


OLD_MATCH = """
    INSERT INTO matches VALUES (1, 'ninety_nine', '{"options":{},"players":3}',
                                '2026-01-02T03:04:05+00:00', 9);
    INSERT INTO seats VALUES (1, 0, 'Ann', 0, 99, 1), (1, 1, 'Ben', 0, 40, 0),
                             (1, 2, 'Cleo', 0, 61, 0);"""


def make_old_file_with_one_match(path) -> None:
    """A version-1 statistics file holding one nine-deal match of Ann, Ben and Cleo."""
    make_version_1(path, OLD_MATCH)


def test_an_older_statistics_file_is_migrated_and_shown(qtbot, save_store, tmp_path):
    path = tmp_path / "statistics.sqlite3"
    make_old_file_with_one_match(path)
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


# -- a full disk, a busy file and a kill at the end of a match ----------------------------
def no_room_for_the_history(monkeypatch, folder) -> None:
    """The history's folder is on a full disk (writes elsewhere still work)."""
    real = history_module.write_atomic

    def full(path, data):
        if path.parent == folder:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, data)

    monkeypatch.setattr(history_module, "write_atomic", full)


def test_a_full_disk_at_the_end_of_a_match_loses_nothing_and_says_so(qtbot, save_store,
                                                                     tmp_path, monkeypatch):
    path = tmp_path / "statistics.sqlite3"
    make_old_file_with_one_match(path)
    history = HistoryStore(tmp_path / "history")
    no_room_for_the_history(monkeypatch, history.folder)
    full_disk(monkeypatch)  # the statistics file may not grow either
    stats = StatsStore(path)
    try:
        win = shown_window(qtbot, save_store, history, stats)
        play_computer_match(qtbot, win)
        qtbot.waitUntil(lambda: isValid(win.history_problem) and win.history_problem.isVisible())
        told = win.history_problem.informativeText()
        assert "No space left on device" in told and str(history.folder) in told
        qtbot.waitUntil(lambda: win.stats_problem is not None)
        assert "could not be written yet" in win.stats_problem.text()
        assert "Nothing is lost" in win.stats_problem.text()
        assert not [p for p in tmp_path.iterdir() if ".corrupt" in p.name]
        assert history.entries() == []
        monkeypatch.undo()  # space freed
        play_computer_match(qtbot, win, seed=6)
        assert len(history.entries()) == 2, "the first match was kept after all"
        assert stats.summary("ninety_nine", "Ann").matches == 3, "the old one and both new"
    finally:
        stats.close()
    assert not [p for p in tmp_path.iterdir() if ".corrupt" in p.name]


def test_killed_before_the_statistics_were_written_the_next_start_counts_it(
        qtbot, save_store, tmp_path, monkeypatch):
    history = HistoryStore(tmp_path / "history")
    path = tmp_path / "statistics.sqlite3"
    stats = StatsStore(path)
    monkeypatch.setattr(stats, "record", lambda finished: None)  # killed before the write
    win = shown_window(qtbot, save_store, history, stats)
    play_computer_match(qtbot, win)
    assert len(history.entries()) == 1
    stats.close()
    win.hide()  # killed: no close event
    for _start in range(2):  # counted at the next start, and only once
        again = StatsStore(path)
        try:
            win = shown_window(qtbot, save_store, HistoryStore(history.folder), again)
            win.statistics_action.trigger()
            assert again.summary("ninety_nine", "Ann").matches == 1
            assert again.summary("ninety_nine", "Ben").deals == 1
        finally:
            again.close()


def test_a_reset_game_is_not_counted_back_from_the_history(qtbot, save_store, tmp_path):
    history = HistoryStore(tmp_path / "history")
    path = tmp_path / "statistics.sqlite3"
    stats = StatsStore(path)
    win = shown_window(qtbot, save_store, history, stats)
    play_computer_match(qtbot, win)
    stats.reset("ninety_nine")
    stats.close()
    again = StatsStore(path)
    try:
        win = shown_window(qtbot, save_store, HistoryStore(history.folder), again)
        win.statistics_action.trigger()
        assert again.summary("ninety_nine", "Ann").matches == 0
    finally:
        again.close()


KILLED_WRITING = """
import json, os, signal, sys
from datetime import UTC, datetime
from pathlib import Path
from tablecards.ui import statistics
from tablecards.ui.history import HistoryStore
from tablecards.ui.reconcile import finished_of_record

def killed(conn, finished):  # the process dies inside the statistics' transaction
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("INSERT INTO matches (game, variant, finished_at, deals) VALUES ('x', '', '', 1)")
    os.kill(os.getpid(), signal.SIGKILL)

statistics._write_match = killed
record, folder = json.loads(Path(sys.argv[1]).read_text()), Path(sys.argv[2])
HistoryStore(folder / "history").add(record)
store = statistics.StatsStore(folder / "statistics.sqlite3")
store.record(finished_of_record(record, datetime.now(UTC)))
store.flush(60)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
def test_killed_while_the_statistics_are_written_the_match_is_counted_at_the_next_start(
        qtbot, save_store, tmp_path):
    """A real kill (SIGKILL) inside the statistics' transaction, after the history file was
    written: at the next start the file is sound (SQLite rolls the half write back), nothing is
    set aside, and the history's match is counted, once."""
    match = policy_played("ninety_nine", 5, 3, OPTIONS)
    seats = [SeatConfig(name, False) for name in ("Ann", "Ben", "Cleo")]
    record_file = tmp_path / "finished.json"
    record_file.write_text(json.dumps(save_data(match, seats, ["Ann", "Ben", "Cleo"], "m-kill")))
    child = subprocess.run([sys.executable, "-c", KILLED_WRITING, str(record_file),
                            str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                           timeout=120, check=False)
    assert child.returncode == -signal.SIGKILL, child.stderr
    assert (tmp_path / "statistics.sqlite3-journal").exists(), "killed mid-transaction"
    history = HistoryStore(tmp_path / "history")
    assert [e.match_id for e in history.entries()] == ["m-kill"]
    stats = StatsStore(tmp_path / "statistics.sqlite3")
    try:
        assert stats.take_problem() is None
        win = shown_window(qtbot, save_store, history, stats)
        win.statistics_action.trigger()
        summary = stats.summary("ninety_nine", "Ann")
        assert summary.matches == 1 and summary.matches_won == (0 in match.winners)
        assert stats.players("x") == []
    finally:
        stats.close()
    assert not [p for p in tmp_path.iterdir() if ".corrupt" in p.name]


def test_another_program_reading_the_statistics_at_the_end_of_a_match_resets_nothing(
        qtbot, save_store, tmp_path, monkeypatch):
    monkeypatch.setattr(statistics, "WRITE_BUSY_SECONDS", 0.05)  # it gives up sooner
    path = tmp_path / "statistics.sqlite3"
    stats = StatsStore(path)
    try:
        win = shown_window(qtbot, save_store, HistoryStore(tmp_path / "history"), stats)
        play_computer_match(qtbot, win)
        # the first match is filed and written before the other program reads
        qtbot.waitUntil(lambda: stats.summary("ninety_nine", "Ann").matches == 1)
        assert stats.pending() == 0
        with held(path, "SHARED"):  # another program's read, longer than the writer waits
            play_computer_match(qtbot, win, seed=6)
            qtbot.waitUntil(lambda: win.stats_problem is not None)
            assert "could not be written yet" in win.stats_problem.text()
            assert stats.pending() == 1
        assert not [p for p in tmp_path.iterdir() if ".corrupt" in p.name]
        stats.retry()
        assert stats.summary("ninety_nine", "Ann").matches == 2
    finally:
        stats.close()


def test_every_deal_played_counts_before_the_match_ends(qtbot, files_window, stores):
    history, stats = stores
    seats = [SeatConfig(name, False) for name in ("Ann", "Ben", "Cleo")]
    page = files_window.start_match(MatchConfig("ninety_nine", 3, {"match_fixed_deals": 2},
                                                seats, 5))
    c = page.controller
    qtbot.waitUntil(lambda: c.match.needs_deal and bool(c.match.results), timeout=20000)
    files_window.statistics_action.trigger()
    shown = files_window.statistics_window.figure_values()
    assert (shown["matches"], shown["unfinished"], shown["deals"]) == ("1", "1", "1")
    assert shown["matches_won"] == "0" and history.entries() == []
    QTest.mouseClick(page.scores.next_button, LEFT)
    qtbot.waitUntil(lambda: c.match.over, timeout=20000)
    summary = stats.summary("ninety_nine", "Ann")
    assert (summary.matches, summary.unfinished, summary.deals) == (1, 0, 2)
    assert summary.matches_won == (0 in c.match.winners)
    assert len(history.entries()) == 1
