"""Nominations under random legal play: cards conserved, no view leaks a hand or the partner,
and the fast path in lockstep with the engine (legal sets, turn, tricks, points)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.games.nominations.deal import NominationsDeal
from tablecards.games.nominations.facts import NominationsFacts
from tablecards.games.nominations.kernel import (
    FastNominations,
    deal_fast,
    from_action,
    to_action,
)
from tablecards.games.nominations.match import NominationsMatch
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, standard_52
from tablecards.rules.game import DealSetup

SEEDS = st.integers(0, 2**32)
VARIANTS = [o for _, o in NominationsMatch.variant_examples]
IDS = ["+".join(sorted(o)) or "default" for o in VARIANTS]


def deal_of(match: NominationsMatch) -> NominationsDeal:
    assert isinstance(match.deal, NominationsDeal)
    return match.deal


def choose(legal: list[Action], rng: random.Random) -> Action:
    """Random, but passing half the time so that double hands happen."""
    passes = [a for a in legal if a.value == "pass"]
    if passes and rng.random() < 0.5:
        return passes[0]
    return legal[rng.randrange(len(legal))]


def places(deal: NominationsDeal) -> list[Card]:
    found = [c for h in deal.hands for c in h]
    return found + [c for t in (*deal.tricks, deal.trick) for _, c in t.plays]


@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, variant=st.sampled_from(VARIANTS))
def test_cards_are_conserved_at_every_step(seed: int, variant: dict[str, Any]) -> None:
    match = NominationsMatch(4, variant, seed=seed)
    rng = random.Random(seed)
    for _ in range(3):
        match.deal_next()
        while not (match.needs_deal or match.over):
            deal = deal_of(match)
            assert Counter(places(deal)) == Counter(standard_52())
            match.apply(choose(match.legal_actions(), rng))
        assert Counter(places(deal_of(match))) == Counter(standard_52())
        if match.over:
            break


@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, variant=st.sampled_from(VARIANTS))
def test_no_view_names_a_hidden_card_or_the_partner(seed: int, variant: dict[str, Any]) -> None:
    match = NominationsMatch(4, variant, seed=seed)
    match.deal_next()
    rng = random.Random(seed)
    while not match.needs_deal:
        deal = deal_of(match)
        for seat in range(4):
            view = match.view(seat)
            allowed = {c.code for c in view.all_cards()}
            text = json.dumps(view.to_json())
            for other in range(4):
                for c in deal.hands[other]:
                    if other != seat and c.code not in allowed:
                        assert f'"{c.code}"' not in text
            contract = deal.contract
            if contract is not None and contract.partner is not None:
                knows = contract.revealed or seat == contract.partner
                assert NominationsFacts.of(view).partner == (contract.partner if knows else None)
        match.apply(choose(match.legal_actions(), rng))


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS)
def test_the_partner_is_invisible_to_the_other_seats(seed: int) -> None:
    """Moving the called card between two other hands changes nothing the third seats see."""
    rng = random.Random(seed)
    pack = standard_52()
    rng.shuffle(pack)
    hands = [pack[i * 13:(i + 1) * 13] for i in range(4)]
    called = hands[1][0]
    twin = [list(h) for h in hands]
    twin[1][0], twin[2][0] = twin[2][0], twin[1][0]
    views = []
    for dealt in (hands, twin):
        match = NominationsMatch(4, {}, seed=seed)
        match.deal_next(DealSetup(3, [list(h) for h in dealt]))
        for value in (10, "pass", "pass", "pass"):
            seat = match.to_move()
            assert seat is not None
            match.apply(Action(seat, "bid", value))
        events = match.apply(Action(0, "trump", "H", (("partner", called),)))
        views.append([json.dumps(match.view(s).to_json()) for s in (0, 3)]
                     + [json.dumps([e.data for e in events])])
    assert views[0] == views[1]


def lockstep(variant: dict[str, Any], seed: int, double_hands: int = 0) -> None:
    match = NominationsMatch(4, variant, seed=seed)
    match.deal_next()
    deal = deal_of(match)
    fast = FastNominations.from_deal(deal)
    rng = random.Random(seed)
    while not match.needs_deal:
        seat = match.to_move()
        assert fast.turn == seat and not fast.done
        legal = match.legal_actions()
        assert {to_action(fast.turn, a) for a in fast.legal()} == set(legal)
        action = choose(legal, rng)
        if len(deal.cuts) < double_hands and legal[0].value == "pass":
            action = legal[0]
        fast.apply(from_action(action))
        match.apply(action)
        if rng.random() < 0.1 and not match.needs_deal:
            again = FastNominations.from_deal(deal)
            assert (again.turn, again.legal(), again.hands) == (fast.turn, fast.legal(),
                                                                fast.hands)
    assert fast.done
    assert fast.won == match.results[0].tricks
    assert fast.scores() == match.results[0].points


@pytest.mark.parametrize("variant", VARIANTS, ids=IDS)
@settings(max_examples=6, deadline=None)
@given(seed=SEEDS)
def test_fast_path_equals_the_engine(variant: dict[str, Any], seed: int) -> None:
    lockstep(variant, seed)


@settings(max_examples=10, deadline=None)
@given(seed=SEEDS, variant=st.sampled_from(VARIANTS))
def test_fast_path_equals_the_engine_through_two_double_hands(seed: int,
                                                             variant: dict[str, Any]) -> None:
    lockstep(variant, seed, double_hands=2)


@settings(max_examples=20, deadline=None)
@given(seed=SEEDS, variant=st.sampled_from(VARIANTS))
def test_fast_playout_finishes_with_13_or_a_misere_stop(seed: int,
                                                        variant: dict[str, Any]) -> None:
    match = NominationsMatch(4, variant, seed=seed)
    state = deal_fast(random.Random(seed), match.config, dealer=seed % 4)
    copy = state.clone()
    scores = state.random_playout(random.Random(seed))
    assert state.done and len(scores) == 4 and min(scores) >= 0
    assert sum(state.won) == 13 or state.bid in (66, 67)
    assert not copy.done and copy.phase == 0
