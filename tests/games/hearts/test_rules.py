"""Hearts: the worked examples of games/hearts/spec.md §8 and the refusals."""

from __future__ import annotations

from typing import Any

import pytest

from tablecards.games.hearts.facts import HeartsFacts
from tablecards.games.hearts.match import (
    HeartsDeal,
    HeartsMatch,
    pass_direction,
    score_lines,
)
from tablecards.rules.actions import Action, IllegalAction, play
from tablecards.rules.cards import Card, Suit, card, cards, standard_52
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.records import RecordError, replay_record

DEALER = 3


def stacked(*named: str, voids: tuple[str, ...] = ("", "", "", "")) -> DealSetup:
    """Dealer 3; each seat gets its named cards, the rest filled in pack order avoiding
    the suits (codes) in its `voids` entry."""
    given = [cards(n) for n in named] + [[] for _ in range(4 - len(named))]
    rest = [c for c in standard_52() if c not in [x for h in given for x in h]]
    for seat, hand in enumerate(given):
        while len(hand) < 13:
            pick = next(c for c in rest
                        if c.suit is not None and c.suit.code not in voids[seat])
            rest.remove(pick)
            hand.append(pick)
    return DealSetup(DEALER, given)


def match_with(setup: DealSetup, **options: Any) -> HeartsMatch:
    match = HeartsMatch(4, {"no_pass": True, **options}, seed=1, first_dealer=DEALER)
    match.deal_next(setup)
    return match


def deal_of(match: Match) -> HeartsDeal:
    assert isinstance(match.deal, HeartsDeal)
    return match.deal


def play_codes(match: Match, *codes: str) -> None:
    for code in codes:
        seat = match.to_move()
        assert seat is not None
        match.apply(play(seat, card(code)))


# -- §8.1 pass directions --------------------------------------------------------------------
def test_pass_direction_cycle() -> None:
    options = HeartsMatch(4).options
    assert [pass_direction(options, i) for i in range(5)] == [
        "left", "right", "across", "hold", "left"]
    fixed = HeartsMatch(4, {"pass_dir": "across"}).options
    assert {pass_direction(fixed, i) for i in range(4)} == {"across"}
    assert pass_direction(HeartsMatch(4, {"no_pass": True}).options, 0) == "hold"


def test_deal_targets_by_hand_number() -> None:
    match = HeartsMatch(4, seed=3, first_dealer=DEALER)
    targets = []
    for _ in range(4):
        match.deal_next()
        deal = deal_of(match)
        targets.append(deal.pass_target(0))
        deal.passing, deal.tricks = False, [None] * 13  # type: ignore[list-item]
    assert targets == [1, 3, 2, 0]


# -- §8.2 the pass ---------------------------------------------------------------------------
def test_the_pass_moves_cards_together_and_is_known_to_the_passer() -> None:
    setup = stacked("AS KS QH")
    match = HeartsMatch(4, seed=1, first_dealer=DEALER)
    match.deal_next(setup)
    assert match.to_move() == 0
    match.apply(Action(0, "pass", tuple(cards("AS KS QH"))))
    deal = deal_of(match)
    assert card("AS") not in deal.hands[0] and card("AS") not in deal.hands[1]
    assert match.view(1).hand_sizes == [10, 13, 13, 13]
    assert match.view(1).known_cards == {}
    for seat in (1, 2, 3):
        hand = match.view(seat).hand
        match.apply(Action(seat, "pass", tuple(hand[:3])))
    assert set(cards("AS KS QH")) <= set(deal.hands[1])
    assert match.view(0).known_cards == {1: cards("AS KS QH")}
    received = HeartsFacts.of(match.view(1))
    assert received.received == ["AS", "KS", "QH"]
    assert received.received_from == 0
    assert match.to_move() == next(s for s in range(4) if card("2C") in deal.hands[s])


def test_pass_refusals() -> None:
    match = HeartsMatch(4, seed=1, first_dealer=DEALER)
    match.deal_next(stacked("AS KS QH"))
    two = match.refusal(Action(0, "pass", tuple(cards("AS KS"))))
    assert two is not None and two.id == "pass_count"
    twice = match.refusal(Action(0, "pass", tuple(cards("AS AS KS"))))
    assert twice is not None and twice.id == "pass_count"
    held = match.refusal(Action(0, "pass", tuple(cards("AS KS 2C"))))
    assert held is not None and held.text() == "2C is not in the hand"
    verb = match.refusal(play(0, card("AS")))
    assert verb is not None and verb.id == "wrong_verb"
    turn = match.refusal(Action(1, "pass", tuple(cards("AS KS QH"))))
    assert turn is not None and turn.id == "not_your_turn"
    assert len(match.legal_actions()) == 286


# -- §8.3 two of clubs leads -----------------------------------------------------------------
def test_two_of_clubs_leads() -> None:
    match = match_with(stacked("", "2C 3C"))
    assert match.to_move() == 1
    assert match.legal_actions() == [play(1, card("2C"))]
    why = match.refusal(play(1, card("3C")))
    assert why is not None and why.text() == "the first trick is led with the two of clubs"
    anyclub = match_with(stacked("", "2C 3C"), can_lead_any_club=True)
    assert anyclub.refusal(play(1, card("3C"))) is None
    why = anyclub.refusal(play(1, card(next(c.code for c in deal_of(anyclub).hands[1]
                                            if c.suit is not None and c.suit.code != "C"))))
    assert why is not None and why.id == "must_lead_club"


# -- §8.4 no points on the first trick -------------------------------------------------------
def test_no_points_on_the_first_trick() -> None:
    match = match_with(stacked("", "2C", "QS 5H 8D", voids=("", "", "C", "")))
    play_codes(match, "2C")
    assert match.to_move() == 2
    legal = {a.value for a in match.legal_actions()}
    assert card("QS") not in legal and card("5H") not in legal and card("8D") in legal
    why = match.refusal(play(2, card("QS")))
    assert why is not None and why.text() == "no heart or queen of spades on the first trick"
    free = match_with(stacked("", "2C", "QS 5H 8D", voids=("", "", "C", "")),
                      no_points_first_trick=False)
    play_codes(free, "2C")
    assert free.refusal(play(2, card("QS"))) is None


def test_only_points_left_on_the_first_trick() -> None:
    hearts = " ".join(c.code for c in _hearts(12))
    match = match_with(stacked("", "2C", f"QS {hearts}"))
    play_codes(match, "2C")
    assert len(match.legal_actions()) == 13


# -- §8.5 hearts broken ----------------------------------------------------------------------
def test_hearts_may_not_be_led_until_broken() -> None:
    setup = stacked("2C", "AC 4H 9D", "3C", "4C")
    match = match_with(setup)
    play_codes(match, "2C", "AC", "3C", "4C")
    assert match.to_move() == 1
    why = match.refusal(play(1, card("4H")))
    assert why is not None and why.text() == "hearts may not be led until broken"
    assert match.refusal(play(1, card("9D"))) is None
    unbroken = match_with(setup, must_break_hearts=False)
    play_codes(unbroken, "2C", "AC", "3C", "4C")
    assert unbroken.refusal(play(1, card("4H"))) is None


def test_hearts_broken_by_a_discard_and_by_the_queen() -> None:
    # Seat 0 leads 2C and seat 1 wins with AC; seat 2, void in clubs, may not discard points
    # on the first trick; on trick two (KC led) its heart discard breaks hearts.
    setup = stacked("2C", "AC KC", "8D 5H QS", "3C 4C", voids=("", "", "C", ""))
    match = match_with(setup)
    play_codes(match, "2C", "AC", "8D", "3C")
    assert match.to_move() == 1
    assert not deal_of(match).broken
    play_codes(match, "KC", "5H")
    assert deal_of(match).broken
    queen = match_with(setup)
    play_codes(queen, "2C", "AC", "8D", "3C", "KC", "QS")
    assert deal_of(queen).broken
    no_queen = match_with(setup, qs_breaks_hearts=False)
    play_codes(no_queen, "2C", "AC", "8D", "3C", "KC", "QS")
    assert not deal_of(no_queen).broken


def test_only_hearts_may_lead_hearts() -> None:
    deal = deal_of(match_with(stacked()))
    deal.tricks = [None]  # type: ignore[list-item]
    deal.hands[0] = cards("4H 9H")
    deal.trick.leader, deal.trick.plays = 0, []
    assert {c.code for c in deal.legal_cards()} == {"4H", "9H"}
    deal.hands[0] = cards("4H 9D")
    assert [c.code for c in deal.legal_cards()] == ["9D"]
    deal.hands[0] = cards("4H QS")
    assert [c.code for c in deal.legal_cards()] == ["QS"]
    deal.options = HeartsMatch(4, {"can_lead_hearts_instead_of_qs": True}).options
    assert {c.code for c in deal.legal_cards()} == {"4H", "QS"}


# -- §8.6-8.8 scoring ------------------------------------------------------------------------
def _hearts(n: int, start: int = 0) -> list[Card]:
    return [c for c in standard_52() if c.suit is Suit.HEARTS][start:start + n]


def test_scoring_example() -> None:
    options = HeartsMatch(4).options
    taken = [_hearts(4), [card("QS"), *_hearts(3, 4)], _hearts(6, 7), []]
    lines = score_lines(taken, [3, 3, 4, 3], options)
    assert [x["points"] for x in lines] == [4, 16, 6, 0]
    assert lines[1] == {"hearts": 3, "queen": 13, "taken": 16, "moon": 0, "shooter": 0,
                        "jack": 0, "no_tricks": 0, "points": 16}


def test_shooting_the_moon() -> None:
    taken: list[list[Card]] = [[], [], [card("QS"), *_hearts(13)], []]
    assert [x["points"] for x in score_lines(taken, [1, 1, 10, 1],
                                             HeartsMatch(4).options)] == [26, 26, 0, 26]
    minus = HeartsMatch(4, {"moon_minus": True}).options
    assert [x["points"] for x in score_lines(taken, [1, 1, 10, 1], minus)] == [0, 0, -26, 0]


def test_jack_of_diamonds_and_no_tricks() -> None:
    options = HeartsMatch(4, {"jd_bonus": True, "avoid_all_tricks_bonus": True}).options
    taken = [[card("QS"), *_hearts(11)], [], [*_hearts(0)], [card("JD"), *_hearts(2, 11)]]
    lines = score_lines(taken, [8, 0, 2, 3], options)
    assert [x["points"] for x in lines] == [24, -5, 0, -8]


# -- §8.9-8.10 the match end -----------------------------------------------------------------
@pytest.mark.parametrize(("before", "hand", "over", "winners", "options"), [
    ([90, 70, 85, 60], [4, 16, 6, 0], False, [], {}),
    ([94, 86, 91, 60], [13, 0, 13, 0], True, [3], {}),
    ([90, 40, 40, 85], [10, 20, 20, 0], True, [1, 2], {}),
    ([90, 40, 40, 85], [10, 20, 20, 0], False, [], {"tie_play_on": True}),
])
def test_match_end(before: list[int], hand: list[int], over: bool, winners: list[int],
                   options: dict[str, Any]) -> None:
    match = HeartsMatch(4, options)
    match.totals = [b + h for b, h in zip(before, hand, strict=True)]
    match.finish_deal(deal_of(match_with(stacked())))
    assert (match.over, match.winners) == (over, winners)


# -- a whole hand through the Match API and a record -----------------------------------------
def _whole_hand(options: dict[str, Any]) -> HeartsMatch:
    match = HeartsMatch(4, options, seed=7, first_dealer=DEALER)
    match.deal_next()
    while match.to_move() is not None:
        match.apply(match.legal_actions()[0])
    return match


def test_whole_hand_scores_26_and_replays() -> None:
    match = _whole_hand({})
    points = match.results[-1].points
    assert points is not None and (sum(points) == 26 or sorted(points) == [0, 26, 26, 26])
    record = match.to_record()
    passes = [a for a in record["deals"][0]["actions"] if "pass" in a]
    assert [a["seat"] for a in passes] == [0, 1, 2, 3]
    assert all(len(a["pass"]) == 3 for a in passes)
    replayed = replay_record(record)
    assert replayed.result()["deals"] == [r.to_json() for r in match.results]


def test_refused_record_action() -> None:
    match = _whole_hand({"no_pass": True})
    record = match.to_record()
    actions = record["deals"][0]["actions"]
    first = actions[0]
    actions[0] = {"seat": first["seat"], "play": "AH"}
    with pytest.raises(RecordError, match=r"deal 0, action 0: (the first trick|AH is not)"):
        replay_record(record)


def test_deal_scored_has_lines() -> None:
    match = HeartsMatch(4, {"no_pass": True}, seed=2, first_dealer=DEALER)
    match.deal_next()
    events = []
    while match.to_move() is not None:
        events += match.apply(match.legal_actions()[-1])
    scored = next(e for e in events if e.kind == "deal_scored")
    assert [x["points"] for x in scored.data["lines"]] == scored.data["points"]
    assert scored.data["target"] == 100


def test_illegal_play_raises() -> None:
    match = match_with(stacked("", "2C 3C"))
    with pytest.raises(IllegalAction):
        match.apply(play(1, card("3C")))
