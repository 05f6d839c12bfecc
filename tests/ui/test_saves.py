"""Autosave, Continue after a kill, bad saves set aside, atomic writes, the finished match; a
save folder that cannot be written (the quit question says so and offers Save record as…),
and a match finished twice (a save left behind, two windows) counted once."""

import errno
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from tablecards.rules import records as records_module
from tablecards.rules.actions import play
from tablecards.rules.records import match_from_record
from tablecards.rules.registry import new_match
from tablecards.ui import saves as saves_module
from tablecards.ui.controller import MatchConfig, MatchController, Pace, SeatConfig
from tablecards.ui.history import HistoryStore
from tablecards.ui.main_window import MainWindow
from tablecards.ui.save_ui import Autosaver
from tablecards.ui.saves import SaveStore, save_data, write_atomic
from tablecards.ui.statistics import StatsStore
from tests.ui.test_replays import answer_file_dialog
from tests.ui.test_table import play_legal_by_mouse, wait_turn

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
FAST = Pace(bot_ms=0, trick_ms=0, anim_ms=0)
SEATS = [SeatConfig("Ann", True), SeatConfig("Bot 1", False)]


def open_window(qtbot, store: SaveStore) -> MainWindow:
    win = MainWindow(FAST, saves=store)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def on_disk(path: Path, *stores: SaveStore) -> dict:
    """The JSON at `path` once the stores' writer threads have written their latest."""
    for store in stores:
        store.flush()
    return json.loads(path.read_text(encoding="utf-8"))


def saved_tressette(actions: int = 2) -> dict:
    """A save of a Tressette match a few plays in, made without the UI."""
    match = new_match("tressette", 2, {}, seed=3)
    match.deal_next()
    for _ in range(actions):
        match.apply(match.legal_actions()[0])
    return save_data(match, SEATS, ["Ann", "Bot 1"])


def test_autosave_after_a_click_resumes_after_a_kill(qtbot, window, save_store):
    page = window.start_match(MatchConfig("tressette", 2, {}, SEATS, seed=3))
    c = page.controller
    assert wait_turn(qtbot, page)
    play_legal_by_mouse(qtbot, page, use_drag=False)
    assert wait_turn(qtbot, page)
    data = on_disk(save_store.current, save_store)
    assert data["deals"][0]["actions"] == [a.to_record() for a in c.match.actions[0]]
    assert data["match_seed"] == c.match.seed == 3
    assert data["tablecards"]["save_version"] == 1
    assert data["tablecards"]["seats"] == [{"name": "Ann", "human": True},
                                           {"name": "Bot 1", "human": False,
                                            "level": "normal"}]
    hand, totals, done = c.match.view(0).hand, list(c.match.totals), len(c.match.actions[0])
    c.stop()
    window.hide()  # killed: no close event, no save on exit

    fresh = open_window(qtbot, SaveStore(save_store.folder))
    panel = fresh.continue_panel
    assert panel.isVisible()
    assert panel.game.text().startswith("Tressette")
    assert "Ann, Bot 1" in panel.details.text() and "Deal 1" in panel.details.text()
    QTest.mouseClick(panel.button, LEFT)
    table = fresh.table
    assert table is not None and fresh.stack.currentWidget() is table
    resumed = table.controller.match
    assert resumed.view(0).hand == hand and resumed.totals == totals
    assert resumed.seed == 3 and len(resumed.actions[0]) == done
    assert wait_turn(qtbot, table)
    play_legal_by_mouse(qtbot, table, use_drag=True)
    assert wait_turn(qtbot, table)  # and the bot replied if it was its turn
    assert len(resumed.actions[0]) > done and resumed.actions[0][done].seat == 0
    again = on_disk(save_store.current, fresh.saves)
    assert len(again["deals"][0]["actions"]) == len(resumed.actions[0])


def test_resumed_bots_choose_as_they_would_have(qtbot):
    """The bots' randomness is fixed by seed and position, so a resume changes nothing."""
    config = MatchConfig("ninety_nine", 3, {}, [SeatConfig("Ann", True)] +
                         [SeatConfig(f"Bot {i}", False) for i in (1, 2)], seed=11)
    first = MatchController(config, FAST)
    first.start()
    qtbot.waitUntil(first.human_turn)
    record = first.match.to_record(seats=first.seat_names())
    copy = MatchController.resume(match_from_record(record), config.seats, FAST)
    for c in (first, copy):
        c.start()
        c.submit(c.view().legal_actions[0])
        qtbot.waitUntil(lambda c=c: c.human_turn() or c.match.needs_deal)
    assert first.match.to_record() == copy.match.to_record()


def illegal_action_save() -> dict:
    """A save whose first action plays a card the seat to move does not hold."""
    match = new_match("tressette", 2, {}, seed=3)
    match.deal_next()
    seat = match.to_move()
    data = save_data(match, SEATS, ["Ann", "Bot 1"])
    data["deals"][0]["actions"] = [play(seat, match.deal.view(1 - seat).hand[0]).to_record()]
    return data


BAD_SAVES = {
    "garbage": (b"\xff\xfe\x00garbage", "cannot read the save"),
    "not json": (b"{\"format\": ", "not JSON"),
    "not a save": (json.dumps({"hello": 1}).encode(), "not a TableCards save"),
    "unknown version": (json.dumps({**saved_tressette(),
                                    "tablecards": {"save_version": 99}}).encode(),
                        "unknown save version 99"),
    "illegal action": (json.dumps(illegal_action_save()).encode(), "deal 0, action 0"),
}


@pytest.mark.parametrize("kind", list(BAD_SAVES))
def test_bad_save_is_reported_and_set_aside(qtbot, save_store, kind):
    content, reason = BAD_SAVES[kind]
    save_store.folder.mkdir(parents=True)
    save_store.current.write_bytes(content)
    win = open_window(qtbot, save_store)
    box = win.save_problem
    assert box is not None and box.isVisible()
    assert reason in box.informativeText()
    kept = list(save_store.folder.glob("current.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content  # renamed, never deleted
    assert kept[0].name in box.informativeText()
    assert not save_store.current.exists()
    assert win.continue_panel.isHidden()
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Ok), LEFT)
    qtbot.waitUntil(lambda: not box.isVisible())
    QTest.mouseClick(win.lobby.start_button, LEFT)  # the app goes on normally
    assert win.table is not None


def test_corrupt_saves_never_overwrite_each_other(save_store):
    save_store.folder.mkdir(parents=True)
    for n in range(3):
        save_store.current.write_text(f"bad {n}")
        save_store.set_aside()
    kept = sorted(p.read_text() for p in save_store.folder.glob("current.corrupt-*.json"))
    assert kept == ["bad 0", "bad 1", "bad 2"]


def test_autosaves_leave_no_temporary_files(qtbot, window, save_store):
    page = window.start_match(MatchConfig("tressette", 2, {}, SEATS, seed=5))
    for _ in range(3):
        assert wait_turn(qtbot, page)
        play_legal_by_mouse(qtbot, page, use_drag=False)
    save_store.flush()
    assert [p.name for p in save_store.folder.iterdir()] == ["current.json"]


def test_failed_write_keeps_the_old_save_and_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "current.json"
    write_atomic(target, {"v": 1})

    def broken(src: str, dst: Path) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves_module.os, "replace", broken)
    with pytest.raises(OSError):
        write_atomic(target, {"v": 2})
    assert json.loads(target.read_text()) == {"v": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["current.json"]


def test_finished_match_moves_to_last_finished(qtbot, save_store):
    seats = [SeatConfig("Bot A", False), SeatConfig("Bot B", False)]
    c = MatchController(MatchConfig("tressette", 2, {"target_score": 11}, seats, seed=2), FAST)
    Autosaver(c, save_store)
    c.sig_deal_over.connect(c.next_deal)
    c.start()
    qtbot.waitUntil(lambda: c.match.over, timeout=20000)
    finished = on_disk(save_store.finished, save_store)
    assert not save_store.current.exists()
    assert match_from_record(finished).over
    assert save_store.load() is None


def choose_game(window: MainWindow, game: str) -> None:
    picker = window.lobby.game
    picker.setCurrentIndex(next(i for i, s in enumerate(window.lobby.specs) if s.id == game))


def test_new_match_over_a_saved_one_asks_first(qtbot, save_store, monkeypatch):
    save_store.save(saved_tressette())
    win = open_window(qtbot, save_store)
    assert win.continue_panel.isVisible()
    choose_game(win, "tressette")
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    asked = []

    def question(parent, title, text, *args):
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    QTest.mouseClick(win.lobby.start_button, LEFT)
    assert asked == ["A match of Tressette for two is unfinished. Start a new one and discard "
                     "it?"]
    assert win.table is None and save_store.current.exists()
    QTest.mouseClick(win.lobby.start_button, LEFT)
    assert win.table is not None and not answers
    fresh = on_disk(save_store.current, save_store)
    assert fresh["match_seed"] == win.table.controller.match.seed
    assert len(fresh["deals"]) == 1


def test_back_to_lobby_offers_the_running_match(qtbot, window, save_store):
    page = window.start_match(MatchConfig("tressette", 2, {}, SEATS, seed=3))
    assert wait_turn(qtbot, page)
    card = page.controller.view().legal_actions[0].value
    page.controller.submit(play(0, card))
    window.new_action.trigger()
    leave = next(b for b in window.leave_question.buttons() if b.text() == "Leave")
    QTest.mouseClick(leave, LEFT)  # a match in progress is left only when the player agrees
    assert window.table is None and window.continue_panel.isVisible()
    QTest.mouseClick(window.continue_panel.button, LEFT)
    assert window.table is not None
    assert card not in window.table.controller.match.view(0).hand


def test_resume_between_deals_offers_the_next_deal(qtbot, save_store):
    match = new_match("tressette", 2, {"target_score": 51}, seed=4)
    match.deal_next()
    while not match.needs_deal:
        match.apply(match.legal_actions()[0])
    save_store.save(save_data(match, SEATS, ["Ann", "Bot 1"]))
    win = open_window(qtbot, save_store)
    QTest.mouseClick(win.continue_panel.button, LEFT)
    sheet = win.table.scores
    assert sheet.next_button.isVisible() and win.table.controller.match.totals == match.totals
    QTest.mouseClick(sheet.next_button, LEFT)
    assert win.table.controller.match.deal_index == 1
    saved = on_disk(save_store.current, win.saves)
    assert len(saved["deals"]) == 2


def test_a_crash_inside_the_rules_is_a_bad_save_too(save_store, monkeypatch):
    save_store.save(saved_tressette())

    def broken(record):
        raise KeyError("boom")

    monkeypatch.setattr(records_module, "match_from_record", broken)  # read by saves at use
    with pytest.raises(saves_module.SaveError, match="does not replay"):
        save_store.load()


# -- a read-only save folder, and a match finished twice ------------------------------------
def refuse_saves(monkeypatch, folder: Path) -> None:
    """`folder` cannot be written (as a read-only folder refuses, even root); others can."""
    real = saves_module.write_text_atomic

    def refused(path, pieces):
        if Path(path).parent == folder:
            raise OSError(errno.EROFS, "Read-only file system")
        real(path, pieces)

    monkeypatch.setattr(saves_module, "write_text_atomic", refused)


def button(box: QMessageBox, text: str) -> QPushButton:
    return next(b for b in box.buttons() if b.text() == text)


def test_the_quit_question_says_the_match_is_saved_only_when_it_is(qtbot, window, save_store,
                                                                   monkeypatch, tmp_path):
    page = window.start_match(MatchConfig("tressette", 2, {}, SEATS, seed=3))
    assert wait_turn(qtbot, page)
    play_legal_by_mouse(qtbot, page, use_drag=False)
    window.quit_action.trigger()
    box = window.leave_question
    assert "stays saved" in box.informativeText()
    assert box.findChild(QPushButton, "save_record_button") is None
    QTest.mouseClick(button(box, "Stay"), LEFT)
    refuse_saves(monkeypatch, save_store.folder)
    assert wait_turn(qtbot, page)
    play_legal_by_mouse(qtbot, page, use_drag=False)
    window.quit_action.trigger()
    box = window.leave_question
    text = box.informativeText()
    assert "stays saved" not in text and "cannot resume" in text
    assert str(save_store.folder) in text and "Read-only file system" in text
    QTest.mouseClick(box.findChild(QPushButton, "save_record_button"), LEFT)
    target = tmp_path / "kept.record.json"
    answer_file_dialog(qtbot, window, target)
    qtbot.waitUntil(lambda: not window.isVisible())  # saved, then quit as asked
    kept = json.loads(target.read_text(encoding="utf-8"))
    assert len(kept["deals"][0]["actions"]) == len(page.controller.match.actions[0])
    assert match_from_record(kept).totals == page.controller.match.totals


BOTS = [SeatConfig(name, False) for name in ("Ann", "Ben", "Cleo")]


def nearly_finished_save(match_id: str) -> dict:
    """A one-deal Ninety-Nine match of computer seats a few cards in, saved with its id."""
    match = new_match("ninety_nine", 3, {"match_fixed_deals": 1}, seed=5)
    match.deal_next()
    for _ in range(6):
        match.apply(match.legal_actions()[0])
    return save_data(match, BOTS, ["Ann", "Ben", "Cleo"], match_id)


def test_a_finished_match_whose_save_stayed_is_not_offered_again(qtbot, save_store,
                                                                 monkeypatch, tmp_path):
    save_store.save(nearly_finished_save("m-stale"))
    window = open_window(qtbot, save_store)
    real = SaveStore.write_pieces

    def no_finish(store, pieces, finished):
        if finished:
            raise OSError(errno.EROFS, "Read-only file system")
        real(store, pieces, finished)

    monkeypatch.setattr(SaveStore, "write_pieces", no_finish)
    monkeypatch.setattr(SaveStore, "drop_stale", lambda store, path=None: False)  # nor removed
    QTest.mouseClick(window.continue_panel.button, LEFT)
    qtbot.waitUntil(lambda: window.table.controller.match.over, timeout=20000)
    save_store.flush()
    assert save_store.current.exists(), "the unfinished state stayed in the folder"
    window.new_action.trigger()  # the match is over: straight back to the lobby
    assert window.table is None and window.continue_panel.isHidden()
    again = open_window(qtbot, SaveStore(save_store.folder))  # the next start
    assert again.continue_panel.isHidden(), "the history holds it: not offered again"

    def no_question(*args):
        raise AssertionError("nothing unfinished to discard")

    monkeypatch.setattr(QMessageBox, "question", no_question)
    QTest.mouseClick(again.lobby.start_button, LEFT)
    assert again.table is not None
    assert len(HistoryStore(tmp_path / "history").entries()) == 1


def test_a_match_finished_in_two_windows_counts_once(qtbot, save_store, tmp_path):
    save_store.save(nearly_finished_save("m-twice"))
    history = HistoryStore(tmp_path / "history")
    stats = StatsStore(tmp_path / "statistics.sqlite3")
    try:
        windows = []
        for _ in range(2):
            window = MainWindow(FAST, saves=SaveStore(save_store.folder), history=history,
                                stats=stats)
            qtbot.addWidget(window)
            window.show()
            windows.append(window)
        for window in windows:
            assert window.continue_panel.isVisible()
            QTest.mouseClick(window.continue_panel.button, LEFT)
        for window in windows:
            qtbot.waitUntil(lambda w=window: w.table.controller.match.over, timeout=20000)
        assert len(history.entries()) == 1
        assert history.entries()[0].match_id == "m-twice"
        assert stats.summary("ninety_nine", "Ann").matches == 1
    finally:
        stats.close()


def test_a_save_keeps_its_match_id_and_an_older_save_gets_a_steady_one(save_store):
    save_store.save(nearly_finished_save("m-kept"))
    assert save_store.load().match_id == "m-kept"
    older = nearly_finished_save("x")
    del older["tablecards"]["match_id"]  # written before saves carried one
    save_store.save(older)
    first, again = save_store.load().match_id, save_store.load().match_id
    assert first == again and first.startswith("legacy-")
    other = {**older, "match_seed": older["match_seed"] + 1}
    assert saves_module.parse_save(other).match_id != first


def test_each_game_keeps_its_unfinished_match(qtbot, save_store, monkeypatch):
    """A match of another game leaves the unfinished one waiting, without a question; the
    Continue panel then offers both, follows the game chosen in the lobby, and resumes the
    chosen one while the other waits in turn."""
    save_store.save(saved_tressette(actions=3))
    win = open_window(qtbot, save_store)

    def no_question(*args):
        raise AssertionError("another game's match is not discarded")

    monkeypatch.setattr(QMessageBox, "question", no_question)
    choose_game(win, "hearts")
    QTest.mouseClick(win.lobby.start_button, LEFT)
    hearts = win.table.controller
    assert hearts.game_id == "hearts"
    assert save_store.shelf("tressette").exists()
    save_store.flush()
    assert json.loads(save_store.current.read_text())["game"] == "hearts"
    win.new_action.trigger()
    QTest.mouseClick(button(win.leave_question, "Leave"), LEFT)
    panel = win.continue_panel
    assert panel.isVisible() and panel.chooser.isVisible() and not panel.game.isVisible()
    assert [panel.chooser.itemText(i) for i in range(panel.chooser.count())] == \
        ["Hearts", "Tressette for two"]
    assert panel.saved.match.game_id == "hearts", "the lobby's game"
    choose_game(win, "tressette")
    assert panel.chooser.currentText() == "Tressette for two"
    assert "Deal 1" in panel.details.text()
    QTest.mouseClick(panel.button, LEFT)
    resumed = win.table.controller.match
    assert resumed.game_id == "tressette" and len(resumed.actions[0]) == 3
    assert save_store.shelf("hearts").exists() and not save_store.shelf("tressette").exists()
    save_store.flush()
    assert json.loads(save_store.current.read_text())["game"] == "tressette"
    win.new_action.trigger()
    QTest.mouseClick(button(win.leave_question, "Leave"), LEFT)
    again = open_window(qtbot, SaveStore(save_store.folder))  # the next start
    assert again.continue_panel.chooser.count() == 2
    panel.chooser.setCurrentIndex(panel.chooser.findText("Hearts"))
    assert panel.saved.match.game_id == "hearts"
