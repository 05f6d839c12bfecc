"""A choice of several cards (a Ninety-Nine bid, a Sheepshead bury, a Hearts pass) is one move
whatever order its cards were picked or written in: equal actions, one hash, found in the
legal list; a record listing them in another order replays to the same result and figures,
and replays to the very same match when read in canonical form."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tablecards.rules.actions import Action, canonical_cards
from tablecards.rules.cards import card, cards
from tablecards.rules.records import replay_record
from tablecards.rules.registry import game_entry, new_match

#: Games with a choice of several cards, and the verb of that choice.
CHOICES = {"ninety_nine": ("bid", 3), "sheepshead": ("bury", 5), "hearts": ("pass", 4)}


def test_a_choice_of_cards_is_one_action_in_any_order() -> None:
    laid = Action(0, "bid", tuple(cards(["JC", "QD", "KD"])))
    hinted = Action(0, "bid", tuple(cards(["QD", "KD", "JC"])))
    assert laid == hinted and hash(laid) == hash(hinted)
    assert {hinted: 1.5}[laid] == 1.5
    assert laid in [Action(0, "bid", tuple(cards(["QD", "KD", "JC"])))]
    assert laid.canonical().value == hinted.value == canonical_cards(laid.value)  # type: ignore[arg-type]
    assert laid.to_record() == {"seat": 0, "bid": ["JC", "QD", "KD"]}  # written as laid
    assert laid.canonical().to_record() == {"seat": 0, "bid": ["QD", "KD", "JC"]}


def test_other_cards_seats_verbs_or_twins_stay_different_moves() -> None:
    base = Action(0, "bid", tuple(cards(["JC", "QD", "KD"])))
    assert base != Action(0, "bid", tuple(cards(["JC", "QD", "AD"])))
    assert base != Action(1, "bid", tuple(cards(["KD", "QD", "JC"])))
    assert base != Action(0, "bury", tuple(cards(["KD", "QD", "JC"])))
    assert base != Action(0, "bid", tuple(cards(["JC", "QD"])))
    twins = Action(0, "flaunt", tuple(cards(["AS", "AS", "KS"])))
    assert twins != Action(0, "flaunt", tuple(cards(["AS", "KS", "KS"])))
    assert twins == Action(0, "flaunt", tuple(cards(["KS", "AS", "AS"])))
    assert Action(0, "play", card("QS")) == Action(0, "play", card("QS"))
    assert Action(0, "play", card("QS")) != Action(0, "play", card("KS"))


def played_record(game_id: str, seed: int) -> dict[str, Any]:
    """A deal played at random until well past its choices of several cards."""
    players = CHOICES[game_id][1]
    match = new_match(game_id, players, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    for _ in range(40):
        legal = match.legal_actions()
        if not legal:
            break
        match.apply(legal[rng.randrange(len(legal))])
    return json.loads(json.dumps(match.to_record()))


def figures_of(record: dict[str, Any]) -> list[dict[str, int]] | None:
    """The game's own statistics figures of a record, as the statistics count them."""
    entry = game_entry(record["game"])
    if entry.figures is None:
        return None
    counted: list[dict[str, int]] = entry.load(entry.figures).figures(record)
    return counted


def reversed_choices(record: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """The record with every list of cards written backwards, and how many there were."""
    turned = json.loads(json.dumps(record))
    count = 0
    for deal in turned["deals"]:
        for action in deal["actions"]:
            for key, value in action.items():
                if isinstance(value, list) and len(value) > 1:
                    action[key] = value[::-1]
                    count += 1
    return turned, count


@pytest.mark.parametrize("game_id", sorted(CHOICES))
def test_a_record_with_its_cards_in_another_order_replays_the_same(game_id: str) -> None:
    record = played_record(game_id, 5)
    turned, count = reversed_choices(record)
    assert count > 0  # the premise: the deal has choices of several cards
    first, second = replay_record(record), replay_record(turned)
    assert first.result() == second.result()
    assert first.match.actions == second.match.actions
    assert figures_of(record) == figures_of(turned)
    canonical = replay_record(turned, canonical=True).match
    assert canonical.to_record() == replay_record(record, canonical=True).match.to_record()
    seats = range(canonical.seats)
    assert [canonical.view(s) for s in seats] == \
        [replay_record(record, canonical=True).match.view(s) for s in seats]
