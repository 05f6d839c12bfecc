"""Wording and panels a player reads: bid captions, deal-end breakdowns after a resume or a
language switch, the hot-seat curtain, seat names and refusals (issue 10)."""


from PySide6.QtWidgets import QGraphicsSimpleTextItem

from tablecards.rules.cards import Suit
from tablecards.ui.table.scene import STAGE_ZONE
from tests.ui.test_table import drag, wait_turn


def felt_texts(page) -> list[str]:
    """Every plain text drawn on the felt."""
    return [i.text() for i in page.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


def test_a_spade_bid_card_shows_its_suit_not_a_star(qtbot, start):
    page = start("ninety_nine", players=3, seed=5)
    assert wait_turn(qtbot, page)
    spade = next(i for i in page.scene.hand_items() if i.card.suit is Suit.SPADES)
    drag(page.view, spade, STAGE_ZONE.center())
    assert "♠1 = 1" in felt_texts(page)
