"""The table's bots play exactly as `tablecards suggest` says, in every variant.

The worker process's decision (`worker.decide`, which the table's `bot_worker.decide` runs
there) is compared with `suggestion`, the code behind `tablecards suggest`, for the same
record, seat, level and seed: the action and the reason (a bot that fell back on rule-based
play, where `suggest` searched, gives itself away by its reason even when the card agrees).
Normal budgets keep it quick; conftest.py lifts the wall-clock caps.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tablecards.ai import worker
from tablecards.ai.bots import baseline_bot
from tablecards.cli import suggestion
from tablecards.rules.game import Match
from tablecards.rules.registry import game_ids, new_match
from tests.game_cases import suggest_variants

LEVEL = "normal"
SEED = 1_234_567
# (players, options) per game, each game's own (tests/games/<id>/cases.py)
CASES = [pytest.param(game, players, options, id=f"{game}-{players}p-{i}")
         for game in game_ids()
         for i, (players, options) in enumerate(suggest_variants(game))]


def test_every_game_is_covered() -> None:
    assert {case.values[0] for case in CASES} == set(game_ids())


def decision_points(game: str, players: int, options: dict[str, Any]) -> list[Match]:
    """Copies of one deal, played by the rule bots, stopped at its first decision and at
    about a third and two thirds of its way."""
    played = first_deal(game, players, options)
    total = len(played.actions[-1])
    points = []
    for stop in sorted({0, total // 3, 2 * total // 3}):
        match = new_match(game, players, options, seed=SEED)
        match.deal_next()
        for action in played.actions[-1][:stop]:
            match.apply(action)
        points.append(match)
    return points


def first_deal(game: str, players: int, options: dict[str, Any]) -> Match:
    match = new_match(game, players, options, seed=SEED)
    match.deal_next()
    rng = random.Random(0)
    while not (match.needs_deal or match.over):  # a one-deal match ends instead
        seat = match.controller()
        assert seat is not None
        view = match.view(seat)
        match.apply(baseline_bot(game).choose(view, view.legal_actions, rng))
    return match


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_the_table_bot_decides_as_suggest(tmp_path: Path, game: str, players: int,
                                          options: dict[str, Any]) -> None:
    for n, match in enumerate(decision_points(game, players, options)):
        seat = match.controller()
        assert seat is not None
        path = tmp_path / f"{n}.json"
        path.write_text(json.dumps(match.to_record()))
        said = suggestion(str(path), seat, LEVEL, SEED)
        view = match.view(seat)
        action = worker.decide(game, LEVEL, SEED, match.given_options, view, view.legal_actions)
        where = f"{game} {options}, action {len(match.actions[-1])}, seat {seat}"
        assert action.to_record() == said["action"], where
        assert worker.seat_bot(game, LEVEL, SEED, match.given_options).reason == \
            said["reason"], where
