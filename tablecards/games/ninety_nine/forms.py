"""The player-count forms of Ninety-Nine (spec sections 2 and 3) as data, and their tables.

A `Form` holds what differs between forms: pack, hand size, tricks, premium style, success
bonus and next-trump tables. The tables are plain functions of `s` (the number of players who
made their bid exactly), so a fast path can reuse or check against them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from tablecards.rules.cards import (
    JOKER,
    Card,
    Rank,
    Suit,
    pack_500_sixty,
    short_pack,
    standard_52,
)

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS

# Section 2.2: s of the previous deal → trump (also the 24-card and dummy forms).
STANDARD_TRUMPS: Mapping[int, Suit | None] = {3: C, 2: H, 1: S, 0: D}
# Section 3.1: none when nobody or everybody succeeded (seed); ♦ for s = 0 as an option.
FOUR_TRUMPS: Mapping[int, Suit | None] = {1: S, 2: H, 3: C, 4: None, 0: None}
FOUR_TRUMPS_ZERO_DIAMONDS: Mapping[int, Suit | None] = {**FOUR_TRUMPS, 0: D}
# Section 3.3: s = 4 is not in the seed; ♦ is the app's decision.
FIVE_TRUMPS: Mapping[int, Suit | None] = {1: S, 2: H, 3: C, 4: D, 5: None, 0: None}

STANDARD_BONUS: Mapping[int, int] = {1: 30, 2: 20, 3: 10}
FIVE_BONUS: Mapping[int, int] = {1: 50, 2: 40, 3: 30, 4: 20, 5: 10}
TWO_BONUS: Mapping[int, int] = {1: 20, 2: 20}


@dataclass(frozen=True)
class Form:
    """One player-count form.

    `premium` is False where no premium bids exist (pairs); `declare_only` where reveal is not
    offered and every player may declare independently (five players, both two-player forms).
    """

    id: str
    players: int
    make_pack: Callable[[], list[Card]]
    hand_size: int
    bonus: Mapping[int, int]
    trumps: Mapping[int, Suit | None]
    premium: bool = True
    declare_only: bool = False
    dummy: bool = False
    pairs: bool = False

    @property
    def tricks(self) -> int:
        """Tricks per deal: the hand less the three bid cards."""
        return self.hand_size - 3

    @property
    def seats(self) -> int:
        return self.players + (1 if self.dummy else 0)


def _pack_36() -> list[Card]:
    return short_pack(Rank.SIX)


def _pack_24() -> list[Card]:
    return short_pack(Rank.NINE)


FORMS: dict[str, Form] = {
    f.id: f
    for f in (
        Form("standard_3p", 3, _pack_36, 12, STANDARD_BONUS, STANDARD_TRUMPS),
        Form("four_player", 4, standard_52, 13, STANDARD_BONUS, FOUR_TRUMPS),
        Form("four_player_pairs", 4, standard_52, 13, STANDARD_BONUS, FOUR_TRUMPS,
             premium=False, pairs=True),
        Form("five_player", 5, pack_500_sixty, 12, FIVE_BONUS, FIVE_TRUMPS, declare_only=True),
        Form("two_player_dummy", 2, _pack_36, 12, STANDARD_BONUS, STANDARD_TRUMPS,
             declare_only=True, dummy=True),
        Form("two_player_24", 2, _pack_24, 12, TWO_BONUS, STANDARD_TRUMPS, declare_only=True),
    )
}

# Premium values where one premium bidder is paid (sections 2.6, 3.5, 3.4 seed scoring).
PREMIUM_VALUE: Mapping[str, int] = {"declare": 30, "reveal": 60}
FIVE_DECLARE = 50


def form_pack(form: Form, joker: bool) -> list[Card]:
    """The cards of one deal; `joker_turnup` adds one joker."""
    return form.make_pack() + ([JOKER] if joker else [])


def success_bonus(form: Form, s: int) -> int:
    """Bonus to each player who made the bid exactly, given s (0 when nobody is paid)."""
    return form.bonus.get(s, 0)


def next_trump(form: Form, s: int, zero_diamonds: bool = False) -> Suit | None:
    """The trump of the next deal from this deal's s."""
    table = FOUR_TRUMPS_ZERO_DIAMONDS if zero_diamonds and form.players == 4 else form.trumps
    return table.get(s)


def turnup_trump(turnup: Card) -> Suit | None:
    """`joker_turnup`: the turn-up's suit, except no trump for a nine or the joker."""
    if turnup.is_joker or turnup.rank is Rank.NINE:
        return None
    return turnup.suit


def first_trump(form: Form, dummy_penguin: bool) -> Suit | None:
    """Deal 1 of a game: no trump, except clubs with a dummy under the seed's rules."""
    return C if form.dummy and not dummy_penguin else None
