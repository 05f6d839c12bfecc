"""Records on the real window: File › Open record… and a dropped file play a record back; the
replay steps by its buttons and keys with the table's explanations; a bad record is told in
the line `tablecards replay` prints; Save record as… writes a record `replay` reads; "Play on
from here" starts a new match at the replay's place and leaves the record as it was."""

import json
import warnings

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLineEdit,
    QMessageBox,
)
from shiboken6 import isValid

from tablecards.rules.records import RecordError, replay_file, replay_record
from tablecards.rules.registry import game_ids
from tablecards.ui.controller import SeatConfig
from tablecards.ui.replay import ReplayController
from tablecards.ui.saves import save_data
from tablecards.ui.teacher import MoveRating, PlayOnDialog, ReplayPanel
from tests.matches import played_out, policy_played

LEFT = Qt.MouseButton.LeftButton
NAMES = ["Ann", "Ben", "Cleo"]


def ninety_nine_match():
    """One deal of Ninety-Nine played out by the rule players."""
    return policy_played("ninety_nine", 5, 3, {"match_fixed_deals": 1})


@pytest.fixture
def record_file(tmp_path):
    path = tmp_path / "friday.record.json"
    path.write_text(json.dumps(ninety_nine_match().to_record(NAMES)), encoding="utf-8")
    return path


def answer_file_dialog(qtbot, window, path) -> None:
    """In the file chooser on show, pick `path` (browsing is Qt's own) and press Enter."""
    qtbot.waitUntil(lambda: isinstance(window.record_dialog, QFileDialog)
                    and window.record_dialog.isVisible())
    dialog = window.record_dialog
    dialog.selectFile(str(path))
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    qtbot.waitUntil(lambda: dialog.selectedFiles() == [str(path)])
    QTest.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible())


def replay_panel(window) -> ReplayPanel:
    panel = window.table.findChild(ReplayPanel)
    assert panel is not None and panel.isVisible()
    return panel


def open_by_menu(qtbot, window, path) -> ReplayPanel:
    window.open_record_action.trigger()
    answer_file_dialog(qtbot, window, path)
    qtbot.waitUntil(lambda: window.table is not None
                    and window.table.findChild(ReplayPanel) is not None)
    return replay_panel(window)


def test_open_record_plays_it_back_with_every_hand_face_up(qtbot, window, record_file):
    panel = open_by_menu(qtbot, window, record_file)
    page, c = window.table, window.table.controller
    assert isinstance(c, ReplayController)
    assert c.place().deal == 0 and c.place().actions == 0
    view = c.view()
    assert set(view.visible_hands) == {1, 2}, "every other hand lies face up"
    assert all(len(view.visible_hands[s]) == len(view.hand) for s in (1, 2))
    assert page.teacher_banner.isVisible()
    assert "face up" in page.teacher_banner.text()
    assert "friday.record.json" in panel.heading.text()
    assert not panel.buttons["back"].isEnabled() and panel.buttons["forward"].isEnabled()
    assert [c.seat_name(s) for s in range(3)] == NAMES


def test_replay_steps_by_buttons_and_keys_and_explains_tricks(qtbot, window, record_file):
    panel = open_by_menu(qtbot, window, record_file)
    page, c = window.table, window.table.controller
    QTest.mouseClick(panel.buttons["forward"], LEFT)
    assert c.place().actions == 1
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_Right)
    assert c.place().actions == 2
    QTest.keyClick(page.view, Qt.Key.Key_Left)
    assert c.place().actions == 1
    assert c.last_move is not None and c.last_move.action == c.match.actions[0][0]
    assert panel.rating.move_label.text().startswith(c.seat_name(c.last_move.seat))
    QTest.keyClick(page.view, Qt.Key.Key_End)
    assert c.at_end() and c.match.over
    assert not panel.buttons["forward"].isEnabled()
    assert not panel.play_on_button.isEnabled(), "nothing to play on from a finished match"
    QTest.keyClick(page.view, Qt.Key.Key_Home)
    assert c.at_start() and c.last_move is None
    # Step until the first trick is taken: the status line says why, as in play.
    while not c.match.view(0).tricks:
        QTest.mouseClick(panel.buttons["forward"], LEFT)
    status = page.status.text()
    winner = c.match.view(0).tricks[0].winner
    assert f"Trick to {c.seat_name(winner)}." in status
    assert len(status.split("\n")[0]) > len(f"Trick to {c.seat_name(winner)}."), \
        "the reason it won follows"
    # One step back and forward again lands on the same table.
    place = c.place()
    QTest.mouseClick(panel.buttons["back"], LEFT)
    QTest.mouseClick(panel.buttons["forward"], LEFT)
    assert c.place() == place and f"Trick to {c.seat_name(winner)}." in page.status.text()


def test_stepping_matches_the_record_everywhere(qtbot, window, record_file):
    open_by_menu(qtbot, window, record_file)
    c = window.table.controller
    whole = replay_record(json.loads(record_file.read_text())).match
    c.to_end()
    assert c.match.totals == whole.totals and c.match.winners == whole.winners
    for index in range(len(c.places) - 1, -1, -7):  # backwards, by jumps
        c.go_to(index)
        assert len(c.match.actions[-1]) == c.place().actions
        assert c.match.actions[-1] == whole.actions[c.place().deal][:c.place().actions]


def test_a_dropped_record_is_played_back(qtbot, window, record_file):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(record_file))])
    centre = QPointF(window.rect().center())
    with warnings.catch_warnings():  # PySide6 6.11 takes only a QPoint, 6.12 deprecates it
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(window.rect().center(), Qt.DropAction.CopyAction, mime, LEFT,
                                Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted(), "the window takes a record file"
    drop = QDropEvent(centre, Qt.DropAction.CopyAction, mime, LEFT,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, drop)
    assert drop.isAccepted()
    qtbot.waitUntil(lambda: window.table is not None)
    assert isinstance(window.table.controller, ReplayController)


BAD_RECORDS = {
    "not_json": "{ this is not json",
    "wrong_format": json.dumps({"format": "something else"}),
    "unknown_game": json.dumps({"format": "tablecards-record", "version": 1,
                                "game": "snap", "players": 2}),
    "truncated": json.dumps(ninety_nine_match().to_record(NAMES))[:700],
}


def test_a_record_with_no_deal_says_so(qtbot, window, tmp_path):
    path = tmp_path / "empty.json"
    path.write_text(json.dumps({"format": "tablecards-record", "version": 1,
                                "game": "hearts", "players": 4}), encoding="utf-8")
    assert replay_file(path)["deals"] == []  # a valid record, with nothing to show
    window.open_record(path)
    assert window.record_dialog.informativeText() == "the record has no deal to play back"
    assert window.table is None


@pytest.mark.parametrize("name", sorted(BAD_RECORDS))
def test_a_bad_record_says_the_replay_line(qtbot, window, tmp_path, name):
    path = tmp_path / f"{name}.json"
    path.write_text(BAD_RECORDS[name], encoding="utf-8")
    with pytest.raises(RecordError) as raised:
        replay_file(path)
    window.open_record(path)
    box = window.record_dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.informativeText() == str(raised.value)
    assert window.table is None, "nothing was opened, nothing was lost"
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Ok), LEFT)


def test_an_illegal_action_in_a_record_is_told_with_its_place(qtbot, window, tmp_path):
    record = ninety_nine_match().to_record(NAMES)
    record["deals"][0]["actions"][3] = record["deals"][0]["actions"][0]
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    window.open_record(path)
    text = window.record_dialog.informativeText()
    assert text.startswith("deal 0, action 3: ")


def test_save_record_as_writes_what_replay_reads(qtbot, start, window, tmp_path):
    page = start("tressette", players=2, seed=3)
    from tests.ui.test_review_view import finish_a_deal

    finish_a_deal(qtbot, page)
    assert window.save_record_action.isEnabled(), "before the File menu was ever opened"
    QTest.keySequence(window, QKeySequence(QKeySequence.StandardKey.SaveAs))
    target = tmp_path / "kept" / "our match.json"
    target.parent.mkdir()
    answer_file_dialog(qtbot, window, target)
    assert target.exists()
    result = replay_file(target)
    assert result["deals"] == [r.to_json() for r in page.controller.match.results]
    assert not list(target.parent.glob("*.tmp")), "written atomically"


def test_save_record_to_a_folder_that_refuses_says_so(qtbot, start, window, tmp_path):
    page = start("tressette", players=2, seed=3)
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("x")
    assert not window.save_record(blocked / "match.json", window._record_of(page.controller))
    box = window.record_dialog
    assert isinstance(box, QMessageBox) and box.objectName() == "record_not_saved"
    assert page.controller.match.deal is not None, "the match plays on"


def test_play_on_from_here_branches_and_leaves_the_record(qtbot, window, record_file, monkeypatch):
    before = record_file.read_bytes()
    panel = open_by_menu(qtbot, window, record_file)
    c = window.table.controller
    for _ in range(7):
        QTest.mouseClick(panel.buttons["forward"], LEFT)
    played = list(c.match.actions[0])
    QTest.mouseClick(panel.play_on_button, LEFT)
    dialog = window.findChild(PlayOnDialog)
    qtbot.waitUntil(lambda: dialog.isVisible())
    assert dialog.kinds[0].currentData() is None, "the record's seat 0 is a person here"
    dialog.kinds[1].setCurrentIndex(0)  # Ben is played by a person too: hot seat
    assert [s.human for s in dialog.seats()] == [True, True, False]
    QTest.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)
    qtbot.waitUntil(lambda: not isinstance(window.table.controller, ReplayController))
    live = window.table.controller
    assert live.saved and live.match.actions[0][:7] == played
    assert live.match.open_hands, "hands were seen face up: the branch says so"
    assert record_file.read_bytes() == before, "the record is untouched"
    window.saves.flush()
    saved = window.saves.load()
    assert saved is not None and saved.match.open_hands


def test_a_replay_rates_the_move_on_show(qtbot, window, record_file, monkeypatch):
    monkeypatch.setattr(MoveRating, "level", "easy")
    panel = open_by_menu(qtbot, window, record_file)
    QTest.mouseClick(panel.buttons["forward"], LEFT)
    assert not panel.rating.verdict.text()
    QTest.mouseClick(panel.rating.rate_button, LEFT)
    qtbot.waitUntil(lambda: "—" in panel.rating.verdict.text()
                    or "cannot" in panel.rating.verdict.text(), timeout=60000)
    words = ("good", "inaccuracy", "mistake", "blunder")
    assert any(w in panel.rating.verdict.text() for w in words)


def test_play_on_offers_the_table_the_record_kept(qtbot, window, tmp_path):
    match = ninety_nine_match()
    seats = [SeatConfig("Ann", False, "strong"), SeatConfig("Ben", True),
             SeatConfig("Cleo", False, "easy")]
    path = tmp_path / "kept.json"
    path.write_text(json.dumps(save_data(match, seats, NAMES)), encoding="utf-8")
    page = window.open_record(path)
    assert page.controller.view().seat == 1, "the person's seat is at the bottom"
    page.controller.go_to(5)
    QTest.mouseClick(replay_panel(window).play_on_button, LEFT)
    dialog = window.findChild(PlayOnDialog)
    assert [kind.currentData() for kind in dialog.kinds] == ["strong", None, "easy"]
    QTest.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel), LEFT)
    assert isinstance(window.table.controller, ReplayController), "cancel keeps the replay"


@pytest.mark.parametrize("game", game_ids())
def test_every_game_replays_to_its_end_and_back(qtbot, game):
    match = played_out(game, 3)
    controller = ReplayController(match.to_record())
    controller.start()
    assert controller.view() is not None
    controller.to_end()
    assert controller.match.over and controller.match.totals == match.totals
    view = controller.view()
    assert view is not None
    controller.go_to(len(controller.places) // 2)
    middle = controller.view()
    hidden = [s for s in range(middle.seats) if s != middle.seat]
    assert all(s in middle.visible_hands for s in hidden), "every hand face up"
    controller.set_open_hands(False)
    assert controller.view().legal_actions == [], "nobody decides in a replay"


def test_a_two_handed_ninety_nine_with_its_dummy_replays(qtbot):
    match = played_out("ninety_nine", 4, 2, {"match_fixed_deals": 1})
    names = ["Ann", "Ben", "Dummy"][:match.seats]
    controller = ReplayController(match.to_record(names))
    controller.start()
    controller.to_end()
    assert controller.match.totals == match.totals
    assert [p[0] for p in controller.players_of_record()] == [True, False]
