"""A match of five-handed Sheepshead: `hands` deals, the dealer passing left, doublers carried.

Deal: three cards to each player from the dealer's left, two face down to the blind, three
more to each. The record's `stock` is the blind. Thrown-in hands (`doublers`) are complete
deals that count towards `hands`; each in a row doubles the next played hand again, and one
still pending at the end of the game lapses. The highest total wins; equal totals share.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from tablecards.games.sheepshead.cards import BLIND_SIZE, HAND_SIZE, SEATS, pack
from tablecards.games.sheepshead.deal import SheepsheadDeal
from tablecards.games.sheepshead.game_spec import SPEC
from tablecards.games.sheepshead.options import (
    MAX_DOUBLERS,
    VARIANT_EXAMPLES,
    resolve_rules,
)
from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.cards import Card
from tablecards.rules.game import Deal, DealSetup, Match, SeatView
from tablecards.rules.spec import GameSpec

PACKET = 3


def deal_packets(order: list[Card], dealer: int) -> DealSetup:
    """3 to each from the dealer's left, 2 to the blind, 3 more to each."""
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    it = iter(order)
    for round_no in range(HAND_SIZE // PACKET):
        for i in range(SEATS):
            hands[(dealer + 1 + i) % SEATS] += [next(it) for _ in range(PACKET)]
        if round_no == 0:
            blind = [next(it) for _ in range(BLIND_SIZE)]
    return DealSetup(dealer, hands, blind)


class SheepsheadMatch(Match):
    """Five-handed Sheepshead over `hands` deals."""

    spec: ClassVar[GameSpec] = SPEC
    variant_examples: ClassVar[tuple[tuple[int, dict[str, Any]], ...]] = VARIANT_EXAMPLES

    def __init__(self, players: int, options: Mapping[str, Any] | None = None, *,
                 seed: int = 0, first_dealer: int | None = None) -> None:
        super().__init__(players, options, seed=seed, first_dealer=first_dealer)
        self.rules = resolve_rules(self.options)
        self.doublers = 0  # thrown-in hands in a row (up to MAX_DOUBLERS), doubling the next

    def pack(self) -> list[Card]:
        return pack()

    def deal_out(self, dealer: int, order: list[Card]) -> DealSetup:
        return deal_packets(order, dealer)

    def check_setup(self, setup: DealSetup) -> str | None:
        problem = super().check_setup(setup)
        if problem:
            return problem
        sizes = [len(h) for h in setup.hands]
        if sizes != [HAND_SIZE] * SEATS or len(setup.stock) != BLIND_SIZE:
            return (f"a Sheepshead deal needs five hands of {HAND_SIZE} and a blind of "
                    f"{BLIND_SIZE}, not {sizes} and {len(setup.stock)}")
        return None

    def start_deal(self, setup: DealSetup) -> Deal:
        return SheepsheadDeal(setup, self.rules, 2 ** self.doublers)

    def finish_deal(self, deal: Deal) -> None:
        assert isinstance(deal, SheepsheadDeal)
        self.doublers = min(self.doublers + 1, MAX_DOUBLERS) if deal.thrown_in else 0
        if len(self.results) >= self.rules.hands:
            best = max(self.totals)
            self.over = True
            self.winners = [s for s, t in enumerate(self.totals) if t == best]

    # -- the jd_partner picker's optional call may come out of turn --------------------------
    def _open_call(self, action: Action) -> bool:
        deal = self.deal
        return (isinstance(deal, SheepsheadDeal) and not self.over and not deal.is_complete()
                and action.verb == "call" and action.seat == deal.picker
                and deal.rules.jd_partner)

    def refusal(self, action: Action) -> Reason | None:
        if self._open_call(action):
            assert self.deal is not None
            return self.deal.refusal(action)
        return super().refusal(action)

    def view(self, seat: int) -> SeatView:
        seen = super().view(seat)
        deal = self.deal
        if isinstance(deal, SheepsheadDeal) and seat != self.controller():
            seen.legal_actions = deal.optional_calls(seat)
        return seen

    def _settle(self) -> list[Event]:
        """As the base, with the line-by-line scoring added to `deal_scored`."""
        events = super()._settle()
        deal = self.deal
        if not isinstance(deal, SheepsheadDeal):
            return events
        return [Event(e.kind, e.seat, {**e.data, "lines": deal.score_lines()})
                if e.kind == "deal_scored" else e for e in events]
