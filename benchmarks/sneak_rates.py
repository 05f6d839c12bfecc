"""Sneak: how fast the fast path plays random deals on one core.

Rates (per second): a whole random deal (three players, one pack) from the full stock; the
same including the shuffle; a clone plus one action; a deal played through `legal()`/`apply()`
(what a search does); and the validating engine for comparison.

Usage: python benchmarks/sneak_rates.py [--seconds 2.0]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from tablecards.rules.sneak import SneakMatch
from tablecards.rules.sneak_fast import FastSneak, deal_fast


def _rate(work: Callable[[], object], seconds: float, batch: int = 10) -> float:
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


def _stepwise(state: FastSneak, rng: random.Random) -> None:
    s = state.clone()
    r = rng.random
    while not s.done:
        legal = s.legal()
        s.apply(legal[int(r() * len(legal))])


def _validating_deal(seed: int) -> None:
    match = SneakMatch(3, seed=seed, first_dealer=0)
    match.deal_next()
    rng = random.Random(seed)
    while match.to_move() is not None:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])


def rates(seconds: float = 2.0) -> dict[str, float]:
    """Measured rates per second, keyed by what was timed; `seconds` per measurement."""
    rng = random.Random(2026)
    dealt = deal_fast(rng, 3)
    counter = iter(range(10**9))
    midway = dealt.clone()
    for _ in range(12):
        midway.apply(midway.random_action(rng))
    return {
        "deals_per_s": _rate(lambda: dealt.clone().random_playout(rng), seconds),
        "deals_with_deal_per_s": _rate(lambda: deal_fast(rng, 3).random_playout(rng), seconds),
        "clone_apply_per_s": _rate(lambda: midway.clone().apply(midway.legal()[0]), seconds,
                                   batch=200),
        "stepwise_deals_per_s": _rate(lambda: _stepwise(dealt, rng), seconds, batch=1),
        "validating_deals_per_s": _rate(lambda: _validating_deal(next(counter)), seconds,
                                        batch=1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    for name, value in rates(args.seconds).items():
        print(f"{name:26s} {value:12,.1f}")


if __name__ == "__main__":
    main()
