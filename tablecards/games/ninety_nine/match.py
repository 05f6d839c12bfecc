"""Ninety-Nine as a `Match`: forms, dealing, each deal's trumps, totals and the match end.

The match keeps, besides the generic totals: `config` (the resolved options), `last_s` (s of
the previous deal of the current game, None at a game's start: it sets the next trump),
`game_scores` (scores of the current game; equal to the totals except in a rubber),
`game_wins` and `games_played` (rubber_penguin).

Each deal is a `NinetyNineDeal` (see `deal.py` for its state attributes: `hands`, `bids`,
`phase`, `shows`, `premium`, `ctx`, `leader`, `trick`, `snaps`, `tricks`, `trick_snaps`,
`won`, `dummy`, `dummy_controller`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from tablecards.games.ninety_nine.deal import DealPlan, NinetyNineDeal
from tablecards.games.ninety_nine.forms import (
    first_trump,
    form_pack,
    next_trump,
    turnup_trump,
)
from tablecards.games.ninety_nine.game_spec import SPEC
from tablecards.games.ninety_nine.naughty import NUN_DEALS, nun_deal
from tablecards.games.ninety_nine.option_rules import VARIANT_EXAMPLES
from tablecards.games.ninety_nine.options import GameRules, as_played, settled
from tablecards.games.ninety_nine.tricks import TrickContext
from tablecards.rules.cards import Card
from tablecards.rules.game import Deal, DealSetup, Match, deal_round_robin
from tablecards.rules.spec import GameSpec

RUBBER_GAME = 100  # rubber_penguin: points for winning (or reaching 100 in) a game
RUBBER_GAMES_TO_WIN = 3
RUBBER_QUICK = 8  # the rubber winner adds 100 per game played fewer than this


class NinetyNineMatch(Match):
    """A match of Ninety-Nine under one form and its variants."""

    spec: ClassVar[GameSpec] = SPEC
    variant_examples: ClassVar[tuple[tuple[int, dict[str, Any]], ...]] = VARIANT_EXAMPLES
    config: GameRules

    @classmethod
    def as_played(cls, players: int, options: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        return as_played(players, options)

    def __init__(self, players: int, options: Mapping[str, Any] | None = None, *,
                 seed: int = 0, first_dealer: int | None = None) -> None:
        super().__init__(players, options, seed=seed, first_dealer=first_dealer)
        self.last_s: int | None = None
        self.game_scores = [0] * self.seats
        self.game_wins = [0] * self.seats
        self.games_played = 0

    # -- set-up ---------------------------------------------------------------------------
    def check_players(self) -> None:
        """Infer the form from the player count when none is named, then check options."""
        self.options, self.config = settled(self.players, self.given_options, self.options)

    def extra_seats(self) -> int:
        return 1 if self.config.form.dummy else 0

    def pack(self) -> list[Card]:
        return form_pack(self.config.form, self.config.joker)

    def deal_out(self, dealer: int, order: list[Card]) -> DealSetup:
        """One card at a time from the dealer's left; with a dummy: non-dealer, dealer,
        dummy. A turn-up (joker_turnup) is the card left over."""
        form = self.config.form
        if form.dummy:
            sequence = [1 - dealer, dealer, 2]
            hands: list[list[Card]] = [[], [], []]
            for i in range(form.hand_size * 3):
                hands[sequence[i % 3]].append(order[i])
            return DealSetup(dealer, hands, [])
        hands = deal_round_robin(order, self.players, (dealer + 1) % self.players,
                                 form.hand_size)
        return DealSetup(dealer, hands, list(order[self.players * form.hand_size:]))

    def check_setup(self, setup: DealSetup) -> str | None:
        problem = super().check_setup(setup)
        if problem:
            return problem
        size = self.config.form.hand_size
        for seat, hand in enumerate(setup.hands):
            if len(hand) != size:
                return f"seat {seat} must be dealt {size} cards, not {len(hand)}"
        want = 1 if self.config.joker else 0
        if len(setup.stock) != want:
            return f"the stock must hold {want} card(s) (the turn-up), not {len(setup.stock)}"
        return None

    def start_deal(self, setup: DealSetup) -> Deal:
        return NinetyNineDeal(self.config, setup, self.plan(setup))

    def plan(self, setup: DealSetup) -> DealPlan:
        """The trick rule and normal trump of the deal about to start."""
        cfg, form = self.config, self.config.form
        if cfg.joker:
            turnup = setup.stock[0]
            joker_as = None if turnup.is_joker else turnup
            return DealPlan(TrickContext(trump=turnup_trump(turnup), joker_as=joker_as))
        by_s = (first_trump(form, cfg.dummy_penguin) if self.last_s is None
                else next_trump(form, self.last_s, cfg.zero_diamonds))
        if not cfg.naughty:
            return DealPlan(TrickContext(trump=by_s))
        nun = nun_deal(cfg.naughty, self.deal_index)
        trump = by_s if nun.trump_from == "by_s" else nun.trump
        ctx = TrickContext(rule=nun.rule, trump=trump, nines=nun.nines, snap=nun.snap)
        return DealPlan(ctx, trump_by_show=nun.trump_from == "show",
                        no_nine_bids=nun.no_nine_bids, lead_nine=nun.lead_nine,
                        led_is_trump=nun.led_is_trump)

    # -- the match end --------------------------------------------------------------------
    def finish_deal(self, deal: Deal) -> None:
        assert isinstance(deal, NinetyNineDeal)
        self.last_s = deal.successes()
        points = self.results[-1].points or [0] * self.seats
        self.game_scores = [g + p for g, p in zip(self.game_scores, points, strict=True)]
        cfg = self.config
        if cfg.naughty:
            if len(self.results) >= NUN_DEALS:
                self._end(self._top(range(self.seats)))
        elif cfg.fixed_deals:
            if len(self.results) >= cfg.fixed_deals:
                self._end(self._top(self._eligible()))
        elif cfg.rubber:
            self._rubber_step()
        else:
            winners = self._game_winners()
            if winners:
                self._end(winners)

    def _eligible(self) -> list[int]:
        """Seats that can win: not the dummy under dummy_100_continue."""
        if self.config.form.dummy and self.config.dummy_continue:
            return list(range(self.players))
        return list(range(self.seats))

    def _top(self, seats: Any) -> list[int]:
        seats = list(seats)
        best = max(self.game_scores[s] for s in seats)
        return [s for s in seats if self.game_scores[s] == best]

    def _game_winners(self) -> list[int]:
        """Winners of the current game once somebody reached the target; [] to play on
        (nobody there yet, or a tie for the lead under tie_play_on)."""
        eligible = self._eligible()
        if not any(self.game_scores[s] >= self.config.target for s in eligible):
            return []
        top = self._top(eligible)
        sides = {s % 2 for s in top} if self.config.form.pairs else set(top)
        if len(sides) > 1 and not self.config.tie_shared:
            return []
        return top

    def _end(self, winners: list[int]) -> None:
        self.over, self.winners = True, winners

    def _rubber_step(self) -> None:
        """rubber_penguin: a game won adds 100 to the winner and to anyone else at 100;
        three games win the rubber, with 100 per game played fewer than eight."""
        winners = self._game_winners()
        if not winners:
            return
        bonus = [RUBBER_GAME if s in winners or self.game_scores[s] >= RUBBER_GAME else 0
                 for s in range(self.seats)]
        self.games_played += 1
        for s in winners:
            self.game_wins[s] += 1
        champions = [s for s in self._eligible() if self.game_wins[s] >= RUBBER_GAMES_TO_WIN]
        if champions:
            quick = RUBBER_GAME * max(0, RUBBER_QUICK - self.games_played)
            for s in champions:
                bonus[s] += quick
            self._end(champions)
        else:
            self.game_scores = [0] * self.seats
            self.last_s = None
        self._add_bonus(bonus)

    def _add_bonus(self, bonus: list[int]) -> None:
        """Add game bonuses to the last deal's points and to the totals."""
        result = self.results[-1]
        assert result.points is not None
        for seat, extra in enumerate(bonus):
            result.points[seat] += extra
            self.totals[seat] += extra
        result.totals = list(self.totals)
