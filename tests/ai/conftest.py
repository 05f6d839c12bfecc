"""Shared set-up for the AI tests."""

from __future__ import annotations

import dataclasses

import pytest

from tablecards.ai.levels import SEARCHED, adapter


@pytest.fixture(autouse=True)
def _no_wall_clock_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests compare search decisions exactly. The levels' wall-clock cap is a safety
    net for a stalled machine; on a loaded test machine it could cut a search short and
    change its answer, so here only the iteration budgets count."""
    for game_id in SEARCHED:
        module = adapter(game_id)
        assert module is not None
        for level, budget in list(module.BUDGETS.items()):
            monkeypatch.setitem(module.BUDGETS, level, dataclasses.replace(budget, max_seconds=1e9))
