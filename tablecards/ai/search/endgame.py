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

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol, TypeVar

from tablecards.ai.reasoning import Decision, Reasoning
from tablecards.ai.search.core import Budget, Determinizer, SearchState, ismcts

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


T = TypeVar("T")


class ViewWorlds(Protocol):
    """What a search adapter reads from a view: the worlds it allows (wrapped fast states,
    the kernel's state at `.s`)."""

    def determinize(self, rng: random.Random) -> Any: ...


class PlayKnowledge(ViewWorlds, Protocol):
    """In the play, also the one world when the view allows only one."""

    def known_world(self) -> SearchState | None: ...


def view_agrees(know: ViewWorlds, seat: int, moves: Iterable[int]) -> bool:
    """A world of the view has `seat` to move with exactly `moves`. When not, the view and
    the kernel disagree (a variant the kernel lacks, say) and the search should not guess."""
    probe = know.determinize(random.Random(0)).s
    return bool(probe.turn == seat and set(probe.legal()) == set(moves))


def play_by_search(know: PlayKnowledge, by_move: Mapping[int, T], seat: int, budget: Budget,
                   rng: random.Random, name: Callable[[int], str], span: float,
                   sampler: Callable[[], Determinizer] | None = None) -> Decision:
    """A card to play, and why: the exact endgame once every card left is known, else
    ISMCTS over the worlds of `sampler()` (default: the view's determinizations; built only
    when needed, as building may draw from `rng`). Margins are in units of `span`."""
    exact = solve_known(know.known_world(), seat)
    if exact is not None and exact[0] in by_move:
        move, value = exact
        margin = (value - 0.5) * span
        return Decision(by_move[move], (
            f"exact endgame, every card left known: {name(move)} "
            f"(margin {margin:+.1f})"), Reasoning("exact", 1, margin))
    worlds = sampler() if sampler is not None else know.determinize
    res = ismcts(worlds, sorted(by_move), budget, rng)
    margin = (res.value - 0.5) * span
    return Decision(by_move[res.action], (
        f"ISMCTS {res.iterations} iterations: {name(res.action)} ({res.visits} visits, "
        f"expected margin {margin:+.1f})"), Reasoning("search", res.iterations, margin))
