"""Ninety-Nine properties over every `variant_examples` entry: random legal play reaches the
match end with every card accounted for at every step, no view names a card its seat may
not see (bid cards, pending shows and the dummy's bid cards included), and the record
replays to the same results."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.games.ninety_nine.deal import NinetyNineDeal
from tablecards.games.ninety_nine.match import NinetyNineMatch
from tablecards.rules.cards import Card, same_cards
from tablecards.rules.game import Match
from tablecards.rules.records import replay_record
from tablecards.rules.registry import new_match

VARIANTS = [(p, dict(o)) for p, o in NinetyNineMatch.variant_examples]
IDS = [f"{p}-{'+'.join(sorted(o)) or 'default'}" for p, o in VARIANTS]
LEAK_CHECKED_DEALS = 2  # views are checked at every step of the first deals only (speed)


def _cards_in_deal(deal: NinetyNineDeal) -> list[Card]:
    found = [c for hand in deal.hands for c in hand]
    found += [c for bid in deal.bids if bid is not None for c in bid]
    tricks = [*deal.tricks, *([deal.trick] if deal.trick is not None else [])]
    found += [c for trick in tricks for _, c in trick.plays]
    return found + list(deal.setup.stock)


def _may_see(deal: NinetyNineDeal, seat: int) -> set[Card]:
    """Every card `seat` may see, worked out from the rules independently of view.py."""
    seen: set[Card] = set(deal.setup.stock)
    if seat != deal.dummy:
        seen |= set(deal.hands[seat]) | set(deal.bids[seat] or [])
    tricks = [*deal.tricks, *([deal.trick] if deal.trick is not None else [])]
    seen |= {c for trick in tricks for _, c in trick.plays}
    if deal.premium.closed:
        for holder, kind in deal.premium.holders().items():
            seen |= set(deal.bids[holder] or [])
            if kind == "reveal":
                seen |= set(deal.hands[holder])
    if deal.form.pairs and deal.phase != "bid":
        seen |= {c for s in range(4) for c in deal.bids[s] or []}
    if deal.dummy is not None and deal.dummy_laid:
        seen |= set(deal.hands[deal.dummy])
    if len(deal.shows) == deal.players:
        seen |= set(deal.shows.values())
    if deal.phase == "done":
        seen |= {c for s in range(deal.seats) for c in deal.final_bid_cards(s)}
    return seen


def _named_cards(data: Any) -> set[Card]:
    """Every JSON string in the view that is a card code."""
    if isinstance(data, dict):
        return set().union(*(_named_cards(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(_named_cards(v) for v in data)) if data else set()
    if isinstance(data, str):
        try:
            return {Card.parse(data)}
        except ValueError:
            return set()
    return set()


def _check_views(m: Match, deal: NinetyNineDeal) -> None:
    for seat in range(m.seats):
        data = json.loads(json.dumps(m.view(seat).to_json()))
        leaked = _named_cards(data) - _may_see(deal, seat)
        assert not leaked, f"seat {seat} sees {sorted(leaked)} in phase {deal.phase}"


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_random_match_conserves_cards_hides_secrets_and_replays(
    players: int, options: dict[str, Any], seed: int
) -> None:
    m = new_match("ninety_nine", players, options, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not m.over:
        steps += 1
        assert steps < 20_000
        if m.needs_deal:
            m.deal_next()
            continue
        deal = m.deal
        assert isinstance(deal, NinetyNineDeal)
        assert same_cards(_cards_in_deal(deal), m.pack())
        if len(m.results) <= LEAK_CHECKED_DEALS:
            _check_views(m, deal)
        legal = m.legal_actions()
        assert legal and all(m.refusal(a) is None for a in legal[:50])
        m.apply(legal[rng.randrange(len(legal))])
    assert m.winners
    assert all(r.complete for r in m.results)
    record = json.loads(json.dumps(m.to_record()))
    assert replay_record(record).result() == {
        "game": "ninety_nine", "deals": [r.to_json() for r in m.results],
        "totals": m.totals, "over": True, "winners": m.winners,
    }


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_points_and_totals_are_consistent(players: int, options: dict[str, Any]) -> None:
    """Partners show equal totals; totals are the sum of the deals' points."""
    m = new_match("ninety_nine", players, options, seed=99)
    rng = random.Random(5)
    while not m.over:
        if m.needs_deal:
            m.deal_next()
            continue
        legal = m.legal_actions()
        m.apply(legal[rng.randrange(len(legal))])
    sums = [sum((r.points or [0] * m.seats)[s] for r in m.results) for s in range(m.seats)]
    assert sums == m.totals
    for r in m.results:
        assert sum(r.tricks or []) == (10 if players == 4 else 9)
    if options.get("four_player_pairs"):
        assert m.totals[0] == m.totals[2] and m.totals[1] == m.totals[3]
