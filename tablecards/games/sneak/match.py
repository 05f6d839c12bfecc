"""A match of Sneak: options, the pack, the empty deal, targets and the match end.

One pack (target 100) for two to four players, two packs (target 200) for five to seven or
with `double_deck` for four. Every banked card is a point; after a deal that brings someone to
the target the highest total wins, a tie for first playing on (`tie_play_on`) or sharing the
win (`tie_shared`).
"""

from __future__ import annotations

from typing import Any, ClassVar

from tablecards.games.sneak.deal import GameRules, SneakDeal
from tablecards.games.sneak.game_spec import OPTION_SPECS as OPTION_SPECS  # kept here too
from tablecards.games.sneak.game_spec import SPEC
from tablecards.games.sneak.option_rules import VARIANT_EXAMPLES, infer_deck
from tablecards.rules.actions import Event
from tablecards.rules.cards import Card, double_52, standard_52
from tablecards.rules.game import Deal, DealSetup, Match
from tablecards.rules.spec import GameSpec

SINGLE_TARGET = 100
DOUBLE_TARGET = 200


class SneakMatch(Match):
    """Sneak for 2-7 players."""

    spec: ClassVar[GameSpec] = SPEC
    variant_examples: ClassVar[tuple[tuple[int, dict[str, Any]], ...]] = VARIANT_EXAMPLES

    def check_players(self) -> None:
        self.options = infer_deck(self.players, self.given_options, self.options)
        limit = 7 if self.options.on("hand_limit_7") else 5 if self.options.on(
            "hand_limit_5") else None
        self.rules = GameRules(self.players, limit, self.options.on("losers_cards_discarded"))

    @property
    def double(self) -> bool:
        return self.options.on("double_deck")

    @property
    def target(self) -> int:
        return DOUBLE_TARGET if self.double else SINGLE_TARGET

    def pack(self) -> list[Card]:
        return double_52() if self.double else standard_52()

    def deal_out(self, dealer: int, order: list[Card]) -> DealSetup:
        """No deal: empty hands, the whole shuffled pack as the stock, top first."""
        return DealSetup(dealer, [[] for _ in range(self.players)], list(order))

    def check_setup(self, setup: DealSetup) -> str | None:
        problem = super().check_setup(setup)
        if problem:
            return problem
        if any(setup.hands):
            return "a Sneak deal starts with empty hands and the whole pack as the stock"
        return None

    def start_deal(self, setup: DealSetup) -> Deal:
        return SneakDeal(setup, self.rules)

    def finish_deal(self, deal: Deal) -> None:
        """Over once a total reaches the target and one seat leads (or ties are shared)."""
        if max(self.totals) < self.target:
            return
        best = max(self.totals)
        leaders = [s for s, t in enumerate(self.totals) if t == best]
        if len(leaders) == 1 or self.options.on("tie_shared"):
            self.over, self.winners = True, leaders

    def _settle(self) -> list[Event]:
        """As the base, with the line-by-line scoring added to `deal_scored`."""
        events = super()._settle()
        deal = self.deal
        if not isinstance(deal, SneakDeal):
            return events
        return [
            Event(e.kind, e.seat, {**e.data, "lines": deal.score_lines(),
                                   "target": self.target})
            if e.kind == "deal_scored" else e
            for e in events
        ]
