"""Ninety-Nine through the real Match API: stacked deals for the worked examples (2, 3, 8,
9, 18), refusals with their reasons, the dummy's order of play, forms and options."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablecards.games.ninety_nine.deal import NinetyNineDeal
from tablecards.games.ninety_nine.facts import NinetyNineFacts
from tablecards.games.ninety_nine.match import NinetyNineMatch
from tablecards.games.ninety_nine.options import GameRules
from tablecards.rules.actions import Action, play
from tablecards.rules.cards import Card, card, cards
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.registry import new_match


def _nn(players: int = 3, options: dict[str, Any] | None = None, seed: int = 1) -> Match:
    return new_match("ninety_nine", players, options or {}, seed=seed)


def _cfg(m: Match) -> GameRules:
    assert isinstance(m, NinetyNineMatch)
    return m.config


def _deal(m: Match) -> NinetyNineDeal:
    assert isinstance(m.deal, NinetyNineDeal)
    return m.deal


def _bid(m: Match, seat: int, codes: str) -> None:
    m.apply(Action(seat, "bid", tuple(cards(codes))))


def _premium(m: Match, seat: int, choice: str, **extras: Any) -> None:
    m.apply(Action(seat, "premium", choice, tuple(extras.items())))


def _plays(m: Match, sequence: list[tuple[int, str]]) -> None:
    for seat, code in sequence:
        m.apply(play(seat, card(code)))


def _refusal(m: Match, action: Action) -> str:
    why = m.refusal(action)
    assert why is not None, f"{action} should be refused"
    return why.text()


def _random_step(m: Match, rng: random.Random) -> None:
    if m.needs_deal:
        m.deal_next()
        return
    legal = m.legal_actions()
    m.apply(legal[rng.randrange(len(legal))])


# Example 2 (dealer C = seat 2; A = 0 leads): A bid 3 took 3, B bid 0 took 1, C bid 5 took 5.
EX2_PLAY = ["AS KS QS 8S 7S 6S 6H 7H 8H", "AH KH QH JH 10H 6D 10C 9C 8C",
            "AD AC KC QC JC 9D 8D 7D 7C"]
EX2_BID = ["JS 10S 9S", "KD QD JD", "6C 9H 10D"]
EX2_TRICKS = [(0, "AS"), (1, "KH"), (2, "7D"), (0, "KS"), (1, "QH"), (2, "8D"),
              (0, "QS"), (1, "JH"), (2, "9D"), (0, "6H"), (1, "AH"), (2, "7C"),
              (1, "6D"), (2, "AD"), (0, "7H"), (2, "AC"), (0, "8H"), (1, "8C"),
              (2, "KC"), (0, "6S"), (1, "9C"), (2, "QC"), (0, "7S"), (1, "10C"),
              (2, "JC"), (0, "8S"), (1, "10H")]

# Example 3: A declared, bid 4 took 4; B bid 2 took 3; C bid 1 took 2.
EX3_PLAY = ["AS KS QS JS 10S 9S 8S 6H AC", "AH KH QH 10H 9H 8H 7H 6D 7C",
            "AD KD 9D KC QC JC 10C 9C 8C"]
EX3_BID = ["6S 6C 10D", "JH 7D 8D", "7S QD JD"]
EX3_TRICKS = [(0, "AS"), (1, "7C"), (2, "8C"), (0, "KS"), (1, "7H"), (2, "9C"),
              (0, "QS"), (1, "8H"), (2, "10C"), (0, "JS"), (1, "9H"), (2, "JC"),
              (0, "6H"), (1, "AH"), (2, "QC"), (1, "KH"), (2, "KC"), (0, "10S"),
              (1, "QH"), (2, "9D"), (0, "9S"), (1, "6D"), (2, "AD"), (0, "8S"),
              (2, "KD"), (0, "AC"), (1, "10H")]


def _stack3(m: Match, play_hands: list[str], bid_hands: list[str], dealer: int = 2) -> None:
    hands = [cards(p) + cards(b) for p, b in zip(play_hands, bid_hands, strict=True)]
    m.deal_next(DealSetup(dealer, hands))


def test_example_2_two_successes_through_the_match() -> None:
    m = _nn()
    _stack3(m, EX2_PLAY, EX2_BID)
    for seat in range(3):
        _bid(m, seat, EX2_BID[seat])
    for seat in range(3):
        _premium(m, seat, "pass")
    _plays(m, EX2_TRICKS)
    assert m.results[0].tricks == [3, 1, 5]
    assert m.results[0].points == [23, 1, 25]
    assert m.totals == [23, 1, 25]
    m.deal_next()
    assert m.view(0).trump == "H"


def test_example_3_sole_declarer_through_the_match() -> None:
    m = _nn()
    _stack3(m, EX3_PLAY, EX3_BID)
    for seat in range(3):
        _bid(m, seat, EX3_BID[seat])
    _premium(m, 0, "declare")
    _premium(m, 1, "pass")
    _premium(m, 2, "pass")
    seen = m.view(1)
    assert NinetyNineFacts.of(seen).face_up_bids == {"0": ["6S", "6C", "10D"]}
    assert seen.visible_hands == {}
    _plays(m, EX3_TRICKS)
    assert m.results[0].tricks == [4, 3, 2]
    assert m.results[0].points == [64, 3, 2]
    m.deal_next()
    assert m.view(2).trump == "S"


def test_must_follow_and_bid_refusals() -> None:
    m = _nn()
    _stack3(m, EX2_PLAY, EX2_BID)
    assert _refusal(m, play(0, card("AS"))) == "a play is not possible now; bid is expected"
    assert _refusal(m, Action(0, "bid", tuple(cards("JS 10S")))) == "three bid cards are needed"
    assert _refusal(m, Action(0, "bid", card("JS"))) == "three bid cards are needed"
    assert _refusal(m, Action(0, "bid", tuple(cards("JS JS 9S")))) == (
        "the three bid cards must be different cards")
    assert _refusal(m, Action(0, "bid", tuple(cards("JS 10S AD")))) == "AD is not in the hand"
    assert _refusal(m, Action(1, "bid", tuple(cards("KD QD JD")))) == (
        "it is seat 0's turn, not seat 1's")
    for seat in range(3):
        _bid(m, seat, EX2_BID[seat])
    assert _refusal(m, Action(0, "premium", "maybe")).startswith("the premium choice must be")
    assert _refusal(m, Action(0, "premium", "declare", (("trump", "S"),))) == (
        "trumps are not named in this game")
    for seat in range(3):
        _premium(m, seat, "pass")
    _plays(m, EX2_TRICKS[:3])
    _plays(m, EX2_TRICKS[3:9])
    m.apply(play(0, card("6H")))
    assert _refusal(m, play(1, card("6D"))) == "must follow hearts"
    assert _refusal(m, play(1, card("AS"))) == "AS is not in the hand"
    assert _refusal(m, play(1, card("AH"), snap=True)).startswith("snap is only possible")


def _bid_all(m: Match) -> None:
    while _deal(m).phase == "bid":
        m.apply(m.legal_actions()[0])


def _deal_with_dealer(m: Match, dealer: int) -> None:
    setup = m.shuffled_setup()
    m.deal_next(DealSetup(dealer, setup.hands, setup.stock))


def test_example_8_premium_round() -> None:
    m = _nn(seed=3)
    _deal_with_dealer(m, 2)
    _bid_all(m)
    _premium(m, 0, "declare")
    _premium(m, 1, "reveal")
    deal = _deal(m)
    assert deal.phase == "play" and m.to_move() == 0  # C was not asked
    assert deal.premium.holders() == {1: "reveal"}
    seen = m.view(0)
    assert set(NinetyNineFacts.of(seen).face_up_bids) == {"1"}  # A's declaration is void
    assert seen.visible_hands == {1: deal.hands[1]}

    m = _nn(seed=4)
    _deal_with_dealer(m, 2)
    _bid_all(m)
    _premium(m, 0, "pass")
    _premium(m, 1, "declare")
    _premium(m, 2, "pass")
    assert _deal(m).premium.holders() == {1: "declare"}

    m = _nn(seed=5)
    _deal_with_dealer(m, 2)
    _bid_all(m)
    _premium(m, 0, "declare")
    _premium(m, 1, "pass")
    assert _refusal(m, Action(2, "premium", "declare")) == (
        "only reveal or pass after a declaration")
    assert {a.value for a in m.legal_actions()} == {"pass", "reveal"}


@pytest.mark.parametrize(("offers", "holder"), [
    (("declare", "declare", "reveal"), {2: "reveal"}),
    (("declare", "declare", "pass"), {0: "declare"}),
    (("pass", "reveal", "reveal"), {1: "reveal"}),
])
def test_example_9_premium_priority(offers: tuple[str, str, str], holder: dict[int, str]) -> None:
    m = _nn(options={"premium_priority": True}, seed=6)
    _deal_with_dealer(m, 2)
    _bid_all(m)
    for seat, offer in enumerate(offers):
        events = m.apply(Action(seat, "premium", offer))
        if seat < 2:
            # Secret until all are in: neither the views nor the events say what was offered.
            public = NinetyNineFacts.of(m.view(seat + 1)).premium
            assert public == {"mode": "priority", "closed": False,
                              "offered": list(range(seat + 1))}
            assert all(e.kind == "premium_offer" and not e.data for e in events)
    assert _deal(m).premium.holders() == holder
    premium = NinetyNineFacts.of(m.view(0)).premium
    assert premium.get("holders") == {str(s): k for s, k in holder.items()}


def _play_random_deals(m: Match, count: int, seed: int) -> None:
    rng = random.Random(seed)
    while len(m.results) < count or not m.needs_deal:
        _random_step(m, rng)


SNAP_HANDS = {  # by role: A leads, B and C are void in diamonds
    "A": "AD KD QD JD 10D 9D 8D 7D 6D 6S 7S 8S",
    "B": "AS KS QS JS 10S 9S AH KH QH JH 10H 9H",
    "C": "AC KC QC JC 10C 9C 8C 7C 6C 8H 7H 6H",
}


def _stack_roles(m: Match, hands: dict[str, str]) -> tuple[int, int, int]:
    dealer = m.next_dealer()
    a, b, c = (dealer + 1) % 3, (dealer + 2) % 3, dealer
    by_seat = {a: hands["A"], b: hands["B"], c: hands["C"]}
    m.deal_next(DealSetup(dealer, [cards(by_seat[s]) for s in range(3)]))
    return a, b, c


def test_example_18_snap_through_the_match() -> None:
    m = _nn(options={"naughty_nun": True}, seed=8)
    _play_random_deals(m, 8, seed=8)
    before = m.clone()
    a, b, c = _stack_roles(m, SNAP_HANDS)
    _bid(m, a, "6S 7S 8S")
    _bid(m, b, "AH KH JH")
    _bid(m, c, "8H 7H 6H")
    assert NinetyNineFacts.of(m.view(a)).snap_allowed
    m.apply(play(a, card("QD")))
    assert _refusal(m, play(b, card("KS"), snap=True)).startswith("snap is only possible")
    assert Action(b, "play", card("QS"), (("snap", True),)) in m.legal_actions()
    m.apply(play(b, card("QS"), snap=True))
    m.apply(play(c, card("QC"), snap=True))
    assert _deal(m).tricks[0].winner == c

    # Without the call, Q♠ has no claim: the highest diamond wins.
    m = before
    hands = dict(SNAP_HANDS, A="AD QD JD 10D 9D 8D 7D 6D AC 6S 7S 8S",
                 C="KD KC QC JC 10C 9C 8C 7C 6C 8H 7H 6H")
    a, b, c = _stack_roles(m, hands)
    _bid(m, a, "6S 7S 8S")
    _bid(m, b, "AH KH JH")
    _bid(m, c, "8H 7H 6H")
    m.apply(play(a, card("QD")))
    m.apply(play(b, card("QS")))
    assert _refusal(m, play(c, card("QC"), snap=True)).startswith("snap is only possible")
    m.apply(play(c, card("KD")))
    assert _deal(m).tricks[0].winner == c
    assert m.over is False


def test_dummy_deal_order_bid_cards_and_play_order() -> None:
    m = _nn(2, {"two_player_dummy": True}, seed=11)
    assert m.seats == 3
    m.deal_next()
    setup, deal = m.setups[-1], _deal(m)
    dealer, non = setup.dealer, 1 - setup.dealer
    assert deal.bids[2] == setup.hands[2][:3]
    assert m.view(0).hand_sizes == [12, 12, 9]
    assert m.view(0).trump == "C"  # deal 1 with the seed's rules
    assert m.to_move() == non
    rng = random.Random(2)
    while deal.phase != "play":
        assert 2 not in m.view(0).visible_hands
        _random_step(m, rng)
    assert m.view(0).visible_hands[2] == deal.hands[2]
    controllers: list[int] = []
    while not deal.is_complete():
        if m.to_move() == 2:
            controllers.append(m.controller() or 0)
        _random_step(m, rng)
    control = non
    for i, trick in enumerate(deal.tricks):
        seats = [s for s, _ in trick.plays]
        if i == 0:
            expected = [non, dealer, 2]
        elif deal.tricks[i - 1].winner == 2:
            expected = [2, 1 - control, control]
        else:
            control = deal.tricks[i - 1].winner or 0
            expected = [control, 1 - control, 2]
        assert seats == expected
        assert controllers[i] == control


def test_dummy_dealing_sequence() -> None:
    m = _nn(2, {"two_player_dummy": True})
    pack = m.pack()
    setup = m.deal_out(1, pack)
    assert setup.hands[0][:2] == pack[0:4:3] and setup.hands[1][0] == pack[1]
    assert setup.hands[2][0] == pack[2]
    assert [len(h) for h in setup.hands] == [12, 12, 12]


def test_pairs_bid_cards_face_up_after_all_bids() -> None:
    m = _nn(4, {"four_player_pairs": True}, seed=2)
    m.deal_next()
    seat = m.to_move()
    m.apply(m.legal_actions()[0])
    assert NinetyNineFacts.of(m.view((seat or 0) + 1)).face_up_bids == {}
    _bid_all(m)
    assert _deal(m).phase == "play"  # no premium round at all
    assert set(NinetyNineFacts.of(m.view(0)).face_up_bids) == {"0", "1", "2", "3"}


def test_five_player_declares_and_no_reveal() -> None:
    m = _nn(5, {}, seed=3)
    assert isinstance(m, NinetyNineMatch) and m.config.form.id == "five_player"
    m.deal_next()
    _bid_all(m)
    seat = m.to_move() or 0
    assert _refusal(m, Action(seat, "premium", "reveal")) == (
        "reveal is not offered in this form of the game")
    for _ in range(5):
        m.apply(Action(m.to_move() or 0, "premium", "declare"))
    assert len(_deal(m).premium.holders()) == 5


def test_trump_call_and_nines() -> None:
    m = _nn(options={"premium_trump_call": True, "trump_nines": True}, seed=4)
    _deal_with_dealer(m, 2)
    _bid_all(m)
    assert m.refusal(Action(0, "premium", "declare")) is None  # naming trumps is optional
    _premium(m, 0, "declare", trump="C")
    assert _refusal(m, Action(1, "premium", "pass", (("trump", "S"),))) == (
        "a trump may only be named with a declare or reveal")
    assert _refusal(m, Action(1, "premium", "reveal", (("trump", "X"),))).startswith(
        "the trump must be one of")
    _premium(m, 1, "reveal", trump="nines")
    assert m.view(2).trump == "nines"
    assert _deal(m).ctx.nines


def test_no_bid_fixed_revealer_lays_bid_cards() -> None:
    m = _nn(options={"no_bid": True}, seed=5)
    _deal_with_dealer(m, 2)
    deal = _deal(m)
    assert deal.phase == "premium"
    assert _refusal(m, Action(0, "premium", "declare")).startswith("the premium choice")
    _premium(m, 0, "pass")
    _premium(m, 1, "reveal")
    assert deal.phase == "revealer_bid" and m.to_move() == 1
    assert m.view(0).visible_hands[1] == deal.hands[1]
    m.apply(m.legal_actions()[0])
    assert deal.phase == "play" and len(deal.hands[1]) == 9 and len(deal.hands[0]) == 12
    rng = random.Random(1)
    while not deal.is_complete():
        _random_step(m, rng)
    assert [len(h) for h in deal.hands] == [3, 0, 3]


def test_no_bid_announce() -> None:
    m = _nn(options={"no_bid": True, "no_bid_premium_announce": True}, seed=6)
    _deal_with_dealer(m, 2)
    assert _refusal(m, Action(0, "premium", "reveal")) == (
        "the announced bid must be a number from 0 to 9")
    assert _refusal(m, Action(0, "premium", "reveal", (("announce", 10),))) == (
        "the announced bid must be a number from 0 to 9")
    _premium(m, 0, "reveal", announce=4)
    deal = _deal(m)
    assert deal.phase == "play" and m.view(1).visible_hands[0] == deal.hands[0]
    rng = random.Random(1)
    while not deal.is_complete():
        _random_step(m, rng)
    assert deal.final_bids()[0] == 4


def test_naughty_site_show_sets_trump_and_bars_nine_bids() -> None:
    m = _nn(options={"naughty_nun_site": True}, seed=7)
    m.deal_next()
    deal = _deal(m)
    assert deal.phase == "show" and m.view(0).trump is None
    shown = []
    for _ in range(3):
        seat = m.to_move() or 0
        c = sorted(deal.hands[seat])[0]
        shown.append(c)
        m.apply(Action(seat, "show", c))
        if len(shown) < 3:
            assert NinetyNineFacts.of(m.view((seat + 1) % 3)).shows == {}
    assert deal.phase == "bid" and m.view(0).trump is not None
    rng = random.Random(3)
    while len(m.results) < 5 or not m.needs_deal:
        _random_step(m, rng)
    m.deal_next()  # site deal 6: no nine bid cards, lead a nine
    seat = m.to_move() or 0
    nines = [c for c in _deal(m).hands[seat] if c.rank.code == "9"]
    if nines:
        others = [c for c in _deal(m).hands[seat] if c not in nines][:2]
        bad = Action(seat, "bid", (nines[0], *others))
        assert _refusal(m, bad) == "nines may not be bid cards in this deal"


def test_form_inference_and_bad_options() -> None:
    forms = {p: _cfg(_nn(p)).form.id for p in (2, 3, 4, 5)}
    assert forms == {2: "two_player_24", 3: "standard_3p", 4: "four_player", 5: "five_player"}
    assert _cfg(_nn(2, {"naughty_nun": True})).form.id == "two_player_24"
    assert _cfg(_nn(3, {"match_fixed_deals": True})).fixed_deals == 3
    assert _cfg(_nn(3, {"match_fixed_deals": True, "joker_turnup": True})).fixed_deals == 9
    assert _cfg(_nn(4, {"match_fixed_deals": 7})).fixed_deals == 7
    for players, options in [
        (3, {"four_player": True}), (4, {"two_player_dummy": True}),
        (3, {"trump_nines": True}), (3, {"naughty_nun": True, "joker_turnup": True}),
        (3, {"naughty_nun": True, "naughty_nun_site": True}),
        (4, {"joker_turnup": True}), (3, {"dummy_penguin": True}),
        (3, {"bridge_variant": True}), (3, {"match_fixed_deals": "x"}),
    ]:
        with pytest.raises(ValueError):
            _nn(players, options)


def test_check_setup() -> None:
    m = _nn(options={"joker_turnup": True})
    setup = m.shuffled_setup()
    with pytest.raises(ValueError, match="12 cards"):
        m.deal_next(DealSetup(setup.dealer, [*setup.hands[:2], setup.hands[2] + setup.stock]))
    m2 = _nn()
    s2 = m2.shuffled_setup()
    hands = [s2.hands[0] + s2.hands[1][:1], s2.hands[1][1:], s2.hands[2]]
    with pytest.raises(ValueError, match="12 cards"):
        m2.deal_next(DealSetup(s2.dealer, hands))
    with pytest.raises(ValueError, match="dealer"):
        m2.deal_next(DealSetup(3, s2.hands))


def test_joker_turnup_trump_in_view() -> None:
    m = _nn(options={"joker_turnup": True}, seed=9)
    m.deal_next()
    turnup: Card = m.setups[-1].stock[0]
    seen = m.view(0)
    assert NinetyNineFacts.of(seen).turnup == turnup.code
    suit = turnup.suit.code if turnup.suit is not None else "none"
    expected = "none" if turnup.rank.code == "9" else suit
    assert seen.trump == expected


@pytest.mark.parametrize(("options", "players", "scores", "winners"), [
    ({}, 3, [100, 100, 50], []),
    ({"tie_shared": True}, 3, [100, 100, 50], [0, 1]),
    ({}, 3, [99, 98, 50], []),
    ({}, 3, [101, 98, 50], [0]),
    ({}, 5, [249, 0, 0, 0, -40], []),
    ({}, 5, [250, 0, 0, 0, -40], [0]),
    ({"five_player_500": True}, 5, [250, 0, 0, 0, 0], []),
    ({"four_player_pairs": True}, 4, [100, 90, 100, 90], [0, 2]),
    ({"two_player_dummy": True}, 2, [50, 60, 100], [2]),
    ({"two_player_dummy": True, "dummy_100_continue": True}, 2, [50, 60, 100], []),
    ({"two_player_dummy": True, "dummy_100_continue": True}, 2, [100, 60, 120], [0]),
])
def test_game_end(options: dict[str, Any], players: int, scores: list[int],
                  winners: list[int]) -> None:
    m = _nn(players, options)
    assert isinstance(m, NinetyNineMatch)
    m.game_scores = scores
    assert m._game_winners() == winners


def test_rubber_bonuses() -> None:
    m = _nn(options={"rubber_penguin": True}, seed=12)
    assert isinstance(m, NinetyNineMatch)
    rng = random.Random(4)
    games = 0
    while not m.over:
        _random_step(m, rng)
        if m.games_played != games:
            games = m.games_played
            assert m.game_scores == [0, 0, 0] or m.over
            assert _deal(m).is_complete()
    assert max(m.game_wins) == 3 and m.winners == [m.game_wins.index(3)]
    assert m.totals == [sum(r.points[s] for r in m.results if r.points) for s in range(3)]


def test_naughty_site_deal_6_first_lead_must_be_a_nine() -> None:
    checked = False
    for seed in range(10):
        m = _nn(options={"naughty_nun_site": True}, seed=seed)
        _play_random_deals(m, 5, seed)
        m.deal_next()
        _bid_all(m)
        leader = m.to_move() or 0
        hand = _deal(m).hands[leader]
        nines = [c for c in hand if c.rank.code == "9"]
        others = [c for c in hand if c.rank.code != "9"]
        if nines and others:
            assert _refusal(m, play(leader, others[0])) == (
                "the first lead must be a nine when holding one")
            assert {a.value for a in m.legal_actions()} == set(nines)
            checked = True
            break
    assert checked


def test_premium_without_trump_name_keeps_the_deals_trump() -> None:
    """`premium_trump_call` lets the bidder name trumps; a record may also name none."""
    match = new_match("ninety_nine", 3, {"premium_trump_call": True}, seed=3)
    match.deal_next()
    while match.legal_actions()[0].verb == "bid":
        match.apply(match.legal_actions()[0])
    seat = match.to_move()
    assert seat is not None
    match.apply(Action(seat, "premium", "declare"))
    for _ in range(2):
        match.apply(Action(match.to_move() or 0, "premium", "pass"))
    assert match.view(0).trump == "none"  # deal 1 is at no trump and nobody named one
