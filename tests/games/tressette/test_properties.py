"""Tressette for two: properties under random legal play, and the fast path against the engine."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.games.tressette.kernel import CARDS, FastTressette, card_int, cards_of, deal_fast
from tablecards.games.tressette.match import TressetteDeal, TressetteMatch
from tablecards.rules.cards import Card, pack_40
from tablecards.rules.game import Match
from tablecards.rules.registry import new_match

SEEDS = st.integers(0, 2**32)


def deal_of(match: Match) -> TressetteDeal:
    assert isinstance(match.deal, TressetteDeal)
    return match.deal


def step(match: Match, rng: random.Random) -> None:
    """Deal when needed, else apply a random legal action."""
    if match.needs_deal:
        match.deal_next()
        return
    legal = match.legal_actions()
    match.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("options", [o for _, o in TressetteMatch.variant_examples])
@settings(max_examples=3, deadline=None)
@given(seed=SEEDS)
def test_random_play_reaches_the_match_end(options: dict[str, Any], seed: int) -> None:
    match = new_match("tressette", 2, options, seed=seed)
    rng = random.Random(seed)
    while not match.over:
        step(match, rng)
    target = match.options.int("target_score")
    assert max(match.totals) >= target and match.winners
    assert sum(match.totals) == 11 * len(match.setups)
    for result in match.results:
        assert result.points is not None and sum(result.points) == 11
        assert result.tricks is not None and sum(result.tricks) == 20


def _places(deal: TressetteDeal) -> list[Card]:
    trick = [c for _, c in deal.trick.plays]
    return [*deal.hands[0], *deal.hands[1], *deal.stock, *trick, *deal.piles[0], *deal.piles[1]]


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS)
def test_each_card_in_exactly_one_place(seed: int) -> None:
    match = new_match("tressette", 2, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    pack = Counter(pack_40())
    while not match.needs_deal:
        assert Counter(_places(deal_of(match))) == pack
        step(match, rng)
    assert Counter(_places(deal_of(match))) == pack


def _view_cards(data: Any) -> set[str]:
    """Every card code anywhere in a serialized view."""
    if isinstance(data, dict):
        return set().union(*(_view_cards(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(_view_cards(v) for v in data)) if data else set()
    if isinstance(data, str):
        try:
            return {Card.parse(data).code}
        except ValueError:
            return set()
    return set()


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS)
def test_no_view_leaks_a_hidden_card(seed: int) -> None:
    """A view names only the own hand, played cards and the opponent's shown draws in hand."""
    match = new_match("tressette", 2, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    while not match.needs_deal:
        deal = deal_of(match)
        played = {c.code for t in [*deal.tricks, deal.trick] for _, c in t.plays}
        for seat in (0, 1):
            may_know = played | {c.code for c in deal.hands[seat]}
            may_know |= {c.code for c in deal.shown[1 - seat]}
            text = json.dumps(match.view(seat).to_json())
            assert _view_cards(json.loads(text)) <= may_know
        step(match, rng)


def _assert_same(fast: FastTressette, deal: TressetteDeal) -> None:
    seat = deal.to_move()
    assert fast.done == (seat is None)
    if seat is not None:
        assert fast.turn == seat
        assert sorted(fast.legal()) == sorted(card_int(c) for c in deal.legal_cards())
    for s in (0, 1):
        assert sorted(CARDS[c] for c in cards_of(fast.hands[s])) == sorted(deal.hands[s])
    assert fast.piles == deal.thirds()
    assert fast.tricks == deal.tricks_won()
    assert fast.stock_left() == len(deal.stock)
    assert fast.scores() == deal.points()


@settings(max_examples=40, deadline=None)
@given(seed=SEEDS)
def test_fast_path_equals_the_validating_path(seed: int) -> None:
    match = new_match("tressette", 2, seed=seed)
    match.deal_next()
    deal = deal_of(match)
    fast = FastTressette.from_deal(deal)
    rng = random.Random(seed)
    while not fast.done:
        _assert_same(fast, deal)
        assert _fields(FastTressette.from_deal(deal)) == _fields(fast)
        choice = fast.legal()[rng.randrange(len(fast.legal()))]
        seat = match.to_move()
        assert seat is not None
        fast.play(choice)
        match.apply(next(a for a in match.legal_actions() if a.value == CARDS[choice]))
    _assert_same(fast, deal)
    assert fast.scores() == match.results[-1].points


def _fields(fast: FastTressette) -> tuple[Any, ...]:
    stock = fast.stock[fast.top:]
    shown_in_hand = fast.shown & (fast.hands[0] | fast.hands[1])
    return (fast.hands, stock, fast.leader, fast.lead, fast.turn, fast.piles, fast.tricks,
            fast.done, fast.gone, shown_in_hand)


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS, cut=st.integers(0, 39))
def test_random_playout_finishes_a_consistent_hand(seed: int, cut: int) -> None:
    rng = random.Random(seed)
    state = deal_fast(rng, dealer=seed % 2)
    for _ in range(cut):
        legal = state.legal()
        state.play(legal[rng.randrange(len(legal))])
    copy = state.clone()
    scores = copy.random_playout(rng)
    assert copy.done and sum(scores) == 11 and sum(copy.tricks) == 20
    assert copy.hands == [0, 0] and sum(copy.piles) == 32
    assert sum(state.tricks) == cut // 2, "the clone is independent"


def test_deal_fast_deals_like_the_match() -> None:
    state = deal_fast(random.Random(4), dealer=1)
    assert state.turn == 0 and state.stock_left() == 20
    assert [h.bit_count() for h in state.hands] == [10, 10]
    assert state.hands[0] & state.hands[1] == 0
