"""Exact endgames: the solver on a game small enough to check by hand, and the adapters that
use it only where the view leaves every card one possible owner."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, Self

import pytest

from tablecards.ai.bots import baseline_bot
from tablecards.ai.levels import LevelBot
from tablecards.ai.search.endgame import TooLarge, solve, solve_known
from tablecards.games.hearts import search as hs
from tablecards.games.hearts.kernel import FastHearts
from tablecards.games.hearts.kernel import mask_of as hearts_mask
from tablecards.games.mini_misere import search as mm
from tablecards.games.mini_misere.kernel import mask_of as mini_misere_mask
from tablecards.games.ninety_nine import search as nn
from tablecards.games.ninety_nine.kernel_engine import from_deal as ninety_nine_fast
from tablecards.games.nominations import search as ns
from tablecards.games.nominations.kernel import mask_of as nominations_mask
from tablecards.games.sheepshead import search as sh
from tablecards.games.sheepshead.kernel import mask_of as sheepshead_mask
from tablecards.rules.actions import Action
from tablecards.rules.game import Match, SeatView
from tablecards.rules.registry import game_class


class Pile:
    """Two players take 1 or 2 counters in turn; whoever takes the last one wins."""

    def __init__(self, left: int, turn: int = 0) -> None:
        self.left = left
        self.turn = turn

    def legal(self) -> list[int]:
        return [t for t in (1, 2) if t <= self.left]

    def apply(self, action: int) -> None:
        self.left -= action
        self.turn ^= 1

    def clone(self) -> Self:
        return type(self)(self.left, self.turn)

    def mover(self) -> int:
        return self.turn

    def terminal(self) -> bool:
        return self.left == 0

    def rewards(self) -> list[float]:
        winner = self.turn ^ 1  # the one who just took the last counter
        return [1.0 if s == winner else 0.0 for s in (0, 1)]

    def rollout(self, rng: random.Random) -> list[float]:
        raise NotImplementedError


@pytest.mark.parametrize(("left", "move", "wins"), [(4, 1, True), (5, 2, True), (7, 1, True),
                                                    (6, 1, False), (9, 1, False)])
def test_the_solver_plays_perfectly(left: int, move: int, wins: bool) -> None:
    """Leave a multiple of three and win; facing one, every move loses (the lowest is
    taken)."""
    action, values = solve(Pile(left))
    assert action == move
    assert values[0] == (1.0 if wins else 0.0)


def test_the_solver_gives_up_past_its_limit() -> None:
    with pytest.raises(TooLarge):
        solve(Pile(40), limit=1000)
    assert solve_known(Pile(40), 0) is None  # far past the default limit: search instead
    assert solve_known(None, 0) is None  # the view allows several deals


def _steps(game: str, seeds: range, players: int = 4,  # type: ignore[no-untyped-def]
           options: dict[str, Any] | None = None):
    """Every (match, mover's view) along rule-bot play of a few deals."""
    for seed in seeds:
        m = game_class(game)(players, options or {}, seed=seed)
        m.deal_next()
        bot = baseline_bot(game)
        rng = random.Random(seed)
        while m.deal is not None and not m.deal.is_complete():
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            yield m, view
            m.apply(bot.choose(view, view.legal_actions, rng))


def _decisions(game: str, seeds: range, players: int = 4,  # type: ignore[no-untyped-def]
               options: dict[str, Any] | None = None):
    """Every (match, view) with a real choice along rule-bot play of a few deals."""
    for m, view in _steps(game, seeds, players, options):
        if len(view.legal_actions) > 1:
            yield m, view


def _hands(m: Match) -> list[int]:
    return [hearts_mask(h) for h in m.deal.hands]  # type: ignore[union-attr]


def test_hearts_deduces_only_the_true_deal_and_solves_it() -> None:
    """Whenever the adapter says the view leaves one deal, it is the real one; the decision
    is then the solver's, named as such."""
    found = 0
    for m, view in _decisions("hearts", range(12)):
        know = hs.Knowledge(view, hs.rules_from({}))
        world = know.known_world()
        if world is None:
            continue
        assert world.s.hands == _hands(m)
        exact = solve_known(world, view.seat)
        if exact is None:
            continue
        found += 1
        bot = LevelBot("hearts", "normal", 1, {})
        action = bot.choose(view, view.legal_actions, random.Random(1))
        assert "exact endgame" in bot.reason
        assert FastHearts.move_of(action) == exact[0]
    assert found > 0


def test_nominations_deduces_only_the_true_deal() -> None:
    found = 0
    for m, view in _decisions("nominations", range(8)):
        if any(a.verb != "play" for a in view.legal_actions):
            continue
        world = ns.Knowledge(view, ns.config_for({})).known_world()
        if world is None:
            continue
        found += 1
        truth = [nominations_mask(h) for h in m.deal.hands]
        assert world.s.hands == truth
    assert found > 0


def test_mini_misere_never_claims_a_deal_it_cannot_know() -> None:
    """Mini Misère's short hands rarely leave one deal; whatever it claims must be true."""
    for m, view in _decisions("mini_misere", range(6), players=5):
        world = mm.Knowledge(view, mm.rules_for(view, {})).known_world()
        if world is not None:
            truth = [mini_misere_mask(h) for h in m.deal.hands]
            assert world.s.hands == truth


def _sheepshead_truth(m: Match, world: sh.SheepsheadState) -> None:
    deal: Any = m.deal
    assert world.s.hands == [sheepshead_mask(h) for h in deal.hands]
    assert world.s.buried == sheepshead_mask(deal.buried)
    assert world.s.blind == (sheepshead_mask(deal.blind) if deal.leaster else 0)
    if deal.unknown is not None and world.s.hands[deal.picker] >> world.s.unknown & 1:
        assert world.s.unknown == sh.INDEX[deal.unknown]


def _sheepshead_play(seeds: range, options: dict[str, Any], leaster: bool) -> Iterator[Match]:
    """Every position in card play along rule-bot deals (every pick passed for a leaster)."""
    for seed in seeds:
        m = game_class("sheepshead")(5, options, seed=seed)
        m.deal_next()
        bot = baseline_bot("sheepshead")
        rng = random.Random(seed)
        while m.deal is not None and not m.deal.is_complete():
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            if view.public["phase"] == "play":
                yield m
            if leaster and view.public["phase"] == "pick":
                m.apply(Action(seat, "pick", False))
            else:
                m.apply(bot.choose(view, view.legal_actions, rng))


@pytest.mark.parametrize(("options", "leaster"), [
    ({}, False), ({"jd_partner": True, "jd_call_up": True}, False), ({}, True),
    ({"leaster_blind_first_trick": True}, True)])
def test_sheepshead_deduces_only_the_true_places(options: dict[str, Any], leaster: bool) -> None:
    """The bury hides two cards from all but the picker, so a real choice with one possible
    placing is rare (once in 3,000 rule-bot deals); every seat's view is checked instead,
    the picker's late in a deal often leaving one: hands, bury and blind must be the real."""
    found = 0
    for m in _sheepshead_play(range(10), options, leaster):
        for seat in range(5):
            world = sh.Knowledge(m.view(seat), sh.rules_for(options)).known_world()
            if world is not None:
                _sheepshead_truth(m, world)
                found += 1
    assert found > 0


def test_sheepshead_solves_the_rare_known_choice() -> None:
    """The one such choice in 3,000 rule-bot deals (seed 2123): the level bot plays the
    solver's card and says so."""
    for m, view in _decisions("sheepshead", range(2123, 2124), 5):
        if len(m.actions[-1]) == 28:
            world = sh.Knowledge(view, sh.rules_for({})).known_world()
            assert world is not None
            _sheepshead_truth(m, world)
            exact = solve_known(world, view.seat)
            assert exact is not None
            bot = LevelBot("sheepshead", "normal", 1, {})
            action = bot.choose(view, view.legal_actions, random.Random(1))
            assert "exact endgame" in bot.reason
            assert sh.from_action(action) == exact[0]
            return
    raise AssertionError("the position was not reached")


def _ninety_nine_world(view: SeatView, options: dict[str, Any]) -> nn.NinetyNineState | None:
    rules = nn.rules_for(view, options, view.legal_actions)
    no_nine_bid, lead_nine = nn.nine_rules(view, rules, options, view.legal_actions)
    know = nn.Knowledge(view, rules, no_nine_bid=no_nine_bid, lead_nine=lead_nine)
    return know.known_world()


def test_ninety_nine_three_players_never_claims_a_deal_it_cannot_know() -> None:
    """Three face-down bid cards a seat may be any cards: the default game all but never
    leaves one deal (none in 300 rule-bot deals); whatever it claims must be true."""
    for m, view in _decisions("ninety_nine", range(6), 3):
        if view.public["phase"] == "play":
            world = _ninety_nine_world(view, {})
            if world is not None:
                truth = ninety_nine_fast(m.deal)  # type: ignore[arg-type]
                assert (world.s.hands, world.s.bids) == (truth.hands, truth.bids)


@pytest.mark.parametrize(("players", "options", "seeds"), [
    (2, {"two_player_24": True}, range(10, 70)), (3, {"no_bid": True}, range(12)),
    (4, {"four_player_pairs": True}, range(24, 32))])
def test_ninety_nine_deduces_only_the_true_deal_and_solves_it(
        players: int, options: dict[str, Any], seeds: range) -> None:
    """Where hands and bids do leave one deal (the whole pack dealt between two, no bid
    cards, pairs): it is the real one, and the level bot plays the solver's card."""
    found = 0
    for m, view in _decisions("ninety_nine", seeds, players, options):
        if view.public["phase"] != "play":
            continue
        world = _ninety_nine_world(view, options)
        if world is None:
            continue
        truth = ninety_nine_fast(m.deal)  # type: ignore[arg-type]
        assert (world.s.hands, world.s.bids) == (truth.hands, truth.bids)
        exact = solve_known(world, view.seat)
        if exact is None:
            continue
        found += 1
        bot = LevelBot("ninety_nine", "normal", 1, options)
        action = bot.choose(view, view.legal_actions, random.Random(1))
        assert "exact endgame" in bot.reason
        assert world.s.from_action(action) == exact[0]
    assert found > 0
