"""What one seat may see of a Sheepshead deal, and nothing else.

Public: the picks, the picker, the call (`alone`, the called card, an unknown call without its
card), played cards, tricks. Secret until the deal is over: the blind, the bury and the
unknown card (shown to the picker only), and the partner's seat until the partner card falls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.rules.cards import codes
from tablecards.rules.game import SeatView, Trick

if TYPE_CHECKING:
    from tablecards.games.sheepshead.deal import SheepsheadDeal


def seat_view(deal: SheepsheadDeal, seat: int) -> SeatView:
    return SeatView.dealt(
        "sheepshead", seat, deal.hands, deal.dealer, deal.to_move(),
        trick=_copy(deal.trick) if deal.phase == "play" else None,
        tricks=[_copy(t) for t in deal.tricks],
        tricks_won=list(deal.won),
        trump="D",
        public=_public(deal, seat).to_public(),
        # The called card is public by name; naming it says nothing about who holds it.
        named_cards=[deal.called] if deal.called is not None else [],
    )


def _copy(trick: Trick) -> Trick:
    return Trick(trick.leader, list(trick.plays), trick.winner)


def _public(deal: SheepsheadDeal, seat: int) -> SheepsheadFacts:
    done = deal.is_complete()
    first = deal.first
    secrets_shown = seat == deal.picker or done
    played_out = done and not deal.thrown_in
    return SheepsheadFacts(
        phase=deal.phase,
        picks=[{"seat": (first + i) % len(deal.hands), "pick": p}
               for i, p in enumerate(deal.picks)],
        picker=deal.picker,
        blind=len(deal.blind) if deal.picker is None and not done else 0,
        buried=len(deal.buried),
        call=deal.call,
        called=deal.called.code if deal.called is not None else None,
        unknown_set_aside=deal.unknown is not None,
        partner=deal.partner if deal.partner_known or done else None,
        alone=deal.alone_known or (done and deal.picker is not None and deal.partner is None),
        called_suit_led=deal.called_led_trick is not None,
        leaster=deal.leaster,
        thrown_in=deal.thrown_in,
        multiplier=deal.multiplier,
        buried_cards=codes(deal.buried) if secrets_shown else None,
        unknown=deal.unknown.code if secrets_shown and deal.unknown is not None else None,
        blind_cards=codes(deal.blind) if played_out else None,
        card_points=deal.card_points() if played_out else None,
    )
