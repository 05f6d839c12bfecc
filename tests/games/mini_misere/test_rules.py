"""Mini Misère: every worked example of games/mini_misere/spec.md section 10, the options,
and the refusals with their wording. Four-player deals: N E S W = seats 0-3, dealer W, so N
leads; five-player deals: P1..P5 = seats 0-4, dealer P5."""

from __future__ import annotations

from typing import Any

import pytest

from tablecards.games.mini_misere.deal import MiniMisereDeal
from tablecards.games.mini_misere.facts import MiniMisereFacts
from tablecards.games.mini_misere.match import MiniMisereMatch
from tablecards.games.mini_misere.options import build_config, normalise_options
from tablecards.games.mini_misere.tricks import hand_points
from tablecards.rules.actions import Action, IllegalAction, play
from tablecards.rules.cards import card, cards
from tablecards.rules.game import DealSetup
from tablecards.rules.options import resolve_options
from tablecards.rules.records import RecordError, replay_record

N, E, S, W = range(4)


def stacked(players: int, hands: list[str], options: dict[str, Any] | None = None,
            stock: str = "") -> MiniMisereMatch:
    match = MiniMisereMatch(players, options or {}, first_dealer=players - 1)
    match.deal_next(DealSetup(players - 1, [cards(h) for h in hands], cards(stock)))
    return match


def decline_all(match: MiniMisereMatch) -> MiniMisereMatch:
    """Answer the old-timing Lot question with no from every seat."""
    while deal_of(match).asking:
        seat = match.to_move()
        assert seat is not None
        match.apply(Action(seat, "lot", False))
    return match


def deal_of(match: MiniMisereMatch) -> MiniMisereDeal:
    assert isinstance(match.deal, MiniMisereDeal)
    return match.deal


def run(match: MiniMisereMatch, plays: str, **extras: Any) -> None:
    """Play the cards in turn order; `extras` qualify the first of them."""
    for i, code in enumerate(plays.split()):
        seat = match.to_move()
        assert seat is not None
        match.apply(play(seat, card(code), **(extras if i == 0 else {})))


def refused(match: MiniMisereMatch, action: Action) -> str:
    with pytest.raises(IllegalAction) as err:
        match.apply(action)
    return str(err.value)


def config(players: int, **options: bool) -> Any:
    spec = MiniMisereMatch.spec
    return build_config(players, resolve_options(spec.options, normalise_options(options)))


# -- 1-3: the trick tables ---------------------------------------------------------------
@pytest.mark.parametrize(("players", "options", "tricks", "points"), [
    (4, {}, [0, 1, 2, 3], [6, 1, 2, 3]),
    (4, {}, [4, 2, 0, 0], [8, 2, 6, 6]),
    (4, {}, [5, 1, 0, 0], [10, 1, 6, 6]),
    (4, {}, [6, 0, 0, 0], [0, 6, 6, 6]),
    (4, {"old_rules": True}, [0, 1, 6, 0], [7, 1, 12, 7]),
    (4, {"old_rules": True}, [3, 4, 0, 0], [3, 8, 7, 7]),
    (4, {"old_rules": True}, [2, 5, 0, 0], [2, 10, 7, 7]),
    (4, {"old_rules": True}, [7, 0, 0, 0], [0, 7, 7, 7]),
    (5, {}, [0, 1, 2, 2, 0], [5, 1, 2, 2, 5]),
    (5, {}, [3, 2, 0, 0, 0], [6, 2, 5, 5, 5]),
    (5, {"old_rules": True}, [4, 1, 0, 0, 0], [8, 1, 5, 5, 5]),
    (5, {"nine_for_deuce": True}, [5, 0, 0, 0, 0], [0, 5, 5, 5, 5]),
    (4, {"mm4_with_joker": True}, [4, 2, 0, 0], [8, 2, 6, 6]),
])
def test_trick_tables(players: int, options: dict[str, bool], tricks: list[int],
                      points: list[int]) -> None:
    assert hand_points(config(players, **options), tricks, []) == points


@pytest.mark.parametrize(("players", "options", "success", "failure"), [
    (4, {}, 12, 6), (4, {"old_rules": True}, 14, 7), (5, {}, 10, 5),
    (5, {"old_rules": True}, 10, 5), (4, {"mm4_with_joker": True}, 12, 6),
])
def test_lot_awards(players: int, options: dict[str, bool], success: int, failure: int) -> None:
    cfg = config(players, **options)
    full = [cfg.hand_size] + [0] * (players - 1)
    assert hand_points(cfg, full, [0]) == [success] + [0] * (players - 1)
    assert hand_points(cfg, full, [0, 2]) == [success] + [0] * (players - 1)
    lost = [cfg.hand_size - 1, 1] + [0] * (players - 2)
    assert hand_points(cfg, lost, [0, 1]) == [0, 0] + [failure] * (players - 2)


# -- 4-5: the led 2 --------------------------------------------------------------------
def test_led_two_wins() -> None:
    match = stacked(4, ["2H QH JH 10H 2C 10C", "AH KS QS JS 10S 2S",
                        "KH AD KD QD JD 10D", "AS 2D AC KC QC JC"])
    run(match, "2H AH KH AS")
    assert deal_of(match).tricks[0].winner == N


def test_two_not_led_is_lowest() -> None:
    match = stacked(4, ["QC AC KC JC AS KS", "2C QS JS 10S 2S AH",
                        "10C KH QH JH 10H 2H", "AD KD QD JD 10D 2D"])
    run(match, "QC 2C 10C AD")
    assert deal_of(match).tricks[0].winner == N


# -- 6: the new joker ------------------------------------------------------------------
def test_new_joker_led_wins_and_frees_everyone() -> None:
    match = stacked(5, ["JK AS KS QS JS", "10S 2S KH QH JH", "AH 10H 2H AC KC",
                        "2C QC JC 10C AD", "KD QD JD 10D 2D"])
    run(match, "JK 10S AH 2C KD")
    assert deal_of(match).tricks[0].winner == 0


NEW_JOKER_FOLLOW = ["KD QD AS KS QS", "JK JS 10S 2S AH", "AD KH QH JH 10H",
                    "10D 2H AC KC QC", "2D JD JC 10C 2C"]


def test_new_joker_not_led_always_loses() -> None:
    match = stacked(5, NEW_JOKER_FOLLOW)
    run(match, "KD JK AD 10D 2D")
    assert deal_of(match).tricks[0].winner == 2


def test_new_joker_only_when_void() -> None:
    hands = list(NEW_JOKER_FOLLOW)
    hands[0], hands[1] = "KD AS KS QS JS", "QD JK 10S 2S AH"
    match = stacked(5, hands)
    run(match, "KD")
    assert refused(match, play(1, card("JK"))) == (
        "must follow diamonds: the joker may only be played without one")
    assert card("JK") not in deal_of(match).legal_cards()


# -- 7-8: the old joker and the old 9 ---------------------------------------------------
def test_old_joker_led_names_a_suit() -> None:
    match = decline_all(stacked(5, ["JK AC KC QC JC", "9S AH KH QH JH", "AD KD QD JD 10H",
                        "AS KS QS JS 10S", "10D 9D 10C 9C 9H"], {"old_rules": True}))
    assert refused(match, play(0, card("JK"))) == "a led joker must name a suit (S, H, D or C)"
    assert refused(match, play(0, card("AC"), suit="S")) == (
        "a suit may only be named when leading the joker under the old rules")
    assert refused(match, play(0, card("JK"), suit="X")) == (
        "the named suit must be one of S, H, D, C")
    run(match, "JK", suit="S")
    assert refused(match, play(1, card("AH"))) == "must follow spades"
    run(match, "9S AD AS 9H")
    assert deal_of(match).tricks[0].winner == 0
    assert MiniMisereFacts.of(deal_of(match).view(3)).named_suits == ["S"]


def test_old_joker_may_be_played_holding_the_led_suit_and_loses() -> None:
    match = decline_all(stacked(5, ["QD AC KC QC JC", "10D JK AH KH QH", "KD 9D JH 10H 9H",
                        "JD AD 10C 9C 9S", "AS KS QS JS 10S"], {"old_rules": True}))
    run(match, "QD")
    legal = match.legal_actions()
    assert play(1, card("JK")) in legal and play(1, card("AH")) not in legal
    run(match, "JK KD JD AS")
    assert deal_of(match).tricks[0].winner == 2


def test_old_five_player_nine_is_simply_lowest() -> None:
    match = decline_all(stacked(5, ["9H AD KD QD JD", "10H 10D 9D JK 9S", "JH AH KH QH 10S",
                        "AS KS QS JS 9C", "KC AC QC JC 10C"], {"old_rules": True}))
    run(match, "9H 10H JH AS KC")
    assert deal_of(match).tricks[0].winner == 2


# -- 9-11: the Lot under the new timing --------------------------------------------------
LOT_HANDS = ["AC 2S 2H 2D 2C AS", "KS QS JS 10S KH QH", "JH 10H AH KD QD JD",
             "10D AD KC QC JC 10C"]


def first_legal(match: MiniMisereMatch, count: int) -> None:
    """Followers' cards that do not matter: the first plain legal card."""
    for _ in range(count):
        match.apply(match.legal_actions()[0])


def test_lot_success() -> None:
    match = stacked(4, LOT_HANDS)
    run(match, "AC", lot=True)
    first_legal(match, 3)
    for lead in ("2S", "2H", "2D", "2C", "AS"):
        run(match, lead)
        first_legal(match, 3)
    assert match.results[-1].points == [12, 0, 0, 0]
    assert match.results[-1].tricks == [6, 0, 0, 0]


def test_lot_failure_stops_after_the_lost_trick() -> None:
    hands = ["AC 2S 2H 2D 2C 10S", "KS QS JS AS KH QH", *LOT_HANDS[2:]]
    match = stacked(4, hands)
    run(match, "AC", lot=True)
    first_legal(match, 3)
    run(match, "2S")
    first_legal(match, 3)
    run(match, "10S AS")
    assert not match.needs_deal
    first_legal(match, 2)
    assert match.needs_deal and deal_of(match).stopped
    assert match.results[-1].tricks == [2, 1, 0, 0]
    assert match.results[-1].points == [0, 6, 6, 6]


def test_lot_play_out_plays_every_trick() -> None:
    hands = ["AC 2S 2H 2D 2C 10S", "KS QS JS AS KH QH", *LOT_HANDS[2:]]
    match = stacked(4, hands, {"lot_play_out": True})
    run(match, "AC", lot=True)
    while not match.needs_deal:
        first_legal(match, 1)
    assert sum(match.results[-1].tricks or []) == 6
    assert (match.results[-1].points or [])[0] == 0


LATE_HANDS = ["2S 2H QH JH 10H 2C", "AS KS QS AH 10C JC", "KH JS 10S AD KD QD",
              "JD 10D 2D AC KC QC"]


def test_late_declaration_with_the_first_trick_card() -> None:
    match = stacked(4, LATE_HANDS)
    run(match, "2S")
    assert play(E, card("AS"), lot=True) in match.legal_actions()
    run(match, "AS JS JD", lot=True)
    assert match.needs_deal
    assert match.results[-1].tricks == [1, 0, 0, 0]
    assert match.results[-1].points == [6, 0, 6, 6]


def test_no_declaration_after_the_first_card() -> None:
    match = stacked(4, LATE_HANDS)
    run(match, "2S AS JS JD")
    assert all(a.get("lot") is None for a in match.legal_actions())
    assert refused(match, play(N, card("2H"), lot=True)) == (
        "the Lot may only be declared with a card to the first trick")
    match.apply(play(N, card("2H"), lot=False))
    assert refused(match, Action(E, "lot", True)) == (
        "the Lot is declared with a card to the first trick")


def test_two_declarers_both_lose_trick_one() -> None:
    match = stacked(4, ["KS 2H QH JH 10H 2C", "AS 2S AH 10C JC KH",
                        "QS JS 10S AD KD QD", "JD 10D 2D AC KC QC"])
    run(match, "KS", lot=True)
    run(match, "AS")
    run(match, "QS", lot=True)
    run(match, "JD")
    assert match.needs_deal
    assert match.results[-1].points == [0, 6, 0, 6]


def test_two_declarers_one_wins_everything() -> None:
    match = stacked(4, LOT_HANDS)
    run(match, "AC", lot=True)
    first_legal(match, 1)
    seat = match.to_move()
    assert seat == S
    match.apply(Action(S, "play", card("JH"), (("lot", True),)))
    first_legal(match, 1)
    for lead in ("2S", "2H", "2D", "2C", "AS"):
        run(match, lead)
        first_legal(match, 3)
    assert match.results[-1].points == [12, 0, 0, 0]


# -- 12: the Lot under the old timing -----------------------------------------------------
OLD_LOT_HANDS = ["KS QS JS 10S 9S KH QH", "AS AH AD AC 2S 2H 2D", "JH 10H 9H 2C KD QD JD",
                 "10D 9D KC QC JC 10C 9C"]


def test_old_timing_priority_and_success() -> None:
    match = stacked(4, OLD_LOT_HANDS, {"old_rules": True})
    assert match.legal_actions() == [Action(N, "lot", False), Action(N, "lot", True)]
    assert refused(match, play(N, card("KS"))) == (
        "the Lot question comes first: answer lot true or false")
    match.apply(Action(N, "lot", False))
    match.apply(Action(E, "lot", True))
    assert match.to_move() == N
    assert deal_of(match).declarers == [E]
    assert refused(match, Action(S, "lot", True)).startswith("it is seat 0's turn")
    assert refused(match, play(N, card("KS"), lot=True)) == (
        "the Lot is asked before the first lead, not declared with a card")
    run(match, "KS AS")
    first_legal(match, 2)
    for lead in ("2S", "2H", "2D", "AH", "AD", "AC"):
        run(match, lead)
        first_legal(match, 3)
    assert match.results[-1].points == [0, 14, 0, 0]


def test_old_timing_everyone_declines() -> None:
    match = stacked(4, OLD_LOT_HANDS, {"old_rules": True})
    for seat in (N, E, S, W):
        match.apply(Action(seat, "lot", False))
    assert match.to_move() == N
    assert refused(match, Action(N, "lot", True)) == "the Lot is only asked before the first lead"


def test_old_timing_with_new_rules() -> None:
    match = stacked(4, LATE_HANDS, {"lot_before_first_lead": True})
    assert match.legal_actions()[0].verb == "lot"


# -- 13: the game end and ties -------------------------------------------------------------
def test_tie_at_the_top_deals_again_then_the_leader_wins() -> None:
    match = stacked(4, ["2S 2H 2D 10C JC QC", "AC KC 10S JS KH KD",
                        "AS KS AH QH AD QD", "QS 2C JH 10H JD 10D"])
    match.totals = [25, 25, 20, 18]
    match.finish_deal(deal_of(match))
    assert not match.over
    run(match, "2S JS KS QS 2H KH AH JH 2D KD AD JD 10C AC QH 2C KC QD 10H JC 10S AS 10D QC")
    assert match.results[-1].tricks == [3, 2, 1, 0]
    assert match.totals == [28, 27, 21, 24]
    assert match.over and match.winners == [N]


# -- records ---------------------------------------------------------------------------------
def record(players: int, hands: list[str], actions: list[dict[str, Any]],
           options: dict[str, Any] | None = None, stock: str = "") -> dict[str, Any]:
    return {
        "format": "tablecards-record", "version": 1, "game": "mini_misere",
        "players": players, "options": options or {},
        "deals": [{"dealer": players - 1, "hands": [h.split() for h in hands],
                   "stock": stock.split(), "actions": actions}],
    }


def plays(seats_cards: str, first: int = 0, players: int = 4) -> list[dict[str, Any]]:
    return [{"seat": (first + i) % players, "play": c} for i, c in enumerate(seats_cards.split())]


def test_record_late_declaration() -> None:
    actions = plays("2S AS JS JD")
    actions[1]["lot"] = True
    result = replay_record(record(4, LATE_HANDS, actions)).result()
    assert result["deals"] == [{"dealer": 3, "complete": True, "tricks": [1, 0, 0, 0],
                                "points": [6, 0, 6, 6], "totals": [6, 0, 6, 6]}]
    assert result["over"] is False and result["winners"] == []


def test_record_old_timing() -> None:
    actions: list[dict[str, Any]] = [{"seat": 0, "lot": False}, {"seat": 1, "lot": True}]
    actions += plays("KS AS JH 10D")
    for trick in ("2S 10H 9D QS", "2H 9H KC KH", "2D KD QC JS", "AH QD JC QH",
                  "AD JD 10C 10S", "AC 2C 9C 9S"):
        actions += plays(trick, first=1)  # E leads every trick after the first
    result = replay_record(record(4, OLD_LOT_HANDS, actions, {"old_rules": True})).result()
    assert result["deals"][0]["points"] == [0, 14, 0, 0]
    assert result["deals"][0]["tricks"] == [0, 7, 0, 0]


def test_record_old_joker_names_a_suit() -> None:
    hands = ["JK AC KC QC JC", "9S AH KH QH JH", "AD KD QD JD 10H", "AS KS QS JS 10S",
             "10D 9D 10C 9C 9H"]
    answers = [{"seat": s, "lot": False} for s in range(5)]
    actions = [*answers, {"seat": 0, "play": "JK", "suit": "S"}, *plays("9S AD AS 9H", 1, 5)]
    result = replay_record(record(5, hands, actions, {"old_rules": True})).result()
    assert result["deals"][0]["tricks"] == [1, 0, 0, 0, 0]
    assert result["deals"][0]["complete"] is False and result["deals"][0]["points"] is None


@pytest.mark.parametrize(("actions", "message"), [
    (plays("2S 10S"), "deal 0, action 1: 10S is not in the hand"),
    ([{"seat": 0, "play": "2S"}, {"seat": 1, "play": "AH"}],
     "deal 0, action 1: must follow spades"),
    ([{"seat": 1, "play": "AS"}], "deal 0, action 0: it is seat 0's turn, not seat 1's"),
    ([{"seat": 0, "lot": True}],
     "deal 0, action 0: the Lot is declared with a card to the first trick"),
])
def test_record_refusals(actions: list[dict[str, Any]], message: str) -> None:
    with pytest.raises(RecordError) as err:
        replay_record(record(4, LATE_HANDS, actions))
    assert str(err.value) == message


# -- options ---------------------------------------------------------------------------------
def test_option_pairs_and_defaults() -> None:
    old = MiniMisereMatch(4, {"old_rules": True}).config
    assert old.old_rules and not old.lot_first_play and old.hand_size == 7
    switched = MiniMisereMatch(4, {"new_rules": False}).config
    assert switched.old_rules and not switched.lot_first_play
    assert MiniMisereMatch(4, {"lot_on_first_play": False}).config.lot_first_play is False
    assert MiniMisereMatch(4, {"lot_stop_early": False}).config.stop_early is False
    mixed = MiniMisereMatch(5, {"old_rules": True, "lot_on_first_play": True}).config
    assert mixed.old_rules and mixed.lot_first_play and mixed.joker == "old"
    assert MiniMisereMatch(4, {"new_rules": False}).to_record()["options"] == {
        "new_rules": False}


@pytest.mark.parametrize(("players", "options"), [
    (4, {"new_rules": True, "old_rules": True}),
    (4, {"new_rules": False, "old_rules": False}),
    (4, {"lot_stop_early": True, "lot_play_out": True}),
    (5, {"mm4_with_joker": True}),
    (4, {"old_rules": True, "mm4_with_joker": True}),
    (4, {"nine_for_deuce": True}),
    (5, {"old_rules": True, "nine_for_deuce": True}),
    (3, {}),
    (4, {"player_count": 4}),
])
def test_bad_options(players: int, options: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        MiniMisereMatch(players, options)


@pytest.mark.parametrize(("players", "options", "size", "count", "stock"), [
    (4, {}, 6, 24, 0), (4, {"old_rules": True}, 7, 28, 0), (5, {}, 5, 25, 0),
    (5, {"old_rules": True}, 5, 25, 0), (4, {"mm4_with_joker": True}, 6, 25, 1),
    (5, {"nine_for_deuce": True}, 5, 25, 0),
])
def test_packs_and_deal(players: int, options: dict[str, Any], size: int, count: int,
                        stock: int) -> None:
    match = MiniMisereMatch(players, options, seed=3, first_dealer=1)
    assert len(match.pack()) == count
    match.deal_next()
    setup = match.setups[-1]
    assert [len(h) for h in setup.hands] == [size] * players and len(setup.stock) == stock
    assert match.to_move() == 2  # the dealer's left leads (or is asked first)
    if stock:
        assert all(setup.stock[0] not in v.all_cards()
                   for v in (match.view(s) for s in range(players)))


def test_nine_for_deuce_has_no_led_two() -> None:
    cfg = config(5, nine_for_deuce=True)
    assert not cfg.deuce_power and cfg.joker == "new"
    assert card("9S") in cfg.pack() and card("2S") not in cfg.pack()


def test_deal_scored_event_has_lines() -> None:
    match2 = stacked(4, LATE_HANDS)
    run(match2, "2S")
    match2.apply(play(E, card("AS"), lot=True))
    run(match2, "JS")
    events = match2.apply(play(W, card("JD")))
    scored = next(e for e in events if e.kind == "deal_scored")
    assert scored.data["points"] == [6, 0, 6, 6]
    assert [line["rule"] for line in scored.data["lines"]] == [
        "lot_failure_award", "lot_failed", "lot_failure_award", "lot_failure_award"]
    assert any(e.kind == "hand_stopped" for e in events)
