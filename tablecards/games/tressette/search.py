"""Tressette for two on the search core: determinizations, rule-policy rollouts, exact endgame.

A determinization is a world of the seat's `Knowledge` (what its `SeatView` shows). Rollouts
play the rule policy (`policy.policy_move`), with a share of uniformly random cards.

Once the stock is empty every card is known: `solve` is an exact alpha-beta search with a
transposition table over the two hand bitmasks.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tablecards.ai.reasoning import Decision, Fact, Reasoning
from tablecards.ai.search.core import Budget, Wrapped, ismcts
from tablecards.ai.search.rating import rate_moves, span_points
from tablecards.ai.search.why import Tricks, WhyGame, playout_facts
from tablecards.games.tressette import knowledge
from tablecards.games.tressette.kernel import (
    CARDS,
    FOLLOW_WINS,
    FULL,
    SUIT_MASK,
    SUIT_OF,
    VALUE,
    FastTressette,
    card_int,
    cards_of,
    pick_card,
)
from tablecards.games.tressette.policy import policy_move
from tablecards.rules.actions import Action
from tablecards.rules.bits import lowest
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

__all__ = ["BUDGETS", "EPSILON", "FULL", "POINTS", "REVIEW_STEPS", "TOTAL_THIRDS", "Knowledge",
           "Solver", "TressetteState", "decide", "exact_margins", "final_margin",
           "policy_playout", "rate", "solve", "why"]

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
BUDGETS = {"normal": Budget(300, 2.0), "strong": Budget(2500, 3.0)}

TOTAL_THIRDS = sum(VALUE)  # 32: the deck's card value; the last trick adds a point
POINTS = 11
EPSILON = 0.15  # share of uniformly random rollout moves (deterministic rollouts hurt)


class TressetteState(Wrapped[FastTressette]):
    """`FastTressette` as a `SearchState`; rewards are each seat's share of the 11 points."""

    __slots__ = ()

    def rewards(self) -> list[float]:
        a, b = self.s.scores()
        return [a / POINTS, b / POINTS]

    def rollout(self, rng: random.Random) -> list[float]:
        policy_playout(self.s, rng)
        return self.rewards()


def policy_playout(st: FastTressette, rng: random.Random) -> None:
    """Finish the hand in place by the rule policy; with `EPSILON` a random legal card."""
    r = rng.random
    while not st.done:
        st.play(pick_card(st.legal_mask(), r()) if r() < EPSILON else policy_move(st, rng))


class Knowledge(knowledge.Knowledge):
    """The seat's knowledge, its worlds as search states."""

    def determinize(self, rng: random.Random) -> TressetteState:
        """One complete position consistent with the view."""
        return TressetteState(self.world(rng))


# -- exact endgame ------------------------------------------------------------------------
EXACT, LOWER, UPPER = 0, 1, 2


class Solver:
    """Alpha-beta over a fully known position; value = seat 0's final points minus seat 1's."""

    def __init__(self) -> None:
        self.tt: dict[tuple[int, int, int, int, int], tuple[int, int]] = {}
        self.nodes = 0

    def value(self, h0: int, h1: int, leader: int, lead: int, p0: int, alpha: int,
              beta: int) -> int:
        """Value of the position with `leader` to lead (`lead` < 0) or to be answered."""
        self.nodes += 1
        key = (h0, h1, leader, lead, p0)
        hit = self.tt.get(key)
        if hit is not None:
            v, flag = hit
            if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
                return v
        a0 = alpha
        turn = leader if lead < 0 else 1 - leader
        hand = h1 if turn else h0
        maximize = turn == 0
        best = -99 if maximize else 99
        for c in self._order(hand, lead, h0 | h1 | (1 << lead if lead >= 0 else 0)):
            v = self._after(h0, h1, leader, lead, p0, c, turn, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        flag = EXACT
        if best <= a0:
            flag = UPPER
        elif best >= beta:
            flag = LOWER
        self.tt[key] = (best, flag)
        return best

    def _after(self, h0: int, h1: int, leader: int, lead: int, p0: int, c: int, turn: int,
               alpha: int, beta: int) -> int:
        bit = 1 << c
        if turn:
            h1 ^= bit
        else:
            h0 ^= bit
        if lead < 0:
            return self.value(h0, h1, leader, c, p0, alpha, beta)
        winner = turn if FOLLOW_WINS[lead * 40 + c] else leader
        if winner == 0:
            p0 += VALUE[lead] + VALUE[c]
        if not h0 and not h1:
            return final_margin(p0, winner)
        return self.value(h0, h1, winner, -1, p0, alpha, beta)

    @staticmethod
    def _order(hand: int, lead: int, live: int) -> list[int]:
        """Distinct candidate cards, likely best first. Of two touching cards (nothing still
        in play between them) of equal value in one hand only the higher is tried."""
        cs = []
        for c in cards_of(hand):
            above = live & SUIT_MASK[SUIT_OF[c]] & ~((2 << c) - 1)
            nxt = lowest(above)
            if not (above and hand >> nxt & 1 and VALUE[c] == VALUE[nxt]):
                cs.append(c)
        if lead < 0:
            return sorted(cs, key=lambda c: (-VALUE[c], -(c % 10)))
        suit = [c for c in cs if SUIT_OF[c] == SUIT_OF[lead]]
        if not suit:
            return sorted(cs, key=lambda c: (VALUE[c], c % 10))
        winners = [c for c in suit if c > lead]
        return winners + [c for c in suit if c < lead]


def final_margin(p0: int, last: int) -> int:
    s0 = p0 // 3 + (last == 0)
    s1 = (TOTAL_THIRDS - p0) // 3 + (last == 1)
    return s0 - s1


def solve(st: FastTressette, seat: int) -> tuple[int, int]:
    """(best card, its exact margin for `seat`) in a position with every card known."""
    solver = Solver()
    h0, h1 = st.hands
    p0 = st.piles[0]
    best_card, best_v = -1, -99
    live = h0 | h1 | (1 << st.lead if st.lead >= 0 else 0)
    for c in Solver._order(st.hands[st.turn], st.lead, live):
        if seat == 0:
            v = solver._after(h0, h1, st.leader, st.lead, p0, c, st.turn, best_v, 99)
        else:
            v = -solver._after(h0, h1, st.leader, st.lead, p0, c, st.turn, -99, -best_v)
        if v > best_v or best_card < 0:
            best_card, best_v = c, v
    return best_card, best_v


# -- the decision ----------------------------------------------------------------------------
def decide(view: SeatView, legal: list[Action], budget: Budget | None,
           rng: random.Random, options: Mapping[str, Any] | None = None) -> tuple[Action, str]:
    """The search's action for `view` (exact once the stock is empty), and why."""
    by_card = {card_int(a.value): a for a in legal if isinstance(a.value, Card)}
    if len(by_card) == 1:
        return Decision(next(iter(by_card.values())), "only legal card", Reasoning("only"))
    know = Knowledge(view)
    if know.exact:
        world = know.determinize(rng).s  # one world: every card is known
        card, margin = solve(world, view.seat)
        return Decision(by_card[card], f"exact endgame: {margin:+d} points margin",
                        Reasoning("exact", 1, float(margin)))
    if budget is None:
        raise ValueError("a search budget is needed before the stock is empty")
    result = ismcts(know.determinize, sorted(by_card), budget, rng)
    share = result.value * POINTS
    return Decision(by_card[result.action], (
        f"ISMCTS {result.iterations} iterations: {CARDS[result.action].code} "
        f"expects {share:.1f} of 11 points ({result.visits} visits)"),
        Reasoning("search", result.iterations, 2 * share - POINTS))


# -- the coach's review ---------------------------------------------------------------------
#: Points lost against the best move that make an inaccuracy, a mistake, a blunder: an ace
#: lost to the other side swings the margin by two points.
REVIEW_STEPS = (0.5, 1.0, 2.0)


def rate(view: SeatView, actions: list[Action], options: Mapping[str, Any] | None,
         rng: random.Random, worlds: int) -> dict[Action, float] | None:
    """The expected margin in points (own minus the other's) of each of `actions`, on the
    same deals; exact once the stock is empty."""
    by_card = {card_int(a.value): a for a in actions if isinstance(a.value, Card)}
    if len(by_card) != len(actions):
        return None
    know = Knowledge(view)
    if know.exact:
        return exact_margins(know.determinize(rng).s, by_card, view.seat)
    # The reward is the seat's share of the 11 points; the margin is twice it less 11.
    return rate_moves(know, by_card, view.seat, worlds, rng, span_points(2.0 * POINTS))


def exact_margins(st: FastTressette, by_card: Mapping[int, Action],
                  seat: int) -> dict[Action, float]:
    """Each card's exact margin for `seat` in a position with every card known."""
    solver = Solver()
    h0, h1 = st.hands
    sign = 1 if seat == 0 else -1
    return {action: float(sign * solver._after(h0, h1, st.leader, st.lead, st.piles[0], card,
                                               st.turn, -99, 99))
            for card, action in by_card.items()}


# -- the coach's reasons --------------------------------------------------------------------
def rollout_step(st: FastTressette, rng: random.Random) -> None:
    """One card of `policy_playout` (the why-pass follows a trick card by card)."""
    r = rng.random
    st.play(pick_card(st.legal_mask(), r()) if r() < EPSILON else policy_move(st, rng))


def _thirds(before: FastTressette, after: FastTressette, seat: int,
            _winner: int | None) -> dict[str, float]:
    """The card value the seat wins from here to the end, in thirds of a point."""
    return {"thirds_won": float(after.piles[seat] - before.piles[seat])}


WHY = WhyGame("card_points",
              Tricks(lambda st: sum(st.tricks), rollout_step, lambda st: st.leader), _thirds)


def why(view: SeatView, action: Action, options: Mapping[str, Any] | None,
        rng: random.Random, worlds: int) -> tuple[Fact, ...] | None:
    """The facts behind `action` in `view`: every legal card played out on the same deals
    (points: the margin over the other player, in card points)."""
    by_card = {card_int(a.value): a for a in view.legal_actions if isinstance(a.value, Card)}
    if view.to_move != view.seat or not isinstance(action.value, Card) or not by_card:
        return None
    names = {c: CARDS[c].code for c in by_card}
    return playout_facts(Knowledge(view), names, card_int(action.value), view.seat, worlds,
                         rng, span_points(2.0 * POINTS), WHY, by_card)
