"""The coach's review, measured per game: its cost, its agreement with Strong, and whether
its verdicts mean something.

1. Cost and agreement (`--strong-deals`, default 2 per game, at the Strong level as the
   table runs it): one deal is played with seat 0 at Strong (seed 1) and the others at
   Normal, then seat 0 is reviewed at Strong (seed 0). Printed: the review's seconds per deal
   (median) and the share of seat 0's decisions with a choice where the review's best move
   differs from the move Strong played (two seeds of the same search, plus the rating's
   swaps where the played move rated higher).
2. Verdicts (`--deals`, default 200 per game): seat 0 plays by the rule policy (Easy), the
   others at Easy too, and seat 0 is reviewed with a cheaper search (Normal's bot at
   `--budget` iterations, `--worlds` rated deals; Strong at 200 deals a game would take
   hours). Each rated decision is then rated again on independent deals (another seed) and
   printed per verdict: the decisions, the mean loss the review gave, the mean loss the
   second estimate confirms, and the mean final margin of the seat in that deal (own points
   against the others' mean; Hearts' penalty points counted negative).

3. At the table (`--at-table`): from a deal's last card to the review's rated list shown,
   per game, with the decisions rated while the deal is played (`benchmarks/review_at_table.py`
   says how, and its options).

Usage: python benchmarks/review.py [--games hearts,...] [--deals 200] [--strong-deals 2]
       [--budget 50] [--worlds 32] [--workers 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from tablecards.ai.bots import make_bot
from tablecards.ai.levels import adapter, view_digest
from tablecards.ai.review import VERDICTS, Rating, review_record
from tablecards.ai.search.core import Budget
from tablecards.rules.game import Match
from tablecards.rules.records import replay_record
from tablecards.rules.registry import game_class, game_ids, new_match

SEAT = 0
LOWER_IS_BETTER = {"hearts"}  # games scored in penalty points


def played_record(game_id: str, seed: int, kinds: Sequence[str]) -> dict[str, Any]:
    """One deal of the game's usual form, seat i played by a bot of `kinds[i]` (or the last)."""
    players, options = game_class(game_id).variant_examples[0]
    match = new_match(game_id, players, options, seed=seed)
    match.deal_next()
    bots = [make_bot(game_id, kinds[min(i, len(kinds) - 1)], seed=seed + 1 + i,
                     options=options) for i in range(match.seats)]
    rng = random.Random(seed)
    while not match.needs_deal and not match.over:
        seat = match.controller()
        assert seat is not None
        view = match.view(seat)
        match.apply(bots[seat].choose(view, view.legal_actions, rng))
    return match.to_record()


def deal_margin(match: Match, seat: int) -> float:
    """The seat's points in the last deal against the others' mean (higher is better)."""
    points = match.results[-1].points or [0] * match.seats
    others = [p for s, p in enumerate(points) if s != seat]
    margin = points[seat] - sum(others) / len(others)
    return -margin if match.game_id in LOWER_IS_BETTER else margin


# -- 1. cost and agreement --------------------------------------------------------------------
def strong_figures(game_id: str, deals: int) -> dict[str, Any]:
    seconds: list[float] = []
    differs = choices = 0
    for d in range(deals):
        record = played_record(game_id, 1000 + d, ["strong", "normal"])
        start = time.perf_counter()
        ratings = review_record(record, SEAT, "strong", 0)
        seconds.append(time.perf_counter() - start)
        for r in ratings:
            if r.reason != "only_move":
                choices += 1
                differs += r.best != r.played
    return {"seconds": statistics.median(seconds), "choices": choices,
            "differs": differs / max(1, choices)}


# -- 2. verdicts --------------------------------------------------------------------------------
def confirmed_loss(game_id: str, match: Match, rating: Rating, seed: int,
                   worlds: int) -> float:
    """The loss of the rated decision estimated again on independent deals."""
    if rating.best == rating.played:
        return 0.0
    view = match.view(SEAT)
    rng = random.Random(f"{seed}:confirm:{view_digest(view)}")
    module = adapter(game_id)
    assert module is not None
    points = module.rate(view, [rating.played, rating.best], dict(match.given_options), rng,
                         worlds)
    return float(points[rating.best] - points[rating.played])


def matches_before(record: Mapping[str, Any]) -> list[Match]:
    """The match just before each of the seat's decisions (deal 0), in order."""
    from tablecards.rules.records import parse_action

    deal = record["deals"][0]
    match = replay_record({**record, "deals": [{**deal, "actions": []}]}).match
    out = []
    for raw in deal["actions"]:
        action = parse_action(match, raw)
        if match.controller() == SEAT:
            out.append(match.clone())
        match.apply_unchecked(action)
    return out


def verdict_figures(game_id: str, deals: int, budget: int, worlds: int) -> dict[str, Any]:
    rows: dict[str, list[tuple[float, float, float]]] = {v: [] for v in VERDICTS}
    seconds: list[float] = []
    for d in range(deals):
        record = played_record(game_id, 5000 + d, ["easy"])
        final = replay_record(record).match
        start = time.perf_counter()
        ratings = review_record(record, SEAT, "normal", d, budget=Budget(budget), worlds=worlds)
        seconds.append(time.perf_counter() - start)
        before = matches_before(record)
        margin = deal_margin(final, SEAT)
        for r in ratings:
            if r.reason == "only_move":
                continue
            again = confirmed_loss(game_id, before[r.decision], r, d + 7919, worlds)
            rows[r.verdict].append((r.loss, again, margin))
    return {"seconds": statistics.median(seconds), "rows": rows}


def _mean(values: Sequence[float]) -> str:
    return f"{statistics.fmean(values):+7.2f}" if values else "      -"


def report(game_id: str, args: argparse.Namespace) -> str:
    lines = [f"== {game_id}"]
    if args.strong_deals:
        s = strong_figures(game_id, args.strong_deals)
        lines.append(f"  strong review: {s['seconds']:.1f} s per deal (median of "
                     f"{args.strong_deals}); best differs from Strong's play in "
                     f"{s['differs']:.0%} of {s['choices']} decisions with a choice")
    if args.deals:
        v = verdict_figures(game_id, args.deals, args.budget, args.worlds)
        lines.append(f"  cheap review ({args.budget} iterations, {args.worlds} deals): "
                     f"{v['seconds']:.2f} s per deal (median of {args.deals})")
        lines.append("  verdict       n   loss  confirmed  deal margin")
        groups = {**{k: v["rows"][k] for k in VERDICTS},
                  "mistake+blunder": v["rows"]["mistake"] + v["rows"]["blunder"]}
        for name, rows in groups.items():
            lines.append(f"  {name:15s} {len(rows):5d} {_mean([r[0] for r in rows])} "
                         f"{_mean([r[1] for r in rows])}    {_mean([r[2] for r in rows])}")
    return "\n".join(lines)


def main() -> None:
    if "--at-table" in sys.argv[1:]:  # 3. at the table: from the last card to the rated list
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
        from benchmarks.review_at_table import main as at_table

        at_table(sys.argv[1:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(game_ids()))
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--strong-deals", type=int, default=2)
    parser.add_argument("--budget", type=int, default=50)
    parser.add_argument("--worlds", type=int, default=32)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    games = [g for g in args.games.split(",") if g]
    if args.workers <= 1:
        for game_id in games:
            print(report(game_id, args), flush=True)
        return
    with ProcessPoolExecutor(args.workers) as pool:
        for text in pool.map(report, games, [args] * len(games)):
            print(text, flush=True)


if __name__ == "__main__":
    main()
