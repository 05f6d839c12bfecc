"""Trick rules as pure functions: following, snaps and the winner under every trick rule.

Ninety-Nine itself only needs "highest trump, else highest of the led suit"; Naughty Nun adds
a rule per deal (suit hierarchy, highest rank, second-best, snap) and `trump_nines` a fifth
suit made of the four nines. Everything a trick needs is one frozen `TrickContext`, and the
functions here take only cards and that context, so a fast path can be checked against them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from tablecards.rules.cards import Card, Rank, Suit

NINES = 4  # the follow key of the separate nines suit
# Suit order where suits are compared (Naughty Nun, the nines): ♣ > ♥ > ♠ > ♦.
SUIT_ORDER: dict[Suit, int] = {Suit.DIAMONDS: 0, Suit.SPADES: 1, Suit.HEARTS: 2, Suit.CLUBS: 3}


class TrickRule(StrEnum):
    """How a trick is won (besides a snap, which beats every rule)."""

    TRUMP = "trump"  # highest trump, else highest of the led suit (no trump when trump=None)
    HIERARCHY = "hierarchy"  # highest card of the highest suit present
    HIGHEST_RANK = "highest_rank"  # highest rank, equal ranks by suit order
    SECOND_BEST = "second_best"  # the second card by precedence (site deal 8)


@dataclass(frozen=True)
class TrickContext:
    """The trick rule of a deal.

    `nines`: the four nines are the trump suit (their printed suits lose them).
    `snap`: snaps are allowed. `joker_as`: the turn-up card a held joker stands for.
    """

    rule: TrickRule = TrickRule.TRUMP
    trump: Suit | None = None
    nines: bool = False
    snap: bool = False
    joker_as: Card | None = None

    @property
    def trump_code(self) -> str:
        """The trump as a string for views and events: S H D C, none or nines."""
        if self.nines:
            return "nines"
        if self.rule is not TrickRule.TRUMP and self.rule is not TrickRule.SECOND_BEST:
            return "none"
        return "none" if self.trump is None else self.trump.code


def effective(card: Card, ctx: TrickContext) -> Card:
    """The card as it plays: a joker is the turn-up card."""
    if card.is_joker and ctx.joker_as is not None:
        return ctx.joker_as
    return card


def follow_key(card: Card, ctx: TrickContext) -> int:
    """The suit a card belongs to for following: its suit, or NINES for a trump nine."""
    real = effective(card, ctx)
    if ctx.nines and real.rank is Rank.NINE:
        return NINES
    assert real.suit is not None, "a joker needs a turn-up to stand for"
    return int(real.suit)


def trump_key(ctx: TrickContext) -> int | None:
    if ctx.nines:
        return NINES
    return None if ctx.trump is None else int(ctx.trump)


def power(card: Card, ctx: TrickContext) -> int:
    """Strength within its follow suit (nines rank by suit order)."""
    real = effective(card, ctx)
    if follow_key(card, ctx) == NINES:
        assert real.suit is not None
        return SUIT_ORDER[real.suit]
    return int(real.rank)


def legal_cards(hand: Sequence[Card], led: Card | None, ctx: TrickContext) -> list[Card]:
    """Cards that may be played: any when leading or void, else the led suit."""
    if led is None:
        return list(hand)
    key = follow_key(led, ctx)
    same = [c for c in hand if follow_key(c, ctx) == key]
    return same or list(hand)


def can_snap(hand: Sequence[Card], led: Card | None, card: Card, ctx: TrickContext) -> bool:
    """A void player may snap with a card of the led card's rank (Naughty Nun)."""
    if not ctx.snap or led is None:
        return False
    key = follow_key(led, ctx)
    if any(follow_key(c, ctx) == key for c in hand):
        return False
    return effective(card, ctx).rank is effective(led, ctx).rank


def winner_index(
    cards: Sequence[Card], ctx: TrickContext, snaps: Sequence[bool] = ()
) -> int:
    """Index (in order of play) of the card that wins the trick; the last snap beats all."""
    snapped = [i for i, s in enumerate(snaps) if s]
    if snapped:
        return snapped[-1]
    if ctx.rule is TrickRule.HIERARCHY:
        return _hierarchy_winner(cards, ctx)
    if ctx.rule is TrickRule.HIGHEST_RANK:
        return _highest_rank_winner(cards, ctx)
    if ctx.rule is TrickRule.SECOND_BEST:
        return _second_best_winner(cards, ctx)
    return _trump_winner(cards, ctx)


def _precedence(cards: Sequence[Card], ctx: TrickContext) -> list[int]:
    """Trumps then led-suit cards, each strongest first: the normal order of precedence."""
    keys = [follow_key(c, ctx) for c in cards]
    tk = trump_key(ctx)
    trumps = [i for i, k in enumerate(keys) if k == tk]
    led = [i for i, k in enumerate(keys) if k == keys[0] and k != tk]
    def strength(i: int) -> int:
        return -power(cards[i], ctx)
    return sorted(trumps, key=strength) + sorted(led, key=strength)


def _trump_winner(cards: Sequence[Card], ctx: TrickContext) -> int:
    return _precedence(cards, ctx)[0]


def _hierarchy_winner(cards: Sequence[Card], ctx: TrickContext) -> int:
    def key(i: int) -> tuple[int, int]:
        real = effective(cards[i], ctx)
        assert real.suit is not None
        return (SUIT_ORDER[real.suit], int(real.rank))
    return max(range(len(cards)), key=key)


def _highest_rank_winner(cards: Sequence[Card], ctx: TrickContext) -> int:
    def key(i: int) -> tuple[int, int]:
        real = effective(cards[i], ctx)
        assert real.suit is not None
        return (int(real.rank), SUIT_ORDER[real.suit])
    return max(range(len(cards)), key=key)


def _second_best_winner(cards: Sequence[Card], ctx: TrickContext) -> int:
    """Second by precedence; with fewer than two eligible cards, second by rank alone,
    a later card beating an earlier one of equal rank."""
    eligible = _precedence(cards, ctx)
    if len(eligible) >= 2:
        return eligible[1]
    by_rank = sorted(
        range(len(cards)), key=lambda i: (int(effective(cards[i], ctx).rank), i), reverse=True
    )
    return by_rank[1]
