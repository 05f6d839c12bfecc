"""Hearts: how fast the fast path plays random hands on one core.

Rates (per second): a whole random hand (the pass left, then 13 tricks) from a dealt position,
by the playout kernel (`random_scores`) and by the general path (`FastHearts.random_playout`);
the same including the shuffle and deal; a hand from the first card play (no pass); a clone
plus one card play; a hand played move by move through `legal()`/`play()` (what a search's
tree steps do); and the validating engine for comparison.

`versus_openspiel` sets the kernel and the general path against OpenSpiel's `hearts` driven
from Python (`legal_actions()`, `apply_action()`), on the same deals, in alternating rounds
of one run, per second of this thread's CPU time (OpenSpiel's C++ runs in the calling
thread, so it counts alike; other processes on a loaded machine count for neither):
`benchmarks/playouts.py` prints it.

Usage: python benchmarks/hearts_rates.py [--seconds 2.0]
"""

from __future__ import annotations

import itertools
import random
import statistics
import time
from collections.abc import Callable
from typing import Any, NamedTuple

from bench_common import rate, run, validating_deal

from tablecards.games.hearts.kernel import FastHearts, deal_fast, random_scores

DEALER = 3  # seat 0 gets the first card and passes first, as in OpenSpiel


def _stepwise(state: FastHearts, rng: random.Random) -> None:
    s = state.clone()
    r = rng.random
    while not s.done:
        legal = s.legal()
        s.play(legal[int(r() * len(legal))])


def rates(seconds: float = 2.0) -> dict[str, float]:
    """Measured rates per second, keyed by what was timed; `seconds` per measurement."""
    rng = random.Random(2026)
    dealt = deal_fast(rng)
    held = deal_fast(rng, offset=0)
    counter = iter(range(10**9))
    return {
        "kernel_hands_per_s": rate(lambda: random_scores(dealt, rng), seconds),
        "kernel_with_deal_per_s": rate(lambda: random_scores(deal_fast(rng), rng), seconds),
        "kernel_play_only_per_s": rate(lambda: random_scores(held, rng), seconds),
        "hands_per_s": rate(lambda: dealt.clone().random_playout(rng), seconds),
        "hands_with_deal_per_s": rate(lambda: deal_fast(rng).random_playout(rng), seconds),
        "play_only_hands_per_s": rate(lambda: held.clone().random_playout(rng), seconds),
        "clone_play_per_s": rate(lambda: held.clone().play(held.legal()[0]), seconds,
                                 batch=1000),
        "stepwise_hands_per_s": rate(lambda: _stepwise(held, rng), seconds),
        "validating_hands_per_s": rate(
            lambda: validating_deal("hearts", 4, next(counter)), seconds, batch=5),
    }


# -- against OpenSpiel -----------------------------------------------------------------------

def os_card(card: int) -> int:
    """OpenSpiel's card id (rank * 4 + suit, suits C D H S) of our card int (suits S H D C)."""
    return (card % 13) * 4 + 3 - card // 13


class Versus(NamedTuple):
    """Median hands per second over the rounds, and the kernel/OpenSpiel ratio's range."""

    label: str
    kernel: float
    general: float
    openspiel: float
    low: float
    high: float


def cpu_rate(work: Callable[[], object], seconds: float, batch: int) -> float:
    """Calls per second of this thread's CPU time, timed in batches for `seconds` of it."""
    work()  # warm up
    done = 0
    start = time.thread_time()
    while True:
        for _ in range(batch):
            work()
        done += batch
        spent = time.thread_time() - start
        if spent >= seconds:
            return done / spent


def _our_deal(order: list[int], offset: int) -> FastHearts:
    hands = [0, 0, 0, 0]
    for i, c in enumerate(order):
        hands[(DEALER + 1 + i) & 3] |= 1 << c
    return FastHearts(hands, DEALER, offset)


def _os_deal(game: Any, order: list[int], offset: int) -> Any:
    state = game.new_initial_state()
    state.apply_action(offset)  # chance: the pass direction (0 hold, 1 left, ...)
    for c in order:  # chance: card k to seat k % 4
        state.apply_action(os_card(c))
    return state


def _check_same(ours: FastHearts, theirs: Any) -> None:
    """Both engines have the same seat to move with the same cards to choose from."""
    cards = ours.hands[ours.turn] if ours.passing else ours.legal_mask()
    mine = sorted(os_card(c) for c in range(52) if cards >> c & 1)
    if theirs.current_player() != ours.turn or sorted(theirs.legal_actions()) != mine:
        raise AssertionError("the two engines were dealt different positions")


def _os_playout(start: Any, r: Callable[[], float]) -> object:
    s = start.clone()
    while not s.is_terminal():
        legal = s.legal_actions()
        s.apply_action(legal[int(r() * len(legal))])
    return s.returns()


def versus_openspiel(pyspiel: Any, seconds: float, deals: int = 32,
                     rounds: int = 5) -> list[Versus]:
    """Random hands per second on the same `deals` deals (cycled), our kernel, our general
    path and OpenSpiel in turn for `rounds` rounds of `seconds / rounds` each, from the dealt
    position (pass left) and from the first card play (no pass)."""
    rng = random.Random(7)
    orders = [rng.sample(range(52), 52) for _ in range(deals)]
    game = pyspiel.load_game("hearts")
    out = []
    for label, offset in (("hand with the pass", 1), ("hand from first play", 0)):
        ours = [_our_deal(o, offset) for o in orders]
        theirs = [_os_deal(game, o, offset) for o in orders]
        for a, b in zip(ours, theirs, strict=True):
            _check_same(a, b)
        out.append(_alternate(label, ours, theirs, rng, seconds / rounds, rounds))
    return out


def _alternate(label: str, ours: list[FastHearts], theirs: list[Any], rng: random.Random,
               part: float, rounds: int) -> Versus:
    """The three playouts timed in turn, `rounds` times, so load changes hit all alike."""
    mine, general, other = itertools.cycle(ours), itertools.cycle(ours), itertools.cycle(theirs)
    r = rng.random
    work = (
        (lambda: random_scores(next(mine), rng), 32),
        (lambda: next(general).clone().random_playout(rng), 32),
        (lambda: _os_playout(next(other), r), 32),
    )
    runs = [[cpu_rate(fn, part, batch) for fn, batch in work] for _ in range(rounds)]
    ratios = [k / o for k, _, o in runs]
    kernel, gen, os_rate = (statistics.median(x) for x in zip(*runs, strict=True))
    return Versus(label, kernel, gen, os_rate, min(ratios), max(ratios))


if __name__ == "__main__":
    run(rates, __doc__ or "")
