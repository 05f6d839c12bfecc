"""Events on the wire: what happened at a step, told to each receiver only as far as it saw.

A remote table animates a played card and explains a won trick from the rules' `Event`s, but
an event may name a card its receiver never saw (a passed or buried card). The rule is one
and generic: an event goes to a receiver only when every card it names is a card that
receiver was shown in its own views during this deal (the view of the same step included).
A card is any string that is the code of one of the deal's cards, wherever it sits in the
event's data. The two summary events (`deal_scored`, `match_over`) are never dropped, since a
table's deal summary is built from them: a card they name that the receiver did not see is
replaced by null (a list keeps its length, so a count stays right, and every id and number
stays), which says no more than the public score does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tablecards.net.protocol import encode
from tablecards.rules.actions import Event
from tablecards.rules.game import DealSetup, jsonable

SUMMARY_KINDS = frozenset({"deal_scored", "match_over"})
"""Events sent with their unseen cards nulled rather than dropped."""

CardIndex = dict[str, int]
"""A deal's card codes, each with its own bit: a set of its cards is one int (a table keeps a
few of them per seat, so thousands of tables stay small)."""

_INDEXES: dict[frozenset[str], CardIndex] = {}


def deal_index(setup: DealSetup | None) -> CardIndex:
    """The bits of every card of a deal (shared by every deal of the same pack)."""
    if setup is None:
        return {}
    codes = frozenset(c.code for hand in (*setup.hands, setup.stock) for c in hand)
    found = _INDEXES.get(codes)
    if found is None:
        if len(_INDEXES) > 256:  # a pack per game and option: this never fills in practice
            _INDEXES.clear()
        found = _INDEXES[codes] = {code: 1 << i for i, code in enumerate(sorted(codes))}
    return found


def cards_named(value: Any, index: CardIndex) -> int:
    """The deal's cards named anywhere in a JSON value (as a string value or a key)."""
    found = 0
    stack = [value]
    get = index.get
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found |= get(item, 0)
        elif isinstance(item, dict):
            for key, inner in item.items():
                found |= get(key, 0)
                stack.append(inner)
        elif isinstance(item, list):
            stack.extend(item)
    return found


def codes_of(cards: int, index: CardIndex) -> set[str]:
    """The codes of the cards in a set of `index`'s bits."""
    return {code for code, bit in index.items() if cards & bit}


def without_cards(value: Any, hidden: set[str]) -> Any:
    """`value` with every card of `hidden` replaced by None (a key naming one: left out)."""
    if isinstance(value, str):
        return None if value in hidden else value
    if isinstance(value, dict):
        return {k: without_cards(v, hidden) for k, v in value.items() if k not in hidden}
    if isinstance(value, list):
        return [without_cards(v, hidden) for v in value]
    return value


@dataclass(slots=True)
class Sight:
    """The cards one receiver (a seat, or one spectator) was shown during one deal."""

    deal: int = -1
    cards: int = 0

    def saw(self, deal: int, cards: int) -> None:
        if deal != self.deal:
            self.deal, self.cards = deal, 0
        self.cards |= cards


class Told:
    """One step's events as sent: each event's wire form and the cards it names, and the
    `events` frame for each distinct sight (built once, shared by the receivers that saw the
    same of its cards)."""

    def __init__(self, step: int, events: list[Event], index: CardIndex) -> None:
        self.step = step
        self.index = index
        self.wired = [{"kind": e.kind, "seat": e.seat, "data": jsonable(e.data)}
                      for e in events]
        self.named = [cards_named(w["data"], index) for w in self.wired]
        self._frames: dict[tuple[int, ...], str | None] = {}

    def frame_for(self, seen: int) -> str | None:
        """The `events` frame for a receiver that saw `seen` (None: nothing to tell)."""
        key = tuple(named & ~seen for named in self.named)
        if key not in self._frames:
            message = self.message(key)
            self._frames[key] = None if message is None else encode(message)
        return self._frames[key]

    def message(self, hidden_by_event: tuple[int, ...]) -> dict[str, Any] | None:
        """The `events` message with each event's `hidden` cards dropped or nulled."""
        told = []
        for wired, hidden in zip(self.wired, hidden_by_event, strict=True):
            if not hidden:
                told.append(wired)
            elif wired["kind"] in SUMMARY_KINDS:
                told.append({**wired,
                             "data": without_cards(wired["data"], codes_of(hidden, self.index))})
        if not told:
            return None
        return {"type": "events", "n": self.step, "events": told}
