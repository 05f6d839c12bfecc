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

LEVEL = "normal"
SEED = 1_234_567
# (players, options) per game: the usual table and variants that change what a bot may do.
VARIANTS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "ninety_nine": [
        (3, {}),
        (3, {"premium_trump_call": True, "trump_nines": True, "joker_turnup": True}),
        (3, {"no_bid": True}),
        (4, {"four_player": True, "four_player_zero_diamonds": True}),
        (4, {"four_player_pairs": True}),
        (5, {"five_player": True, "five_player_500": True}),
        (2, {"two_player_dummy": True, "dummy_penguin": True, "dummy_100_continue": True}),
        (2, {"two_player_24": True, "naughty_nun": True}),
    ],
    "tressette": [(2, {}), (2, {"target_score": 31, "tie_play_on": False})],
    "sneak": [
        (4, {}),
        (4, {"double_deck": True, "hand_limit_5": True}),
        (3, {"hand_limit_7": True, "losers_cards_discarded": True}),
    ],
    "mini_misere": [
        (4, {}),
        (4, {"old_rules": True, "lot_before_first_lead": True, "lot_play_out": True}),
        (4, {"mm4_with_joker": True}),
        (5, {"nine_for_deuce": True}),
    ],
    "nominations": [
        (4, {}),
        (4, {"deal_553": True, "min_bid_7": True, "misere_low": True, "no_must_trump": True}),
        (4, {"four_card_round": 2, "defenders_score_tricks": True, "grand_slam_26": True}),
        (4, {"deal_pagat_staggered": True, "no_shuffle_between_deals": True}),
    ],
    "sheepshead": [
        (5, {}),
        (5, {"jd_partner": True, "no_double_on_bump": True, "forced_pick": True}),
        (5, {"jd_partner": True, "jd_call_up": True, "leaster_blind_first_trick": True}),
        (5, {"no_unknown_call": True, "doublers": True}),
    ],
    "hearts": [
        (4, {}),
        (4, {"no_pass": True, "can_lead_any_club": True}),
        (4, {"pass_dir": "left", "no_points_first_trick": False, "must_break_hearts": False,
             "jd_bonus": True, "moon_minus": True}),
        (4, {"qs_breaks_hearts": False, "can_lead_hearts_instead_of_qs": True,
             "avoid_all_tricks_bonus": True}),
    ],
}
CASES = [pytest.param(game, players, options, id=f"{game}-{players}p-{i}")
         for game, sets in VARIANTS.items() for i, (players, options) in enumerate(sets)]


def test_every_game_is_covered() -> None:
    assert set(VARIANTS) == set(game_ids())


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
