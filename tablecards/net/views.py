"""Views on the wire: a seat's `SeatView` as JSON and back, and the spectators' public view.

The host sends each seat exactly `Match.view(seat)` (its JSON form, `SeatView.to_json`), so a
client holds what a local seat would hold and nothing more; the client rebuilds the SeatView,
and its panels, coach and bots read it as they would a local one. A legal list too long to send
(a hoarded hand's card sets, built on demand) goes as its length only: the client then acts by
the index into it.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from tablecards.rules.actions import Action, action_from_record
from tablecards.rules.cards import Card
from tablecards.rules.game import Match, SeatView, Trick, jsonable
from tablecards.rules.registry import game_class

LEGAL_LIMIT = 512
"""Longer legal lists are sent as their length (the client acts by index)."""


def view_to_wire(view: SeatView) -> dict[str, Any]:
    """The view as JSON data, its legal list replaced by its length when long or lazy."""
    legal = view.legal_actions
    plain = type(legal) is list and len(legal) <= LEGAL_LIMIT
    shown = view if plain else copy.copy(view)
    if not plain:
        shown.legal_actions = []
    data = fast_json(shown) if type(shown) is SeatView else shown.to_json()
    data["legal_count"] = len(legal)
    return data


def fast_json(view: SeatView) -> dict[str, Any]:
    """`view.to_json()`, written out field by field: the host sends a view to every seat after
    every action, and the generic walk was most of its work (tests/net/test_views.py checks
    the two agree)."""
    return {
        "game": view.game, "seat": view.seat, "seats": view.seats, "dealer": view.dealer,
        "deal_index": view.deal_index, "to_move": view.to_move,
        "hand": [c.code for c in view.hand], "hand_sizes": list(view.hand_sizes),
        "visible_hands": {str(k): [c.code for c in v] for k, v in view.visible_hands.items()},
        "known_cards": {str(k): [c.code for c in v] for k, v in view.known_cards.items()},
        "trick": _trick_json(view.trick),
        "tricks": [_trick_json(t) for t in view.tricks],
        "tricks_won": jsonable(view.tricks_won), "trump": view.trump,
        "totals": list(view.totals), "public": jsonable(view.public),
        "legal_actions": [a.to_record() for a in view.legal_actions],
        "named_cards": [c.code for c in view.named_cards],
    }


def _trick_json(trick: Trick | None) -> dict[str, Any] | None:
    if trick is None:
        return None
    if type(trick) is not Trick:
        data: dict[str, Any] = jsonable(trick)
        return data
    return {"leader": trick.leader, "plays": [[s, c.code] for s, c in trick.plays],
            "winner": trick.winner}


def view_from_wire(data: dict[str, Any]) -> SeatView:
    """A view sent by a host, rebuilt with Cards, Tricks and Actions.

    Raises:
        ValueError, KeyError, TypeError: a view this program cannot read.
    """
    spec = game_class(str(data["game"])).spec
    cards = _cards
    return SeatView(
        game=spec.id, seat=int(data["seat"]), seats=int(data["seats"]),
        dealer=int(data["dealer"]), deal_index=int(data["deal_index"]),
        to_move=data["to_move"], hand=cards(data["hand"]), hand_sizes=list(data["hand_sizes"]),
        visible_hands={int(k): cards(v) for k, v in data.get("visible_hands", {}).items()},
        known_cards={int(k): cards(v) for k, v in data.get("known_cards", {}).items()},
        trick=_trick(data.get("trick")),
        tricks=[t for t in (_trick(x) for x in data.get("tricks", [])) if t is not None],
        tricks_won=list(data.get("tricks_won") or []), trump=data.get("trump"),
        totals=list(data.get("totals", [])), public=dict(data.get("public", {})),
        legal_actions=[_action(a, spec.verbs, spec.card_fields)
                       for a in data.get("legal_actions", [])],
        named_cards=cards(data.get("named_cards", [])),
    )


def _cards(codes: list[str]) -> list[Card]:
    return [Card.parse(c) for c in codes]


def _trick(data: dict[str, Any] | None) -> Trick | None:
    if data is None:
        return None
    return Trick(int(data["leader"]), [(int(s), Card.parse(c)) for s, c in data["plays"]],
                 data.get("winner"))


def _action(raw: dict[str, Any], verbs: tuple[str, ...], card_fields: tuple[str, ...]) -> Action:
    return action_from_record(raw, verbs, card_fields)


# -- spectators --------------------------------------------------------------------------------
def public_view(match: Match, open_hands: bool = False) -> SeatView:
    """What every seat agrees on, laid out from seat 0's place: a hand face up only when every
    other seat sees it, a known card only when every other seat knows it, a public fact only
    when it is the same for all; with `open_hands` (a teacher's table) every hand face up."""
    views = [match.view(s) for s in range(match.seats)]
    view = copy.deepcopy(views[0])
    view.seat = -1
    view.hand, view.legal_actions = [], []
    view.visible_hands, view.known_cards = {}, {}
    for owner in range(match.seats):
        if open_hands:
            view.visible_hands[owner] = list(views[owner].hand)
            continue
        others = [v for v in views if v.seat != owner]
        shown = _shared(others, owner, known=False)
        if shown:
            view.visible_hands[owner] = shown
        elif known := _shared(others, owner, known=True):
            view.known_cards[owner] = known
    view.public = {k: v for k, v in view.public.items()
                   if all(other.public.get(k, _MISSING) == v for other in views)}
    if any(v.trump != view.trump for v in views):
        view.trump = None
    view.named_cards = [c for c in view.named_cards if all(c in v.named_cards for v in views)]
    if any(v.tricks != view.tricks or v.trick != view.trick for v in views):
        view.tricks, view.trick = [], None
    return view


_MISSING = object()


def _shared(others: list[SeatView], owner: int, known: bool) -> list[Card]:
    """`owner`'s cards that every other seat sees face up (or, with `known`, knows of)."""
    if not others:
        return []
    seen = [(v.visible_hands.get(owner) or v.known_cards.get(owner, [])) if known
            else v.visible_hands.get(owner) for v in others]
    if not known and any(s is None for s in seen):
        return []
    common = Counter(seen[0] or [])
    for cards in seen[1:]:
        common &= Counter(cards or [])
    return sorted(common.elements())
