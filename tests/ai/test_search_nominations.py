"""Nominations search: card play legal over whole deals, determinizations honour the view (the
called card's holder known only to itself), decisions depend on the view alone."""

from __future__ import annotations

import random

import pytest

from tablecards.ai.bots import baseline_bot
from tablecards.ai.levels import LevelBot
from tablecards.ai.search import nominations as nm
from tablecards.ai.search.core import Budget
from tablecards.rules.cards import Card
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.nominations_fast import card_int, mask_of
from tablecards.rules.registry import game_class

TINY = Budget(30, 5.0)


def _match(seed: int) -> Match:
    m = game_class("nominations")(4, {}, seed=seed)
    m.deal_next()
    return m


def _step(m: Match, rng: random.Random) -> None:
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    m.apply(baseline_bot("nominations").choose(view, view.legal_actions, rng))


def _in_play(seed: int, plays: int) -> Match:
    """A deal in play (a number contract) after `plays` cards."""
    for s in range(seed, seed + 50):
        m = _match(s)
        rng = random.Random(s)
        while m.deal is not None and not m.deal.is_complete() and \
                m.view(0).public["phase"] != "play":
            _step(m, rng)
        if m.deal is None or m.deal.is_complete() or not isinstance(m.view(0).public["bid"], int):
            continue
        for _ in range(plays):
            _step(m, rng)
        if not m.deal.is_complete():
            return m
    raise AssertionError("no number contract")


def test_search_plays_deals_legally() -> None:
    for seed in (1, 2):
        m = _match(seed)
        rng = random.Random(0)
        searched = 0
        while m.deal is not None and not m.deal.is_complete():
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            found = nm.decide(view, view.legal_actions, TINY, rng)
            if found is None:
                assert view.public["phase"] != "play"  # auction, cut, contract: delegated
                action = baseline_bot("nominations").choose(view, view.legal_actions, rng)
            else:
                action = found[0]
                searched += 1
            assert action in view.legal_actions
            m.apply(action)
        assert searched > 0


@pytest.mark.parametrize("plays", [0, 9, 22])
def test_determinizations_honour_the_view(plays: int) -> None:
    m = _in_play(3, plays)
    seat = m.controller()
    assert seat is not None and m.deal is not None
    view = m.view(seat)
    know = nm.Knowledge(view, nm.config_for({}))
    true_hands = [mask_of(h) for h in m.deal.hands]  # type: ignore[attr-defined]
    for s in range(4):
        assert not true_hands[s] & know.voids[s]
    seen = know.mine | know.played
    holders: set[int] = set()
    rng = random.Random(5)
    for _ in range(100):
        st = know.determinize(rng).s
        assert st.turn == seat and st.hands[seat] == know.mine
        union = 0
        for s in range(4):
            assert st.hands[s].bit_count() == view.hand_sizes[s]
            if s != seat:
                assert not st.hands[s] & seen
                assert not st.hands[s] & know.voids[s]
            assert not union & st.hands[s]
            union |= st.hands[s]
        if not know.played >> know.called & 1:
            assert st.hands[st.partner] >> know.called & 1
        holders.add(st.partner)
    if view.public["partner"] is not None:
        assert holders == {view.public["partner"]}  # the holder (or a played card) tells
    elif not know.mine >> know.called & 1:
        assert seat not in holders and len(holders) > 1  # unknown: it varies


def test_the_holder_of_the_called_card_knows_the_partner() -> None:
    for seed in range(30):
        m = _in_play(seed, 0)
        assert m.deal is not None
        called = m.view(0).public["partner_card"]
        holder = next(s for s in range(4)
                      if any(c.code == called for c in m.deal.hands[s]))  # type: ignore[attr-defined]
        view = m.view(holder)
        know = nm.Knowledge(view, nm.config_for({}))
        assert know.partner == holder
        assert {know.determinize(random.Random(i)).s.partner for i in range(20)} == {holder}
        return
    raise AssertionError("no deal")


def _swap_hidden(m: Match, x: Card, y: Card) -> Match:
    setup = m.setups[-1]
    hands = [[y if c == x else x if c == y else c for c in h] for h in setup.hands]
    other = type(m)(m.players, m.given_options, seed=m.seed)
    other.deal_next(DealSetup(setup.dealer, hands, list(setup.stock)))
    for action in m.actions[-1]:
        other.apply(action)
    return other


@pytest.mark.parametrize("plays", [0, 10])
def test_decision_ignores_the_hidden_cards(plays: int) -> None:
    m = _in_play(8, plays)
    seat = m.controller()
    assert seat is not None and m.deal is not None
    view = m.view(seat)
    called = view.public["partner_card"]
    a, b = [s for s in range(4) if s != seat][:2]
    hands = m.deal.hands  # type: ignore[attr-defined]
    x, y = next((x, y) for x in hands[a] for y in hands[b]
                if x.suit == y.suit and called not in (x.code, y.code))
    other = _swap_hidden(m, x, y)
    assert other.view(seat).to_json() == view.to_json()
    bot = LevelBot("nominations", "normal", 4, {})
    first = bot.choose(view, view.legal_actions, random.Random(1))
    assert "ISMCTS" in bot.reason or "only legal" in bot.reason
    again = bot.choose(other.view(seat), other.view(seat).legal_actions, random.Random(2))
    assert first == again
    assert card_int(view.hand[0]) >= 0
