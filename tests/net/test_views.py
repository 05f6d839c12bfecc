"""The host's quick view encoding is the rules core's own `SeatView.to_json`, and a client
rebuilds the same view from it."""

from __future__ import annotations

import random

import pytest

from tablecards.net.views import fast_json, view_from_wire, view_to_wire
from tablecards.rules.game import SeatView
from tablecards.rules.registry import game_class, game_ids, new_match


@pytest.mark.parametrize("game", game_ids())
def test_the_wire_view_is_the_cores_and_reads_back(game: str) -> None:
    for players in game_class(game).spec.players:
        match = new_match(game, players, seed=3)
        rng = random.Random(3)
        for _ in range(120):
            if match.over:
                break
            if match.needs_deal:
                match.deal_next()
                continue
            for seat in range(match.players):
                view = match.view(seat)
                assert type(view) is SeatView
                assert fast_json(view) == view.to_json()
                wire = view_to_wire(view)
                if type(view.legal_actions) is list and wire["legal_actions"]:
                    assert view_from_wire(wire).to_json() == view.to_json()
            legal = match.legal_actions()
            match.apply(legal[rng.randrange(len(legal))])
