"""Sheepshead: the worked examples of games/sheepshead/spec.md §11, Clarifications, refusals."""

from __future__ import annotations

import pytest

from tablecards.games.sheepshead.cards import pile_points, power, trick_winner
from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.games.sheepshead.match import SheepsheadMatch, deal_packets
from tablecards.games.sheepshead.scoring import leaster_points, picked_points, picked_result
from tablecards.rules.actions import Action, IllegalAction, play
from tablecards.rules.cards import card, cards
from tablecards.rules.records import RecordError, replay_record
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
    plays,
    stacked,
)


def refused(match: SheepsheadMatch, action: Action) -> str:
    with pytest.raises(IllegalAction) as err:
        match.apply(action)
    return str(err.value)


# -- 1 trump order, 3 trick winners ------------------------------------------------------
def test_trump_and_fail_order() -> None:
    assert power(card("QD")) > power(card("JC"))
    assert power(card("JD")) > power(card("AD"))
    assert power(card("7D")) > power(card("AC"))
    hearts = [power(c) for c in cards("AH 10H KH 9H")]
    assert hearts == sorted(hearts, reverse=True)


def test_trick_winner_functions() -> None:
    plays_ = list(enumerate(cards("AH 10H KH 7D AC")))
    assert trick_winner(plays_, card("AH").suit) == P4
    assert pile_points(c for _, c in plays_) == 36
    second = list(enumerate(cards("JD QD AD 10C 7D")))
    assert trick_winner(second, None) == P2


def leaster_match(setup_hands: dict[int, str], void: dict[int, str] | None = None,
                  **options: object) -> SheepsheadMatch:
    match = match_with(stacked(setup_hands, void=void), **options)
    passes(match, 5)
    assert deal_of(match).leaster and match.to_move() == P1
    return match


def test_trick_points_through_the_match() -> None:
    match = leaster_match({P1: "AH", P2: "10H", P3: "KH", P4: "7D", P5: "AC"},
                          void={P4: "H", P5: "H"})
    plays(match, "AH", "10H", "KH", "7D", "AC")
    trick = deal_of(match).tricks[0]
    assert trick.winner == P4 and match.to_move() == P4
    assert pile_points(deal_of(match).piles[P4]) == 36


# -- 2 following with queens and jacks -----------------------------------------------------
def test_queen_of_hearts_is_a_trump_not_a_heart() -> None:
    match = leaster_match({P1: "KH", P2: "QH 7C"}, void={P2: "H"})
    plays(match, "KH")
    legal = deal_of(match).legal_cards(P2)
    assert card("QH") in legal and card("7C") in legal


def test_trump_lead_needs_a_trump() -> None:
    match = leaster_match({P1: "7D", P2: "JS AH"}, void={P2: "T"})
    plays(match, "7D")
    assert deal_of(match).legal_cards(P2) == [card("JS")]
    assert refused(match, play(P2, card("AH"))) == "must play a trump when a trump is led"


def test_must_follow_a_fail_suit() -> None:
    match = leaster_match({P1: "KH", P2: "9H AC"})
    plays(match, "KH")
    assert refused(match, play(P2, card("AC"))) == "must follow hearts"


# -- 4 called ace legality --------------------------------------------------------------------
def picked(hand: str, blind: str, bury: str, **options: object) -> SheepsheadMatch:
    """P1 picks the blind and buries."""
    match = match_with(stacked({P1: hand}, blind), **options)
    act(match, "pick", True)
    act(match, "bury", bury)
    return match


def calls(match: SheepsheadMatch) -> list[str]:
    out = []
    for a in match.legal_actions():
        value = a.value if isinstance(a.value, str) else a.value.code  # type: ignore[union-attr]
        unknown = a.get("unknown")
        out.append(f"{value}/{unknown.code}" if unknown is not None else value)
    return out


def test_called_ace_legality() -> None:
    match = picked("QC JH AD 10S 9S 8H", "7D 8D", "7D 8D")
    assert calls(match) == ["alone", "AS", "AH"]
    assert refused(match, Action(P1, "call", card("AC"))) == (
        "AC cannot be called: no card of its suit is left in the hand")


def test_ten_call_with_all_three_aces() -> None:
    match = picked("AC AS AH QS JD 9C", "7D 8D", "7D 8D")
    assert calls(match) == ["alone", "10C", "10S", "10H"]
    assert refused(match, Action(P1, "call", card("AS"))) == (
        "AS cannot be called: the picker holds it")


def test_unknown_call_when_no_hold_card() -> None:
    match = picked("QC QS JC AD 10D AH", "7D 8D", "7D 8D")
    options = calls(match)
    assert options[0] == "alone" and "AC/10D" in options and "AS/QC" in options
    assert len(options) == 1 + 2 * 6
    assert refused(match, Action(P1, "call", card("AC"))) == (
        "AC cannot be called: no card of its suit is left in the hand")
    act(match, "call", "AC", unknown="10D")
    assert deal_of(match).call == "unknown" and deal_of(match).unknown == card("10D")


def test_no_unknown_call_means_alone() -> None:
    match = picked("QC QS JC AD 10D AH", "7D 8D", "7D 8D", no_unknown_call=True)
    assert calls(match) == ["alone"]
    text = refused(match, Action(P1, "call", card("AC"), (("unknown", card("10D")),)))
    assert text == "an unknown call is not allowed in this game"


def test_burying_the_last_hold_card_makes_the_ace_uncallable() -> None:
    match = picked("QC JH AD 10S 9S 8H", "7D 8D", "8H 7D")
    assert "AH" not in calls(match) and "AS" in calls(match)


def test_buried_aces_count_as_held() -> None:
    match = picked("AC AS QS JD 9C 8C", "AH 8D", "AH 8D")
    assert calls(match) == ["alone", "10C", "10S"]  # hearts: no hold card left


def test_unknown_call_is_refused_when_an_ace_is_callable() -> None:
    match = picked("QC JH AD 10S 9S 8H", "7D 8D", "7D 8D")
    text = refused(match, Action(P1, "call", card("AC"), (("unknown", card("QC")),)))
    assert text == "an unknown call is only allowed when no ace or ten can be called"


# -- 5 the called suit first led ----------------------------------------------------------------
def called_spade_ace() -> SheepsheadMatch:
    """P3 picks and calls AS; P4 holds AS 7S and is void in hearts."""
    setup = stacked({P1: "KH 9H 8H 7C 8C 9C", P2: "QC 9S 8S AC 10C KC",
                     P3: "KS AH 10H QS QH JC", P4: "AS 7S QD JS JH JD"}, "7D 8D")
    match = match_with(setup)
    passes(match, 2)
    act(match, "pick", True)
    act(match, "bury", "7D 8D")
    act(match, "call", "AS")
    return match


def test_called_ace_cannot_be_thrown_on_another_suit() -> None:
    match = called_spade_ace()
    plays(match, "KH", "QC", "AH")
    text = refused(match, play(P4, card("AS")))
    assert text == "the called AS may not be thrown on another suit before the last trick"
    assert card("AS") not in deal_of(match).legal_cards(P4)
    assert card("QD") in deal_of(match).legal_cards(P4)


def test_called_ace_must_fall_on_the_first_lead_of_its_suit() -> None:
    match = called_spade_ace()
    plays(match, "KH", "QC", "AH", "JH")
    plays(match, deal_of(match).legal_cards(P5)[0].code)
    assert match.to_move() == P2
    assert SheepsheadFacts.of(match.view(P1)).partner is None
    plays(match, "9S", "KS")
    assert refused(match, play(P4, card("7S"))) == (
        "must play the called AS when its suit is first led")
    plays(match, "AS")
    assert all(SheepsheadFacts.of(match.view(s)).partner == P4 for s in range(5))


def test_partner_may_not_lead_the_called_suit_without_a_run() -> None:
    setup = stacked({P1: "AS 7S QD JS JH JD", P3: "KS AH 10H QS QH JC"}, "7D 8D")
    match = match_with(setup)
    passes(match, 2)
    act(match, "pick", True)
    act(match, "bury", "7D 8D")
    act(match, "call", "AS")
    assert match.to_move() == P1
    assert refused(match, play(P1, card("7S"))) == (
        "may not lead another spades card before the called AS falls (unless holding four "
        "spades)")
    assert card("AS") in deal_of(match).legal_cards(P1)


def test_run_exception_with_four_of_the_suit() -> None:
    setup = stacked({P1: "AS 10S 9S 7S QD JD", P3: "KS AH 10H QS QH JC"}, "7D 8D")
    match = match_with(setup)
    passes(match, 2)
    act(match, "pick", True)
    act(match, "bury", "7D 8D")
    act(match, "call", "AS")
    plays(match, "7S")  # the run exception: allowed; this is the suit's first lead
    assert deal_of(match).called_led_trick == 0


def test_picker_keeps_the_last_hold_card() -> None:
    match = called_spade_ace()
    plays(match, "KH", "QC")
    assert refused(match, Action(P3, "play", card("KS"))) == "must follow hearts"
    # P3 void in clubs later: hold rule. Check the pure rule on a club lead.
    deal = deal_of(match)
    plays(match, "AH", "JH")
    plays(match, deal.legal_cards(P5)[0].code)
    plays(match, "AC")  # P2 leads clubs; P3 has no club
    assert card("KS") not in deal.legal_cards(P3)
    assert refused(match, play(P3, card("KS"))) == (
        "the last spades card (the hold card) may not be thrown before the last trick")


# -- unknown card in play -----------------------------------------------------------------------
def unknown_hand() -> SheepsheadMatch:
    """P1 picks, calls AS unknown with 10D set aside (P1 holds no fail card)."""
    setup = stacked({P1: "QC QS JC AD 10D KD", P2: "AC 9C 8C KS 9S 8S"}, "7D 8D")
    match = match_with(setup)
    act(match, "pick", True)
    act(match, "bury", "7D 8D")
    act(match, "call", "AS", unknown="10D")
    return match


def test_unknown_card_cannot_be_led_and_is_due_on_the_called_suit() -> None:
    match = unknown_hand()
    assert refused(match, play(P1, card("10D"))) == (
        "the unknown card cannot be led before the last trick")
    plays(match, "QC")
    for _ in range(4):
        plays(match, deal_of(match).legal_cards(match.to_move() or 0)[0].code)
    assert deal_of(match).tricks[0].winner == P1
    assert SheepsheadFacts.of(match.view(P2)).unknown_set_aside is True
    assert "10D" not in str(match.view(P2).to_json())
    assert SheepsheadFacts.of(match.view(P1)).unknown == "10D"


def test_unknown_card_falls_on_the_first_called_suit_lead_and_never_wins() -> None:
    setup = stacked({P1: "QC QS JC AD KD 9D", P2: "QH AC 9C KS 9S 8S"}, "7D 8D")
    match = match_with(setup)
    act(match, "pick", True)
    act(match, "bury", "7D 8D")
    act(match, "call", "AS", unknown="9D")
    plays(match, "KD", "QH")
    for _ in range(3):
        plays(match, deal_of(match).legal_cards(match.to_move() or 0)[0].code)
    assert deal_of(match).tricks[0].winner == P2
    plays(match, "9S")
    for _ in range(3):
        plays(match, deal_of(match).legal_cards(match.to_move() or 0)[0].code)
    assert deal_of(match).legal_cards(P1) == [card("9D")]
    assert refused(match, play(P1, card("QC"))) == (
        "the unknown card must be played to the first spades lead")
    plays(match, "9D")
    while len(deal_of(match).tricks) < 2:
        plays(match, deal_of(match).legal_cards(match.to_move() or 0)[0].code)
    trick = deal_of(match).tricks[1]
    assert trick.winner != P1 and (P1, card("9D")) in trick.plays
    assert any(c == card("AS") for _, c in trick.plays)



# -- 6-9 scoring ----------------------------------------------------------------------------
@pytest.mark.parametrize(("p", "tricks", "picker", "partner", "defender"), [
    (65, 3, 2, 1, -1), (61, 2, 2, 1, -1), (60, 2, -4, -2, 2), (91, 4, 4, 2, -2),
    (90, 4, 2, 1, -1), (31, 1, -4, -2, 2), (30, 1, -8, -4, 4), (120, 6, 6, 3, -3),
    (0, 0, -12, -6, 6),
])
def test_picked_scoring_table(p: int, tricks: int, picker: int, partner: int,
                              defender: int) -> None:
    points = picked_points(P3, P1, picked_result(p, tricks))
    assert points[P3] == picker and points[P1] == partner
    assert [points[s] for s in (P2, P4, P5)] == [defender] * 3
    assert sum(points) == 0


def test_ordinary_win_counts_the_bury() -> None:
    bury = pile_points(cards("KS 10C"))
    assert bury == 14
    assert picked_points(P3, P1, picked_result(51 + bury, 3)) == [1, -1, 2, -1, -1]


def test_no_double_on_bump_and_alone_and_doublers() -> None:
    assert picked_points(P3, P1, picked_result(60, 2), double_on_bump=False) == [
        -1, 1, -2, 1, 1]
    assert picked_points(P3, None, picked_result(70, 3)) == [-1, -1, 4, -1, -1]
    assert picked_points(P3, None, picked_result(50, 3)) == [2, 2, -8, 2, 2]
    assert picked_points(P3, None, picked_result(64, 3), multiplier=4) == [
        -4, -4, 16, -4, -4]


def test_schwarz_loss_ignores_the_bury() -> None:
    assert picked_result(0, 0).units == 3 and not picked_result(0, 0).won


# -- 10 leaster -------------------------------------------------------------------------------
def test_leaster_scoring() -> None:
    assert leaster_points([30, 14, 0, 46, 30], [1, 1, 0, 2, 2]) == (P2, [-1, 4, -1, -1, -1])
    assert leaster_points([30, 14, 0, 46, 14], [1, 1, 0, 2, 2]) == (None, [0] * 5)
    assert leaster_points([0, 14, 60, 46, 0], [1, 1, 2, 2, 0])[0] == P1  # 0 points, a trick


# -- 11 jack of diamonds ------------------------------------------------------------------------
def test_jd_in_the_blind_means_a_secret_alone() -> None:
    match = picked("QC QS AC 9C 9H 8H", "JD 7D", "9H 8H", jd_partner=True)
    deal = deal_of(match)
    assert deal.partner is None and deal.phase == "play"
    assert SheepsheadFacts.of(match.view(P2)).alone is False
    assert picked_points(P1, None, picked_result(64, 3)) == [4, -1, -1, -1, -1]


def test_jd_call_up_calls_the_next_jack() -> None:
    match = picked("QC JD JH AC 9C 9H", "7D 8D", "7D 8D", jd_partner=True, jd_call_up=True)
    assert calls(match)[-2:] == ["alone", "JS"]
    assert refused(match, Action(P1, "call", card("JH"))) == "only JS may be called"
    act(match, "call", "JS")
    deal = deal_of(match)
    assert deal.partner is not None and card("JS") in deal.hands[deal.partner]


def test_jd_picker_may_call_alone_out_of_turn() -> None:
    match = match_with(stacked({P2: "QC QS AC 9C 9H 8H"}, "7D 8D"), jd_partner=True)
    passes(match, 1)
    act(match, "pick", True)
    act(match, "bury", "7D 8D")
    assert match.to_move() == P1
    assert [a.value for a in match.view(P2).legal_actions] == ["alone"]
    match.apply(Action(P2, "call", "alone"))
    assert deal_of(match).partner is None and SheepsheadFacts.of(match.view(P4)).alone is True
    assert refused(match, Action(P2, "call", "alone")) == "the call has been made already"


# -- all pass -------------------------------------------------------------------------------
def test_forced_pick_refuses_the_dealers_pass() -> None:
    match = match_with(stacked({}), forced_pick=True)
    passes(match, 4)
    assert refused(match, Action(P5, "pick", False)) == (
        "the dealer must pick when everyone else has passed")
    assert match.legal_actions() == [Action(P5, "pick", True)]


def test_doublers_stack_and_count_towards_hands() -> None:
    match = SheepsheadMatch(5, {"doublers": True, "hands": 3}, seed=3)
    for expected in (1, 2):
        match.deal_next()
        assert deal_of(match).multiplier == expected
        passes(match, 5)
        assert match.results[-1].complete and match.results[-1].points == [0] * 5
    match.deal_next()
    assert deal_of(match).multiplier == 4


def test_bad_option_combinations() -> None:
    for options in ({"called_ace": True, "jd_partner": True}, {"jd_call_up": True},
                    {"unknown_call": True, "no_unknown_call": True},
                    {"double_on_bump": True, "no_double_on_bump": True},
                    {"leaster": True, "doublers": True}, {"hands": 0}, {"hands": False}):
        with pytest.raises(ValueError):
            SheepsheadMatch(5, options)
    assert SheepsheadMatch(5, {"hands": True}).rules.hands == 10
    assert SheepsheadMatch(5, {"hands": 7}).rules.hands == 7


def test_deal_in_packets() -> None:
    from tablecards.games.sheepshead.cards import pack

    order = pack()
    setup = deal_packets(order, P5)
    assert setup.hands[P1][:3] == order[0:3] and setup.hands[P5][:3] == order[12:15]
    assert setup.stock == order[15:17]
    assert setup.hands[P1][3:] == order[17:20]


def test_other_refusals() -> None:
    match = match_with(stacked({P1: "QC QS JC AD 10D 7H"}, "7D 8D"))
    assert refused(match, Action(P1, "play", card("QC"))) == (
        "a play is not possible now; pick is expected")
    act(match, "pick", True)
    assert refused(match, Action(P1, "bury", (card("7D"), card("7D")))) == (
        "bury two different cards from the hand")
    assert refused(match, Action(P1, "bury", (card("7D"), card("AS")))) == "AS is not in the hand"


# -- records -------------------------------------------------------------------------------------
SCHWARZ = {
    "format": "tablecards-record", "version": 1, "game": "sheepshead", "players": 5,
    "options": {"hands": 1},
    "deals": [{
        "dealer": 4,
        "hands": [["QC", "QS", "QH", "QD", "JC", "JS"], ["AD", "10D", "AC", "10C", "KC", "9C"],
                  ["KD", "9D", "AS", "10S", "KS", "9S"], ["8D", "7D", "AH", "10H", "KH", "9H"],
                  ["8C", "7C", "8S", "7S", "8H", "7H"]],
        "stock": ["JH", "JD"],
        "actions": [
            {"seat": 0, "pick": True}, {"seat": 0, "bury": ["JH", "JD"]},
            {"seat": 0, "call": "alone"},
            *[{"seat": s, "play": c} for trick in (
                "QC AD KD 8D 8C", "QS 10D 9D 7D 7C", "QH AC AS AH 8S", "QD 10C 10S 10H 7S",
                "JC KC KS KH 8H", "JS 9C 9S 9H 7H") for s, c in enumerate(trick.split())],
        ],
    }],
}


def test_schwarz_alone_record_replays() -> None:
    result = replay_record(SCHWARZ).result()
    assert result["deals"] == [{"dealer": 4, "complete": True, "tricks": [6, 0, 0, 0, 0],
                                "points": [12, -3, -3, -3, -3],
                                "totals": [12, -3, -3, -3, -3]}]
    assert result["over"] is True and result["winners"] == [0]


def test_illegal_record_action_is_reported() -> None:
    record = {**SCHWARZ, "deals": [{**SCHWARZ["deals"][0]}]}  # type: ignore[dict-item]
    actions = list(SCHWARZ["deals"][0]["actions"])  # type: ignore[index]
    actions[4] = {"seat": 1, "play": "AC"}
    record["deals"][0]["actions"] = actions
    with pytest.raises(RecordError) as err:
        replay_record(record)
    assert str(err.value) == "deal 0, action 4: must play a trump when a trump is led"


def test_called_ace_record_with_unknown_and_deal_scored_lines() -> None:
    match = SheepsheadMatch(5, {"hands": 1}, seed=11)
    match.deal_next()
    events = []
    while match.to_move() is not None:
        events = match.apply(match.legal_actions()[0])
    scored = next(e for e in events if e.kind == "deal_scored")
    items = [line["item"] for line in scored.data["lines"]]
    assert items[-1] == "points" and scored.data["lines"][-1]["value"] == scored.data["points"]
    assert replay_record(match.to_record()).result()["totals"] == match.totals
