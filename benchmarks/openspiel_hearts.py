"""Our Hearts AI against OpenSpiel's C++ ISMCTS on duplicate deals (benchmark only).

Needs the `bench` extra: `pip install -e .[bench]` (open_spiel==2.0.2). See
docs/ai.md for the protocol this follows.

- Duplicate deals: each deal is played twice, agent kinds in seats A B A B then B A B A, so
  each kind holds every hand once; the pass direction rotates left, right, across, hold by
  deal number (always hold under `no_pass`). Seat 0 passes and receives first in both
  engines (our dealer is seat 3).
- Both engines run in lockstep from one canonical record. Our bots see only our engine's
  `SeatView`; OpenSpiel's bot sees only its own state (and reads its information state). After
  every action the referee asserts the same seat to move and the same legal moves (cards
  mapped between the encodings), and at the end the same points: any mismatch stops the run.
- The pass: every seat uses one common rule (the three highest cards, spades first on equal
  rank), because OpenSpiel 2.0.2's Hearts resampler breaks during the pass phase; only the
  card play is compared.
- OpenSpiel's bot: `pyspiel.ISMCTSBot`, 1,000 simulations, one random rollout per leaf
  (`RandomRolloutEvaluator`, kept referenced for the bot's life: the bot holds a raw
  pointer), max-visit final policy, exploration `--uct-c` (default 13 ≈ half of the 0..26
  return range; ai.md §3.4 measured it +1.1 points/seat-hand better than the examples' 2).
- Reported: mean points per seat-hand of each side with a 95 % CI, the paired difference
  D = B - A (positive favours A) with its CI, and decision times.

Agent kinds: easy | normal | strong (our levels), rules, random, ismcts[:SIMS[:UCT_C]] (OpenSpiel),
ours:ITERS[:C] (our search with another budget/exploration, for calibration).

A long run can be split: `--log FILE` appends each finished deal to FILE as one JSON line,
`--first N` starts at deal N of the seed's sequence (to go on where a run stopped), and
`--summary FILE...` prints the figures of every deal logged (one pair of kinds), without playing.
`--calibrate SECONDS` prints how many ISMCTS simulations OpenSpiel's bot fits in SECONDS per
decision on this machine (for matches at equal time), measured in whole hands.

    python benchmarks/openspiel_hearts.py --deals 6 --workers 2
    python benchmarks/openspiel_hearts.py --a ismcts:1000:13 --b ismcts:1000:2 --deals 20
    python benchmarks/openspiel_hearts.py --deals 100 --seed 7 --log runs.jsonl
    python benchmarks/openspiel_hearts.py --deals 100 --seed 7 --first 100 --log runs.jsonl
    python benchmarks/openspiel_hearts.py --summary runs.jsonl
"""

from __future__ import annotations

import argparse
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
from tablecards.ai.levels import LEVELS, make_level_bot, view_digest
from tablecards.ai.search.core import Budget
from tablecards.games.hearts import search as hearts_search
from tablecards.games.hearts.kernel import CARDS, card_int
from tablecards.games.hearts.match import PASS_OFFSET, HeartsDeal, HeartsMatch
from tablecards.rules.actions import Action, play
from tablecards.rules.cards import Card
from tablecards.rules.game import DealSetup
from tablecards.rules.options import resolve_options

try:
    import pyspiel
except ImportError:  # pragma: no cover - the bench extra is optional
    pyspiel = None

ROTATION = ("left", "right", "across", "hold")
# Our option -> OpenSpiel `hearts` parameter (identical meaning: the Hearts spec.md §7).
OS_PARAMS = {
    "no_points_first_trick": "no_pts_on_first_trick",
    "can_lead_any_club": "can_lead_any_club",
    "must_break_hearts": "must_break_hearts",
    "qs_breaks_hearts": "qs_breaks_hearts",
    "can_lead_hearts_instead_of_qs": "can_lead_hearts_instead_of_qs",
    "jd_bonus": "jd_bonus",
    "avoid_all_tricks_bonus": "avoid_all_tricks_bonus",
}
MATCH_ONLY = ("pass_dir", "target_score", "tie_shared", "tie_play_on")  # referee rules
DEALER = 3  # so seat 0 receives the first card and passes first, as in OpenSpiel


class Mismatch(AssertionError):
    """The two engines disagree: a rules bug on one side or a mapping bug here."""


def os_id(c: Card) -> int:
    """OpenSpiel's card id (rank * 4 + suit, suits C D H S) of our card."""
    fast = card_int(c)  # suit * 13 + rank, suits S H D C
    return (fast % 13) * 4 + 3 - fast // 13


OUR_CARD = {os_id(c): c for c in CARDS}


def os_parameters(options: dict[str, Any]) -> dict[str, bool]:
    """OpenSpiel `hearts` parameters equal to our options; refuses what OpenSpiel lacks."""
    resolved = resolve_options(HeartsMatch.spec.options, options)
    if resolved.on("moon_minus"):
        raise SystemExit("moon_minus has no OpenSpiel counterpart")
    params = {os_name: resolved.on(ours) for ours, os_name in OS_PARAMS.items()}
    params["pass_cards"] = not resolved.on("no_pass")
    return params


def common_pass(hand: list[Card]) -> list[Card]:
    """The three highest cards, spades > hearts > diamonds > clubs on equal rank."""
    return sorted(hand, key=os_id, reverse=True)[:3]


class OpenSpielAgent:
    """`pyspiel.ISMCTSBot` over OpenSpiel's state; the evaluator lives as long as the bot."""

    def __init__(self, sims: int, uct_c: float, seed: int) -> None:
        self.evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
        self.bot = pyspiel.ISMCTSBot(seed, self.evaluator, uct_c, sims, -1,
                                     pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
                                     False, False)

    def act(self, state: Any) -> int:
        return int(self.bot.step(state))


Agent = Bot | OpenSpielAgent


class TunedAgent:
    """Our Hearts search with a budget of the caller's (calibration runs only)."""

    def __init__(self, iterations: int, exploration: float, seed: int,
                 options: dict[str, Any]) -> None:
        self.bot = make_level_bot("hearts", "strong", seed, options)
        self.budget = Budget(iterations, 10.0, exploration)

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        own = random.Random(f"{self.bot.seed}:{view_digest(view)}")
        found = hearts_search.decide(view, legal, self.budget, own, self.bot.options)
        return found[0] if found else self.bot.fallback.choose(view, legal, own)


def make_agent(kind: str, seed: int, options: dict[str, Any], uct_c: float) -> Agent:
    if kind.startswith("ours:"):
        parts = kind.split(":")
        c = float(parts[2]) if len(parts) > 2 else hearts_search.BUDGETS["strong"].exploration
        return TunedAgent(int(parts[1]), c, seed, options)
    if kind.startswith("ismcts"):
        parts = kind.split(":")
        sims = int(parts[1]) if len(parts) > 1 else 1000
        c = float(parts[2]) if len(parts) > 2 else uct_c
        return OpenSpielAgent(sims, c, seed)
    if kind in LEVELS:
        return make_level_bot("hearts", kind, seed, options)
    return make_bot("hearts", kind)


def _check(ours: HeartsDeal, state: Any, where: str) -> None:
    seat = ours.to_move()
    if seat != state.current_player():
        raise Mismatch(f"{where}: seat to move {seat} here, {state.current_player()} in OpenSpiel")
    if ours.passing:
        mine = sorted(os_id(c) for c in ours.hands[seat])
    else:
        mine = sorted(os_id(c) for c in ours.legal_cards())
    theirs = sorted(state.legal_actions())
    if mine != theirs:
        raise Mismatch(f"{where}: legal {[OUR_CARD[i].code for i in mine]} here, "
                       f"{[OUR_CARD[i].code for i in theirs]} in OpenSpiel")


def play_hand(game: Any, options: Any, order: list[int], direction: str, agents: list[Agent],
              times: list[list[float]], rng: random.Random) -> list[int]:
    """One hand in both engines; each seat's points (asserted equal in both)."""
    hands = [[OUR_CARD[order[k]] for k in range(s, 52, 4)] for s in range(4)]
    ours = HeartsDeal(DealSetup(DEALER, hands), options, direction)
    state = game.new_initial_state()
    state.apply_action(PASS_OFFSET[direction])  # chance: the pass direction
    for card in order:  # chance: card k to seat k % 4
        state.apply_action(card)
    step = 0
    while not ours.is_complete():
        seat = ours.to_move()
        assert seat is not None
        where = f"action {step} (seat {seat})"
        _check(ours, state, where)
        step += 1
        if ours.passing:
            chosen = common_pass(ours.hands[seat])
            for i, c in enumerate(chosen):  # OpenSpiel takes the three one at a time
                left = sorted(os_id(x) for x in ours.hands[seat] if x not in chosen[:i])
                if state.current_player() != seat or sorted(state.legal_actions()) != left:
                    raise Mismatch(f"{where}: pass card {i} differs in OpenSpiel")
                state.apply_action(os_id(c))
            ours.apply(Action(seat, "pass", tuple(sorted(chosen))))
            continue
        legal = ours.legal_actions()
        agent = agents[seat]
        start = time.perf_counter()
        if isinstance(agent, OpenSpielAgent):
            card = OUR_CARD[agent.act(state)] if len(legal) > 1 else legal[0].value
            action = play(seat, card)  # type: ignore[arg-type]
        else:
            action = agent.choose(ours.view(seat), legal, rng)
        if len(legal) > 1:
            times[seat].append(time.perf_counter() - start)
        if action not in legal:
            raise Mismatch(f"{where}: {action} is not legal here")
        assert isinstance(action.value, Card)
        state.apply_action(os_id(action.value))
        ours.apply(action)
    if not state.is_terminal():
        raise Mismatch("the hand is over here but not in OpenSpiel")
    pts = ours.points()
    theirs = [round(26 - r) for r in state.returns()]
    if pts != theirs:
        raise Mismatch(f"points {pts} here, {theirs} in OpenSpiel")
    return pts


def agent_seed(deal_seed: int, layout: int, seat: int) -> int:
    """A seat's agent seed, kept within OpenSpiel's 32-bit signed int: a large --seed (4242
    made 3,393,701,809) overflowed its constructors. Seeds below 2**31 are as they were."""
    return (deal_seed * 8 + 4 * layout + seat) % 2**31


def run_deal(job: tuple[dict[str, Any], int]) -> tuple[float, float, list[float], list[float]]:
    """One duplicate deal: mean points per seat-hand of A and of B, and their decision times."""
    cfg, index = job
    game = pyspiel.load_game("hearts", os_parameters(cfg["options"]))
    options = resolve_options(HeartsMatch.spec.options, cfg["options"])
    seed = cfg["seed"] * 100_003 + index
    order = list(range(52))
    random.Random(seed).shuffle(order)
    direction = "hold" if options.on("no_pass") else ROTATION[index % 4]
    pts = {"A": [], "B": []}  # type: dict[str, list[int]]
    times = {"A": [], "B": []}  # type: dict[str, list[float]]
    for n, layout in enumerate(("ABAB", "BABA")):
        agents = [make_agent(cfg[t.lower()], agent_seed(seed, n, s), cfg["options"],
                             cfg["uct_c"]) for s, t in enumerate(layout)]
        seat_times: list[list[float]] = [[], [], [], []]
        got = play_hand(game, options, order, direction, agents, seat_times,
                        random.Random(seed + n))
        for s, t in enumerate(layout):
            pts[t].append(got[s])
            times[t].extend(seat_times[s])
    return (statistics.fmean(pts["A"]), statistics.fmean(pts["B"]), times["A"], times["B"])


def _ci(xs: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return mean, half


def _q(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] * 1000 if xs else float("nan")


Result = tuple[float, float, list[float], list[float]]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--a", default="strong", help="side A kind (default: our strong)")
    p.add_argument("--b", default="ismcts:1000", help="side B kind (default: ismcts:1000)")
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--first", type=int, default=0, help="index of the first deal to play")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--uct-c", type=float, default=13.0, help="OpenSpiel ISMCTS exploration")
    p.add_argument("--options", default="{}", help="our Hearts options as JSON")
    p.add_argument("--log", type=Path, default=None, help="append each deal to this file")
    p.add_argument("--summary", type=Path, nargs="+", default=None,
                   help="summarise logged deals instead of playing")
    p.add_argument("--calibrate", type=float, default=None, metavar="SECONDS",
                   help="print the simulations OpenSpiel's ISMCTS fits in SECONDS")
    args = p.parse_args(argv)
    if args.summary:
        return summarise(args.summary)
    if pyspiel is None:
        print("open_spiel is not installed: pip install -e .[bench]")
        return 2
    if args.calibrate is not None:
        calibrate(args.calibrate, args.seed, args.uct_c)
        return 0
    options = json.loads(args.options)
    os_parameters(options)  # refuse unmappable options before starting workers
    cfg = {"a": args.a, "b": args.b, "seed": args.seed, "uct_c": args.uct_c,
           "options": options}
    jobs = [(cfg, i) for i in range(args.first, args.first + args.deals)]
    start = time.perf_counter()
    results: list[Result] = []
    pool = Pool(args.workers) if args.workers > 1 else None
    played = pool.imap(run_deal, jobs, chunksize=1) if pool else map(run_deal, jobs)
    try:
        for job, result in zip(jobs, played, strict=True):
            results.append(result)
            if args.log is not None:
                _log(args.log, cfg, job[1], result)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    label = (f"Hearts {options or 'default rules'}: A={args.a} vs B={args.b} "
             f"(uct_c {args.uct_c:g})")
    report(label, results, time.perf_counter() - start)
    return 0


def calibrate(seconds: float, seed: int, uct_c: float) -> int:
    """The simulations per decision that take OpenSpiel's ISMCTS `seconds` at the median,
    found from its time at 1,000 and corrected once at the count first estimated."""
    sims = 1000
    for deals in (2, 1):
        kind = f"ismcts:{sims}"
        cfg = {"a": kind, "b": kind, "seed": seed, "uct_c": uct_c, "options": {}}
        times = [t for i in range(deals) for r in [run_deal((cfg, i))] for t in r[2] + r[3]]
        median = statistics.median(times)
        print(f"  {sims} simulations: median {median * 1000:.0f} ms over {len(times)} decisions")
        sims = max(1, round(sims * seconds / median))
    print(f"OpenSpiel's ISMCTS fits about {sims} simulations in {seconds * 1000:.0f} ms")
    return sims


def _log(path: Path, cfg: dict[str, Any], index: int, result: Result) -> None:
    """Append one finished deal, so a run that stops keeps what it played."""
    a, b, a_times, b_times = result
    times = [[round(t, 4) for t in a_times], [round(t, 4) for t in b_times]]
    line = {"a": cfg["a"], "b": cfg["b"], "uct_c": cfg["uct_c"], "options": cfg["options"],
            "seed": cfg["seed"], "deal": index, "result": [a, b, *times]}
    with path.open("a", encoding="utf-8") as f:
        f.write(json.dumps(line) + "\n")


def summarise(paths: list[Path]) -> int:
    """The figures of every deal in the logs (each deal once), for one pair of kinds."""
    seen: dict[tuple[Any, ...], Result] = {}
    kinds = set()
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            key = (entry["seed"], entry["deal"], json.dumps(entry["options"], sort_keys=True))
            kinds.add((entry["a"], entry["b"], entry["uct_c"]))
            a, b, at, bt = entry["result"]
            seen[key] = (a, b, at, bt)
    if len(kinds) != 1:
        print(f"the logs mix different matches: {sorted(kinds)}")
        return 2
    ((a, b, uct_c),) = kinds
    seeds = sorted({key[0] for key in seen})
    report(f"Hearts: A={a} vs B={b} (uct_c {uct_c:g}), seeds {seeds}", list(seen.values()),
           None)
    return 0


def report(label: str, results: list[Result], elapsed: float | None) -> None:
    """Each side's points per seat-hand, the paired difference and the decision times."""
    a_pts = [r[0] for r in results]
    b_pts = [r[1] for r in results]
    diffs = [b - a for a, b in zip(a_pts, b_pts, strict=True)]
    took = "" if elapsed is None else f", {elapsed:.0f} s"
    print(f"{label}, {len(results)} duplicate deals = {2 * len(results)} hands{took};"
          f" every move's legality and the points cross-checked with OpenSpiel")
    for name, xs in (("A", a_pts), ("B", b_pts)):
        mean, half = _ci(xs)
        print(f"  {name} mean points per seat-hand {mean:6.2f} ± {half:.2f} (95% CI)")
    mean, half = _ci(diffs)
    wins = sum(d > 0 for d in diffs)
    losses = sum(d < 0 for d in diffs)
    print(f"  D = B - A per seat-hand {mean:+.2f} ± {half:.2f} (95% CI; > 0 favours A); "
          f"A better / equal / worse on {wins} / {len(diffs) - wins - losses} / {losses} deals")
    a_times = [t for r in results for t in r[2]]
    b_times = [t for r in results for t in r[3]]
    for name, ts in (("A", a_times), ("B", b_times)):
        mean_ms = statistics.fmean(ts) * 1000 if ts else float("nan")
        print(f"  {name} {len(ts)} decisions: mean {mean_ms:.0f} ms, median "
              f"{_q(ts, 0.5):.0f} ms, p95 {_q(ts, 0.95):.0f} ms")


if __name__ == "__main__":
    sys.exit(main())
