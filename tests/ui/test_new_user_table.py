"""What a tester met at the table with mouse and keyboard (issue 10): ghost cards after a
drag, keyboard traps at the end of a deal, the last-trick overlay, cards moving under the
mouse and prompts that name no keys."""

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.ai.bots import baseline_bot
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.rules.registry import game_class, game_ids
from tablecards.ui.table.card_item import CardItem
from tablecards.ui.table.scene import DROP_ZONE
from tests.ui.test_table import drag

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
    elif view.trick is not None:
        count += len(view.trick.plays)
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


def human_move(qtbot, page, rng: random.Random) -> bool:
    """Play the human's turn with a drag where the game takes one (True), else as the rule
    bot would through the controller (False)."""
    c = page.controller
    view = c.view()
    item = plain_play(page, view)
    if item is not None:
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


@pytest.mark.parametrize("anim_ms", [0, 40])
@pytest.mark.parametrize("game_id", GAMES)
def test_no_card_is_left_behind_after_a_drag(qtbot, window, start, game_id, anim_ms):
    """A dropped card that completes a trick is swept to its winner and leaves the felt; it
    never stays drawn over the hand (it hid the only legal card in Hearts)."""
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
        dragged = human_move(qtbot, page, rng)
        moves += 1
        completed += dragged and (last_to_play or page.panel.centre(view) is not None)
        settle(qtbot, page)
        view = c.view()
        assert len(felt_cards(page)) == cards_to_show(page, view), (game_id, moves)
    assert completed == TRICKS_BY_DRAG or c.match.over
