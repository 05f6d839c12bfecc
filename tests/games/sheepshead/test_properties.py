"""Sheepshead under random legal play: cards conserved, no secret in any view, zero-sum
scores, and the fast path in lockstep with the validating engine over every variant."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.games.sheepshead.cards import pack
from tablecards.games.sheepshead.deal import SheepsheadDeal
from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.games.sheepshead.kernel import (
    POINTS,
    FastSheepshead,
    bits,
    deal_fast,
    from_action,
    to_action,
)
from tablecards.games.sheepshead.match import SheepsheadMatch
from tablecards.rules.cards import Card
from tablecards.rules.registry import new_match

SEEDS = st.integers(0, 2**32)
VARIANTS = [o for _, o in SheepsheadMatch.variant_examples]
IDS = ["+".join(sorted(o)) or "default" for o in VARIANTS]


def deal_of(match: Any) -> SheepsheadDeal:
    assert isinstance(match.deal, SheepsheadDeal)
    return match.deal


def _places(deal: SheepsheadDeal) -> list[Card]:
    trick = [c for _, c in deal.trick.plays] if deal.phase == "play" else []
    piles = [c for p in deal.piles for c in p]
    blind = deal.blind if deal.picker is None else []
    return [*(c for h in deal.hands for c in h), *blind, *deal.buried, *trick, *piles]


def _codes(data: Any) -> set[str]:
    if isinstance(data, dict):
        return set().union(*(_codes(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(_codes(v) for v in data)) if data else set()
    if isinstance(data, str):
        try:
            return {Card.parse(data).code}
        except ValueError:
            return set()
    return set()


def _may_know(deal: SheepsheadDeal, seat: int, view_legal: list[Any]) -> set[str]:
    """Own hand, played cards, the called card and the cards a legal call names; the bury
    and the unknown card for the picker; everything once the deal is over."""
    known = {c.code for c in deal.hands[seat]}
    known |= {c.code for t in [*deal.tricks, deal.trick] for _, c in t.plays}
    if deal.called is not None:
        known.add(deal.called.code)
    known |= {a.value.code for a in view_legal if a.verb == "call"
              and isinstance(a.value, Card)}
    if seat == deal.picker:
        known |= {c.code for c in deal.buried}
    if deal.is_complete():
        known |= {c.code for c in [*deal.buried, *deal.blind]}
    return known


@pytest.mark.parametrize("options", VARIANTS, ids=IDS)
@settings(max_examples=4, deadline=None)
@given(seed=SEEDS)
def test_cards_conserved_secrets_kept_zero_sum(options: dict[str, Any], seed: int) -> None:
    match = new_match("sheepshead", 5, {**options, "hands": 2}, seed=seed)
    rng = random.Random(seed)
    full = Counter(pack())
    while not match.over:
        if match.needs_deal:
            match.deal_next()
            continue
        deal = deal_of(match)
        assert Counter(_places(deal)) == full
        for seat in range(5):
            view = match.view(seat)
            text = json.dumps(view.to_json())
            assert _codes(json.loads(text)) <= _may_know(deal, seat, view.legal_actions)
            partner = SheepsheadFacts.of(view).partner
            assert partner is None or deal.partner_known or seat == partner
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    for result in match.results:
        assert result.points is not None and sum(result.points) == 0


def _assert_same(fast: FastSheepshead, deal: SheepsheadDeal, legal: list[Any]) -> None:
    assert fast.done == deal.is_complete()
    if not fast.done:
        assert fast.turn == deal.to_move()
        assert sorted(fast.legal()) == sorted(from_action(a) for a in legal)
    assert fast.won == deal.won


@pytest.mark.parametrize("options", VARIANTS, ids=IDS)
@settings(max_examples=12, deadline=None)
@given(seed=SEEDS)
def test_fast_path_in_lockstep_with_the_engine(options: dict[str, Any], seed: int) -> None:
    match = new_match("sheepshead", 5, options, seed=seed)
    rng = random.Random(seed)
    for _ in range(2):  # two deals: doublers carry a multiplier into the second
        match.deal_next()
        deal = deal_of(match)
        fast = FastSheepshead.from_deal(deal)
        while not fast.done:
            legal = match.legal_actions()
            _assert_same(fast, deal, legal)
            twin = FastSheepshead.from_deal(deal)
            assert sorted(twin.legal()) == sorted(fast.legal())
            choice = fast.legal()[rng.randrange(len(fast.legal()))]
            seat = match.to_move()
            assert seat is not None
            fast.apply(choice)
            match.apply(to_action(seat, choice))
        _assert_same(fast, deal, [])
        assert fast.scores() == match.results[-1].points
        if match.over:
            break


@settings(max_examples=20, deadline=None)
@given(seed=SEEDS, cut=st.integers(0, 40), jd=st.booleans())
def test_random_playout_finishes_a_consistent_deal(seed: int, cut: int, jd: bool) -> None:
    from tablecards.games.sheepshead.options import GameRules

    rng = random.Random(seed)
    state = deal_fast(rng, dealer=seed % 5, rules=GameRules(jd_partner=jd))
    for _ in range(cut):
        if state.done:
            break
        legal = state.legal()
        state.apply(legal[rng.randrange(len(legal))])
    copy = state.clone()
    scores = copy.random_playout(rng)
    assert copy.done and sum(scores) == 0
    assert copy.hands == [0] * 5 and sum(copy.won) == 6
    aside = copy.buried | (copy.blind if copy.leaster else 0)
    assert sum(copy.piles) + sum(POINTS[c] for c in bits(aside)) == 120
    assert not state.done or state.ntricks == 6


def test_deal_fast_deals_like_the_match() -> None:
    state = deal_fast(random.Random(4), dealer=4)
    assert state.turn == 0 and bin(state.blind).count("1") == 2
    assert [h.bit_count() for h in state.hands] == [6] * 5
    assert sum(len(bits(h)) for h in state.hands) == 30
