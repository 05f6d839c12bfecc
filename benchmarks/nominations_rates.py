"""Nominations: how fast the fast path plays random deals on one core.

Rates (per second): a whole random deal (auction, contract, play) from a dealt position; the
same including the shuffle and deal; a hand's play only, from a fixed contract; a clone plus
one action; and the validating engine for comparison.

Usage: python benchmarks/nominations_rates.py [--seconds 2.0]
"""

from __future__ import annotations

import random

from bench_common import rate, run, validating_deal

from tablecards.games.nominations.kernel import (
    BID_BASE,
    CONTRACT_BASE,
    PASS_A,
    FastNominations,
    deal_fast,
)
from tablecards.games.nominations.match import NominationsMatch


def _contracted(dealt: FastNominations) -> FastNominations:
    """The dealt position after `10, pass, pass, pass` and a spade contract calling A♥."""
    state = dealt.clone()
    for a in (BID_BASE + 10, PASS_A, PASS_A, PASS_A):
        state.apply(a)
    state.apply(CONTRACT_BASE + 12 + 13)  # trump ♠ (t=0), card A♥
    return state



def rates(seconds: float = 2.0) -> dict[str, float]:
    """Measured rates per second, keyed by what was timed; `seconds` per measurement."""
    rng = random.Random(2026)
    config = NominationsMatch(4).config
    dealt = deal_fast(rng, config)
    playing = _contracted(dealt)
    counter = iter(range(10**9))
    return {
        "deals_per_s": rate(lambda: dealt.clone().random_playout(rng), seconds),
        "deals_with_deal_per_s": rate(lambda: deal_fast(rng, config).random_playout(rng),
                                       seconds),
        "hands_per_s": rate(lambda: playing.clone().random_playout(rng), seconds),
        "clone_apply_per_s": rate(lambda: playing.clone().apply(playing.legal()[0]), seconds,
                                   batch=1000),
        "validating_deals_per_s": rate(
            lambda: validating_deal("nominations", 4, next(counter)), seconds, batch=10),
    }


if __name__ == "__main__":
    run(rates, __doc__ or "")
