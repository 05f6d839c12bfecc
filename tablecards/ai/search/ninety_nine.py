"""Ninety-Nine on the search core: determinizations, bid-aware rollouts, every decision.

Searched: the forms without a dummy, under the normal trump rule (suit trumps or no trump),
without trump calls, the no-bid variants, the joker turn-up or snaps. Anything else returns
None from `decide` and the level bot falls back on the rule-based player.

What a determinization honours (all read from the `SeatView`): the seat's own hand and bid
cards, every played card, revealed hands, face-up bid cards, shown cards, hand sizes, who has
laid bid cards (three hidden cards each), and the voids shown in play (a seat that did not
follow lacks the suit *in hand*; its face-down bid cards may still hold it). The unseen cards
are dealt to those hidden places, most constrained hand first.

Decisions: bid cards by PIMC over the most promising candidates (choose 3 of 12 by a trick
estimate, then simulate each), the premium bid by PIMC over pass/declare/reveal, card play by
ISMCTS. Rollouts are bid-aware: a seat short of its bid wins as cheaply as it can, a seat that
has its bid ducks with its highest loser; the others bid by the same trick estimate.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any, Self

from tablecards.ai.search.core import Budget, flat_pimc, ismcts
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, Suit
from tablecards.rules.game import SeatView
from tablecards.rules.ninety_nine.fast import FastNinetyNine
from tablecards.rules.ninety_nine.fast_engine import rules_from_config
from tablecards.rules.ninety_nine.fast_tables import (
    BID,
    DECLARE,
    DONE,
    NO_TRUMP,
    PASS,
    PLAY,
    PREMIUM,
    REVEAL,
    SCORE_PAIRS,
    SUIT_VALUE,
    FastRules,
    cards_of,
)
from tablecards.rules.ninety_nine.forms import FORMS
from tablecards.rules.ninety_nine.match import NinetyNineMatch

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
BUDGETS = {"normal": Budget(200, 2.0), "strong": Budget(1000, 1.4)}

SCALE = 100.0  # deal points of difference that span the reward range
EPSILON = 0.1
SIDE_WIN = (0.9, 0.55, 0.25, 0.1)
TRUMP_WIN = (1.0, 0.9, 0.7, 0.5, 0.35)
TRUMP_LOW = 0.25
KIND_WORDS = {"pass": PASS, "declare": DECLARE, "reveal": REVEAL}


def card_worth(rules: FastRules, c: int, trump: int) -> float:
    """Expected tricks of one card by its distance from the top of its suit."""
    gap = rules.width - 1 - c % rules.width
    if c // rules.width == trump:
        return TRUMP_WIN[gap] if gap < len(TRUMP_WIN) else TRUMP_LOW
    return SIDE_WIN[gap] if gap < len(SIDE_WIN) else 0.0


def ranked_bids(rules: FastRules, hand: int, trump: int) -> list[tuple[float, int]]:
    """Every 3-card bid as (|estimated tricks of the rest - bid value|, mask), best first."""
    cards = cards_of(hand)
    worth = {c: card_worth(rules, c, trump) for c in cards}
    total = sum(worth.values())
    w = rules.width
    score = {c: worth[c] + SUIT_VALUE[c // w] for c in cards}
    out = [(abs(total - score[a] - score[b] - score[c]), (1 << a) | (1 << b) | (1 << c))
           for a, b, c in combinations(cards, 3)]
    out.sort()
    return out


class NinetyNineState:
    """`FastNinetyNine` as a `SearchState`; reward = own deal points against the others'."""

    __slots__ = ("s",)

    def __init__(self, s: FastNinetyNine) -> None:
        self.s = s

    def legal(self) -> list[int]:
        return self.s.legal()

    def apply(self, action: int) -> None:
        self.s.apply(action)

    def clone(self) -> Self:
        return type(self)(self.s.clone())

    def mover(self) -> int:
        return self.s.controller()

    def terminal(self) -> bool:
        return self.s.phase == DONE

    def rewards(self) -> list[float]:
        s = self.s
        pts = s.points()
        n = len(pts)
        pairs = s.rules.scoring == SCORE_PAIRS
        out = []
        for i in range(n):
            others = [pts[j] for j in range(n) if j != i and (not pairs or j % 2 != i % 2)]
            diff = pts[i] - sum(others) / len(others)
            out.append(0.5 + diff / (2 * SCALE))
        return out

    def rollout(self, rng: random.Random) -> list[float]:
        heuristic_playout(self.s, rng)
        return self.rewards()


def heuristic_playout(s: FastNinetyNine, rng: random.Random) -> None:
    """Finish the deal in place with the bid-aware policy (see the module docstring)."""
    r = rng.random
    while s.phase == BID:
        bids = ranked_bids(s.rules, s.hands[s.turn], s.trump)
        s.apply(bids[int(r() * min(3, len(bids)))][1])
    if s.phase == PREMIUM:
        s.close_premium()  # the rest pass
    rules = s.rules
    w = rules.width
    trump = s.trump
    while s.phase == PLAY:
        mask = s.legal_mask()
        if r() < EPSILON:
            cs = cards_of(mask)
            s.apply(cs[int(r() * len(cs))])
            continue
        seat = s.turn
        want = s.tricks[seat] < rules.bid_value(s.bids[seat])
        cs = cards_of(mask)
        trick = s.trick
        if not trick:
            key = [(c // w == trump) * 100 + c % w for c in cs]
            pick = key.index(max(key) if want else min(key))
            s.apply(cs[pick])
            continue
        led = trick[0] // w
        best = max(trick, key=lambda c: (c // w == trump) * 200 + (c // w == led) * 100 + c % w)
        bkey = (best // w == trump) * 200 + (best // w == led) * 100 + best % w
        keyed = [((c // w == trump) * 200 + (c // w == led) * 100 + c % w, c) for c in cs]
        winners = sorted(k for k in keyed if k[0] > bkey)
        losers = sorted(k for k in keyed if k[0] <= bkey)
        if want and winners:
            s.apply(winners[0][1])
        elif not want and losers:
            s.apply(losers[-1][1])
        else:
            s.apply(min(cs, key=lambda c: (c // w == trump) * 100 + c % w))


# -- what the seat knows --------------------------------------------------------------------
def _supported(view: SeatView, rules: FastRules) -> bool:
    public = view.public
    return (not rules.dummy and not rules.no_bid and not rules.trump_call
            and public.get("trick_rule", "trump") == "trump" and view.trump != "nines"
            and not public.get("snap_allowed") and public.get("turnup") is None
            and public.get("phase") in ("bid", "premium", "play"))


def rules_for(view: SeatView, options: dict[str, Any] | None) -> FastRules:
    """The fast rules: from the table's options when known, else from the form shown."""
    form = str(view.public.get("form", "standard_3p"))
    if options is None:
        return FastRules(form)
    given = {**options}
    given.setdefault(form, True)
    try:  # the engine's own option resolution, so fast and checked rules never drift apart
        config = NinetyNineMatch(FORMS[form].players, given).config
    except (KeyError, ValueError):
        return FastRules(form)
    return rules_from_config(config)


class Knowledge:
    """The facts of a view a determinization must honour, as ints and masks."""

    def __init__(self, view: SeatView, rules: FastRules) -> None:
        self.rules = rules
        self.view = view
        self.me = view.seat
        n = rules.seats
        public = view.public
        w = rules.width
        self.phase = {"bid": BID, "premium": PREMIUM, "play": PLAY}[public["phase"]]
        code = view.trump or "none"
        self.trump = int(Suit.parse(code)) if code in ("S", "H", "D", "C") else NO_TRUMP
        self.hands = [0] * n
        self.bids = [0] * n
        self.hands[self.me] = self.mask(view.hand)
        own_bid = public.get("own_bid_cards")
        if own_bid:
            self.bids[self.me] = self.mask([Card.parse(c) for c in own_bid])
        played = 0
        self.voids = [0] * n
        tricks = [*view.tricks, *([view.trick] if view.trick else [])]
        for t in tricks:
            led = self.ci(t.plays[0][1]) // w if t.plays else -1
            for seat, c in t.plays:
                ci = self.ci(c)
                played |= 1 << ci
                if ci // w != led:
                    self.voids[seat] |= rules.suit_mask[led]
        self.current = [self.ci(c) for _, c in view.trick.plays] if view.trick else []
        self.leader = view.trick.leader if view.trick else 0
        laid = set(public.get("bids_laid", []))
        face_up = {int(s): self.mask([Card.parse(c) for c in cs])
                   for s, cs in public.get("face_up_bids", {}).items()}
        self.hidden_hand = [0] * n
        self.hidden_bid = [0] * n
        seen = played | self.hands[self.me] | self.bids[self.me]
        for s in range(n):
            if s == self.me:
                continue
            shown = self.mask(view.visible_hands.get(s, []) + view.known_cards.get(s, []))
            self.hands[s] = shown
            seen |= shown
            self.hidden_hand[s] = view.hand_sizes[s] - shown.bit_count()
            if s in face_up:
                self.bids[s] = face_up[s]
                seen |= face_up[s]
            elif s in laid:
                self.hidden_bid[s] = 3
        self.unseen = rules.full & ~seen
        premium = public.get("premium", {})
        self.premium = [0] * n
        words = premium.get("holders" if self.phase == PLAY else "offers") or {}
        for s, word in words.items():
            self.premium[int(s)] = KIND_WORDS.get(str(word), PASS)
        self.premium_step = len(premium.get("offers") or premium.get("offered") or [])

    def ci(self, c: Card) -> int:
        assert c.suit is not None
        return self.rules.card_int(c.suit, c.rank)

    def mask(self, cards: list[Card]) -> int:
        return sum(1 << self.ci(c) for c in cards)

    def determinize(self, rng: random.Random) -> NinetyNineState:
        """One complete deal consistent with the view (voids, sizes, known cards)."""
        for _ in range(500):
            hands = self._deal(rng)
            if hands is not None:
                return self._state(*hands)
        raise ValueError("no deal fits what this seat has seen")

    def _deal(self, rng: random.Random) -> tuple[list[int], list[int]] | None:
        n = self.rules.seats
        pool = self.unseen
        hands = self.hands[:]
        bids = self.bids[:]
        order = sorted((s for s in range(n) if self.hidden_hand[s] > 0),
                       key=lambda s: (-self.voids[s].bit_count(), s))
        for s in order:
            allowed = cards_of(pool & ~self.voids[s])
            k = self.hidden_hand[s]
            if len(allowed) < k:
                return None
            for c in rng.sample(allowed, k):
                hands[s] |= 1 << c
                pool ^= 1 << c
        rest = cards_of(pool)
        rng.shuffle(rest)
        for s in range(n):
            for _ in range(self.hidden_bid[s]):
                bids[s] |= 1 << rest.pop()
        return hands, bids

    def _state(self, hands: list[int], bids: list[int]) -> NinetyNineState:
        r = self.rules
        if self.phase == PLAY:
            st = FastNinetyNine(r, hands, self.view.dealer, bids=bids, phase=PLAY,
                                trump=self.trump, premium=self.premium, leader=self.leader,
                                trick=self.current, tricks=self.view.tricks_won)
        elif self.phase == PREMIUM:
            st = FastNinetyNine(r, hands, self.view.dealer, bids=bids, phase=PREMIUM,
                                trump=self.trump, premium=self.premium,
                                premium_step=self.premium_step)
        else:
            st = FastNinetyNine(r, hands, self.view.dealer, bids=bids, phase=BID,
                                trump=self.trump)
        return NinetyNineState(st)


# -- the decisions --------------------------------------------------------------------------
def decide(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
           options: dict[str, Any] | None = None) -> tuple[Action, str] | None:
    """The search's action and why, or None where this adapter does not search."""
    rules = rules_for(view, options)
    if not _supported(view, rules) or view.to_move != view.seat:
        return None
    if any(a.extras for a in legal):
        return None  # trump calls, announced numbers or snaps: variants not searched
    know = Knowledge(view, rules)
    probe = know.determinize(random.Random(0)).s
    if probe.turn != view.seat:
        return None  # the view and the fast state disagree on the turn: do not guess
    by_int = {probe.from_action(a): a for a in legal}
    if len(by_int) == 1:
        return legal[0], "only legal action"
    worlds = max(8, budget.iterations // 25)
    if know.phase == BID:
        keep = 4 + budget.iterations // 250
        ranked = [m for _, m in ranked_bids(rules, know.hands[know.me], know.trump)]
        cands = [m for m in ranked if m in by_int][:keep]
        res = flat_pimc(know.determinize, cands, worlds, rng, seat=view.seat,
                        max_seconds=budget.max_seconds)
        value = rules.bid_value(res.action)
        return by_int[res.action], (
            f"bid {value} chosen among {len(cands)} candidates over {res.iterations} deals "
            f"(expected margin {(res.value - 0.5) * 2 * SCALE:+.1f})")
    if know.phase == PREMIUM:
        res = flat_pimc(know.determinize, sorted(by_int), worlds * 2, rng, seat=view.seat,
                        max_seconds=budget.max_seconds)
        return by_int[res.action], (
            f"premium by {res.iterations} simulated deals "
            f"(expected margin {(res.value - 0.5) * 2 * SCALE:+.1f})")
    res = ismcts(know.determinize, sorted(by_int), budget, rng)
    return by_int[res.action], (
        f"ISMCTS {res.iterations} iterations, {res.visits} visits "
        f"(expected margin {(res.value - 0.5) * 2 * SCALE:+.1f})")
