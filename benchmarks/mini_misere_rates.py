"""Mini Misère: how fast the fast path plays random hands on one core.

Rates (per second), for the default four-player game and the old five-player game: a whole
random hand from a dealt position; the same including the shuffle and deal; a clone plus one
card play; a hand played action by action through `legal()`/`apply()` (what a search does);
and the validating engine through the `Match` API for contrast. Random hands bid no Lot.

Usage: python benchmarks/mini_misere_rates.py [--seconds 2.0]
"""

from __future__ import annotations

import random
from typing import Any

from bench_common import rate, run

from tablecards.games.mini_misere.kernel import LOT, NO, YES, FastMiniMisere, KernelRules, deal_fast
from tablecards.games.mini_misere.match import MiniMisereMatch

FORMS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("4p_new", 4, {}),
    ("5p_old", 5, {"old_rules": True}),
)




def _stepwise(state: FastMiniMisere, rng: random.Random) -> None:
    s = state.clone()
    r = rng.random
    while not s.done:
        legal = [a for a in s.legal() if a != YES and not a & LOT]
        s.apply(legal[int(r() * len(legal))])


def _validating_hand(players: int, options: dict[str, Any], seed: int) -> None:
    match = MiniMisereMatch(players, options, seed=seed, first_dealer=0)
    match.deal_next()
    rng = random.Random(seed)
    while match.to_move() is not None:
        legal = [a for a in match.legal_actions() if a.get("lot") is None and a.value is not True]
        match.apply(legal[rng.randrange(len(legal))])


def _form_rates(label: str, players: int, options: dict[str, Any],
                seconds: float) -> dict[str, float]:
    rules = KernelRules.from_config(MiniMisereMatch(players, options).config)
    rng = random.Random(2026)
    dealt = deal_fast(rng, rules)
    while dealt.asking:
        dealt.apply(NO)
    cloned = dealt.clone()
    counter = iter(range(10**9))
    return {
        f"{label}_hands_per_s": rate(lambda: dealt.clone().random_playout(rng), seconds),
        f"{label}_hands_with_deal_per_s": rate(
            lambda: deal_fast(rng, rules).random_playout(rng), seconds),
        f"{label}_clone_apply_per_s": rate(
            lambda: cloned.clone().apply(cloned.legal()[0]), seconds, batch=1000),
        f"{label}_stepwise_hands_per_s": rate(lambda: _stepwise(dealt, rng), seconds),
        f"{label}_validating_hands_per_s": rate(
            lambda: _validating_hand(players, options, next(counter)), seconds, batch=10),
    }


def rates(seconds: float = 2.0) -> dict[str, float]:
    """Measured rates per second, keyed by form and what was timed; `seconds` each."""
    out: dict[str, float] = {}
    for label, players, options in FORMS:
        out.update(_form_rates(label, players, options, seconds))
    return out


if __name__ == "__main__":
    run(rates, __doc__ or "")
