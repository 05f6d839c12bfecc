"""Tressette for two: the worked examples of games/tressette/spec.md §8 and the refusals."""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

from tablecards.games.tressette.facts import TressetteFacts
from tablecards.games.tressette.match import (
    TressetteDeal,
    TressetteMatch,
    hand_points,
    pile_thirds,
    trick_winner,
)
from tablecards.rules.actions import Action, IllegalAction, play
from tablecards.rules.cards import Card, card, cards, pack_40
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.registry import new_match

X, Y = 0, 1  # X deals, Y leads the first trick


def stacked(
    x: str, y: str, stock: str = "", *, x_void: str = "", y_void: str = ""
) -> DealSetup:
    """A deal with X dealing: the named cards first, the rest of the pack filled in.

    `x_void`/`y_void` name suits (codes) the filler must not give that hand.
    """
    rest = [c for c in pack_40() if c not in cards(f"{x} {y} {stock}")]
    hands = [cards(x), cards(y)]
    for hand, void in zip(hands, (x_void, y_void), strict=True):
        while len(hand) < 10:
            pick = next(c for c in rest if c.suit is not None and c.suit.code not in void)
            rest.remove(pick)
            hand.append(pick)
    return DealSetup(X, hands, cards(stock) + rest)


def match_with(setup: DealSetup, **options: object) -> TressetteMatch:
    match = TressetteMatch(2, options, seed=1, first_dealer=setup.dealer)
    match.deal_next(setup)
    return match


def deal_of(match: Match) -> TressetteDeal:
    assert isinstance(match.deal, TressetteDeal)
    return match.deal


def play_codes(match: Match, *codes: str) -> list[str]:
    """Play cards in turn order; the kinds of the events."""
    kinds = []
    for code in codes:
        seat = match.to_move()
        assert seat is not None
        kinds += [e.kind for e in match.apply(play(seat, card(code)))]
    return kinds


# -- §8.1 trick winners ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("lead", "follow", "x_void", "winner"),
    [("7S", "AS", "", X), ("AS", "3S", "", X), ("KD", "2D", "", X), ("4H", "3C", "H", Y)],
)
def test_trick_winners(lead: str, follow: str, x_void: str, winner: int) -> None:
    """Y leads, X follows; in the last case X has no heart."""
    match = match_with(stacked(follow, lead, x_void=x_void))
    play_codes(match, lead, follow)
    assert deal_of(match).tricks[0].winner == winner
    assert match.to_move() == winner


def test_trick_winner_examples_as_functions() -> None:
    assert trick_winner(Y, card("7S"), card("AS")) == X
    assert trick_winner(Y, card("AS"), card("3S")) == X
    assert trick_winner(Y, card("KD"), card("2D")) == X
    assert trick_winner(Y, card("4H"), card("3C")) == Y


# -- §8.2 must follow ------------------------------------------------------------------------
def test_must_follow_only_the_led_suit_is_legal() -> None:
    match = match_with(stacked("4C AH", "QC", x_void="C"))
    play_codes(match, "QC")
    assert match.legal_actions() == [play(X, card("4C"))]
    why = match.refusal(play(X, card("AH")))
    assert why is not None and why.id == "must_follow"
    assert why.text() == "must follow clubs"
    with pytest.raises(IllegalAction, match="must follow clubs"):
        match.apply(play(X, card("AH")))


def test_must_follow_hearts_text() -> None:
    match = match_with(stacked("4H AS", "QH", x_void="H"))
    play_codes(match, "QH")
    why = match.refusal(play(X, card("AS")))
    assert why is not None and str(why) == "must follow hearts"


def test_void_follower_may_play_anything() -> None:
    match = match_with(stacked("AS", "QH", x_void="H"))
    play_codes(match, "QH")
    assert len(match.legal_actions()) == 10


def test_other_refusals() -> None:
    match = match_with(stacked("AS", "QH"))
    not_held = match.refusal(play(Y, card("AS")))
    assert not_held is not None and not_held.text() == "AS is not in the hand"
    turn = match.refusal(play(X, card("AS")))
    assert turn is not None and turn.id == "not_your_turn"
    verb = match.refusal(Action(Y, "bid", 3))
    assert verb is not None and verb.id == "wrong_verb"
    extra = match.refusal(play(Y, card("QH"), snap=True))
    assert extra is not None and extra.id == "bad_value"


# -- §8.3-8.5 scoring ------------------------------------------------------------------------
def test_card_points_round_down() -> None:
    pile = cards("AS AH 3C 2D KS QC JH 7D 6S")
    assert pile_thirds(pile) == 11  # 2 + 5/3 = 3 2/3
    assert hand_points(11, False) == 3
    assert hand_points(11, True) == 4


def test_last_trick_after_rounding() -> None:
    assert hand_points(13, True) == 5  # 4 1/3 -> 4, +1


def test_whole_hand_distributes_eleven() -> None:
    x_thirds, y_thirds = 3 * 3 + 11, 1 * 3 + 9
    assert x_thirds + y_thirds == 32  # the pack: 10 2/3
    assert hand_points(x_thirds, True) == 7
    assert hand_points(y_thirds, False) == 4


# -- §8.6 draw order and visibility ----------------------------------------------------------
def test_draw_order_and_visibility() -> None:
    match = match_with(stacked("AS", "7S", "5S KH"))
    events = []
    for code in ("7S", "AS"):
        seat = match.to_move()
        assert seat is not None
        events += match.apply(play(seat, card(code)))
    drawn = [(e.seat, e.data["card"]) for e in events if e.kind == "drawn"]
    assert drawn == [(X, "5S"), (Y, "KH")]
    assert match.to_move() == X
    assert match.view(X).known_cards == {Y: [card("KH")]}
    assert match.view(Y).known_cards == {X: [card("5S")]}
    assert TressetteFacts.of(match.view(Y)).stock == 18
    match.apply(play(X, card("5S")))
    assert match.view(Y).known_cards == {X: []}


def test_view_hides_the_unseen_hand_and_stock() -> None:
    match = match_with(stacked("AS", "7S", "5S KH"))
    view = match.view(Y)
    assert view.hand_sizes == [10, 10]
    assert view.visible_hands == {}
    assert set(view.all_cards()) == set(deal_of(match).hands[Y])


# -- §8.7 stock exhaustion -------------------------------------------------------------------
def test_stock_runs_out_after_trick_ten() -> None:
    match = new_match("tressette", 2, seed=5)
    match.deal_next()
    rng = random.Random(5)
    deal = deal_of(match)
    while len(deal.tricks) < 10:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    assert deal.stock == []
    assert [len(h) for h in deal.hands] == [10, 10]
    kinds: list[str] = []
    while len(deal.tricks) < 11:
        kinds += [e.kind for e in match.apply(match.legal_actions()[0])]
    assert "drawn" not in kinds and "trick_won" in kinds


# -- §8.8-8.9 match end ----------------------------------------------------------------------
def hand_scoring(match: Match, want: list[int]) -> Match:
    """A copy of the match after one more random hand scoring `want` (seed search)."""
    for seed in range(2000):
        trial = match.clone()
        trial.deal_next(trial.shuffled_setup(seed))
        rng = random.Random(seed)
        while trial.to_move() is not None:
            legal = trial.legal_actions()
            trial.apply(legal[rng.randrange(len(legal))])
        if trial.results[-1].points == want:
            return trial
    raise AssertionError(f"no hand scoring {want}")


def test_game_end_higher_total_wins() -> None:
    match = TressetteMatch(2, seed=3, first_dealer=X)
    match.totals = [17, 16]
    done = hand_scoring(match, [4, 7])
    assert done.totals == [21, 23]
    assert done.over and done.winners == [Y]


def test_tie_at_target_plays_on() -> None:
    match = TressetteMatch(2, seed=3, first_dealer=X)
    match.totals = [15, 18]
    tied = hand_scoring(match, [7, 4])
    assert tied.totals == [22, 22] and not tied.over and tied.needs_deal
    done = hand_scoring(tied, [5, 6])
    assert done.totals == [27, 28] and done.over and done.winners == [Y]


def test_tie_at_target_shared_when_not_playing_on() -> None:
    match = TressetteMatch(2, {"tie_play_on": False}, seed=3, first_dealer=X)
    match.totals = [15, 18]
    tied = hand_scoring(match, [7, 4])
    assert tied.over and tied.winners == [X, Y]


def test_targets() -> None:
    match = TressetteMatch(2, {"target_score": 11}, seed=3, first_dealer=X)
    first = hand_scoring(match, [6, 5])
    assert not first.over
    done = hand_scoring(first, [4, 7])
    assert done.totals == [10, 12] and done.over and done.winners == [Y]


# -- deal, options, setup --------------------------------------------------------------------
def test_deal_one_at_a_time_non_dealer_first_and_dealer_alternates() -> None:
    match = TressetteMatch(2, seed=11, first_dealer=X)
    order = [card(c) for c in ("AS", "KS")] + [c for c in pack_40() if c.code not in "AS KS"]
    setup = match.deal_out(X, order)
    assert setup.hands[Y][:1] == [card("AS")] and setup.hands[X][:1] == [card("KS")]
    assert setup.stock == order[20:]
    match.deal_next()
    assert match.to_move() == Y
    while not match.needs_deal:
        match.apply(match.legal_actions()[0])
    match.deal_next()
    assert match.setups[-1].dealer == Y and match.to_move() == X


def test_options() -> None:
    match = TressetteMatch(2)
    assert match.options["target_score"] == 21 and match.options.on("tie_play_on")
    with pytest.raises(ValueError, match="unknown option"):
        TressetteMatch(2, {"declarations": True})
    with pytest.raises(ValueError, match="one of 11, 21, 31, 51"):
        TressetteMatch(2, {"target_score": 25})
    with pytest.raises(ValueError, match="2 players"):
        TressetteMatch(3)
    targets = {o.get("target_score", 21) for _, o in TressetteMatch.variant_examples}
    ties = {o.get("tie_play_on", True) for _, o in TressetteMatch.variant_examples}
    assert targets == {11, 21, 31, 51} and ties == {True, False}


def _setup(hands: Iterable[list[Card]], stock: list[Card]) -> DealSetup:
    return DealSetup(X, [list(h) for h in hands], stock)


def test_check_setup_sizes_and_pack() -> None:
    match = TressetteMatch(2)
    pack = pack_40()
    assert match.check_setup(_setup([pack[:10], pack[10:20]], pack[20:])) is None
    short = match.check_setup(_setup([pack[:9], pack[9:20]], pack[20:]))
    assert short is not None and "hands of 10" in short
    no_stock = match.check_setup(_setup([pack[:20], pack[20:]], []))
    assert no_stock is not None
    wrong = match.check_setup(_setup([pack[:10], pack[10:20]], [*pack[20:39], pack[0]]))
    assert wrong == "the cards do not form the game's pack"
    with pytest.raises(ValueError, match="stock of 20"):
        match.deal_next(_setup([pack[:11], pack[11:20]], pack[20:]))


def test_deal_scored_lists_the_lines() -> None:
    match = new_match("tressette", 2, seed=2)
    match.deal_next()
    events = []
    while not match.needs_deal:
        events = match.apply(match.legal_actions()[-1])
    scored = next(e for e in events if e.kind == "deal_scored")
    lines = scored.data["lines"]
    assert [line["points"] for line in lines] == scored.data["points"]
    assert sum(scored.data["points"]) == 11
    assert sum(line["last_trick"] for line in lines) == 1
    for line in lines:
        assert line["thirds"] == 3 * line["aces"] + line["figures"]
        assert line["card_points"] == line["thirds"] // 3
