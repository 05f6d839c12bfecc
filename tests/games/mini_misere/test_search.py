"""Mini Misère search: legal over whole deals, determinizations honour the view, decisions
depend on the view alone."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablecards.ai.bots import baseline_bot
from tablecards.ai.levels import LevelBot
from tablecards.ai.search.core import Budget
from tablecards.games.mini_misere import search as mm
from tablecards.games.mini_misere.deal import MiniMisereDeal
from tablecards.games.mini_misere.facts import MiniMisereFacts
from tablecards.games.mini_misere.kernel import FastMiniMisere, card_int, mask_of
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import DealSetup, Match, SeatView
from tablecards.rules.registry import game_class

TINY = Budget(30, 5.0)
CONFIGS: list[tuple[int, dict[str, Any]]] = [
    (4, {}), (4, {"old_rules": True}), (4, {"mm4_with_joker": True}),
    (5, {}), (5, {"old_rules": True}), (5, {"nine_for_deuce": True}),
    (4, {"lot_before_first_lead": True}),
]


def _match(players: int, options: dict[str, Any], seed: int) -> Match:
    m = game_class("mini_misere")(players, options, seed=seed)
    m.deal_next()
    return m


def _advance(m: Match, plays: int, seed: int) -> None:
    bot = baseline_bot("mini_misere")
    rng = random.Random(seed)
    for _ in range(plays):
        assert m.deal is not None and not m.deal.is_complete()
        seat = m.controller()
        assert seat is not None
        view = m.view(seat)
        m.apply(bot.choose(view, view.legal_actions, rng))


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_search_plays_a_deal_legally(players: int, options: dict[str, Any]) -> None:
    m = _match(players, options, 7)
    rng = random.Random(0)
    while m.deal is not None and not m.deal.is_complete():
        seat = m.controller()
        assert seat is not None
        view = m.view(seat)
        found = mm.decide(view, view.legal_actions, TINY, rng, options)
        assert found is not None
        action, why = found
        assert action in view.legal_actions and why
        m.apply(action)


def _voided_match(players: int, options: dict[str, Any]) -> tuple[Match, int]:
    """A hand in play after some seat other than the one to move has shown a void."""
    for seed in range(200):
        m = _match(players, options, seed)
        for _ in range(players * 4):
            if m.deal is None or m.deal.is_complete():
                break
            _advance(m, 1, seed)
            seat = m.controller()
            if seat is None or m.deal.is_complete():
                break
            know = mm.Knowledge(m.view(seat), mm.rules_for(m.view(seat), options))
            if any(v for s, v in enumerate(know.voids) if s != seat) and len(m.view(seat).hand) > 2:
                return m, seat
    raise AssertionError("no void shown")


@pytest.mark.parametrize(("players", "options"), [(4, {}), (4, {"mm4_with_joker": True}),
                                                  (5, {"old_rules": True})])
def test_determinizations_honour_the_view(players: int, options: dict[str, Any]) -> None:
    m, seat = _voided_match(players, options)
    view = m.view(seat)
    know = mm.Knowledge(view, mm.rules_for(view, options))
    seen = know.mine | know.played
    assert m.deal is not None
    true_hands = [mask_of(h) for h in m.deal.hands]  # type: ignore[attr-defined]
    for s in range(players):
        assert not true_hands[s] & know.voids[s]  # the inferred voids are true
    assert isinstance(m.deal, MiniMisereDeal)
    played = FastMiniMisere.from_deal(m.deal).played
    assert played and know.played == played
    rng = random.Random(3)
    aside_seen: set[int] = set()
    for _ in range(100):
        st = know.determinize(rng).s
        assert st.hands[seat] == know.mine
        assert st.turn == seat and st.played == played
        union = 0
        for s in range(players):
            assert st.hands[s].bit_count() == view.hand_sizes[s]
            if s != seat:
                assert not st.hands[s] & seen
                assert not st.hands[s] & know.voids[s]
            assert not union & st.hands[s]
            union |= st.hands[s]
        aside_seen |= {c for c in know.rules.pack if not (union | know.played) >> c & 1}
    if options.get("mm4_with_joker"):
        assert len(aside_seen) > 1  # the laid-aside card is unknown: it varies
    else:
        assert not aside_seen


def _swap_hidden(m: Match, x: Card, y: Card) -> Match:
    setup = m.setups[-1]
    hands = [[y if c == x else x if c == y else c for c in h] for h in setup.hands]
    stock = [y if c == x else x if c == y else c for c in setup.stock]
    other = type(m)(m.players, m.given_options, seed=m.seed)
    other.deal_next(DealSetup(setup.dealer, hands, stock))
    for action in m.actions[-1]:
        other.apply(action)
    return other


@pytest.mark.parametrize(("players", "options", "plays"),
                         [(4, {}, 0), (4, {}, 5), (4, {"mm4_with_joker": True}, 6),
                          (5, {"old_rules": True}, 0), (4, {"lot_before_first_lead": True}, 0),
                          (4, {"lot_before_first_lead": True}, 3), (5, {}, 0),
                          (5, {"nine_for_deuce": True}, 4)])
def test_decision_ignores_the_hidden_cards(players: int, options: dict[str, Any],
                                           plays: int) -> None:
    m = _match(players, options, 11)
    _advance(m, plays, 11)
    _assert_ignores_hidden(m, options)


def test_joker_lead_and_its_suit_ignore_the_hidden_cards() -> None:
    """Old rules: leading with the joker in hand, the card and the named suit are searched and
    depend on the view alone."""
    options = {"old_rules": True, "lot_on_first_play": True}
    m = next(m for m in (_match(5, options, seed) for seed in range(100))
             if m.controller() is not None
             and any(c.is_joker for c in m.view(m.controller()).hand))  # type: ignore[arg-type]
    view = m.view(m.controller())  # type: ignore[arg-type]
    assert any(a.get("suit") is not None for a in view.legal_actions)
    _assert_ignores_hidden(m, options)


def _assert_ignores_hidden(m: Match, options: dict[str, Any]) -> None:
    """Swap two hidden cards (or a hidden and the laid-aside one): same view, same decision."""
    seat = m.controller()
    assert seat is not None and m.deal is not None
    hands = m.deal.hands  # type: ignore[attr-defined]
    a, b = [s for s in range(m.players) if s != seat][:2]
    stock = list(m.setups[-1].stock)
    if stock:  # the laid-aside card against a hidden one
        x, y = hands[a][0], stock[0]
    else:
        x, y = next((x, y) for x in hands[a] for y in hands[b] if x.suit == y.suit)
    other = _swap_hidden(m, x, y)
    assert other.view(seat).to_json() == m.view(seat).to_json()
    assert other.deal.hands != m.deal.hands or other.setups[-1].stock != stock  # type: ignore[union-attr,attr-defined]
    bot = LevelBot("mini_misere", "normal", 4, options)
    first = bot.choose(m.view(seat), m.view(seat).legal_actions, random.Random(1))
    again = bot.choose(other.view(seat), other.view(seat).legal_actions, random.Random(2))
    assert first == again
    assert "ISMCTS" in bot.reason or "only legal" in bot.reason


def test_level_bot_searches_mini_misere() -> None:
    m = _match(4, {}, 2)
    seat = m.controller()
    assert seat is not None
    view = m.view(seat)
    bot = LevelBot("mini_misere", "strong", 1, {})
    assert bot.choose(view, view.legal_actions, random.Random(0)) in view.legal_actions
    assert "rule-based" not in bot.reason
    assert card_int(view.hand[0]) >= 0


# -- every decision is searched ---------------------------------------------------------------
def _decision_kind(view: SeatView, action: Action) -> str:
    """What sort of decision a view asks for (to check that each sort was met)."""
    if action.verb == "lot":
        return "lot question"
    if any(a.get("suit") is not None for a in view.legal_actions):
        return "joker lead naming a suit"
    if any(a.get("lot") is True for a in view.legal_actions):
        return "trick-1 card with the Lot"
    return "play against a Lot" if MiniMisereFacts.of(view).lot_declarers else "play"


def _random_action(legal: list[Action], rng: random.Random) -> Action:
    """A random legal action that bids the Lot now and then (a fifth of the chances)."""
    quiet = [a for a in legal if a.value is not True and a.get("lot") is not True]
    return rng.choice(legal if rng.random() < 0.2 or not quiet else quiet)


@pytest.mark.parametrize("pass_options", [True, False])
def test_no_decision_falls_back_to_the_rule_bot_at_normal(
        pass_options: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every option set, every sort of decision: Normal's reason is a search's. Deals are
    driven by random legal actions so Lot bids (and hands stopped early) occur too; the budget is
    cut to keep the test fast, which cannot change whether the adapter searches."""
    monkeypatch.setitem(mm.BUDGETS, "normal", Budget(6, 5.0))
    cls = game_class("mini_misere")
    kinds: set[str] = set()
    for players, options in cls.variant_examples:
        for seed in range(3):
            m = _match(players, options, seed)
            bot = LevelBot("mini_misere", "normal", seed, options if pass_options else None)
            rng = random.Random(seed)
            while m.deal is not None and not m.deal.is_complete():
                seat = m.controller()
                assert seat is not None
                view = m.view(seat)
                action = bot.choose(view, view.legal_actions, rng)
                assert action in view.legal_actions
                assert any(w in bot.reason for w in ("ISMCTS", "only legal", "exact endgame")), (
                    players, options, bot.reason)
                if "ISMCTS" in bot.reason:
                    kinds.add(_decision_kind(view, action))
                m.apply(_random_action(view.legal_actions, rng))
    assert kinds == {"lot question", "joker lead naming a suit", "trick-1 card with the Lot",
                     "play against a Lot", "play"}
