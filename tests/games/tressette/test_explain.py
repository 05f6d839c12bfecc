"""Tressette: each trick_won event says why, in Tressette's order 3 2 A K Q J 7 6 5 4."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tablecards.games.tressette.match import TressetteMatch
from tablecards.games.tressette.texts import EXPLANATIONS
from tablecards.rules.actions import Event, play
from tablecards.rules.cards import Card, card
from tablecards.rules.explain import SHARED_EXPLANATIONS, Why
from tablecards.rules.explained_record import explain_record
from tests.games.explain_command import explained
from tests.games.tressette.test_rules import X, Y, match_with, stacked


def played_trick(lead: str, follow: str, x_void: str = "") -> TressetteMatch:
    """Y leads `lead`, X answers `follow` (X void in `x_void`)."""
    match = match_with(stacked(follow, lead, x_void=x_void))
    for seat, code in ((Y, lead), (X, follow)):
        match.apply(play(seat, card(code)))
    return match


@pytest.mark.parametrize(
    ("lead", "follow", "x_void", "winner", "winning", "reason", "text"),
    [
        ("7S", "AS", "", X, "AS", "highest_led",
         "A♠ is the highest card of the suit led, spades."),
        ("QH", "5H", "", Y, "QH", "highest_led",
         "Q♥ is the highest card of the suit led, hearts."),
        ("AS", "3S", "", X, "3S", "tressette_order",
         "3♠ beats A♠: in Tressette the 3 and the 2 are the highest cards of a suit, above "
         "the ace (order 3 2 A K Q J 7 6 5 4)."),
        ("2D", "KD", "", Y, "2D", "tressette_order",
         "2♦ beats K♦: in Tressette the 3 and the 2 are the highest cards of a suit, above "
         "the ace (order 3 2 A K Q J 7 6 5 4)."),
        ("4H", "3C", "H", Y, "4H", "only_led",
         "Nobody else followed hearts, the suit led, so 4♥ wins."),
    ],
)
def test_each_reason_names_the_card_and_the_rule(
    lead: str, follow: str, x_void: str, winner: int, winning: str, reason: str, text: str
) -> None:
    match = played_trick(lead, follow, x_void)
    [line] = [ln for ln in explain_record(match.to_record()) if ln["kind"] == "trick"]
    assert (line["winner"], line["card"], line["reason"]) == (winner, winning, reason)
    assert line["cards"] == [lead, follow]
    assert line["text"] == text


def random_hand_events(seed: int) -> list[Event]:
    match = TressetteMatch(2, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    events: list[Event] = []
    while match.to_move() is not None:
        events += match.apply(rng.choice(match.legal_actions()))
    return events


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_random_trick_names_a_card_its_winner_played(seed: int) -> None:
    played: dict[int, list[Card]] = {0: [], 1: []}
    tricks = 0
    for event in random_hand_events(seed):
        if event.kind == "played":
            assert event.seat is not None
            played[event.seat].append(card(event.data["card"]))
        if event.kind != "trick_won":
            continue
        tricks += 1
        assert event.seat is not None
        why = Why.from_data(event.seat, event.data)
        assert why is not None
        assert why.card == played[event.seat][-1]
        assert why.reason in SHARED_EXPLANATIONS or why.reason in EXPLANATIONS
    assert tricks == 20


def test_the_explain_command_prints_one_line_per_trick(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = TressetteMatch(2, seed=7)
    match.deal_next()
    rng = random.Random(7)
    while match.to_move() is not None:
        match.apply(rng.choice(match.legal_actions()))
    tricks = explained(match, tmp_path, capsys, "trick")
    assert [line["trick"] for line in tricks] == list(range(20))
    for line in tricks:
        assert {"deal", "trick", "cards", "winner", "card", "reason", "text"} <= set(line)
        assert line["card"] in line["cards"]
        assert line["text"].endswith(".") and "{" not in line["text"]
