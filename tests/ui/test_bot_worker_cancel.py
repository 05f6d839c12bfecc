"""Cancelling a bot decision really stops its search: the worker process running it is ended
and reaped (no zombie), a queued request is only dropped, the next decision still comes (from
a fresh process), a cancelled decision never reaches the table, and shutdown leaves nothing
running. A search whose budget never runs out (`endless_search`) stands for a long Strong
decision, so "stopped" can only mean "ended by the cancel"."""

import multiprocessing
import os
import random
import signal
import threading
from concurrent.futures import CancelledError, Future
from multiprocessing.process import BaseProcess
from pathlib import Path

import pytest

from tablecards.ai import worker
from tablecards.ai.bots import make_bot
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView
from tablecards.rules.registry import new_match
from tablecards.ui import bot_worker
from tablecards.ui.controller import MatchConfig, MatchController, Pace, SeatConfig
from tablecards.ui.main_window import MainWindow
from tests.ui import endless_search
from tests.ui.test_ai_worker import STRONG_BOTS, WORKER, expected_first

pytestmark = pytest.mark.skipif(not Path("/proc/self").exists(), reason="reads /proc")

KILLED = -signal.SIGTERM
WAIT_MS = 60000  # an upper bound for a loaded machine, never a measurement


@pytest.fixture
def worker_window(qtbot, save_store):
    win = MainWindow(Pace(**WORKER), saves=save_store)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture(autouse=True)
def _fresh_worker():
    """Each test starts and ends with no worker, so an endless search never outlives it."""
    bot_worker.shutdown()
    yield
    bot_worker.shutdown()


def first_view(seed: int) -> tuple[SeatView, list[Action]]:
    match = new_match("tressette", 2, {}, seed=seed)
    match.deal_next()
    view = match.view(match.controller())
    return view, view.legal_actions


def endless_decide(_game_id: str, _level: str, _seed: int, _options: dict, view: SeatView,
                   legal: list[Action]):
    """Stands in for `bot_worker.decide`: the seat's Strong search, without an end."""
    return bot_worker.run(endless_search.search, view, legal)


def running_process(qtbot, future: Future) -> BaseProcess:
    """The worker process, once it runs `future`'s request (not an earlier one)."""
    qtbot.waitUntil(lambda: bot_worker.process_running(future) is not None, timeout=WAIT_MS)
    proc = bot_worker.process_running(future)
    assert proc is not None
    return proc


def reaped(pid: int) -> bool:
    """Gone from the process table: exited and waited for, so not a zombie. Reads /proc
    rather than `exitcode`, which would itself reap the process."""
    return not Path(f"/proc/{pid}").exists()


def assert_stopped(qtbot, proc: BaseProcess) -> None:
    qtbot.waitUntil(lambda: reaped(proc.pid), timeout=WAIT_MS)
    assert proc.exitcode == KILLED, "ended by the cancel: the search itself never finishes"


def test_cancelling_a_running_search_ends_its_process_and_the_next_decision_comes(qtbot):
    view, legal = first_view(5)
    future = bot_worker.run(endless_search.search, view, legal)
    proc = running_process(qtbot, future)
    assert future.cancel(), "a request the worker is running can be cancelled"
    assert bot_worker.process_running() is None
    assert_stopped(qtbot, proc)
    with pytest.raises(CancelledError):
        future.result()
    # Strong's own choice can vary on a loaded machine (its wall-clock safety cap), Easy's not
    strong = bot_worker.decide("tressette", "strong", 7, {}, view, legal)
    easy = bot_worker.decide("tressette", "easy", 7, {}, view, legal)
    assert strong.result(timeout=WAIT_MS / 1000) in legal
    want = make_bot("tressette", "easy", seed=7).choose(view, legal, random.Random("again"))
    assert easy.result(timeout=WAIT_MS / 1000) == want
    assert bot_worker.process_running() is None


def test_cancelling_a_queued_request_leaves_the_running_search_alone(qtbot):
    view, legal = first_view(6)
    running = bot_worker.run(endless_search.search, view, legal)
    proc = running_process(qtbot, running)
    queued = bot_worker.decide("tressette", "strong", 1, {}, view, legal)
    assert queued.cancel()
    assert bot_worker.process_running(running) is proc and proc.is_alive()
    assert not running.done()
    running.cancel()
    assert_stopped(qtbot, proc)


def test_a_worker_that_dies_fails_only_its_own_request(qtbot):
    died = bot_worker.run(os._exit, 3)
    with pytest.raises(bot_worker.WorkerDied):
        died.result(timeout=WAIT_MS / 1000)
    view, legal = first_view(2)
    assert bot_worker.decide("tressette", "easy", 0, {}, view, legal).result(
        timeout=WAIT_MS / 1000) in legal


def test_a_cancelled_decision_never_reaches_the_table(qtbot):
    controller = MatchController(MatchConfig("tressette", 2, {}, list(STRONG_BOTS), seed=8),
                                 Pace(**WORKER))
    controller.start()
    future = controller._pending.future
    controller.stop()
    assert future.cancelled(), "never completed with an answer, whatever it had reached"
    # requests are served in order: once this one is answered, the cancelled one is over
    assert bot_worker.run(worker.warm_up).result(timeout=WAIT_MS / 1000)
    qtbot.wait(50)
    assert controller.match.actions[-1] == [] and not controller.thinking()


def test_a_new_match_stops_the_old_search_and_plays_on(qtbot, worker_window, monkeypatch):
    monkeypatch.setattr(bot_worker, "decide", endless_decide)
    old = worker_window.start_match(MatchConfig("tressette", 2, {}, list(STRONG_BOTS), seed=4))
    old_controller = old.controller
    stale = old_controller._pending.future
    proc = running_process(qtbot, stale)
    monkeypatch.undo()
    easy_bots = [SeatConfig(seat.name, False, "easy") for seat in STRONG_BOTS]
    new = worker_window.start_match(
        MatchConfig("tressette", 2, {}, easy_bots, seed=9)).controller
    assert stale.cancelled()
    assert_stopped(qtbot, proc)
    qtbot.waitUntil(lambda: len(new.match.actions[-1]) >= 1, timeout=WAIT_MS)
    assert new.match.actions[-1][0] == expected_first(new)
    assert old_controller.match.actions[-1] == []


def test_closing_the_window_stops_a_running_search(qtbot, worker_window, monkeypatch):
    monkeypatch.setattr(bot_worker, "decide", endless_decide)
    page = worker_window.start_match(MatchConfig("tressette", 2, {}, list(STRONG_BOTS), seed=3))
    proc = running_process(qtbot, page.controller._pending.future)
    worker_window.close()
    assert not page.controller.thinking()
    assert_stopped(qtbot, proc)


def test_shutdown_stops_the_search_and_joins_process_and_thread(qtbot):
    view, legal = first_view(4)
    running = bot_worker.run(endless_search.search, view, legal)
    proc = running_process(qtbot, running)
    queued = bot_worker.decide("tressette", "easy", 0, {}, view, legal)
    bot_worker.shutdown()
    assert running.cancelled() and queued.cancelled()
    assert reaped(proc.pid) and proc.exitcode == KILLED, "joined before shutdown returned"
    assert not [t for t in threading.enumerate() if t.name == "tablecards-bot-dispatch"]
    assert multiprocessing.active_children() == []


def test_shutdown_joins_an_idle_worker(qtbot):
    view, legal = first_view(4)
    assert bot_worker.decide("tressette", "easy", 0, {}, view, legal).result(
        timeout=WAIT_MS / 1000) in legal
    idle = multiprocessing.active_children()
    assert len(idle) == 1
    bot_worker.shutdown()
    assert reaped(idle[0].pid), "asked to exit (or ended after a grace) and waited for"
    assert not [t for t in threading.enumerate() if t.name == "tablecards-bot-dispatch"]
