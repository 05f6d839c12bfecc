"""Tressette for two: how fast the fast path plays random hands on one core.

Rates (per second): a whole random hand (20 tricks with the draws) from a dealt position; the
same including the shuffle and deal; a clone plus one card play; a hand played move by move
through `legal()`/`play()` (what a search does); and the validating engine for comparison.

Usage: python benchmarks/tressette_rates.py [--seconds 2.0]
"""

from __future__ import annotations

import random

from bench_common import rate, run, validating_deal

from tablecards.games.tressette.kernel import FastTressette, deal_fast


def _stepwise(state: FastTressette, rng: random.Random) -> None:
    s = state.clone()
    r = rng.random
    while not s.done:
        legal = s.legal()
        s.play(legal[int(r() * len(legal))])



def rates(seconds: float = 2.0) -> dict[str, float]:
    """Measured rates per second, keyed by what was timed; `seconds` per measurement."""
    rng = random.Random(2026)
    dealt = deal_fast(rng)
    counter = iter(range(10**9))
    cloned = dealt.clone()
    return {
        "hands_per_s": rate(lambda: dealt.clone().random_playout(rng), seconds),
        "hands_with_deal_per_s": rate(lambda: deal_fast(rng).random_playout(rng), seconds),
        "clone_play_per_s": rate(lambda: cloned.clone().play(cloned.legal()[0]), seconds,
                                  batch=1000),
        "stepwise_hands_per_s": rate(lambda: _stepwise(dealt, rng), seconds),
        "validating_hands_per_s": rate(
            lambda: validating_deal("tressette", 2, next(counter)), seconds, batch=10),
    }


if __name__ == "__main__":
    run(rates, __doc__ or "")
