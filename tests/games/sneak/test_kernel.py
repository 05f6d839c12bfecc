"""Sneak's fast path against the validating engine, in lockstep.

For random matches of every variant example, each position's legal sets, seat to move, pile
sizes, cards shown and the end agree; the fast state rebuilt mid-lead agrees too; and its own random
playouts keep the cards and finish.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.games.sneak.deal import SneakDeal
from tablecards.games.sneak.kernel import (
    FastSneak,
    count,
    deal_fast,
    from_action,
    pack,
    to_action,
    unpack,
)
from tablecards.games.sneak.match import SneakMatch
from tablecards.rules.actions import Action

VARIANTS = [(p, dict(o)) for p, o in SneakMatch.variant_examples]
IDS = [f"{p}-{'+'.join(sorted(o)) or 'default'}" for p, o in VARIANTS]


def _key(action: Action) -> tuple[str, tuple[str, ...]]:
    value = action.value
    return action.verb, tuple(sorted(c.code for c in value)) if isinstance(value, tuple) else ()


def _deal(match: SneakMatch) -> SneakDeal:
    assert isinstance(match.deal, SneakDeal)
    return match.deal


def _check_same(match: SneakMatch, fast: FastSneak) -> None:
    deal = _deal(match)
    assert fast.done == deal.is_complete()
    assert fast.scores() == deal.points()
    shown = [c for t in deal.resolved for _, c in t.plays]
    if deal.lead is not None and deal.lead.face_up:
        shown += deal.lead.cards
    assert fast.shown == pack(shown)
    assert count(fast.full) == len(deal.stock)
    if fast.done:
        return
    seat = deal.to_move()
    assert fast.to_move() == seat
    assert seat is not None
    engine = {_key(a) for a in deal.legal_actions()}
    assert {_key(to_action(seat, a)) for a in fast.legal()} == engine
    assert fast.sizes == [len(h) for h in deal.hands]


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_fast_path_in_lockstep(players: int, options: dict[str, Any], seed: int) -> None:
    rng = random.Random(seed)
    match = SneakMatch(players, options, seed=seed)
    match.deal_next()
    fast = FastSneak.from_deal(_deal(match))
    steps = 0
    while not _deal(match).is_complete() and steps < 400:
        _check_same(match, fast)
        if steps % 25 == 7:
            _check_same(match, FastSneak.from_deal(_deal(match)))
        legal = match.legal_actions()
        action = legal[rng.randrange(len(legal))]
        match.apply(action)
        fast.apply(from_action(action))
        steps += 1
    _check_same(match, fast)


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_engine_follows_fast_random_actions(
    players: int, options: dict[str, Any], seed: int
) -> None:
    """The fast path's own random choices are legal for the engine and lead to the same end."""
    rng = random.Random(seed)
    match = SneakMatch(players, options, seed=seed)
    match.deal_next()
    fast = FastSneak.from_deal(_deal(match))
    while not fast.done:
        seat = fast.to_move()
        action = to_action(seat, fast.random_action(rng))
        assert match.refusal(action) is None, action
        match.apply(action)
        fast.apply(from_action(action))
        assert fast.to_move() == (_deal(match).to_move() if not fast.done else -1)
    assert _deal(match).is_complete()
    assert fast.scores() == _deal(match).points()


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 7), limit=st.sampled_from([0, 5, 7]),
       discard=st.booleans())
def test_random_playout_conserves_cards(seed: int, players: int, limit: int,
                                        discard: bool) -> None:
    rng = random.Random(seed)
    double = players >= 5
    state = deal_fast(rng, players, double=double, limit=limit, discard=discard)
    twin = state.clone()
    scores = state.random_playout(rng)
    total = 104 if double else 52
    assert state.done and not any(state.hands)
    assert sum(scores) == total if not discard else sum(scores) <= total
    assert twin.top == 0 and not twin.done  # clone is independent
    assert sum(len(unpack(h)) for h in state.hands) == 0


def test_a_hand_below_zero_is_refused_not_unpacked_for_ever() -> None:
    """A hand that lost a card it did not hold is a bug to report, never an endless loop."""
    assert unpack((1 << 2 * 5) + (2 << 2 * 51)) == [5, 51, 51]
    with pytest.raises(ValueError, match="below zero"):
        unpack((1 << 2 * 5) - (1 << 2 * 7))
