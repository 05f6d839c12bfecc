"""The rule-based Sheepshead bot: only legal actions in every variant, better than random."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablecards.ai.base import Bot
from tablecards.ai.bots import baseline_bot
from tablecards.ai.random_bot import RandomBot
from tablecards.games.sheepshead.match import SheepsheadMatch
from tablecards.games.sheepshead.policy import SheepsheadBot


def play_match(options: dict[str, Any], seed: int, bots: list[Bot]) -> SheepsheadMatch:
    """A whole match; every choice goes through the checking `apply`."""
    match = SheepsheadMatch(5, options, seed=seed)
    rng = random.Random(seed)
    while not match.over:
        if match.needs_deal:
            match.deal_next()
            continue
        seat = match.controller()
        assert seat is not None
        view = match.view(seat)
        action = bots[seat].choose(view, view.legal_actions, rng)
        assert action in view.legal_actions
        match.apply(action)
    return match


@pytest.mark.parametrize("options", [o for _, o in SheepsheadMatch.variant_examples])
def test_bot_plays_only_legal_actions_in_every_variant(options: dict[str, Any]) -> None:
    for seed in range(2):
        match = play_match({**options, "hands": 5}, seed, [SheepsheadBot() for _ in range(5)])
        assert match.over and sum(match.totals) == 0


def test_bot_beats_random() -> None:
    ours = 0
    for seed in range(60):
        seat = seed % 5
        bots: list[Bot] = [RandomBot() for _ in range(5)]
        bots[seat] = SheepsheadBot()
        match = play_match({"hands": 5}, seed, bots)
        ours += match.totals[seat]
    # 300 hands; a random seat averages 0.
    assert ours > 200, ours


def test_registered_as_baseline() -> None:
    assert isinstance(baseline_bot("sheepshead"), SheepsheadBot)


def test_bot_is_deterministic() -> None:
    bots: list[Bot] = [SheepsheadBot() for _ in range(5)]
    first = play_match({"hands": 5}, 3, bots).totals
    assert play_match({"hands": 5}, 3, bots).totals == first
