"""What one seat may see of a Nominations deal: never the partner's seat before the called
card is played (unless the seat holds that card), never a hidden hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tablecards.games.nominations.facts import NominationsFacts
from tablecards.games.nominations.rules import is_misere, trump_code
from tablecards.rules.game import SeatView, Trick

if TYPE_CHECKING:
    from tablecards.games.nominations.deal import NominationsDeal


def _copy(trick: Trick) -> Trick:
    return Trick(trick.leader, list(trick.plays), trick.winner)


def public_facts(deal: NominationsDeal, seat: int) -> NominationsFacts:
    """The auction, the contract and the partner as far as `seat` may know them."""
    contract = deal.contract
    called = contract.called if contract is not None else None
    return NominationsFacts(
        phase=deal.phase,
        multiplier=deal.multiplier,
        cuts=list(deal.cuts),
        calls=[{"seat": s, "bid": b} for s, b in deal.calls],
        high_bid=deal.high_bid(),
        declarer=contract.declarer if contract is not None else None,
        bid=contract.bid if contract is not None else None,
        partner_card=called.code if called is not None else None,
        partner=deal.partner_known_to(seat),
        open_hand=deal.opened,
        stopped_early=deal.stopped,
    )


def seat_view(deal: NominationsDeal, seat: int) -> SeatView:
    """The seat's own hand, public facts, and the open misère hand once laid face up."""
    contract = deal.contract
    visible = {}
    if deal.opened and contract is not None and contract.declarer != seat:
        visible[contract.declarer] = deal.open_hand()
    trump = None
    if contract is not None and deal.phase in ("play", "done") and not is_misere(contract.bid):
        trump = trump_code(contract.trump)
    to_move = deal.to_move()
    return SeatView.dealt(
        "nominations", seat, deal.hands, deal.dealer, to_move,
        visible_hands=visible,
        trick=_copy(deal.trick) if deal.phase in ("play", "done") else None,
        tricks=[_copy(t) for t in deal.tricks],
        tricks_won=deal.tricks_won(),
        trump=trump,
        public=public_facts(deal, seat).to_public(),
        legal_actions=deal.legal_actions() if to_move == seat else [],
        named_cards=[contract.called] if contract and contract.called else [],
    )
