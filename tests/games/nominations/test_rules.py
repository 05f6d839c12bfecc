"""Nominations: the spec's worked examples (section 11) and every refusal's wording."""

from __future__ import annotations

from typing import Any

import pytest

from tablecards.games.nominations.deal import NominationsDeal
from tablecards.games.nominations.facts import NominationsFacts
from tablecards.games.nominations.match import NominationsMatch
from tablecards.games.nominations.options import build_config
from tablecards.games.nominations.rules import (
    MISERE,
    OPEN_MISERE,
    double_hand_pile,
    trick_winner,
)
from tablecards.games.nominations.scoring import score
from tablecards.rules.actions import Action, IllegalAction, play
from tablecards.rules.cards import card, cards, codes
from tablecards.rules.game import DealSetup
from tablecards.rules.records import RecordError, replay_record

N, E, S, W = range(4)
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
# Example 13's hands: N all hearts, E all clubs, S all diamonds, W all spades.
SUIT_HANDS = [[r + s for r in RANKS] for s in "HCDS"]
# Example 9's hands: S holds the low hearts and the high spades.
MISERE_HANDS = [
    "6H 7H 8H 9H AD KD QD JD 10D 9D 8D 7D 6D",
    "10H JH QH KH 5D 4D 3D 2D AC KC QC JC 10C",
    "2H 3H 4H 5H AS KS QS JS 10S 9S 8S 7S 6S",
    "AH 2S 3S 4S 5S 9C 8C 7C 6C 5C 4C 3C 2C",
]


def stacked(hands: list[Any], options: dict[str, Any] | None = None,
            dealer: int = W) -> NominationsMatch:
    match = NominationsMatch(4, options or {}, seed=1)
    match.deal_next(DealSetup(dealer, [cards(h) for h in hands]))
    return match


def deal_of(match: NominationsMatch) -> NominationsDeal:
    assert isinstance(match.deal, NominationsDeal)
    return match.deal


def bids(match: NominationsMatch, *calls: int | str) -> None:
    for value in calls:
        seat = match.to_move()
        assert seat is not None
        match.apply(Action(seat, "bid", value))


def record(hands: list[Any], actions: list[dict[str, Any]],
           options: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": "tablecards-record", "version": 1, "game": "nominations", "players": 4,
        "options": options or {},
        "deals": [{"dealer": W, "hands": [h.split() if isinstance(h, str) else h
                                          for h in hands], "actions": actions}],
    }


# -- auction (examples 1-5) ----------------------------------------------------------------
@pytest.mark.parametrize(("calls", "declarer", "bid"), [
    (["pass", 10, "pass", 11, "pass", "pass", "pass"], W, 11),
    (["pass", "pass", 10, "pass", 11, "pass", "pass", "pass"], N, 11),
    ([10, 11, "pass", "pass", 12, "pass", "pass", "pass"], N, 12),
])
def test_auction_examples(calls: list[int | str], declarer: int, bid: int) -> None:
    match = stacked(SUIT_HANDS)
    bids(match, *calls)
    deal = deal_of(match)
    assert deal.contract is not None
    assert (deal.contract.declarer, deal.contract.bid) == (declarer, bid)
    assert deal.phase == "contract" and match.to_move() == declarer


def test_three_passes_leave_the_dealer_a_bid_and_four_make_a_double_hand() -> None:
    match = stacked(SUIT_HANDS)
    bids(match, "pass", "pass", "pass")
    assert match.to_move() == W
    assert Action(W, "bid", 10) in match.legal_actions()
    bids(match, "pass")
    assert deal_of(match).phase == "cut" and match.to_move() == S


def open_bids(options: dict[str, Any], *calls: int | str) -> list[int | str]:
    match = stacked(SUIT_HANDS, options)
    bids(match, *calls)
    return [a.value for a in match.legal_actions() if a.value != "pass"]  # type: ignore[misc]


def test_bid_ladder_example() -> None:
    assert open_bids({}, MISERE) == [OPEN_MISERE]
    assert open_bids({}, 13) == [MISERE, OPEN_MISERE]
    assert open_bids({"misere_low": True}, 10) == [MISERE, 11, 12, 13, OPEN_MISERE]
    assert open_bids({"misere_low": True}, MISERE) == [11, 12, 13, OPEN_MISERE]
    assert MISERE not in open_bids({"misere_low": True}, 11)
    assert 7 not in open_bids({})
    assert open_bids({"min_bid_7": True})[:4] == [7, 8, 9, 10]
    assert open_bids({"min_bid_7": True, "misere_low": True})[4:6] == [MISERE, 11]
    assert open_bids({}, OPEN_MISERE) == []


# -- scoring (examples 6-10, 14, 15) ---------------------------------------------------------
def cfg(**options: Any) -> Any:
    match = NominationsMatch(4, options)
    return build_config(match.given_options, match.options)


@pytest.mark.parametrize(("bid", "partner", "tricks", "mult", "options", "points"), [
    (11, E, [1, 7, 0, 5], 1, {}, [0, 11, 0, 11]),          # 6: W+E 12 ≥ 11
    (11, E, [2, 5, 2, 4], 1, {}, [11, 0, 11, 0]),          # 7: 9 < 11
    (10, W, [1, 1, 1, 10], 1, {}, [0, 0, 0, 10]),          # 8: secret solo made
    (10, W, [2, 2, 1, 8], 1, {}, [10, 10, 10, 0]),         # 8: secret solo failed
    (12, E, [0, 6, 1, 6], 2, {}, [0, 24, 0, 24]),          # 10: double hand, 12 made
    (10, E, [3, 4, 3, 3], 2, {}, [20, 0, 20, 0]),          # 10: double hand, 10 failed
    (10, E, [2, 4, 1, 6], 1, {"defenders_score_tricks": True}, [2, 10, 1, 10]),   # 14
    (10, E, [3, 3, 2, 5], 1, {"defenders_score_tricks": True}, [13, 0, 12, 0]),   # 14
])
def test_scoring_examples(bid: int, partner: int, tricks: list[int], mult: int,
                          options: dict[str, Any], points: list[int]) -> None:
    assert score(bid, W, partner, tricks, mult, cfg(**options)).points == points


def test_misere_and_grand_slam_scoring() -> None:
    assert score(MISERE, S, None, [13, 0, 0, 0], 1, cfg()).points == [0, 0, 13, 0]
    assert score(MISERE, S, None, [2, 1, 1, 0], 1, cfg()).points == [13, 13, 0, 13]
    assert score(MISERE, S, None, [0, 0, 0, 13], 1, cfg(misere_low=True)).points[S] == 10
    assert score(OPEN_MISERE, S, None, [5, 4, 0, 4], 2, cfg()).points == [0, 0, 52, 0]  # 10
    slam = cfg(grand_slam_26=True)
    assert score(13, N, S, [7, 0, 6, 0], 1, slam).points == [26, 0, 26, 0]         # 15
    assert score(13, N, S, [7, 1, 5, 0], 1, slam).points == [0, 26, 0, 26]
    assert score(13, N, S, [7, 0, 6, 0], 2, slam).points == [52, 0, 52, 0]
    failed = score(OPEN_MISERE, S, None, [3, 1, 1, 0], 1, cfg(defenders_score_tricks=True))
    assert failed.points == [29, 27, 0, 26]


# -- contract, secret partner and play (examples 8, 11, 12) ---------------------------------
def test_partnership_through_the_match_api_reveals_the_partner_only_when_played() -> None:
    hands = [SUIT_HANDS[0], SUIT_HANDS[1], SUIT_HANDS[2], SUIT_HANDS[3]]
    match = stacked(hands)
    bids(match, "pass", "pass", "pass", 11, "pass", "pass", "pass")
    events = match.apply(Action(W, "trump", "S", (("partner", card("AH")),)))
    assert events[0].kind == "contract" and "N" not in str(events[0].data.get("seat", ""))
    assert NominationsFacts.of(match.view(E)).partner is None
    assert NominationsFacts.of(match.view(N)).partner == N            # N holds A♥ and knows it
    assert NominationsFacts.of(match.view(W)).partner is None
    match.apply(play(W, card("AS")))
    events = match.apply(play(N, card("AH")))
    assert any(e.kind == "partner_revealed" and e.seat == N for e in events)
    assert all(NominationsFacts.of(match.view(s)).partner == N for s in range(4))


def test_secret_solo_is_known_to_the_declarer_only() -> None:
    match = stacked(SUIT_HANDS)
    bids(match, "pass", "pass", "pass", 10, "pass", "pass", "pass")
    match.apply(Action(W, "trump", "D", (("partner", card("KS")),)))
    assert deal_of(match).contract.partner == W  # type: ignore[union-attr]
    assert NominationsFacts.of(match.view(W)).partner == W
    assert [NominationsFacts.of(match.view(s)).partner for s in (N, E, S)] == [None] * 3


def test_must_trump_example() -> None:
    hands = ["QC " + " ".join(f"{r}D" for r in RANKS[:12]),
             "5H AS " + " ".join(f"{r}S" for r in RANKS[1:12]),
             "2C 2D " + " ".join(f"{r}H" for r in RANKS[:12] if r != "5"),
             None]
    taken = {c for h in hands[:3] if h for c in h.split()}
    pack = [r + s for s in "SHDC" for r in RANKS]
    hands[3] = " ".join(c for c in pack if c not in taken)
    for options, e_plays in (({}, ["5H"]), ({"no_must_trump": True}, None)):
        match = stacked(hands, options, dealer=W)
        bids(match, 10, "pass", "pass", "pass")
        match.apply(Action(N, "trump", "H", (("partner", card("AC")),)))
        match.apply(play(N, card("QC")))
        legal = codes(a.value for a in match.legal_actions())  # type: ignore[misc]
        if e_plays is None:
            assert "AS" in legal and "5H" in legal
        else:
            assert legal == e_plays
            with pytest.raises(IllegalAction, match="must trump when void in clubs"):
                match.apply(play(E, card("AS")))
        match.apply(play(E, card("5H")))
        with pytest.raises(IllegalAction, match="must follow clubs"):
            match.apply(play(S, card("AH")))
        assert codes(a.value for a in match.legal_actions()) == ["2C"]  # type: ignore[misc]


def test_no_trump_void_player_may_play_anything() -> None:
    hands = ["QC " + " ".join(f"{r}D" for r in RANKS[:12]),
             "5H AS " + " ".join(f"{r}S" for r in RANKS[1:12]),
             "2C 2D " + " ".join(f"{r}H" for r in RANKS[:12] if r != "5"), None]
    taken = {c for h in hands[:3] if h for c in h.split()}
    hands[3] = " ".join(r + s for s in "SHDC" for r in RANKS if r + s not in taken)
    match = stacked(hands)
    bids(match, 10, "pass", "pass", "pass")
    match.apply(Action(N, "trump", "none", (("partner", card("AC")),)))
    match.apply(play(N, card("QC")))
    assert len(match.legal_actions()) == 13


def test_trick_winner_example() -> None:
    plays = [(N, card("KD")), (E, card("AD")), (S, card("2S")), (W, card("3S"))]
    assert trick_winner(plays, card("2S").suit) == W
    assert trick_winner(plays, None) == E


# -- misère (example 9) and open misère ---------------------------------------------------------
def test_misere_stops_when_the_declarer_wins_a_trick() -> None:
    match = stacked(MISERE_HANDS)
    bids(match, "pass", "pass", MISERE, "pass", "pass", "pass")
    assert deal_of(match).phase == "play" and match.to_move() == S
    for seat, c in ((S, "2H"), (W, "AH"), (N, "6H"), (E, "10H"), (W, "2S"), (N, "AD"),
                    (E, "AC"), (S, "6S")):
        match.apply(play(seat, card(c)))
    assert match.needs_deal
    assert match.results[0].tricks == [0, 0, 1, 1]
    assert match.results[0].points == [13, 13, 0, 13]


MISERE_RECORD = [
    {"seat": 0, "bid": "pass"}, {"seat": 1, "bid": "pass"}, {"seat": 2, "bid": "misere"},
    {"seat": 3, "bid": "pass"}, {"seat": 0, "bid": "pass"}, {"seat": 1, "bid": "pass"},
    {"seat": 2, "play": "2H"}, {"seat": 3, "play": "AH"}, {"seat": 0, "play": "6H"},
    {"seat": 1, "play": "10H"}, {"seat": 3, "play": "2S"}, {"seat": 0, "play": "AD"},
    {"seat": 1, "play": "AC"}, {"seat": 2, "play": "6S"},
]


def test_misere_record_replays() -> None:
    result = replay_record(record(MISERE_HANDS, MISERE_RECORD)).result()
    assert result["deals"] == [{"dealer": W, "complete": True, "tricks": [0, 0, 1, 1],
                                "points": [13, 13, 0, 13], "totals": [13, 13, 0, 13]}]
    low = replay_record(record(MISERE_HANDS, MISERE_RECORD, {"misere_low": True})).result()
    assert low["totals"] == [10, 10, 0, 10]


def test_open_misere_lays_the_hand_face_up_after_the_first_trick() -> None:
    match = stacked(MISERE_HANDS)
    bids(match, "pass", "pass", OPEN_MISERE, "pass", "pass", "pass")
    assert match.view(N).visible_hands == {}
    for seat, c in ((S, "2H"), (W, "AH"), (N, "6H")):
        match.apply(play(seat, card(c)))
    assert match.view(E).visible_hands == {}
    events = match.apply(play(E, card("10H")))
    assert any(e.kind == "hand_opened" for e in events)
    shown = match.view(N).visible_hands[S]
    assert " ".join(codes(shown)) == "AS KS QS JS 10S 9S 8S 7S 6S 5H 4H 3H"
    assert set(match.view(E).visible_hands) == {S} and match.view(S).visible_hands == {}


# -- double hand (examples 4, 10, 13) ----------------------------------------------------------
EXAMPLE_13 = [
    "7D 6D 5D 8C 7C 6C 9H 8H 7H 10S 9S 8S 7S",
    "4D 3D 2D 5C 4C 3C 6H 5H 4H 6S 5S 4S 3S",
    "AC KC QC 2C AH KH 3H 2H AS 2S AD KD QD",
    "JC 10C 9C QH JH 10H KS QS JS JD 10D 9D 8D",
]


def test_double_hand_pile_order() -> None:
    pile = double_hand_pile([cards(h) for h in SUIT_HANDS], W)
    assert codes(pile[:3]) == ["AS", "KS", "QS"] and codes(pile[13:15]) == ["AD", "KD"]
    assert codes(pile[-2:]) == ["3H", "2H"]


def test_double_hand_redeal_example_through_the_match_api() -> None:
    match = stacked(SUIT_HANDS)
    bids(match, "pass", "pass", "pass", "pass")
    with pytest.raises(IllegalAction, match="the cut must take from 1 to 51 cards"):
        match.apply(Action(S, "cut", 52))
    events = match.apply(Action(S, "cut", 20))
    assert [e.kind for e in events] == ["cut", "redealt"]
    deal = deal_of(match)
    assert [codes(h) for h in deal.hands] == [h.split() for h in EXAMPLE_13]
    assert deal.multiplier == 2 and match.to_move() == N and deal.phase == "auction"


def test_double_hand_record_replays_and_doubles() -> None:
    actions = [{"seat": s, "bid": "pass"} for s in (0, 1, 2, 3)] + [{"seat": 2, "cut": 20}]
    actions += [{"seat": 0, "bid": "open_misere"}] + [{"seat": s, "bid": "pass"}
                                                     for s in (1, 2, 3)]
    # N leads 7♦; E 4♦, S AD wins: N's open misère survives the first trick.
    actions += [{"seat": 0, "play": "7D"}, {"seat": 1, "play": "4D"},
                {"seat": 2, "play": "AD"}, {"seat": 3, "play": "8D"}]
    replay = replay_record(record(SUIT_HANDS, actions))
    deal = deal_of(replay.match)  # type: ignore[arg-type]
    assert deal.opened and deal.multiplier == 2 and replay.result()["deals"][0]["tricks"] == [
        0, 0, 1, 0]
    # A second all-pass: another cut by the dealer's right, still ×2.
    again = [{"seat": s, "bid": "pass"} for s in (0, 1, 2, 3)] + [{"seat": 2, "cut": 5}]
    replay = replay_record(record(SUIT_HANDS, again + again))
    deal = deal_of(replay.match)  # type: ignore[arg-type]
    assert deal.multiplier == 2 and deal.cuts == [5, 5] and deal.phase == "auction"


# -- refusals -------------------------------------------------------------------------------
@pytest.mark.parametrize(("actions", "message"), [
    ([{"seat": 1, "bid": 10}], "it is seat 0's turn, not seat 1's"),
    ([{"seat": 0, "bid": 9}], "a bid is pass, a number from 10 to 13, misere or open_misere"),
    ([{"seat": 0, "bid": True}], "a bid is pass, a number from 10 to 13"),
    ([{"seat": 0, "bid": 11}, {"seat": 1, "bid": 10}], "a bid must be higher than 11"),
    ([{"seat": 0, "bid": "misere"}, {"seat": 1, "bid": 13}],
     "a bid must be higher than misère"),
    ([{"seat": 0, "play": "AH"}], "a play is not possible now; bid is expected"),
    ([{"seat": 0, "cut": 3}], "a cut is not possible now; bid is expected"),
    ([{"seat": 0, "bid": 10}, *[{"seat": s, "bid": "pass"} for s in (1, 2, 3)],
      {"seat": 0, "trump": "S"}], "the contract needs both a trump and a partner card"),
    ([{"seat": 0, "bid": 10}, *[{"seat": s, "bid": "pass"} for s in (1, 2, 3)],
      {"seat": 0, "partner": "AS"}], "the contract needs both a trump and a partner card"),
    ([{"seat": 0, "bid": 10}, *[{"seat": s, "bid": "pass"} for s in (1, 2, 3)],
      {"seat": 0, "trump": "X", "partner": "AS"}], "the trump must be one of: S, H, D, C, none"),
    ([{"seat": 0, "bid": 10}, *[{"seat": s, "bid": "pass"} for s in (1, 2, 3)],
      {"seat": 0, "trump": "S", "partner": "JK"}], "the partner card must be one card"),
    ([{"seat": 0, "bid": 10}, *[{"seat": s, "bid": "pass"} for s in (1, 2, 3)],
      {"seat": 0, "trump": "S", "partner": "AS"}, {"seat": 0, "play": "AS"}],
     "AS is not in the hand"),
    ([*[{"seat": s, "bid": "pass"} for s in (0, 1, 2, 3)], {"seat": 2, "cut": 0}],
     "the cut must take from 1 to 51 cards"),
    ([*[{"seat": s, "bid": "pass"} for s in (0, 1, 2, 3)], {"seat": 1, "cut": 9}],
     "it is seat 2's turn, not seat 1's"),
])
def test_refusals_in_records(actions: list[dict[str, Any]], message: str) -> None:
    with pytest.raises(RecordError, match=f"deal 0, action {len(actions) - 1}: {message}"):
        replay_record(record(SUIT_HANDS, actions))


def test_must_follow_in_a_record() -> None:
    actions = [*MISERE_RECORD[:7], {"seat": 3, "play": "2S"}]
    with pytest.raises(RecordError, match="deal 0, action 7: must follow hearts"):
        replay_record(record(MISERE_HANDS, actions))


def test_options_errors() -> None:
    for bad in ({"end_after_deals": 6}, {"end_after_deals": 4, "end_at_score": 50},
                {"must_trump": True, "no_must_trump": True},
                {"deal_553": True, "deal_pagat_staggered": True},
                {"deal_553": True, "four_card_round": 2}, {"end_at_score": -5}):
        with pytest.raises(ValueError):
            NominationsMatch(4, bad)
    with pytest.raises(ValueError):
        NominationsMatch(3, {})
    assert NominationsMatch(4, {"end_after_deals": True}).config.end_after_deals == 8
    assert NominationsMatch(4, {"end_at_score": True}).config.end_at_score == 100
    assert NominationsMatch(4, {}).config.end_after_deals == 8
    assert NominationsMatch(4, {"deal_3334": False}).config.pattern == "3334"
    assert not NominationsMatch(4, {"must_trump": False}).config.must_trump


def test_game_length_and_ties() -> None:
    match = NominationsMatch(4, {"end_after_deals": 4}, seed=5)
    match.totals = [10, 30, 30, 0]
    match.results = []
    match.finish_deal(None)  # type: ignore[arg-type]
    assert not match.over
    target = NominationsMatch(4, {"end_at_score": 40}, seed=5)
    target.totals = [40, 40, 12, 0]
    target.finish_deal(None)  # type: ignore[arg-type]
    assert target.over and target.winners == [N, E]


def test_packet_patterns_deal_thirteen_each() -> None:
    from tablecards.games.nominations.rules import deal_packets
    from tablecards.rules.cards import standard_52
    order = standard_52()
    for options in ({}, {"deal_553": True}, {"deal_pagat_staggered": True},
                    {"four_card_round": 1}):
        hands = deal_packets(order, W, cfg(**options))
        assert [len(h) for h in hands] == [13] * 4
    first = deal_packets(order, W, cfg(four_card_round=1))
    assert first[N][:4] == order[0:4] and first[E][:4] == order[4:8]
    staggered = deal_packets(order, W, cfg(deal_pagat_staggered=True))
    assert staggered[N][:4] == order[0:4] and staggered[E][:3] == order[4:7]
