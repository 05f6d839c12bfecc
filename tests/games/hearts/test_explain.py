"""Hearts: each trick_won event says why (no trumps: the highest card of the suit led)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tablecards.games.hearts.match import HeartsMatch
from tablecards.rules.actions import Event
from tablecards.rules.cards import card
from tablecards.rules.explain import SHARED_EXPLANATIONS, Why
from tablecards.rules.explained_record import explain_record
from tests.games.explain_command import explained
from tests.games.hearts.test_rules import match_with, play_codes, stacked

CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC"


@pytest.mark.parametrize(
    ("hands", "voids", "codes", "winner", "winning", "reason", "text"),
    [
        (("2C", "3C", "AC", "KC"), ("", "", "", ""), "2C 3C AC KC", 2, "AC", "highest_led",
         "A♣ is the highest card of the suit led, clubs."),
        ((CLUBS, "AD", "KS", "AS"), ("", "C", "C", "C"), "2C AD KS AS", 0, "2C", "only_led",
         "Nobody else followed clubs, the suit led, so 2♣ wins."),
    ],
)
def test_each_reason_names_the_card_and_the_rule(
    hands: tuple[str, ...], voids: tuple[str, ...], codes: str, winner: int, winning: str,
    reason: str, text: str
) -> None:
    match = match_with(stacked(*hands, voids=voids))
    play_codes(match, *codes.split())
    [line] = [ln for ln in explain_record(match.to_record(["N", "E", "S", "W"]))
              if ln["kind"] == "trick"]
    assert (line["winner"], line["card"], line["reason"]) == (winner, winning, reason)
    assert line["cards"] == codes.split()
    assert line["text"] == text


def random_deal_events(options: dict[str, object], seed: int) -> list[Event]:
    match = HeartsMatch(4, options, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    events: list[Event] = []
    while match.to_move() is not None:
        events += match.apply(rng.choice(match.legal_actions()))
    return events


VARIANTS: list[dict[str, object]] = [
    {}, {"no_pass": True, "can_lead_any_club": True},
    {"no_points_first_trick": False, "must_break_hearts": False},
    {"qs_breaks_hearts": False, "can_lead_hearts_instead_of_qs": True},
]


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_random_trick_names_a_card_its_winner_played(
    options: dict[str, object], seed: int
) -> None:
    trick: list[tuple[int | None, str]] = []
    tricks = 0
    for event in random_deal_events(options, seed):
        if event.kind == "played":
            trick.append((event.seat, event.data["card"]))
        if event.kind != "trick_won":
            continue
        assert event.seat is not None
        why = Why.from_data(event.seat, event.data)
        assert why is not None
        assert (event.seat, why.card.code) in trick
        assert why.card.suit == card(trick[0][1]).suit, "no trumps: the suit led wins"
        assert why.reason in SHARED_EXPLANATIONS
        tricks += 1
        trick = []
    assert tricks == 13


def test_the_explain_command_prints_one_line_per_trick(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = HeartsMatch(4, {"no_pass": True}, seed=5)
    match.deal_next()
    rng = random.Random(5)
    while match.to_move() is not None:
        match.apply(rng.choice(match.legal_actions()))
    tricks = explained(match, tmp_path, capsys, "trick")
    assert [line["trick"] for line in tricks] == list(range(13))
    for line in tricks:
        assert {"deal", "trick", "cards", "winner", "card", "reason", "text"} <= set(line)
        assert line["card"] in line["cards"]
        assert line["text"].endswith(".") and "{" not in line["text"]
