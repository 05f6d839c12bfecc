"""Search streams: a large search gives the same decision on one core or many, and survives
helpers that die or work that will not pickle."""

from __future__ import annotations

import multiprocessing
import random
import signal
import threading
import time
from pathlib import Path

import pytest

from tablecards.ai import worker
from tablecards.ai.levels import make_level_bot
from tablecards.ai.search import streams
from tablecards.ai.search.core import Budget, SearchResult, flat_pimc, ismcts
from tablecards.games.hearts import search as hearts
from tablecards.rules.game import SeatView
from tests.games.hearts.test_search import _advance, _match


@pytest.fixture(autouse=True)
def own_helpers():
    """Every test starts and ends without helpers, so none outlives it."""
    streams.stop_helpers()
    yield
    streams.stop_helpers()


def _hearts_mid_hand(seed: int = 4, plays: int = 9) -> tuple[SeatView, hearts.Knowledge]:
    """The view of the seat to move a few tricks into a Hearts hand, and its knowledge."""
    m = _match(seed, {"no_pass": True})
    _advance(m, plays, seed)
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    return view, hearts.Knowledge(view, hearts.rules_from(None))


def _moves(view: SeatView) -> list[int]:
    return sorted(hearts.FastHearts.move_of(a) for a in view.legal_actions)


def _search(view: SeatView, know: hearts.Knowledge, streams_wanted: int) -> SearchResult:
    return ismcts(know.determinize, _moves(view), Budget(240, 60.0, 0.25, streams_wanted),
                  random.Random(11))


def test_the_size_of_the_work_alone_sets_the_streams() -> None:
    assert streams.stream_count(40) == 1
    assert streams.stream_count(streams.WORK_PER_STREAM * 2) == 2
    assert streams.stream_count(10**9) == streams.MAX_STREAMS
    assert streams.shares(10, 4) == [3, 3, 2, 2]
    assert sum(streams.shares(3001, 4)) == 3001


def test_the_cap_on_processes_is_read_from_the_environment(monkeypatch) -> None:
    monkeypatch.setenv(streams.ENV_PROCESSES, "1")
    assert streams.usable_processes() == 1
    monkeypatch.setenv(streams.ENV_PROCESSES, "not a number")
    assert streams.usable_processes() >= 1


def test_streams_merge_every_iteration() -> None:
    view, know = _hearts_mid_hand()
    result = _search(view, know, 3)
    assert result.iterations == 240
    assert sum(visits for visits, _ in result.stats.values()) == 240
    assert result.action in result.stats


@pytest.mark.parametrize("processes", ["2", "3"])
def test_helpers_change_nothing_but_the_speed(monkeypatch, processes: str) -> None:
    """The same seed gives the same statistics whether the streams run here or in helpers."""
    view, know = _hearts_mid_hand()
    monkeypatch.setenv(streams.ENV_PROCESSES, "1")
    alone = _search(view, know, 4)
    monkeypatch.setattr(streams, "usable_processes", lambda: int(processes))
    helped = _search(view, know, 4)
    assert len(streams._POOL._helpers) == int(processes) - 1, "the helpers did search"
    assert helped == alone


def test_flat_pimc_streams_agree_on_any_number_of_processes(monkeypatch) -> None:
    view, know = _hearts_mid_hand()
    legal = _moves(view)

    def scored() -> SearchResult:
        return flat_pimc(know.determinize, legal, 30, random.Random(5), seat=view.seat,
                         streams=4)

    monkeypatch.setattr(streams, "usable_processes", lambda: 1)
    alone = scored()
    monkeypatch.setattr(streams, "usable_processes", lambda: 2)
    assert scored() == alone
    assert alone.iterations == 30


def test_a_dead_helper_is_replaced_by_searching_here(monkeypatch) -> None:
    view, know = _hearts_mid_hand()
    monkeypatch.setattr(streams, "usable_processes", lambda: 2)
    before = _search(view, know, 4)
    (helper,) = streams._POOL.helpers(1)
    helper.process.kill()
    helper.process.join()
    assert _search(view, know, 4) == before
    assert helper not in streams._POOL.helpers(1), "the dead helper was dropped"


def test_work_that_will_not_pickle_is_searched_here(monkeypatch) -> None:
    view, know = _hearts_mid_hand()
    legal = _moves(view)
    monkeypatch.setattr(streams, "usable_processes", lambda: 2)

    def search() -> SearchResult:
        # a lambda does not pickle, so no helper can be sent this search
        return ismcts(lambda rng: know.determinize(rng), legal, Budget(80, 60.0, 0.25, 2),
                      random.Random(3))

    assert search() == search()


def test_a_level_bot_decides_alike_on_one_core_and_two(monkeypatch) -> None:
    view, _ = _hearts_mid_hand(seed=8, plays=5)
    budget = Budget(1200, 60.0, 0.25)  # large enough to be cut into streams

    def decision() -> tuple[object, str]:
        bot = make_level_bot("hearts", "strong", 21, budget=budget)
        return bot.choose(view, view.legal_actions, random.Random(0)), bot.reason

    monkeypatch.setattr(streams, "usable_processes", lambda: 1)
    alone = decision()
    monkeypatch.setattr(streams, "usable_processes", lambda: 2)
    assert decision() == alone
    assert "1200 iterations" in alone[1]


def _alive(pid: int) -> bool:
    status = Path(f"/proc/{pid}/status")
    try:
        text = status.read_text()
    except OSError:
        return False
    return "State:\tZ" not in text


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads process states from /proc")
def test_a_terminated_worker_takes_its_helpers_with_it() -> None:
    """Cancelling a decision terminates the table's worker; its search helpers end too."""
    ctx = multiprocessing.get_context("spawn")
    conn, child = ctx.Pipe()
    proc = ctx.Process(target=worker.serve, args=(child,), daemon=False)
    proc.start()
    child.close()
    conn.send((_start_helpers, ()))
    ok, pids = conn.recv()
    assert ok and pids and all(_alive(pid) for pid in pids)
    proc.terminate()
    proc.join(10)
    assert proc.exitcode == -signal.SIGTERM
    deadline = time.monotonic() + 10
    while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in pids)
    conn.close()


def _start_helpers() -> list[int]:
    """In a worker process: start one helper, and name it."""
    helpers = streams._POOL.helpers(1)
    return [h.process.pid for h in helpers if h.process.pid is not None]


def test_warming_up_for_a_strong_seat_starts_the_helpers(monkeypatch) -> None:
    monkeypatch.setattr(streams, "usable_processes", lambda: 2)
    assert worker.warm_up("hearts", "strong", 1, {})
    assert len(streams._POOL._helpers) == 1
    streams.stop_helpers()
    assert worker.warm_up("hearts", "easy", 1, {})
    assert streams._POOL._helpers == [], "no search, no helpers"
    assert worker.warm_up("sneak", "strong", 1, {})
    assert len(streams._POOL._helpers) == 1, "Sneak's budget asks for its streams itself"


def test_no_helpers_in_a_daemonic_process() -> None:
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(1) as pool:
        assert pool.apply(_helper_count) == 0


def _helper_count() -> int:
    return len(streams._POOL.helpers(1))


def test_a_second_thread_searches_alone_while_the_helpers_are_busy(monkeypatch) -> None:
    """Two threads never talk to the helpers at once (their messages would cross)."""
    view, know = _hearts_mid_hand()
    monkeypatch.setattr(streams, "usable_processes", lambda: 2)
    expected = _search(view, know, 4)
    got: list[SearchResult] = []

    def taken(wanted: int) -> list:
        raise AssertionError("asked for the helpers another search is using")

    monkeypatch.setattr(streams._POOL, "helpers", taken)
    with streams._POOL.in_use:  # another thread's search holds the helpers
        worker_thread = threading.Thread(target=lambda: got.append(_search(view, know, 4)))
        worker_thread.start()
        worker_thread.join()
    assert got == [expected]
