"""The facts behind a move, read from playouts of the seat's imagined deals.

The coach's reasons are never invented: each move the search considered is played out on
the same deals drawn from the seat's view (common random numbers, as `rating.rate_moves`
does), and what happened there becomes the reason's facts (`tablecards.ai.reasoning.Fact`):
how often the move won the trick in progress and who took it otherwise, the expected points
in the game's own unit, how much better it did than the next-best move, and whatever a game
counts for itself at the end of each playout (its `tally`).

To see who takes the trick in progress, the playout is advanced one move at a time by the
game's rollout policy (`Tricks.step`) until the trick is complete; the rest of the deal is
then the game's ordinary rollout, with the same luck for every move compared.

Everything is drawn from the rng given and the seat's view only, so the same view and seed
give the same facts whatever the other seats hold.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from tablecards.ai.reasoning import Fact
from tablecards.ai.search.core import SearchState
from tablecards.ai.search.rating import Points
from tablecards.rules.actions import Action

#: The units a game declares for its points (the value of the "unit" fact).
UNITS = ("card_points", "score_points", "tricks", "penalty_points", "cards")

#: Deals played out for a reason when the caller names no number.
WHY_WORLDS = 48


@dataclass(frozen=True)
class Tricks:
    """How the playouts follow the trick in progress on a game's fast state.

    Attributes:
        done: the tricks completed so far, or None outside the trick play (a bid, a pass).
        step: one move of the rollout policy from the state (the seat to move plays).
        winner: the seat that won the trick just completed.
    """

    done: Callable[[Any], int | None]
    step: Callable[[Any, random.Random], None]
    winner: Callable[[Any], int]


#: A game's own count at the end of a playout: (the fast state before the move, the finished
#: one, the seat, the trick's winner or None) -> numbers by fact kind, averaged over deals.
Tally = Callable[[Any, Any, int, "int | None"], Mapping[str, float]]


@dataclass(frozen=True)
class WhyGame:
    """What a game gives the why-pass: its unit of points, how to follow a trick (None for
    a game without tricks), and its own tally."""

    unit: str
    tricks: Tricks | None = None
    tally: Tally | None = None


class Worlds(Protocol):
    """The seat's imagined deals, as wrapped fast states (`.s`)."""

    def determinize(self, rng: random.Random) -> Any: ...


@dataclass
class _Seen:
    """What the chosen move's playouts showed."""

    points: float = 0.0
    wins: int = 0
    followed: int = 0
    takers: Counter[int] | None = None
    tally: dict[str, float] | None = None


def likely_losers(suits: Iterable[Iterable[int]]) -> int:
    """The losing-trick count of a hand, from its own cards only: `suits` gives, suit by
    suit, the places of the cards held counted from the top of that suit in the pack (0 for
    its highest card, the ace where aces rank high). A suit of n cards counts one loser for
    each of its first min(n, 3) places (ace, king, queen) the hand does not hold: a lone
    king is one loser, K-x one, Q-x-x two, A-K-Q-x-x none. The long cards beyond the third
    are counted as winners, as the count's players do."""
    total = 0
    for places in suits:
        held = list(places)
        top = min(len(held), 3)
        total += top - sum(1 for place in held if place < top)
    return total


def playout_facts(know: Worlds, moves: Mapping[int, str], chosen: int, seat: int,
                  worlds: int, rng: random.Random, points: Points,
                  game: WhyGame, actions: Mapping[int, Action] | None = None
                  ) -> tuple[Fact, ...]:
    """The facts of `chosen` (a key of `moves`, the kernel's ints named for people) from
    `worlds` deals of `know`, every move of `moves` played out on each with the same luck.
    `actions` gives the moves as actions, so the next best can also be told as the record
    of its action ("next_best_move"), which the table words as it words any move."""
    n = max(1, worlds)
    totals = dict.fromkeys(moves, 0.0)
    seen = _Seen(takers=Counter(), tally={})
    for _ in range(n):
        world = know.determinize(rng)
        luck = rng.random()
        for move in moves:
            value = _play_out(world, move, seat, random.Random(luck), points, game,
                              seen if move == chosen else None)
            totals[move] += value
    return _facts(moves, chosen, {m: t / n for m, t in totals.items()}, seen, n, game,
                  actions or {})


def _play_out(world: SearchState, move: int, seat: int, luck: random.Random, points: Points,
              game: WhyGame, seen: _Seen | None) -> float:
    """One playout of `move`; its points, and what it showed noted in `seen` when given."""
    state: Any = world.clone()
    before = state.s.clone() if seen is not None and game.tally is not None else None
    tricks = game.tricks
    started = tricks.done(state.s) if tricks is not None else None
    state.apply(move)
    winner: int | None = None
    if tricks is not None and started is not None:
        while not state.terminal() and tricks.done(state.s) == started:
            tricks.step(state.s, luck)
        if tricks.done(state.s) != started:
            winner = tricks.winner(state.s)
    rewards = state.rewards() if state.terminal() else state.rollout(luck)
    value = points(state, rewards[seat])
    if seen is not None:
        _note(seen, value, seat, winner, before, state.s, game)
    return value


def _note(seen: _Seen, value: float, seat: int, winner: int | None, before: Any,
          after: Any, game: WhyGame) -> None:
    assert seen.takers is not None and seen.tally is not None
    seen.points += value
    if winner is not None:
        seen.followed += 1
        if winner == seat:
            seen.wins += 1
        else:
            seen.takers[winner] += 1
    if game.tally is not None:
        for kind, amount in game.tally(before, after, seat, winner).items():
            seen.tally[kind] = seen.tally.get(kind, 0.0) + float(amount)


def _facts(moves: Mapping[int, str], chosen: int, means: Mapping[int, float], seen: _Seen,
           n: int, game: WhyGame, actions: Mapping[int, Action]) -> tuple[Fact, ...]:
    """The facts in the order the coach says them."""
    assert seen.takers is not None and seen.tally is not None
    facts = [Fact("unit", game.unit), Fact("deals", n), Fact("expected", means[chosen])]
    if seen.followed:
        facts.append(Fact("trick_win", seen.wins / seen.followed))
        if seen.takers:
            # the most frequent taker; ties to the lowest seat, so the answer is stable
            taker = min(seen.takers, key=lambda s: (-seen.takers[s], s))  # type: ignore[index]
            facts.append(Fact("trick_taker", taker))
    others = [m for m in moves if m != chosen]
    if others:
        runner = max(others, key=lambda m: (means[m], -m))
        facts.append(Fact("next_best", moves[runner]))
        if runner in actions:
            facts.append(Fact("next_best_move", actions[runner].canonical().to_record()))
        facts.append(Fact("ahead_of_next", means[chosen] - means[runner]))
    facts.extend(Fact(kind, total / n) for kind, total in seen.tally.items())
    return tuple(facts)
