"""What a tester met at the table with mouse and keyboard (issue 10): ghost cards after a
drag, keyboard traps at the end of a deal, the last-trick overlay, cards moving under the
mouse and prompts that name no keys."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tablecards.ai.bots import baseline_bot
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.rules.registry import game_class, game_ids
from tablecards.ui import i18n
from tablecards.ui.table.card_item import CardItem
from tablecards.ui.table.scene import DROP_ZONE
from tests.ui.test_table import click, drag, play_legal_by_mouse, wait_turn

GAMES = game_ids()
TRICKS_BY_DRAG = 3


# -- 1. ghost cards -------------------------------------------------------------------
def felt_cards(page) -> list[CardItem]:
    """Every card drawn on the felt (the last-trick overlay's cards are its children)."""
    return [i for i in page.scene.items()
            if isinstance(i, CardItem) and i.parentItem() is None and i.isVisible()]


def cards_to_show(page, view: SeatView) -> int:
    """How many cards the seat's view puts on the felt once every motion has ended."""
    count = len(view.hand)
    for seat in range(view.seats):
        if seat != view.seat:
            shown = view.visible_hands.get(seat)
            count += len(shown) if shown is not None else view.hand_sizes[seat]
    centre = page.panel.centre(view)
    if centre is not None:
        count += sum(len(s.cards) for s in centre.sets)
    elif view.trick is not None and view.trick.plays:
        count += len(view.trick.plays)
    elif view.tricks:  # the trick just won stays, its winner marked, until the next begins
        count += len(view.tricks[-1].plays)
    stock = view.public.get("stock")
    if isinstance(stock, int) and not isinstance(stock, bool):
        count += min(max(stock, 0), 4)
    return count + (page.panel.turnup(view) is not None)


def at_rest(page) -> bool:
    """No card is gliding and none is on its way out (hidden, about to be removed)."""
    items = [i for i in page.scene.items() if isinstance(i, CardItem)
             and i.parentItem() is None]
    return all(i.isVisible() and not i.moving() for i in items)


def settle(qtbot, page) -> None:
    c = page.controller
    qtbot.waitUntil(lambda: (c.human_turn() or c.match.needs_deal or c.match.over)
                    and at_rest(page), timeout=8000)


def plain_play(page, view: SeatView) -> CardItem | None:
    """A hand card whose drop plays it outright (no second question, like Mini Misère's
    Lot), when the game plays cards to a trick now."""
    if page.panel.centre(view) is not None or page.panel.staging(view) is not None \
            or page.panel.drop_zones(view):
        return None
    for item in page.scene.hand_items():
        versions = [a for a in view.legal_actions if a.value == item.card]
        if item.legal and len(versions) == 1 and not versions[0].extras:
            return item
    return None


def zone_play(page, view: SeatView) -> tuple[CardItem, Card] | None:
    """Sneak: one hand card to drop on the face-down zone, when a sneak is open."""
    zones = page.panel.drop_zones(view)
    sneak = next((z for z in zones if z.key == "sneak"), None)
    hand = page.scene.hand_items()
    if sneak is None or not hand:
        return None
    return hand[0], sneak.rect.center()


def human_move(qtbot, page, rng: random.Random, gesture: str) -> bool:
    """Play the human's turn with the gesture (a drag or a click) where the game takes one
    (True), else as the rule bot would through the controller (False)."""
    c = page.controller
    view = c.view()
    item = plain_play(page, view)
    if item is not None:
        if gesture == "click":
            click(page.view, item)
        else:
            drag(page.view, item, DROP_ZONE.center())
        return True
    dropped = zone_play(page, view)
    if dropped is not None:
        before = len(c.match.actions[-1])
        drag(page.view, *dropped)
        if len(c.match.actions[-1]) > before:
            return True
    legal = list(c.view().legal_actions)
    assert c.submit(baseline_bot(c.game_id).choose(c.view(), legal, rng)) is None
    return False


@pytest.mark.parametrize(("anim_ms", "gesture"), [(0, "drag"), (40, "drag"), (40, "click")])
@pytest.mark.parametrize("game_id", GAMES)
def test_no_card_is_left_behind_after_a_drag(qtbot, window, start, game_id, anim_ms, gesture):
    """A dropped (or clicked) card that completes a trick is swept to its winner and leaves
    the felt; it never stays drawn over the hand (it hid the only legal card in Hearts).
    Sneak's cards go by drag to its zones whatever the gesture (a click there selects)."""
    window.pace.anim_ms, window.pace.trick_ms = anim_ms, anim_ms
    page = start(game_id, players=game_class(game_id).spec.usual_players, seed=11)
    c = page.controller
    rng = random.Random(game_id)
    completed = moves = 0
    while completed < TRICKS_BY_DRAG and moves < 80 and not c.match.over:
        settle(qtbot, page)
        if c.match.needs_deal:
            QTest.mouseClick(page.scores.next_button, Qt.MouseButton.LeftButton)
            continue
        view = c.view()
        last_to_play = view.trick is not None and len(view.trick.plays) == view.seats - 1
        dragged = human_move(qtbot, page, rng, gesture)
        moves += 1
        completed += dragged and (last_to_play or page.panel.centre(view) is not None)
        settle(qtbot, page)
        view = c.view()
        assert len(felt_cards(page)) == cards_to_show(page, view), (game_id, moves)
    assert completed == TRICKS_BY_DRAG or c.match.over


# -- 6. no keyboard trap at the end of a deal -----------------------------------------
def play_out_a_deal(qtbot, start) -> object:
    """A Tressette match to 51 (many deals), its first deal played by clicks."""
    page = start("tressette", seed=3, options={"target_score": 51})
    while wait_turn(qtbot, page):
        play_legal_by_mouse(qtbot, page, use_drag=False)
    assert page.controller.match.needs_deal and not page.controller.match.over
    return page


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def answer(qtbot, window, text: str) -> None:
    """Click the leave question's button named `text`."""
    question = window.leave_question
    assert question is not None and question.isVisible()
    button = next(b for b in question.buttons() if b.text() == text)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.leave_question is None)


def test_enter_on_new_match_between_deals_asks_first(qtbot, window, start):
    page = play_out_a_deal(qtbot, start)
    assert focused() is page.scores.next_button
    QTest.keyClick(focused(), Qt.Key.Key_Right)  # the arrow walks on to New match...
    assert focused() is page.scores.new_button
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # ...and Enter there used to leave at once
    question = window.leave_question
    assert question is not None and question.isVisible() and window.table is page
    assert "stays saved" in question.informativeText()
    qtbot.waitUntil(lambda: question.isAncestorOf(focused()))
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # Stay is the default answer
    qtbot.waitUntil(lambda: window.leave_question is None)
    assert window.table is page and window.stack.currentWidget() is page
    QTest.keyClick(page.scores.new_button, Qt.Key.Key_Return)
    answer(qtbot, window, "Leave")
    assert window.table is None and window.continue_panel.isVisible()


def test_every_way_out_of_a_match_in_progress_asks(qtbot, window, start):
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    QTest.keyClick(page.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    answer(qtbot, window, "Stay")
    assert window.table is page
    window.quit_action.trigger()
    answer(qtbot, window, "Stay")
    assert window.isVisible()
    window.quit_action.trigger()
    answer(qtbot, window, "Leave")
    assert not window.isVisible()
    assert window.saves.load() is not None  # the match is kept for Continue


# -- 8. the last trick --------------------------------------------------------------
def trick_under_way(qtbot, start):
    """Hearts with a trick taken and the next one started, the human to play."""
    page = start("hearts", players=4, seed=5, options={"no_pass": True})
    c = page.controller
    while wait_turn(qtbot, page):
        view = c.view()
        if view.tricks and view.trick is not None and view.trick.plays:
            return page
        play_legal_by_mouse(qtbot, page, use_drag=False)
    raise AssertionError("no trick under way on the human's turn")


def test_escape_closes_the_last_trick_whatever_has_focus(qtbot, start):
    page = trick_under_way(qtbot, start)
    button = page.scores.last_trick_button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert page.scene.overlay is not None and focused() is button
    QTest.keyClick(focused(), Qt.Key.Key_Escape)
    assert page.scene.overlay is None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)  # the button again closes it
    assert page.scene.overlay is None
    QTest.keyClick(page.view, Qt.Key.Key_L)
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    assert page.scene.overlay is None


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_the_last_trick_leaves_the_trick_in_play_in_view(qtbot, window, start, size):
    window.resize(*size)
    page = trick_under_way(qtbot, start)
    QTest.mouseClick(page.scores.last_trick_button, Qt.MouseButton.LeftButton)
    overlay = page.scene.overlay
    assert overlay is not None
    shown = page.view.mapToScene(page.view.viewport().rect()).boundingRect()
    panel = overlay.sceneBoundingRect()
    assert shown.contains(panel)
    in_play = page.scene.trick_items()
    assert len(in_play) == len(page.controller.view().trick.plays) > 0
    for item in in_play:
        assert shown.contains(item.sceneBoundingRect())
        assert not panel.intersects(item.sceneBoundingRect()), item.card


# -- 12. nothing moves under the mouse ------------------------------------------------
def rule_bot_until(qtbot, page, ready) -> None:
    """Let the human's other decisions be the rule bot's until `ready(view)` holds."""
    c = page.controller
    rng = random.Random(0)
    for _ in range(40):
        assert wait_turn(qtbot, page)
        view = c.view()
        if ready(view):
            return
        assert c.submit(baseline_bot(c.game_id).choose(view, list(view.legal_actions),
                                                       rng)) is None
    raise AssertionError("the decision never came")


def verbs(view: SeatView) -> set[str]:
    return {a.verb for a in view.legal_actions}


SELECTIONS = {
    # game: (players, seed, options, the decision that selects cards)
    "hearts": (4, 5, {}, lambda v: "pass" in verbs(v)),
    "ninety_nine": (3, 5, {}, lambda v: "bid" in verbs(v)),
    "sheepshead": (5, 1, {}, lambda v: "bury" in verbs(v)),
    "sneak": (4, 2, {}, lambda v: "sneak" in verbs(v) and len(v.hand) >= 3),
}


def resting_places(items: list[CardItem]) -> dict[int, tuple[float, float]]:
    return {id(i): (i.pos().x(), i.pos().y()) for i in items}


@pytest.mark.parametrize("game_id", sorted(SELECTIONS))
def test_choosing_cards_leaves_the_others_in_place(qtbot, start, game_id):
    """Clicking cards into a pass, bid, bury or selection may lift them, but the cards not
    chosen stay where they were until the choice is confirmed."""
    players, seed, options, ready = SELECTIONS[game_id]
    page = start(game_id, players=players, seed=seed, options=options)
    rule_bot_until(qtbot, page, ready)
    if game_id == "sheepshead":
        assert wait_turn(qtbot, page)
    for n in range(2):
        hand = page.scene.hand_items()
        unchosen = [i for i in hand if i not in page.scene.staged_items()
                    and not i.selected_mark]
        target = unchosen[len(unchosen) // 2 - n]
        before = resting_places([i for i in unchosen if i is not target])
        click(page.view, target)
        assert target in page.scene.staged_items() or target.selected_mark, n
        assert resting_places([i for i in unchosen if i is not target]) == before, n


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_table_keeps_its_place_when_the_status_grows(qtbot, window, start, language):
    """"Your turn." then "Bot 1 played 3♦. / Your turn.": the felt does not move."""
    # The bundled Japanese font, as the app installs it before its window opens: the menu
    # bar above the table takes the new font late, and would grow then, mid-test.
    i18n.install_fonts(QApplication.instance())
    qtbot.waitUntil(lambda: window.menuBar().font().families() == QApplication.font().families())
    window.language_actions[language].trigger()
    try:
        page = start("tressette", seed=3)
        assert wait_turn(qtbot, page) and "\n" not in page.status.text()
        before = page.view.geometry()
        play_legal_by_mouse(qtbot, page, use_drag=False)
        assert wait_turn(qtbot, page) and page.status.text().count("\n") == 1
        assert page.view.geometry() == before
    finally:
        i18n.set_language("en", remember=False)


def test_a_long_status_keeps_two_lines_and_tells_the_rest_in_a_tooltip(qtbot, start):
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    status = page.status
    height = status.height()
    long = " ".join(["The Lot question comes first: answer lot true or false."] * 6)
    status.setText(long)
    assert status.height() == height and status.text() == long
    assert status.toolTip() == long
    status.setText("Your turn.")
    assert status.height() == height and status.toolTip() == ""


# -- 14. the prompt names the keys ----------------------------------------------------
def prompt_text(page) -> str:
    """The panel's instruction (the label beside its buttons that starts "Your turn")."""
    return next(label.text() for label in page.panel.findChildren(QLabel)
                if label.text().startswith("Your turn"))


def test_the_prompt_names_the_keys_and_they_play(qtbot, start):
    page = start("tressette", seed=5)
    assert wait_turn(qtbot, page)
    assert prompt_text(page) == ("Your turn: click a card or drag it to the centre, or choose"
                                 " with ←/→ and press Enter.")
    page.view.setFocus()
    hand = page.controller.match.view(0).hand
    QTest.keyClick(page.view, Qt.Key.Key_Right)
    QTest.keyClick(page.view, Qt.Key.Key_Left)
    card = page.scene.focused_item().card
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(page.controller.match.view(0).hand) < len(hand))
    assert card not in page.controller.match.view(0).hand


def test_the_dummy_prompt_names_up_and_down(qtbot, start):
    page = start("ninety_nine", players=2, seed=1, options={"two_player_dummy": True})
    c = page.controller
    rule_bot_until(qtbot, page, lambda v: v.to_move != v.seat and "play" in verbs(v))
    assert "↑/↓" in prompt_text(page) and "dummy" in prompt_text(page)
    dummy = c.view().to_move
    page.view.setFocus()
    QTest.keyClick(page.view, Qt.Key.Key_Return)  # the focus starts on the dummy's row
    assert any(a.seat == dummy and a.verb == "play" for a in c.match.actions[-1])


def test_after_next_deal_the_keys_are_back_on_the_table(qtbot, window, start):
    page = play_out_a_deal(qtbot, start)
    assert focused() is page.scores.next_button
    QTest.keyClick(focused(), Qt.Key.Key_Return)
    assert wait_turn(qtbot, page)
    assert focused() is page.view  # not New match, which the hidden button handed it to
    actions = page.controller.match.actions[-1]
    done = len(actions)
    QTest.keyClick(focused(), Qt.Key.Key_Return)  # plays the chosen card
    assert any(a.seat == 0 and a.verb == "play" for a in actions[done:])
    assert window.leave_question is None
