"""Properties every game must have, checked over every offered form and variant.

Random legal play reaches the match end; a record of live play replays to the same result;
a JSON round trip mid-deal continues identically; no view shows another seat's hidden hand.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.ai.driver import play_until
from tablecards.ai.random_bot import RandomBot
from tablecards.rules.game import Match
from tablecards.rules.records import match_from_record, replay_record
from tablecards.rules.registry import game_class, game_ids, new_match


def _variants() -> list[tuple[str, int, dict[str, Any]]]:
    found = []
    for game_id in game_ids():
        cls = game_class(game_id)
        for players, options in cls.variant_examples:
            found.append((game_id, players, dict(options)))
    return found


VARIANTS = _variants()
IDS = [f"{g}-{p}-{'+'.join(sorted(o)) or 'default'}" for g, p, o in VARIANTS]


def _bots(match: Match) -> list[RandomBot]:
    return [RandomBot() for _ in range(match.seats)]


def test_every_game_offers_variants() -> None:
    for game_id in game_ids():
        assert game_class(game_id).variant_examples, game_id


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_random_match_ends_and_replays(
    game_id: str, players: int, options: dict[str, Any], seed: int
) -> None:
    match = new_match(game_id, players, options, seed=seed)
    play_until(match, _bots(match), random.Random(seed), max_actions=20_000)
    assert match.over, "random legal play must reach the match end"
    assert match.winners
    record = json.loads(json.dumps(match.to_record()))
    replayed = replay_record(record)
    assert replayed.result() == {
        "game": game_id,
        "deals": [r.to_json() for r in match.results],
        "totals": match.totals,
        "over": True,
        "winners": match.winners,
    }


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**32), cut=st.integers(1, 60))
def test_json_round_trip_mid_deal_continues_identically(
    game_id: str, players: int, options: dict[str, Any], seed: int, cut: int
) -> None:
    match = new_match(game_id, players, options, seed=seed)
    play_until(match, _bots(match), random.Random(seed), max_actions=cut)
    saved = json.dumps(match.to_record())
    restored = match_from_record(json.loads(saved))
    assert restored.to_record() == match.to_record()
    for twin in (match, restored):
        play_until(twin, _bots(twin), random.Random(seed + 1), max_actions=3_000)
    assert restored.to_record() == match.to_record()
    assert [r.to_json() for r in restored.results] == [r.to_json() for r in match.results]


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_no_view_names_a_card_of_a_hidden_hand(
    game_id: str, players: int, options: dict[str, Any], seed: int
) -> None:
    """Any card a view names must be the seat's own, public, or listed as visible or known."""
    match = new_match(game_id, players, options, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    for _ in range(400):
        if match.needs_deal or match.over:
            break
        views = [match.view(seat) for seat in range(match.seats)]  # each once per step
        for seat, view in enumerate(views):
            allowed = {c.code for c in view.all_cards()}
            text = json.dumps(view.to_json())
            for other, other_view in enumerate(views):
                if other == seat:
                    continue
                for c in other_view.hand:
                    if c.code not in allowed:
                        assert f"'{c.code}'" not in text and f'"{c.code}"' not in text, (
                            f"seat {seat}'s view names {c.code} of seat {other}'s hand"
                        )
        seat_to_act = match.controller()
        assert seat_to_act is not None
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize(("game_id", "players", "options"), VARIANTS, ids=IDS)
def test_same_seed_same_match(game_id: str, players: int, options: dict[str, Any]) -> None:
    first, second = (new_match(game_id, players, options, seed=7) for _ in range(2))
    for m in (first, second):
        play_until(m, _bots(m), random.Random(3), max_actions=200)
    assert first.to_record() == second.to_record()
