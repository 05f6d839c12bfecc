"""The policies' shared card helpers on suit-field masks."""

from __future__ import annotations

from tablecards.ai.trick_helpers import highest_rank


def card(suit: int, rank: int, width: int = 13) -> int:
    """The bit of rank index `rank` in suit field `suit`."""
    return 1 << (suit * width + rank)


def test_highest_rank_looks_across_every_suit() -> None:
    mask = card(0, 3) | card(1, 11) | card(2, 7) | card(3, 0)
    assert highest_rank(mask, 13) == 13 + 11


def test_highest_rank_keeps_the_first_suit_on_a_tie() -> None:
    mask = card(1, 9) | card(3, 9) | card(2, 4)
    assert highest_rank(mask, 13) == 13 + 9
    assert highest_rank(card(3, 9) | card(2, 9), 13) == 26 + 9


def test_highest_rank_with_narrow_suit_fields() -> None:
    width = 8
    mask = card(0, 2, width) | card(2, 6, width) | card(3, 5, width)
    assert highest_rank(mask, width) == 2 * width + 6
    assert highest_rank(card(3, 0, width), width) == 3 * width
