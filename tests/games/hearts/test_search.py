"""Hearts search adapter: legal decisions, determinizations that honour the view, and
decisions that depend on the view alone."""

from __future__ import annotations

import random

from tablecards.ai.bots import baseline_bot
from tablecards.ai.levels import make_level_bot
from tablecards.ai.search.core import Budget
from tablecards.games.hearts import search as hs
from tablecards.games.hearts.facts import HeartsFacts
from tablecards.games.hearts.kernel import ALL, SUIT_MASK, card_int, mask_of
from tablecards.games.hearts.match import HeartsDeal
from tablecards.rules.cards import Card
from tablecards.rules.game import Match
from tablecards.rules.registry import game_class

TINY = Budget(40, 5.0)


def _match(seed: int, options: dict[str, object] | None = None) -> Match:
    m = game_class("hearts")(4, options or {}, seed=seed)
    m.deal_next()
    return m


def _advance(m: Match, actions: int, seed: int = 0) -> None:
    bot = baseline_bot("hearts")
    rng = random.Random(seed)
    for _ in range(actions):
        seat = m.controller()
        assert seat is not None
        view = m.view(seat)
        m.apply(bot.choose(view, view.legal_actions, rng))


def _void_position(seed: int) -> Match:
    """A hand after the pass in which some other seat has shown a void and the seat to move
    still knows where some of its passed cards lie."""
    for s in range(seed, seed + 300):
        m = _match(s, {"pass_dir": "left"})
        _advance(m, 4, s)  # the four passes
        for _ in range(40):
            _advance(m, 1, s)
            seat = m.controller()
            if seat is None:
                break
            view = m.view(seat)
            know = hs.Knowledge(view, hs.rules_from({}))
            if any(know.voids[o] for o in range(4) if o != seat) and view.known_cards:
                return m
    raise AssertionError("no position with a void and known passed cards")


def test_decisions_are_legal_in_every_phase() -> None:
    for seed in range(3):
        m = _match(seed)
        bot = baseline_bot("hearts")
        rng = random.Random(seed)
        for _ in range(4 + 12):  # the pass and the first three tricks
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            found = hs.decide(view, view.legal_actions, TINY, random.Random(seed))
            assert found is not None
            assert found[0] in view.legal_actions
            m.apply(bot.choose(view, view.legal_actions, rng))


def test_determinizations_honour_voids_and_passed_cards() -> None:
    m = _void_position(1)
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    know = hs.Knowledge(view, hs.rules_from({}))
    mine = mask_of(view.hand)
    rng = random.Random(5)
    for _ in range(100):
        st = know.determinize(rng).s
        assert st.hands[seat] == mine
        assert st.turn == seat
        assert set(st.legal()) == {card_int(a.value) for a in view.legal_actions
                                   if isinstance(a.value, Card)}
        everything = know.played
        for o in range(4):
            assert st.hands[o].bit_count() == view.hand_sizes[o]
            everything |= st.hands[o]
            if o == seat:
                continue
            known = mask_of(view.known_cards.get(o, []))
            assert st.hands[o] & known == known
            assert not st.hands[o] & know.voids[o]
            assert not st.hands[o] & (mine | know.played)
        assert everything == ALL


def test_pass_phase_determinizations_keep_the_passes_of_those_who_passed() -> None:
    m = _match(4, {"pass_dir": "across"})
    _advance(m, 2)  # two seats have passed
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    know = hs.Knowledge(view, hs.rules_from({}))
    st = know.determinize(random.Random(1)).s
    assert st.passing and st.turn == seat
    passed = HeartsFacts.of(view).passed
    for o in range(4):
        assert bool(st.passes[o]) == (o in passed)
        assert (st.hands[o] | st.passes[o]).bit_count() == 13


def _reshuffled(m: Match, seat: int) -> Match:
    """The same position with two unseen cards of one suit swapped between two other seats."""
    deal = m.deal
    assert isinstance(deal, HeartsDeal)
    others = [s for s in range(4) if s != seat]
    view = m.view(seat)
    known = {c for cs in view.known_cards.values() for c in cs}
    for suit in range(4):
        for a in others:
            for b in others:
                if a >= b:
                    continue
                ca = [c for c in deal.hands[a] if card_int(c) // 13 == suit and c not in known]
                cb = [c for c in deal.hands[b] if card_int(c) // 13 == suit and c not in known]
                if ca and cb:
                    x, y = ca[0], cb[0]
                    deal.hands[a][deal.hands[a].index(x)] = y
                    deal.hands[b][deal.hands[b].index(y)] = x
                    return m
    raise AssertionError("nothing to swap")


def test_same_decision_when_hidden_cards_are_reshuffled() -> None:
    for seed, moves in ((2, 0), (3, 9), (6, 17)):
        base = _match(seed, {"pass_dir": "right"})
        twin = _match(seed, {"pass_dir": "right"})
        _advance(base, moves, seed)
        _advance(twin, moves, seed)
        seat = base.controller()
        assert seat is not None
        _reshuffled(twin, seat)
        v1, v2 = base.view(seat), twin.view(seat)
        assert v1.to_json() == v2.to_json()
        assert base.deal is not None and twin.deal is not None
        assert [sorted(h) for h in base.deal.hands] != [  # type: ignore[attr-defined]
            sorted(h) for h in twin.deal.hands]  # type: ignore[attr-defined]
        a = hs.decide(v1, v1.legal_actions, TINY, random.Random(9))
        b = hs.decide(v2, v2.legal_actions, TINY, random.Random(9))
        assert a is not None and a == b
        bot1, bot2 = make_level_bot("hearts", "normal", 7), make_level_bot("hearts", "normal", 7)
        assert bot1.choose(v1, v1.legal_actions, random.Random(1)) == \
            bot2.choose(v2, v2.legal_actions, random.Random(2))


def test_rollouts_finish_the_hand_and_rewards_follow_the_moon() -> None:
    rng = random.Random(3)
    from tablecards.games.hearts.kernel import deal_fast

    for _ in range(50):
        s = deal_fast(rng)
        hs.heuristic_playout(s, rng)
        assert s.done and sum(t.bit_count() for t in s.taken) == 52
    moon = hs.rewards_of([26, 26, 0, 26])
    assert moon[2] == max(moon) and moon[0] < 0.5
    plain = hs.rewards_of([0, 13, 13, 0])
    assert plain[0] > 0.5 > plain[1]
    assert SUIT_MASK[0] >> 10 & 1  # Q♠ is a spade in the fast encoding
