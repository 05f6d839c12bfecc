"""Tressette for two: how fast the fast path plays random hands on one core.

Rates (per second): a whole random hand (20 tricks with the draws) from a dealt position; the
same including the shuffle and deal; a clone plus one card play; a hand played move by move
through `legal()`/`play()` (what a search does); and the validating engine for comparison.

Usage: python benchmarks/tressette_rates.py [--seconds 2.0]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from tablecards.rules.tressette import TressetteMatch
from tablecards.rules.tressette_fast import FastTressette, deal_fast


def _rate(work: Callable[[], object], seconds: float, batch: int = 100) -> float:
    """Calls per second of `work`, timed in batches for at least `seconds`."""
    done = 0
    start = time.perf_counter()
    while True:
        for _ in range(batch):
            work()
        done += batch
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def _stepwise(state: FastTressette, rng: random.Random) -> None:
    s = state.clone()
    r = rng.random
    while not s.done:
        legal = s.legal()
        s.play(legal[int(r() * len(legal))])


def _validating_hand(seed: int) -> None:
    match = TressetteMatch(2, seed=seed, first_dealer=0)
    match.deal_next()
    rng = random.Random(seed)
    while match.to_move() is not None:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])


def rates(seconds: float = 2.0) -> dict[str, float]:
    """Measured rates per second, keyed by what was timed; `seconds` per measurement."""
    rng = random.Random(2026)
    dealt = deal_fast(rng)
    counter = iter(range(10**9))
    cloned = dealt.clone()
    return {
        "hands_per_s": _rate(lambda: dealt.clone().random_playout(rng), seconds),
        "hands_with_deal_per_s": _rate(lambda: deal_fast(rng).random_playout(rng), seconds),
        "clone_play_per_s": _rate(lambda: cloned.clone().play(cloned.legal()[0]), seconds,
                                  batch=1000),
        "stepwise_hands_per_s": _rate(lambda: _stepwise(dealt, rng), seconds),
        "validating_hands_per_s": _rate(lambda: _validating_hand(next(counter)), seconds,
                                        batch=10),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    for name, value in rates(args.seconds).items():
        print(f"{name:26s} {value:12,.0f}")


if __name__ == "__main__":
    main()
