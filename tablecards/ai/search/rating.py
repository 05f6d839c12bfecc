"""Rating chosen moves of one view: the expected points each brings, on the same deals.

The coach's review compares the move a player made with the move the search prefers. Both
are played out from the same imagined deals with the same rollout luck (common random
numbers), so the difference between them is measured far more precisely than either value.
Once the view leaves every unseen card one possible place, each move is valued exactly
instead (max^n play of the rest, `endgame.solve`).

Points are the game's own: the seat's margin against the other seats' mean, read from the
reward by the adapter's `points` (for most games `(reward - 0.5) * span`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from tablecards.ai.search.core import SearchState
from tablecards.ai.search.endgame import solve_or_none

T = TypeVar("T")

#: The seat's points at the end of a playout: from the state reached and the seat's reward.
Points = Callable[[SearchState, float], float]


def span_points(span: float) -> Points:
    """Points from a reward of `0.5 + margin / span`."""
    return lambda _state, reward: (reward - 0.5) * span


def rate_moves(know: Any, moves: Mapping[int, T], seat: int, worlds: int,
               rng: random.Random, points: Points) -> dict[T, float]:
    """The expected points of each move (keys: the kernel's ints), exact when the view's
    `know.known_world()` gives the one position, else the mean over `worlds` deals drawn by
    `know.determinize`, every move played out on each with the same rollout seed."""
    known = getattr(know, "known_world", None)
    world = known() if known is not None else None
    if world is not None:
        exact = rate_exactly(world, moves, seat, points)
        if exact is not None:
            return exact
    totals = dict.fromkeys(moves, 0.0)
    for _ in range(max(1, worlds)):
        world = know.determinize(rng)
        luck = rng.random()
        for move in moves:
            totals[move] += _played_out(world, move, seat, random.Random(luck), points)
    n = max(1, worlds)
    return {moves[m]: total / n for m, total in totals.items()}


def _played_out(world: SearchState, move: int, seat: int, luck: random.Random,
                points: Points) -> float:
    state = world.clone()
    state.apply(move)
    rewards = state.rewards() if state.terminal() else state.rollout(luck)
    return points(state, rewards[seat])


def rate_exactly(world: SearchState, moves: Mapping[int, T], seat: int,
                 points: Points) -> dict[T, float] | None:
    """Each move's points under best play of the rest in a fully known position; None when
    a move leaves too large a position to play out."""
    out: dict[T, float] = {}
    for move, action in moves.items():
        state = world.clone()
        state.apply(move)
        if state.terminal():
            out[action] = points(state, state.rewards()[seat])
            continue
        solved = solve_or_none(state)
        if solved is None:
            return None
        out[action] = points(state, solved[1][seat])
    return out
