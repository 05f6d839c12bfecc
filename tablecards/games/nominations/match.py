"""The Nominations match: options, dealing (shuffled or gathered), game length, winners."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from tablecards.games.nominations.deal import NominationsDeal
from tablecards.games.nominations.game_spec import SPEC
from tablecards.games.nominations.option_rules import VARIANT_EXAMPLES, normalised
from tablecards.games.nominations.options import GameRules, build_config
from tablecards.games.nominations.rules import HAND_SIZE, SEATS, cut, deal_packets
from tablecards.rules.actions import Event
from tablecards.rules.cards import Card, standard_52
from tablecards.rules.game import Deal, DealSetup, Match, deal_seed
from tablecards.rules.spec import GameSpec


class NominationsMatch(Match):
    """Four players, individual scores, to a number of deals or a target score."""

    spec: ClassVar[GameSpec] = SPEC
    variant_examples: ClassVar[tuple[tuple[int, dict[str, Any]], ...]] = VARIANT_EXAMPLES
    config: GameRules

    def __init__(self, players: int, options: Mapping[str, Any] | None = None, *,
                 seed: int = 0, first_dealer: int | None = None) -> None:
        super().__init__(players, normalised(options or {}), seed=seed,
                         first_dealer=first_dealer)

    def check_players(self) -> None:
        self.config = build_config(self.given_options, self.options)

    def pack(self) -> list[Card]:
        return standard_52()

    def deal_out(self, dealer: int, order: list[Card]) -> DealSetup:
        """Thirteen each in the configured packets, from the dealer's left."""
        return DealSetup(dealer, deal_packets(order, dealer, self.config))

    def shuffled_setup(self, seed: int | None = None) -> DealSetup:
        """With `no_shuffle_between_deals`, later deals come from the gathered, cut pack."""
        deal = self.deal
        if not self.config.no_shuffle or not isinstance(deal, NominationsDeal):
            return super().shuffled_setup(seed)
        if seed is None:
            seed = deal_seed(self.seed, len(self.setups))
        k = 4 + seed % 45  # an AI cut, 4..48 like the double hand's
        return self.deal_out(self.next_dealer(), cut(gathered(deal), k))

    def check_setup(self, setup: DealSetup) -> str | None:
        problem = super().check_setup(setup)
        if problem is None and any(len(h) != HAND_SIZE for h in setup.hands):
            return f"a Nominations deal needs {HAND_SIZE} cards in each hand"
        return problem

    def start_deal(self, setup: DealSetup) -> Deal:
        return NominationsDeal(setup, self.config)

    def finish_deal(self, deal: Deal) -> None:
        """After the agreed deals, or once someone reaches the target; ties share the win."""
        target = self.config.end_at_score
        if target:
            ended = max(self.totals) >= target
        else:
            ended = sum(1 for r in self.results if r.complete) >= self.config.end_after_deals
        if ended:
            best = max(self.totals)
            self.over = True
            self.winners = [s for s in range(SEATS) if self.totals[s] == best]

    def _settle(self) -> list[Event]:
        """As the base, with the contract and the line-by-line scoring in `deal_scored`."""
        events = super()._settle()
        deal = self.deal
        if not isinstance(deal, NominationsDeal) or not deal.is_complete():
            return events
        return [
            Event(e.kind, e.seat, {**e.data, **deal.score_summary()})
            if e.kind == "deal_scored" else e
            for e in events
        ]


def gathered(deal: NominationsDeal) -> list[Card]:
    """The previous hand picked up, top first: its tricks in order, then any unplayed cards."""
    pile = [c for t in deal.tricks for _, c in t.plays]
    pile += [c for _, c in deal.trick.plays]
    for back in range(1, SEATS + 1):
        pile += sorted(deal.hands[(deal.dealer + back) % SEATS])
    return pile
