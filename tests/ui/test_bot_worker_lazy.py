"""A Sneak hoard's legal actions are a lazy list of a million sneaks: the table hands it to the
bot worker as it is (it pickles as its recipe), never listed on the GUI thread, where building
every action took seconds and froze the table."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from tablecards.ai.bots import make_bot
from tablecards.games.sneak.choices import PLAIN_LIMIT, LazyActions
from tablecards.rules.game import SeatView
from tablecards.rules.registry import game_class
from tablecards.ui import bot_worker

WAIT_S = 120  # an upper bound for a loaded machine, never a measurement


def hoard_view() -> SeatView:
    """The first view of two-player Sneak (seeds 1000 on, rule players) whose legal actions
    are too many to list."""
    for seed in range(1000, 1020):
        match = game_class("sneak")(2, {}, seed=seed)
        match.deal_next()
        bots = [make_bot("sneak", "rules") for _ in range(2)]
        while not match.needs_deal and not match.over:
            seat = match.controller()
            assert seat is not None
            view = match.view(seat)
            if isinstance(view.legal_actions, LazyActions):
                return view
            match.apply(bots[seat].choose(view, view.legal_actions, random.Random(0)))
    raise AssertionError("no hoard in twenty deals")


def lazy_lists_in(obj: Any) -> Iterator[LazyActions]:
    if isinstance(obj, LazyActions):
        yield obj
    elif isinstance(obj, (list, tuple)):
        for item in obj:
            yield from lazy_lists_in(item)


def test_a_hoard_goes_to_the_worker_unlisted(sent: list[Any]) -> None:
    view = hoard_view()
    legal = view.legal_actions
    assert len(legal) > PLAIN_LIMIT
    action = bot_worker.decide("sneak", "easy", 7, {}, view, legal).result(timeout=WAIT_S)
    assert action in legal
    advice = bot_worker.hint("sneak", 7, {}, view, legal).result(timeout=WAIT_S)
    assert advice.action in legal
    handed = [lazy for message in sent for lazy in lazy_lists_in(message)]
    assert len(handed) >= 2  # the decision's and the hint's, each as the lazy list itself
    assert all(len(lazy) == len(legal) for lazy in handed)
    assert not any(isinstance(m, list) and len(m) > PLAIN_LIMIT and type(m) is list
                   for message in sent for m in _lists_in(message))


def _lists_in(obj: Any) -> Iterator[list[Any]]:
    if isinstance(obj, list):
        yield obj
    if isinstance(obj, (list, tuple)) and not isinstance(obj, LazyActions):
        for item in obj:
            yield from _lists_in(item)
