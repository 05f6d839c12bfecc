"""Table responsiveness while Strong bots think: the longest event-loop stall, in milliseconds.

Plays Tressette deals between two Strong bots through `MatchController` with no delays, once
with decisions in the worker process (what the table does) and once inline on the GUI thread
(for contrast), while a 10 ms QTimer records its ticks. The stall is the longest gap between
ticks minus the 10 ms interval; the target for the worker path is under 50 ms.

    QT_QPA_PLATFORM=offscreen python benchmarks/table_responsiveness.py [--deals 1] [--seed 1]
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: TID251

from tablecards.ui import bot_worker
from tablecards.ui.controller import MatchConfig, MatchController, Pace, SeatConfig

TARGET_MS = 50
TICK_MS = 10


def measure(deals: int, seed: int, inline: bool) -> tuple[float, int]:
    """(max stall in ms, decisions) over `deals` deals of Strong against Strong."""
    seats = [SeatConfig("A", False, "strong"), SeatConfig("B", False, "strong")]
    pace = Pace(bot_ms=0, trick_ms=0, anim_ms=0, inline_bots=inline)
    controller = MatchController(MatchConfig("tressette", 2, {}, seats, seed), pace)
    if not inline:  # the worker process is started (and warm) before the clock runs
        bot_worker.warm_up()
        bot_worker.decide("tressette", "easy", 0, *_any_view(seed)).result()
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    loop = QEventLoop()
    played = 0

    def deal_over() -> None:
        nonlocal played
        played += 1
        if played >= deals or controller.match.over:
            loop.quit()
        else:
            QTimer.singleShot(0, controller.next_deal)

    controller.sig_deal_over.connect(deal_over)
    ticks.append(time.perf_counter())
    QTimer.singleShot(0, controller.start)
    loop.exec()
    ticks.append(time.perf_counter())
    timer.stop()
    controller.stop()
    decisions = sum(len(actions) for actions in controller.match.actions)
    stall = max(b - a for a, b in itertools.pairwise(ticks)) * 1000 - TICK_MS
    return max(stall, 0.0), decisions


def _any_view(seed: int) -> tuple:
    from tablecards.rules.registry import new_match

    match = new_match("tressette", 2, {}, seed=seed)
    match.deal_next()
    view = match.view(match.controller())
    return view, view.legal_actions, "warm"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-inline", action="store_true", help="skip the inline contrast")
    args = parser.parse_args()
    _app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    stall, decisions = measure(args.deals, args.seed, inline=False)
    verdict = "ok" if stall < TARGET_MS else f"OVER the {TARGET_MS} ms target"
    print(f"worker process: max event-loop stall {stall:6.1f} ms over {decisions} decisions"
          f" ({verdict})")
    if not args.no_inline:
        stall, decisions = measure(args.deals, args.seed, inline=True)
        print(f"inline (old):   max event-loop stall {stall:6.1f} ms over {decisions} decisions")
    bot_worker.shutdown()


if __name__ == "__main__":
    main()
