"""Search streams: one search split into independently seeded parts, run on every core.

A large search is cut into a fixed number of *streams* (by the size of the work alone, never
by the machine), each with its own seed drawn from the search's rng; their root statistics are
merged in stream order. The decision therefore depends on the seed and the view only: a
2-core laptop, an 8-core desktop and a process that may not start helpers play the same move.

Where cores exist, streams run in helper processes started on first use and kept for the
process's life (the start costs a fraction of a second, paid once): the caller runs its share
of the streams while the helpers run theirs. A helper is spawned, not forked, and reads its
requests from a pipe whose only other end is ours, so when this process ends, however it
ends, the helper's next read fails and it exits.

Streams run here instead, one after another, when:
- only one core is usable;
- another thread of this process is searching with the helpers (the review and the teacher's
  ratings run in threads of the table's process);
- this process is daemonic (a multiprocessing pool's worker may not have children: the
  benchmarks' workers run their searches on one core each);
- the work will not pickle, or a helper fails.
`TABLECARDS_SEARCH_PROCESSES` caps the processes a search uses (1: this process only).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
import threading
from collections.abc import Callable, Sequence
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

MAX_STREAMS = 4
"""The most streams a search is cut into: enough to fill a 4-core machine, few enough that
each stream's tree still grows deep."""

WORK_PER_STREAM = 500
"""Iterations (or playouts) a stream must get at least: smaller searches are one stream, so
the Normal level and the tests search exactly as before, and no search pays the messaging
for a few milliseconds of work."""

ENV_PROCESSES = "TABLECARDS_SEARCH_PROCESSES"

R = TypeVar("R")


def stream_count(work: int) -> int:
    """How many streams a search of `work` iterations or playouts is cut into."""
    return max(1, min(MAX_STREAMS, work // WORK_PER_STREAM))


def shares(total: int, streams: int) -> list[int]:
    """`total` split over `streams` as evenly as possible, the larger shares first."""
    base, extra = divmod(total, streams)
    return [base + (1 if i < extra else 0) for i in range(streams)]


def usable_processes() -> int:
    """The processes a search may use: the cores this process may run on, capped by the
    environment's `TABLECARDS_SEARCH_PROCESSES`, at least 1."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on Linux
        cores = os.cpu_count() or 1
    cap = os.environ.get(ENV_PROCESSES, "").strip()
    if cap.isdigit():
        cores = min(cores, int(cap))
    return max(1, cores)


def run_streams(fn: Callable[..., R], jobs: Sequence[tuple[Any, ...]]) -> list[R]:
    """`fn(*job)` for every job, in the jobs' order: the first share here, the others in
    helper processes where cores exist. `fn` must be a module-level function."""
    wanted = min(len(jobs), usable_processes()) - 1
    if wanted <= 0 or not _POOL.in_use.acquire(blocking=False):
        return [fn(*job) for job in jobs]  # one core, or another thread's search has them
    try:
        return _run_with_helpers(fn, jobs, _POOL.helpers(wanted))
    finally:
        _POOL.in_use.release()


def _run_with_helpers(fn: Callable[..., R], jobs: Sequence[tuple[Any, ...]],
                      helpers: list[_Helper]) -> list[R]:
    """The jobs dealt round to this process and `helpers`, results in the jobs' order."""
    if not helpers:
        return [fn(*job) for job in jobs]
    width = len(helpers) + 1
    parts = [list(jobs[i::width]) for i in range(width)]
    try:
        requests = [pickle.dumps((_run_all, (fn, part))) for part in parts[1:]]
    except Exception:  # a determinizer that will not pickle: search here, as before
        return [fn(*job) for job in jobs]
    sent = [helper.send(request) for helper, request in zip(helpers, requests, strict=True)]
    results: list[list[R]] = [[fn(*job) for job in parts[0]]]
    for helper, part, ok in zip(helpers, parts[1:], sent, strict=True):
        answer = helper.receive() if ok else None
        if answer is None:
            _POOL.drop(helper)
            answer = [fn(*job) for job in part]
        results.append(answer)
    merged: list[R] = [None] * len(jobs)  # type: ignore[list-item]
    for i, part_results in enumerate(results):
        merged[i::width] = part_results
    return merged


def _run_all(fn: Callable[..., R], jobs: list[tuple[Any, ...]]) -> list[R]:
    """A helper's share of the streams, in order."""
    return [fn(*job) for job in jobs]


class _Helper:
    """One spawned helper process serving requests over its pipe."""

    def __init__(self) -> None:
        from tablecards.ai.worker import serve  # the worker imports the levels, which import us

        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.process: BaseProcess = ctx.Process(target=serve, args=(child,),
                                                name="tablecards-search", daemon=True)
        self.process.start()
        child.close()

    def send(self, request: bytes) -> bool:
        try:
            self.conn.send_bytes(request)
        except (OSError, ValueError):
            return False
        return True

    def receive(self) -> Any | None:
        """The helper's result, or None when it failed or died."""
        try:
            ok, value = self.conn.recv()
        except (EOFError, OSError, pickle.UnpicklingError):
            return None
        return value if ok else None

    def stop(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.conn.send(None)
        self.process.join(1.0)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()

    def kill(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.process.kill()


class _Pool:
    """This process's helpers, started on first use (none in a daemonic process)."""

    def __init__(self) -> None:
        self._helpers: list[_Helper] = []
        self._lock = threading.Lock()
        self.in_use = threading.Lock()  # held by the one search talking to the helpers
        self._pid = os.getpid()

    def helpers(self, wanted: int) -> list[_Helper]:
        if wanted <= 0 or multiprocessing.current_process().daemon:
            return []
        with self._lock:
            if self._pid != os.getpid():  # a forked child: the parent's helpers are not ours
                self._helpers, self._pid = [], os.getpid()
            while len(self._helpers) < wanted:
                try:
                    self._helpers.append(_Helper())
                except (OSError, AssertionError, RuntimeError):
                    break
            return self._helpers[:wanted]

    def drop(self, helper: _Helper) -> None:
        with self._lock:
            if helper in self._helpers:
                self._helpers.remove(helper)
        helper.stop()

    def start(self, count: int) -> None:
        """Have `count` helpers ready ahead of the first search that needs them."""
        self.helpers(min(count, usable_processes()) - 1)

    def stop(self) -> None:
        with self._lock:
            helpers, self._helpers = self._helpers, []
        for helper in helpers:
            helper.stop()

    def kill(self) -> None:
        """End every helper now, whatever it is doing (no lock: called from a signal
        handler, which may interrupt a holder of the lock)."""
        for helper in list(self._helpers):
            helper.kill()


_POOL = _Pool()


def warm_up() -> None:
    """Start the helpers a full-size search would use, so its first decision does not wait."""
    _POOL.start(MAX_STREAMS)


def stop_helpers() -> None:
    """Stop this process's helpers (they also stop by themselves when it exits)."""
    _POOL.stop()


def kill_helpers() -> None:
    """End this process's helpers at once, mid-search if need be."""
    _POOL.kill()
