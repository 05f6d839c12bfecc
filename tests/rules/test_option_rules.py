"""A game's declared option checks (`registry.option_rules`) answer as its referee does.

The lobby asks a few hundred questions of a game's options as it shows them; a game whose
entry names an `option_rules` module answers them without building a match. Here every
answer is compared with the one of building the match (the check the lobby used before):
the same refusal, word for word, or the same resolved options and player count, for every
question the lobby's options panel asks at every player count (each option switched on
alone and over each variant example) and for a seeded sample of whole combinations.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from tablecards.rules.options import OptionSpec
from tablecards.rules.registry import (
    OTHER_COUNT,
    game_class,
    game_entry,
    game_ids,
    game_spec,
    option_rules,
)

SAMPLE_PER_COUNT = 300
"""Random combinations tried per game and player count."""


def _by_match(game_id: str, players: int, options: dict[str, Any]) -> tuple[str | None, Any]:
    """(the refusal, the resolved options) of building the match: the old check."""
    try:
        match = game_class(game_id)(players, options)
    except (ValueError, TypeError) as err:
        return str(err) or type(err).__name__, None
    problem = OTHER_COUNT if match.players != players else None
    return problem, dict(match.options)


def _values(option: OptionSpec) -> list[Any]:
    """The values a table may give an option (the lobby's widgets and a record's)."""
    if isinstance(option.default, bool):
        return [False, True]
    if option.choices:
        return list(option.choices)
    if isinstance(option.default, int):
        extra = [True] if option.flag_ok else []
        return [option.default, option.default + 1, 0, 3, -1, *extra]
    return [option.default, ""]


def _lobby_questions(game_id: str, players: int) -> Iterator[dict[str, Any]]:
    """What the options panel asks: each option on, alone and over each example of the
    count (a grouped flag replacing its group's member)."""
    spec = game_spec(game_id)
    bases = [{}] + [dict(o) for p, o in option_rules(game_id).examples if p == players]
    for base in bases:
        yield base
        for option in (o for o in spec.options if o.offered):
            members = {o.id for o in spec.options if option.group and o.group == option.group}
            probe = {k: v for k, v in base.items() if k not in members}
            for value in _values(option):
                yield {**probe, option.id: value}


def _sampled(game_id: str, players: int) -> Iterator[dict[str, Any]]:
    offered = [o for o in game_spec(game_id).options if o.offered]
    chooser = random.Random(f"{game_id}/{players}")
    for _ in range(SAMPLE_PER_COUNT):
        picked = chooser.sample(offered, k=min(len(offered), chooser.randint(1, 4)))
        yield {o.id: chooser.choice(_values(o)) for o in picked}


def _counts(game_id: str) -> list[int]:
    players = game_spec(game_id).players
    return sorted({*players, min(players) - 1, max(players) + 1})


@pytest.mark.parametrize("game_id", game_ids())
def test_the_declared_check_answers_as_the_referee(game_id: str) -> None:
    rules = option_rules(game_id)
    asked = 0
    for players in _counts(game_id):
        for options in [*_lobby_questions(game_id, players), *_sampled(game_id, players)]:
            problem, resolved = _by_match(game_id, players, options)
            assert rules.problem(players, options) == problem, (players, options)
            assert rules.resolved(players, options) == (
                resolved if problem in (None, OTHER_COUNT) else None), (players, options)
            asked += 1
    assert asked > SAMPLE_PER_COUNT


@pytest.mark.parametrize("game_id", game_ids())
def test_the_examples_are_the_referees(game_id: str) -> None:
    assert option_rules(game_id).examples == game_class(game_id).variant_examples


def test_the_games_declare_their_checks() -> None:
    """Every game answers without its referee (the lobby's start loads none)."""
    assert [g for g in game_ids() if game_entry(g).option_rules is None] == []
