"""Mini Misère: properties under random legal play over every variant example, and the fast
path in lockstep with the engine (legal sets, turn, played cards, final tricks and points)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.games.mini_misere.deal import MiniMisereDeal
from tablecards.games.mini_misere.kernel import (
    FastMiniMisere,
    KernelRules,
    card_int,
    deal_fast,
    from_action,
    int_card,
    mask_of,
    to_action,
)
from tablecards.games.mini_misere.match import MiniMisereMatch
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card

SEEDS = st.integers(0, 2**32)
VARIANTS = list(MiniMisereMatch.variant_examples)
IDS = [f"{p}-{'+'.join(sorted(o)) or 'default'}" for p, o in VARIANTS]


def deal_of(match: MiniMisereMatch) -> MiniMisereDeal:
    assert isinstance(match.deal, MiniMisereDeal)
    return match.deal


def _places(match: MiniMisereMatch) -> list[Card]:
    deal = deal_of(match)
    played = [c for t in [*deal.tricks, deal.trick] for _, c in t.plays]
    return [*(c for h in deal.hands for c in h), *deal.setup.stock, *played]


def _played_mask(deal: MiniMisereDeal) -> int:
    """Every card played in the hand so far, the trick on the table's too."""
    return mask_of(c for t in [*deal.tricks, deal.trick] for _, c in t.plays)


def _view_cards(data: Any) -> set[str]:
    """Every card code anywhere in a serialized view."""
    if isinstance(data, dict):
        return set().union(*(_view_cards(v) for v in [*data.values(), *data.keys()]))
    if isinstance(data, list):
        return set().union(*(_view_cards(v) for v in data)) if data else set()
    if isinstance(data, str):
        try:
            return {Card.parse(data).code}
        except ValueError:
            return set()
    return set()


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
@settings(max_examples=4, deadline=None)
@given(seed=SEEDS)
def test_cards_conserved_and_views_never_leak(
    players: int, options: dict[str, Any], seed: int
) -> None:
    match = MiniMisereMatch(players, options, seed=seed)
    rng = random.Random(seed)
    match.deal_next()
    pack = Counter(match.pack())
    while True:
        assert Counter(_places(match)) == pack
        deal = deal_of(match)
        played = {c.code for t in [*deal.tricks, deal.trick] for _, c in t.plays}
        for seat in range(players):
            seen = _view_cards(json.loads(json.dumps(match.view(seat).to_json())))
            assert seen <= played | {c.code for c in deal.hands[seat]}, seat
        if match.needs_deal:
            break
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    result = match.results[-1]
    assert result.complete and result.tricks is not None and result.points is not None
    assert sum(result.tricks) <= match.config.hand_size
    if not deal.stopped:
        assert sum(result.tricks) == match.config.hand_size


def _lockstep(match: MiniMisereMatch, rng: random.Random) -> None:
    """Play one hand on the engine and the fast state side by side."""
    deal = deal_of(match)
    fast = FastMiniMisere.from_deal(deal)
    while not match.needs_deal:
        legal = match.legal_actions()
        assert sorted(from_action(a) for a in legal) == sorted(fast.legal())
        assert fast.turn == match.to_move() and not fast.done
        assert fast.played == _played_mask(deal)
        for a in legal:
            assert to_action(a.seat, from_action(a)) == a
        action = legal[rng.randrange(len(legal))]
        match.apply(action)
        fast.apply(from_action(action))
        if rng.random() < 0.1:  # a rebuilt state must continue identically
            fast = FastMiniMisere.from_deal(deal).clone() if not deal.is_complete() else fast
    assert fast.done and fast.stopped == deal.stopped and fast.legal() == []
    assert fast.played == _played_mask(deal) and fast.played
    assert fast.tricks == match.results[-1].tricks
    assert fast.scores() == match.results[-1].points


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
@settings(max_examples=12, deadline=None)
@given(seed=SEEDS)
def test_fast_path_equals_engine(players: int, options: dict[str, Any], seed: int) -> None:
    match = MiniMisereMatch(players, options, seed=seed)
    rng = random.Random(seed)
    for _ in range(2):
        match.deal_next()
        _lockstep(match, rng)
        if match.over:
            break


def test_card_ints_round_trip() -> None:
    for players, options in VARIANTS:
        for c in MiniMisereMatch(players, options).pack():
            assert int_card(card_int(c)) == c


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_random_playout_finishes(players: int, options: dict[str, Any]) -> None:
    rules = KernelRules.from_config(MiniMisereMatch(players, options).config)
    rng = random.Random(5)
    for lot_rate in (0.0, 0.3):
        for _ in range(30):
            state = deal_fast(rng, rules, dealer=rng.randrange(players))
            twin = state.clone()
            scores = state.random_playout(rng, lot_rate)
            assert state.done and len(scores) == players
            assert not any(twin.tricks) and twin.hands != state.hands
            if not state.declarers:
                assert sum(state.tricks) == rules.hand_size
                assert scores == [rules.table[t] for t in state.tricks]


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
@settings(max_examples=8, deadline=None)
@given(seed=SEEDS)
def test_random_playout_equals_the_engine(
    players: int, options: dict[str, Any], seed: int
) -> None:
    """The playout's inner loop, fed the same random numbers as a mimic on the engine."""
    match = MiniMisereMatch(players, options, seed=seed)
    match.deal_next()
    fast = FastMiniMisere.from_deal(deal_of(match))
    scores = fast.random_playout(random.Random(seed))
    r = random.Random(seed).random
    deal = deal_of(match)
    while not match.needs_deal:
        seat = match.to_move()
        assert seat is not None
        if deal.asking:
            r()
            match.apply(Action(seat, "lot", False))
            continue
        legal = deal.legal_cards()
        c = legal[int(r() * len(legal))]
        if c.is_joker and deal.leading_named():
            suit = "SHDC"[int(r() * 4)]
            match.apply(Action(seat, "play", c, (("suit", suit),)))
        else:
            match.apply(Action(seat, "play", c))
    assert fast.done and fast.tricks == match.results[-1].tricks
    assert scores == match.results[-1].points
    assert fast.played == _played_mask(deal)
