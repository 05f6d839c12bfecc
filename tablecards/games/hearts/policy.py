"""A rule-based Hearts player: the baseline that search bots must beat.

It sees only its `SeatView` and the legal actions. Passing: give away Q♠, A♠ and K♠ (unless
the spades are long enough to guard them), high hearts, then the highest cards of the shortest
suits. Following: duck under the trick's winning card with the highest card that still loses;
dump Q♠ under a higher spade; when forced to win, win with the highest card (the last seat
takes a pointless trick cheaply). Void: dump Q♠, then A♠/K♠ while the queen is out, then the
highest heart, then the highest card. Leading: the lowest card of the safest suit, never a
high spade while Q♠ is unseen.
"""

from __future__ import annotations

import random

from tablecards.games.hearts.match import QUEEN_SPADES, card_points
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, Rank, Suit
from tablecards.rules.game import SeatView

HIGH_SPADES = (Rank.ACE, Rank.KING)


def _is_high_spade(c: Card) -> bool:
    return c.suit is Suit.SPADES and c.rank in HIGH_SPADES


def _played(view: SeatView) -> set[Card]:
    return {c for t in [*view.tricks, *([view.trick] if view.trick else [])] for _, c in t.plays}


class HeartsBot:
    """Deterministic heuristic player (the rng is unused; kept for the protocol)."""

    name = "hearts-basic"

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if legal[0].verb == "pass":
            return self._pass(view, legal)
        by_card = {a.value: a for a in legal if isinstance(a.value, Card)}
        plays = view.trick.plays if view.trick else []
        queen_out = QUEEN_SPADES not in _played(view)
        cards = sorted(by_card, key=lambda c: c.rank)
        if not plays:
            pick = _lead(cards, view.hand, queen_out)
        else:
            pick = _follow(plays, cards, queen_out, len(plays) == view.seats - 1)
        return by_card[pick]

    def _pass(self, view: SeatView, legal: list[Action]) -> Action:
        hand = view.hand
        spades = [c for c in hand if c.suit is Suit.SPADES]
        low_spades = [c for c in spades if c.rank < Rank.QUEEN]
        counts = {s: sum(1 for c in hand if c.suit is s) for s in Suit}

        def danger(c: Card) -> float:
            if c == QUEEN_SPADES:
                return 100 if len(low_spades) < 4 else 0
            if _is_high_spade(c):
                return 90 if len(low_spades) < 4 else 0
            if c.suit is Suit.SPADES:
                return int(c.rank) / 2
            if c.suit is Suit.HEARTS:
                return 40 + int(c.rank)
            assert c.suit is not None
            return int(c.rank) + 12 / counts[c.suit]

        chosen = tuple(sorted(sorted(hand, key=danger, reverse=True)[:3]))
        for action in legal:
            if tuple(sorted(action.value)) == chosen:  # type: ignore[arg-type]
                return action
        return legal[0]


def _lead(cards: list[Card], hand: list[Card], queen_out: bool) -> Card:
    counts = {s: sum(1 for c in hand if c.suit is s) for s in Suit}

    def key(c: Card) -> tuple[int, int, int]:
        risky = 1 if c == QUEEN_SPADES or (queen_out and _is_high_spade(c)) else 0
        heart = 1 if c.suit is Suit.HEARTS else 0
        assert c.suit is not None
        return (risky, heart, int(c.rank) - counts[c.suit])

    return min(cards, key=key)


def _follow(plays: list[tuple[int, Card]], cards: list[Card], queen_out: bool,
            last: bool) -> Card:
    led = plays[0][1].suit
    top = max((c for _, c in plays if c.suit == led), key=lambda c: c.rank)
    points = sum(card_points(c) for _, c in plays)
    following = [c for c in cards if c.suit == led]
    if not following:
        return _discard(cards, queen_out)
    if QUEEN_SPADES in following and top.rank > Rank.QUEEN:
        return QUEEN_SPADES
    losers = [c for c in following if c.rank < top.rank]
    if last and points == 0:
        safe = [c for c in following if c != QUEEN_SPADES]
        return max(safe or following, key=lambda c: c.rank)
    if losers:
        return max(losers, key=lambda c: c.rank)
    safe = [c for c in following if c != QUEEN_SPADES]
    return max(safe or following, key=lambda c: c.rank)


def _discard(cards: list[Card], queen_out: bool) -> Card:
    if QUEEN_SPADES in cards:
        return QUEEN_SPADES
    if queen_out:
        high = [c for c in cards if _is_high_spade(c)]
        if high:
            return max(high, key=lambda c: c.rank)
    hearts = [c for c in cards if c.suit is Suit.HEARTS]
    if hearts:
        return max(hearts, key=lambda c: c.rank)
    return max(cards, key=lambda c: c.rank)
