"""What one seat may see of a Ninety-Nine deal, and nothing else.

Face-up things: a premium holder's bid cards (declare) or whole hand (reveal), all bid cards
in the pairs form, the dummy's nine cards once laid, the turn-up, shown cards once everybody
has shown, every played card. Secret things never leave the deal: other hands, face-down bid
cards (until the deal is over), pending secret premium offers and pending shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tablecards.games.ninety_nine.facts import NinetyNineFacts
from tablecards.rules.cards import Card, codes
from tablecards.rules.game import SeatView, Trick

if TYPE_CHECKING:
    from tablecards.games.ninety_nine.deal import NinetyNineDeal


def seat_view(deal: NinetyNineDeal, seat: int) -> SeatView:
    """The view of `seat` (a dummy's seat sees what a spectator sees)."""
    own = list(deal.hands[seat]) if seat != deal.dummy else _dummy_cards(deal)
    return SeatView.dealt(
        "ninety_nine", seat, deal.hands, deal.dealer, deal.to_move(),
        seats=deal.seats, hand=own, visible_hands=_visible_hands(deal, seat),
        known_cards=_known_cards(deal, seat),
        trick=_copy(deal.trick) if deal.trick is not None else None,
        tricks=[_copy(t) for t in deal.tricks],
        tricks_won=list(deal.won),
        trump=deal.ctx.trump_code if deal.trump_known else None,
        public=_public(deal, seat),
    )


def _copy(trick: Trick) -> Trick:
    return Trick(trick.leader, list(trick.plays), trick.winner)


def _dummy_cards(deal: NinetyNineDeal) -> list[Card]:
    assert deal.dummy is not None
    return list(deal.hands[deal.dummy]) if deal.dummy_laid else []


def _visible_hands(deal: NinetyNineDeal, seat: int) -> dict[int, list[Card]]:
    shown: dict[int, list[Card]] = {}
    if deal.premium.closed:
        for holder, kind in deal.premium.holders().items():
            if kind == "reveal" and holder != seat:
                shown[holder] = list(deal.hands[holder])
    if deal.dummy is not None and deal.dummy_laid and seat != deal.dummy:
        shown[deal.dummy] = list(deal.hands[deal.dummy])
    return shown


def _known_cards(deal: NinetyNineDeal, seat: int) -> dict[int, list[Card]]:
    """Shown cards went back to hand: known to all while still held."""
    if len(deal.shows) < deal.players:
        return {}
    return {s: [c] for s, c in deal.shows.items() if s != seat and c in deal.hands[s]}


def _face_up_bids(deal: NinetyNineDeal) -> dict[int, list[Card]]:
    """Bid cards everyone may see now."""
    if deal.phase == "done":
        return {s: deal.final_bid_cards(s) for s in range(deal.seats)}
    laid = {s: b for s, b in enumerate(deal.bids) if b is not None and s != deal.dummy}
    if deal.form.pairs and deal.phase != "bid":
        return dict(laid)
    if not deal.premium.closed:
        return {}
    return {s: laid[s] for s in deal.premium.holders() if s in laid}


def _public(deal: NinetyNineDeal, seat: int) -> dict[str, Any]:
    own_bid = deal.bids[seat] if seat != deal.dummy else None
    done = deal.phase == "done"
    return NinetyNineFacts(
        form=deal.form.id,
        phase=deal.phase,
        trick_rule=deal.ctx.rule.value,
        snap_allowed=deal.ctx.snap,
        turnup=deal.turnup.code if deal.turnup is not None else None,
        bids_laid=[s for s in deal.order if deal.bids[s] is not None],
        face_up_bids={str(s): codes(b) for s, b in _face_up_bids(deal).items()},
        own_bid_cards=codes(own_bid) if own_bid is not None else None,
        premium=deal.premium.public(),
        dummy=deal.dummy,
        dummy_controller=deal.dummy_controller,
        trick_snaps=[list(s) for s in deal.trick_snaps],
        snaps=list(deal.snaps),
        shows_made=sorted(deal.shows) if deal.plan.trump_by_show else None,
        shows=_shows(deal),
        bids=deal.final_bids() if done else None,
        made=deal.made() if done else None,
    ).to_public()


def _shows(deal: NinetyNineDeal) -> dict[str, str] | None:
    """With trump by show, the shown cards once everybody has shown ({} before); else None."""
    if not deal.plan.trump_by_show:
        return None
    if len(deal.shows) < deal.players:
        return {}
    return {str(s): c.code for s, c in deal.shows.items()}
