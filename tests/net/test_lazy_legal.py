"""A computer seat of a network table with a Sneak hoard (a lazy list of a million sneaks) is
handed the list as it is: the host never lists it on its loop, where building every action
took seconds and held up every table it serves."""

from __future__ import annotations

from typing import Any

import pytest

from tablecards.games.sneak.choices import LazyActions
from tablecards.net import host as host_module
from tablecards.rules.actions import Action
from tests.net.tables import config, run, running_host, until_true


def test_a_computer_with_a_hoard_gets_the_lazy_list(monkeypatch: pytest.MonkeyPatch) -> None:
    handed: list[type] = []
    decide = host_module.decide

    def recording_decide(game: str, level: str, seed: int, options: dict[str, Any],
                         view: Any, legal: list[Action]) -> Action:
        handed.append(type(legal))
        return decide(game, level, seed, options, view, legal)

    monkeypatch.setattr(host_module, "decide", recording_decide)

    async def go() -> None:
        async with running_host() as host:
            # two Easy computers play two-player Sneak on their own; seed 1000's first deal
            # gives a seat more sets than the plain list holds (tests/ui/test_bot_worker_lazy)
            host.create_table(config("sneak", 2, computers=2, seed=1000))
            await until_true(lambda: LazyActions in handed, bound=6000)

    run(go)
    assert LazyActions in handed
