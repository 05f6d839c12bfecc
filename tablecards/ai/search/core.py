"""Game-agnostic information-set search: SO-ISMCTS and flat PIMC over determinizations.

A game adapter supplies a *determinizer* (one complete state consistent with what the
searching seat knows, drawn from an rng) and a `SearchState` (the fast path wrapped:
legal/apply/clone/terminal/rewards plus a heuristic rollout).

- `ismcts`: single-observer ISMCTS (Cowling, Powley and Whitehouse 2012). One tree over
  action sequences from the root information set; every iteration draws a new
  determinization and descends only through actions legal in it; UCB uses availability
  counts (how often a child was available), not the parent's visits.
- `flat_pimc`: each candidate is scored on the same determinizations (common random
  numbers), with `rollouts` heuristic playouts per determinization; the best mean wins.

Both cut a large search into seeded streams (`streams.py`) whose root statistics are merged,
run on every core the machine has.

Determinism: everything is driven by the rng given; budgets are iteration counts, the number
of streams follows from the budget alone, and the wall-clock cap (`max_seconds`) is only a
safety net for a pathological machine.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, Self, TypeVar

from tablecards.ai.search.streams import run_streams, shares, stream_count


class SearchState(Protocol):
    """A determinized, perfect-information state of one deal on the fast path."""

    def legal(self) -> list[int]:
        """Action ints of the seat to move."""
        ...

    def apply(self, action: int) -> None: ...

    def clone(self) -> Self: ...

    def mover(self) -> int:
        """The seat that decides now (whose information set the tree node belongs to)."""
        ...

    def terminal(self) -> bool: ...

    def rewards(self) -> list[float]:
        """Per seat, in about [0, 1] (higher is better), for a terminal state."""
        ...

    def rollout(self, rng: random.Random) -> list[float]:
        """Finish the deal in place with the heuristic policy; `rewards()` at the end."""
        ...


Determinizer = Callable[[random.Random], SearchState]


class FastState(Protocol):
    """What a game's fast path offers the search: the seat to move, whether the deal is
    over, its legal action ints, applying one, and a cheap copy."""

    turn: int

    @property
    def done(self) -> bool: ...

    def legal(self) -> list[int]: ...

    def apply(self, action: int) -> None: ...

    def clone(self) -> Self: ...


F = TypeVar("F", bound=FastState)  # a TypeVar, not PEP 695 syntax: Python 3.11 runs this


class Wrapped(Generic[F]):
    """A fast state as a `SearchState`. A game's subclass says how a finished deal is
    rewarded (`rewards`, usually over `span`, the widest margin it can bring) and how its
    rollouts play (`rollout`); the rest is the fast state's own."""

    __slots__ = ("s", "span")

    def __init__(self, s: F, span: float = 1.0) -> None:
        self.s = s
        self.span = span

    def legal(self) -> list[int]:
        return self.s.legal()

    def apply(self, action: int) -> None:
        self.s.apply(action)

    def clone(self) -> Self:
        return type(self)(self.s.clone(), self.span)

    def mover(self) -> int:
        return self.s.turn

    def terminal(self) -> bool:
        return self.s.done


def margins(points: Sequence[float], span: float) -> list[float]:
    """Each seat's points minus the others' mean, over `span`, centred on 0.5: the reward of
    a game where every seat plays for itself."""
    total = sum(points)
    others = len(points) - 1
    return [0.5 + (p - (total - p) / others) / span for p in points]


def deal_honouring_voids(
    base: list[int],
    order: Sequence[int],
    pool: int,
    sizes: Sequence[int],
    voids: Sequence[int],
    rng: random.Random,
    attempts: int,
    cards_of: Callable[[int], list[int]],
) -> list[int]:
    """Deal the `pool` bitmask to the seats of `order` (most constrained first), `sizes[s]`
    cards each, never a card of a suit the seat has shown void in (`voids[s]`, a mask);
    the last attempt drops the voids so a determinization always exists."""
    for attempt in range(attempts + 1):
        relax = attempt == attempts
        hands = list(base)
        left = pool
        for s in order:
            allowed = cards_of(left if relax else left & ~voids[s])
            if len(allowed) < sizes[s]:
                break
            for c in rng.sample(allowed, sizes[s]):
                hands[s] |= 1 << c
                left ^= 1 << c
        else:
            return hands
    raise AssertionError("no determinization")


@dataclass(frozen=True)
class Budget:
    """How much to search: iterations (deterministic) and a wall-clock safety cap;
    `streams` 0 cuts the search into as many streams as its size warrants."""

    iterations: int
    max_seconds: float = 5.0
    exploration: float = 0.7
    streams: int = 0

    def stream_count(self) -> int:
        """How many streams this budget's search is cut into."""
        return self.streams or stream_count(self.iterations)


@dataclass
class Node:
    """A tree node: the action that led here, who made it, and its statistics."""

    action: int = -1
    player: int = -1
    visits: int = 0
    avail: int = 0
    reward: float = 0.0
    children: dict[int, Node] = field(default_factory=dict)


@dataclass
class SearchResult:
    """The chosen action with the root statistics that justify it."""

    action: int
    value: float
    visits: int
    iterations: int
    stats: dict[int, tuple[int, float]]  # action -> (visits, mean reward)


def _select(node: Node, legal: Sequence[int], c: float) -> Node:
    """UCB over the children available in this determinization (availability counts)."""
    best: Node | None = None
    best_score = -math.inf
    for a in legal:
        child = node.children[a]
        child.avail += 1
        score = child.reward / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
        if score > best_score:
            best, best_score = child, score
    assert best is not None
    return best


RootStats = dict[int, tuple[int, float]]  # action -> (visits, total reward)


def ismcts(
    determinize: Determinizer,
    root_legal: Sequence[int],
    budget: Budget,
    rng: random.Random,
    *,
    order: Callable[[SearchState, list[int]], list[int]] | None = None,
) -> SearchResult:
    """Search the root information set; the most visited root action is the decision.

    `order`, when given, puts the untried actions in the order they are expanded (move
    ordering: the heuristic's favourite first), else they are expanded at random. A budget
    of several streams grows one tree per stream, each from its own seed, and adds their
    root statistics.
    """
    count = budget.stream_count()
    deadline = time.monotonic() + budget.max_seconds
    if count == 1:
        done, totals = _grow(determinize, root_legal, budget.iterations, budget.exploration,
                             rng, deadline, order)
    else:
        seeds = [rng.getrandbits(64) for _ in range(count)]
        jobs = [(determinize, tuple(root_legal), share, budget.exploration, seed, deadline,
                 order) for share, seed in zip(shares(budget.iterations, count), seeds,
                                               strict=True)]
        done, totals = _merged(run_streams(_grow_seeded, jobs))
    stats = {a: (v, r / v) for a, (v, r) in totals.items() if a in root_legal and v}
    if not stats:
        return SearchResult(root_legal[0], 0.0, 0, done, {})
    best = max(stats, key=lambda a: (stats[a][0], stats[a][1], -a))
    return SearchResult(best, stats[best][1], stats[best][0], done, stats)


def _merged(parts: list[tuple[int, RootStats]]) -> tuple[int, RootStats]:
    """The streams' iterations and root statistics added up, in stream order."""
    done = 0
    totals: RootStats = {}
    for iterations, stats in parts:
        done += iterations
        for a, (v, r) in stats.items():
            visits, reward = totals.get(a, (0, 0.0))
            totals[a] = (visits + v, reward + r)
    return done, totals


def _grow_seeded(determinize: Determinizer, root_legal: Sequence[int], iterations: int,
                 c: float, seed: int, deadline: float,
                 order: Callable[[SearchState, list[int]], list[int]] | None,
                 ) -> tuple[int, RootStats]:
    """One stream: a tree grown from its own seed (run here or in a helper process)."""
    return _grow(determinize, root_legal, iterations, c, random.Random(seed), deadline, order)


def _grow(determinize: Determinizer, root_legal: Sequence[int], iterations: int, c: float,
          rng: random.Random, deadline: float,
          order: Callable[[SearchState, list[int]], list[int]] | None,
          ) -> tuple[int, RootStats]:
    """Grow one tree for `iterations` (or until `deadline`, a `time.monotonic()`); the iterations
    done and the root's statistics."""
    root = Node()
    done = 0
    for done in range(1, iterations + 1):
        state = determinize(rng)
        node = root
        path = [root]
        while not state.terminal():
            legal = state.legal()
            untried = [a for a in legal if a not in node.children]
            if untried:
                if order is not None:
                    a = order(state, untried)[0]
                else:
                    a = untried[int(rng.random() * len(untried))]
                for b in legal:  # the new child was available now too
                    if b in node.children:
                        node.children[b].avail += 1
                child = Node(a, state.mover(), avail=1)
                node.children[a] = child
                state.apply(a)
                path.append(child)
                break
            node = _select(node, legal, c)
            state.apply(node.action)
            path.append(node)
        rewards = state.rewards() if state.terminal() else state.rollout(rng)
        for n in path[1:]:
            n.visits += 1
            n.reward += rewards[n.player]
        if done % 32 == 0 and time.monotonic() > deadline:
            break
    return done, {a: (ch.visits, ch.reward) for a, ch in root.children.items()}


def flat_pimc(
    determinize: Determinizer,
    candidates: Sequence[int],
    worlds: int,
    rng: random.Random,
    *,
    rollouts: int = 1,
    seat: int,
    max_seconds: float = 5.0,
    streams: int = 0,
) -> SearchResult:
    """Score each candidate on the same sampled worlds by heuristic playouts; best mean.
    `streams` 0 cuts the worlds into as many seeded streams as the playouts warrant."""
    count = streams or stream_count(worlds * len(candidates) * rollouts)
    deadline = time.monotonic() + max_seconds
    if count == 1:
        done, totals = _score(determinize, tuple(candidates), worlds, rollouts, seat, rng,
                              deadline)
    else:
        seeds = [rng.getrandbits(64) for _ in range(count)]
        jobs = [(determinize, tuple(candidates), share, rollouts, seat, seed, deadline)
                for share, seed in zip(shares(worlds, count), seeds, strict=True) if share]
        done, totals = 0, dict.fromkeys(candidates, 0.0)
        for part_done, part in run_streams(_score_seeded, jobs):
            done += part_done
            for a, t in part.items():
                totals[a] += t
    n = max(1, done * rollouts)
    stats = {a: (n, t / n) for a, t in totals.items()}
    best = max(candidates, key=lambda a: (stats[a][1], -candidates.index(a)))
    return SearchResult(best, stats[best][1], n, done, stats)


def _score_seeded(determinize: Determinizer, candidates: Sequence[int], worlds: int,
                  rollouts: int, seat: int, seed: int, deadline: float,
                  ) -> tuple[int, dict[int, float]]:
    """One stream of worlds from its own seed (run here or in a helper process)."""
    return _score(determinize, candidates, worlds, rollouts, seat, random.Random(seed), deadline)


def _score(determinize: Determinizer, candidates: Sequence[int], worlds: int, rollouts: int,
           seat: int, rng: random.Random, deadline: float) -> tuple[int, dict[int, float]]:
    """The worlds played and each candidate's total reward over them (common random numbers:
    every candidate meets the same worlds and the same playout luck)."""
    totals = dict.fromkeys(candidates, 0.0)
    done = 0
    while done < worlds:
        done += 1
        world = determinize(rng)
        seed = rng.random()
        for a in candidates:
            sub = random.Random(seed)  # the same playout luck for every candidate
            for _ in range(rollouts):
                state = world.clone()
                state.apply(a)
                totals[a] += state.rollout(sub)[seat]
        if time.monotonic() > deadline:
            break
    return done, totals
