"""Bot decisions off the GUI thread: one shared worker process for every table.

A decision is submitted with only picklable, seat-private inputs (see `tablecards.ai.worker`)
and comes back as a `Future`; the controller polls it from a QTimer on the GUI thread, so the
search never holds the GIL of the process that paints the table; the coach's hints (`hint`)
go the same way. Worker processes are started with the 'spawn' method (no fork of a threaded
Qt process, the same on every platform).

Cancelling a decision's Future stops its search. A request still queued is dropped; the one
the worker is running is ended by terminating the worker process, since the search adapters
have no way to be interrupted and a terminated process stops whatever the bot is doing. The
dead process is reaped (never a zombie) and a fresh one is started at once, while the table
is still busy with whatever caused the cancel, so the next decision does not wait for it.

A dispatcher thread of this process hands the worker one request at a time over a pipe and
completes the Futures; it is the only thread that starts or reaps a worker. `shutdown()` (app
exit, and `atexit` as a safety net) stops a running search, lets an idle worker exit and joins
both the process and the thread.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import multiprocessing.util  # registers its exit hook now, so ours runs first
import queue
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import Future, InvalidStateError
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from typing import Any

from tablecards.ai import worker
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView
from tablecards.ui import coaching

GRACE_S = 1.0
"""How long a worker asked to exit, or terminated, gets before the next, harder step."""


class WorkerDied(RuntimeError):
    """The worker process exited without answering (it crashed or was killed)."""


@dataclass
class _Job:
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    future: Future[Any]
    warm: tuple[Any, ...] | None = None  # `worker.warm_up` arguments readying a new process


class _Worker:
    """One spawned worker process and this side's end of its pipe."""

    def __init__(self, serve: Callable[[Any], None] = worker.serve,
                 name: str = "tablecards-bot") -> None:
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        # Not daemonic, so the search may start its helper processes in it; `shutdown` (and
        # `atexit`) end it instead.
        self.process: BaseProcess = ctx.Process(target=serve, args=(child,),
                                                name=name, daemon=False)
        self.process.start()
        child.close()  # the child's end lives in the child only, so its exit reads as EOF here

    def ask(self, job: _Job) -> worker.Reply | None:
        """Run `job` in the process; None when the process exited before answering."""
        try:
            self.conn.send((job.fn, job.args))
            reply: worker.Reply = self.conn.recv()
        except (EOFError, OSError):
            return None
        return reply

    def retire(self, grace: float = 0.0) -> None:
        """Ask the process to exit, give it `grace` seconds, then end it; always reaped."""
        with contextlib.suppress(OSError):
            self.conn.send(None)
        self.process.join(grace)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(GRACE_S)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


class _Service:
    """The queue of requests, the worker process serving them and the dispatcher thread."""

    def __init__(self, serve: Callable[[Any], None] = worker.serve,
                 name: str = "tablecards-bot") -> None:
        """`serve` is the worker process's life (`worker.serve`, or `worker.serve_idle` for
        work that must not slow the computer seats), `name` its process's name."""
        self._serve_fn, self._name = serve, name
        self._lock = threading.Lock()
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._worker: _Worker | None = None  # set non-None only by the dispatcher thread
        self._running: _Job | None = None
        self._warm: tuple[Any, ...] | None = None  # what the last decision needed
        self.closed = False
        self._thread = threading.Thread(target=self._dispatch, name=f"{name}-dispatch",
                                        daemon=True)
        self._thread.start()

    def submit(self, fn: Callable[..., Any], args: tuple[Any, ...],
               warm: tuple[Any, ...] | None = None) -> Future[Any]:
        job = self._job(fn, args, warm)
        self._jobs.put(job)
        return job.future

    def _job(self, fn: Callable[..., Any], args: tuple[Any, ...],
             warm: tuple[Any, ...] | None = None) -> _Job:
        future: Future[Any] = Future()
        future.add_done_callback(self._stop_if_cancelled)
        return _Job(fn, args, future, warm)

    def process_running(self, future: Future[Any] | None) -> BaseProcess | None:
        with self._lock:
            job, proc = self._running, self._worker
            if job is None or proc is None or future not in (None, job.future):
                return None
            return proc.process

    def close(self, timeout: float) -> None:
        """Cancel every request (a running search is stopped), then join the thread, which
        retires the worker."""
        with self._lock:
            self.closed = True
            running = self._running
        with contextlib.suppress(queue.Empty):
            while (job := self._jobs.get_nowait()) is not None:
                job.future.cancel()
        if running is not None:
            running.future.cancel()
        self._jobs.put(None)
        self._thread.join(timeout)

    # -- any thread ------------------------------------------------------------------
    def _stop_if_cancelled(self, future: Future[Any]) -> None:
        """A cancelled request that the worker is running: terminate the worker (the
        dispatcher sees its pipe close, reaps it and starts the next one)."""
        if not future.cancelled():
            return
        with self._lock:  # held, so the dispatcher cannot reap the process (and free its pid)
            if self._running is None or self._running.future is not future:
                return
            doomed, self._worker, self._running = self._worker, None, None
            if doomed is not None:
                doomed.process.terminate()

    # -- the dispatcher thread -------------------------------------------------------
    def _dispatch(self) -> None:
        while (job := self._jobs.get()) is not None:
            if self._serve_guarded(job) and self._warm is not None:
                # a fresh process: import and build the last bot before it is asked again
                self._serve_guarded(self._job(worker.warm_up, self._warm))
        if self._worker is not None:
            self._worker.retire(GRACE_S)
            self._worker = None

    def _serve_guarded(self, job: _Job) -> bool:
        try:
            return self._serve(job)
        except Exception as exc:  # e.g. no worker could start: fail this request only
            _settle(job.future, (False, exc))
            return False

    def _serve(self, job: _Job) -> bool:
        """Run `job` in the worker; True when that worker ended and a new one was started."""
        if self.closed:
            job.future.cancel()
        if job.future.cancelled():
            return False
        proc = self._ensure_worker()
        with self._lock:  # a cancel from now on sees the job running and ends the process
            start = not (self.closed or job.future.cancelled())
            if start:
                self._running = job
        if not start:
            job.future.cancel()
            return False
        if job.warm is not None:
            self._warm = job.warm
        try:
            reply = proc.ask(job)
        except Exception as exc:  # the request would not pickle; the process is unharmed
            reply = (False, exc)
        with self._lock:
            self._running = None
            if reply is None and self._worker is proc:
                self._worker = None  # it died on its own
            replaced = self._worker is not proc
        if reply is None:
            reply = (False, WorkerDied("the bot worker process exited without answering"))
        _settle(job.future, reply)
        if replaced:
            proc.retire()
            if not self.closed:
                self._ensure_worker()  # ready before the next request arrives
        return replaced and not self.closed

    def _ensure_worker(self) -> _Worker:
        proc = self._worker
        if proc is None:
            proc = _Worker(self._serve_fn, self._name)
            with self._lock:
                self._worker = proc
        return proc


def _settle(future: Future[Any], reply: worker.Reply) -> None:
    """Complete `future` with `reply`, unless it was cancelled meanwhile."""
    ok, value = reply
    with contextlib.suppress(InvalidStateError):
        if ok:
            future.set_result(value)
        else:
            future.set_exception(value)


_service: _Service | None = None


def _current() -> _Service:
    global _service
    if _service is None or _service.closed:
        _service = _Service()
    return _service


def run(fn: Callable[..., Any], *args: Any) -> Future[Any]:
    """Run a picklable module-level function in the worker process, after earlier requests;
    cancelling the Future stops it even while it runs."""
    return _current().submit(fn, args)


def decide(game_id: str, level: str, seed: int, options: Mapping[str, Any],
           view: SeatView, legal: list[Action]) -> Future[Action]:
    """The bot's choice, computed in the worker process (see `worker.decide`: `seed` must
    carry nothing about the deal)."""
    options = dict(options)
    # `legal` as it is: a lazy list (a hand with a million legal sets) pickles as its recipe,
    # where list() would build every action on the GUI thread first (seconds)
    return _current().submit(worker.decide, (game_id, level, seed, options, view, legal),
                             warm=(game_id, level, seed, options))


def hint(game_id: str, seed: int, options: Mapping[str, Any], view: SeatView,
         legal: list[Action]) -> Future[coaching.Advice]:
    """The coach's advice for a human's `view`, computed in the worker process from that
    seat's view and legal actions only (`seed` carries nothing about the deal)."""
    return _current().submit(coaching.advise, (game_id, seed, dict(options), view, legal))


def warm_up(game_id: str | None = None, level: str = "easy", seed: int = 0,
            options: Mapping[str, Any] | None = None) -> None:
    """Start the worker process now, and ready the bot of `level` with its search (the
    search's helper processes, where it uses them), so the first decision does not wait."""
    run(worker.warm_up, game_id, level, seed, dict(options or {}))


def process_running(future: Future[Any] | None = None) -> BaseProcess | None:
    """The worker process while it runs the request of `future` (any request, if None), else
    None; for tests and diagnostics."""
    return None if _service is None else _service.process_running(future)


def shutdown(timeout: float = 5.0) -> None:
    """Cancel every decision (a running search is stopped), let the worker exit and join it;
    the next request starts a new worker."""
    global _service
    if _service is not None:
        _service.close(timeout)
        _service = None


atexit.register(shutdown)  # registered after multiprocessing's exit hook, so it runs first
