"""Sneak: the spec's worked examples (section 10), refusals and the match end.

Positions are reached through the Match API from stacked stocks (the first cards of the stock
are the draws, in order); a few positions that play could only reach the long way are set on
the deal directly.
"""

from __future__ import annotations

from typing import Any

import pytest

from tablecards.games.sneak.combos import (
    FLUSH,
    MATCH,
    NONE,
    STRAIGHT,
    STRAIGHT_FLUSH,
    as_type,
    best_index,
    classify,
    sneak_key,
)
from tablecards.games.sneak.deal import SneakDeal
from tablecards.games.sneak.facts import SneakFacts
from tablecards.games.sneak.match import SneakMatch
from tablecards.rules.actions import Action, IllegalAction
from tablecards.rules.cards import Card, cards, codes, double_52, standard_52
from tablecards.rules.game import DealSetup
from tablecards.rules.records import RecordError, replay_record

A, B, C, D = 0, 1, 2, 3


def stock_for(draws: str, double: bool = False) -> list[Card]:
    """The whole pack with `draws` on top in order."""
    rest = double_52() if double else standard_52()
    top = cards(draws)
    for c in top:
        rest.remove(c)
    return top + rest


def stacked(players: int, draws: str, options: dict[str, Any] | None = None,
            dealer: int | None = None) -> SneakMatch:
    match = SneakMatch(players, options or {}, seed=1)
    double = match.double
    match.deal_next(DealSetup(players - 1 if dealer is None else dealer,
                              [[] for _ in range(players)], stock_for(draws, double)))
    return match


def draw_all(match: SneakMatch, times: int) -> None:
    for _ in range(times):
        seat = match.to_move()
        assert seat is not None
        match.apply(Action(seat, "draw"))


def sneak(seat: int, text: str) -> Action:
    return Action(seat, "sneak", tuple(sorted(cards(text))))


def flaunt(seat: int, text: str) -> Action:
    return Action(seat, "flaunt", tuple(sorted(cards(text))))


def challenge(seat: int, text: str) -> Action:
    return Action(seat, "challenge", tuple(sorted(cards(text))))


def decline(seat: int) -> Action:
    return Action(seat, "decline")


def deal_of(match: SneakMatch) -> SneakDeal:
    assert isinstance(match.deal, SneakDeal)
    return match.deal


def refused(match: SneakMatch, action: Action) -> str:
    why = match.refusal(action)
    assert why is not None, action
    return why.text()


# -- examples 1, 2, 12, 13: turns and limits ----------------------------------------------

def test_example_1_lead_size_limit() -> None:
    match = stacked(3, "")
    deal = deal_of(match)
    deal.hands = [cards("2S 3S 4S 5S"), cards("2H 3H"), cards("2D 3D 4D 5D 6D")]
    deal.had_turn = [True] * 3
    assert [deal.lead_limit(s) for s in (A, B, C)] == [4, 2, 4]
    deal.turn = C
    sizes = {len(a.value) for a in match.legal_actions() if a.verb == "sneak"}
    assert sizes == {1, 2, 3, 4}
    assert refused(match, sneak(C, "2D 3D 4D 5D 6D")) == (
        "a lead may hold at most 4 cards (the largest other hand)")


def test_example_2_first_round_only_draws() -> None:
    match = stacked(3, "7D QC QH", dealer=C)
    for seat in (A, B, C):
        assert match.to_move() == seat
        assert match.legal_actions() == [Action(seat, "draw")]
        match.apply(Action(seat, "draw"))
    verbs = {(a.verb, len(a.value) if isinstance(a.value, tuple) else 0)
             for a in match.legal_actions()}
    assert verbs == {("draw", 0), ("sneak", 1), ("flaunt", 1)}


def test_first_turn_refusal_wording() -> None:
    match = stacked(3, "7D QC QH", dealer=C)
    draw_all(match, 1)
    deal = deal_of(match)
    deal.hands[B] = cards("2C")  # a contrived card before B's first turn
    assert refused(match, sneak(B, "2C")) == "the first turn of a deal must be a draw"


def test_example_12_stock_exhausted() -> None:
    match = stacked(3, "")
    deal = deal_of(match)
    deal.top = len(deal.stock)
    deal.hands = [[], cards("5S 5H"), cards("9D")]
    deal.piles[A] = deal.stock[:49]
    deal.had_turn = [True] * 3
    deal.turn = B
    assert {a.verb for a in match.legal_actions()} == {"flaunt"}
    assert refused(match, Action(B, "draw")) == "the stock is empty, so nobody can draw"
    assert refused(match, sneak(B, "5S")) == "the stock is empty, so every lead must be a flaunt"
    assert refused(match, flaunt(B, "5S 5H")) == (
        "a lead may hold at most 1 cards (the largest other hand)")
    match.apply(flaunt(B, "5S"))  # C has no spade: not asked
    assert match.to_move() == C
    events = match.apply(flaunt(C, "9D"))
    assert deal.is_complete()
    assert [e.kind for e in events][:3] == ["flaunted", "banked", "banked"]
    assert deal.points() == [49, 2, 1]
    assert deal.unseen == [0, 1, 0]


def test_example_13_hand_limit() -> None:
    match = stacked(2, "", {"hand_limit_7": True})
    deal = deal_of(match)
    deal.hands = [deal.stock[:7], deal.stock[7:10]]
    deal.top = 10
    deal.had_turn = [True, True]
    deal.turn = A
    legal = match.legal_actions()
    assert Action(A, "draw") not in legal
    assert {len(a.value) for a in legal if isinstance(a.value, tuple)} == {1, 2, 3}
    assert refused(match, Action(A, "draw")) == "a hand of 7 cards may not draw; lead instead"


def test_example_13_hand_limit_pass() -> None:
    match = stacked(4, "", {"hand_limit_7": True})
    deal = deal_of(match)
    deal.hands = [deal.stock[:7], [], [], []]
    deal.top = 7
    deal.had_turn = [True] * 4
    events = deal._advance(D)  # A's turn comes round: no legal action, so it passes
    assert [(e.kind, e.seat) for e in events] == [("passed", A)]
    assert match.to_move() == B


# -- examples 3-7, 9-11: challenges through the Match API ----------------------------------

def test_example_3_single_sneak_tie_goes_later() -> None:
    match = stacked(3, "7D QC QH", dealer=C)
    draw_all(match, 3)
    match.apply(sneak(A, "7D"))
    assert match.to_move() == B
    match.apply(challenge(B, "QC"))
    lead = SneakFacts.of(match.view(C)).lead
    assert lead is not None and lead["challengers"] == [B]
    events = match.apply(challenge(C, "QH"))
    revealed = next(e for e in events if e.kind == "revealed")
    assert [s["seat"] for s in revealed.data["sets"]] == [A, B, C]
    assert revealed.data["winner"] == C
    assert sorted(codes(deal_of(match).piles[C])) == sorted(["7D", "QC", "QH"])
    assert match.to_move() == B


def _three_each(extra_c: str = "2C 3C 4C") -> SneakMatch:
    # A K♠ 10♠ 2♠, B K♥ 9♥ 8♥, C extra_c, drawn in rounds A B C.
    a, b, c = cards("KS 10S 2S"), cards("KH 9H 8H"), cards(extra_c)
    draws = " ".join(x.code for trio in zip(a, b, c, strict=True) for x in trio)
    match = stacked(3, draws, dealer=C)
    draw_all(match, 9)
    return match


def test_example_4_flush_card_by_card() -> None:
    match = _three_each("2H 3H 5D")
    match.apply(sneak(A, "KS 10S 2S"))
    match.apply(challenge(B, "KH 9H 8H"))
    events = match.apply(decline(C))
    assert next(e for e in events if e.kind == "revealed").data["winner"] == A
    assert deal_of(match).points() == [6, 0, 0]


def test_example_5_straight_beats_flush() -> None:
    match = _three_each("5C 6D 7H")
    match.apply(sneak(A, "KS 10S 2S"))
    match.apply(challenge(B, "KH 9H 8H"))
    match.apply(challenge(C, "5C 6D 7H"))
    assert deal_of(match).points() == [0, 0, 9]


def test_example_6_match_beats_straight_flush() -> None:
    match = stacked(2, "4C QS 4D KS", dealer=B)
    draw_all(match, 4)
    match.apply(sneak(A, "4C 4D"))
    match.apply(challenge(B, "QS KS"))
    assert deal_of(match).points() == [4, 0]


def test_example_7_combo_less_sneak_two_packs() -> None:
    draws = "KC KD 2C 5S 9D 9S 3C 6S 2H 3C 7C 7S"
    for third in (False, True):
        match = stacked(4, draws, {"double_deck": True}, dealer=D)
        draw_all(match, 12)
        match.apply(sneak(A, "KC 9D 2H"))
        match.apply(challenge(B, "KD 9S 3C"))
        match.apply(challenge(C, "2C 3C 7C") if third else decline(C))
        match.apply(decline(D))
        points = deal_of(match).points()
        assert points == ([0, 0, 9, 0] if third else [0, 6, 0, 0])


def test_example_9_single_flaunt_same_suit() -> None:
    match = stacked(3, "9H JH QH", dealer=C)
    draw_all(match, 3)
    match.apply(flaunt(A, "9H"))
    assert match.legal_actions() == [decline(B), challenge(B, "JH")]
    match.apply(challenge(B, "JH"))
    # B's answer is secret until C has answered: C sees B's hand as before.
    assert match.view(C).hand_sizes == [0, 1, 1]
    assert "JH" not in str(match.view(C).to_json())
    events = match.apply(challenge(C, "QH"))
    assert next(e for e in events if e.kind == "revealed").data["winner"] == C
    assert deal_of(match).points() == [0, 0, 3]


def test_example_9_off_suit_refused() -> None:
    match = stacked(2, "9H AS 2C JH", dealer=B)
    draw_all(match, 4)
    match.apply(flaunt(A, "9H"))
    assert refused(match, challenge(B, "AS")) == "must challenge with hearts"


def test_example_10_flaunted_flush_and_straight_flush() -> None:
    match = stacked(2, "KS JH 10S 10H 2S 9H 5D KH 6D QH 7D 3H", dealer=B)
    draw_all(match, 12)
    match.apply(flaunt(A, "KS 10S 2S"))
    assert refused(match, challenge(B, "JH 10H 9H")) == (
        "a challenge must rank equal to or higher than the flaunt")
    assert challenge(B, "KH QH 3H") in match.legal_actions()
    match.apply(challenge(B, "KH QH 3H"))
    assert deal_of(match).points() == [0, 6]
    assert match.to_move() == B
    match.apply(Action(B, "draw"))
    match.apply(flaunt(A, "5D 6D 7D"))
    # B's J♥ 10♥ 9♥ is a higher straight flush now; its draw (3♠) cannot take part.
    assert match.legal_actions() == [decline(B), challenge(B, "JH 10H 9H")]
    match.apply(challenge(B, "JH 10H 9H"))
    assert deal_of(match).points() == [0, 12]


def test_example_10_straight_flush_needs_straight_flush() -> None:
    match = stacked(2, "5D 6C 6D 7H 7D 8C 2S 7C", dealer=B)
    draw_all(match, 8)
    match.apply(flaunt(A, "5D 6D 7D"))
    legal = match.legal_actions()
    assert legal == [decline(B), challenge(B, "6C 7C 8C")]
    assert refused(match, challenge(B, "6C 7H 8C")) == (
        "a challenge to a flaunted straight flush must be a straight flush")
    assert refused(match, challenge(B, "6C 7C")) == "a challenge must have exactly 3 cards"


def test_example_11_equal_flaunt_goes_to_challenger() -> None:
    match = stacked(2, "10C 10H 10D 10S", dealer=B)
    draw_all(match, 4)
    match.apply(flaunt(A, "10C 10D"))
    match.apply(challenge(B, "10H 10S"))
    assert deal_of(match).points() == [0, 4]


def test_seat_without_a_legal_flaunt_challenge_is_passed_over() -> None:
    match = stacked(3, "9H 2C QH", dealer=C)
    draw_all(match, 3)
    match.apply(flaunt(A, "9H"))
    assert match.to_move() == C
    match.apply(decline(C))
    assert deal_of(match).points() == [1, 0, 0]
    assert match.to_move() == B


def test_unchallenged_sneak_stays_hidden() -> None:
    match = stacked(2, "7D QC", dealer=B)
    draw_all(match, 2)
    match.apply(sneak(A, "7D"))
    events = match.apply(decline(B))
    assert "7D" not in str([e.data for e in events])
    for seat in (A, B):
        assert "7D" not in str(match.view(seat).to_json())
    assert SneakFacts.of(match.view(B)).piles == [1, 0]


def test_losers_cards_discarded() -> None:
    match = stacked(3, "7D QC QH", {"losers_cards_discarded": True}, dealer=C)
    draw_all(match, 3)
    match.apply(sneak(A, "7D"))
    match.apply(challenge(B, "QC"))
    match.apply(challenge(C, "QH"))
    deal = deal_of(match)
    assert deal.points() == [0, 0, 1]
    assert sorted(codes(deal.discarded)) == ["7D", "QC"]


# -- example 8 and the comparison on pure functions ----------------------------------------

def test_example_8_ace_low_and_no_wrap() -> None:
    assert classify(cards("AH 2C 3D")) == (STRAIGHT, (3, 2, 1))
    assert classify(cards("2S 3H 4D")) == (STRAIGHT, (4, 3, 2))
    assert best_index([sneak_key(cards("AH 2C 3D")), sneak_key(cards("2S 3H 4D"))]) == 1
    assert classify(cards("KH AD 2C")) == (NONE, (14, 13, 2))
    assert sneak_key(cards("KH AD 2C")) > sneak_key(cards("QC JD 9S"))


def test_types_and_flush_valuation() -> None:
    assert classify(cards("4C 4D"))[0] == MATCH
    assert classify(cards("QS KS"))[0] == STRAIGHT_FLUSH
    assert classify(cards("KS 10S 2S")) == (FLUSH, (13, 10, 2))
    assert as_type(cards("JH 10H 9H"), FLUSH) == (11, 10, 9)
    assert as_type(cards("AH 2H 3H"), FLUSH) == (14, 3, 2)
    assert as_type(cards("7H 7H"), FLUSH) == (7, 7)
    assert classify(cards("7H 7H"))[0] == MATCH
    assert as_type(cards("6C 7D 8C"), STRAIGHT_FLUSH) is None
    assert as_type(cards("6C 7C 8C"), STRAIGHT) == (8, 7, 6)


# -- example 14 and the match end ----------------------------------------------------------

@pytest.mark.parametrize(("totals", "options", "over", "winners"), [
    ([105, 85, 72], {}, True, [0]),
    ([101, 101, 53], {}, False, []),
    ([101, 101, 53], {"tie_shared": True}, True, [0, 1]),
    ([99, 98, 97], {}, False, []),
])
def test_example_14_scoring_and_end(totals: list[int], options: dict[str, Any], over: bool,
                                    winners: list[int]) -> None:
    match = stacked(3, "", options)
    match.totals = totals
    match.finish_deal(deal_of(match))
    assert (match.over, match.winners) == (over, winners)


def test_targets_and_packs() -> None:
    assert SneakMatch(5).target == 200 and len(SneakMatch(5).pack()) == 104
    assert SneakMatch(4).target == 100
    assert SneakMatch(4, {"double_deck": True}).target == 200
    for players, options in [(5, {"single_deck": True}), (3, {"double_deck": True}),
                             (3, {"hand_limit_7": True, "hand_limit_5": True}),
                             (3, {"tie_play_on": True, "tie_shared": True})]:
        with pytest.raises(ValueError):
            SneakMatch(players, options)


def test_deal_scored_has_lines() -> None:
    match = stacked(2, "", dealer=B)
    deal = deal_of(match)
    deal.top = len(deal.stock) - 1
    deal.piles[A] = deal.stock[:51]
    deal.had_turn = [True, True]
    deal.turn = A
    events = match.apply(Action(A, "draw"))
    scored = next(e for e in events if e.kind == "deal_scored")
    assert scored.data["points"] == [52, 0]
    assert scored.data["lines"][A] == {"face_up": 51, "unseen": 1, "points": 52}


# -- records --------------------------------------------------------------------------------

def _record(actions: list[dict[str, Any]], draws: str, players: int = 3,
            options: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"format": "tablecards-record", "version": 1, "game": "sneak", "players": players,
            "options": options or {},
            "deals": [{"dealer": players - 1, "hands": [[] for _ in range(players)],
                       "stock": codes(stock_for(draws)), "actions": actions}]}


def test_record_example_3_and_9() -> None:
    actions = [{"seat": s, "draw": True} for s in (0, 1, 2)] + [
        {"seat": 0, "sneak": ["7D"]}, {"seat": 1, "challenge": ["QC"]},
        {"seat": 2, "challenge": ["QH"]},
        {"seat": 1, "draw": True}, {"seat": 2, "draw": True}, {"seat": 0, "draw": True},
        {"seat": 1, "flaunt": ["9H"]}, {"seat": 2, "challenge": ["JH"]},
        {"seat": 0, "challenge": ["KH"]},
    ]
    result = replay_record(_record(actions, "7D QC QH 9H JH KH")).result()
    assert result["deals"][0]["complete"] is False
    assert result["deals"][0]["tricks"] is None
    match = replay_record(_record(actions, "7D QC QH 9H JH KH")).match
    assert isinstance(match.deal, SneakDeal)
    assert match.deal.points() == [3, 0, 3]


@pytest.mark.parametrize(("actions", "message"), [
    ([{"seat": 0, "sneak": ["7D"]}], "deal 0, action 0: the first turn of a deal must be a draw"),
    ([{"seat": 1, "draw": True}], "deal 0, action 0: it is seat 0's turn, not seat 1's"),
    ([{"seat": 0, "draw": True}, {"seat": 1, "draw": True}, {"seat": 2, "draw": True},
      {"seat": 0, "flaunt": ["7D"]}, {"seat": 1, "challenge": ["QC"]}],
     "deal 0, action 4: a challenge is not possible now; draw, sneak or flaunt is expected"),
    ([{"seat": 0, "draw": True}, {"seat": 1, "draw": True}, {"seat": 2, "draw": True},
      {"seat": 0, "sneak": ["8D"]}], "deal 0, action 3: 8D is not in the hand"),
    ([{"seat": 0, "draw": True}, {"seat": 1, "draw": True}, {"seat": 2, "draw": True},
      {"seat": 0, "sneak": ["7D"]}, {"seat": 1, "draw": True}],
     "deal 0, action 4: a draw is not possible now; challenge or decline is expected"),
    ([{"seat": 0, "draw": True}, {"seat": 1, "draw": True}, {"seat": 2, "draw": True},
      {"seat": 0, "sneak": "7D"}], "deal 0, action 3: sneak needs a list of one or more cards"),
])
def test_record_refusals(actions: list[dict[str, Any]], message: str) -> None:
    with pytest.raises(RecordError) as err:
        replay_record(_record(actions, "7D QC QH 2D"))
    assert str(err.value) == message


def test_stacked_setup_must_start_empty() -> None:
    match = SneakMatch(2)
    pack = standard_52()
    with pytest.raises(ValueError, match="empty hands"):
        match.deal_next(DealSetup(0, [pack[:1], []], pack[1:]))


def test_illegal_apply_raises() -> None:
    match = stacked(2, "", dealer=B)
    with pytest.raises(IllegalAction):
        match.apply(sneak(A, "2S"))


def test_no_straight_uses_an_ace_both_ways() -> None:
    hand = cards("AS AD 2S 3D 4S 5S 6H 7H 8D 9H 10S JD QS KH")
    from tablecards.games.sneak.combos import combos, is_combo
    assert all(is_combo(s) for s in combos(hand, 14))
    assert max(len(s) for s in combos(hand, 14)) == 13
