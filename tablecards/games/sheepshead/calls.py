"""Which partner calls a picker may make after the bury (spec 5.1, 5.2 and Clarifications).

A call needs its hold card in the hand left after the bury; the bury still counts as the
picker's own cards for what is "held" (a buried ace cannot be called, buried aces count
towards "all three fail aces", a buried jack of diamonds still means alone).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from tablecards.games.sheepshead.cards import CALL_UP_JACKS, FAIL_SUITS, JD, fail_of
from tablecards.rules.actions import Reason, reason
from tablecards.rules.cards import Card, Rank


def holds_all_aces(own: Collection[Card]) -> bool:
    return all(Card(s, Rank.ACE) in own for s in FAIL_SUITS)


def card_calls(hand: Sequence[Card], own: Collection[Card]) -> list[Card]:
    """Callable aces, or with all three fail aces held, callable tens (each with a hold card)."""
    rank = Rank.TEN if holds_all_aces(own) else Rank.ACE
    found = []
    for suit in FAIL_SUITS:
        target = Card(suit, rank)
        if target not in own and fail_of(hand, suit):
            found.append(target)
    return found


def unknown_aces(hand: Sequence[Card], own: Collection[Card], allowed: bool) -> list[Card]:
    """Aces callable 'unknown': only when no ace or ten can be called normally."""
    if not allowed or card_calls(hand, own):
        return []
    return [Card(s, Rank.ACE) for s in FAIL_SUITS if Card(s, Rank.ACE) not in own]


def call_up_jack(own: Collection[Card]) -> Card | None:
    """The jack a `jd_call_up` picker holding the jack of diamonds may call, if any."""
    if JD not in own:
        return None
    return next((j for j in CALL_UP_JACKS if j not in own), None)


def ace_call_refusal(
    call: Card, unknown: Card | None, hand: Sequence[Card], own: Collection[Card],
    unknown_allowed: bool,
) -> Reason | None:
    """Why a called-ace call is refused, or None when it is legal."""
    if unknown is not None:
        return _unknown_refusal(call, unknown, hand, own, unknown_allowed)
    if call in card_calls(hand, own):
        return None
    if call.suit not in FAIL_SUITS or call.rank not in (Rank.ACE, Rank.TEN):
        return reason("sh_call_fail", card=call.code)
    if call in own:
        return reason("sh_call_held", card=call.code)
    if call.rank is Rank.TEN and not holds_all_aces(own):
        return reason("sh_call_ten")
    if call.rank is Rank.ACE and holds_all_aces(own):
        return reason("sh_call_held", card=call.code)
    return reason("sh_call_no_hold", card=call.code)


def _unknown_refusal(call: Card, unknown: Card, hand: Sequence[Card], own: Collection[Card],
                     allowed: bool) -> Reason | None:
    if not allowed:
        return reason("sh_unknown_off")
    if card_calls(hand, own):
        return reason("sh_unknown_needless")
    if call.suit not in FAIL_SUITS or call.rank is not Rank.ACE:
        return reason("sh_unknown_ace")
    if call in own:
        return reason("sh_call_held", card=call.code)
    if unknown not in hand:
        return reason("not_in_hand", card=unknown.code)
    return None
