"""Sheepshead: each trick_won event says why, by the fixed trump order, the fail order, the
called card or the picker's unknown card that never wins."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tablecards.games.sheepshead.match import SheepsheadMatch
from tablecards.games.sheepshead.texts import EXPLANATIONS
from tablecards.rules.actions import Event
from tablecards.rules.explain import SHARED_EXPLANATIONS, Why
from tablecards.rules.explained_record import explain_record
from tests.games.explain_command import explained
from tests.games.sheepshead.helpers import (
    P1,
    P2,
    P3,
    P4,
    P5,
    act,
    deal_of,
    match_with,
    passes,
    stacked,
)


def play_out(match: SheepsheadMatch, *codes: str) -> None:
    """Play cards in turn order; `?` plays the seat's first legal card."""
    for code in codes:
        seat = match.to_move()
        assert seat is not None
        chosen = deal_of(match).legal_cards(seat)[0].code if code == "?" else code
        act(match, "play", chosen)


def trick_lines(match: SheepsheadMatch) -> list[dict[str, Any]]:
    return [line for line in explain_record(match.to_record()) if line["kind"] == "trick"]


def leaster_trick(hands: dict[int, str], codes: str, void: dict[int, str] | None = None
                  ) -> dict[str, Any]:
    """All five pass; P1 leads the first trick of the leaster with `codes` in turn."""
    match = match_with(stacked(hands, void=void))
    passes(match, 5)
    play_out(match, *codes.split())
    [line] = trick_lines(match)
    return line


QUEENS = ("{} is the highest trump played: the queens are the top trumps, in the order "
          "Q♣ Q♠ Q♥ Q♦.")


@pytest.mark.parametrize(
    ("hands", "void", "winner", "winning", "reason", "text"),
    [
        ({P1: "7D", P2: "QH", P3: "JC", P4: "QS", P5: "AD"}, {}, P4, "QS", "sheepshead_queen",
         QUEENS.format("Q♠")),
        ({P1: "AD", P2: "JH", P3: "JC", P4: "10D", P5: "7D"}, {}, P3, "JC", "sheepshead_jack",
         "J♣ is the highest trump played: with no queen in the trick, the jacks come next, "
         "in the order J♣ J♠ J♥ J♦."),
        ({P1: "9D", P2: "AD", P3: "KD", P4: "8D", P5: "7D"}, {}, P2, "AD",
         "sheepshead_diamond", "A♦ is the highest trump played: with no queen or jack in the "
         "trick, the diamonds decide, in the order A 10 K 9 8 7."),
        ({P1: "AH", P2: "10H", P3: "KH", P4: "7D", P5: "AC"}, {P4: "H", P5: "H"}, P4, "7D",
         "sheepshead_only_trump", "7♦ is the only trump played: every queen, every jack and "
         "every diamond is a trump, and a trump beats any club, spade or heart."),
        ({P1: "KH", P2: "10H", P3: "9H", P4: "8H", P5: "7H"}, {}, P2, "10H", "sheepshead_ten",
         "No trump was played and 10♥ is the highest card of hearts, the suit led: in "
         "Sheepshead the ten ranks above the king (A 10 K 9 8 7)."),
        ({P1: "KC", P2: "AC", P3: "9C", P4: "8C", P5: "7C"}, {}, P2, "AC",
         "highest_led_no_trump",
         "No trump was played, so the highest card of the suit led wins: A♣ (clubs)."),
        ({P1: "9C AC 10C KC 8C 7C", P2: "AH", P3: "AS", P4: "10H", P5: "10S"},
         {P2: "C", P3: "C", P4: "C", P5: "C"}, P1, "9C", "only_led",
         "Nobody else followed clubs, the suit led, so 9♣ wins."),
    ],
)
def test_leaster_tricks_name_the_rule(hands: dict[int, str], void: dict[int, str],
                                      winner: int, winning: str, reason: str,
                                      text: str) -> None:
    codes = " ".join(hands[s].split()[0] for s in range(5))
    line = leaster_trick(hands, codes, void)
    assert (line["winner"], line["card"], line["reason"]) == (winner, winning, reason)
    assert line["cards"] == codes.split()
    assert line["text"] == text


def test_a_trump_led_that_nobody_can_follow() -> None:
    """P1 picks six top trumps and plays alone; after three trump leads nobody has one."""
    match = match_with(stacked({P1: "QC QS QH QD JC JS", P2: "AD 10D KD", P3: "9D 8D 7D"},
                               "JH JD", void={P4: "T", P5: "T"}))
    act(match, "pick", True)
    act(match, "bury", "JH JD")
    act(match, "call", "alone")
    play_out(match, "QC", "AD", "9D", "?", "?", "QS", "10D", "8D", "?", "?",
             "QH", "KD", "7D", "?", "?", "QD", "?", "?", "?", "?")
    lines = trick_lines(match)
    assert [line["reason"] for line in lines] == ["sheepshead_queen"] * 3 + [
        "sheepshead_trump_led"]
    assert lines[3]["card"] == "QD" and lines[3]["winner"] == P1
    assert lines[3]["text"] == "Nobody else had a trump to follow Q♦, the trump led, so it wins."


def test_the_called_ace_takes_its_suit() -> None:
    match = match_with(stacked({P1: "9S", P2: "10S", P3: "KS", P4: "AS", P5: "8S"}, "7D 8D"))
    passes(match, 2)
    act(match, "pick", True)
    act(match, "bury", "7D 8D")
    act(match, "call", "AS")
    play_out(match, "9S", "10S", "KS", "AS", "8S")
    [line] = trick_lines(match)
    assert (line["winner"], line["card"], line["reason"]) == (P4, "AS", "sheepshead_called")
    assert line["text"] == ("No trump was played and A♠, the called card, is the highest card "
                            "of spades, the suit led; whoever holds it is the picker's partner.")


def test_the_unknown_card_never_wins_even_as_the_top_queen() -> None:
    """P2 picks with no fail card, calls A♠ unknown and sets the Q♣ aside."""
    match = match_with(stacked({P1: "9S", P2: "QC QS JC AD 10D KD", P3: "10S", P4: "AS",
                                P5: "8S"}, "7D 8D"))
    passes(match, 1)
    act(match, "pick", True)
    act(match, "bury", "7D 8D")
    act(match, "call", "AS", unknown="QC")
    play_out(match, "9S", "QC", "10S", "AS", "8S")
    [line] = trick_lines(match)
    assert (line["winner"], line["card"], line["reason"]) == (P4, "AS", "sheepshead_unknown")
    assert line["text"] == ("A♠ wins: the picker's unknown card, played face down, counts as a "
                            "card of spades, the called suit, and can never win a trick.")


def random_deal_events(options: dict[str, object], seed: int, pick: bool | None
                       ) -> list[Event]:
    """A deal of random legal actions; `pick` False makes every seat pass, None picks too."""
    match = SheepsheadMatch(5, options, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    events: list[Event] = []
    while match.to_move() is not None:
        legal = match.legal_actions()
        if pick is False and legal[0].verb == "pick":
            legal = [a for a in legal if a.value is False] or legal
        events += match.apply(rng.choice(legal))
    return events


VARIANTS: list[tuple[dict[str, object], bool | None]] = [
    ({}, None), ({}, False), ({"no_unknown_call": True}, None),
    ({"jd_partner": True}, None), ({"jd_partner": True, "jd_call_up": True}, None),
    ({"no_double_on_bump": True}, None), ({"leaster_blind_first_trick": True}, False),
    ({"forced_pick": True}, False), ({"doublers": True}, None),
]


@pytest.mark.parametrize(("options", "pick"), VARIANTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_random_trick_names_a_card_its_winner_played(
    options: dict[str, object], pick: bool | None, seed: int
) -> None:
    trick: list[tuple[int | None, str]] = []
    for event in random_deal_events(options, seed, pick):
        if event.kind == "played":
            trick.append((event.seat, event.data["card"]))
        if event.kind != "trick_won":
            continue
        assert event.seat is not None
        why = Why.from_data(event.seat, event.data)
        assert why is not None
        assert (event.seat, why.card.code) in trick
        assert why.reason in SHARED_EXPLANATIONS or why.reason in EXPLANATIONS
        trick = []


def test_the_explain_command_prints_one_line_per_trick(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = SheepsheadMatch(5, {"hands": 2}, seed=4)
    rng = random.Random(4)
    while not match.over:
        match.deal_next()
        while match.to_move() is not None:
            match.apply(rng.choice(match.legal_actions()))
    tricks = explained(match, tmp_path, capsys, "trick")
    assert [(line["deal"], line["trick"]) for line in tricks] == [
        (d, t) for d in range(2) for t in range(6)]
    for line in tricks:
        assert {"deal", "trick", "cards", "winner", "card", "reason", "text"} <= set(line)
        assert line["card"] in line["cards"] and len(line["cards"]) == 5
        assert line["text"].endswith(".") and "{" not in line["text"]

