"""Arena: two kinds of bot against each other in one game, on duplicate deals or whole matches.

Duplicate deals (default): each deal is played once per seat rotation from the same cards, with
bot A in one seat and bot B in every other seat; the deal's score is the mean over rotations
of A's points minus the mean points of the B seats (positive favours A; in a game of penalty
points such as Hearts, the B seats' mean minus A's, so positive still favours A). Matches
(`--matches`): whole matches, A in seat `i mod n`, scored the same way on the final totals.

Prints the mean difference with a 95 % confidence interval, A's win rate (ties excluded),
and each bot's decision-time median and p95 (decisions with more than one legal action).

A long run can be split: `--log FILE` appends each finished deal to FILE as one JSON line
(its number, A's margin, the decision times and the run's settings), `--first N` starts at
deal N of the seed's sequence (to go on where a run stopped), and `--summary FILE` prints the
figures of every deal logged, without playing.

    python benchmarks/arena.py --game tressette --a strong --b rules --deals 20 --workers 2
    python benchmarks/arena.py --game ninety_nine --players 3 --a normal --b rules --deals 20
    python benchmarks/arena.py --game hearts --a normal --b normal --deals 50 --log x.jsonl
    python benchmarks/arena.py --game hearts --a normal --b normal --deals 50 --first 50 \
        --log x.jsonl
    python benchmarks/arena.py --summary x.jsonl
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


#: The settings that make one run's deals one match: a log holds deals of one of them only.
MATCH_KEYS = ("game", "players", "options", "a", "b", "seed", "matches", "set_a", "set_b")


def report(cfg: dict[str, Any], margins: list[float], times: dict[str, list[float]],
           seconds: float) -> None:
    """Print the mean difference with its 95 % CI, A's win rate and the decision times."""
    fewer = game_class(cfg["game"]).spec.fewer_is_better
    n = len(margins)
    mean = statistics.fmean(margins)
    sd = statistics.stdev(margins) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n) if n > 1 else float("nan")
    wins = sum(1 for m in margins if m > 0)
    losses = sum(1 for m in margins if m < 0)
    unit = "matches" if cfg["matches"] else "duplicate deals"
    print(f"{cfg['game']} {cfg['players']}p {cfg['options']}: {cfg['a']} (A) vs {cfg['b']} (B), "
          f"{n} {unit}, {seconds:.0f} s")
    sense = "B-A penalty" if fewer else "A-B"
    print(f"  mean {sense} points per deal (> 0 favours A): {mean:+.2f}  "
          f"95% CI [{mean - half:+.2f}, {mean + half:+.2f}]  sd {sd:.2f}")
    decided = wins + losses
    rate = wins / decided if decided else float("nan")
    print(f"  A better in {wins}, worse in {losses}, equal in {n - decided} "
          f"(A win rate {rate:.0%} of decided)")
    for side, ts in times.items():
        kind = cfg["a"] if side == "A" else cfg["b"]
        label = " ".join([side, kind, *(cfg["set_a"] if side == "A" else cfg["set_b"])])
        print(f"  {label}: {len(ts)} decisions, median {_quantile(ts, 0.5) * 1000:.0f} ms, "
              f"p95 {_quantile(ts, 0.95) * 1000:.0f} ms, max {max(ts, default=0) * 1000:.0f} ms")


def merged_times(per_deal: list[dict[str, list[float]]]) -> dict[str, list[float]]:
    """Each side's decision times over the deals, in deal order."""
    times: dict[str, list[float]] = {"A": [], "B": []}
    for deal_times in per_deal:
        for side, ts in deal_times.items():
            times[side].extend(ts)
    return times


def summarise(path: Path) -> int:
    """The figures of every deal in a `--log` file (one match's settings; a deal logged
    twice counts once)."""
    rows: dict[int, dict[str, Any]] = {}
    cfg: dict[str, Any] | None = None
    for line in path.read_text().splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if cfg is None:
            cfg = row["cfg"]
        elif row["cfg"] != cfg:
            raise ValueError(f"{path}: deal {row['deal']} was played with other settings")
        rows.setdefault(row["deal"], row)
    if cfg is None:
        raise ValueError(f"{path}: no deals logged")
    deals = sorted(rows)
    times = merged_times([rows[d]["times"] for d in deals])
    print(f"{path}: deals {deals[0]}..{deals[-1]} ({len(deals)} logged)")
    report(cfg, [rows[d]["margin"] for d in deals], times,
           sum(rows[d].get("seconds", 0.0) for d in deals))
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--game")
    p.add_argument("--players", type=int, default=None)
    p.add_argument("--options", default="{}", help="match options as JSON")
    p.add_argument("--a", choices=KINDS)
    p.add_argument("--b", choices=KINDS)
    p.add_argument("--deals", type=int, default=20, help="duplicate deals (or matches)")
    p.add_argument("--first", type=int, default=0, help="number of the first deal to play")
    p.add_argument("--matches", action="store_true", help="whole matches instead of deals")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--set-a", action="append", default=[], metavar="MODULE.NAME=JSON",
                   help="a module constant A's decisions see (repeatable)")
    p.add_argument("--set-b", action="append", default=[], metavar="MODULE.NAME=JSON",
                   help="a module constant B's decisions see (repeatable)")
    p.add_argument("--log", type=Path, default=None, help="append each finished deal to FILE")
    p.add_argument("--summary", type=Path, default=None, metavar="FILE",
                   help="print the figures of the deals logged in FILE, without playing")
    args = p.parse_args(argv)
    if args.summary:
        return summarise(args.summary)
    if not (args.game and args.a and args.b):
        p.error("--game, --a and --b are required")
    cls = game_class(args.game)
    cfg = {"game": args.game, "players": args.players or cls.spec.usual_players,
           "options": json.loads(args.options), "a": args.a, "b": args.b, "seed": args.seed,
           "matches": args.matches, "set_a": args.set_a, "set_b": args.set_b}
    parse_settings(args.set_a + args.set_b)  # a bad setting fails here, before the pool
    jobs = [(cfg, i) for i in range(args.first, args.first + args.deals)]
    start = time.perf_counter()
    results = []
    with Pool(args.workers) as pool:
        last = start
        for (_, index), result in zip(jobs, pool.imap(run_one, jobs, chunksize=1), strict=True):
            results.append(result)
            now = time.perf_counter()
            if args.log:
                row = {"deal": index, "margin": result[0], "times": result[1],
                       "seconds": round(now - last, 2),
                       "cfg": {k: cfg[k] for k in MATCH_KEYS}}
                with args.log.open("a") as f:
                    f.write(json.dumps(row) + "\n")
            last = now
    times = merged_times([t for _, t in results])
    report(cfg, [m for m, _ in results], times, time.perf_counter() - start)
    return 0


if __name__ == "__main__":
    sys.exit(main())
