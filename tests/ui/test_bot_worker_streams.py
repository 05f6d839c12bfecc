"""The table's worker searches on every core: warmed up for a Strong seat it starts the
search's helper processes, and decides as `suggest` does in one process."""

import random
from pathlib import Path

import pytest

from tablecards.ai.levels import make_level_bot
from tablecards.ai.search import streams
from tablecards.rules.registry import new_match
from tablecards.ui import bot_worker

pytestmark = pytest.mark.skipif(not Path("/proc/self").exists(), reason="reads /proc")

WAIT_S = 120.0  # an upper bound for a loaded machine, never a measurement


@pytest.fixture
def cores_for_the_worker(monkeypatch):
    """A fresh worker that may use two processes for its search (the suite's own searches
    stay in one process)."""
    bot_worker.shutdown()
    monkeypatch.setenv(streams.ENV_PROCESSES, "2")
    yield
    bot_worker.shutdown()


def helpers_running() -> list[int]:
    """In the worker: the process ids of its search helpers that are alive."""
    return [h.process.pid for h in streams._POOL._helpers
            if h.process.pid is not None and h.process.is_alive()]


def hearts_view():
    match = new_match("hearts", 4, {"no_pass": True}, seed=12)
    match.deal_next()
    for _ in range(6):
        view = match.view(match.controller())
        match.apply(view.legal_actions[-1])
    view = match.view(match.controller())
    return view, view.legal_actions


def test_a_strong_seat_searches_in_helpers_as_suggest_decides(cores_for_the_worker,
                                                              monkeypatch):
    view, legal = hearts_view()
    bot_worker.warm_up("hearts", "strong", 5, {"no_pass": True})
    assert len(bot_worker.run(helpers_running).result(timeout=WAIT_S)) == 1, "warmed up"
    chosen = bot_worker.decide("hearts", "strong", 5, {"no_pass": True}, view, legal)
    assert chosen.result(timeout=WAIT_S) in legal
    assert len(bot_worker.run(helpers_running).result(timeout=WAIT_S)) == 1, "still there"
    monkeypatch.setenv(streams.ENV_PROCESSES, "1")  # here, the streams one after another
    alone = make_level_bot("hearts", "strong", 5, {"no_pass": True})
    assert chosen.result() == alone.choose(view, legal, random.Random(5))
