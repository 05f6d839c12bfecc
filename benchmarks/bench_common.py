"""What every rate script shares: timing a call, a random deal through the validating
engine, and the command line that prints a script's `rates()`."""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Mapping
from typing import Any

from tablecards.rules.registry import new_match


def rate(work: Callable[[], object], seconds: float, batch: int = 100) -> float:
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


def validating_deal(
    game_id: str, players: int, seed: int, options: Mapping[str, Any] | None = None
) -> None:
    """One random deal through the checked `Match` API, for contrast with the fast path."""
    match = new_match(game_id, players, options, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    while match.to_move() is not None:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])


def run(rates: Callable[[float], Mapping[str, float]], doc: str) -> None:
    """`python benchmarks/<game>_rates.py [--seconds S]`: print the rates, one per line."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per measurement")
    args = parser.parse_args()
    for name, value in rates(args.seconds).items():
        print(f"{name:26s} {value:12,.0f}")
