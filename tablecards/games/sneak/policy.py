"""A rule-based Sneak player: the baseline that search bots must beat.

It sees only its `SeatView` and the legal actions. Counting: every card not in the own hand
and never shown (revealed leads, discards) is unseen; unchallenged sneaks stay unseen.

Rules of thumb: flaunt the largest set nobody unseen could challenge (an ace, a match no
higher unseen match can meet); otherwise draw while allowed (a big hand both banks at the end
and feeds challenges); when a lead is forced, flaunt the set the fewest unseen cards threaten,
cheapest first. Challenge a sneak only with a strong set (a single queen or better, a straight
or better), and a flaunt with the best legal set.
"""

from __future__ import annotations

import random
from collections import Counter

from tablecards.games.sneak.combos import MATCH, STRAIGHT, TYPE_ORDER, classify, sneak_key, value
from tablecards.games.sneak.facts import SneakFacts
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, double_52, standard_52
from tablecards.rules.game import SeatView

LIST_LIMIT = 3000  # longer (lazy) lists are not scanned: decline or draw instead


def _cards(action: Action) -> tuple[Card, ...]:
    return action.value if isinstance(action.value, tuple) else ()


def unseen(view: SeatView) -> Counter[Card]:
    """Cards that may still be anywhere hidden: the pack less the own hand and all shown."""
    facts = SneakFacts.of(view)
    double = len(view.hand_sizes) >= 5 or sum(view.hand_sizes) + facts.stock + sum(
        facts.piles) > 52
    left = Counter(double_52() if double else standard_52())
    shown = [c for t in view.tricks for _, c in t.plays]
    if view.trick is not None:
        shown += [c for _, c in view.trick.plays]
    left.subtract(view.hand)
    left.subtract(shown)
    left.subtract(Card.parse(c) for c in facts.discarded)
    return +left


def threat(cards: tuple[Card, ...], hidden: Counter[Card]) -> int:
    """How many unseen cards (or higher ranks) could meet this flaunt."""
    if len(cards) == 1:
        c = cards[0]
        return sum(n for o, n in hidden.items() if o.suit == c.suit and value(o) >= value(c))
    kind, key = classify(cards)
    if kind == MATCH:
        by_rank = Counter()  # type: Counter[int]
        for o, n in hidden.items():
            by_rank[value(o)] += n
        return sum(1 for r, n in by_rank.items() if r >= key[0] and n >= len(cards))
    return 3 + sum(1 for o in hidden if o.suit == cards[0].suit and value(o) > max(key))


class SneakBot:
    """Draws and hoards, banks safe flaunts, challenges only with strength."""

    name = "sneak-rules"

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        if legal[0].verb == "decline":
            return self._answer(view, legal)
        return self._turn(view, legal)

    def _turn(self, view: SeatView, legal: list[Action]) -> Action:
        draw = legal[0] if legal[0].verb == "draw" else None
        flaunts = [a for a in self._scan(legal) if a.verb == "flaunt"]
        if not flaunts:
            return draw or legal[0]
        hidden = unseen(view)
        rated = [(threat(_cards(a), hidden), -len(_cards(a)),
                  max(value(c) for c in _cards(a)), a) for a in flaunts]
        safe = [r for r in rated if r[0] == 0]
        if safe:
            return min(safe, key=lambda r: r[:3])[3]
        if draw is not None:
            return draw
        return min(rated, key=lambda r: (r[0], r[2], r[1]))[3]

    def _scan(self, legal: list[Action]) -> list[Action]:
        if len(legal) <= 2 * LIST_LIMIT:
            return list(legal)
        # Sets come smallest first: look at the singles and pairs and at the largest sets.
        return [a for a in legal[:LIST_LIMIT] + legal[-LIST_LIMIT:] if a.verb == "flaunt"]

    def _answer(self, view: SeatView, legal: list[Action]) -> Action:
        lead = SneakFacts.of(view).lead
        if len(legal) > LIST_LIMIT:
            return legal[0]
        sets = [a for a in legal if a.verb == "challenge"]
        best = max(sets, key=lambda a: sneak_key(_cards(a)))
        if lead is not None and lead["face_up"]:
            return best
        cards = _cards(best)
        key = sneak_key(cards)
        strong = key[0] >= 12 if len(cards) == 1 else key[0] >= TYPE_ORDER[STRAIGHT]
        return best if strong else legal[0]
