"""Sneak: how fast the fast path plays random deals on one core.

Rates (per second): a whole random deal (three players, one pack) from the full stock; the
same including the shuffle; a clone plus one action; a deal played through `legal()`/`apply()`
(what a search does); and the validating engine for comparison.

Usage: python benchmarks/sneak_rates.py [--seconds 2.0]
"""

from __future__ import annotations

import random

from bench_common import rate, run, validating_deal

from tablecards.games.sneak.kernel import FastSneak, deal_fast


def _stepwise(state: FastSneak, rng: random.Random) -> None:
    s = state.clone()
    r = rng.random
    while not s.done:
        legal = s.legal()
        s.apply(legal[int(r() * len(legal))])



def rates(seconds: float = 2.0) -> dict[str, float]:
    """Measured rates per second, keyed by what was timed; `seconds` per measurement."""
    rng = random.Random(2026)
    dealt = deal_fast(rng, 3)
    counter = iter(range(10**9))
    midway = dealt.clone()
    for _ in range(12):
        midway.apply(midway.random_action(rng))
    return {
        "deals_per_s": rate(lambda: dealt.clone().random_playout(rng), seconds),
        "deals_with_deal_per_s": rate(lambda: deal_fast(rng, 3).random_playout(rng), seconds),
        "clone_apply_per_s": rate(lambda: midway.clone().apply(midway.legal()[0]), seconds,
                                   batch=200),
        "stepwise_deals_per_s": rate(lambda: _stepwise(dealt, rng), seconds, batch=1),
        "validating_deals_per_s": rate(lambda: validating_deal("sneak", 3, next(counter)), seconds,
                                        batch=1),
    }


if __name__ == "__main__":
    run(rates, __doc__ or "")
