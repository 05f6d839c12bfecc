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
  D = B - A (positive favours A) with its CI, the deals A did better / equal / worse on,
  where D comes from (the Q♠, the other points, shot moons), and each side's wall time and
  CPU time per decision (median, p95). CPU is this process's `time.process_time()` around
  the decision: OpenSpiel's C++ search runs in the calling thread, and ours runs here when it
  has no helper processes (a pool worker never has them; `--equal-cpu` sets
  `TABLECARDS_SEARCH_PROCESSES=1`); otherwise the report says its CPU misses the helpers'.

Agent kinds: easy | normal | strong (our levels), rules, random, ismcts[:SIMS[:UCT_C]] (OpenSpiel),
ours:ITERS[:C] (our search with another budget/exploration, for calibration).

A long run can be split: `--log FILE` appends each finished deal to FILE as one JSON line,
`--first N` starts at deal N of the seed's sequence (to go on where a run stopped), and
`--summary FILE...` prints the figures of every deal logged (one pair of kinds), without playing.
`--calibrate SECONDS` prints how many ISMCTS simulations OpenSpiel's bot fits in SECONDS per
decision on this machine (for matches at equal time), measured in whole hands.

`--equal-cpu [FACTOR]` plays A (default strong) against ISMCTS given FACTOR times A's CPU per
decision (default 1), both on one process: a calibration on deals of their own (A against
ISMCTS at 1,000 simulations, then at estimated counts; `--calibration-deals` of each) fixes
the simulations, then the duplicate deals are played. The calibration is printed and written
to `--log` before the first deal; a later run with the same log, seed and FACTOR reuses it,
so a long match split over runs is one match (`--deals 0` only calibrates). The match's own
summary shows both sides' CPU per decision, the check that the count was right.

    python benchmarks/openspiel_hearts.py --deals 6 --workers 2
    python benchmarks/openspiel_hearts.py --a ismcts:1000:13 --b ismcts:1000:2 --deals 20
    python benchmarks/openspiel_hearts.py --deals 100 --seed 7 --log runs.jsonl
    python benchmarks/openspiel_hearts.py --deals 100 --seed 7 --first 100 --log runs.jsonl
    python benchmarks/openspiel_hearts.py --summary runs.jsonl
    python benchmarks/openspiel_hearts.py --equal-cpu --workers 1 --deals 300 --log eq.jsonl
    python benchmarks/openspiel_hearts.py --equal-cpu 4 --workers 1 --deals 300 --log x4.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from multiprocessing import Pool, current_process
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tablecards.ai.base import Bot
from tablecards.ai.bots import make_bot
from tablecards.ai.levels import LEVELS, make_level_bot, view_digest
from tablecards.ai.search.core import Budget
from tablecards.ai.search.streams import ENV_PROCESSES, usable_processes
from tablecards.games.hearts import search as hearts_search
from tablecards.games.hearts.kernel import CARDS, card_int
from tablecards.games.hearts.match import PASS_OFFSET, HeartsDeal, HeartsMatch, card_points
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
CALIBRATION_FIRST = 90_000
"""Deal index where calibration deals start: never a match's deal (no match plays 90,000),
and below the 100,003 stride between seeds, so never another seed's deal either."""
CALIBRATION_SIMS = 1000


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


@dataclass
class Timings:
    """Wall and CPU seconds of each seat's decisions with a choice (one legal move is free)."""

    wall: list[list[float]] = field(default_factory=lambda: [[], [], [], []])
    cpu: list[list[float]] = field(default_factory=lambda: [[], [], [], []])


@dataclass
class HandRecord:
    """What one hand came to: each seat's points, who took the Q♠, who shot the moon."""

    points: list[int]
    queen: int
    moon: int | None


def hand_record(ours: HeartsDeal, pts: list[int]) -> HandRecord:
    queen = next(s for s, pile in enumerate(ours.taken) if any(c.code == "QS" for c in pile))
    taken = ours.taken_points()
    full = sum(card_points(c) for c in CARDS)
    moon = next((s for s, t in enumerate(taken) if t == full), None)
    return HandRecord(pts, queen, moon)


def play_hand(game: Any, options: Any, order: list[int], direction: str, agents: list[Agent],
              timings: Timings, rng: random.Random) -> HandRecord:
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
        start, start_cpu = time.perf_counter(), time.process_time()
        if isinstance(agent, OpenSpielAgent):
            card = OUR_CARD[agent.act(state)] if len(legal) > 1 else legal[0].value
            action = play(seat, card)  # type: ignore[arg-type]
        else:
            action = agent.choose(ours.view(seat), legal, rng)
        if len(legal) > 1:
            timings.cpu[seat].append(time.process_time() - start_cpu)
            timings.wall[seat].append(time.perf_counter() - start)
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
    return hand_record(ours, pts)


def agent_seed(deal_seed: int, layout: int, seat: int) -> int:
    """A seat's agent seed, kept within OpenSpiel's 32-bit signed int: a large --seed (4242
    made 3,393,701,809) overflowed its constructors. Seeds below 2**31 are as they were."""
    return (deal_seed * 8 + 4 * layout + seat) % 2**31


@dataclass
class DealResult:
    """One duplicate deal: each side's mean points per seat-hand, its decisions' wall and CPU
    seconds, and the two hands (seat layout, points, Q♠ and moon seats)."""

    a: float
    b: float
    a_times: list[float]
    b_times: list[float]
    a_cpu: list[float] = field(default_factory=list)
    b_cpu: list[float] = field(default_factory=list)
    hands: list[dict[str, Any]] = field(default_factory=list)
    cpu_complete: bool = True  # False: our search had helper processes this CPU misses

    def side_points(self, part: str) -> tuple[float, float]:
        """A's and B's points per seat-hand from one part of the score: "queen" (the Q♠ in
        hands nobody shot the moon in), "moon" (every point of a shot-moon hand), "rest"."""
        sums = {"A": 0.0, "B": 0.0}
        for hand in self.hands:
            for seat, side in enumerate(hand["layout"]):
                sums[side] += _part_points(hand, seat, part)
        count = 2 * len(self.hands) or 1
        return sums["A"] / count, sums["B"] / count


def _part_points(hand: dict[str, Any], seat: int, part: str) -> float:
    points = float(hand["points"][seat])
    if hand["moon"] is not None:
        return points if part == "moon" else 0.0
    queen = 13.0 if hand["queen"] == seat else 0.0
    return {"queen": queen, "moon": 0.0, "rest": points - queen}[part]


def run_deal(job: tuple[dict[str, Any], int]) -> DealResult:
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
    cpu = {"A": [], "B": []}  # type: dict[str, list[float]]
    hands = []
    for n, layout in enumerate(("ABAB", "BABA")):
        agents = [make_agent(cfg[t.lower()], agent_seed(seed, n, s), cfg["options"],
                             cfg["uct_c"]) for s, t in enumerate(layout)]
        timings = Timings()
        got = play_hand(game, options, order, direction, agents, timings,
                        random.Random(seed + n))
        hands.append({"layout": layout, "points": got.points, "queen": got.queen,
                      "moon": got.moon})
        for s, t in enumerate(layout):
            pts[t].append(got.points[s])
            times[t].extend(timings.wall[s])
            cpu[t].extend(timings.cpu[s])
    return DealResult(statistics.fmean(pts["A"]), statistics.fmean(pts["B"]), times["A"],
                      times["B"], cpu["A"], cpu["B"], hands, searches_in_process())


def searches_in_process() -> bool:
    """Whether our search runs in this process only, so its CPU time counts all of it: one
    usable process, or a pool worker (daemonic, so never given helpers)."""
    return usable_processes() == 1 or bool(current_process().daemon)


def _ci(xs: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else float("nan")
    return mean, half


def _q(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] * 1000 if xs else float("nan")


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
    p.add_argument("--equal-cpu", type=float, nargs="?", const=1.0, default=None,
                   metavar="FACTOR", help="B = ISMCTS given FACTOR (default 1) times A's CPU "
                   "per decision, calibrated first; one search process")
    p.add_argument("--calibration-deals", type=int, default=2,
                   help="duplicate deals of the first --equal-cpu calibration step")
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
    calibration = None
    if args.equal_cpu is not None:
        if args.equal_cpu <= 0:
            raise SystemExit("--equal-cpu FACTOR must be positive")
        os.environ[ENV_PROCESSES] = "1"  # before any worker starts: they inherit it
        calibration = equal_cpu_calibration(args, options)
        args.b = f"ismcts:{calibration['sims']}"
        if args.deals == 0:  # calibrate only
            print(calibration_line(calibration))
            return 0
    cfg = {"a": args.a, "b": args.b, "seed": args.seed, "uct_c": args.uct_c,
           "options": options}
    jobs = [(cfg, i) for i in range(args.first, args.first + args.deals)]
    start = time.perf_counter()
    results: list[DealResult] = []
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
    if calibration is not None:
        print(calibration_line(calibration))
    report(label, results, time.perf_counter() - start)
    return 0


def calibrate(seconds: float, seed: int, uct_c: float) -> int:
    """The simulations per decision that take OpenSpiel's ISMCTS `seconds` at the median,
    found from its time at 1,000 and corrected once at the count first estimated."""
    sims = 1000
    for deals in (2, 1):
        kind = f"ismcts:{sims}"
        cfg = {"a": kind, "b": kind, "seed": seed, "uct_c": uct_c, "options": {}}
        times = [t for i in range(deals) for r in [run_deal((cfg, i))]
                 for t in r.a_times + r.b_times]
        median = statistics.median(times)
        print(f"  {sims} simulations: median {median * 1000:.0f} ms over {len(times)} decisions")
        sims = max(1, round(sims * seconds / median))
    print(f"OpenSpiel's ISMCTS fits about {sims} simulations in {seconds * 1000:.0f} ms")
    return sims


def equal_cpu_calibration(args: argparse.Namespace, options: dict[str, Any]) -> dict[str, Any]:
    """The calibration this match uses: the one in `--log` for the same A, seed, factor,
    exploration and options if there is one (a split run stays one match), else a new one,
    written to the log before the first deal."""
    key = {"a": args.a, "seed": args.seed, "uct_c": args.uct_c, "options": options}
    if args.log is not None and args.log.exists():
        for line in args.log.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            found = entry.get("calibration")
            if found and found["factor"] == args.equal_cpu and all(
                    entry.get(k) == v for k, v in key.items()):
                print(f"reusing the calibration in {args.log}")
                return dict(found)
    found = calibrate_cpu(args.a, args.equal_cpu, args.seed, args.uct_c, options,
                          args.calibration_deals)
    if args.log is not None:
        with args.log.open("a", encoding="utf-8") as f:
            f.write(json.dumps({**key, "calibration": found}) + "\n")
    return found


def calibrate_cpu(a_kind: str, factor: float, seed: int, uct_c: float,
                  options: dict[str, Any], deals: int) -> dict[str, Any]:
    """ISMCTS simulations whose median CPU per decision is `factor` × A's, on one process.

    A plays ISMCTS on calibration deals (never a match's): `deals` duplicate deals at 1,000
    simulations for a first estimate, then `deals` more, one at a time, each at the count the
    decisions so far near the target give. ISMCTS's cost is taken as CPU per simulation (the
    median over those later decisions of each one's CPU / simulations): pooling them is
    steadier than chasing one deal's median. A's median is over all the deals, so it is
    measured against ISMCTS as in the match."""
    a_cpu: list[float] = []
    near: list[float] = []  # CPU per simulation of ISMCTS decisions at estimated counts
    steps: list[dict[str, Any]] = []
    sims, index = CALIBRATION_SIMS, CALIBRATION_FIRST
    for step in range(deals + 1):
        cfg = {"a": a_kind, "b": f"ismcts:{sims}", "seed": seed, "uct_c": uct_c,
               "options": options}
        b_cpu: list[float] = []
        for _ in range(deals if step == 0 else 1):
            result = run_deal((cfg, index))
            index += 1
            a_cpu += result.a_cpu
            b_cpu += result.b_cpu
        target = factor * statistics.median(a_cpu)
        measured = statistics.median(b_cpu)
        steps.append({"sims": sims, "decisions": len(b_cpu), "median_cpu": round(measured, 4),
                      "target_cpu": round(target, 4)})
        print(f"  calibration: A's median CPU {statistics.median(a_cpu) * 1000:.0f} ms over "
              f"{len(a_cpu)} decisions; ISMCTS {sims} simulations: median CPU "
              f"{measured * 1000:.0f} ms over {len(b_cpu)} decisions (target "
              f"{target * 1000:.0f} ms)", flush=True)
        per_sim = [t / sims for t in b_cpu]
        if step > 0:
            near += per_sim
        sims = max(1, round(target / statistics.median(near or per_sim)))
    a_sorted = sorted(a_cpu)
    return {"factor": factor, "a": a_kind, "a_median_cpu": round(statistics.median(a_cpu), 4),
            "a_p95_cpu": round(_q(a_sorted, 0.95) / 1000, 4), "a_decisions": len(a_cpu),
            "sims": sims, "ismcts_cpu_per_sim_us": round(statistics.median(near) * 1e6, 2),
            "ismcts_decisions": len(near), "steps": steps,
            "search_processes": usable_processes(),
            "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}


def calibration_line(found: dict[str, Any]) -> str:
    return (f"Equal CPU × {found['factor']:g} ({found['date']}, {found['search_processes']} "
            f"search process): A={found['a']} median CPU per decision "
            f"{found['a_median_cpu'] * 1000:.0f} ms, p95 {found['a_p95_cpu'] * 1000:.0f} ms "
            f"({found['a_decisions']} decisions); ISMCTS median "
            f"{found['ismcts_cpu_per_sim_us']:.1f} µs CPU per simulation "
            f"({found['ismcts_decisions']} decisions at "
            f"{', '.join(str(st['sims']) for st in found['steps'][1:])} simulations) -> "
            f"{found['sims']} simulations per decision")


def _log(path: Path, cfg: dict[str, Any], index: int, result: DealResult) -> None:
    """Append one finished deal, so a run that stops keeps what it played."""
    def ms(xs: list[float]) -> list[float]:
        return [round(t, 4) for t in xs]

    line = {"a": cfg["a"], "b": cfg["b"], "uct_c": cfg["uct_c"], "options": cfg["options"],
            "seed": cfg["seed"], "deal": index,
            "result": [result.a, result.b, ms(result.a_times), ms(result.b_times)],
            "cpu": [ms(result.a_cpu), ms(result.b_cpu)], "hands": result.hands,
            "cpu_complete": result.cpu_complete}
    with path.open("a", encoding="utf-8") as f:
        f.write(json.dumps(line) + "\n")


def summarise(paths: list[Path]) -> int:
    """The figures of every deal in the logs (each deal once), for one pair of kinds."""
    seen: dict[tuple[Any, ...], DealResult] = {}
    kinds = set()
    calibrations: list[dict[str, Any]] = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            if "calibration" in entry:
                calibrations.append(entry["calibration"])
                continue
            key = (entry["seed"], entry["deal"], json.dumps(entry["options"], sort_keys=True))
            kinds.add((entry["a"], entry["b"], entry["uct_c"]))
            a, b, at, bt = entry["result"]
            a_cpu, b_cpu = entry.get("cpu", [[], []])
            seen[key] = DealResult(a, b, at, bt, a_cpu, b_cpu, entry.get("hands", []),
                                   entry.get("cpu_complete", True))
    if len(kinds) != 1:
        print(f"the logs mix different matches: {sorted(kinds)}")
        return 2
    ((a, b, uct_c),) = kinds
    for found in calibrations:
        if f"ismcts:{found['sims']}" == b and found["a"] == a:
            print(calibration_line(found))
    seeds = sorted({key[0] for key in seen})
    report(f"Hearts: A={a} vs B={b} (uct_c {uct_c:g}), seeds {seeds}", list(seen.values()),
           None)
    return 0


def report(label: str, results: list[DealResult], elapsed: float | None) -> None:
    """Each side's points per seat-hand, the paired difference, where it comes from, and
    each side's wall and CPU time per decision."""
    if not results:
        print(f"{label}: no deals played")
        return
    a_pts = [r.a for r in results]
    b_pts = [r.b for r in results]
    diffs = [b - a for a, b in zip(a_pts, b_pts, strict=True)]
    took = "" if elapsed is None else (f", {elapsed:.0f} s ({elapsed / len(results):.1f} s "
                                       f"per duplicate deal)")
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
    report_parts(results)
    report_times(results)


def report_parts(results: list[DealResult]) -> None:
    """D split into the Q♠, the other points, and shot-moon hands (where hands are logged)."""
    logged = [r for r in results if r.hands]
    if not logged:
        return
    parts = []
    for part, name in (("queen", "Q♠"), ("rest", "other points"), ("moon", "shot moons")):
        diffs = [b - a for r in logged for a, b in [r.side_points(part)]]
        mean, half = _ci(diffs)
        parts.append(f"{name} {mean:+.2f} ± {half:.2f}")
    print(f"  D by source (B - A per seat-hand, {len(logged)} deals): {', '.join(parts)}")
    hands = [h for r in logged for h in r.hands]
    for side in "AB":
        queens = sum(h["layout"][h["queen"]] == side for h in hands if h["moon"] is None)
        moons = sum(h["moon"] is not None and h["layout"][h["moon"]] == side for h in hands)
        print(f"  {side} took the Q♠ in {queens} and shot the moon in {moons} of "
              f"{len(hands)} hands")


def report_times(results: list[DealResult]) -> None:
    """Wall and CPU time per decision of each side; CPU per deal for planning long runs."""
    medians = {}
    for name in "AB":
        wall = [t for r in results for t in (r.a_times if name == "A" else r.b_times)]
        cpu = [t for r in results for t in (r.a_cpu if name == "A" else r.b_cpu)]
        mean_ms = statistics.fmean(wall) * 1000 if wall else float("nan")
        line = (f"  {name} {len(wall)} decisions: wall mean {mean_ms:.0f} ms, median "
                f"{_q(wall, 0.5):.0f} ms, p95 {_q(wall, 0.95):.0f} ms")
        if cpu:
            medians[name] = _q(cpu, 0.5)
            line += f"; CPU median {_q(cpu, 0.5):.0f} ms, p95 {_q(cpu, 0.95):.0f} ms"
        else:
            line += "; CPU not logged"
        print(line)
    if len(medians) == 2 and medians["A"] > 0:
        per_deal = statistics.fmean(sum(r.a_cpu) + sum(r.b_cpu) for r in results)
        print(f"  B's median CPU per decision is {medians['B'] / medians['A']:.2f} × A's; "
              f"decisions take {per_deal:.1f} s CPU per duplicate deal")
    if not all(r.cpu_complete for r in results):
        print("  note: our search used helper processes in some deals; their CPU is not "
              "counted (TABLECARDS_SEARCH_PROCESSES=1 or --equal-cpu to count it all)")


if __name__ == "__main__":
    sys.exit(main())
