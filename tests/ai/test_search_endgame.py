"""Exact endgames: the solver on a game small enough to check by hand, and the adapters that
use it only where the view leaves every card one possible owner."""

from __future__ import annotations

import random
from typing import Self

import pytest

from tablecards.ai.bots import baseline_bot
from tablecards.ai.levels import LevelBot
from tablecards.ai.search import hearts as hs
from tablecards.ai.search import mini_misere as mm
from tablecards.ai.search import nominations as ns
from tablecards.ai.search.endgame import TooLarge, solve, solve_known
from tablecards.rules.game import Match
from tablecards.rules.hearts_fast import FastHearts
from tablecards.rules.hearts_fast import mask_of as hearts_mask
from tablecards.rules.mini_misere_fast import mask_of as mini_misere_mask
from tablecards.rules.nominations_fast import mask_of as nominations_mask
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


def _decisions(game: str, seeds: range, players: int = 4):  # type: ignore[no-untyped-def]
    """Every (match, view) with a real choice along rule-bot play of a few deals."""
    for seed in seeds:
        m = game_class(game)(players, {}, seed=seed)
        m.deal_next()
        bot = baseline_bot(game)
        rng = random.Random(seed)
        while m.deal is not None and not m.deal.is_complete():
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            if len(view.legal_actions) > 1:
                yield m, view
            m.apply(bot.choose(view, view.legal_actions, rng))


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
