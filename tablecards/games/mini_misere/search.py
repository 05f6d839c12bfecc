"""Mini Misère on the search core: determinizations, mode-aware rollouts, every decision.

Determinizations are the worlds of `knowledge.py` (what the seat knows, from its view only),
wrapped as search states.

Decisions: everything is searched by ISMCTS over the fast state's actions: card play, the
old-rule joker's named suit, the Lot qualifier on a trick-1 card and the Lot question (the
tree holds YES/NO as ordinary actions). Rollouts play the rule policy (`policy.py`, the Easy
level's too) with a share `EPSILON` of random cards; nobody declares the Lot inside a rollout.
Reward: own hand points minus the mean of the others', scaled by the Lot award into [0, 1].
"""

from __future__ import annotations

import random
from typing import Any

from tablecards.ai.reasoning import Decision, Fact, Reasoning
from tablecards.ai.search.core import Budget, Wrapped, margins
from tablecards.ai.search.endgame import play_by_search, view_agrees
from tablecards.ai.search.rating import rate_moves, span_points
from tablecards.ai.search.why import Tricks, WhyGame, playout_facts
from tablecards.games.mini_misere import knowledge
from tablecards.games.mini_misere.kernel import (
    LOT,
    NO,
    YES,
    FastMiniMisere,
    cards_of,
    from_action,
    int_card,
)
from tablecards.games.mini_misere.knowledge import rules_for
from tablecards.games.mini_misere.policy import policy_play, sure_winners, with_named_suit
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
# The search's gain flattens early: over 150 duplicate deals Normal at 300 iterations beat the
# rule bot by +1.24 and at 50 by +1.04, while Strong was level with Normal at 300 (+0.03
# [-0.17, +0.22]) but ahead of Normal at 50 (+0.50 [+0.27, +0.74]). Normal sits below the knee.
BUDGETS = {"normal": Budget(50, 2.0), "strong": Budget(4000, 3.0)}

EPSILON = 0.1


class MiniMisereState(Wrapped[FastMiniMisere]):
    """`FastMiniMisere` as a `SearchState`; reward = own points against the others' mean,
    over twice the Lot award."""

    __slots__ = ()

    def rewards(self) -> list[float]:
        return margins(self.s.scores(), 2.0 * self.s.rules.success)

    def rollout(self, rng: random.Random) -> list[float]:
        heuristic_playout(self.s, rng)
        return self.rewards()


def rollout_move(s: FastMiniMisere, r: Any) -> int:
    """The rule policy's card, or with `EPSILON` a random legal one (a led old-rule joker
    then names a suit as the policy would)."""
    cs = cards_of(s.legal_mask())
    if r() >= EPSILON and len(cs) > 1:
        return policy_play(s)
    return with_named_suit(s, cs[int(r() * len(cs))])


def heuristic_playout(s: FastMiniMisere, rng: random.Random) -> None:
    """Finish the hand in place by the rule policy; nobody declares the Lot."""
    r = rng.random
    while not s.done:
        if s.asking:
            s.apply(NO)
            continue
        s.apply(rollout_move(s, r))


# -- what the seat knows --------------------------------------------------------------------
class Knowledge(knowledge.Knowledge):
    """The seat's knowledge, its worlds as search states."""

    def determinize(self, rng: random.Random) -> MiniMisereState:
        return MiniMisereState(self.world(rng))

    def known_world(self) -> MiniMisereState | None:
        """The position itself when every unseen card has one possible place, else None."""
        known = self.known_position()
        return MiniMisereState(known) if known is not None else None


# -- the decision ----------------------------------------------------------------------------
def _describe(a: int) -> str:
    return "lot " + ("yes" if a > NO else "no") if a >= NO else int_card(a & 63).code


def decide(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
           options: dict[str, Any] | None = None) -> tuple[Action, str] | None:
    """The search's action and why, or None when the view and fast state disagree."""
    if view.to_move != view.seat:
        return None
    rules = rules_for(view, options)
    know = Knowledge(view, rules)
    by_int = {from_action(a): a for a in legal}
    if len(by_int) == 1:
        return Decision(legal[0], "only legal action", Reasoning("only"))
    if not view_agrees(know, view.seat, by_int):
        return None
    return play_by_search(know, by_int, view.seat, budget, rng, _describe, 2 * rules.success)


# -- the coach's review ---------------------------------------------------------------------
#: Points lost against the best move that make an inaccuracy, a mistake, a blunder, as shares
#: of the Lot award (the margins run over twice that award).
REVIEW_STEPS = (0.1, 0.25, 0.5)


def review_steps(view: SeatView, options: dict[str, Any] | None) -> tuple[float, ...]:
    """`REVIEW_STEPS` in this table's points."""
    success = rules_for(view, options).success
    return tuple(step * success for step in REVIEW_STEPS)


def rate(view: SeatView, actions: list[Action], options: dict[str, Any] | None,
         rng: random.Random, worlds: int) -> dict[Action, float] | None:
    """The expected margin in points of each of `actions` (legal in `view`), on the same
    deals; None when the view and fast state disagree."""
    if view.to_move != view.seat or not actions:
        return None
    rules = rules_for(view, options)
    know = Knowledge(view, rules)
    if not view_agrees(know, view.seat, {from_action(a) for a in view.legal_actions}):
        return None
    by_int = {from_action(a): a for a in actions}
    return rate_moves(know, by_int, view.seat, worlds, rng, span_points(2.0 * rules.success))



# -- the coach's reasons --------------------------------------------------------------------
def rollout_step(s: FastMiniMisere, rng: random.Random) -> None:
    """One move of `heuristic_playout` (the why-pass follows a trick card by card)."""
    s.apply(NO if s.asking else rollout_move(s, rng.random))


def _tricks_tally(_before: FastMiniMisere, after: FastMiniMisere, seat: int,
                  _winner: int | None) -> dict[str, float]:
    """The tricks the seat ends with, and for a declarer of the Lot whether it made it."""
    out = {"tricks_taken": float(after.tricks[seat])}
    if after.declarers >> seat & 1:
        out["lot_made_chance"] = float(after.tricks[seat] == after.rules.hand_size)
    return out


WHY = WhyGame("score_points",
              Tricks(lambda s: None if s.asking else s.ntricks, rollout_step,
                     lambda s: s.leader),
              _tricks_tally)


def why(view: SeatView, action: Action, options: dict[str, Any] | None,
        rng: random.Random, worlds: int) -> tuple[Fact, ...] | None:
    """The facts behind `action` in `view`: every legal move played out on the same deals;
    None when the view and fast state disagree."""
    if view.to_move != view.seat or not view.legal_actions:
        return None
    rules = rules_for(view, options)
    know = Knowledge(view, rules)
    by_int = {from_action(a): a for a in view.legal_actions}
    if not view_agrees(know, view.seat, by_int):
        return None
    names = {m: _describe(m) for m in by_int}
    return _lot_fact(know, by_int) + playout_facts(
        know, names, from_action(action), view.seat, worlds, rng,
        span_points(2.0 * rules.success), WHY, by_int)


def _lot_fact(know: Knowledge, by_int: dict[int, Action]) -> tuple[Fact, ...]:
    """Where the seat may bid the Lot (the Lot question, or a first lead that may carry it):
    the cards of its hand that are not sure winners (`policy.sure_winners`: a power card,
    or one no live card outranks), from its own hand and the cards played only."""
    if YES not in by_int and not any(m & LOT for m in by_int if m < NO):
        return ()
    state = know.world(random.Random(0))
    doubtful = state.hands[state.turn].bit_count() - len(sure_winners(state))
    return (Fact("lot_doubtful", doubtful),)
