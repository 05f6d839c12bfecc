"""What one Hearts seat knows, read from its `SeatView` into kernel ints and masks.

The seat knows its hand, every played card, the hand sizes, the voids shown in play (a seat
that did not follow lacks the suit for the rest of the hand), the cards it passed (known to
lie in the receiver's hand until played, `known_cards`), who has passed already, whether
hearts are broken, and the cards taken so far. A world deals the unseen cards to the other
seats: known cards where they are known, never a card of a shown void, the most constrained
seat first. During the pass, a seat that has passed holds ten cards in hand and three chosen
(unknown) cards on the table. The search and the rule policy both start from such a world;
the policy reads none of its hidden cards, so any world serves it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tablecards.ai.search.dealing import deal_with_constraints, unique_deal
from tablecards.games.hearts.facts import HeartsFacts
from tablecards.games.hearts.kernel import (
    ALL,
    SUIT_MASK,
    SUIT_OF,
    FastHearts,
    KernelRules,
    card_int,
    cards_of,
    mask_of,
)
from tablecards.games.hearts.match import PASS_OFFSET
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

SAMPLING_TRIES = 30  # stuck draws before dealing card by card under Hall's condition
INFERENCES = True
"""Whether worlds honour the seat's inferences: the voids shown in play and where the cards it
passed lie. It exists for an ablation (`benchmarks/arena.py --set-b
tablecards.games.hearts.knowledge.INFERENCES=false`, docs/ai.md): when False, a world keeps
only what the rules fix (the seat's hand, the played cards, the hand sizes) and deals every
other card to any other seat. Read when a `Knowledge` is built, so a setting per decision holds."""


def rules_from(options: Mapping[str, Any] | None) -> KernelRules:
    """The fast rules of a table's options (missing switches at their defaults)."""
    base = KernelRules()
    if not options:
        return base
    return KernelRules(*(bool(options.get(f, getattr(base, f))) for f in KernelRules._fields))



class Knowledge:
    """The facts of a view a determinization must honour, as ints and masks."""

    def __init__(self, view: SeatView, rules: KernelRules) -> None:
        facts = HeartsFacts.of(view)
        me = view.seat
        self.me = me
        self.rules = rules
        self.dealer = view.dealer
        self.offset = PASS_OFFSET[facts.pass_direction]
        self.passing = facts.passing
        self.broken = facts.hearts_broken
        self.hand = mask_of(view.hand)
        played = 0
        voids = [0, 0, 0, 0]
        taken = [0, 0, 0, 0]
        for t in [*view.tricks, *([view.trick] if view.trick else [])]:
            if not t.plays:
                continue
            led = SUIT_OF[card_int(t.plays[0][1])]
            cards = 0
            for seat, c in t.plays:
                ci = card_int(c)
                cards |= 1 << ci
                if SUIT_OF[ci] != led:
                    voids[seat] |= SUIT_MASK[led]
            played |= cards
            if t.winner is not None:
                taken[t.winner] |= cards
        self.played = played
        inferences = INFERENCES
        if not inferences:
            voids = [0, 0, 0, 0]
        self.voids = voids
        self.taken = taken
        self.tricks = list(view.tricks_won) or [0, 0, 0, 0]
        self.trick = [card_int(c) for _, c in view.trick.plays] if view.trick else []
        self.leader = view.trick.leader if view.trick and not self.passing else -1
        self.known = [mask_of(view.known_cards.get(s, [])) for s in range(4)]
        self.known[me] = 0
        self.my_pass = mask_of([Card.parse(c) for c in facts.my_pass or []])
        if not inferences:  # passed cards still held may lie anywhere: back to the unseen
            self.known = [0, 0, 0, 0]
            if not self.passing:
                self.my_pass = 0
        passed = set(facts.passed)
        # Hidden cards per seat: in hand, and (during the pass) chosen but not yet moved.
        self.hidden = [0, 0, 0, 0]
        self.pass_hidden = [0, 0, 0, 0]
        for s in range(4):
            if s == me:
                continue
            self.hidden[s] = view.hand_sizes[s] - self.known[s].bit_count()
            if self.passing and s in passed:
                self.pass_hidden[s] = 3
        seen = self.hand | played | self.my_pass
        for m in self.known:
            seen |= m
        self.unseen = ALL & ~seen
        self.order = sorted((s for s in range(4) if s != me),
                            key=lambda s: (-voids[s].bit_count(), s))

    def deal(self, rng: random.Random) -> tuple[list[int], list[int]] | None:
        """Hands and pass masks for the other seats, or None when this draw got stuck."""
        pool = self.unseen
        hands = self.known[:]
        hands[self.me] = self.hand
        r = rng.random
        for s in self.order:
            k = self.hidden[s]
            if not k:
                continue
            allowed = cards_of(pool & ~self.voids[s])
            n = len(allowed)
            if n < k:
                return None
            for i in range(k):  # the first k of a partial shuffle: a uniform k-card draw
                j = i + int(r() * (n - i))
                c = allowed[j]
                allowed[j] = allowed[i]
                hands[s] |= 1 << c
                pool ^= 1 << c
        passes = [0, 0, 0, 0]
        rest = cards_of(pool)
        rng.shuffle(rest)
        for s in range(4):
            for _ in range(self.pass_hidden[s]):
                passes[s] |= 1 << rest.pop()
        if self.passing:
            passes[self.me] = self.my_pass
        else:
            passes = [1, 1, 1, 1]  # the pass is over; FastHearts only needs them non-zero
        return hands, passes

    def deal_exactly(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """Hands after the pass when rejection sampling keeps getting stuck (tight voids):
        Hall-checked dealing; voids dropped only if the view itself is inconsistent."""
        seats = [s for s in self.order if self.hidden[s]]
        allowed = [self.unseen & ~v for v in self.voids]
        dealt = deal_with_constraints(self.unseen, seats, self.hidden, allowed, rng)
        if dealt is None:
            dealt = deal_with_constraints(self.unseen, seats, self.hidden, [self.unseen] * 4,
                                          rng)
        if dealt is None:
            raise ValueError("no deal fits what this seat has seen")
        hands = [dealt[s] | self.known[s] for s in range(4)]
        hands[self.me] = self.hand
        return hands, [1, 1, 1, 1]

    def world(self, rng: random.Random) -> FastHearts:
        """One complete position consistent with the view (voids, sizes, known cards)."""
        dealt = None
        for _ in range(SAMPLING_TRIES if not self.passing else 1000):
            dealt = self.deal(rng)
            if dealt is not None:
                break
        if dealt is None:
            if self.passing:
                raise ValueError("no deal fits what this seat has seen")
            dealt = self.deal_exactly(rng)
        return self.state(*dealt)

    def state(self, hands: list[int], passes: list[int]) -> FastHearts:
        """The kernel state of one complete deal of the hidden cards."""
        return FastHearts(hands, self.dealer, self.offset, self.rules, passes,
                          self.leader, self.trick, self.taken, self.tricks, self.broken)

    def known_position(self) -> FastHearts | None:
        """The position itself when the view leaves every unseen card only one possible
        owner (after the pass), else None."""
        if self.passing:
            return None
        seats = [s for s in self.order if self.hidden[s]]
        allowed = [self.unseen & ~v for v in self.voids]
        dealt = unique_deal(self.unseen, seats, self.hidden, allowed)
        if dealt is None:
            return None
        hands = [dealt[s] | self.known[s] for s in range(4)]
        hands[self.me] = self.hand
        return self.state(hands, [1, 1, 1, 1])
