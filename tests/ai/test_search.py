"""Information-set search: determinizations honour the view, decisions depend on it alone."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from tablecards.ai.bots import baseline_bot, make_bot
from tablecards.ai.levels import LevelBot, make_level_bot
from tablecards.ai.search.core import Budget
from tablecards.games.ninety_nine import search as nn
from tablecards.games.tressette import search as ts
from tablecards.games.tressette.kernel import SUIT_MASK, VALUE, FastTressette, card_int, cards_of
from tablecards.rules.cards import Card
from tablecards.rules.game import DealSetup, Match
from tablecards.rules.registry import game_class

TINY = Budget(40, 5.0)


def _match(game: str, players: int, seed: int) -> Match:
    m = game_class(game)(players, {}, seed=seed)
    m.deal_next()
    return m


def _advance(m: Match, actions: int, seed: int = 0) -> None:
    bots = [baseline_bot(m.game_id) for _ in range(m.seats)]
    rng = random.Random(seed)
    for _ in range(actions):
        seat = m.controller()
        assert seat is not None and m.deal is not None and not m.deal.is_complete()
        view = m.view(seat)
        m.apply(bots[seat].choose(view, view.legal_actions, rng))


def _void_match(seed: int) -> Match:
    """A Tressette hand after the opponent of the seat to move has shown a void."""
    for s in range(seed, seed + 200):
        m = _match("tressette", 2, s)
        for _ in range(30):
            _advance(m, 1, s)
            seat = m.controller()
            assert seat is not None
            know = ts.Knowledge(m.view(seat))
            if know.voids and know.stock > 0:
                return m
    raise AssertionError("no void shown")


# -- Tressette ------------------------------------------------------------------------------
def test_tressette_determinizations_honour_the_view() -> None:
    m = _void_match(1)
    seat = m.controller()
    assert seat is not None and m.deal is not None
    view = m.view(seat)
    know = ts.Knowledge(view)
    opp = 1 - seat
    seen = know.mine | know.played
    known = card_int_mask(view.known_cards.get(opp, []))
    rng = random.Random(3)
    for _ in range(100):
        st = know.determinize(rng).s
        assert st.hands[seat] == know.mine
        assert st.hands[opp].bit_count() == view.hand_sizes[opp]
        assert st.hands[opp] & known == known
        assert not st.hands[opp] & seen
        assert not (st.hands[opp] & ~known) & know.voids
        assert len(st.stock) == know.stock
        assert not card_int_mask_ints(st.stock) & (seen | st.hands[opp])
        everything = st.hands[0] | st.hands[1] | know.played | card_int_mask_ints(st.stock)
        assert everything == ts.FULL


def card_int_mask(cards: list[Card]) -> int:
    return sum(1 << card_int(c) for c in cards)


def card_int_mask_ints(cards: tuple[int, ...] | list[int]) -> int:
    return sum(1 << c for c in cards)


def test_tressette_search_plays_only_legal_cards() -> None:
    m = _match("tressette", 2, 5)
    rng = random.Random(0)
    while m.deal is not None and not m.deal.is_complete():
        seat = m.controller()
        assert seat is not None
        view = m.view(seat)
        action, why = ts.decide(view, view.legal_actions, TINY, rng)
        assert action in view.legal_actions and why
        m.apply(action)


def _brute(st: FastTressette, seat: int) -> int:
    if st.done:
        a, b = st.scores()
        return a - b if seat == 0 else b - a
    values = []
    for c in st.legal():
        nxt = st.clone()
        nxt.play(c)
        values.append(_brute(nxt, seat))
    return max(values) if st.turn == seat else min(values)


def test_endgame_solver_matches_full_minimax_and_finds_forced_wins() -> None:
    rng = random.Random(7)
    forced = 0
    for _ in range(60):
        order = list(range(40))
        rng.shuffle(order)
        k = rng.randint(2, 4)
        hands = [sum(1 << c for c in order[:k]), sum(1 << c for c in order[k:2 * k])]
        rest = ts.TOTAL_THIRDS - sum(VALUE[c] for c in order[:2 * k])
        p0 = rng.randint(0, rest)
        st = FastTressette(hands, [], rng.randint(0, 1), -1, (p0, rest - p0), (1, 1), 0)
        seat = st.turn
        card, margin = ts.solve(st, seat)
        assert margin == _brute(st, seat)
        after = st.clone()
        after.play(card)
        assert _brute(after, seat) == margin
        scores = []
        for c in st.legal():
            nxt = st.clone()
            nxt.play(c)
            scores.append(_brute(nxt, seat))
        if scores.count(max(scores)) == 1 and max(scores) > 0:
            forced += 1  # only one card keeps the win: the solver found it
    assert forced > 0


# -- Ninety-Nine -----------------------------------------------------------------------------
def _nn_in_play(seed: int, tricks: int) -> Match:
    m = _match("ninety_nine", 3, seed)
    bots = [baseline_bot("ninety_nine") for _ in range(3)]
    rng = random.Random(seed)
    while m.deal is not None and len(m.view(0).tricks) < tricks:
        seat = m.controller()
        assert seat is not None
        view = m.view(seat)
        m.apply(bots[seat].choose(view, view.legal_actions, rng))
    return m


def test_ninety_nine_determinizations_honour_the_view() -> None:
    m = _nn_in_play(11, 4)
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    rules = nn.rules_for(view, None)
    know = nn.Knowledge(view, rules)
    seen = know.hands[seat] | know.bids[seat]
    for t in view.tricks:
        seen |= know.mask([c for _, c in t.plays])
    if view.trick:
        seen |= know.mask([c for _, c in view.trick.plays])
    rng = random.Random(1)
    for _ in range(100):
        st = know.determinize(rng).s
        assert st.hands[seat] == know.hands[seat] and st.bids[seat] == know.bids[seat]
        for s in range(3):
            assert st.hands[s].bit_count() == view.hand_sizes[s]
            assert st.bids[s].bit_count() == 3
            if s != seat:
                assert not (st.hands[s] | st.bids[s]) & seen
                assert not st.hands[s] & know.voids[s]
        union = 0
        for s in range(3):
            union |= st.hands[s] | st.bids[s]
        assert union | seen == rules.full
        assert st.turn == seat


def test_ninety_nine_search_plays_a_deal_legally() -> None:
    m = _match("ninety_nine", 3, 2)
    rng = random.Random(0)
    searched = 0
    while m.deal is not None and not m.deal.is_complete():
        seat = m.controller()
        assert seat is not None
        view = m.view(seat)
        found = nn.decide(view, view.legal_actions, TINY, rng)
        assert found is not None  # every decision is searched
        action = found[0]
        searched += 1
        assert action in view.legal_actions
        m.apply(action)
    assert searched > 20  # bids, premiums and plays


# -- the same view gives the same decision ---------------------------------------------------
def _swap_hidden(m: Match, seat: int, pick: Callable[[Match, int], tuple[Card, Card]]) -> Match:
    """The same match with two cards the seat cannot see exchanged, replayed action by action."""
    setup = m.setups[-1]
    x, y = pick(m, seat)
    hands = [[y if c == x else x if c == y else c for c in h] for h in setup.hands]
    stock = [y if c == x else x if c == y else c for c in setup.stock]
    other = type(m)(m.players, m.given_options, seed=m.seed)
    other.deal_next(DealSetup(setup.dealer, hands, stock))
    for action in m.actions[-1]:
        other.apply(action)
    return other


def _tressette_pick(m: Match, seat: int) -> tuple[Card, Card]:
    view = m.view(seat)
    know = ts.Knowledge(view)
    assert m.deal is not None
    opp_hidden = [c for c in m.deal.hands[1 - seat]  # type: ignore[attr-defined]
                  if not (know.known >> card_int(c)) & 1 and not know.voids >> card_int(c) & 1]
    stock = [c for c in m.deal.stock if not know.voids >> card_int(c) & 1]  # type: ignore[attr-defined]
    for x in opp_hidden:
        for y in stock:
            if x.suit != y.suit:
                return x, y
    return opp_hidden[0], stock[-1]


def test_tressette_decision_ignores_the_hidden_cards() -> None:
    m = _void_match(20)
    seat = m.controller()
    assert seat is not None
    other = _swap_hidden(m, seat, _tressette_pick)
    assert other.view(seat).to_json() == m.view(seat).to_json()
    assert other.deal.hands != m.deal.hands  # type: ignore[union-attr]
    for level in ("normal",):
        a = make_level_bot("tressette", level, 9).choose(
            m.view(seat), m.view(seat).legal_actions, random.Random(1))
        b = make_level_bot("tressette", level, 9).choose(
            other.view(seat), other.view(seat).legal_actions, random.Random(2))
        assert a == b


def _nn_pick(m: Match, seat: int) -> tuple[Card, Card]:
    assert m.deal is not None
    hands = m.deal.hands  # type: ignore[attr-defined]
    a, b = [s for s in range(3) if s != seat]
    for x in hands[a]:
        for y in hands[b]:
            if x.suit == y.suit and x != y:
                return x, y
    raise AssertionError("no same-suit pair to exchange")


@pytest.mark.parametrize("tricks", [0, 3])
def test_ninety_nine_decision_ignores_the_hidden_cards(tricks: int) -> None:
    m = _nn_in_play(5, tricks)
    seat = m.controller()
    assert seat is not None
    other = _swap_hidden(m, seat, _nn_pick)
    assert other.view(seat).to_json() == m.view(seat).to_json()
    bot = LevelBot("ninety_nine", "normal", 4)
    a = bot.choose(m.view(seat), m.view(seat).legal_actions, random.Random(1))
    b = bot.choose(other.view(seat), other.view(seat).legal_actions, random.Random(2))
    assert a == b


def test_decisions_are_deterministic_from_the_seed() -> None:
    m = _match("ninety_nine", 3, 8)
    view = m.view(m.controller() or 0)
    first = make_bot("ninety_nine", "normal", 3).choose(view, view.legal_actions,
                                                          random.Random(0))
    again = make_bot("ninety_nine", "normal", 3).choose(view, view.legal_actions,
                                                          random.Random(99))
    assert first == again
    assert "easy" in __import__("tablecards.ai.bots", fromlist=["bot_names"]).bot_names()


def test_games_without_an_adapter_fall_back_to_the_rule_bot(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tablecards.ai import levels

    searched = levels.adapter
    monkeypatch.setattr(levels, "adapter",
                        lambda game_id: None if game_id == "nominations" else searched(game_id))
    m = _match("nominations", 4, 1)
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    bot = make_level_bot("nominations", "strong", 1)
    assert bot.choose(view, view.legal_actions, random.Random(0)) in view.legal_actions
    assert "rule-based" in bot.reason


def test_suit_masks_cover_the_pack() -> None:
    assert sum(len(cards_of(m)) for m in SUIT_MASK) == 40
