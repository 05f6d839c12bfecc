"""How long a computer seat thinks: every game, every phase, timed as the player waits.

Deals are played at each game's usual number of players (`--every-count`: at every number it
allows, Ninety-Nine's two to five, Sneak's two to seven), the level under test in one seat
(a different seat each deal) and the rule-based player in the others. Every decision of the
tested seat with more than one legal action is timed, with the search using every core this
machine offers (its helpers started beforehand, as the table starts them), and grouped by
phase: the verbs of the legal actions (bid, pass, play, ...). Prints median, p95 and max per
game and phase, and whether each meets the targets (median <= 0.5 s, p95 <= 1.5 s).

    python benchmarks/decision_times.py                       # Strong, 4 deals per game
    python benchmarks/decision_times.py --level normal --deals 8 --games hearts sneak
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tablecards.ai.bots import make_bot
from tablecards.ai.levels import LEVELS, make_level_bot
from tablecards.ai.search import streams
from tablecards.rules.game import SeatView
from tablecards.rules.registry import game_class, game_ids

MEDIAN_TARGET = 0.5
P95_TARGET = 1.5


def phase_of(view: SeatView) -> str:
    """The decision's phase, named by the verbs its legal actions use (a lazy list of
    millions of actions, as Sneak's sneaks, names its verbs without listing them)."""
    legal = view.legal_actions
    named = getattr(legal, "verbs", None)
    return "/".join(sorted(named() if callable(named) else {a.verb for a in legal}))


def time_game(game: str, level: str, deals: int, seed: int,
              players: int | None = None) -> dict[str, list[float]]:
    """The tested level's decision times in `deals` deals of `game`, by phase."""
    cls = game_class(game)
    players = players or cls.spec.usual_players
    times: dict[str, list[float]] = defaultdict(list)
    for index in range(deals):
        match = cls(players, {}, seed=seed * 1_000 + index)
        tested = index % players
        bots = [make_level_bot(game, level, seed + s) if s == tested else make_bot(game, "rules")
                for s in range(players)]
        rng = random.Random(index)
        match.deal_next()
        while not match.needs_deal and not match.over:
            seat = match.controller()
            assert seat is not None
            view = match.view(seat)
            start = time.perf_counter()
            action = bots[seat].choose(view, view.legal_actions, rng)
            elapsed = time.perf_counter() - start  # before naming the phase, which is not timed
            if seat == tested and len(view.legal_actions) > 1:
                times[phase_of(view)].append(elapsed)
            match.apply(action)
    return times


def quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def report(name: str, times: dict[str, list[float]]) -> list[str]:
    """Print one game's figures by phase; the phases over target."""
    missed = []
    for phase, ts in sorted(times.items()):
        median, p95 = statistics.median(ts), quantile(ts, 0.95)
        ok = median <= MEDIAN_TARGET and p95 <= P95_TARGET
        if not ok:
            missed.append(f"{name} {phase}")
        print(f"{name:15s} {phase[:22]:22s} {len(ts):5d} {median * 1000:6.0f}ms "
              f"{p95 * 1000:6.0f}ms {max(ts) * 1000:6.0f}ms{'' if ok else '  over target'}")
    return missed


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--level", choices=LEVELS, default="strong")
    p.add_argument("--deals", type=int, default=4, help="deals per game")
    p.add_argument("--games", nargs="*", default=None, help="game ids (default: all)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--every-count", action="store_true",
                   help="every number of players a game allows, not only its usual one")
    args = p.parse_args(argv)
    streams.warm_up()
    processes = streams.usable_processes()
    print(f"{args.level}, {args.deals} deals per game, the search on {processes} "
          f"process{'es' if processes > 1 else ''}")
    print(f"{'game':15s} {'phase':22s} {'n':>5s} {'median':>8s} {'p95':>8s} {'max':>8s}")
    missed: list[str] = []
    for game in args.games or game_ids():
        spec = game_class(game).spec
        for players in spec.players if args.every_count else (spec.usual_players,):
            times = time_game(game, args.level, args.deals, args.seed, players)
            missed += report(f"{game} {players}p", times)
    print("every phase within the targets" if not missed else f"over target: {', '.join(missed)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
