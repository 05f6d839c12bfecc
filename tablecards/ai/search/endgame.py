"""Exact play of a deal's end once every card left is known to the searching seat.

Late in a trick game the seat can often deduce where every unseen card is: an opponent
holds all the rest, or shown voids leave each card one possible owner
(`dealing.unique_deal` decides that). Sampling worlds is then pointless, and ISMCTS's
estimates are only estimates; `solve` plays the position out exactly instead.

With more than two sides there is no single value to minimax, so the solution is max^n:
every seat, at its turn, takes the action that leaves it the best final reward, assuming the
others do the same (ties go to the lowest action int, so the answer is deterministic). In a
two-sided game that is ordinary minimax.
"""

from __future__ import annotations

from tablecards.ai.search.core import SearchState

NODE_LIMIT = 20_000  # positions visited before `solve` gives up (about 0.1 s; then search)


class TooLarge(Exception):
    """The position has more than `NODE_LIMIT` continuations to visit."""


def solve(state: SearchState, limit: int = NODE_LIMIT) -> tuple[int, list[float]]:
    """(the mover's best action, every seat's final reward after best play) from `state`,
    which must not be terminal; raises `TooLarge` past `limit` positions."""
    budget = [limit]
    best, values = _best(state, budget)
    return best, values


def solve_or_none(state: SearchState, limit: int = NODE_LIMIT) -> tuple[int, list[float]] | None:
    """`solve`, or None when the position is too large to play out."""
    try:
        return solve(state, limit)
    except TooLarge:
        return None


def _best(state: SearchState, budget: list[int]) -> tuple[int, list[float]]:
    mover = state.mover()
    best = -1
    best_values: list[float] = []
    for a in sorted(state.legal()):
        child = state.clone()
        child.apply(a)
        values = _value(child, budget)
        if best < 0 or values[mover] > best_values[mover]:
            best, best_values = a, values
    return best, best_values


def _value(state: SearchState, budget: list[int]) -> list[float]:
    budget[0] -= 1
    if budget[0] < 0:
        raise TooLarge
    if state.terminal():
        return state.rewards()
    return _best(state, budget)[1]


def solve_known(world: SearchState | None, seat: int) -> tuple[int, float] | None:
    """(the best action, `seat`'s reward after best play) in `world`, the one position the
    seat's view allows (None when the view allows several), or None when it is too large."""
    if world is None:
        return None
    solved = solve_or_none(world)
    return None if solved is None else (solved[0], solved[1][seat])
