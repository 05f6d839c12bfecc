"""The table as everybody may see it: what hot-seat players see between turns.

Built from every seat's own view, keeping only what all of them agree on, so no game needs a
spectator view of its own: a hand lies face up only when every other seat sees it, a known card
stays only when every other seat knows it, and a public fact only when it is the same for all.
"""

from __future__ import annotations

import copy
from collections import Counter

from tablecards.rules.cards import Card
from tablecards.rules.game import Match, SeatView


def public_view(match: Match, seat: int) -> SeatView:
    """Common knowledge laid out from `seat`'s place; `hand` and legal actions are empty."""
    views = [match.view(s) for s in range(match.seats)]
    view = copy.deepcopy(views[seat])
    view.hand = []
    view.legal_actions = []
    view.visible_hands, view.known_cards = {}, {}
    for owner in range(match.seats):
        others = [v for v in views if v.seat != owner]
        shown = _shared_hand(others, owner)
        if shown is not None:
            view.visible_hands[owner] = shown
            continue
        known = _shared_known(others, owner)
        if known:
            view.known_cards[owner] = known
    view.public = {k: v for k, v in view.public.items()
                   if all(other.public.get(k, _MISSING) == v for other in views)}
    if any(v.trump != view.trump for v in views):
        view.trump = None
    return view


_MISSING = object()


def _shared_hand(others: list[SeatView], owner: int) -> list[Card] | None:
    """`owner`'s hand when every other seat sees it face up (and all see the same cards)."""
    hands = [v.visible_hands.get(owner) for v in others]
    first = hands[0] if hands else None
    if first is None or any(h is None or Counter(h) != Counter(first) for h in hands):
        return None
    return list(first)


def _shared_known(others: list[SeatView], owner: int) -> list[Card]:
    """Cards of `owner`'s hidden hand that every other seat knows of."""
    if not others:
        return []
    seen = [v.visible_hands.get(owner) or v.known_cards.get(owner, []) for v in others]
    common = Counter(seen[0])
    for cards in seen[1:]:
        common &= Counter(cards)
    out = []
    for card in seen[0]:  # keep the order the core gave
        if common[card] > 0:
            common[card] -= 1
            out.append(card)
    return out
