"""The Sneak baseline: only legal actions over whole matches, and clearly better than random."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablecards.ai.bots import baseline_bot
from tablecards.ai.driver import play_until
from tablecards.ai.random_bot import RandomBot
from tablecards.games.sneak.match import SneakMatch
from tablecards.games.sneak.policy import SneakBot

VARIANTS = [(p, dict(o)) for p, o in SneakMatch.variant_examples]
IDS = [f"{p}-{'+'.join(sorted(o)) or 'default'}" for p, o in VARIANTS]


def test_registered_as_baseline() -> None:
    assert isinstance(baseline_bot("sneak"), SneakBot)


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_only_legal_actions_over_a_match(players: int, options: dict[str, Any]) -> None:
    """One baseline among random players (all-baseline tables hoard: see the next test)."""
    _play_checked(SneakMatch(players, options, seed=11), [0])


def test_only_legal_actions_all_baselines() -> None:
    _play_checked(SneakMatch(3, seed=5), [0, 1, 2])


def _play_checked(match: SneakMatch, baseline_seats: list[int]) -> None:
    players = match.players
    bots: list[Any] = [SneakBot() if s in baseline_seats else RandomBot()
                       for s in range(players)]
    rng = random.Random(11)
    while not match.over:
        if match.needs_deal:
            match.deal_next()
            continue
        seat = match.controller()
        assert seat is not None
        view = match.view(seat)
        action = bots[seat].choose(view, view.legal_actions, rng)
        assert match.refusal(action) is None
        match.apply(action)
    assert match.winners


@pytest.mark.parametrize("players", [2, 3, 5])
def test_beats_random(players: int) -> None:
    wins = 0
    share = 0.0
    seeds = range(6)
    for seed in seeds:
        match = SneakMatch(players, seed=seed)
        bots: list[Any] = [SneakBot(), *[RandomBot() for _ in range(players - 1)]]
        play_until(match, bots, random.Random(seed))
        wins += 0 in match.winners
        share += match.totals[0] / sum(match.totals)
    assert wins >= 5
    assert share / len(seeds) > 1.3 / players
