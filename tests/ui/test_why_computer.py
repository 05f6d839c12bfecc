"""Why did the computer do that? (issue 30, item 3): asked from the Coach menu and by a right
click near a computer seat at the table, and in a replay; answered from that seat's view only
(a twin deal whose hidden cards differ gets the same answer), in the worker when the table's
bots think there; worded in Japanese too."""

import copy
import json
import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.ai.why_words import join_sentences
from tablecards.rules.records import replay_record
from tablecards.ui import bot_worker, coaching, i18n
from tablecards.ui.coach_words import hint_sentence, why_sentence
from tablecards.ui.controller import Pace
from tablecards.ui.main_window import MainWindow
from tablecards.ui.move_question import answer_text
from tablecards.ui.replay import ReplayController
from tablecards.ui.texts import action_text
from tests.ai.test_review import hearts_record
from tests.ui.test_coach import WORKER, keys_to_table
from tests.ui.test_new_user_table import play_out_a_deal
from tests.ui.test_replays import open_by_menu
from tests.ui.test_table import wait_turn
from tests.ui.test_teacher_mode import open_hands_by_menu

RIGHT = Qt.MouseButton.RightButton
CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def bot_has_moved(qtbot, window, page) -> None:
    """Ann plays a card by the keys; the table waits until the computer has answered."""
    c = page.controller
    assert wait_turn(qtbot, page)
    keys_to_table(qtbot, window, page)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert wait_turn(qtbot, page)
    assert 1 in c.last_moves


def right_click_seat(qtbot, page, seat: int):
    """Right click on the felt at `seat`'s place; the seat menu that pops up."""
    point = page.view.mapFromScene(page.scene.anchor(seat))
    QTest.mouseClick(page.view.viewport(), RIGHT, Qt.KeyboardModifier.NoModifier, point)
    qtbot.waitUntil(lambda: page.questions.menu is not None
                    and page.questions.menu.isVisible())
    return page.questions.menu


def searches_counted(monkeypatch) -> list:
    """Every search the coach starts to explain a move, counted as it starts."""
    searched: list = []
    real = coaching.explain

    def explain(*args):
        searched.append(args)
        return real(*args)

    monkeypatch.setattr(coaching, "explain", explain)
    return searched


def test_hidden_hands_mid_deal_wait_for_the_end_of_the_deal(qtbot, window, start,
                                                            monkeypatch) -> None:
    """Fairness: the reason comes from the computer seat's own hand, so while the deal goes
    on with hands hidden the entries say when it is answered and nothing is searched."""
    searched = searches_counted(monkeypatch)
    page = start("hearts", players=4, seed=5, options={"no_pass": True})
    c = page.controller
    bot_has_moved(qtbot, window, page)
    why_menu = window.coach_menu.why_menu
    assert why_menu.isEnabled()  # open: its entries say why they are off
    entry = why_menu.seat_actions[1]
    assert entry.text() == "Why did Bot 1 do that? — answered when the deal ends"
    assert not entry.isEnabled() and "teacher mode" in entry.toolTip()
    entry.trigger()
    seat = max(c.last_moves)
    menu = right_click_seat(qtbot, page, seat)
    [action] = menu.actions()
    assert action.text() == f"Why did Bot {seat} do that? — answered when the deal ends"
    assert not action.isEnabled()
    QTest.keyClick(menu, Qt.Key.Key_Down)
    QTest.keyClick(menu, Qt.Key.Key_Return)
    menu.close()
    assert not c.request_why(seat)  # the controller refuses too
    assert searched == [] and not c.why_pending() and not page.questions.box.isVisible()


def test_after_the_deal_the_same_question_is_answered(qtbot, window, start,
                                                      monkeypatch) -> None:
    searched = searches_counted(monkeypatch)
    page = play_out_a_deal(qtbot, start)
    c = page.controller
    entry = window.coach_menu.why_menu.seat_actions[1]
    assert entry.text() == "Why did Bot 1 do that?" and entry.isEnabled()  # score screen
    menu = right_click_seat(qtbot, page, 1)
    with qtbot.waitSignal(c.sig_why, timeout=120000) as got:
        QTest.keyClick(menu, Qt.Key.Key_Down)
        QTest.keyClick(menu, Qt.Key.Key_Return)
    assert got.args[0].seat == 1 and len(searched) == 1
    assert page.questions.box.text.text().startswith("Bot 1: ")
    # Next deal: the moves it could explain are gone, and so is the answer.
    QTest.mouseClick(page.scores.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not c.match.needs_deal)
    assert not page.questions.box.isVisible()


def test_teacher_mode_answers_from_the_coach_menu_and_says_it_is_looking(
        qtbot, window, start) -> None:
    page = start("tressette", seed=3)
    c = page.controller
    why_menu = window.coach_menu.why_menu
    assert list(why_menu.seat_actions) == [1]  # Ann is a person: not asked about
    bot_has_moved(qtbot, window, page)
    open_hands_by_menu(window)
    entry = why_menu.seat_actions[1]
    assert entry.text() == "Why did Bot 1 do that?" and entry.isEnabled()
    box = page.questions.box
    with qtbot.waitSignal(c.sig_why, timeout=120000) as got:
        entry.trigger()
        assert box.isVisible()
        assert box.text.text() == "The coach is looking into the last move of Bot 1…"
    why = got.args[0]
    move = c.last_moves[1]
    assert (why.seat, why.action) == (1, move.action)
    first, second = box.text.text().split("\n")
    assert first.startswith(f"Bot 1: {action_text(move.action)} — ")
    reason = join_sentences(hint_sentence(why.advice.reasoning, False, c.seat_name).split("\n")) \
        if why.agrees else why_sentence(why.facts, False, c.seat_name)
    assert second == f"In the place of Bot 1: {reason}"
    assert why.advice.action in move.view.legal_actions
    # The next moves' narration goes to the status line; the answer stays until closed.
    answer = box.text.text()
    keys_to_table(qtbot, window, page)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert wait_turn(qtbot, page)
    assert box.isVisible() and box.text.text() == answer and page.status.text() != answer
    QTest.mouseClick(box.close_button, Qt.MouseButton.LeftButton)
    assert not box.isVisible()


def test_a_right_click_on_a_computer_seat_asks_why(qtbot, window, start) -> None:
    page = start("hearts", players=4, seed=5, options={"no_pass": True})
    c = page.controller
    bot_has_moved(qtbot, window, page)
    open_hands_by_menu(window)
    seat = max(c.last_moves)
    menu = right_click_seat(qtbot, page, seat)
    assert [a.text() for a in menu.actions()] == [f"Why did Bot {seat} do that?"]
    with qtbot.waitSignal(c.sig_why, timeout=120000) as got:
        QTest.keyClick(menu, Qt.Key.Key_Down)
        QTest.keyClick(menu, Qt.Key.Key_Return)
        assert page.questions.box.text.text() == \
            f"The coach is looking into the last move of Bot {seat}…"
    assert got.args[0].seat == seat
    assert page.questions.box.text.text().startswith(f"Bot {seat}: ")
    # Ann's own place offers nothing: she is not the computer.
    point = page.view.mapFromScene(page.scene.anchor(0))
    page.questions.menu = None
    QTest.mouseClick(page.view.viewport(), RIGHT, Qt.KeyboardModifier.NoModifier, point)
    assert page.questions.menu is None


def test_the_answer_is_worked_out_in_the_worker(qtbot, save_store, monkeypatch) -> None:
    asked = []
    real = bot_worker.run

    def run(fn, *args):
        asked.append(fn)
        return real(fn, *args)

    monkeypatch.setattr(bot_worker, "run", run)
    window = MainWindow(Pace(**WORKER), saves=save_store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    from tablecards.ui.controller import MatchConfig, SeatConfig
    page = window.start_match(MatchConfig("tressette", 2, {}, [
        SeatConfig("Ann", True), SeatConfig("Bot 1", False, "easy")], 3))
    c = page.controller
    qtbot.waitUntil(c.human_turn, timeout=60000)
    keys_to_table(qtbot, window, page)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.human_turn() and 1 in c.last_moves, timeout=60000)
    c.set_open_hands(True)  # mid-deal, only with every hand face up
    with qtbot.waitSignal(c.sig_why, timeout=120000) as got:
        assert c.request_why(1)
        assert c.why_pending()  # on its way, the GUI thread free
    assert coaching.explain in asked
    assert got.args[0].action == c.last_moves[1].action


# -- in a replay, and the twin deal --------------------------------------------------------
def twin_of(record: dict) -> dict:
    """The same deal with cards seat 3 never saw swapped between the other hands."""
    twin = copy.deepcopy(record)
    hands = twin["deals"][0]["hands"]
    for (a, card_a), (b, card_b) in (((2, "KD"), (0, "2D")), ((1, "2H"), (2, "3C"))):
        hands[a][hands[a].index(card_a)] = card_b
        hands[b][hands[b].index(card_b)] = card_a
    return twin


def replay_answer(qtbot, record: dict) -> tuple[str, object]:
    c = ReplayController(record, Pace(0, 0, 0))
    c.start()
    c.to_end()
    with qtbot.waitSignal(c.sig_why, timeout=120000) as got:
        assert c.request_why(3)
    why = got.args[0]
    return answer_text(why, c.seat_name(3), penalty=True), why


def test_a_replay_explains_from_the_view_rebuilt_there_and_a_twin_agrees(qtbot) -> None:
    record = hearts_record("3S")
    twin = twin_of(record)
    plain, other = replay_record(record).match, replay_record(twin).match
    assert plain.view(3) == other.view(3) and plain.view(0) != other.view(0)
    text, why = replay_answer(qtbot, record)
    twin_text, twin_why = replay_answer(qtbot, twin)
    assert why.action.value.code == "6S"  # seat 3 followed 5♠ with its 6♠, of nine spades
    assert (twin_text, twin_why.advice, twin_why.facts) == (text, why.advice, why.facts)
    assert text.startswith("Player 4: Play 6♠ — from what Player 4 could see, the coach")
    assert why.advice.reasoning.kind in ("search", "exact") and why.facts
    assert text.split("\n")[1].startswith("In the place of Player 4: ")


def test_a_replay_on_the_table_answers_a_right_click(qtbot, window, tmp_path) -> None:
    path = tmp_path / "hearts.record.json"
    path.write_text(json.dumps(hearts_record("3S")), encoding="utf-8")
    open_by_menu(qtbot, window, path)
    page, c = window.table, window.table.controller
    assert isinstance(c, ReplayController)
    assert not window.coach_menu.why_menu.isEnabled()  # nothing played yet
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_End)
    assert window.coach_menu.why_menu.seat_actions[1].isEnabled()
    menu = right_click_seat(qtbot, page, 1)
    with qtbot.waitSignal(c.sig_why, timeout=120000):
        QTest.keyClick(menu, Qt.Key.Key_Down)
        QTest.keyClick(menu, Qt.Key.Key_Return)
    assert page.questions.box.text.text() == "Player 2: Play 5♠ — the only legal move."


def test_the_answer_in_japanese(qtbot) -> None:
    """Every part is worded in the language on show: the move (the table's Japanese card
    words), the coach's reason; the English answer is not what a Japanese player reads."""
    _, why = replay_answer(qtbot, hearts_record("3S"))
    english = answer_text(why, "Player 4", penalty=True)
    i18n.set_language("ja", remember=False)
    try:
        text = answer_text(why, "プレイヤー4", penalty=True)
        first, second = text.split("\n")
        move = action_text(why.action)
        assert CJK.search(move) and move in first and first.startswith("プレイヤー4")
        reason = join_sentences(hint_sentence(why.advice.reasoning, True).split("\n")) \
            if why.agrees else why_sentence(why.facts, True)
        assert second.endswith(reason) and "プレイヤー4" in second
        assert text != english.replace("Player 4", "プレイヤー4")
    finally:
        i18n.set_language("en", remember=False)


def test_hot_seat_follows_the_same_rule(qtbot, window, monkeypatch) -> None:
    """Two people at one screen: neither learns a computer seat's hidden cards mid-deal."""
    from tablecards.ui.controller import MatchConfig, SeatConfig
    searched = searches_counted(monkeypatch)
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", True),
             SeatConfig("Bot 2", False), SeatConfig("Bot 3", False)]
    page = window.start_match(MatchConfig("hearts", 4, {"no_pass": True}, seats, 5))
    c = page.controller
    for _ in range(12):  # reveal and play until a computer seat has moved
        if any(s in c.last_moves for s in (2, 3)):
            break
        if page.pass_screen.isVisible():
            QTest.keyClick(page.pass_screen.reveal_button, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: c.human_turn() or page.pass_screen.isVisible())
        if c.human_turn():
            keys_to_table(qtbot, window, page)
            QTest.keyClick(page.view, Qt.Key.Key_Return)
    seat = next(s for s in (2, 3) if s in c.last_moves)
    entry = window.coach_menu.why_menu.seat_actions[seat]
    assert list(window.coach_menu.why_menu.seat_actions) == [2, 3]
    assert not entry.isEnabled() and entry.text().endswith("answered when the deal ends")
    entry.trigger()
    assert searched == [] and not c.request_why(seat)
