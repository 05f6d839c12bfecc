"""Sneak search adapter: legal decisions in every phase, determinizations that honour the view,
rollouts that finish the deal, and decisions that depend on the view alone."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from tablecards.ai.base import Bot
from tablecards.ai.levels import adapter, make_level_bot
from tablecards.ai.random_bot import RandomBot
from tablecards.ai.search.core import Budget
from tablecards.games.sneak import search as sn
from tablecards.games.sneak.deal import SneakDeal
from tablecards.games.sneak.facts import SneakFacts
from tablecards.games.sneak.kernel import ONE_PACK, FastSneak, card_int, deal_fast, unpack
from tablecards.games.sneak.match import SneakMatch
from tablecards.games.sneak.policy import SneakBot
from tablecards.rules.game import SeatView

TINY = Budget(6, 5.0)
CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (4, {}), (3, {}), (2, {}), (5, {}), (3, {"hand_limit_5": True}),
    (4, {"losers_cards_discarded": True}), (4, {"double_deck": True}),
]


def _match(players: int, options: dict[str, Any], seed: int) -> SneakMatch:
    m = SneakMatch(players, options, seed=seed)
    m.deal_next()
    return m


def _deal(m: SneakMatch) -> SneakDeal:
    assert isinstance(m.deal, SneakDeal)
    return m.deal


def _mixed_bots(players: int) -> list[Bot]:
    """Rule-based and random players: random ones sneak, so every kind of answer comes up."""
    return [SneakBot() if s % 2 == 0 else RandomBot() for s in range(players)]


def _step(m: SneakMatch, bots: list[Bot], rng: random.Random) -> None:
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    m.apply(bots[seat].choose(view, view.legal_actions, rng))


def test_sneak_is_searched() -> None:
    assert adapter("sneak") is sn
    assert set(sn.BUDGETS) == {"normal", "strong"}
    assert sn.BUDGETS["strong"].iterations > sn.BUDGETS["normal"].iterations


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_decisions_are_legal_in_every_phase(players: int, options: dict[str, Any]) -> None:
    """Search decides for one seat in every position of several deals (the others mixed)."""
    verbs: Counter[str] = Counter()
    for seed in range(2):
        m = _match(players, options, seed)
        bots = _mixed_bots(players)
        rng = random.Random(seed)
        searcher = seed % players
        while not _deal(m).is_complete():
            seat = m.controller()
            assert seat is not None
            if seat != searcher:
                _step(m, bots, rng)
                continue
            view = m.view(seat)
            found = sn.decide(view, view.legal_actions, TINY, random.Random(seed), options)
            assert found is not None
            action, why = found
            assert action in view.legal_actions and why
            assert m.refusal(action) is None
            verbs[action.verb] += 1
            m.apply(action)
    assert verbs["draw"] and verbs["flaunt"]
    assert verbs["challenge"] + verbs["decline"] > 0


def test_every_kind_of_decision_is_searched() -> None:
    """Draws, sneaks, flaunts, challenges and declines all come out of a search."""
    verbs: Counter[str] = Counter()
    for seed in range(4):
        m = _match(4, {}, seed)
        bots = _mixed_bots(4)
        rng = random.Random(seed)
        while not _deal(m).is_complete():
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            if seat % 2 or len(view.legal_actions) == 1:
                _step(m, bots, rng)
                continue
            found = sn.decide(view, view.legal_actions, TINY, random.Random(seed))
            assert found is not None and "candidates" in found[1]
            verbs[found[0].verb] += 1
            m.apply(found[0])
    assert set(verbs) == {"draw", "sneak", "flaunt", "challenge", "decline"}


# -- determinizations -------------------------------------------------------------------------
def _positions(players: int, options: dict[str, Any], seeds: range) -> list[SeatView]:
    """Views of the seat to move in mixed play, pending sneaks and flaunts among them."""
    views = []
    for seed in seeds:
        m = _match(players, options, seed)
        bots = _mixed_bots(players)
        rng = random.Random(seed)
        while not _deal(m).is_complete():
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            if len(view.legal_actions) > 1:
                views.append(view)
            _step(m, bots, rng)
    return views


def _hidden_total(view: SeatView) -> int:
    """Cards the seat cannot see that still matter: other hands, the stock, pending sneaks."""
    facts = SneakFacts.of(view)
    lead = facts.lead
    pending = 0
    if lead and not lead["face_up"]:
        pending = lead["count"] * (1 + len(lead["challengers"]))
    return sum(view.hand_sizes) - len(view.hand) + facts.stock + pending


@pytest.mark.parametrize(("players", "options"), [(4, {}), (5, {}), (3, {"hand_limit_7": True})])
def test_determinizations_honour_the_view(players: int, options: dict[str, Any]) -> None:
    views = _positions(players, options, range(2))
    leads = [lead for v in views if (lead := SneakFacts.of(v).lead)]
    assert any(lead["face_up"] for lead in leads)
    assert any(not lead["face_up"] for lead in leads)
    rng = random.Random(4)
    for view in views[::3]:
        know = sn.Knowledge(view, options)
        facts = SneakFacts.of(view)
        me = view.seat
        shown = Counter(card_int(c) for t in view.tricks for _, c in t.plays)
        if view.trick is not None:
            shown.update(card_int(c) for _, c in view.trick.plays)
        for _ in range(5):
            state = know.determinize(rng)
            s = state.s
            assert s.to_move() == me and s.hands[me] == know.mine
            assert s.stock_left() == facts.stock
            assert s.piles == facts.piles
            dealt = Counter(unpack(sum(s.hands) - know.mine))
            dealt.update(s.stock)
            lead = facts.lead
            if lead and not lead["face_up"]:
                dealt.update(unpack(s.lead_cards))
                for _, cards in s.chal:
                    dealt.update(unpack(cards))
                assert [c for c, _ in s.chal] == lead["challengers"]
            elif lead:
                for _, cards in s.chal:  # answers replayed for the seats that decided
                    dealt.update(unpack(cards))
            assert sum(dealt.values()) == _hidden_total(view)
            copies = 2 if know.full != ONE_PACK else 1
            mine = Counter(unpack(know.mine))
            for c, n in dealt.items():
                assert n + shown[c] + mine[c] <= copies
            if lead is None:
                assert s.sizes == view.hand_sizes


def _flaunt_position() -> SeatView:
    """A single-card flaunt waiting for answers, with a seat passed over as unable to answer."""
    for seed in range(5):
        m = _match(4, {}, seed)
        bots: list[Bot] = [SneakBot() for _ in range(4)]
        rng = random.Random(seed)
        while not _deal(m).is_complete():
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            lead = SneakFacts.of(view).lead
            if lead and lead["face_up"] and lead["count"] == 1 and len(lead["asked"]) == 1 \
                    and sum(1 for n in view.hand_sizes if n) > 2:
                return view
            _step(m, bots, rng)
    raise AssertionError("no flaunt answered by a single seat")


def test_flaunt_answers_respect_who_was_asked() -> None:
    view = _flaunt_position()
    lead = SneakFacts.of(view).lead
    assert lead is not None
    know = sn.Knowledge(view)
    hot = sn.ABOVE[card_int(view.trick.plays[0][1])] if view.trick else 0
    lacking = [s for s in range(4) if s not in (view.seat, lead["leader"])
               and view.hand_sizes[s] >= 1]
    assert lacking and know.must_lack == lacking
    rng = random.Random(2)
    for _ in range(50):
        s = know.determinize(rng).s
        for o in lacking:
            assert not s.hands[o] & hot


# -- the rollouts ------------------------------------------------------------------------------
def test_rollouts_finish_the_deal_and_keep_every_card() -> None:
    rng = random.Random(3)
    for players, double in ((4, False), (3, False), (6, True)):
        for _ in range(5):
            s = deal_fast(rng, players, double=double, dealer=rng.randrange(players))
            state = sn.SneakState(s, 0)
            rewards = state.rollout(rng)
            assert s.done and sum(s.piles) == (104 if double else 52)
            copies = 2 if double else 1
            assert all(n <= copies for n in Counter(unpack(s.shown)).values())
            best = max(range(players), key=lambda p: s.piles[p])
            assert rewards[best] == max(rewards) and rewards[best] > 0.5


def test_rollout_state_moves_in_lockstep_with_the_fast_path() -> None:
    """`RolloutSneak` only speeds up `FastSneak`: the same actions give the same states."""
    rng = random.Random(8)
    for players, double in ((4, False), (2, False), (5, True)):
        for _ in range(4):
            ref = deal_fast(rng, players, double=double)
            fast = sn.RolloutSneak(ref.hands, ref.stock, ref.turn, ref.had_turn, ref.piles)
            while not ref.done:
                action = ref.random_action(rng)
                ref.apply(action)
                fast = fast.clone()
                fast.apply(action)
                assert type(fast) is sn.RolloutSneak
                for name in FastSneak.__slots__:
                    assert getattr(fast, name) == getattr(ref, name), name


# -- the same view gives the same decision -----------------------------------------------------
def _twin_position(seed: int) -> tuple[SneakMatch, SneakMatch]:
    """Two positions the seat to move cannot tell apart: a hidden card of another seat
    swapped with a stock card or with a third seat's card."""
    base = _match(4, {}, seed)
    twin = _match(4, {}, seed)
    bots = _mixed_bots(4)
    r1, r2 = random.Random(seed), random.Random(seed)
    for moves in range(1, 500):
        seat = base.controller()
        assert seat is not None and not _deal(base).is_complete()
        if moves > 6 * seed and len(base.view(seat).legal_actions) > 1 \
                and _swap_hidden(_deal(twin), seat):
            return base, twin
        _step(base, bots, r1)
        _step(twin, bots, r2)
    raise AssertionError("no position to swap")


def _swap_hidden(deal: SneakDeal, seat: int) -> bool:
    """Swap a card of some other hand with one the seat cannot see either; False if none."""
    lead = deal.lead
    for o in range(deal.n):
        if o == seat or not deal.hands[o]:
            continue
        if lead is not None and lead.face_up and any(s == o for s, _ in lead.challenges):
            continue
        x = deal.hands[o][0]
        if deal.stock_left():
            j = next((j for j in range(deal.top, len(deal.stock)) if deal.stock[j] != x), None)
            if j is not None:
                deal.hands[o][0], deal.stock[j] = deal.stock[j], x
                return True
        for p in range(deal.n):
            if p not in (seat, o) and deal.hands[p] and deal.hands[p][-1] != x:
                deal.hands[o][0], deal.hands[p][-1] = deal.hands[p][-1], x
                return True
    return False


@pytest.mark.parametrize("seed", [1, 2, 3, 5, 8, 13])
def test_same_decision_whatever_the_hidden_cards(seed: int) -> None:
    base, twin = _twin_position(seed)
    seat = base.controller()
    assert seat is not None
    v1, v2 = base.view(seat), twin.view(seat)
    assert v1.to_json() == v2.to_json()
    assert [sorted(h) for h in _deal(base).hands] != [sorted(h) for h in _deal(twin).hands]
    a = sn.decide(v1, v1.legal_actions, TINY, random.Random(9))
    b = sn.decide(v2, v2.legal_actions, TINY, random.Random(9))
    assert a is not None and a == b
    bot1, bot2 = make_level_bot("sneak", "normal", 7), make_level_bot("sneak", "normal", 7)
    assert bot1.choose(v1, v1.legal_actions, random.Random(1)) == \
        bot2.choose(v2, v2.legal_actions, random.Random(2))


def test_decision_is_deterministic_given_the_seed() -> None:
    views = _positions(4, {}, range(1))[::9]
    for view in views:
        a = sn.decide(view, view.legal_actions, TINY, random.Random(5))
        b = sn.decide(view, view.legal_actions, TINY, random.Random(5))
        assert a == b
