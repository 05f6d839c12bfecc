"""Sneak: the event that settles a lead says why its winner took it (a higher kind of set, a
higher set of one kind, a tie to the later player, a flaunt nobody challenged)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tablecards.games.sneak.match import SneakMatch
from tablecards.games.sneak.texts import EXPLANATIONS
from tablecards.rules.actions import Action, Event
from tablecards.rules.explain import Why
from tablecards.rules.explained_record import explain_record
from tests.games.explain_command import explained
from tests.games.sneak.test_rules import (
    A,
    B,
    C,
    _three_each,
    challenge,
    decline,
    draw_all,
    flaunt,
    sneak,
    stacked,
)

NAMES = ["Ann", "Bob", "Cy", "Di"]
Step = Callable[[int], Action]


def settled(match: SneakMatch) -> list[dict[str, Any]]:
    """The explained leads of the match's record, seats named."""
    record = match.to_record(NAMES[:match.players])
    return [line for line in explain_record(record) if line["kind"] == "challenge"]


def two_player(draws: str, lead: Action, answer: Action) -> dict[str, Any]:
    """A draws the odd cards of `draws` and B the even ones; A leads, B answers."""
    match = stacked(2, draws, dealer=B)
    draw_all(match, len(draws.split()))
    match.apply(lead)
    match.apply(answer)
    [line] = settled(match)
    return line


def check(line: dict[str, Any], winner: int, card: str, reason: str, text: str) -> None:
    assert (line["winner"], line["card"], line["reason"]) == (winner, card, reason)
    assert line["text"] == text
    assert line["challenge"] == 0 and card in line["cards"]


def test_a_tie_goes_to_the_later_player() -> None:
    match = stacked(3, "7D QC QH", dealer=C)
    draw_all(match, 3)
    for action in (sneak(A, "7D"), challenge(B, "QC"), challenge(C, "QH")):
        match.apply(action)
    [line] = settled(match)
    check(line, C, "QH", "sneak_tie", "Q♥ ties with Q♣, and a tie goes to the player later in "
          "turn order from the leader: Cy.")
    assert sorted(line["cards"]) == ["7D", "QC", "QH"]


def test_a_single_sneaked_card_wins_by_rank_alone() -> None:
    line = two_player("7D QC", sneak(A, "7D"), challenge(B, "QC"))
    check(line, B, "QC", "sneak_high_rank", "Q♣ beats 7♦: with a single card sneaked face "
          "down, only the rank counts, not the suit.")


def test_a_flush_against_a_flush_card_by_card() -> None:
    match = _three_each("2H 3H 5D")
    for action in (sneak(A, "KS 10S 2S"), challenge(B, "KH 9H 8H"), decline(C)):
        match.apply(action)
    [line] = settled(match)
    check(line, A, "10S", "sneak_card_by_card", "K♠ 10♠ 2♠ wins card by card: the sets are "
          "compared from their highest card down, and the first difference decides (10♠ over "
          "9♥).")


def test_a_straight_beats_a_flush() -> None:
    match = _three_each("5C 6D 7H")
    for action in (sneak(A, "KS 10S 2S"), challenge(B, "KH 9H 8H"), challenge(C, "5C 6D 7H")):
        match.apply(action)
    [line] = settled(match)
    check(line, C, "7H", "sneak_beats_straight",
          "7♥ 6♦ 5♣ is a straight, which beats any flush or set without a combo.")


@pytest.mark.parametrize(
    ("draws", "lead", "answer", "winner", "card", "reason", "text"),
    [
        ("4C QS 4D KS", "4C 4D", "QS KS", A, "4D", "sneak_beats_match",
         "4♦ 4♣ is a match, the highest kind of set: it beats any straight flush, straight, "
         "flush or set without a combo."),
        ("5C 6S 6D 7S 7H 8S", "5C 6D 7H", "6S 7S 8S", B, "8S", "sneak_beats_sf",
         "8♠ 7♠ 6♠ is a straight flush, which beats any straight, flush or set without a "
         "combo; only a match is higher."),
        ("2C 3H 9D 4S", "2C 9D", "3H 4S", B, "4S", "sneak_beats_straight",
         "4♠ 3♥ is a straight, which beats any flush or set without a combo."),
        ("2C 3H 9C 5H", "2C 9C", "3H 5H", A, "9C", "sneak_card_by_card",
         "9♣ 2♣ wins card by card: the sets are compared from their highest card down, and "
         "the first difference decides (9♣ over 5♥)."),
        ("2C 3H 9D 5H", "2C 9D", "3H 5H", B, "5H", "sneak_beats_flush",
         "5♥ 3♥ is a flush, which beats any set without a combo."),
        ("4C 9C 4D 9D", "4C 4D", "9C 9D", B, "9D", "sneak_higher_match",
         "9♦ 9♣ is the higher match: between matches the higher rank wins (9♦ over 4♦)."),
        ("AH 2S 2C 3H 3D 4D", "AH 2C 3D", "2S 3H 4D", B, "4D", "sneak_higher_run",
         "4♦ 3♥ 2♠ is the higher run: between straights the higher top card wins (4♦ over "
         "3♦; an ace used low counts as 1)."),
    ],
)
def test_sneaked_sets_by_kind_and_rank(draws: str, lead: str, answer: str, winner: int,
                                       card: str, reason: str, text: str) -> None:
    line = two_player(draws, sneak(A, lead), challenge(B, answer))
    check(line, winner, card, reason, text)


def test_a_flaunted_card_is_challenged_in_its_suit() -> None:
    match = stacked(3, "9H JH QH", dealer=C)
    draw_all(match, 3)
    for action in (flaunt(A, "9H"), challenge(B, "JH"), challenge(C, "QH")):
        match.apply(action)
    [line] = settled(match)
    check(line, C, "QH", "sneak_high_suit", "Q♥ beats J♥: a flaunted single card can only be "
          "challenged with a card of its suit, hearts, and the higher rank wins.")


def test_a_flaunt_challenge_counts_as_the_leads_kind() -> None:
    line = two_player("KS JH 10S 10H 2S 9H 5D KH 6D QH 7D 3H", flaunt(A, "KS 10S 2S"),
                      challenge(B, "KH QH 3H"))
    check(line, B, "QH", "sneak_card_by_card", "K♥ Q♥ 3♥ wins card by card: the sets are "
          "compared from their highest card down, and the first difference decides (Q♥ over "
          "10♠).")


def test_an_equal_flaunted_match_goes_to_the_challenger() -> None:
    line = two_player("10C 10H 10D 10S", flaunt(A, "10C 10D"), challenge(B, "10H 10S"))
    check(line, B, "10S", "sneak_tie", "10♠ 10♥ ties with 10♦ 10♣, and a tie goes to the "
          "player later in turn order from the leader: Bob.")


def test_an_unchallenged_flaunt_is_explained_but_an_unchallenged_sneak_stays_hidden() -> None:
    match = stacked(3, "9H 2C QH 8S 3C 4D", dealer=C)
    draw_all(match, 6)
    match.apply(flaunt(A, "9H"))
    match.apply(decline(C))
    match.apply(sneak(B, "2C"))
    match.apply(decline(C))
    match.apply(decline(A))
    [line] = settled(match)
    check(line, A, "9H", "sneak_unchallenged",
          "Nobody challenged the flaunted 9♥: the lead goes to Ann.")
    assert "2C" not in json.dumps(explain_record(match.to_record()))


def random_deal_events(players: int, options: dict[str, object], seed: int) -> list[Event]:
    match = SneakMatch(players, options, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    events: list[Event] = []
    while match.to_move() is not None:
        events += match.apply(rng.choice(match.legal_actions()))
    return events


def contest_cards(event: Event) -> dict[int, list[str]]:
    """The cards each seat showed to a flaunt or a showdown, by seat."""
    if event.kind == "revealed":
        return {s["seat"]: s["cards"] for s in event.data["sets"]}
    assert event.seat is not None
    return {event.seat: event.data["cards"]}


VARIANTS: list[tuple[int, dict[str, object]]] = [
    (2, {}), (3, {}), (4, {"double_deck": True}), (5, {}),
    (3, {"losers_cards_discarded": True}), (3, {"hand_limit_7": True}),
    (4, {"hand_limit_5": True}),
]


@pytest.mark.parametrize(("players", "options"), VARIANTS)
@pytest.mark.parametrize("seed", [1, 2])
def test_every_settled_lead_names_a_card_its_winner_showed(
    players: int, options: dict[str, object], seed: int
) -> None:
    shown: dict[int, list[str]] = {}
    explained = 0
    for event in random_deal_events(players, options, seed):
        if event.kind in ("flaunted", "revealed"):
            shown = contest_cards(event)
        if event.kind != "banked":
            continue
        assert event.seat is not None
        why = Why.from_data(event.seat, event.data)
        if event.data["unseen"]:
            assert why is None
            continue
        assert why is not None and why.reason in EXPLANATIONS
        assert why.card.code in shown[event.seat]
        explained += 1
    assert explained > 0


def test_the_explain_command_prints_one_line_per_settled_lead(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = SneakMatch(3, {}, seed=6)
    match.deal_next()
    rng = random.Random(6)
    banked = 0
    while match.to_move() is not None:
        events = match.apply(rng.choice(match.legal_actions()))
        banked += sum(1 for e in events if e.kind == "banked" and not e.data["unseen"])
    contests = explained(match, tmp_path, capsys, "challenge")
    assert [line["challenge"] for line in contests] == list(range(banked))
    for line in contests:
        assert {"deal", "challenge", "cards", "winner", "card", "reason", "text"} <= set(line)
        assert line["card"] in line["cards"]
        assert line["text"].endswith(".") and "{" not in line["text"]
