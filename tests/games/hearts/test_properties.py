"""Hearts: properties under random legal play, and the fast path against the engine."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.games.hearts.kernel import (
    CARDS,
    NCARDS,
    FastHearts,
    card_int,
    cards_of,
    deal_fast,
)
from tablecards.games.hearts.match import HeartsDeal, HeartsMatch
from tablecards.rules.cards import Card, standard_52
from tablecards.rules.game import Match
from tablecards.rules.registry import new_match

SEEDS = st.integers(0, 2**32)
VARIANTS = [o for _, o in HeartsMatch.variant_examples]


def deal_of(match: Match) -> HeartsDeal:
    assert isinstance(match.deal, HeartsDeal)
    return match.deal


def step(match: Match, rng: random.Random) -> None:
    if match.needs_deal:
        match.deal_next()
        return
    legal = match.legal_actions()
    match.apply(legal[rng.randrange(len(legal))])


def _places(deal: HeartsDeal) -> list[Card]:
    pending = [c for p in deal.passes if p is not None and deal.passing for c in p]
    trick = [c for _, c in deal.trick.plays]
    return [*(c for h in deal.hands for c in h), *pending, *trick,
            *(c for pile in deal.taken for c in pile)]


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS)
def test_each_card_in_exactly_one_place(seed: int) -> None:
    match = HeartsMatch(4, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    pack = Counter(standard_52())
    while not match.needs_deal:
        assert Counter(_places(deal_of(match))) == pack
        step(match, rng)
    assert Counter(_places(deal_of(match))) == pack
    points = match.results[-1].points
    assert points is not None and (sum(points) == 26 or sorted(points) == [0, 26, 26, 26])


def _view_cards(data: Any) -> set[str]:
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
@given(seed=SEEDS, variant=st.sampled_from(VARIANTS))
def test_no_view_leaks_a_hidden_card(seed: int, variant: dict[str, Any]) -> None:
    """A view names its own hand, its own pass, and played cards; nothing else."""
    match = new_match("hearts", 4, variant, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    while not match.needs_deal:
        deal = deal_of(match)
        played = {c.code for t in [*deal.tricks, deal.trick] for _, c in t.plays}
        for seat in range(4):
            may_know = played | {c.code for c in deal.hands[seat]}
            mine = deal.passes[seat]
            may_know |= {c.code for c in mine or ()}
            view = match.view(seat)
            assert _view_cards(json.loads(json.dumps(view.to_json()))) <= may_know
            for other, known in view.known_cards.items():
                assert set(known) <= set(deal.hands[other])
        step(match, rng)


def _assert_same(fast: FastHearts, deal: HeartsDeal) -> None:
    seat = deal.to_move()
    assert fast.done == (seat is None)
    assert fast.passing == deal.passing
    if seat is not None:
        assert fast.turn == seat
        if deal.passing:
            assert sorted(fast.legal()) == sorted(
                FastHearts.move_of(a) for a in deal.legal_actions())
        else:
            assert fast.legal() == sorted(card_int(c) for c in deal.legal_cards())
    for s in range(4):
        assert sorted(CARDS[c] for c in cards_of(fast.hands[s])) == sorted(deal.hands[s])
    assert fast.tricks == deal.tricks_won()
    assert fast.broken == deal.broken
    assert fast.scores() == deal.points()


@pytest.mark.parametrize("options", VARIANTS)
@settings(max_examples=8, deadline=None)
@given(seed=SEEDS)
def test_fast_path_equals_the_validating_path(options: dict[str, Any], seed: int) -> None:
    match = new_match("hearts", 4, options, seed=seed)
    match.deal_next()
    deal = deal_of(match)
    fast = FastHearts.from_deal(deal)
    rng = random.Random(seed)
    while not fast.done:
        _assert_same(fast, deal)
        assert _fields(FastHearts.from_deal(deal)) == _fields(fast)
        legal = fast.legal()
        move = legal[rng.randrange(len(legal))]
        action = fast.action(move)
        assert FastHearts.move_of(action) == move
        fast.play(move)
        match.apply(action)
    _assert_same(fast, deal)
    assert fast.scores() == match.results[-1].points


def _fields(fast: FastHearts) -> tuple[Any, ...]:
    return (fast.hands, fast.passes, fast.passing, fast.leader, fast.turn, fast.trick,
            fast.taken, fast.tricks, fast.broken, fast.done, fast.rules)


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS, cut=st.integers(0, 55), offset=st.integers(0, 3))
def test_random_playout_finishes_a_consistent_hand(seed: int, cut: int, offset: int) -> None:
    rng = random.Random(seed)
    state = deal_fast(rng, dealer=seed % 4, offset=offset)
    for _ in range(cut):
        if state.done:
            break
        legal = state.legal()
        state.play(legal[rng.randrange(len(legal))])
    copy = state.clone()
    scores = copy.random_playout(rng)
    assert copy.done and sum(copy.tricks) == 13 and copy.hands == [0, 0, 0, 0]
    assert sum(scores) == 26 or sorted(scores) == [0, 26, 26, 26]
    taken = 0
    for m in copy.taken:
        assert taken & m == 0
        taken |= m
    assert taken == (1 << NCARDS) - 1
