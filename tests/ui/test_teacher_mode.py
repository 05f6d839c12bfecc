"""Teacher mode on a live match: Coach › Teacher mode lays every hand face up, the window says
so, the record and the save are marked, the teacher's panel rates any seat's last move, and a
hot-seat table needs no passing screen while the hands are open."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.rules.records import load_record_file
from tablecards.ui.controller import MatchConfig, SeatConfig
from tablecards.ui.saves import save_data
from tablecards.ui.teacher import MoveRating, TeacherPanel
from tests.ui.test_table import wait_turn

LEFT = Qt.MouseButton.LeftButton


def open_hands_by_menu(window) -> None:
    action = window.coach_menu.teacher_action
    assert action.isEnabled() and not action.isChecked()
    action.trigger()
    box = window.table.teacher_question
    if box is not None:  # a table shared by several people asks first
        QTest.mouseClick(next(b for b in box.buttons() if "Show every hand" in b.text()), LEFT)
    assert action.isChecked()


def test_teacher_mode_shows_every_hand_and_marks_the_match(qtbot, start, window, save_store):
    page = start("tressette", players=2, seed=3)
    c = page.controller
    assert not page.teacher_banner.isVisible()
    assert 1 not in c.view().visible_hands
    open_hands_by_menu(window)
    assert page.teacher_banner.isVisible()
    assert "face up" in page.teacher_banner.text()
    hidden = c.match.view(1).hand
    assert c.view().visible_hands[1] == hidden
    shown = [i.card for i in page.scene.items() if getattr(i, "card", None) in hidden
             and i.isVisible() and getattr(i, "face_up", True)]
    assert set(shown) >= set(hidden), "the other hand is drawn face up"
    assert save_data(c.match, c.config.seats, c.seat_names()).get("open_hands") is True
    save_store.flush()
    assert load_record_file(save_store.folder / "current.json").get("open_hands") is True
    # Off again: the hand is hidden, the match stays marked.
    window.coach_menu.teacher_action.trigger()
    assert 1 not in c.view().visible_hands and not page.teacher_banner.isVisible()
    assert c.match.open_hands


def test_the_teacher_panel_rates_the_last_move_of_any_seat(qtbot, start, window, monkeypatch):
    monkeypatch.setattr(MoveRating, "level", "easy")
    page = start("tressette", players=2, seed=3)
    open_hands_by_menu(window)
    panel = page.findChild(TeacherPanel)
    assert panel is not None and panel.isVisible()
    rating = panel.rating
    assert not rating.rate_button.isEnabled()
    from tests.ui.test_keyboard_games import KeyPlayer

    assert wait_turn(qtbot, page)
    KeyPlayer(page).move()
    qtbot.waitUntil(lambda: page.controller.last_move is not None)
    rating.auto_box.setFocus()
    QTest.keyClick(rating.auto_box, Qt.Key.Key_Space)
    assert rating.auto_box.isChecked()
    qtbot.waitUntil(lambda: any(w in rating.verdict.text() for w in
                                ("good", "inaccuracy", "mistake", "blunder")), timeout=60000)
    seat = page.controller.last_move.seat
    assert rating.move_label.text().startswith(page.controller.seat_name(seat))


def test_hot_seat_needs_no_passing_screen_with_hands_open(qtbot, window):
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", True)]
    page = window.start_match(MatchConfig("tressette", 2, {}, seats, 3))
    c = page.controller
    if c.awaiting_reveal() is not None:
        QTest.mouseClick(page.pass_screen.reveal_button, LEFT)
    open_hands_by_menu(window)
    from tests.ui.test_keyboard_games import KeyPlayer

    for _ in range(6):
        assert c.awaiting_reveal() is None and not page.pass_screen.isVisible()
        seat = c.match.controller()
        assert c.human_turn() and c.view().seat == seat
        KeyPlayer(page).move()


def hot_seat_at_pass_screen(qtbot, window):
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", True)]
    page = window.start_match(MatchConfig("tressette", 2, {}, seats, 3))
    qtbot.waitUntil(lambda: page.controller.awaiting_reveal() is not None)
    assert page.pass_screen.isVisible()
    return page


def test_teacher_mode_at_a_shared_table_asks_before_showing_every_hand(qtbot, window):
    page = hot_seat_at_pass_screen(qtbot, window)
    c, action = page.controller, window.coach_menu.teacher_action
    action.trigger()
    box = page.teacher_question
    assert box is not None and box.isVisible(), "a question, not the hands"
    assert not c.open_hands and not action.isChecked() and page.pass_screen.isVisible()
    assert c.view().visible_hands == {}
    QTest.keyClick(box, Qt.Key.Key_Return)  # the default keeps the hands hidden
    qtbot.waitUntil(lambda: page.teacher_question is None)
    assert not c.open_hands and not c.match.open_hands and not action.isChecked()
    assert page.pass_screen.isVisible()
    action.trigger()
    box = page.teacher_question
    assert box is not None
    show = next(b for b in box.buttons() if "Show every hand" in b.text())
    QTest.mouseClick(show, LEFT)
    qtbot.waitUntil(lambda: c.open_hands)
    assert action.isChecked() and not page.pass_screen.isVisible()
    # Off again never asks.
    action.trigger()
    assert not c.open_hands and page.teacher_question is None


def test_the_teacher_panel_goes_when_teacher_mode_is_switched_off(qtbot, start, window):
    page = start("tressette", players=2, seed=3)
    open_hands_by_menu(window)
    assert page.teacher_question is None, "one person at the table: no question"
    panel = page.findChild(TeacherPanel)
    assert panel is not None and panel.isVisible()
    window.coach_menu.teacher_action.trigger()
    assert not page.controller.open_hands
    qtbot.waitUntil(lambda: page.findChild(TeacherPanel) is None)
    open_hands_by_menu(window)
    assert len(page.findChildren(TeacherPanel)) == 1, "back once, when switched on again"
