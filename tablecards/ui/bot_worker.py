"""Bot decisions off the GUI thread: one shared worker process for every table.

A decision is submitted with only picklable, seat-private inputs (see `tablecards.ai.worker`)
and comes back as a `Future`; the controller polls it from a QTimer on the GUI thread, so the
search never holds the GIL of the process that paints the table. The process is started with
the 'spawn' method (no fork of a threaded Qt process, the same on every platform), once, and
kept warm; a broken pool is replaced on the next submit.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from tablecards.ai import worker
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

_pool: ProcessPoolExecutor | None = None


def _executor() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        _pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
    return _pool


def _submit(fn: Any, *args: Any) -> Future[Any]:
    global _pool
    try:
        return _executor().submit(fn, *args)
    except (BrokenProcessPool, RuntimeError):  # a worker died, or the pool was shut down
        _pool = None
        return _executor().submit(fn, *args)


def decide(game_id: str, level: str, seed: int, view: SeatView, legal: list[Action],
           rng_seed: str) -> Future[Action]:
    """The bot's choice, computed in the worker process."""
    return _submit(worker.decide, game_id, level, seed, view, list(legal), rng_seed)


def warm_up() -> None:
    """Start the worker process now, so the first decision does not wait for it."""
    _submit(worker.warm_up)


def shutdown() -> None:
    """Drop queued decisions and let the worker exit (a running search finishes first)."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None
