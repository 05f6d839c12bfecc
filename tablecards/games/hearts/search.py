"""Hearts on the search core: determinizations, heuristic rollouts, the pass and card play.

What the seat knows (its `SeatView` only): its hand, every played card, the hand sizes, the
voids shown in play (a seat that did not follow lacks the suit for the rest of the hand), the
cards it passed (known to lie in the receiver's hand until played, `known_cards`), who has
passed already, whether hearts are broken, and the cards taken so far. A determinization
deals the unseen cards to the other seats: known cards where they are known, never a card of
a shown void, the most constrained seat first. During the pass, a seat that has passed holds
ten cards in hand and three chosen (unknown) cards on the table.

Reward: own penalty points against the mean of the others' (the finished hand's score, so a
shot moon counts as 0 for the shooter and 26 for the rest), mapped to [0, 1].

Decisions: the pass by flat PIMC over the most dangerous 3-card combinations (ranked by the
rule policy's danger score), card play by SO-ISMCTS. Rollouts follow the rule policy
(`policy.py`, the Easy level's too) with a share of uniformly random moves and some variety
in the pass.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from itertools import combinations
from typing import Any

from tablecards.ai.search.core import Budget, Wrapped, flat_pimc, ismcts
from tablecards.ai.search.dealing import deal_with_constraints, unique_deal
from tablecards.ai.search.endgame import solve_known, view_agrees
from tablecards.games.hearts.facts import HeartsFacts
from tablecards.games.hearts.kernel import (
    ALL,
    CARDS,
    SUIT_MASK,
    SUIT_OF,
    FastHearts,
    KernelRules,
    card_int,
    cards_of,
    mask_of,
    pick_card,
)
from tablecards.games.hearts.match import PASS_OFFSET
from tablecards.games.hearts.policy import pass_danger, policy_play
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
# Exploration 0.25 (not the core's 0.7): rewards move by 1/39 per point, and 0.25 beat 0.7 and
# 0.15 against OpenSpiel's ISMCTS at 1,000 iterations (docs/ai.md).
BUDGETS = {"normal": Budget(400, 2.0, 0.25), "strong": Budget(3000, 1.4, 0.25)}

SCALE = 52.0  # a margin of ±26 points spans the reward range
EPSILON = 0.1  # share of uniformly random rollout moves
SAMPLING_TRIES = 30  # stuck draws before dealing card by card under Hall's condition
PASS_POOL = 8  # the most dangerous cards whose 3-card combinations are candidates


def rules_from(options: Mapping[str, Any] | None) -> KernelRules:
    """The fast rules of a table's options (missing switches at their defaults)."""
    base = KernelRules()
    if not options:
        return base
    return KernelRules(*(bool(options.get(f, getattr(base, f))) for f in KernelRules._fields))


class HeartsState(Wrapped[FastHearts]):
    """`FastHearts` as a `SearchState`; reward = others' mean points minus own, in [0, 1]."""

    __slots__ = ()

    def rewards(self) -> list[float]:
        return rewards_of(self.s.scores())

    def rollout(self, rng: random.Random) -> list[float]:
        heuristic_playout(self.s, rng)
        return self.rewards()


def rewards_of(pts: list[int]) -> list[float]:
    total = sum(pts)
    return [0.5 + ((total - p) / 3 - p) / SCALE for p in pts]


# -- rollouts --------------------------------------------------------------------------------
def _heuristic_pass(hand: int, rng: random.Random) -> int:
    """The policy's pass, though three times in ten one of its cards gives way to the fourth
    most dangerous: rollouts want some variety in what the others pass."""
    ranked = pass_danger(hand)
    pool = [c for _, c in ranked[:4]]
    if rng.random() < 0.3:  # a little variety: swap one of the top three for the fourth
        pool.pop(int(rng.random() * 3))
    return (1 << pool[0]) | (1 << pool[1]) | (1 << pool[2])


def heuristic_playout(s: FastHearts, rng: random.Random) -> None:
    """Finish the hand in place with the rule policy, a share `EPSILON` of moves at random."""
    while s.passing:
        s.play(_heuristic_pass(s.hands[s.turn], rng))
    r = rng.random
    while not s.done:
        legal = s.legal_mask()
        if legal & (legal - 1) == 0:
            s.play(legal.bit_length() - 1)
            continue
        if r() < EPSILON:
            s.play(pick_card(legal, r()))
            continue
        s.play(policy_play(s, legal))

# -- what the seat knows --------------------------------------------------------------------
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
        self.voids = voids
        self.taken = taken
        self.tricks = list(view.tricks_won) or [0, 0, 0, 0]
        self.trick = [card_int(c) for _, c in view.trick.plays] if view.trick else []
        self.leader = view.trick.leader if view.trick and not self.passing else -1
        self.known = [mask_of(view.known_cards.get(s, [])) for s in range(4)]
        self.known[me] = 0
        self.my_pass = mask_of([Card.parse(c) for c in facts.my_pass or []])
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
        for s in self.order:
            k = self.hidden[s]
            if not k:
                continue
            allowed = cards_of(pool & ~self.voids[s])
            if len(allowed) < k:
                return None
            for c in rng.sample(allowed, k):
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

    def determinize(self, rng: random.Random) -> HeartsState:
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

    def state(self, hands: list[int], passes: list[int]) -> HeartsState:
        """The search state of one complete deal of the hidden cards."""
        st = FastHearts(hands, self.dealer, self.offset, self.rules, passes,
                        self.leader, self.trick, self.taken, self.tricks, self.broken)
        return HeartsState(st)

    def known_world(self) -> HeartsState | None:
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


# -- the decisions --------------------------------------------------------------------------
def pass_candidates(hand: int, keep: int) -> list[int]:
    """The `keep` 3-card passes of highest total danger, drawn from the most dangerous cards."""
    ranked = pass_danger(hand)[:PASS_POOL]
    scored = [(a[0] + b[0] + c[0], (1 << a[1]) | (1 << b[1]) | (1 << c[1]))
              for a, b, c in combinations(ranked, 3)]
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [m for _, m in scored[:keep]]


def decide(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
           options: Mapping[str, Any] | None = None) -> tuple[Action, str] | None:
    """The search's action and why, or None where this adapter does not search."""
    if view.to_move != view.seat or not legal:
        return None
    by_int = {FastHearts.move_of(a): a for a in legal}
    if len(by_int) == 1:
        return legal[0], "only legal action"
    know = Knowledge(view, rules_from(options))
    if not view_agrees(know, view.seat, by_int):
        return None
    if know.passing:
        keep = 6 + budget.iterations // 250
        cands = pass_candidates(know.hand, keep)
        worlds = max(8, budget.iterations // len(cands))
        res = flat_pimc(know.determinize, cands, worlds, rng, seat=view.seat,
                        max_seconds=budget.max_seconds)
        names = " ".join(CARDS[c].code for c in cards_of(res.action))
        return by_int[res.action], (
            f"pass {names}: best of {len(cands)} candidates over {res.iterations} deals "
            f"(expected margin {(res.value - 0.5) * SCALE:+.1f} points)")
    exact = solve_known(know.known_world(), view.seat)
    if exact is not None:
        card, value = exact
        return by_int[card], (
            f"exact endgame, every card left known: {CARDS[card].code} "
            f"(margin {(value - 0.5) * SCALE:+.1f} points)")
    res = ismcts(know.determinize, sorted(by_int), budget, rng)
    return by_int[res.action], (
        f"ISMCTS {res.iterations} iterations: {CARDS[res.action].code}, {res.visits} visits "
        f"(expected margin {(res.value - 0.5) * SCALE:+.1f} points)")
