"""The shared trick vocabulary: turn order, following suit, the winner and the count."""

from __future__ import annotations

from tablecards.rules.actions import REASON_TEXTS, Action, play
from tablecards.rules.cards import JOKER, Card, Rank, Suit, card, cards
from tablecards.rules.game import Trick
from tablecards.rules.tricks import (
    best_play,
    card_play_refusal,
    cards_of_suit,
    follow_refusal,
    follow_suit,
    led_suit,
    next_to_play,
    seat_after,
    trick_winner,
    tricks_won,
    turn_order,
)


def plays_of(leader: int, seats: int, codes: str) -> list[tuple[int, Card]]:
    """A trick's plays from `leader` clockwise, one card per seat."""
    return list(zip(turn_order(leader, seats), cards(codes), strict=False))


# -- turn order ---------------------------------------------------------------------------
def test_turn_order_wraps_round_the_table() -> None:
    assert turn_order(0, 4) == [0, 1, 2, 3]
    assert turn_order(2, 4) == [2, 3, 0, 1]
    assert turn_order(4, 5) == [4, 0, 1, 2, 3]
    assert turn_order(1, 2) == [1, 0]


def test_seat_after_wraps_and_counts_whole_rounds() -> None:
    assert seat_after(3, 1, 4) == 0
    assert seat_after(3, 2, 5) == 0
    assert seat_after(1, 0, 4) == 1
    assert seat_after(2, 9, 4) == 3


def test_next_to_play_counts_from_the_leader() -> None:
    trick = Trick(leader=3)
    assert next_to_play(trick, 4) == 3
    trick.plays += plays_of(3, 4, "2C 5C")
    assert next_to_play(trick, 4) == 1
    trick.plays += [(1, card("9C"))]
    assert next_to_play(trick, 4) == 2


# -- following suit -------------------------------------------------------------------------
def test_led_suit_is_none_before_the_lead() -> None:
    trick = Trick(leader=0)
    assert led_suit(trick) is None
    trick.plays.append((0, card("QS")))
    assert led_suit(trick) is Suit.SPADES


def test_follow_suit_keeps_the_led_suit_or_frees_a_void_hand() -> None:
    hand = cards("2C 9H KH 3S")
    assert follow_suit(hand, Suit.HEARTS) == cards("9H KH")
    assert follow_suit(hand, Suit.DIAMONDS) == hand
    assert follow_suit(hand, None) == hand
    assert cards_of_suit(hand, Suit.CLUBS) == cards("2C")


def test_follow_refusal_names_the_suit_and_the_cards_that_follow() -> None:
    hand = cards("KH 2C 9H 3S")
    why = follow_refusal(hand, Suit.HEARTS, card("2C"))
    assert why is not None
    assert why.id == "must_follow"
    assert dict(why.args) == {"suit": "hearts", "cards": "9H KH"}
    assert why.text() == REASON_TEXTS["must_follow"].format(suit="hearts", cards="9H KH")


def test_follow_refusal_allows_following_leading_and_a_void_discard() -> None:
    hand = cards("KH 2C 9H")
    assert follow_refusal(hand, Suit.HEARTS, card("9H")) is None
    assert follow_refusal(hand, None, card("2C")) is None
    assert follow_refusal(hand, Suit.SPADES, card("2C")) is None


def test_a_card_play_is_refused_for_its_verb_value_qualifiers_holding_and_suit() -> None:
    hands = [cards("KH 2C 9H"), cards("3S")]
    led = Suit.HEARTS

    def refused(action: Action) -> str | None:
        why = card_play_refusal(action, hands, led, "War-whist")
        return None if why is None else why.id

    assert refused(play(0, card("9H"))) is None
    assert refused(Action(0, "bid", 3)) == "wrong_verb"
    assert refused(Action(0, "play", "9H")) == "bad_value"
    assert refused(Action(0, "play", card("9H"), (("lead", True),))) == "bad_value"
    assert refused(play(0, card("3S"))) == "not_in_hand"
    assert refused(play(0, card("2C"))) == "must_follow"
    assert refused(play(1, card("3S"))) is None  # void in hearts: any card
    qualified = card_play_refusal(Action(0, "play", card("9H"), (("x", 1),)), hands, led,
                                  "War-whist")
    assert qualified is not None and "a War-whist play takes no qualifiers" in qualified.text()


# -- the winner -----------------------------------------------------------------------------
def test_highest_of_the_suit_led_without_trumps() -> None:
    assert trick_winner(plays_of(1, 4, "9H AS KH 2H")) == 3  # KH, seat 3; AS is off suit
    assert trick_winner(plays_of(2, 4, "4D AC AS 3D")) == 2  # nobody beat the lead


def test_the_highest_trump_beats_the_suit_led() -> None:
    plays = plays_of(0, 4, "AH 2S KH 5S")
    assert trick_winner(plays, Suit.SPADES) == 3
    assert trick_winner(plays, Suit.CLUBS) == 0
    assert trick_winner(plays, None) == 0
    assert trick_winner(plays_of(0, 4, "3S AH 2S KS"), Suit.SPADES) == 3  # trumps led


def test_a_strength_orders_the_suit_its_own_way() -> None:
    order = (Rank.FOUR, Rank.FIVE, Rank.KING, Rank.ACE, Rank.TWO, Rank.THREE)

    def strength(c: Card) -> int:
        return order.index(c.rank)

    plays = plays_of(1, 2, "AS 3S")
    assert trick_winner(plays) == 1
    assert trick_winner(plays, strength=strength) == 0


def test_a_joker_neither_follows_nor_trumps() -> None:
    plays = [(0, card("5C")), (1, JOKER), (2, card("9C"))]
    assert trick_winner(plays) == 2
    assert trick_winner([(0, JOKER), (1, card("9C"))]) == 0  # a led joker: the game decides


def test_best_play_keeps_the_earlier_card_on_a_tie_and_the_leader_when_none_can_win() -> None:
    plays = plays_of(0, 3, "5C 5D 5H")
    assert best_play(plays, lambda c: (int(c.rank),)) == 0
    assert best_play(plays, lambda c: None) == 0
    assert best_play(plays, lambda c: None if c.suit is Suit.CLUBS else (1,)) == 1


# -- counting -------------------------------------------------------------------------------
def test_tricks_won_counts_each_finished_trick_for_its_winner() -> None:
    tricks = [Trick(0, winner=2), Trick(2, winner=2), Trick(2, winner=0)]
    assert tricks_won(tricks, 4) == [1, 0, 2, 0]
    assert tricks_won([], 3) == [0, 0, 0]
