"""Nominations: why each trick was won. The referee's `trick_won` event carries the deciding
card and a reason (whist's shared reasons, and the misère declarer caught winning a trick),
worded by `tablecards explain`. Seats N E S W = 0-3, dealer W, so N bids first."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tablecards.games.nominations.deal import NominationsDeal
from tablecards.games.nominations.match import NominationsMatch
from tablecards.games.nominations.rules import MISERE
from tablecards.games.nominations.texts import EXPLANATIONS
from tablecards.rules.actions import Action, play
from tablecards.rules.cards import card, cards
from tablecards.rules.explain import SHARED_EXPLANATIONS, Why
from tablecards.rules.explained_record import explain_record
from tablecards.rules.game import DealSetup
from tests.games.explain_command import explained

N, E, S, W = range(4)
KNOWN = SHARED_EXPLANATIONS | EXPLANATIONS

# N: three top clubs and ten diamonds; E: two clubs and eleven hearts; S: eight clubs, the two
# lowest hearts and three diamonds; W: every spade.
SPREAD = [
    "AC KC QC AD KD QD JD 10D 9D 8D 7D 6D 5D",
    "JC 10C AH KH QH JH 10H 9H 8H 7H 6H 5H 4H",
    "9C 8C 7C 6C 5C 4C 3C 2C 3H 2H 4D 3D 2D",
    "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",
]
# Spec example 9: S bids misère and is caught by the 6♠ in the second trick.
MISERE_HANDS = [
    "6H 7H 8H 9H AD KD QD JD 10D 9D 8D 7D 6D",
    "10H JH QH KH 5D 4D 3D 2D AC KC QC JC 10C",
    "2H 3H 4H 5H AS KS QS JS 10S 9S 8S 7S 6S",
    "AH 2S 3S 4S 5S 9C 8C 7C 6C 5C 4C 3C 2C",
]
NO_TRUMP_TRICKS = ["AC JC 2C 2S", "AD AH 2D 3S", "KD KH 3D 4S", "QD QH 4D 5S",
                   "JD JH 3H 6S"]


def contracted(hands: list[str], trump: str) -> NominationsMatch:
    """N bids 10, names `trump` and calls the A♠ (W's); or S bids misère (trump "misere")."""
    match = NominationsMatch(4, {}, seed=1)
    match.deal_next(DealSetup(W, [cards(h) for h in hands]))
    calls: list[int | str] = (["pass", "pass", MISERE, "pass", "pass", "pass"]
                              if trump == "misere" else [10, "pass", "pass", "pass"])
    for value in calls:
        seat = match.to_move()
        assert seat is not None
        match.apply(Action(seat, "bid", value))
    if trump != "misere":
        match.apply(Action(N, "trump", trump, (("partner", card("AS")),)))
    return match


def deal_of(match: NominationsMatch) -> NominationsDeal:
    assert isinstance(match.deal, NominationsDeal)
    return match.deal


def run(match: NominationsMatch, plays: str) -> None:
    for code in plays.split():
        seat = match.to_move()
        assert seat is not None
        match.apply(play(seat, card(code)))


# Each case: hands, the contract's trump, the tricks played, then the last trick's winner,
# card, reason and sentence.
CASES: list[tuple[list[str], str, list[str], int, str, str, str]] = [
    (SPREAD, "H", ["AC JC 2C 2S"], N, "AC", "highest_led_no_trump",
     "No trump was played, so the highest card of the suit led wins: A♣ (clubs)."),
    (SPREAD, "H", ["AC JC 2C 2S", "AD 4H 2D 3S"], E, "4H", "only_trump",
     "4♥ is the only trump played (hearts are trumps): a trump beats every card of another "
     "suit."),
    (SPREAD, "H", ["AC JC 2C 2S", "AD 4H 2D 3S", "5H 2H 4S 5D"], E, "5H", "highest_trump",
     "5♥ is the highest trump played (hearts are trumps)."),
    (SPREAD, "none", NO_TRUMP_TRICKS[:2], N, "AD", "highest_led",
     "A♦ is the highest card of the suit led, diamonds."),
    (SPREAD, "none", NO_TRUMP_TRICKS, N, "JD", "only_led",
     "Nobody else followed diamonds, the suit led, so J♦ wins."),
    (MISERE_HANDS, "misere", ["2H AH 6H 10H"], W, "AH", "highest_led",
     "A♥ is the highest card of the suit led, hearts."),
    (MISERE_HANDS, "misere", ["2H AH 6H 10H", "2S AD AC 6S"], S, "6S", "nom_misere_caught",
     "6♠ is the highest card of the suit led, spades, so the misère declarer has won a "
     "trick: the misère is lost and the deal ends."),
]


@pytest.mark.parametrize(("hands", "trump", "tricks", "winner", "code", "reason", "text"),
                         CASES, ids=[f"{c[5]}-{len(c[2])}" for c in CASES])
def test_hand_built_tricks_say_why(hands: list[str], trump: str, tricks: list[str],
                                   winner: int, code: str, reason: str, text: str) -> None:
    match = contracted(hands, trump)
    for trick in tricks:
        run(match, trick)
    last = explain_record(match.to_record())
    trick_lines = [line for line in last if line["kind"] == "trick"]
    line = trick_lines[-1]
    assert len(trick_lines) == len(tricks)
    assert (line["winner"], line["card"], line["reason"]) == (winner, code, reason)
    assert line["text"] == text


def test_every_reason_of_the_game_is_hand_built() -> None:
    built = {case[5] for case in CASES}
    assert set(EXPLANATIONS) | set(SHARED_EXPLANATIONS) == built


def random_deal(options: dict[str, Any], seed: int) -> NominationsMatch:
    """A deal played out by random legal actions, each trick checked as it is won."""
    match = NominationsMatch(4, options, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    while not deal_of(match).is_complete():
        for event in match.apply(random_action(match, rng)):
            if event.kind == "trick_won":
                assert_explained(event.seat, event.data, deal_of(match).tricks[-1].plays)
    return match


def random_action(match: NominationsMatch, rng: random.Random) -> Action:
    """A random legal action, except in the auction: mostly a pass, else the lowest bid or
    now and then a misère, since bidding at random climbs to open misère nearly every time."""
    actions = match.legal_actions()
    if actions[0].verb != "bid":
        return rng.choice(actions)
    offers = [a for a in actions if a.value != "pass"]
    if not offers or rng.random() < 0.6:
        return actions[0]
    miseres = [a for a in offers if a.value == MISERE]
    return miseres[0] if miseres and rng.random() < 0.3 else offers[0]


def assert_explained(seat: int | None, data: dict[str, Any], plays: list[Any]) -> None:
    assert seat is not None
    reason = Why.from_data(seat, data)
    assert reason is not None, data
    assert (seat, reason.card) in plays
    assert reason.reason in KNOWN


VARIANTS: list[dict[str, Any]] = [{}, {"no_must_trump": True}, {"misere_low": True},
                                  {"min_bid_7": True, "deal_553": True}]


@pytest.mark.parametrize("options", VARIANTS,
                         ids=["-".join(o) or "default" for o in VARIANTS])
def test_random_deals_explain_every_trick(options: dict[str, Any]) -> None:
    contracts: set[str] = set()
    for seed in range(8):
        deal = deal_of(random_deal(options, seed))
        assert deal.contract is not None and deal.tricks
        contracts.add(str(deal.contract.bid if isinstance(deal.contract.bid, str)
                          else deal.contract.trump))
    assert len(contracts) > 1


def test_explain_command_prints_one_line_per_trick(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = random_deal({}, 2)
    tricks = explained(match, tmp_path, capsys, "trick")
    played = deal_of(match).tricks
    assert len(tricks) == len(played) > 0
    for line, trick in zip(tricks, played, strict=True):
        assert {"deal", "trick", "cards", "winner", "card", "reason", "text"} <= set(line)
        assert line["cards"] == [c.code for _, c in trick.plays]
        assert line["winner"] == trick.winner
        assert line["text"] and "{" not in line["text"]
