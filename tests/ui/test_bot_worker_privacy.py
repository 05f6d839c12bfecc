"""The worker process that plays against the user is never sent the match seed, nor anything
derived from it, since every deal follows from that seed: it is sent the seat's view, the
legal actions, the game id, the options as given, the level and a bot seed of fresh entropy.
Every message that goes down the pipe to the worker is recorded and inspected."""

from __future__ import annotations

import dataclasses
import pickle
import random
from collections.abc import Iterator
from typing import Any

from tablecards.ai import worker
from tablecards.rules.game import SeatView, deal_seed
from tablecards.ui.controller import MatchConfig, MatchController, Pace, SeatConfig
from tests.ui.test_ai_worker import WORKER

MATCH_SEED = 1_357_924_680
OPTIONS = {"no_pass": True, "can_lead_any_club": True}
WAIT_MS = 60000  # an upper bound for a loaded machine, never a measurement


def play_some(qtbot, actions: int = 6) -> MatchController:
    seats = [SeatConfig(f"Bot {s}", False, "easy") for s in range(4)]
    controller = MatchController(MatchConfig("hearts", 4, dict(OPTIONS), seats, MATCH_SEED),
                                 Pace(**WORKER))
    controller.start()
    qtbot.waitUntil(lambda: len(controller.match.actions[-1]) >= actions, timeout=WAIT_MS)
    controller.stop()
    return controller


def leaves(obj: Any) -> Iterator[Any]:
    """Every int and str inside a message (through containers and dataclasses)."""
    if isinstance(obj, (int, str)):
        yield obj
    elif isinstance(obj, dict):
        for key, value in obj.items():
            yield from leaves(key)
            yield from leaves(value)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for item in obj:
            yield from leaves(item)
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            yield from leaves(getattr(obj, f.name))


def seed_values(seed: int) -> set[int]:
    """The match seed and what the code derives from it: deal seeds, the old bot seeds."""
    derived = {seed} | {deal_seed(seed, i) for i in range(-1, 20)}
    return derived | {random.Random(f"{seed}:bot:{s}").randrange(2**31) for s in range(8)}


def test_the_worker_is_sent_nothing_of_the_match_seed(qtbot, sent):
    controller = play_some(qtbot)
    decisions = [m[1] for m in sent if m is not None and m[0] is worker.decide]
    assert decisions, "the bots decided in the worker"
    assert all(m is None or m[0] in (worker.decide, worker.warm_up) for m in sent)
    forbidden = seed_values(MATCH_SEED)
    for message in sent:
        assert str(MATCH_SEED).encode() not in pickle.dumps(message)
        for leaf in leaves(message):
            assert not (isinstance(leaf, int) and leaf in forbidden), leaf
            assert not (isinstance(leaf, str) and str(MATCH_SEED) in leaf), leaf
    for game, level, seed, options, view, legal in decisions:
        assert (game, level, options) == ("hearts", "easy", OPTIONS)
        assert isinstance(view, SeatView) and legal == view.legal_actions
        assert seed == controller.bot_seed(view.seat), "the seat's own bot seed"


def test_bot_seeds_are_fresh_for_every_table(qtbot, sent):
    first = play_some(qtbot)
    second = play_some(qtbot)
    assert first.match.setups[0].hands == second.match.setups[0].hands, "the same deal"
    seeds = [{m[1][2] for m in sent if m is not None and m[0] is worker.decide
              and m[1][2] == c.bot_seed(m[1][4].seat)} for c in (first, second)]
    assert seeds[0] and seeds[1] and not seeds[0] & seeds[1], "nothing ties them to the deal"
