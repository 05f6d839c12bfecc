"""A Strong Tressette search whose budget never runs out, for the cancel tests: only a cancel
(which ends the worker process) can stop it. Its own module, so the worker process that
imports it by name does not import Qt or pytest."""

from __future__ import annotations

import dataclasses
import random

from tablecards.games.tressette import search as tressette
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

ENDLESS = dataclasses.replace(tressette.BUDGETS["strong"], iterations=10**12, max_seconds=1e9)


def search(view: SeatView, legal: list[Action]) -> Action:
    """The Strong search's choice if it ever finished (it does not within any test)."""
    return tressette.decide(view, legal, ENDLESS, random.Random(0))[0]
