"""Arena: two kinds of bot against each other in one game, on duplicate deals or whole matches.

Duplicate deals (default): each deal is played once per seat rotation from the same cards, with
bot A in one seat and bot B in every other seat; the deal's score is the mean over rotations
of A's points minus the mean points of the B seats (positive favours A; in a game of penalty
points such as Hearts, the B seats' mean minus A's, so positive still favours A). Matches
(`--matches`): whole matches, A in seat `i mod n`, scored the same way on the final totals.

Prints the mean difference with a 95 % confidence interval, A's win rate (ties excluded),
and each bot's decision-time median and p95 (decisions with more than one legal action).

    python benchmarks/arena.py --game tressette --a strong --b rules --deals 20 --workers 2
    python benchmarks/arena.py --game ninety_nine --players 3 --a normal --b rules --deals 20
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tablecards.ai.base import Bot
from tablecards.ai.bots import make_bot
from tablecards.ai.levels import LEVELS, make_level_bot
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.registry import game_class

KINDS = ("random", "rules", *LEVELS)


def _bot(game: str, kind: str, seed: int, options: dict[str, Any]) -> Bot:
    if kind in LEVELS:
        return make_level_bot(game, kind, seed, options)
    return make_bot(game, kind)


class Tuned:
    """A bot that sets module constants (`module.NAME` to a JSON value) for each of its
    decisions and restores them after, so that two settings of one bot can meet in one
    process: an idea against its absence. The settings reach the whole search because the
    arena's pool workers are daemonic, so every search stream runs in the worker itself."""

    def __init__(self, bot: Bot, settings: list[tuple[Any, str, Any]]) -> None:
        self.bot = bot
        self.settings = settings

    def choose(self, view: Any, legal: list[Any], rng: random.Random) -> Any:
        saved = [(module, name, getattr(module, name)) for module, name, _ in self.settings]
        for module, name, value in self.settings:
            setattr(module, name, value)
        try:
            return self.bot.choose(view, legal, rng)
        finally:
            for module, name, value in saved:
                setattr(module, name, value)


def parse_settings(items: list[str]) -> list[tuple[Any, str, Any]]:
    """`package.module.NAME=JSON` items as (module, name, value); the name must exist."""
    out = []
    for item in items:
        target, sep, raw = item.partition("=")
        path, dot, name = target.rpartition(".")
        if not sep or not dot:
            raise ValueError(f"expected module.NAME=VALUE, got {item!r}")
        module = importlib.import_module(path)
        if not hasattr(module, name):
            raise ValueError(f"{path} has no {name}")
        out.append((module, name, json.loads(raw)))
    return out


def _play(match: Match, bots: list[Bot], sides: list[str], rng: random.Random,
          times: dict[str, list[float]], *, one_deal: bool) -> None:
    while not match.over:
        if match.needs_deal:
            if one_deal and match.deal is not None:
                return
            match.deal_next()
            continue
        seat = match.controller()
        assert seat is not None
        view = match.view(seat)
        start = time.perf_counter()
        action = bots[seat].choose(view, view.legal_actions, rng)
        if len(view.legal_actions) > 1:
            times[sides[seat]].append(time.perf_counter() - start)
        match.apply(action)


def run_one(job: tuple[dict[str, Any], int]) -> tuple[float, dict[str, list[float]]]:
    """One duplicate deal (or one match): A's margin and the decision times per kind."""
    cfg, index = job
    cls = game_class(cfg["game"])
    seed = cfg["seed"] * 100_003 + index
    times: dict[str, list[float]] = {"A": [], "B": []}
    tuned = {"A": parse_settings(cfg["set_a"]), "B": parse_settings(cfg["set_b"])}
    probe = cls(cfg["players"], cfg["options"], seed=seed)
    n = probe.seats
    rotations = range(n) if not cfg["matches"] else [index % n]
    setup = probe.shuffled_setup()
    margins = []
    for r in rotations:
        sides = ["A" if s == r else "B" for s in range(n)]
        bots: list[Bot] = [
            Tuned(_bot(cfg["game"], cfg[side.lower()], seed * 7 + s, cfg["options"]), tuned[side])
            for s, side in enumerate(sides)]
        match = cls(cfg["players"], cfg["options"], seed=seed, first_dealer=setup.dealer)
        rng = random.Random(seed + r)
        if cfg["matches"]:
            _play(match, bots, sides, rng, times, one_deal=False)
            pts = match.totals
        else:
            match.deal_next(DealSetup(setup.dealer, [list(h) for h in setup.hands],
                                      list(setup.stock)))
            _play(match, bots, sides, rng, times, one_deal=True)
            assert match.results[-1].points is not None
            pts = match.results[-1].points
        others = [pts[s] for s in range(len(pts)) if s != r]
        margin = pts[r] - sum(others) / len(others)
        margins.append(-margin if cls.spec.fewer_is_better else margin)
    return sum(margins) / len(margins), times


def _quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--options", default="{}", help="match options as JSON")
    p.add_argument("--a", choices=KINDS, required=True)
    p.add_argument("--b", choices=KINDS, required=True)
    p.add_argument("--deals", type=int, default=20, help="duplicate deals (or matches)")
    p.add_argument("--matches", action="store_true", help="whole matches instead of deals")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--set-a", action="append", default=[], metavar="MODULE.NAME=JSON",
                   help="a module constant A's decisions see (repeatable)")
    p.add_argument("--set-b", action="append", default=[], metavar="MODULE.NAME=JSON",
                   help="a module constant B's decisions see (repeatable)")
    args = p.parse_args(argv)
    cls = game_class(args.game)
    cfg = {"game": args.game, "players": args.players or cls.spec.usual_players,
           "options": json.loads(args.options), "a": args.a, "b": args.b, "seed": args.seed,
           "matches": args.matches, "set_a": args.set_a, "set_b": args.set_b}
    parse_settings(args.set_a + args.set_b)  # a bad setting fails here, before the pool
    jobs = [(cfg, i) for i in range(args.deals)]
    start = time.perf_counter()
    with Pool(args.workers) as pool:
        results = pool.map(run_one, jobs, chunksize=1)
    margins = [m for m, _ in results]
    times: dict[str, list[float]] = {"A": [], "B": []}
    for _, t in results:
        for k, v in t.items():
            times[k].extend(v)
    n = len(margins)
    mean = statistics.fmean(margins)
    sd = statistics.stdev(margins) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n) if n > 1 else float("nan")
    wins = sum(1 for m in margins if m > 0)
    losses = sum(1 for m in margins if m < 0)
    unit = "matches" if args.matches else "duplicate deals"
    print(f"{args.game} {cfg['players']}p {cfg['options']}: {args.a} (A) vs {args.b} (B), "
          f"{n} {unit}, {time.perf_counter() - start:.0f} s")
    sense = "B-A penalty" if cls.spec.fewer_is_better else "A-B"
    print(f"  mean {sense} points per deal (> 0 favours A): {mean:+.2f}  "
          f"95% CI [{mean - half:+.2f}, {mean + half:+.2f}]  sd {sd:.2f}")
    decided = wins + losses
    rate = wins / decided if decided else float("nan")
    print(f"  A better in {wins}, worse in {losses}, equal in {n - decided} "
          f"(A win rate {rate:.0%} of decided)")
    for side, ts in times.items():
        kind = args.a if side == "A" else args.b
        label = " ".join([side, kind, *(args.set_a if side == "A" else args.set_b)])
        print(f"  {label}: {len(ts)} decisions, median {_quantile(ts, 0.5) * 1000:.0f} ms, "
              f"p95 {_quantile(ts, 0.95) * 1000:.0f} ms, max {max(ts, default=0) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
