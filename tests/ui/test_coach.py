"""The coach on the table: Hint (H) and Take back (Ctrl+Z) pressed as a player would, the
per-seat hint switch, hot-seat privacy, and the take-back mark in records and saves."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tablecards.ai.reasoning import Reasoning
from tablecards.rules.records import RecordError, match_from_record, replay_record
from tablecards.rules.registry import new_match
from tablecards.ui import bot_worker
from tablecards.ui.coach_words import hint_sentence
from tablecards.ui.controller import MatchConfig, Pace, SeatConfig
from tablecards.ui.main_window import MainWindow
from tests.ui.test_table import click, wait_turn

CTRL = Qt.KeyboardModifier.ControlModifier
WORKER = dict(bot_ms=0, trick_ms=0, anim_ms=0, inline_bots=False)
SENTENCE_STARTS = ("It is your only legal move", "Best over ", "Every card left is known",
                   "It is the move a good player", "A search of the deals")


def keys_to_table(qtbot, window, page) -> None:
    """The window active and the felt focused, as when a player is at the table."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    page.view.setFocus()


def ask_hint(qtbot, window, page, timeout: int = 30000):
    """Press H and return the hint that arrives."""
    with qtbot.waitSignal(page.controller.sig_hint, timeout=timeout) as got:
        QTest.keyClick(page.view, Qt.Key.Key_H)
    return got.args[0]


def hand_codes(page) -> list[str]:
    return sorted(i.card.code for i in page.scene.hand_items())


@pytest.fixture
def worker_window(qtbot, save_store):
    """A window whose bots and coach think in the worker process."""
    win = MainWindow(Pace(**WORKER), saves=save_store)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def start_two_humans(window, seed: int = 3):
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", True)]
    page = window.start_match(MatchConfig("tressette", 2, {}, seats, seed))
    assert page is not None
    return page


# -- hints ---------------------------------------------------------------------------------
def test_hint_key_shows_a_legal_move_and_why_and_enter_plays_it(qtbot, window, start):
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    keys_to_table(qtbot, window, page)
    legal = page.controller.match.view(0).legal_actions
    hint = ask_hint(qtbot, window, page)
    assert hint.seat == 0 and hint.action in legal
    main, *rest = hint.sentence.split("\n")
    assert rest and rest[0].startswith(SENTENCE_STARTS)
    lines = page.status.text().split("\n")
    assert lines[0].startswith("Hint: Play ") and lines[1] == main
    box = page.questions.box  # the whole reasoning under the status line
    assert box.isVisible() and box.text.text().endswith(f"{main} {rest[0]}")
    assert page.scene.focused_item().card == hint.action.value  # the keyboard's choice
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.controller.match.actions[-1][:1] == [hint.action])
    qtbot.waitUntil(lambda: not box.isVisible())  # the reasoning goes with its decision


def test_the_hint_button_asks_the_coach_too(qtbot, window, start):
    page = start("hearts", players=4, seed=2)
    assert wait_turn(qtbot, page)
    button = page.scores.hint_button
    assert button.isVisible() and button.isEnabled()
    with qtbot.waitSignal(page.controller.sig_hint, timeout=30000) as got:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    hint = got.args[0]
    assert hint.action in page.controller.match.view(0).legal_actions
    assert page.status.text().split("\n")[1] == hint.sentence.split("\n")[0]
    assert hint.action.verb == "pass" and len(hint.action.value) == 3  # the deal opens so
    ringed = {item.card for item in page.scene.hand_items() if item.hinted}
    assert ringed == set(hint.action.value)  # every card of the pass is ringed
    click(page.view, page.scene.hand_items()[0])  # choosing a card lays the table out again
    assert not any(item.hinted for item in page.scene.hand_items())


def test_hint_is_off_for_a_seat_switched_off_and_off_turn(qtbot, window, start):
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    keys_to_table(qtbot, window, page)
    coach = window.coach_menu
    assert coach.hint_action.isEnabled()
    assert [a.text() for a in coach.hint_switches.values()] == ["Hints for Ann"]
    coach.hint_switches[0].trigger()
    assert not coach.hint_action.isEnabled()
    with qtbot.assertNotEmitted(page.controller.sig_hint, wait=300):
        QTest.keyClick(page.view, Qt.Key.Key_H)
    assert not page.status.text().startswith("Hint")
    coach.hint_switches[0].trigger()
    assert coach.hint_action.isEnabled()
    assert ask_hint(qtbot, window, page).seat == 0


def test_a_hint_asked_on_one_players_turn_never_shows_on_the_next(qtbot, worker_window):
    page = start_two_humans(worker_window)
    c = page.controller
    heard = []
    c.sig_hint.connect(heard.append)
    QTest.keyClick(page.pass_screen.reveal_button, Qt.Key.Key_Space)
    first = c.match.controller()
    keys_to_table(qtbot, worker_window, page)
    QTest.keyClick(page.view, Qt.Key.Key_H)
    assert c.hint_pending()
    click(page.view, next(i for i in page.scene.hand_items() if i.legal))
    assert c.match.controller() == 1 - first and not c.hint_pending()
    qtbot.waitUntil(lambda: bot_worker.process_running() is None, timeout=30000)
    qtbot.wait(100)  # polls enough for any answer to land
    assert heard == [] and page.pass_screen.isVisible()
    QTest.keyClick(page.pass_screen.reveal_button, Qt.Key.Key_Space)
    keys_to_table(qtbot, worker_window, page)
    hint = ask_hint(qtbot, worker_window, page, timeout=60000)  # the second player's own
    assert hint.seat == 1 - first and hint.action in c.match.view(1 - first).legal_actions
    qtbot.wait(200)
    assert [h.seat for h in heard] == [1 - first]


def test_sentences_word_each_kind_of_reasoning():
    assert hint_sentence(Reasoning("only")) == "It is your only legal move."
    assert hint_sentence(Reasoning("search", 1200, 2.34)) == (
        "Best over 1,200 imagined deals: about 2.3 points ahead of the others on average.")
    assert hint_sentence(Reasoning("search", 1200, -4.31)).startswith(
        "Best over 1,200 imagined deals: still about 4.3 points behind the others")
    assert hint_sentence(Reasoning("search", 800)) == "Best over 800 imagined deals."
    assert hint_sentence(Reasoning("exact", 1, 4.0)).startswith("Every card left is known")
    assert hint_sentence(Reasoning("rule")) != hint_sentence(Reasoning("only"))


# -- take back -----------------------------------------------------------------------------
def play_and_wait(qtbot, page) -> None:
    """Click a legal card and wait until it is the human's turn again."""
    click(page.view, next(i for i in page.scene.hand_items() if i.legal))
    assert wait_turn(qtbot, page)


def test_take_back_restores_the_hand_and_turn_and_marks_the_record(qtbot, window, start):
    page = start("tressette", seed=3)
    c = page.controller
    assert wait_turn(qtbot, page)
    keys_to_table(qtbot, window, page)
    assert not window.coach_menu.take_back_action.isEnabled()  # nothing decided yet
    play_and_wait(qtbot, page)
    hand, position = hand_codes(page), (c.match.deal_index, len(c.match.actions[-1]))
    record = c.match.to_record()
    play_and_wait(qtbot, page)
    assert hand_codes(page) != hand
    assert window.coach_menu.take_back_action.isEnabled()
    QTest.keyClick(page.view, Qt.Key.Key_Z, CTRL)
    assert c.human_turn() and hand_codes(page) == hand
    assert (c.match.deal_index, len(c.match.actions[-1])) == position
    assert c.match.take_backs == 1 and c.match.to_record() == {**record, "take_backs": 1}
    assert [s.seed for s in c.match.setups] == [s.seed for s in record_setups(record, c)]
    assert page.status.text() == "Taken back: it is your decision again."
    window.saves.flush()
    assert window.saves.load().match.take_backs == 1


def record_setups(record, c):
    """The setups of the match before the take-back (seeds included), by replaying a fresh
    match from its seed: a take-back must keep each deal's seed."""
    again = new_match(c.game_id, c.match.players, c.match.given_options, seed=c.match.seed)
    for _ in record["deals"]:
        again.deal_next()
    return again.setups


def test_take_back_is_off_in_hot_seat_and_says_why(qtbot, window):
    page = start_two_humans(window)
    c = page.controller
    for _ in range(2):
        QTest.keyClick(page.pass_screen.reveal_button, Qt.Key.Key_Space)
        click(page.view, next(i for i in page.scene.hand_items() if i.legal))
    assert sum(len(a) for a in c.match.actions) == 2
    action = window.coach_menu.take_back_action
    assert not action.isEnabled() and "consent" in action.toolTip()
    assert not c.take_back() and c.match.take_backs == 0


def test_a_saved_match_with_take_backs_resumes_and_takes_back_again(qtbot, window, start):
    page = start("tressette", seed=4)
    assert wait_turn(qtbot, page)
    keys_to_table(qtbot, window, page)
    play_and_wait(qtbot, page)
    play_and_wait(qtbot, page)
    QTest.keyClick(page.view, Qt.Key.Key_Z, CTRL)
    play_and_wait(qtbot, page)
    window.show_lobby()
    assert window.continue_panel.saved is not None
    resumed = window.resume_saved()
    c = resumed.controller
    assert c.match.take_backs == 1 and c.human_turn()
    assert wait_turn(qtbot, resumed)
    keys_to_table(qtbot, window, resumed)
    hand = hand_codes(resumed)
    played = len(c.match.actions[-1])
    QTest.keyClick(resumed.view, Qt.Key.Key_Z, CTRL)
    assert c.match.take_backs == 2 and len(c.match.actions[-1]) < played
    assert hand_codes(resumed) != hand and c.human_turn()


# -- the record's mark ---------------------------------------------------------------------
def test_a_record_keeps_its_take_backs_and_refuses_a_bad_count():
    match = new_match("tressette", 2, {}, seed=1)
    match.deal_next()
    match.apply(match.legal_actions()[0])
    match.take_backs = 3
    record = match.to_record()
    assert record["take_backs"] == 3
    again = match_from_record(record)
    assert again.take_backs == 3 and again.to_record() == record
    assert replay_record(record).result()["take_backs"] == 3
    assert "take_backs" not in new_match("tressette", 2, {}, seed=1).to_record()
    for bad in (-1, "2", True, 1.5):
        with pytest.raises(RecordError, match="take_backs"):
            match_from_record({**record, "take_backs": bad})
