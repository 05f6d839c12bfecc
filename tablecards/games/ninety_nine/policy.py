"""A rule-based Ninety-Nine player: the baseline the search AI must beat.

Bidding: for every legal choice of three bid cards it estimates how many tricks the nine
remaining cards will take and keeps the choice whose bid value is closest to that estimate.
Play: while it still needs tricks it wins as cheaply as it can; once it has its bid it ducks
with its highest card that loses. It reads only its view: the trick rule, trump, turn-up and
its own bid cards are all public to its seat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablecards.games.ninety_nine.facts import NinetyNineFacts
from tablecards.games.ninety_nine.scoring import bid_value
from tablecards.games.ninety_nine.tricks import (
    TrickContext,
    TrickRule,
    effective,
    follow_key,
    power,
    trump_key,
    winner_index,
)
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, Rank, Suit
from tablecards.rules.game import SeatView

# Chance that a card takes a trick, by how far it is from the top of its suit (0 = ace).
SIDE_WIN = (0.9, 0.55, 0.25, 0.1)
TRUMP_WIN = (1.0, 0.9, 0.7, 0.5, 0.35)
TRUMP_LOW = 0.25
LONG_SUIT_EXTRA = 0.25  # each card beyond the fourth of a suit tends to win late


def context(view: SeatView) -> TrickContext:
    """The deal's trick rule as the seat sees it."""
    facts = NinetyNineFacts.of(view)
    rule = TrickRule(facts.trick_rule)
    trump_code = view.trump or "none"
    nines = trump_code == "nines"
    trump = Suit.parse(trump_code) if trump_code in ("S", "H", "D", "C") else None
    turnup = facts.turnup
    joker_as = Card.parse(turnup) if turnup and turnup != "JK" else None
    snap = facts.snap_allowed
    return TrickContext(rule=rule, trump=trump, nines=nines, snap=snap, joker_as=joker_as)


def estimate_tricks(hand: Sequence[Card], ctx: TrickContext) -> float:
    """A quick expected-trick count for a hand (no search; good enough to bid by)."""
    by_suit: dict[int, list[Card]] = {}
    for c in hand:
        by_suit.setdefault(follow_key(c, ctx), []).append(c)
    tk = trump_key(ctx)
    total = 0.0
    for key, suit_cards in by_suit.items():
        ranked = sorted(suit_cards, key=lambda c: -power(c, ctx))
        table = TRUMP_WIN if key == tk else SIDE_WIN
        for c in ranked:
            gap = _gap_from_top(c, ctx)
            total += table[gap] if gap < len(table) else (TRUMP_LOW if key == tk else 0.0)
        total += LONG_SUIT_EXTRA * max(0, len(ranked) - 4)
    return total


def _gap_from_top(c: Card, ctx: TrickContext) -> int:
    """How many ranks stand above this card in its suit (0 for the ace)."""
    real = effective(c, ctx)
    if ctx.nines and real.rank is Rank.NINE:
        return 0
    return sum(1 for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TWELVE,
                           Rank.ELEVEN, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.SIX)
               if r > real.rank)


class NinetyNineBot:
    """Bids by estimating its tricks, then plays to take exactly that many."""

    name = "rules"

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        verb = legal[0].verb
        if verb == "bid":
            return self._bid(view, legal)
        if verb == "premium":
            return next((a for a in legal if a.value == "pass"), legal[0])
        if verb == "show":
            return self._show(view, legal)
        if verb == "play":
            return self._play(view, legal)
        return legal[rng.randrange(len(legal))]

    def _bid(self, view: SeatView, legal: list[Action]) -> Action:
        ctx = context(view)

        def miss(action: Action) -> float:
            laid = action.value
            assert isinstance(laid, tuple)
            rest = [c for c in view.hand if c not in laid]
            return abs(estimate_tricks(rest, ctx) - bid_value(laid, ctx.joker_as))

        return min(legal, key=miss)

    def _show(self, view: SeatView, legal: list[Action]) -> Action:
        """Show a card of the longest suit: the suit shown most often becomes trump."""
        def length(action: Action) -> int:
            c = action.value
            assert isinstance(c, Card)
            return sum(1 for h in view.hand if h.suit == c.suit)
        return max(legal, key=length)

    def _play(self, view: SeatView, legal: list[Action]) -> Action:
        ctx = context(view)
        snaps = [a for a in legal if a.get("snap")]
        if snaps:
            return snaps[0]  # a snap wins unless a later player snaps too
        me = view.to_move if view.to_move is not None else view.seat
        if me != view.seat:  # playing a dummy's card: keep it out of the way
            return min(legal, key=lambda a: _power_of(a, ctx))
        wants = self._needs_tricks(view, ctx)
        trick = [c for _, c in view.trick.plays] if view.trick else []
        if not trick:
            key = max if wants else min
            return key(legal, key=lambda a: _power_of(a, ctx))
        winners = [a for a in legal if _would_win(trick, a, ctx)]
        losers = [a for a in legal if a not in winners]
        if wants and winners:
            return min(winners, key=lambda a: _power_of(a, ctx))
        if not wants and losers:
            return max(losers, key=lambda a: _power_of(a, ctx))
        return min(legal, key=lambda a: _power_of(a, ctx))

    def _needs_tricks(self, view: SeatView, ctx: TrickContext) -> bool:
        own = NinetyNineFacts.of(view).own_bid_cards
        won = view.tricks_won[view.seat] if view.tricks_won else 0
        if own:
            target = bid_value([Card.parse(c) for c in own], ctx.joker_as)
        else:  # no bid cards laid (no_bid): aim at what the hand looks worth
            target = round(estimate_tricks(view.hand, ctx)) + won
        return won < target


def _card(action: Action) -> Card:
    c = action.value
    assert isinstance(c, Card)
    return c


def _power_of(action: Action, ctx: TrickContext) -> tuple[int, int]:
    c = _card(action)
    trump_bonus = 100 if follow_key(c, ctx) == trump_key(ctx) else 0
    return (trump_bonus + power(c, ctx), int(c.rank))


def _would_win(trick: list[Card], action: Action, ctx: TrickContext) -> bool:
    cards = [*trick, _card(action)]
    return winner_index(cards, ctx) == len(cards) - 1
