"""What one Sneak seat knows, read from its `SeatView` into kernel ints and masks.

The seat knows its own hand, every card shown (revealed challenges, banked flaunts, the flaunt
on the table), the hand sizes, the stock size, the pile sizes, who has had a first turn, and
the lead in progress: its size, who was asked and who already challenged a sneak. While a
flaunt waits for answers, a seat that holds enough cards but was not asked holds no legal
challenge, and every asked seat holds one. A world deals the unseen cards to the other hands,
the stock (in a random order), the face-down sets of a pending sneak, and whatever is left lies
banked face down (unchallenged sneaks), where it no longer matters. The seat's own earlier
sneaks are not in the view, so they count as unseen too. The secret answers already given to a
flaunt on the table are replayed by the rule policy's `answer_action`.

The search and the rule policy both start from such a world; the policy reads none of its
hidden cards, so any world serves it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from tablecards.games.sneak import combos
from tablecards.games.sneak.answers import answer_action
from tablecards.games.sneak.facts import LeadFact, SneakFacts
from tablecards.games.sneak.kernel import (
    ABOVE,
    NCARDS,
    ONE_PACK,
    FastSneak,
    card_int,
    pack,
    to_cards,
    unpack,
)
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

ATTEMPTS = 30  # constrained deals tried before one that ignores who may challenge


def _packed(cards: list[Card]) -> int:
    return sum(1 << 2 * card_int(c) for c in cards)


class Knowledge:
    """The facts of a view a world must honour."""

    # The kernel class a world is built as; the search's twin only plays rollouts faster.
    state_type: ClassVar[type[FastSneak]] = FastSneak

    def __init__(self, view: SeatView, options: Mapping[str, Any] | None = None) -> None:
        facts = SneakFacts.of(view)
        opts = options or {}
        self.view = view
        self.n = view.seats
        self.me = view.seat
        self.mine = pack(view.hand)
        shown = [c for t in view.tricks for _, c in t.plays]
        if view.trick is not None:
            shown += [c for _, c in view.trick.plays]
        self.shown = _packed(shown)
        self.sizes = list(view.hand_sizes)
        self.stock = facts.stock
        self.piles = list(facts.piles)
        self.had_turn = [not f for f in facts.first_round]
        self.limit = facts.hand_limit or 0
        self.discard = bool(opts.get("losers_cards_discarded") or facts.discarded)
        self.lead: LeadFact | None = facts.lead.copy() if facts.lead else None
        pending = 0
        if self.lead is not None:
            k = self.lead["count"]
            pending = k if self.lead["face_up"] else k * (1 + len(self.lead["challengers"]))
        total = sum(self.sizes) + self.stock + sum(self.piles) + pending + len(facts.discarded)
        double = bool(opts.get("double_deck")) or self.n >= 5 or total > NCARDS
        self.full = ONE_PACK * (2 if double else 1)
        self.pool = unpack(self.full - self.shown - self.mine)
        self._constraints()

    def _constraints(self) -> None:
        """Who must hold, and who must lack, a legal challenge to the flaunt on the table."""
        self.must_hold: list[int] = []
        self.must_lack: list[int] = []
        self.lead_cards = 0
        self.lead_kind: str | None = None
        self.lead_key: tuple[int, ...] = ()
        lead = self.lead
        if lead is None or not lead["face_up"]:
            return
        cards = tuple(sorted(Card.parse(c) for c in lead["cards"]))
        self.lead_cards = pack(cards)
        self.lead_kind = combos.classify(cards)[0] if len(cards) > 1 else None
        key = combos.flaunt_key(cards, self.lead_kind)
        assert key is not None
        self.lead_key = key
        asked = list(lead["asked"])
        for s in range(self.n):
            if s in (self.me, lead["leader"]):
                continue
            if s in asked:
                self.must_hold.append(s)
            elif self.sizes[s] >= len(cards):
                self.must_lack.append(s)

    def _can_challenge(self, hand: int) -> bool:
        lead = to_cards(self.lead_cards)
        return combos.can_challenge_flaunt(to_cards(hand), lead, self.lead_kind, self.lead_key)

    def _deal(self, rng: random.Random, relax: bool) -> tuple[list[int], list[int]] | None:
        """Hands and the rest of the pool in dealing order, or None when a constraint fails."""
        pool = self.pool[:]
        rng.shuffle(pool)
        hands = [0] * self.n
        hands[self.me] = self.mine
        need = [0 if s == self.me else self.sizes[s] for s in range(self.n)]
        single = self.lead_cards and self.lead_kind is None and not relax
        if single:
            hot = ABOVE[unpack(self.lead_cards)[0]]
            for s in self.must_hold:
                i = next((i for i, c in enumerate(pool) if hot >> 2 * c & 1), -1)
                if i < 0:
                    return None
                hands[s] += 1 << 2 * pool.pop(i)
                need[s] -= 1
            for s in self.must_lack:
                cold = [c for c in pool if not hot >> 2 * c & 1][:need[s]]
                if len(cold) < need[s]:
                    return None
                for c in cold:
                    pool.remove(c)
                    hands[s] += 1 << 2 * c
                need[s] = 0
        at = 0
        for s in range(self.n):
            for c in pool[at:at + need[s]]:
                hands[s] += 1 << 2 * c
            at += need[s]
        if self.lead_cards and not single and not relax and (
                any(not self._can_challenge(hands[s]) for s in self.must_hold)
                or any(self._can_challenge(hands[s]) for s in self.must_lack)):
            return None
        return hands, pool[at:]

    def world(self, rng: random.Random) -> FastSneak:
        """One complete position consistent with the view (pending answers replayed by the
        rule-based policy where the view hides them)."""
        dealt = None
        for attempt in range(ATTEMPTS + 1):
            dealt = self._deal(rng, attempt == ATTEMPTS)
            if dealt is not None:
                break
        assert dealt is not None
        hands, rest = dealt
        stock, rest = rest[:self.stock], rest[self.stock:]
        lead = self.lead
        turn = self.view.to_move if lead is None else int(lead["leader"])
        assert turn is not None
        s = self.state_type(hands, stock, turn, self.had_turn, self.piles, limit=self.limit,
                            discard=self.discard, shown=self.shown, full=self.full)
        if lead is not None:
            self._place_lead(s, lead, rest)
        return s

    def _place_lead(self, s: FastSneak, lead: LeadFact, rest: list[int]) -> None:
        """Put the lead on the table: a flaunt with the answers already given replayed, or a
        sneak's face-down sets (its own and the challengers') dealt from `rest`."""
        s.lead_seat, s.lead_up = int(lead["leader"]), bool(lead["face_up"])
        asked = [int(a) for a in lead["asked"]]
        if s.lead_up:
            s.lead_cards, s.lead_kind, s.lead_key = self.lead_cards, self.lead_kind, self.lead_key
            s.asked = asked
            for _ in range(int(lead["decided"])):  # the secret answers already given
                s.apply(answer_action(s, s.to_move()))
            return
        k = int(lead["count"])
        sets = [sum(1 << 2 * c for c in rest[i * k:(i + 1) * k])
                for i in range(1 + len(lead["challengers"]))]
        s.lead_cards = sets[0]
        s.asked = asked[int(lead["decided"]):]
        s.chal = list(zip((int(c) for c in lead["challengers"]), sets[1:], strict=True))
