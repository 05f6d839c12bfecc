"""The coach's review made while the deal is played: each decision of a person at the table
rated as soon as it is made, so "Review this deal" opens from ratings already in.

Where: worker processes of its own (`bot_worker`'s services with `worker.serve_idle`), one per
core the search may use, at the lowest CPU priority the system grants (Linux's idle class, else
niceness 19), so a rating runs only on what the computer seats' searches leave idle and never
slows them; queuing behind the bots' worker instead would make a seat wait for a rating
already running, since a search cannot be paused. Each rating runs whole in one process (its
search's streams one after another, as the search's helpers would give them), the next one
going to the process with the fewest waiting, so a quick player's backlog is rated on every
core at once. The GUI thread only submits and polls.

What: `rate_decision` from `tablecards.ai.review` with the review's settings (`SETTINGS`: the
Strong level and the coach's seed), given the seat's view as it was and the action taken, as
"Review this deal" rates it. A rating is kept by what it depends on (a digest of the view, the
move in its canonical form and the settings), so the review finds it whatever path led to the
view, and the ratings are those of `review_record` for the same deal and seed.

Which decisions: those of a seat a person plays here (each seat of a hot-seat table), where the
seat was in control (the review's `decisions`), told by the controller's `sig_decided`; the
first process starts with the first of them (a table of computers alone never starts it), the
next ones only when a rating is asked while every process has one waiting. A new
deal drops what is still waiting from the deal before (unless an open review waits for it);
closing the table or quitting cancels everything (`shutdown`).
"""

from __future__ import annotations

import atexit
import dataclasses
import threading
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject

from tablecards.ai import worker
from tablecards.ai.levels import view_digest
from tablecards.ai.review import Rating, Settings, rate_decision
from tablecards.ai.search import streams
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView
from tablecards.ui import bot_worker, coaching

SETTINGS = Settings(coaching.HINT_LEVEL, coaching.COACH_SEED)
"""How the review searches: the hint's level and the coach's one seed (tests make it cheaper
by replacing this value; both the ratings ahead and the review read it when they start)."""

Key = tuple[str, Action, Settings]


@dataclasses.dataclass(frozen=True)
class Decision:
    """One decision of a seat: where in the match (deal, actions before it), the seat's view
    then, and the action taken."""

    seat: int
    position: tuple[int, int]
    view: SeatView
    action: Action


def key_of(view: SeatView, action: Action, settings: Settings) -> Key:
    """What a rating depends on, and nothing else."""
    return view_digest(view), action.canonical(), settings


def rater_count() -> int:
    """The review's processes: one per core a search may use (at most the search's streams),
    as many as the one process and its search helpers of a rating on every core."""
    return min(streams.MAX_STREAMS, streams.usable_processes())


@dataclasses.dataclass(eq=False)
class _Rater:
    """One of the review's processes and how many of its ratings are asked and not settled."""

    service: bot_worker._Service
    waiting: int = 0


_raters: list[_Rater] = []
_lock = threading.Lock()


def _least_busy() -> _Rater:
    """The process with the fewest ratings waiting, started when needed (under `_lock`)."""
    if any(rater.service.closed for rater in _raters):
        _raters.clear()
    if len(_raters) < rater_count() and all(rater.waiting for rater in _raters):
        _raters.append(_Rater(bot_worker._Service(worker.serve_idle, "tablecards-review")))
    return min(_raters, key=lambda rater: rater.waiting)


def rate(game_id: str, view: SeatView, action: Action, options: dict[str, Any],
         settings: Settings) -> Future[Rating | None]:
    """`rate_decision` in one of the review's idle-priority processes: the one with the
    fewest ratings waiting, so a backlog is rated on every core at once."""
    with _lock:
        rater = _least_busy()
        rater.waiting += 1
    future: Future[Rating | None] = rater.service.submit(
        rate_decision, (game_id, view, action, dict(options), settings))
    future.add_done_callback(lambda _f: _settled(rater))
    return future


def _settled(rater: _Rater) -> None:
    """A rating of `rater` is in, failed or cancelled."""
    with _lock:
        rater.waiting -= 1


def processes_running() -> list[Any]:
    """The review's processes rating now (tests, diagnostics)."""
    running = (rater.service.process_running(None) for rater in list(_raters))
    return [process for process in running if process is not None]


def process_running() -> Any:
    """A review process while it rates, else None (tests, diagnostics)."""
    running = processes_running()
    return running[0] if running else None


def shutdown(timeout: float = 5.0) -> None:
    """Cancel every rating (a running search is stopped) and end the processes."""
    with _lock:
        raters = list(_raters)
        _raters.clear()
    for rater in raters:
        rater.service.close(timeout)


atexit.register(shutdown)


class ReviewAhead(QObject):
    """A table's ratings, made as its people decide and kept for the deal's review.

    `active` False keeps the review as it was before (rated when asked): tests that play with
    inline bots run no rating process unless they ask (`ReviewAhead.in_tests`)."""

    in_tests: bool = False
    """Rate ahead even at a table whose bots decide inline (tests of this module)."""

    def __init__(self, controller: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        pace = getattr(controller, "pace", None)
        inline = pace is not None and pace.inline()
        self.active = self.in_tests or not inline
        self.ratings: dict[Key, Future[Rating | None]] = {}
        """Each rating asked, by what it depends on (`key_of`)."""
        self._wanted: set[Key] = set()  # asked for by a review: kept over a new deal
        self._deal = -1
        self.decisions: list[Decision] = []
        """The people's decisions in the deal in play (or just finished), in order."""
        for decision in list(getattr(controller, "decided", [])):  # noted before we came
            self.note(decision)
        signal = getattr(controller, "sig_decided", None)
        if signal is not None:
            signal.connect(self.note)
        refused = getattr(controller, "sig_refused", None)
        if refused is not None:
            refused.connect(self._refused)

    def note(self, decision: Decision) -> None:
        """A person decided: keep the decision and rate it now, off the GUI thread."""
        if decision.position[0] != self._deal:
            self._new_deal(decision.position[0])
        self.decisions.append(decision)
        if self.active:
            self.rating(decision.view, decision.action)

    def _new_deal(self, deal: int) -> None:
        """Ratings of the deal before that no review waits for are not needed any more."""
        self._deal = deal
        self.decisions = []
        for key, future in list(self.ratings.items()):
            if key in self._wanted and not future.done():
                continue  # an open review still waits for it
            future.cancel()
            del self.ratings[key]
            self._wanted.discard(key)

    def _refused(self, _why: object) -> None:
        """The table refused the last action sent (a network host's referee): it was not a
        decision after all."""
        position = getattr(self.controller, "position", None)
        if self.decisions and position is not None \
                and self.decisions[-1].position == position():
            self.decisions.pop()

    def seat_decisions(self, seat: int, deal: int) -> list[Decision]:
        """The seat's decisions noted in `deal` (the deal in play or just finished)."""
        if deal != self._deal:
            return []
        return [d for d in self.decisions if d.seat == seat]

    def rating(self, view: SeatView, action: Action,
               settings: Settings | None = None) -> Future[Rating | None]:
        """The rating of `action` in `view`: the one on its way or made, else asked now."""
        settings = settings or SETTINGS
        key = key_of(view, action, settings)
        future = self.ratings.get(key)
        if future is None or future.cancelled():
            future = rate(self.controller.game_id, view, action,
                          dict(self.controller.match.given_options), settings)
            self.ratings[key] = future
        return future

    def want(self, view: SeatView, action: Action,
             settings: Settings | None = None) -> Future[Rating | None]:
        """`rating`, kept even when a new deal starts (a review waits for it)."""
        self._wanted.add(key_of(view, action, settings or SETTINGS))
        return self.rating(view, action, settings)

    def ready(self, view: SeatView, action: Action, settings: Settings | None = None) -> bool:
        """The rating is in (made ahead, or failed)."""
        future = self.ratings.get(key_of(view, action, settings or SETTINGS))
        return future is not None and future.done() and not future.cancelled()

    def stop(self) -> None:
        """The table is closing: every rating still to come is cancelled."""
        cancel_all(self.ratings)


def cancel_all(ratings: dict[Key, Future[Rating | None]]) -> None:
    """Cancel the ratings not yet made (those running end with their process)."""
    for future in ratings.values():
        future.cancel()
    ratings.clear()

