"""Sheepshead search: card play legal over whole deals (called ace, jack of diamonds, leaster),
determinizations honour the view (the picker's bury and unknown card are its own secrets),
decisions depend on the view alone."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablecards.ai.bots import baseline_bot
from tablecards.ai.levels import LevelBot
from tablecards.ai.search import sheepshead as sh
from tablecards.ai.search.core import Budget
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.registry import game_class
from tablecards.rules.sheepshead_fast import INDEX, SUIT_OF, mask_of

TINY = Budget(30, 5.0)


def _match(seed: int, options: dict[str, Any]) -> Match:
    m = game_class("sheepshead")(5, options, seed=seed)
    m.deal_next()
    return m


def _step(m: Match, rng: random.Random, *, leaster: bool = False) -> None:
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    if leaster and view.public["phase"] == "pick":
        m.apply(Action(seat, "pick", False))
        return
    m.apply(baseline_bot("sheepshead").choose(view, view.legal_actions, rng))


def _in_play(seed: int, options: dict[str, Any], plays: int, *, leaster: bool = False) -> Match:
    m = _match(seed, options)
    rng = random.Random(seed)
    while m.view(0).public["phase"] != "play":
        _step(m, rng, leaster=leaster)
    for _ in range(plays):
        _step(m, rng)
    return m


@pytest.mark.parametrize(("options", "leaster"), [
    ({}, False), ({"jd_partner": True, "jd_call_up": True}, False), ({}, True),
    ({"leaster_blind_first_trick": True}, True)])
def test_search_plays_deals_legally(options: dict[str, Any], leaster: bool) -> None:
    for seed in (1, 2):
        m = _match(seed, options)
        rng = random.Random(0)
        searched = 0
        while m.deal is not None and not m.deal.is_complete():
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            found = sh.decide(view, view.legal_actions, TINY, rng, options)
            if found is None:
                assert view.public["phase"] != "play"  # pick, bury, call: delegated
                _step(m, rng, leaster=leaster)
                continue
            assert found[0] in view.legal_actions
            searched += 1
            m.apply(found[0])
        assert searched > 0


def _check_worlds(m: Match, seat: int, options: dict[str, Any]) -> set[int]:
    """Every world honours the view; the bury masks seen over the worlds."""
    view = m.view(seat)
    know = sh.Knowledge(view, sh.rules_for(options))
    assert m.deal is not None
    deal: Any = m.deal
    true_hands = [mask_of(h) for h in deal.hands]
    for s in range(5):
        assert not true_hands[s] & know.voids[s]
    seen = know.mine | know.played
    pub = view.public
    buries = set()
    rng = random.Random(2)
    for _ in range(60):
        st = know.determinize(rng).s
        assert st.turn == view.to_move and st.hands[seat] == know.mine
        union = st.buried | st.blind
        for s in range(5):
            assert st.hands[s].bit_count() == view.hand_sizes[s]
            if s != seat:
                assert not st.hands[s] & seen and not st.hands[s] & know.voids[s]
            assert not union & st.hands[s]
            union |= st.hands[s]
        assert union | know.played == (1 << 32) - 1
        buries.add(st.buried)
        if pub["call"] in ("ace", "ten") and not st.called_out:
            assert st.partner not in (-1, st.picker)
            assert st.hands[st.partner] >> st.called & 1
        if seat == st.picker:
            assert st.buried == mask_of(deal.buried)
            if deal.unknown is not None:
                assert st.unknown == INDEX[deal.unknown]
    return buries


@pytest.mark.parametrize("plays", [0, 7, 16])
def test_determinizations_honour_the_view(plays: int) -> None:
    m = _in_play(4, {}, plays)
    deal: Any = m.deal
    picker = deal.picker
    assert picker is not None
    assert len(_check_worlds(m, picker, {})) == 1  # the picker knows its bury
    other = next(s for s in range(5) if s != picker)
    buries = _check_worlds(m, other, {})
    assert len(buries) > 1  # the bury is hidden from everyone else


def test_leaster_blind_is_unseen() -> None:
    m = _in_play(3, {}, 6, leaster=True)
    seat = m.controller()
    assert seat is not None
    know = sh.Knowledge(m.view(seat), sh.rules_for({}))
    blinds = {know.determinize(random.Random(i)).s.blind for i in range(30)}
    assert len(blinds) > 1 and all(b.bit_count() == 2 for b in blinds)
    _check_worlds(m, seat, {})


def _swap_hidden(m: Match, x: Card, y: Card) -> Match:
    setup = m.setups[-1]
    hands = [[y if c == x else x if c == y else c for c in h] for h in setup.hands]
    other = type(m)(m.players, m.given_options, seed=m.seed)
    other.deal_next(DealSetup(setup.dealer, hands, list(setup.stock)))
    for action in m.actions[-1]:
        other.apply(action)
    return other


@pytest.mark.parametrize("plays", [0, 6, 12])
def test_decision_ignores_the_hidden_cards(plays: int) -> None:
    m = _in_play(6, {}, plays)
    seat = m.controller()
    assert seat is not None
    deal: Any = m.deal
    view = m.view(seat)
    keep = {deal.called, deal.unknown} - {None}
    a, b = [s for s in range(5) if s not in (seat, deal.picker)][:2]
    x, y = next((x, y) for x in deal.hands[a] for y in deal.hands[b]
                if SUIT_OF[INDEX[x]] == SUIT_OF[INDEX[y]] and x not in keep and y not in keep)
    other = _swap_hidden(m, x, y)
    assert other.view(seat).to_json() == view.to_json()
    bot = LevelBot("sheepshead", "normal", 4, {})
    first = bot.choose(view, view.legal_actions, random.Random(1))
    assert "ISMCTS" in bot.reason or "only legal" in bot.reason
    again = bot.choose(other.view(seat), other.view(seat).legal_actions, random.Random(2))
    assert first == again
