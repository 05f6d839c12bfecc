"""The plan the rule player names (issue 30): said only for the rule player's own move, true
on positions checked by hand, worded in the hint, and a function of the seat's view and the
seed only."""

from __future__ import annotations

import copy
import itertools
import json
import random

import pytest

from tablecards.ai.baseline import baseline_bot
from tablecards.ai.levels import explain_move, plan_fact
from tablecards.ai.reasoning import Fact, Reasoning, fact_value
from tablecards.rules.actions import Action, play
from tablecards.rules.cards import card, cards
from tablecards.rules.game import Match
from tablecards.rules.records import replay_record
from tablecards.rules.registry import game_ids
from tablecards.ui.coach_words import hint_sentence, why_sentence
from tests.ai.test_review import first_mover_match, hearts_record
from tests.ai.test_why import _ninety_nine_hearts_deal, move_named

PLANNED = ("hearts", "sheepshead", "tressette", "ninety_nine", "nominations", "mini_misere",
           "sneak")
"""The games whose rule player names its plans."""


def rule_move(match: Match, seat: int) -> Action:
    view = match.view(seat)
    return baseline_bot(match.game_id).choose(view, list(view.legal_actions),
                                              random.Random(0))


def plan_of(match: Match, seat: int, action: Action) -> str | None:
    found = plan_fact(match.game_id, match.view(seat), action, seed=3)
    return found[0].value if found else None


def test_hearts_the_three_ducks_under_the_queen_and_the_ace_has_no_plan() -> None:
    """5♠ led, Q♠ dropped, 6♠: the rule player ducks with 3♠ under the queen; A♠, which
    takes the queen, is not the rule player's move, so no plan is claimed for it."""
    match = replay_record(hearts_record("AS", stop_after=7), canonical=True).match
    duck = move_named(match, 0, "3S")
    assert rule_move(match, 0) == duck
    assert plan_of(match, 0, duck) == "duck"
    assert plan_of(match, 0, move_named(match, 0, "AS")) is None
    facts = explain_move("hearts", match.view(0), duck, dict(match.given_options), 3, 8)
    assert fact_value(facts, "plan") == "duck"
    words = why_sentence(facts)
    assert words.startswith("The plan: duck: play under the winning card and let the trick go.")
    main = hint_sentence(Reasoning("search", 100, facts=facts)).split("\n")[0]
    assert main == "The plan: duck: play under the winning card and let the trick go."


def test_sheepshead_the_partner_schmears_the_ten_on_the_pickers_queen() -> None:
    """The picker leads Q♣; its partner (holding the called A♣, which it may not play yet)
    throws its richest other card, the 10♣, onto the trick the queen surely takes."""
    from tests.games.sheepshead.helpers import P1, P2, P3, act, match_with, plays, stacked

    match = match_with(stacked({P1: "QC QS QH JD AD 7C", P2: "AC 10C KS 8S 9S 8C",
                                P3: "9C 10S 7S 7H 8H KC"}, blind="KH 9H"))
    act(match, "pick", True)
    assert plan_of(match, P1, rule_move(match, P1)) == "bury_points"
    act(match, "bury", "KH 9H")
    act(match, "call", "AC")
    assert rule_move(match, P1) == move_named(match, P1, "QC")
    assert plan_of(match, P1, move_named(match, P1, "QC")) == "draw_trumps"
    plays(match, "QC")
    schmear = move_named(match, P2, "10C")
    assert rule_move(match, P2) == schmear
    assert plan_of(match, P2, schmear) == "schmear"
    assert plan_of(match, P2, move_named(match, P2, "8S")) is None
    assert "The plan: schmear: give points to your side's winning trick." in \
        why_sentence((Fact("plan", "schmear"),))


def test_tressette_the_three_wins_the_led_king_cheaply() -> None:
    """K♣ led: the 3♣ beats it and the 4♣ does not; the rule takes a trick with value
    with its lowest winner."""
    from tests.games.tressette.test_rules import X, match_with, play_codes, stacked

    match = match_with(stacked("3C 4C", "KC"))
    play_codes(match, "KC")
    three = move_named(match, X, "3C")
    assert rule_move(match, X) == three
    assert plan_of(match, X, three) == "win_cheaply"


def test_ninety_nine_a_seat_short_of_its_bid_leads_its_strongest_trump() -> None:
    """Seat 1 bid 9 with A♥ K♥ Q♥ and hearts trumps: it needs tricks, so it leads the A♥."""
    match, seat = _ninety_nine_hearts_deal("JH 10H 9H 8H 7H 6H QS KS AS 9C 10C JC",
                                           "QC KC AC 6D 7D 8D 9D 10D JD QD KD AD")
    bids = {0: "QS KS AS", 1: "6C 7C 8C", 2: "QC KC AC"}
    for verb in ("bid", "premium"):
        while (mover := match.to_move()) is not None and \
                match.view(mover).legal_actions[0].verb == verb:
            value = tuple(cards(bids[mover])) if verb == "bid" else "pass"
            match.apply(Action(mover, verb, value))
    ace = play(seat, card("AH"))
    assert rule_move(match, seat) == ace
    assert plan_of(match, seat, ace) == "lead_strong"
    assert "you still need tricks for your bid" in why_sentence((Fact("plan", "lead_strong"),))


def test_mini_misere_a_seat_void_in_clubs_ducks_with_a_dangerous_card() -> None:
    """N leads Q♣, E and S follow with their only clubs; W, void in clubs, cannot win the
    trick: the rule player's card is a duck (or a throw-away), never a plan to win."""
    from tests.games.mini_misere.test_rules import W, run, stacked

    match = stacked(4, ["QC AC KC JC AS KS", "2C QS JS 10S 2S AH",
                        "10C KH QH JH 10H 2H", "AD KD QD JD 10D 2D"])
    run(match, "QC 2C 10C")
    move = rule_move(match, W)
    assert plan_of(match, W, move) in ("shed_danger", "discard_loser")
    facts = explain_move("mini_misere", match.view(W), move, dict(match.given_options), 3, 8)
    assert fact_value(facts, "trick_win") == 0.0


def test_nominations_thirteen_spades_bid_then_lead_low() -> None:
    """W holds every spade: the rule player bids what its hand can make; after the contract
    (spades, alone) it leads low, a trump only since nothing else is left."""
    from tests.games.nominations.test_rules import SUIT_HANDS, W, bids, stacked

    match = stacked(SUIT_HANDS)
    bids(match, "pass", "pass", "pass")
    assert match.to_move() == W
    assert plan_of(match, W, rule_move(match, W)) in ("bid_estimate", "misere_safe")
    bids(match, 10, "pass", "pass", "pass")
    match.apply(Action(W, "trump", "S", (("partner", card("KS")),)))
    lead = rule_move(match, W)
    assert lead == move_named(match, W, "2S")
    assert plan_of(match, W, lead) == "safe_lead"


# -- honest: a function of the view and the seed --------------------------------------------
def twin_of(match: Match, seat: int) -> Match | None:
    """`match` with one unplayed card of two other places swapped (the other seats' hands
    and the stock), replayed; None when no swap replays legally to the same view of `seat`."""
    record = match.to_record()
    deal = record["deals"][-1]
    used = json.dumps(deal["actions"])
    places = [("hands", s) for s in range(len(deal["hands"])) if s != seat]
    places += [("stock", None)] if deal.get("stock") else []
    for a, b in itertools.combinations(places, 2):
        for x, y in itertools.product(_pile(deal, a), _pile(deal, b)):
            if x == y or f'"{x}"' in used or f'"{y}"' in used:
                continue
            swapped = copy.deepcopy(record)
            first, second = _pile(swapped["deals"][-1], a), _pile(swapped["deals"][-1], b)
            first[first.index(x)], second[second.index(y)] = y, x
            try:
                twin = replay_record(swapped, canonical=True).match
            except ValueError:
                continue
            if twin.view(seat) == match.view(seat):
                return twin
    return _stock_twin(match, seat, record)


def _stock_twin(match: Match, seat: int, record: dict) -> Match | None:
    """`match` with two cards of the stock swapped (near either end: one of them is drawn
    last), replayed; None when no such swap keeps the view of `seat`."""
    stock = record["deals"][-1].get("stock") or []
    ends = [*range(min(4, len(stock))), *range(max(0, len(stock) - 4), len(stock))]
    for i, j in itertools.combinations(sorted(set(ends)), 2):
        swapped = copy.deepcopy(record)
        pile = swapped["deals"][-1]["stock"]
        pile[i], pile[j] = pile[j], pile[i]
        try:
            twin = replay_record(swapped, canonical=True).match
        except ValueError:
            continue
        if twin.view(seat) == match.view(seat) and twin.to_record() != match.to_record():
            return twin
    return None


def _pile(deal: dict, place: tuple[str, int | None]) -> list[str]:
    key, seat = place
    return deal[key] if seat is None else deal[key][seat]


@pytest.mark.parametrize("game_id", game_ids())
def test_the_plan_is_the_same_whatever_the_hidden_hands(game_id: str) -> None:
    """Along a deal played by the rule player, a decision's plan is the same on a twin deal
    in which two other seats hold different unplayed cards."""
    match, _ = first_mover_match(game_id, 21, None)
    checked = 0
    for _ in range(40):
        mover = match.controller()
        if mover is None or not match.view(mover).legal_actions:
            break
        action = rule_move(match, mover)
        mine = plan_of(match, mover, action)
        if mine is not None and checked < 4:
            twin = twin_of(match, mover)
            if twin is not None:
                assert plan_of(twin, mover, action) == mine
                checked += 1
        match.apply(action)
    if game_id in PLANNED:
        assert checked, f"no plan of {game_id}'s rule player was checked on a twin"
