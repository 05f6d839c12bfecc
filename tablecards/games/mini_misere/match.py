"""The Mini Misère match: dealing, the dealer rotation, the game total and ties.

The player count (4 or 5) comes from the record; the options pick the card rules, the Lot
timing, early stop and the two pack variants. After a hand the game ends once the highest
total reaches the game total (25, or 31 for four players under the old rules) and exactly one
seat holds it; a tie at the top deals further hands.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tablecards.games.mini_misere.deal import MiniMisereDeal
from tablecards.games.mini_misere.game_spec import SPEC
from tablecards.games.mini_misere.option_rules import VARIANT_EXAMPLES
from tablecards.games.mini_misere.options import (
    GameRules,
    build_config,
    normalise_options,
)
from tablecards.rules.actions import Event
from tablecards.rules.cards import Card
from tablecards.rules.game import Deal, DealSetup, Match, deal_round_robin
from tablecards.rules.spec import GameSpec


class MiniMisereMatch(Match):
    """A match of Mini Misère for four or five players."""

    spec: ClassVar[GameSpec] = SPEC
    variant_examples: ClassVar[tuple[tuple[int, dict[str, Any]], ...]] = VARIANT_EXAMPLES

    @classmethod
    def as_played(cls, players: int, options: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        return players, normalise_options(options)

    def check_players(self) -> None:
        self.config: GameRules = build_config(self.players, self.options)

    def pack(self) -> list[Card]:
        return self.config.pack()

    def deal_out(self, dealer: int, order: list[Card]) -> DealSetup:
        """One card at a time, clockwise from the dealer's left; a 25th card is laid aside."""
        size = self.config.hand_size
        hands = deal_round_robin(order, self.players, (dealer + 1) % self.players, size)
        return DealSetup(dealer, hands, list(order[self.players * size:]))

    def check_setup(self, setup: DealSetup) -> str | None:
        problem = super().check_setup(setup)
        if problem:
            return problem
        size = self.config.hand_size
        for seat, hand in enumerate(setup.hands):
            if len(hand) != size:
                return f"seat {seat} must be dealt {size} cards, not {len(hand)}"
        if len(setup.stock) != self.config.laid_aside:
            return (f"the stock must hold {self.config.laid_aside} card(s), "
                    f"not {len(setup.stock)}")
        return None

    def start_deal(self, setup: DealSetup) -> Deal:
        return MiniMisereDeal(self.config, setup)

    def finish_deal(self, deal: Deal) -> None:
        """Over once the top total reaches the game total and one seat alone holds it."""
        top = max(self.totals)
        if top >= self.config.game_total and self.totals.count(top) == 1:
            self.over, self.winners = True, [self.totals.index(top)]

    def _settle(self) -> list[Event]:
        """As the base, with the line-by-line scoring added to `deal_scored`."""
        events = super()._settle()
        deal = self.deal
        if not isinstance(deal, MiniMisereDeal):
            return events
        return [
            Event(e.kind, e.seat, {**e.data, "lines": deal.score_lines(),
                                   "declarers": list(deal.declarers),
                                   "stopped": deal.stopped})
            if e.kind == "deal_scored" else e
            for e in events
        ]
