"""The shared selection of hand cards: order, limit, twins copy by copy, and the hand's changes."""

from tablecards.rules.cards import Card, cards
from tablecards.ui.card_choice import Selection

SEVEN, QUEEN = Card.parse("7S"), Card.parse("QH")


def test_picks_keep_their_order_and_stop_at_the_limit() -> None:
    chosen = Selection(2)
    for card in cards("QH 7S 2C"):
        chosen.pick(card)
    assert chosen.cards() == [QUEEN, SEVEN] and chosen.full()
    chosen.drop(QUEEN)
    chosen.pick(Card.parse("2C"))
    assert chosen.cards() == [SEVEN, Card.parse("2C")]


def test_twins_are_picked_and_toggled_copy_by_copy() -> None:
    chosen = Selection()
    chosen.toggle(SEVEN, 2)
    chosen.toggle(SEVEN, 1)
    chosen.pick(SEVEN, 1)  # already picked: no third seven
    assert chosen.cards() == [SEVEN, SEVEN] and not chosen.full()
    chosen.toggle(SEVEN, 2)
    assert chosen.copies == [(SEVEN, 1)]


def test_a_pick_the_hand_no_longer_holds_is_forgotten() -> None:
    chosen = Selection()
    chosen.pick(SEVEN, 1)
    chosen.pick(SEVEN, 2)
    chosen.pick(QUEEN)
    chosen.keep_in(cards("7S QH"))  # one seven was played
    assert chosen.copies == [(SEVEN, 1), (QUEEN, 1)]
    chosen.keep_in([])
    assert len(chosen) == 0 and not chosen
