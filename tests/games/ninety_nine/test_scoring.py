"""Ninety-Nine spec section 7 worked examples, checked on the pure rule functions.

Examples 2, 3, 8, 9 and 18 are also played through the real Match API in
test_ninety_nine_play.py.
"""

from __future__ import annotations

from tablecards.games.ninety_nine.forms import (
    FIVE_BONUS,
    FORMS,
    STANDARD_BONUS,
    TWO_BONUS,
    next_trump,
    turnup_trump,
)
from tablecards.games.ninety_nine.naughty import show_trump
from tablecards.games.ninety_nine.scoring import (
    bid_value,
    dac_points,
    dummy_penguin_points,
    dummy_seed_points,
    five_points,
    made_bid,
    pairs_points,
    standard_points,
    two_points,
)
from tablecards.games.ninety_nine.tricks import (
    TrickContext,
    TrickRule,
    can_snap,
    legal_cards,
    winner_index,
)
from tablecards.rules.cards import JOKER, Suit, card, cards

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
STD = FORMS["standard_3p"]


def _made(bids: list[int], tricks: list[int], ten: bool = False) -> list[bool]:
    return [made_bid(b, t, ten) for b, t in zip(bids, tricks, strict=True)]


def test_example_1_bid_encoding() -> None:
    assert bid_value(cards("7S 8H 9D")) == 3
    assert bid_value(cards("7C 8C 9C")) == 9
    assert bid_value(cards("7D 8D 9D")) == 0
    assert bid_value(cards("AC 6D KD")) == 3
    assert bid_value(cards("6H 7H AS")) == 5
    assert bid_value(cards("6S JS KS")) == 3


def test_example_2_two_successes() -> None:
    made = _made([3, 0, 5], [3, 1, 5])
    assert standard_points([3, 1, 5], made, STANDARD_BONUS) == [23, 1, 25]
    assert next_trump(STD, sum(made)) is H


def test_example_3_sole_successful_declarer() -> None:
    made = _made([4, 2, 1], [4, 3, 2])
    assert standard_points([4, 3, 2], made, STANDARD_BONUS, 0, 30) == [64, 3, 2]
    assert next_trump(STD, sum(made)) is S


def test_example_4_failed_declarer() -> None:
    made = _made([2, 4, 1], [3, 4, 2])
    assert standard_points([3, 4, 2], made, STANDARD_BONUS, 0, 30) == [3, 64, 32]
    assert next_trump(STD, sum(made)) is S


def test_example_5_ninety_nine() -> None:
    assert bid_value(cards("AC KC QC")) == 9
    made = _made([9, 1, 2], [9, 0, 0])
    assert standard_points([9, 0, 0], made, STANDARD_BONUS, 0, 60) == [99, 0, 0]
    assert next_trump(STD, sum(made)) is S


def test_example_6_failed_revealer() -> None:
    made = _made([3, 2, 3], [4, 2, 3])
    assert standard_points([4, 2, 3], made, STANDARD_BONUS, 0, 60) == [4, 82, 83]
    assert next_trump(STD, sum(made)) is H


def test_example_7_all_or_none() -> None:
    made = _made([3, 3, 3], [3, 3, 3])
    assert standard_points([3, 3, 3], made, STANDARD_BONUS) == [13, 13, 13]
    assert next_trump(STD, 3) is C
    made = _made([0, 0, 0], [4, 3, 2])
    assert standard_points([4, 3, 2], made, STANDARD_BONUS) == [4, 3, 2]
    assert next_trump(STD, 0) is D


def test_example_10_four_players() -> None:
    assert made_bid(0, 10, ten_tricks=True)
    assert made_bid(0, 0, ten_tricks=True)
    assert not made_bid(0, 1, ten_tricks=True)
    four = FORMS["four_player"]
    made = _made([1, 2, 3, 4], [1, 2, 3, 4], ten=True)
    assert standard_points([1, 2, 3, 4], made, four.bonus) == [1, 2, 3, 4]
    assert next_trump(four, 4) is None
    assert next_trump(four, 0) is None
    assert next_trump(four, 0, zero_diamonds=True) is D
    assert next_trump(four, 4, zero_diamonds=True) is None


def test_example_11_pairs() -> None:
    bids, tricks = [3, 4, 2, 1], [2, 4, 3, 1]
    points = pairs_points(tricks, bids, _made(bids, tricks, ten=True))
    assert points == [25, 35, 25, 35]


def test_example_12_five_players() -> None:
    bids, tricks = [3, 2, 0, 2, 1], [3, 2, 1, 3, 0]
    made = _made(bids, tricks)
    assert five_points(tricks, made, FIVE_BONUS, [0, 3]) == [93, 42, 1, -47, 0]
    assert next_trump(FORMS["five_player"], sum(made)) is H
    assert next_trump(FORMS["five_player"], 4) is D
    assert next_trump(FORMS["five_player"], 5) is None


def test_example_13_joker_turnup() -> None:
    ten_h = card("10H")
    assert turnup_trump(ten_h) is H
    assert bid_value([JOKER, card("7S"), card("8D")], joker_as=ten_h) == 3
    ctx = TrickContext(trump=H, joker_as=ten_h)
    # The joker plays as 10♥: it beats 9♥ and loses to J♥.
    assert winner_index([card("9H"), JOKER], ctx) == 1
    assert winner_index([JOKER, card("JH")], ctx) == 1
    nine_c = card("9C")
    assert turnup_trump(nine_c) is None
    assert bid_value([JOKER], joker_as=nine_c) == 3
    assert turnup_trump(JOKER) is None


def test_example_14_two_players() -> None:
    made = _made([5, 4], [5, 4])
    assert two_points([5, 4], made, TWO_BONUS, [0]) == [55, 24]
    made = _made([5, 4], [6, 3])
    assert two_points([6, 3], made, TWO_BONUS, [0]) == [6, 33]


def test_example_15_dummy() -> None:
    assert bid_value(cards("7S 7H 7D")) == 3
    assert dummy_seed_points([3, 2, 4], [True, False], []) == [33, 2, 4]
    assert dummy_seed_points([2, 2, 5], [False, False], []) == [2, 2, 65]
    assert dummy_penguin_points([3, 2, 4], [3, 4, 3], [], STANDARD_BONUS) == [33, 2, 4]


def test_dummy_declarers() -> None:
    # A failed declarer pays the dummy and the other live player (seed scoring)...
    assert dummy_seed_points([3, 2, 4], [True, False], [1]) == [63, 2, 34]
    # ...but not a live player who also declared and failed.
    assert dummy_seed_points([2, 2, 5], [False, False], [0, 1]) == [2, 2, 125]
    # Penguin: the dummy declares when exact; a failed live declarer pays the others.
    assert dummy_penguin_points([3, 3, 3], [3, 4, 3], [1], STANDARD_BONUS) == [
        3 + 20 + 30, 3, 3 + 20 + 30 + 30]


def test_example_16_divide_and_conquer() -> None:
    kinds = [None, "declare", "reveal"]
    assert dac_points([3, 4, 2], [True, True, True], kinds) == [13, 28, 36]
    made = _made([3, 4, 2], [2, 4, 3])
    assert dac_points([2, 4, 3], made, kinds) == [12, 38, 0]
    assert dac_points([2, 4, 3], made, kinds, keep_tricks=True) == [12, 38, 3]


def test_example_17_naughty_nun_hierarchy_and_rank() -> None:
    hierarchy = TrickContext(rule=TrickRule.HIERARCHY)
    assert winner_index(cards("10S AS 6C"), hierarchy) == 2
    rank = TrickContext(rule=TrickRule.HIGHEST_RANK)
    assert winner_index(cards("10S 9S AD"), rank) == 2
    assert winner_index(cards("AS KS AH"), rank) == 2


def test_example_18_snap_winner() -> None:
    ctx = TrickContext(snap=True)
    assert winner_index(cards("QD QS QC"), ctx, [False, True, True]) == 2
    assert winner_index(cards("QD QS KD"), ctx, [False, False, False]) == 2
    assert can_snap(cards("QS 7H"), card("QD"), card("QS"), ctx)
    assert not can_snap(cards("QS 7D"), card("QD"), card("QS"), ctx)
    assert not can_snap(cards("QS 7H"), card("QD"), card("7H"), ctx)
    assert not can_snap(cards("QS 7H"), card("QD"), card("QS"), TrickContext())


def test_example_19_trump_nines() -> None:
    ctx = TrickContext(nines=True)
    # B's only heart-printed card is 9♥, which is not a heart: B is void and may play it.
    assert legal_cards(cards("9H 7S"), card("7H"), ctx) == cards("9H 7S")
    assert winner_index(cards("7H 9H 9C"), ctx) == 2
    assert winner_index(cards("7H 9H AH"), ctx) == 1
    # A nine led must be answered with a nine.
    assert legal_cards(cards("9D AH"), card("9C"), ctx) == cards("9D")


def test_example_20_second_best() -> None:
    assert winner_index(cards("KH AH 7S"), TrickContext(TrickRule.SECOND_BEST, S)) == 1
    assert winner_index(cards("10D AC KS"), TrickContext(TrickRule.SECOND_BEST)) == 2


def test_standard_trick_winner_and_following() -> None:
    no_trump = TrickContext()
    assert winner_index(cards("10S AS 6C"), no_trump) == 1
    assert winner_index(cards("10S AS 6C"), TrickContext(trump=C)) == 2
    assert legal_cards(cards("6S 7H 8H"), card("AH"), no_trump) == cards("7H 8H")


def test_show_trump() -> None:
    assert show_trump(cards("7S 8S 9H")) is S
    assert show_trump(cards("7S KH")) is H
    assert show_trump(cards("KS KH")) is None
    assert show_trump(cards("7S 8H 9D")) is C  # three suits shown: the fourth
    assert show_trump(cards("7S 8S AH AD")) is S
    assert show_trump(cards("7S 8C AH KD")) is H
