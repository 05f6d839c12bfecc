"""The coach's review at the table, measured per game: from the deal's last card to the rated
list shown (`python benchmarks/review.py --at-table`).

A real table (its page on an offscreen screen, the controller's worker process deciding for
the computer seats at `--level`, the table's pace `--pace`) plays `--deals` deals of each
game's usual form with seat 0 a person: a simulated player who takes `--think` seconds, then
plays the rule player's move. When a deal's last card is played, "Review this deal" is opened
at once (as a click on it) and the time until its rated list is shown is measured, together
with the player's decisions and how many of them were rated ahead when the deal ended.

`--baseline` measures the review as it was before the ratings ahead (the whole deal rated
when the review opens), for comparison; `--search-processes N` caps the search's processes.

Usage: python benchmarks/review.py --at-table [--games hearts,...] [--deals 2]
       [--think 1.0] [--pace fast] [--level strong] [--baseline]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: TID251
from PySide6.QtWidgets import QApplication  # noqa: TID251

from tablecards.ai.bots import baseline_bot
from tablecards.rules.registry import game_class, game_ids
from tablecards.ui import bot_worker, review_ahead
from tablecards.ui.controller import MatchConfig, MatchController, SeatConfig
from tablecards.ui.prefs import SPEEDS
from tablecards.ui.table_page import TablePage

WAIT_S = 600.0
"""The longest one deal, or one review, may take before the run gives up on it."""


@dataclass
class DealFigure:
    """One deal's review at the table."""

    seconds: float
    decisions: int
    rated_ahead: int


@dataclass
class GameFigures:
    game_id: str
    deals: list[DealFigure] = field(default_factory=list)
    bot_seconds: list[float] = field(default_factory=list)
    """Each computer seat's decision, from asking the worker to its answer."""


_BOT_SECONDS: list[float] = []
_decide = bot_worker.decide


def _timed_decide(*args: Any, **kwargs: Any) -> Any:
    """`bot_worker.decide`, its time to the answer noted: the ratings ahead must not slow
    the computer seats."""
    start = time.perf_counter()
    future = _decide(*args, **kwargs)
    future.add_done_callback(
        lambda f: None if f.cancelled() else _BOT_SECONDS.append(time.perf_counter() - start))
    return future


class TableRun:
    """One game's table, played by the simulated person until `deals` deals are reviewed."""

    def __init__(self, app: QApplication, game_id: str, args: argparse.Namespace) -> None:
        self.app, self.game_id, self.args = app, game_id, args
        players, options = game_class(game_id).variant_examples[0]
        seats = [SeatConfig("You", True)] + [SeatConfig(f"Bot {i}", False, args.level)
                                             for i in range(1, players)]
        config = MatchConfig(game_id, players, dict(options), seats, seed=args.seed)
        self.controller = MatchController(config, SPEEDS[args.pace])
        self.page = TablePage(self.controller)
        self.page.ahead.active = not args.baseline
        self.page.resize(1024, 700)
        self.page.show()
        self.player = baseline_bot(game_id)
        self.rng = random.Random(args.seed)
        self.figures = GameFigures(game_id)
        self._thinking = False
        self.controller.sig_changed.connect(self._maybe_decide)
        self.controller.sig_deal_over.connect(self._deal_over)

    def _maybe_decide(self) -> None:
        c = self.controller
        if c.human_turn() and not self._thinking:
            self._thinking = True
            QTimer.singleShot(int(self.args.think * 1000), self._decide)

    def _decide(self) -> None:
        self._thinking = False
        c = self.controller
        if not c.human_turn():
            return
        view = c.match.view(0)
        c.submit(self.player.choose(view, view.legal_actions, self.rng))

    def _deal_over(self) -> None:
        start = time.perf_counter()
        ahead = self.page.ahead
        noted = [d for d in ahead.decisions if d.seat == 0]
        rated = sum(ahead.ready(d.view, d.action) for d in noted)
        dialog = self.page.review_deal()
        assert dialog is not None
        until = start + WAIT_S
        while not dialog.ready() and time.perf_counter() < until:
            self.app.processEvents()
            time.sleep(0.002)
        seconds = time.perf_counter() - start
        assert dialog.ready(), "the review did not finish"
        self.figures.deals.append(DealFigure(seconds, len(noted), rated))
        print(f"  {self.game_id} deal {len(self.figures.deals)}: {seconds:.2f} s to the "
              f"rated list ({rated}/{len(noted)} decisions rated ahead)", flush=True)
        dialog.close()
        if len(self.figures.deals) < self.args.deals and not self.controller.match.over:
            QTimer.singleShot(0, self.controller.next_deal)

    def run(self) -> GameFigures:
        _BOT_SECONDS.clear()
        self.controller.start()
        until = time.perf_counter() + WAIT_S * self.args.deals
        while len(self.figures.deals) < self.args.deals and time.perf_counter() < until:
            self.app.processEvents()
            time.sleep(0.002)
            if self.controller.match.over and not self.controller.match.needs_deal:
                break
        self.controller.stop()
        self.figures.bot_seconds = list(_BOT_SECONDS)
        self.page.close()
        self.page.deleteLater()
        return self.figures


def summary(figures: GameFigures) -> str:
    seconds = [d.seconds for d in figures.deals]
    if not seconds:
        return f"{figures.game_id:12s} no deal reviewed"
    ahead = sum(d.rated_ahead for d in figures.deals)
    total = sum(d.decisions for d in figures.deals)
    bots = sorted(figures.bot_seconds) or [0.0]
    p95 = bots[min(len(bots) - 1, int(0.95 * len(bots)))]
    return (f"{figures.game_id:12s} median {statistics.median(seconds):5.2f} s, "
            f"worst {max(seconds):5.2f} s over {len(seconds)} deals; "
            f"{ahead}/{total} decisions rated by the deal's end; computer seats' decisions "
            f"median {statistics.median(bots):.2f} s, p95 {p95:.2f} s ({len(bots)})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--at-table", action="store_true", help="(this measurement)")
    parser.add_argument("--games", default=",".join(game_ids()))
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--think", type=float, default=1.0,
                        help="seconds the simulated person takes per decision")
    parser.add_argument("--pace", default="fast", choices=sorted(SPEEDS))
    parser.add_argument("--level", default="strong", help="the computer seats' level")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--baseline", action="store_true",
                        help="no ratings ahead: the whole deal rated when the review opens")
    parser.add_argument("--search-processes", type=int, default=0)
    args = parser.parse_args(argv)
    if args.search_processes:
        os.environ["TABLECARDS_SEARCH_PROCESSES"] = str(args.search_processes)
    bot_worker.decide = _timed_decide  # type: ignore[assignment]
    app = QApplication.instance() or QApplication([])
    results: list[GameFigures] = []
    try:
        for game_id in [g for g in args.games.split(",") if g]:
            results.append(TableRun(app, game_id, args).run())  # type: ignore[arg-type]
    finally:
        bot_worker.shutdown()
        review_ahead.shutdown()
    mode = "before (rated when opened)" if args.baseline else "rated ahead"
    print(f"== review at the table, {mode}: pace {args.pace}, think {args.think:.1f} s, "
          f"computer seats {args.level}")
    for figures in results:
        print(summary(figures))


if __name__ == "__main__":
    main()
