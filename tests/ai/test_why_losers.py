"""Likely losers (issue 30): the losing-trick count of the cards a seat keeps, from its own
hand only, checked by hand and the same whatever the other seats hold."""

from __future__ import annotations

import random

import pytest

from tablecards.ai.baseline import baseline_bot
from tablecards.ai.levels import plan_fact
from tablecards.ai.reasoning import Fact, fact_value
from tablecards.ai.search.why import likely_losers
from tablecards.rules.actions import Action
from tablecards.ui.coach_words import why_sentence
from tests.ai.test_review import first_mover_match
from tests.ai.test_why import _bid_of, _ninety_nine_hearts_deal, facts_of


@pytest.mark.parametrize(("places", "losers"), [
    ([[0]], 0),  # a lone ace
    ([[1]], 1),  # a lone king
    ([[1, 6]], 1),  # K-x
    ([[6, 9]], 2),  # x-x
    ([[2, 6, 8]], 2),  # Q-x-x
    ([[0, 1, 2, 5, 7]], 0),  # A-K-Q-x-x: the long cards count as winners
    ([[5, 6, 7], [0, 2]], 4),  # x-x-x and A-Q
    ([], 0),
])
def test_the_losing_trick_count(places: list[list[int]], losers: int) -> None:
    assert likely_losers(places) == losers


def test_ninety_nine_the_cards_kept_after_a_bid_have_their_losers_counted() -> None:
    """Seat 1 holds A♥ K♥ Q♥, six spades from the 6 to the J and 6♣ 7♣ 8♣ (a 36-card pack,
    the 6 lowest). Bidding the three clubs keeps A K Q of hearts (no loser) and J 10 9 of
    spades at the top of the spades (three losers): 3. Bidding Q♥ 6♣ 7♣ keeps A♥ K♥ (none),
    the lone 8♣ (one) and the spades (three): 4."""
    west = "JH 10H 9H 8H 7H 6H QS KS AS 9C 10C JC"
    east = "QC KC AC 6D 7D 8D 9D 10D JD QD KD AD"
    match, seat = _ninety_nine_hearts_deal(west, east)
    for codes, losers in (("6C 7C 8C", 3), ("QH 6C 7C", 4)):
        facts = facts_of(match, seat, _bid_of(match, seat, codes))
        assert fact_value(facts, "likely_losers") == losers, codes
    words = why_sentence(facts_of(match, seat, _bid_of(match, seat, "6C 7C 8C")))
    assert "Likely losers in the cards you keep: 3 (counted suit by suit" in words
    twin, _ = _ninety_nine_hearts_deal(west.replace("JH", "QC"), east.replace("QC", "JH"))
    assert fact_value(facts_of(twin, seat, _bid_of(twin, seat, "6C 7C 8C")),
                      "likely_losers") == 3


def test_nominations_a_bid_counts_the_hands_losers() -> None:
    """Example 9's hands: 6-9♥ with A-6♦ is 3 losers (the hearts' top three), K Q J 10♥
    with 5-2♦ and A-10♣ is 4, 2-5♥ with A-6♠ is 3, A♥ with 2-5♠ and 2-9♣ is 6."""
    from tests.games.nominations.test_rules import MISERE_HANDS, stacked

    match = stacked(MISERE_HANDS)
    expected = {0: 3, 1: 4, 2: 3, 3: 6}
    for _ in range(4):
        seat = match.to_move()
        assert seat is not None
        passing = Action(seat, "bid", "pass")
        assert passing in match.view(seat).legal_actions
        assert fact_value(facts_of(match, seat, passing), "likely_losers") == expected[seat]
        match.apply(passing)


@pytest.mark.parametrize("game_id", ["ninety_nine", "nominations"])
def test_likely_losers_are_the_same_whatever_the_hidden_hands_and_stock(game_id: str) -> None:
    plain, seat = first_mover_match(game_id, 21, None)
    other, _ = first_mover_match(game_id, 21, 99)
    assert plain.view(seat) == other.view(seat) and plain.to_record() != other.to_record()
    action = plain.view(seat).legal_actions[0]
    mine = fact_value(facts_of(plain, seat, action), "likely_losers")
    assert mine is not None and mine == fact_value(facts_of(other, seat, action),
                                                   "likely_losers")


def test_mini_misere_the_lot_counts_the_cards_that_are_not_sure_winners() -> None:
    """N leads first and may bid the Lot with its card. A C K C Q C J C are sure (nothing
    out beats them), and so were A♠ K♠; with 10♠ K♠ instead (the A♠ with E) two cards are
    not sure winners, and the rule player leads a sure card without the Lot."""
    from tests.games.mini_misere.test_rules import N, stacked

    others = ["10C KH QH JH 10H 2H", "AD KD QD JD 10D 2D"]
    sure = stacked(4, ["QC AC KC JC AS KS", "2C QS JS 10S 2S AH", *others])
    doubtful = stacked(4, ["QC AC KC JC 10S KS", "2C QS JS AS 2S AH", *others])
    for match, count in ((sure, 0), (doubtful, 2)):
        view = match.view(N)
        assert any(a.get("lot") for a in view.legal_actions)
        action = view.legal_actions[0]
        facts = facts_of(match, N, action)
        assert fact_value(facts, "lot_doubtful") == count
    for match, bids_lot in ((sure, True), (doubtful, False)):
        view = match.view(N)
        rule = baseline_bot("mini_misere").choose(view, list(view.legal_actions),
                                                  random.Random(0))
        assert bool(rule.get("lot")) == bids_lot
        plan = "lot_sure" if bids_lot else "cash_winner"  # without the Lot: a sure card led
        assert plan_fact("mini_misere", view, rule) == (Fact("plan", plan),)
    assert "Cards in your hand that are not sure winners: 2" in why_sentence(
        facts_of(doubtful, N, doubtful.view(N).legal_actions[0]))


def test_sheepshead_the_pick_counts_trumps_and_fail_losers() -> None:
    """Offered the blind with Q♣ Q♠ Q♥ J♦ A♦ 7♣: five trumps (queens, jacks and diamonds)
    and one likely loser, the 7♣ (a fail card that is not an ace)."""
    from tests.games.sheepshead.helpers import P1, P2, P3, match_with, stacked

    match = match_with(stacked({P1: "QC QS QH JD AD 7C", P2: "AC 10C KS 8S 9S 8C",
                                P3: "9C 10S 7S 7H 8H KC"}, blind="KH 9H"))
    assert match.to_move() == P1
    pick = next(a for a in match.view(P1).legal_actions if a.verb == "pick" and a.value)
    facts = facts_of(match, P1, pick)
    assert fact_value(facts, "trumps_held") == 5
    assert fact_value(facts, "fail_losers") == 1
    words = why_sentence(facts)
    assert "Trumps in your hand: 5." in words and "Likely losers in your hand: 1 (" in words
