"""Random-playout rates of the rules cores on one core: Ninety-Nine fast vs validating path.

A Ninety-Nine "deal" is the whole random deal: shuffle and deal, three random bid cards per
player, the premium round (all pass, or random where said), every trick with uniformly random
legal cards, and the deal's score. The fast path is `tablecards.games.ninety_nine.kernel`; the
validating path is the engine through the `Match` API (legal actions as `Action` lists,
checked `apply`). Every other game's rates come from its `benchmarks/<game>_rates.py`.
Hearts random playouts are also set against OpenSpiel's `hearts` driven from Python, in the
same run, when open_spiel (the `bench` extra) is importable.

Usage: python benchmarks/playouts.py [--seconds S]   (S per measurement, default 1.0)
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tablecards.games.ninety_nine.kernel import FastNinetyNine
from tablecards.games.ninety_nine.kernel_playout import playout, random_deal
from tablecards.games.ninety_nine.kernel_tables import PLAY, KernelRules
from tablecards.rules.game import Match
from tablecards.rules.registry import game_ids, new_match

# (label, fast-path form, players, engine options)
FORMS: tuple[tuple[str, str, int, dict[str, Any]], ...] = (
    ("standard 3p (36 cards)", "standard_3p", 3, {}),
    ("four_player (52)", "four_player", 4, {"four_player": True}),
    ("four_player_pairs (52)", "four_player_pairs", 4, {"four_player_pairs": True}),
    ("five_player (60)", "five_player", 5, {"five_player": True}),
    ("two_player_dummy (36)", "two_player_dummy", 2, {"two_player_dummy": True}),
    ("two_player_24 (24)", "two_player_24", 2, {"two_player_24": True}),
)


def rate(fn: Callable[[], object], seconds: float, batch: int = 50) -> float:
    """Calls per second of `fn`, timed in batches for about `seconds`."""
    fn()  # warm up (lazy tables)
    n = 0
    start = time.perf_counter()
    while True:
        for _ in range(batch):
            fn()
        n += batch
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n / elapsed


def fast_deals(rules: KernelRules, seed: int = 1, **kwargs: bool) -> Callable[[], object]:
    rng = random.Random(seed)
    premiums = kwargs.pop("premiums", False)
    return lambda: playout(random_deal(rng, rules, **kwargs), rng, premiums=premiums)


def stepwise_deals(rules: KernelRules, seed: int = 1) -> Callable[[], object]:
    """Random deals through `legal()`/`apply()` only, as a search's tree policy steps."""
    rng = random.Random(seed)

    def one() -> object:
        state = random_deal(rng, rules)
        while not state.done:
            legal = state.legal()
            state.apply(legal[int(rng.random() * len(legal))])
        return state.points()

    return one


def validating_deals(players: int, options: dict[str, Any], seed: int = 1) -> Callable[[], object]:
    """One random deal through the engine's Match API; premium rounds all pass (as fast)."""
    rng = random.Random(seed)
    box: list[Match] = []

    def one() -> object:
        if not box or box[0].over:
            box[:] = [new_match("ninety_nine", players, options, seed=rng.randrange(2**31))]
        match = box[0]
        match.deal_next()
        deal = match.deal
        assert deal is not None
        while not deal.is_complete():
            legal = match.legal_actions()
            action = legal[0] if legal[0].verb == "premium" else rng.choice(legal)
            match.apply(action)
        return match.totals

    return one


def mid_play_state(rules: KernelRules) -> FastNinetyNine:
    """A standard deal a few cards into its play: what a search clones and steps."""
    rng = random.Random(3)
    state = random_deal(rng, rules, with_bids=True)
    while state.phase != PLAY:
        state.apply(0)
    for _ in range(4):
        state.apply(state.legal()[0])
    return state


def game_rates(game_id: str, seconds: float) -> dict[str, float] | None:
    """`rates()` of benchmarks/<game_id>_rates.py, or None when that file is absent."""
    here = Path(__file__).resolve().parent
    if not (here / f"{game_id}_rates.py").exists():
        return None
    sys.path.insert(0, str(here))
    try:
        module = importlib.import_module(f"{game_id}_rates")
    except ImportError:
        return None
    finally:
        sys.path.remove(str(here))
    return dict(module.rates(seconds))


def hearts_vs_openspiel(seconds: float) -> None:
    """Random Hearts playouts per second on the same 32 deals: our playout kernel
    (`random_scores`), our general fast path (`FastHearts.random_playout`, what the kernel
    replaced) and OpenSpiel's `hearts` from Python; a whole hand from the dealt position (the
    pass left, then play) and a hand from the first card play (no pass). The three are timed
    in turn over 5 rounds in this one run, per second of this thread's CPU time; medians,
    and the kernel/OpenSpiel ratio's range over the rounds."""
    here = Path(__file__).resolve().parent
    sys.path.insert(0, str(here))
    try:
        import pyspiel  # type: ignore[import-not-found, unused-ignore]
        from hearts_rates import versus_openspiel
    except ImportError:
        print("hearts vs OpenSpiel: open_spiel not installed (pip install -e .[bench]), skipped")
        return
    finally:
        sys.path.remove(str(here))
    print("Hearts random hands per CPU second, same 32 deals: our kernel, our general path, "
          f"{pyspiel.__name__} from Python")
    print(f"{'from':22s} {'kernel':>8s} {'general':>8s} {'OpenSpiel':>9s} "
          f"{'kernel/OS':>9s} {'(range)':>11s} {'general/OS':>10s}")
    for row in versus_openspiel(pyspiel, 2 * seconds):
        print(f"{row.label:22s} {row.kernel:8,.0f} {row.general:8,.0f} {row.openspiel:9,.0f} "
              f"{row.kernel / row.openspiel:8.2f}x {row.low:5.2f}-{row.high:4.2f}x "
              f"{row.general / row.openspiel:9.2f}x")
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="per measurement")
    args = parser.parse_args()
    secs = args.seconds
    print(f"Python {sys.version.split()[0]}, one process, {secs:g} s per measurement")
    print()
    print("Ninety-Nine random deals per second (shuffle, bids, premium round, play, score)")
    print(f"{'form':26s} {'fast':>10s} {'validating':>11s} {'ratio':>7s}")
    for label, form, players, options in FORMS:
        fast = rate(fast_deals(KernelRules(form)), secs)
        slow = rate(validating_deals(players, options), secs, batch=2)
        print(f"{label:26s} {fast:10,.0f} {slow:11,.0f} {fast / slow:6.1f}x")
    print()
    standard = KernelRules()
    extras = (
        ("standard, random premiums", fast_deals(standard, premiums=True)),
        ("standard, bids dealt aside", fast_deals(standard, with_bids=True)),
        ("standard, joker turn-up", fast_deals(standard, joker_turnup=True)),
        ("standard, legal()/apply()", stepwise_deals(standard)),
    )
    for label, fn in extras:
        print(f"{label:26s} {rate(fn, secs):10,.0f}")
    state = mid_play_state(standard)
    move = state.legal()[0]
    clone_us = 1e6 / rate(state.clone, secs, batch=1000)
    step_us = 1e6 / rate(lambda: state.clone().apply(move), secs, batch=1000)
    print()
    print(f"{'clone (us)':26s} {clone_us:10.2f}")
    print(f"{'clone + apply (us)':26s} {step_us:10.2f}")
    print()
    hearts_vs_openspiel(secs)
    for game_id in game_ids():
        if game_id == "ninety_nine":
            continue
        found = game_rates(game_id, secs)
        if found is None:
            print(f"{game_id}: benchmarks/{game_id}_rates.py not found")
            continue
        print(f"{game_id} (benchmarks/{game_id}_rates.py)")
        for name, value in found.items():
            print(f"{name:26s} {value:10,.2f}" if value < 100 else f"{name:26s} {value:10,.0f}")
        print()

if __name__ == "__main__":
    main()
