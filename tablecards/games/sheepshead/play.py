"""Which card a seat may play: following suit plus the called-ace restrictions (spec 5.1, 6).

The 14 trumps are one suit. While the called card is unplayed: the partner must play it to the
first lead of the called suit, may not throw it on another suit before the last trick, and may
lead another card of that suit only holding four of them (the run). The picker keeps its last
hold card unless following that suit, leading it, or on the last trick. An unknown card never
counts for following, cannot be led before the last trick and is due on the first lead of the
called suit (or at the last trick).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tablecards.games.sheepshead.cards import TRICKS, eff_suit, fail_of, suit_name
from tablecards.rules.actions import SUIT_NAMES, Reason, must_follow, reason
from tablecards.rules.cards import Card, Suit

if TYPE_CHECKING:
    from tablecards.games.sheepshead.deal import SheepsheadDeal

ACE_CALLS = ("ace", "ten", "unknown")


def called_suit(deal: SheepsheadDeal) -> Suit | None:
    """The called suit of a called-ace hand (ace, ten or unknown call), else None."""
    if deal.call in ACE_CALLS and deal.called is not None:
        return deal.called.suit
    return None


def play_refusal(deal: SheepsheadDeal, seat: int, c: Card) -> Reason | None:
    """None when `seat` may play `c` now, else why not."""
    if c not in deal.hands[seat]:
        return reason("not_in_hand", card=c.code)
    if not deal.trick.plays:
        return _lead_refusal(deal, seat, c)
    return _follow_refusal(deal, seat, c)


def _last_trick(deal: SheepsheadDeal) -> bool:
    return len(deal.tricks) == TRICKS - 1


def _live_called(deal: SheepsheadDeal, seat: int) -> Card | None:
    """The called card when `seat` is the partner still holding it."""
    called = deal.called
    if called_suit(deal) is None or called is None or seat != deal.partner:
        return None
    return called if called in deal.hands[seat] else None


def _lead_refusal(deal: SheepsheadDeal, seat: int, c: Card) -> Reason | None:
    if seat == deal.picker and c == deal.unknown and not _last_trick(deal):
        return reason("sh_unknown_lead")
    called = _live_called(deal, seat)
    if called is not None and c != called and eff_suit(c) == called.suit:
        assert called.suit is not None
        if len(fail_of(deal.hands[seat], called.suit)) < 4:
            return reason("sh_no_lead_called_suit", suit=SUIT_NAMES[called.suit],
                          card=called.code)
    return None


def _follow_refusal(deal: SheepsheadDeal, seat: int, c: Card) -> Reason | None:
    hand = deal.hands[seat]
    led = deal.led_suit
    suit = called_suit(deal)
    first_called_lead = suit is not None and deal.called_led_trick == len(deal.tricks)
    unknown = deal.unknown if seat == deal.picker and deal.unknown in hand else None
    if unknown is not None:
        assert suit is not None
        if first_called_lead:
            return None if c == unknown else reason("sh_unknown_now", suit=SUIT_NAMES[suit])
        if c == unknown:
            return None if _last_trick(deal) else reason("sh_unknown_later")
    holding = any(eff_suit(h) == led for h in hand if h != unknown)
    called = _live_called(deal, seat)
    if called is not None and first_called_lead and c != called:
        return reason("sh_must_play_called", card=called.code)
    if holding and eff_suit(c) != led:
        if led is None:
            return reason("sh_must_play_trump")
        return must_follow(suit_name(led), (h for h in hand
                                            if h != unknown and eff_suit(h) == led))
    if called is not None and c == called and led != suit and not _last_trick(deal):
        return reason("sh_keep_called", card=called.code)
    return _hold_card_refusal(deal, seat, c, holding)


def _hold_card_refusal(deal: SheepsheadDeal, seat: int, c: Card, holding: bool) -> Reason | None:
    """A picker void in the led suit keeps its last card of the called suit."""
    suit = called_suit(deal)
    if (seat != deal.picker or deal.call not in ("ace", "ten") or suit is None or holding
            or deal.called_out or _last_trick(deal) or eff_suit(c) != suit):
        return None
    if len(fail_of(deal.hands[seat], suit)) == 1:
        return reason("sh_keep_hold_card", suit=SUIT_NAMES[suit])
    return None
