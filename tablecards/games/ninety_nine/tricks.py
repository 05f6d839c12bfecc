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
from tablecards.rules.explain import Why, suit_key, why

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


def why_trick(plays: Sequence[tuple[int, Card]], winner: int, ctx: TrickContext,
              snaps: Sequence[bool] = (), led_is_trump: bool = False) -> Why:
    """Why `winner` (the referee's answer) took the trick, in the words of the deal's rule.

    `led_is_trump`: Naughty Nun's deal where the suit led is trumps (it plays as no trump,
    but is taught as its own rule).
    """
    cards = [c for _, c in plays]
    index = next(i for i, (seat, _) in enumerate(plays) if seat == winner)
    card = cards[index]
    if index < len(snaps) and snaps[index]:
        reason = "nn_last_snap" if sum(snaps) > 1 else "nn_snap"
        return why(winner, card, reason, led_card=cards[0].code)
    if ctx.rule is TrickRule.HIERARCHY:
        return why(winner, card, "nn_hierarchy", suit=suit_key(effective(card, ctx).suit))
    if ctx.rule is TrickRule.HIGHEST_RANK:
        return _highest_rank_why(cards, index, winner, ctx)
    if ctx.rule is TrickRule.SECOND_BEST:
        return _second_best_why(cards, index, winner, ctx)
    return _trump_why(cards, index, winner, ctx, led_is_trump)


def _trump_why(cards: Sequence[Card], index: int, winner: int, ctx: TrickContext,
               led_is_trump: bool) -> Why:
    """Highest trump, else highest of the suit led, with the suits as they follow (a trump
    nine is no longer of its printed suit; a joker is the turn-up card)."""
    card = cards[index]
    keys = [follow_key(c, ctx) for c in cards]
    tk = trump_key(ctx)
    if card.is_joker:
        reason = "nn_joker_trump" if keys[index] == tk else "nn_joker_led"
        return why(winner, card, reason, as_card=effective(card, ctx).code,
                   trump=_trump_name(ctx), suit=_key_name(keys[0]))
    if keys[index] == tk and ctx.nines:
        alone = keys.count(NINES) == 1 and keys[0] != NINES
        return why(winner, card, "nn_only_nine" if alone else "nn_highest_nine")
    if keys[index] == tk:
        alone = keys.count(tk) == 1 and keys[0] != tk
        return why(winner, card, "only_trump" if alone else "highest_trump",
                   trump=_trump_name(ctx))
    suit = _key_name(keys[0])
    if led_is_trump:
        return why(winner, card, "nn_led_suit_trump", suit=suit)
    if keys.count(keys[0]) == 1 and len(keys) > 1:
        return why(winner, card, "only_led", suit=suit)
    if tk is not None:
        return why(winner, card, "highest_led_no_trump", suit=suit)
    return why(winner, card, "highest_led", suit=suit)


def _highest_rank_why(cards: Sequence[Card], index: int, winner: int,
                      ctx: TrickContext) -> Why:
    """Highest rank; a tie in rank was settled by the suit order."""
    rank = effective(cards[index], ctx).rank
    tied = any(effective(c, ctx).rank is rank for i, c in enumerate(cards) if i != index)
    return why(winner, cards[index], "nn_highest_rank_suit" if tied else "nn_highest_rank")


def _second_best_why(cards: Sequence[Card], index: int, winner: int,
                     ctx: TrickContext) -> Why:
    """The second card by precedence, naming the best; or, with fewer than two trumps and
    cards of the suit led, the second by rank (a later card beating an equal earlier one)."""
    eligible = _precedence(cards, ctx)
    if len(eligible) >= 2:
        return why(winner, cards[index], "nn_second_best", best_card=cards[eligible[0]].code)
    by_rank = sorted(range(len(cards)), reverse=True,
                     key=lambda i: (int(effective(cards[i], ctx).rank), i))
    best = cards[by_rank[0]]
    tied = effective(best, ctx).rank is effective(cards[index], ctx).rank
    return why(winner, cards[index], "nn_second_by_rank_tie" if tied else "nn_second_by_rank",
               best_card=best.code)


def _trump_name(ctx: TrickContext) -> str:
    """The trump as `sentence()` words it: a suit's English name, `nines` or `none`."""
    return "nines" if ctx.nines else suit_key(ctx.trump)


def _key_name(key: int) -> str:
    return "nines" if key == NINES else suit_key(key)
