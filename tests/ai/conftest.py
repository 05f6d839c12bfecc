"""Shared set-up for the AI tests."""

from __future__ import annotations

import dataclasses

import pytest

from tablecards.ai.levels import adapter
from tablecards.rules.registry import game_ids


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests compare search decisions exactly. The levels' wall-clock cap is a safety
    net for a stalled machine; on a loaded test machine it could cut a search short and
    change its answer, so here only the iteration budgets count."""
    for game_id in game_ids():
        module = adapter(game_id)
        if module is None:
            continue
        for level, budget in list(module.BUDGETS.items()):
            monkeypatch.setitem(module.BUDGETS, level, dataclasses.replace(budget, max_seconds=1e9))
