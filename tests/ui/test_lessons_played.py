"""Every lesson played through on the real table, as a learner would: the words read with
Next, each move made by keys on the felt or the panel's controls, and before it one wrong move
that the lesson must explain (not just refuse) while the hand stays where it was."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.lessons import Lesson, action_key, all_lessons, lessons_of
from tablecards.ui.lesson_panel import LessonPanel
from tablecards.ui.settings import Settings
from tablecards.ui.table.access import spoken_card
from tablecards.ui.texts import card_text
from tests.ui.test_keyboard_games import (
    KEY,
    KeyPlayer,
    cards_of,
    confirm_on_table,
    label,
    panel_controls,
    press,
    row_of,
    tab_to,
    walk_to,
)
from tests.ui.test_rules_window import click_game
from tests.ui.test_table import click

LEFT = Qt.MouseButton.LeftButton
SCRIPTED = [x for x in all_lessons() if not x.free]
FREE = [x for x in all_lessons() if x.free]


def open_lesson(qtbot, window, lesson: Lesson):
    """Learn this game in the lobby, the lesson chosen in the course by keys, Enter."""
    click_game(qtbot, window, lesson.game)
    qtbot.mouseClick(window.lobby.learn_button, LEFT)
    dialog = window.lessons_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.list.setFocus()
    QTest.keyClick(dialog.list, Qt.Key.Key_Home)
    for _ in range(lesson.order):
        QTest.keyClick(dialog.list, Qt.Key.Key_Down)
    assert dialog.current() == lesson
    QTest.keyClick(dialog.list, Qt.Key.Key_Return)
    page = window.table
    assert page is not None and page.controller.lesson == lesson
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)  # the dialog has closed
    return page, page.findChild(LessonPanel)


def cards_move(page, action: Action) -> bool:
    """The move is made of cards in a row the keyboard walks."""
    view = page.controller.view()
    cards = cards_of(action)
    return bool(cards) and set(cards) <= set(row_of(view, action.seat)) \
        and len(cards) == len(set(cards))


def left_to_right(page, action: Action) -> Action:
    """The action with its cards in the order they lie in the row, so the arrows walking
    right reach each in turn."""
    cards = cards_of(action)
    if len(cards) < 2:
        return action
    place = {item.card: item.x() for item in page.scene.hand_items()}
    ordered = tuple(sorted(cards, key=lambda card: place.get(card, 0)))
    return Action(action.seat, action.verb, ordered, action.extras)


def focus_card(page, seat: int, card) -> None:
    """The keyboard's card is `card`, not yet chosen, in `seat`'s row."""
    walk_to(page, seat, card, lambda item: item in chosen_items(page))


def cards_by_keys(page, action: Action) -> None:
    """Space on each card of the move; cards the table chose beforehand (a blind offered for
    burying) stay if the move has them and are taken back if not."""
    wanted = cards_of(left_to_right(page, action))
    for item in chosen_items(page):
        if item.card in wanted:
            wanted.remove(item.card)
        else:
            toggle(page, item)
    for card in wanted:
        focus_card(page, action.seat, card)
        press(KEY.Key_Space)


def by_keys(page, action: Action) -> None:
    """Space on the move's cards, Enter on the table if a choice of several waits."""
    before = page.controller.position()
    feedback_before = page.findChild(LessonPanel)._said
    cards_by_keys(page, action)
    panel = page.findChild(LessonPanel)
    if page.controller.position() == before and panel._said is feedback_before:
        confirm_on_table(page)


def chosen_items(page) -> list:
    """The cards chosen on the felt: those laid in the staging area where the panel has one
    (its other marks, such as the blind just picked up, choose nothing), else those marked."""
    scene, view = page.scene, page.controller.view()
    if view is not None and page.panel.staging(view) is not None:
        return list(scene.staged_items())
    return [i for i in scene.hand_items() if i.selected_mark]


def toggle(page, item) -> None:
    """Space on one card, reached by the arrows."""
    scene = page.scene
    page.view.setFocus()
    for key in [KEY.Key_Right] * 30 + [KEY.Key_Left] * 30:
        if scene.focused_item() is item:
            break
        press(key)
    assert scene.focused_item() is item, f"{item.card} cannot be reached by the arrows"
    press(KEY.Key_Space)


def clear_choice(page) -> None:
    """Take back cards chosen for a refused choice of several (Space on each again)."""
    for item in chosen_items(page):
        toggle(page, item)


def wrong_move(step, legal: list[Action], match) -> Action | None:
    """A legal move the step does not accept, one the lesson names first; not the same
    cards as the lesson's move (the keys could not tell them apart: a card with or without
    a call is chosen by a control beside it)."""
    same = sorted(cards_of(step.expect))
    others = [a for a in legal if sorted(cards_of(a)) != same and not step.accepts(a, match)]
    named = [a for a in others if action_key(a) in step.wrong]
    return (named or others or [None])[0]


def try_controls(page, panel, seen_wrong: list[bool]) -> None:
    """Each control of the panel in turn (Tab, Space, then Enter) until the lesson moves on;
    a control that makes another legal move must be explained."""
    c = page.controller
    QApplication.processEvents()
    start, tried = c.position(), set()
    for _ in range(len(panel_controls(page)) + 2):
        target = tab_to(page, lambda w: w in panel_controls(page) and id(w) not in tried)
        if target is None:
            break
        tried.add(id(target))
        for key in (KEY.Key_Space, KEY.Key_Return):
            said = panel._said
            press(key)
            if c.position() > start:
                return
            if panel._said is not said and panel._said.kind == "wrong":
                seen_wrong.append(True)
                assert panel.feedback.isVisible() and panel.feedback.toPlainText().strip()
    raise AssertionError("no control of the panel made the lesson's move")


def make_wrong_move(page, panel, step) -> bool:
    """One wrong move by keys, explained in the panel; False when none is made of cards."""
    c = page.controller
    wrong = wrong_move(step, c.view().legal_actions, c.match)
    if wrong is None or not cards_move(page, wrong):
        return False
    at = c.position()
    by_keys(page, wrong)
    assert c.position() == at, "a wrong move is never played"
    assert panel._said is not None and panel._said.kind == "wrong"
    text = panel.feedback.toPlainText()
    assert panel.feedback.isVisible() and text.strip()
    tried = panel._said.action
    assert tried is not None and not step.accepts(tried, c.match)
    explanation = step.explanation(tried)
    if explanation is not None:
        first_words = page.controller.text(explanation).split("{{")[0].strip()[:20]
        assert first_words in text
    clear_choice(page)
    return True


WORDS = {"pass": "Pass", "misere": "Misère", "open_misere": "Open misère", "none": "No trumps"}
"""How the panels word a few values of a move (the tests run in English)."""


def names_value(widget, value) -> bool:
    """The control stands for one value of a move: a card (by its name or its spoken name),
    a suit (a trump choice shows its symbol), a number, or a word."""
    text, spoken = label(widget), widget.accessibleName()
    if isinstance(value, Card):
        return text == card_text(value) or spoken == spoken_card(value)
    if isinstance(value, str) and value in ("S", "H", "D", "C"):
        return text.strip() == "♠♥♦♣"["SHDC".index(value)]
    if isinstance(value, bool):
        return False
    return text == WORDS.get(str(value), str(value))


def by_words(page, panel, action: Action) -> bool:
    """Click the control that names each value of the move, then its Confirm; True when the
    move was made."""
    c, at = page.controller, page.controller.position()
    QApplication.processEvents()  # controls built for this decision show on the next turn
    values = [action.value, *(v for _, v in action.extras)]
    for value in values:
        found = [w for w in panel_controls(page) if names_value(w, value)]
        if len(found) != 1:
            return False
        QTest.mouseClick(found[0], LEFT)
        if c.position() > at:
            return True
    confirm = [w for w in panel_controls(page) if label(w) in ("Confirm", "Play alone")]
    if confirm:
        QTest.mouseClick(confirm[0], LEFT)
    return c.position() > at


def lesson_move(page, panel, step) -> bool:
    """The move the step asks for, by keys: its cards on the felt, then, if a choice waits
    (a card with or without a call, a set of cards to confirm), the panel's controls one by
    one, or Enter on the table. True when a wrong control was explained on the way."""
    c, action = page.controller, step.expect
    if not cards_move(page, action):
        if by_words(page, panel, action):
            return False
        seen: list[bool] = []
        try_controls(page, panel, seen)
        return bool(seen)
    at, explained = c.position(), False
    for attempt in range(12):
        cards_by_keys(page, action)
        if c.position() > at:
            return explained
        controls = panel_controls(page)
        if not controls:
            confirm_on_table(page)
            return explained
        said = panel._said
        wanted = controls[attempt % len(controls)]
        assert tab_to(page, lambda w, aim=wanted: w is aim) is wanted
        press(KEY.Key_Space)
        if c.position() > at:
            return explained
        explained = explained or panel._said is not said
        clear_choice(page)
    raise AssertionError(f"the lesson's move {action} could not be made")


def play_through(qtbot, page, panel, until=None) -> int:
    """Read and play the lesson to its end (or until `until()` holds); the number of steps
    with a wrong move tried."""
    c, explained = page.controller, 0
    for _ in range(400):
        if c.finished() or (until is not None and until()):
            return explained
        if c.waits_for_next():
            assert panel.next_button.isVisible() and panel.next_button.hasFocus()
            assert panel.words.toPlainText().strip()
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
            continue
        step = c.step()
        if step is None:
            qtbot.waitUntil(lambda: c.step() is not None or c.finished()
                            or c.waits_for_next(), timeout=5000)
            continue
        qtbot.waitUntil(c.human_turn, timeout=5000)
        at = c.position()
        if make_wrong_move(page, panel, step):
            explained += 1
        explained += lesson_move(page, panel, step)
        assert c.position() > at, f"the lesson's move {step.expect} was not made"
    raise AssertionError("the lesson never ended")


@pytest.mark.parametrize("lesson", SCRIPTED, ids=[x.key for x in SCRIPTED])
def test_a_scripted_lesson_is_played_through_with_its_mistakes_explained(qtbot, window,
                                                                         lesson):
    page, panel = open_lesson(qtbot, window, lesson)
    dos = sum(step.kind == "do" for step in lesson.steps)
    explained = play_through(qtbot, page, panel)
    assert explained >= min(1, dos)
    assert panel.words.toPlainText().strip()
    assert lesson.key in Settings().lessons_done()
    following = panel.following()
    assert panel.next_lesson_button.isVisible() == (following is not None)
    assert [action_key(a) for a in page.controller.match.actions[0]] == \
        [action_key(a) for a in lesson.script()]


@pytest.mark.parametrize("lesson", FREE, ids=[x.key for x in FREE])
def test_the_first_hand_is_free_with_the_coach_on(qtbot, window, lesson):
    page, panel = open_lesson(qtbot, window, lesson)
    c = page.controller
    while c.waits_for_next():
        qtbot.mouseClick(panel.next_button, LEFT)
    moving = lambda: c.human_turn() or c.finished() or c.waits_for_next()  # noqa: E731
    assert qtbot.waitUntil(moving, timeout=10000) is None
    if c.human_turn():
        qtbot.waitUntil(lambda: page.status.text().startswith("Hint"), timeout=60000)
    window.coach_menu.hint_switches[lesson.seat].trigger()  # the rest quickly, unadvised
    for _ in range(600):
        if c.finished():
            break
        qtbot.waitUntil(moving, timeout=10000)
        if c.waits_for_next():
            qtbot.mouseClick(panel.next_button, LEFT)  # a finished trick, seen
        elif c.human_turn():
            KeyPlayer(page).move()
    assert c.finished() and lesson.key in Settings().lessons_done()


def test_the_course_ticks_what_is_done_and_offers_the_next(qtbot, window):
    course = lessons_of("hearts")
    Settings().set_lesson_done(course[0].key)
    click_game(qtbot, window, "hearts")
    qtbot.mouseClick(window.lobby.learn_button, LEFT)
    dialog = window.lessons_dialog
    first, second = dialog.list.item(0), dialog.list.item(1)
    assert first.text().startswith("✓") and not second.text().startswith("✓")
    assert dialog.current() == course[1]
    assert "same job counts too" in dialog.intro.text()  # another good move is accepted
    qtbot.mouseClick(dialog.rules_button, LEFT)
    assert window.rules_window.isVisible() and window.rules_window.game_id() == "hearts"


def test_a_lesson_is_left_without_a_question_and_saves_nothing(qtbot, window, save_store):
    lesson = lessons_of("tressette")[0]
    _page, panel = open_lesson(qtbot, window, lesson)
    qtbot.mouseClick(panel.leave_button, LEFT)
    assert window.table is None and window.leave_question is None
    assert not save_store.has_current()


def test_a_lesson_asked_for_during_a_match_asks_first(qtbot, window, start):
    start("tressette", 2)
    window.start_lesson(lessons_of("tressette")[0])
    assert window.leave_question is not None
    assert not hasattr(window.table.controller, "lesson")


def test_an_illegal_card_is_refused_with_the_rules_reason_in_the_lesson(qtbot, window):
    """A card that may not be played now: the rules' own reason, in the lesson's panel."""
    lesson = lessons_of("ninety_nine")[0]
    page, panel = open_lesson(qtbot, window, lesson)
    c = page.controller
    for _ in range(100):
        if c.waits_for_next():
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
            continue
        qtbot.waitUntil(lambda: c.step() is not None or c.waits_for_next(), timeout=5000)
        step = c.step()
        if c.waits_for_next():
            continue
        view = c.view()
        legal = {a.value for a in view.legal_actions if a.verb == "play"}
        illegal = [card for card in view.hand if legal and card not in legal]
        if illegal:
            break
        lesson_move(page, panel, step)
    else:
        raise AssertionError("the lesson never asks to follow suit")
    at = c.position()
    cards_by_keys(page, Action(lesson.seat, "play", illegal[0]))
    assert c.position() == at
    assert panel._said.kind == "illegal"
    assert "must follow" in panel.feedback.toPlainText().lower()


# -- moves that serve the step's point, a table that holds still, a finished lesson --------
def lesson_named(game_id: str, lesson_id: str) -> Lesson:
    return next(x for x in lessons_of(game_id) if x.id == lesson_id)


def reach_step(qtbot, page, panel, starts: str):
    """Play the lesson by keys up to the `do` step whose words start with `starts`."""
    c = page.controller

    def there() -> bool:
        step = c.step()
        return step is not None and step.kind == "do" and c.human_turn() \
            and step.text["en"].startswith(starts)

    play_through(qtbot, page, panel, until=there)
    assert there(), f"the lesson never reached {starts!r}"
    return c.step()


def hand_item(page, code: str):
    return next(i for i in page.scene.hand_items() if i.card == Card.parse(code))


def test_another_card_that_also_loses_is_accepted_then_the_lesson_names_its_own(qtbot,
                                                                               window):
    """Ninety-Nine, bid made: "lead the 6H" to lose the lead. The 7C loses just as well, so
    a click on it is praised, and the panel says the lesson's own move was the 6H."""
    page, panel = open_lesson(qtbot, window, lesson_named("ninety_nine", "bid_cards"))
    step = reach_step(qtbot, page, panel, "Lead the {{6H}}")
    c, at = page.controller, page.controller.position()
    click(page.view, hand_item(page, "7C"))
    assert c.position() == at + 1, "a card that also loses is played at once"
    said = panel._said
    assert said.kind == "also" and said.action.value == Card.parse("7C")
    assert said.played == step.expect  # the rest of the record needs the 7C later
    text = panel.feedback.toPlainText()
    assert panel.feedback.isVisible() and "works too" in text and "own move was" in text
    assert c.match.actions[0][at] == step.expect


def bid_in_the_bid_lesson(qtbot, window, codes):
    """Reach the bid lesson's 'So bid 3' and lay `codes` as the bid by clicks; returns the
    page, the lesson panel and the position before the bid."""
    page, panel = open_lesson(qtbot, window, lesson_named("ninety_nine", "bid_cards"))
    reach_step(qtbot, page, panel, "So bid 3")
    at = page.controller.position()
    for code in codes:
        click(page.view, hand_item(page, code))
    QTest.mouseClick(page.panel.card_choice.button, LEFT)
    return page, panel, at


def test_another_bid_of_the_same_value_is_accepted(qtbot, window):
    """Three other cards that also bid 3 without the spades that win: accepted."""
    page, panel, at = bid_in_the_bid_lesson(qtbot, window, ("JS", "7H", "6D"))
    assert page.controller.position() == at + 1 and panel._said.kind == "also"
    assert "works too" in panel.feedback.toPlainText()


def test_a_bid_that_keeps_the_wrong_cards_is_still_explained(qtbot, window):
    page, panel, at = bid_in_the_bid_lesson(qtbot, window, ("QS", "KS", "AS"))
    assert page.controller.position() == at and panel._said.kind == "wrong"
    assert "throws away your winners" in panel.feedback.toPlainText()


def test_a_finished_trick_stays_over_the_felt_until_next(qtbot, window):
    """The trick the learner's ace won is shown with its winner, the computer seats wait,
    and Next, where it always is, takes the table on."""
    page, panel = open_lesson(qtbot, window, lesson_named("ninety_nine", "tricks"))
    reach_step(qtbot, page, panel, "You lead the first trick")
    c = page.controller
    click(page.view, hand_item(page, "AS"))
    qtbot.waitUntil(c.held, timeout=5000)
    at = c.position()
    QTest.qWait(0)
    QApplication.processEvents()
    assert c.position() == at and not c.human_turn(), "the table waits for Next"
    overlay = page.scene.overlay
    assert overlay is not None and Card.parse("AS") in [i.card for i in overlay.cards]
    assert panel.next_button.isVisible() and panel.feedback.isVisible()
    assert "goes to" in panel.words.toPlainText() or c.step().kind == "say"
    assert page.status.text().endswith("Press Next to go on.")
    QTest.mouseClick(panel.next_button, LEFT)
    assert page.scene.overlay is None and not c.held()


def test_the_buttons_keep_their_places_through_a_lesson(qtbot, window):
    """Next shows and hides, feedback comes and goes, the lesson ends: no button moves, so a
    second click on Next never lands on All lessons."""
    page, panel = open_lesson(qtbot, window, lesson_named("ninety_nine", "tricks"))
    buttons = (panel.next_button, panel.show_button, panel.next_lesson_button,
               panel.again_button, panel.course_button, panel.leave_button)
    first = [b.geometry() for b in buttons]
    seen = 0
    c = page.controller

    def check() -> bool:
        nonlocal seen
        QApplication.processEvents()
        assert [b.geometry() for b in buttons] == first
        seen += 1
        return False

    play_through(qtbot, page, panel, until=check)
    assert c.finished() and check() is False and seen > 10
    assert not panel.next_button.isVisible()


def test_a_finished_lesson_leaves_nothing_to_play(qtbot, window):
    """Sheepshead lesson 1 ends with the learner to lead: the table says the lesson is over,
    keeps the last trick in view, and offers no card."""
    page, panel = open_lesson(qtbot, window, lesson_named("sheepshead", "cards_and_trumps"))
    play_through(qtbot, page, panel)
    c = page.controller
    assert c.finished() and not c.human_turn()
    QApplication.processEvents()
    assert "lesson is over" in page.status.text()
    assert page.scene.overlay is not None
    assert not any(item.legal or item.interactive for item in page.scene.hand_items())
    assert all(item.dimmed for item in page.scene.hand_items())
    at = c.position()
    click(page.view, page.scene.hand_items()[0])
    assert c.position() == at


def test_a_refused_card_is_explained_about_itself(qtbot, window):
    """Sheepshead lesson 1, a spade led: the A♥ is refused with words about following suit,
    not about the Q♠; the Q♠ is refused with words about the Q♠."""
    page, panel = open_lesson(qtbot, window, lesson_named("sheepshead", "cards_and_trumps"))
    reach_step(qtbot, page, panel, "Spades were led")
    click(page.view, hand_item(page, "AH"))
    assert panel._said.kind == "illegal"
    words = page.controller.text(panel._said.words)
    assert "{{QS}}" not in words and "{{AS}}" in words
    click(page.view, hand_item(page, "QS"))
    assert "{{QS}}" in page.controller.text(panel._said.words)


def test_the_blind_lies_on_the_felt_until_it_is_picked(qtbot, window):
    page, panel = open_lesson(qtbot, window, lesson_named("sheepshead", "pick_bury_call"))
    QApplication.processEvents()
    backs = [i for i in page.scene.items() if getattr(i, "card", 0) is None
             and getattr(i, "interactive", True) is False and i.isVisible()]
    assert page.panel.centre(page.controller.view()) is not None
    assert len([b for b in backs if abs(b.y() - 196) < 60]) >= 2
    reach_step(qtbot, page, panel, "Now bury")
    assert page.panel.centre(page.controller.view()) is None


def test_a_bid_of_ones_own_goes_on_when_the_record_allows_it(qtbot, window):
    """Choosing a bid: the learner's own three losers that bid 3 stay on the table (the
    rest of the lesson's record holds with them), and the lesson goes on with that bid."""
    page, panel = open_lesson(qtbot, window, lesson_named("ninety_nine", "choosing_a_bid"))
    step = reach_step(qtbot, page, panel, "Choose your own three bid cards")
    c, at = page.controller, page.controller.position()
    for code in ("6C", "6D", "7D"):
        click(page.view, hand_item(page, code))
    QTest.mouseClick(page.panel.card_choice.button, LEFT)
    said = panel._said
    assert c.position() == at + 1 and said.kind == "also" and said.played == said.action
    assert said.played != step.expect
    assert "goes on with your move" in panel.feedback.toPlainText()
    assert set(c.view().hand).isdisjoint(Card.parse(x) for x in ("6C", "6D", "7D"))
    play_through(qtbot, page, panel)
    assert c.finished() and c.match.view(0).tricks_won[0] == 3


def test_the_hold_card_is_kept_with_words_about_it(qtbot, window):
    """Sheepshead, the hold card: void in the suit led, the picker clicks the 7♥, the last
    heart of the called suit. The rules refuse it, and the lesson says why about that card."""
    page, panel = open_lesson(qtbot, window, lesson_named("sheepshead", "hold_card"))
    reach_step(qtbot, page, panel, "Trump with the {{QS}}")
    c, at = page.controller, page.controller.position()
    click(page.view, hand_item(page, "7H"))
    assert c.position() == at and panel._said.kind == "illegal"
    text = panel.feedback.toPlainText()
    assert "hold card" in panel._said.refusal and "your hold card" in text


def test_a_showdown_stays_in_the_middle_until_next(qtbot, window):
    """Sneak: the learner's challenge settles a showdown; its cards and winner stay in the
    middle of the felt, and the computer seats wait, until Next."""
    page, panel = open_lesson(qtbot, window, lesson_named("sneak", "sneak"))
    step = reach_step(qtbot, page, panel, "East sneaked one card")
    c = page.controller
    lesson_move(page, panel, step)
    qtbot.waitUntil(c.held, timeout=5000)
    at = c.position()
    QApplication.processEvents()
    centre = page.panel.centre(c.view())
    assert c.position() == at and centre is not None and "showdown" in centre.title.lower()
    assert panel.next_button.isVisible() and page.status.text().endswith("Press Next to go on.")
    QTest.mouseClick(panel.next_button, LEFT)
    assert not c.held()
