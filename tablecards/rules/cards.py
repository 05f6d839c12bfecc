"""Cards, suits, ranks and the packs the games use.

A card is a small immutable value with a record code (`AS`, `10H`, `12D`, `JK`, see
docs/records-format.md). Ranks are ordered by their usual strength in a standard pack, with the
500 pack's 11, 12 and 13 between the ten and the jack; a game with another order (a 3 over
the ace, say) keeps its own table. Two packs together simply hold equal cards twice.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from tablecards.rules.problems import Problem


class Suit(IntEnum):
    """The four suits; the value is the bit-layout index used by fast paths."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def code(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @classmethod
    def parse(cls, code: str) -> Suit:
        index = "SHDC".find(code)
        if len(code) != 1 or index < 0:
            raise Problem("not a suit: {code}", code=repr(code))
        return cls(index)


class Rank(IntEnum):
    """Ranks in standard strength order; 11-13 are the 500 pack's extra ranks."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    ELEVEN = 11
    TWELVE = 12
    THIRTEEN = 13
    JACK = 14
    QUEEN = 15
    KING = 16
    ACE = 17
    JOKER = 18

    @property
    def code(self) -> str:
        return _RANK_CODES[self]

    @classmethod
    def parse(cls, code: str) -> Rank:
        try:
            return _RANKS_BY_CODE[code]
        except KeyError:
            raise Problem("not a rank: {code}", code=repr(code)) from None


_RANK_CODES = {r: str(int(r)) for r in Rank if r <= Rank.THIRTEEN}
_RANK_CODES.update({Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"})
_RANK_CODES[Rank.JOKER] = "JK"
_RANKS_BY_CODE = {code: rank for rank, code in _RANK_CODES.items() if rank != Rank.JOKER}


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card; the joker has no suit. Cards sort by suit (S H D C), then rank."""

    suit: Suit | None
    rank: Rank

    @property
    def sort_key(self) -> tuple[int, int]:
        return (4 if self.suit is None else int(self.suit), int(self.rank))

    def __lt__(self, other: Card) -> bool:
        return self.sort_key < other.sort_key

    @property
    def code(self) -> str:
        if self.rank is Rank.JOKER:
            return "JK"
        assert self.suit is not None
        return self.rank.code + self.suit.code

    @property
    def is_joker(self) -> bool:
        return self.rank is Rank.JOKER

    @classmethod
    def parse(cls, code: str) -> Card:
        """Parse a record code such as `AS`, `10H` or `JK`."""
        if not isinstance(code, str):
            raise Problem("not a card code: {code}", code=repr(code))
        try:
            return _CARDS_BY_CODE[code]
        except KeyError:
            raise Problem("not a card: {code}", code=repr(code)) from None

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"


JOKER = Card(None, Rank.JOKER)
_CARDS_BY_CODE: dict[str, Card] = {"JK": JOKER}
for _suit in Suit:
    for _rank in Rank:
        if _rank is not Rank.JOKER:
            _card = Card(_suit, _rank)
            _CARDS_BY_CODE[_card.code] = _card


def card(code: str) -> Card:
    """Shorthand for `Card.parse`, handy in tests and specs."""
    return Card.parse(code)


def cards(codes: str | Iterable[str]) -> list[Card]:
    """Parse several codes, given as a list or one space-separated string."""
    if isinstance(codes, str):
        codes = codes.split()
    return [Card.parse(c) for c in codes]


def codes(items: Iterable[Card]) -> list[str]:
    """Record codes of several cards, in order."""
    return [c.code for c in items]


STANDARD_RANKS = (
    Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT,
    Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE,
)


def make_pack(ranks: Sequence[Rank], *, jokers: int = 0, copies: int = 1) -> list[Card]:
    """A pack in a fixed order: suits S H D C, ranks low to high, then jokers."""
    one = [Card(s, r) for s in Suit for r in ranks]
    return one * copies + [JOKER] * jokers


def standard_52() -> list[Card]:
    """The standard 52-card pack."""
    return make_pack(STANDARD_RANKS)


def short_pack(lowest: Rank) -> list[Card]:
    """A standard pack stripped below `lowest`: 36 cards from six, 24 from nine, 32 from seven."""
    return make_pack([r for r in STANDARD_RANKS if r >= lowest])


def pack_40() -> list[Card]:
    """The Italian-style 40-card pack: A K Q J 7 6 5 4 3 2 (no 10, 9, 8)."""
    return make_pack([r for r in STANDARD_RANKS if r not in (Rank.TEN, Rank.NINE, Rank.EIGHT)])


def pack_500_sixty() -> list[Card]:
    """The 500 pack for five players: the 52 plus 11 and 12 in every suit (60 cards)."""
    return make_pack((*STANDARD_RANKS, Rank.ELEVEN, Rank.TWELVE))


def double_52() -> list[Card]:
    """Two standard packs together (104 cards)."""
    return make_pack(STANDARD_RANKS, copies=2)


def shuffled(pack: Sequence[Card], seed: int) -> list[Card]:
    """The project's own shuffler: a pack order determined by `seed` alone.

    Records that give `"seed": N` instead of hands are dealt from this order, so its
    algorithm is part of the record format and must never change.
    """
    order = sorted(pack)
    random.Random(seed).shuffle(order)
    return order


def same_cards(a: Iterable[Card], b: Iterable[Card]) -> bool:
    """True when both hold exactly the same cards, counting duplicates."""
    return sorted(a) == sorted(b)
