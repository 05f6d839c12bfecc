"""Sheepshead search: every decision legal over whole deals (called ace, jack of diamonds,
leaster, all-pass variants), determinizations honour the view (the blind is unseen until picked;
the picker's bury and unknown card are its own secrets), decisions depend on the view alone."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablecards.ai.bots import baseline_bot
from tablecards.ai.levels import LevelBot
from tablecards.ai.search.core import Budget
from tablecards.games.sheepshead import search as sh
from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.games.sheepshead.kernel import (
    BURYING,
    INDEX,
    SUIT_OF,
    deal_fast,
    from_action,
    mask_of,
)
from tablecards.games.sheepshead.policy import SheepsheadBot
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.registry import game_class

TINY = Budget(30, 5.0)


def _match(seed: int, options: dict[str, Any]) -> Match:
    m = game_class("sheepshead")(5, options, seed=seed)
    m.deal_next()
    return m


def _step(m: Match, rng: random.Random, *, leaster: bool = False) -> None:
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    if leaster and SheepsheadFacts.of(view).phase == "pick":
        m.apply(Action(seat, "pick", False))
        return
    m.apply(baseline_bot("sheepshead").choose(view, view.legal_actions, rng))


def _in_play(seed: int, options: dict[str, Any], plays: int, *, leaster: bool = False) -> Match:
    m = _match(seed, options)
    rng = random.Random(seed)
    while SheepsheadFacts.of(m.view(0)).phase != "play":
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
            if leaster and SheepsheadFacts.of(view).phase == "pick":
                _step(m, rng, leaster=True)
                continue
            found = sh.decide(view, view.legal_actions, TINY, rng, options)
            assert found is not None  # every decision is searched
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
    facts = SheepsheadFacts.of(view)
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
        if facts.call in ("ace", "ten") and not st.called_out:
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


# -- the pick, the bury and the call ---------------------------------------------------------
OPENING_OPTIONS: list[dict[str, Any]] = [
    {}, {"jd_partner": True, "jd_call_up": True}, {"forced_pick": True}, {"doublers": True},
    {"no_unknown_call": True}]


@pytest.mark.parametrize("options", OPENING_OPTIONS)
def test_opening_decisions_are_legal(options: dict[str, Any]) -> None:
    """Over many deals every pick, bury and call is searched (PIMC) and legal."""
    phases: set[str] = set()
    budget = Budget(16, 5.0)
    for seed in range(12):
        m = _match(seed, options)
        rng = random.Random(seed)
        while m.deal is not None and \
                SheepsheadFacts.of(m.view(0)).phase in ("pick", "bury", "call"):
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            found = sh.decide(view, view.legal_actions, budget, rng, options)
            assert found is not None and found[0] in view.legal_actions
            if len(view.legal_actions) > 1:
                assert "candidates" in found[1]
                phases.add(SheepsheadFacts.of(view).phase)
            m.apply(found[0])
    assert {"pick", "bury"} <= phases


def _to_phase(seed: int, phase: str, options: dict[str, Any] | None = None) -> Match:
    """A deal stopped at the first decision of `phase` (rule-based before it)."""
    opts = options or {}
    for s in range(seed, seed + 50):
        m = _match(s, opts)
        rng = random.Random(s)
        while m.deal is not None and not m.deal.is_complete():
            if SheepsheadFacts.of(m.view(0)).phase == phase:
                return m
            _step(m, rng)
    raise AssertionError(f"no deal reaches {phase}")


def _swap_blind(m: Match, x: Card, y: Card) -> Match:
    """The same deal with hidden card `x` (in a hand) and `y` (in the blind) exchanged."""
    setup = m.setups[-1]
    hands = [[y if c == x else c for c in h] for h in setup.hands]
    stock = [x if c == y else c for c in setup.stock]
    other = type(m)(m.players, m.given_options, seed=m.seed)
    other.deal_next(DealSetup(setup.dealer, hands, stock))
    for action in m.actions[-1]:
        other.apply(action)
    return other


def _same_decision(m: Match, other: Match, seat: int) -> None:
    view, twin = m.view(seat), other.view(seat)
    assert twin.to_json() == view.to_json()
    bot = LevelBot("sheepshead", "normal", 4, {})
    first = bot.choose(view, view.legal_actions, random.Random(1))
    assert "candidates" in bot.reason or "only legal" in bot.reason
    again = bot.choose(twin, twin.legal_actions, random.Random(2))
    assert first == again


@pytest.mark.parametrize("seed", [1, 5])
def test_pick_ignores_the_blind_and_other_hands(seed: int) -> None:
    m = _to_phase(seed, "pick")
    seat = m.controller()
    assert seat is not None
    deal: Any = m.deal
    other_seat = (seat + 2) % 5
    x = deal.hands[other_seat][0]
    _same_decision(m, _swap_blind(m, x, deal.blind[0]), seat)
    a, b = (seat + 1) % 5, (seat + 3) % 5
    _same_decision(m, _swap_hidden(m, deal.hands[a][1], deal.hands[b][2]), seat)


@pytest.mark.parametrize("phase", ["bury", "call"])
def test_bury_and_call_ignore_the_other_hands(phase: str) -> None:
    m = _to_phase(3, phase)
    seat = m.controller()
    deal: Any = m.deal
    assert seat is not None and seat == deal.picker
    a, b = [s for s in range(5) if s != seat][:2]
    _same_decision(m, _swap_hidden(m, deal.hands[a][0], deal.hands[b][-1]), seat)


def test_opening_decision_is_deterministic() -> None:
    m = _to_phase(2, "bury")
    view = m.view(m.controller() or 0)
    runs = {sh.decide(view, view.legal_actions, TINY, random.Random(9), {}) for _ in range(2)}
    assert len(runs) == 1


def test_opening_worlds_honour_the_view() -> None:
    """Before the pick the blind is any two unseen cards; the picker's worlds keep its bury."""
    m = _to_phase(1, "pick")
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    know = sh.Opening(view, sh.rules_for({}))
    mine = mask_of(view.hand)
    blinds = set()
    for i in range(40):
        st = know.determinize(random.Random(i)).s
        assert st.hands[seat] == mine and st.turn == seat and st.blind.bit_count() == 2
        assert all(st.hands[s].bit_count() == 6 for s in range(5))
        assert sum(st.hands) | st.blind == (1 << 32) - 1
        blinds.add(st.blind)
    assert len(blinds) > 10
    m = _to_phase(1, "call")
    deal: Any = m.deal
    view = m.view(deal.picker)
    know = sh.Opening(view, sh.rules_for({}))
    for i in range(20):
        st = know.determinize(random.Random(i)).s
        assert st.buried == mask_of(deal.buried) and st.picker == deal.picker
        assert st.hands[deal.picker] == mask_of(view.hand)
        assert sum(st.hands) | st.buried == (1 << 32) - 1


def test_bury_candidates_start_with_the_rule_policys_bury() -> None:
    """The searched buries are the policy's best-ranked pairs, its own choice first."""
    for seed in range(4):
        m = _to_phase(seed, "bury")
        view = m.view(m.controller() or 0)
        cands = sh.opening_candidates(view, view.legal_actions, BURYING, TINY)
        rule = SheepsheadBot().choose(view, view.legal_actions, random.Random(0))
        assert cands[0] == from_action(rule) and len(cands) == sh.bury_keep(TINY)


def test_heuristic_playout_finishes_from_the_pick() -> None:
    for seed in range(30):
        st = deal_fast(random.Random(seed), dealer=seed % 5)
        sh.heuristic_playout(st, random.Random(seed))
        assert st.done and sum(st.scores()) == 0
