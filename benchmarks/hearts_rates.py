"""Hearts: how fast the fast path plays random hands on one core.

Rates (per second): a whole random hand (the pass left, then 13 tricks) from a dealt position;
the same including the shuffle and deal; a hand from after the pass (play only); a clone plus
one card play; a hand played move by move through `legal()`/`play()` (what a search does);
and the validating engine for comparison.

Usage: python benchmarks/hearts_rates.py [--seconds 2.0]
"""

from __future__ import annotations

import random

from bench_common import rate, run, validating_deal

from tablecards.rules.hearts_fast import FastHearts, deal_fast


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
        "hands_per_s": rate(lambda: dealt.clone().random_playout(rng), seconds),
        "hands_with_deal_per_s": rate(lambda: deal_fast(rng).random_playout(rng), seconds),
        "play_only_hands_per_s": rate(lambda: held.clone().random_playout(rng), seconds),
        "clone_play_per_s": rate(lambda: held.clone().play(held.legal()[0]), seconds,
                                 batch=1000),
        "stepwise_hands_per_s": rate(lambda: _stepwise(held, rng), seconds),
        "validating_hands_per_s": rate(
            lambda: validating_deal("hearts", 4, next(counter)), seconds, batch=5),
    }


if __name__ == "__main__":
    run(rates, __doc__ or "")
