"""Five-handed Sheepshead: how fast the fast path plays random deals on one core.

Rates (per second): a whole random deal (pick, bury, call, six tricks) from a dealt position;
the same including the shuffle and deal; a clone plus one card play; a deal played action by
action through `legal()`/`apply()` (what a search does); and the validating engine for contrast.

Usage: python benchmarks/sheepshead_rates.py [--seconds 2.0]
"""

from __future__ import annotations

import random

from bench_common import rate, run, validating_deal

from tablecards.games.sheepshead.kernel import FastSheepshead, deal_fast


def _stepwise(state: FastSheepshead, rng: random.Random) -> None:
    s = state.clone()
    r = rng.random
    while not s.done:
        legal = s.legal()
        s.apply(legal[int(r() * len(legal))])



def _in_play(rng: random.Random) -> FastSheepshead:
    """A dealt position already in the card play (for clone + one card)."""
    state = deal_fast(rng)
    while state.phase != 3 or state.done:
        if state.done:
            state = deal_fast(rng)
            continue
        state.apply(state.legal()[0])
    return state


def rates(seconds: float = 2.0) -> dict[str, float]:
    """Measured rates per second, keyed by what was timed; `seconds` per measurement."""
    rng = random.Random(2026)
    dealt = deal_fast(rng)
    playing = _in_play(rng)
    counter = iter(range(10**9))
    return {
        "deals_per_s": rate(lambda: dealt.clone().random_playout(rng), seconds),
        "deals_with_dealing_per_s": rate(lambda: deal_fast(rng).random_playout(rng),
                                          seconds),
        "clone_play_per_s": rate(lambda: playing.clone().play(playing.legal()[0]), seconds,
                                  batch=1000),
        "stepwise_deals_per_s": rate(lambda: _stepwise(dealt, rng), seconds),
        "validating_deals_per_s": rate(
            lambda: validating_deal("sheepshead", 5, next(counter)), seconds, batch=10),
    }


if __name__ == "__main__":
    run(rates, __doc__ or "")
