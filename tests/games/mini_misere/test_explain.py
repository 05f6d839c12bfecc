"""Mini Misère: why each trick was won. The referee's `trick_won` event carries the deciding
card and a reason in the game's own terms (a led joker, a led 2, a joker or 2 that followed
and lost), worded by `tablecards explain`. Four-player deals: N E S W = seats 0-3, dealer W,
so N leads; five-player deals: P1..P5 = seats 0-4, dealer P5."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tablecards.games.mini_misere.deal import MiniMisereDeal
from tablecards.games.mini_misere.match import MiniMisereMatch
from tablecards.games.mini_misere.texts import EXPLANATIONS
from tablecards.rules.actions import Action, play
from tablecards.rules.cards import card, cards
from tablecards.rules.explain import SHARED_EXPLANATIONS, Why
from tablecards.rules.explained_record import explain_record
from tablecards.rules.game import DealSetup
from tests.games.explain_command import explained

KNOWN = SHARED_EXPLANATIONS | EXPLANATIONS

# 4p new: N holds the 2♥, E the A♥ and two clubs including the 2♣, W only spades.
FOUR_NEW = ["2H 10H AC KC QC JC", "AH QH 10C 2C AD KD",
            "KH JH QD JD 10D 2D", "AS KS QS JS 10S 2S"]
# 5p new: P1 leads the joker, then the K♦ that P3's A♦ beats over a following 2♦.
FIVE_NEW = ["JK KD AH 2C 10S", "AS KS QS JS 2S", "AD QH JH 10H 2H",
            "10D KH AC KC QC", "2D QD JD JC 10C"]
# 5p new: P2, void in diamonds, throws the joker on P1's K♦ (spec example 6b).
FIVE_NEW_FOLLOWING_JOKER = ["KD AH 2C 10S KS", "JK AS QS JS 2S", "AD QH JH 10H 2H",
                            "10D KH AC KC QC", "2D QD JD JC 10C"]
# 5p old: P1 leads the joker naming spades; P2 must follow with the 9♠ (spec example 7a).
FIVE_OLD = ["JK KD AH 9C 10S", "9S AS KS QS JS", "AD QH JH 10H 9H",
            "10D KH AC KC QC", "9D QD JD JC 10C"]


def stacked(hands: list[str], options: dict[str, Any] | None = None) -> MiniMisereMatch:
    players = len(hands)
    match = MiniMisereMatch(players, options or {}, first_dealer=players - 1)
    match.deal_next(DealSetup(players - 1, [cards(h) for h in hands], []))
    deal = deal_of(match)
    while deal.asking:  # the old Lot question: everybody declines
        seat = match.to_move()
        assert seat is not None
        match.apply(Action(seat, "lot", False))
    return match


def deal_of(match: MiniMisereMatch) -> MiniMisereDeal:
    assert isinstance(match.deal, MiniMisereDeal)
    return match.deal


def run(match: MiniMisereMatch, plays: str) -> None:
    """Play the cards in turn order; `JK:S` leads the old joker naming spades."""
    for code in plays.split():
        seat = match.to_move()
        assert seat is not None
        code, _, named = code.partition(":")
        match.apply(play(seat, card(code), **({"suit": named} if named else {})))


# Each case: hands, options, the tricks played, then the last trick's winner, card, reason
# and sentence.
CASES: list[tuple[list[str], dict[str, Any], list[str], int, str, str, str]] = [
    (FOUR_NEW, {}, ["2H AH KH AS"], 0, "2H", "mm_led_two",
     "2♥ was led: a led 2 is the highest card of its suit, so it always wins the trick."),
    (FOUR_NEW, {}, ["2H AH KH AS", "QC 2C 10D 2S"], 0, "QC", "mm_two_not_led",
     "Q♣ is the highest card of the suit led, clubs: a 2 that is not led is the lowest card "
     "of its suit."),
    (FOUR_NEW, {}, ["2H AH KH AS", "QC 2C 10D 2S", "AC 10C QD KS"], 0, "AC", "highest_led",
     "A♣ is the highest card of the suit led, clubs."),
    (FOUR_NEW, {}, ["2H AH KH AS", "QC 2C 10D 2S", "AC 10C QD KS", "KC AD JD QS"], 0, "KC",
     "only_led", "Nobody else followed clubs, the suit led, so K♣ wins."),
    (FIVE_NEW, {}, ["JK AS 2H AC JC"], 0, "JK", "mm_led_joker",
     "The joker was led: a led joker always wins the trick, and nobody had to follow suit."),
    (FIVE_NEW_FOLLOWING_JOKER, {}, ["KD JK AD 10D 2D"], 2, "AD", "mm_joker_not_led",
     "A♦ is the highest card of the suit led, diamonds: a joker that is not led always "
     "loses."),
    (FIVE_OLD, {"old_rules": True}, ["JK:S 9S AD AC JC"], 0, "JK", "mm_led_joker_named",
     "The joker was led and named spades: the others had to follow spades, but a led joker "
     "always wins the trick."),
]


@pytest.mark.parametrize(("hands", "options", "tricks", "winner", "code", "reason", "text"),
                         CASES, ids=[f"{c[5]}-{len(c[2])}" for c in CASES])
def test_hand_built_tricks_say_why(hands: list[str], options: dict[str, Any],
                                   tricks: list[str], winner: int, code: str, reason: str,
                                   text: str) -> None:
    match = stacked(hands, options)
    for trick in tricks:
        run(match, trick)
    last = explain_record(match.to_record())[-1]
    assert (last["winner"], last["card"], last["reason"]) == (winner, card(code).code, reason)
    assert last["text"] == text
    assert last["trick"] == len(tricks) - 1


def test_every_reason_of_the_game_is_hand_built() -> None:
    assert set(EXPLANATIONS) <= {case[5] for case in CASES}


def random_deal(players: int, options: dict[str, Any], seed: int) -> MiniMisereMatch:
    """A deal played out by random legal actions, each trick checked as it is won."""
    match = MiniMisereMatch(players, options, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    while not deal_of(match).is_complete():
        for event in match.apply(rng.choice(match.legal_actions())):
            if event.kind == "trick_won":
                assert_explained(event.seat, event.data, deal_of(match).tricks[-1].plays)
    return match


def assert_explained(seat: int | None, data: dict[str, Any], plays: list[Any]) -> None:
    assert seat is not None
    reason = Why.from_data(seat, data)
    assert reason is not None, data
    assert (seat, reason.card) in plays
    assert reason.reason in KNOWN


VARIANTS = [(4, {}), (4, {"old_rules": True}), (5, {}), (5, {"old_rules": True}),
            (4, {"mm4_with_joker": True}), (5, {"nine_for_deuce": True}),
            (4, {"lot_play_out": True})]


@pytest.mark.parametrize(("players", "options"), VARIANTS,
                         ids=[f"{p}p-{'-'.join(o) or 'default'}" for p, o in VARIANTS])
def test_random_deals_explain_every_trick(players: int, options: dict[str, Any]) -> None:
    reasons: set[str] = set()
    for seed in range(6):
        match = random_deal(players, options, seed)
        reasons |= {line["reason"] for line in explain_record(match.to_record())
                    if line["kind"] == "trick"}
    assert reasons & {"highest_led", "only_led"}


def test_explain_command_prints_one_line_per_trick(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = random_deal(5, {}, 3)
    tricks = explained(match, tmp_path, capsys, "trick")
    played = deal_of(match).tricks
    assert len(tricks) == len(played) > 0
    for line, trick in zip(tricks, played, strict=True):
        assert {"deal", "trick", "cards", "winner", "card", "reason", "text"} <= set(line)
        assert line["cards"] == [c.code for _, c in trick.plays]
        assert line["winner"] == trick.winner
        assert line["text"] and "{" not in line["text"]
