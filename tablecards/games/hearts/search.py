"""Hearts on the search core: determinizations, heuristic rollouts, the pass and card play.

Determinizations are the worlds of `knowledge.py` (what the seat knows, from its view only),
wrapped as search states.

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

from tablecards.ai.reasoning import Decision, Fact, Reasoning
from tablecards.ai.search.core import Budget, Wrapped, flat_pimc, ismcts
from tablecards.ai.search.endgame import solve_known, view_agrees
from tablecards.ai.search.rating import rate_moves, span_points
from tablecards.ai.search.why import Tricks, WhyGame, playout_facts
from tablecards.games.hearts import knowledge
from tablecards.games.hearts.kernel import (
    CARDS,
    HEARTS,
    QS_BIT,
    FastHearts,
    cards_of,
    pick_card,
)
from tablecards.games.hearts.knowledge import rules_from
from tablecards.games.hearts.policy import pass_danger, policy_play
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
# Exploration 0.25 (not the core's 0.7): rewards move by 1/39 per point, and 0.25 beat 0.7 and
# 0.15 against OpenSpiel's ISMCTS at 1,000 iterations (docs/ai.md).
BUDGETS = {"normal": Budget(400, 2.0, 0.25), "strong": Budget(3000, 3.0, 0.25)}

SCALE = 52.0  # a margin of ±26 points spans the reward range
EPSILON = 0.1  # share of uniformly random rollout moves
PASS_POOL = 8  # the most dangerous cards whose 3-card combinations are candidates


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
class Knowledge(knowledge.Knowledge):
    """The seat's knowledge, its worlds as search states."""

    def determinize(self, rng: random.Random) -> HeartsState:
        return HeartsState(self.world(rng))

    def known_world(self) -> HeartsState | None:
        """The position itself when every unseen card has one possible owner, else None."""
        known = self.known_position()
        return HeartsState(known) if known is not None else None


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
        return Decision(legal[0], "only legal action", Reasoning("only"))
    know = Knowledge(view, rules_from(options))
    if not view_agrees(know, view.seat, by_int):
        return None
    if know.passing:
        keep = 6 + budget.iterations // 250
        cands = pass_candidates(know.hand, keep)
        # A playout from the pass plays the whole hand, about two of card play's playouts.
        worlds = max(8, budget.iterations // (2 * len(cands)))
        res = flat_pimc(know.determinize, cands, worlds, rng, seat=view.seat,
                        max_seconds=budget.max_seconds)
        names = " ".join(CARDS[c].code for c in cards_of(res.action))
        margin = (res.value - 0.5) * SCALE
        return Decision(by_int[res.action], (
            f"pass {names}: best of {len(cands)} candidates over {res.iterations} deals "
            f"(expected margin {margin:+.1f} points)"),
            Reasoning("search", res.iterations, margin))
    exact = solve_known(know.known_world(), view.seat)
    if exact is not None:
        card, value = exact
        margin = (value - 0.5) * SCALE
        return Decision(by_int[card], (
            f"exact endgame, every card left known: {CARDS[card].code} "
            f"(margin {margin:+.1f} points)"), Reasoning("exact", 1, margin))
    res = ismcts(know.determinize, sorted(by_int), budget, rng)
    margin = (res.value - 0.5) * SCALE
    return Decision(by_int[res.action], (
        f"ISMCTS {res.iterations} iterations: {CARDS[res.action].code}, {res.visits} visits "
        f"(expected margin {margin:+.1f} points)"), Reasoning("search", res.iterations, margin))


# -- the coach's review ---------------------------------------------------------------------
#: Points lost against the best move that make an inaccuracy, a mistake, a blunder: a heart
#: given away costs about 1.3 of margin, the queen of spades about 17.
REVIEW_STEPS = (1.0, 3.0, 7.0)


def rate(view: SeatView, actions: list[Action], options: Mapping[str, Any] | None,
         rng: random.Random, worlds: int) -> dict[Action, float] | None:
    """The expected margin in points of each of `actions` (legal in `view`), on the same
    deals; None where this adapter does not search."""
    if view.to_move != view.seat or not actions:
        return None
    know = Knowledge(view, rules_from(options))
    if not view_agrees(know, view.seat, {FastHearts.move_of(a) for a in view.legal_actions}):
        return None
    by_int = {FastHearts.move_of(a): a for a in actions}
    return rate_moves(know, by_int, view.seat, worlds, rng, span_points(SCALE))


# -- the coach's reasons --------------------------------------------------------------------
def rollout_step(s: FastHearts, rng: random.Random) -> None:
    """One move of `heuristic_playout` (the why-pass follows a trick move by move)."""
    if s.passing:
        s.play(_heuristic_pass(s.hands[s.turn], rng))
        return
    legal = s.legal_mask()
    if legal & (legal - 1) == 0:
        s.play(legal.bit_length() - 1)
    elif rng.random() < EPSILON:
        s.play(pick_card(legal, rng.random()))
    else:
        s.play(policy_play(s, legal))


def _taken(_before: FastHearts, after: FastHearts, seat: int,
           _winner: int | None) -> dict[str, float]:
    """What the seat ends the deal with: the queen of spades (a chance) and hearts."""
    taken = after.taken[seat]
    return {"queen_chance": float(bool(taken & QS_BIT)),
            "hearts_taken": float((taken & HEARTS).bit_count())}


WHY = WhyGame("penalty_points",
              Tricks(lambda s: None if s.passing else s.ntricks, rollout_step,
                     lambda s: s.leader),
              _taken)


def why(view: SeatView, action: Action, options: Mapping[str, Any] | None,
        rng: random.Random, worlds: int) -> tuple[Fact, ...] | None:
    """The facts behind `action` in `view`: every legal move (every candidate pass) played
    out on the same deals; None where this adapter does not search."""
    if view.to_move != view.seat or not view.legal_actions:
        return None
    know = Knowledge(view, rules_from(options))
    by_int = {FastHearts.move_of(a): a for a in view.legal_actions}
    if not view_agrees(know, view.seat, by_int):
        return None
    chosen = FastHearts.move_of(action)
    if know.passing:
        keep = [m for m in pass_candidates(know.hand, 6) if m != chosen][:5]
        by_int = {m: by_int[m] for m in [chosen, *keep]}
    names = {m: _name(a) for m, a in by_int.items()}
    return playout_facts(know, names, chosen, view.seat, worlds, rng, span_points(SCALE), WHY,
                         by_int)


def _name(action: Action) -> str:
    value = action.value
    cards = value if isinstance(value, tuple) else (value,)
    return " ".join(str(c) for c in cards)
