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

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from tablecards.rules.actions import Event
from tablecards.rules.game import DealSetup, jsonable

SUMMARY_KINDS = frozenset({"deal_scored", "match_over"})
"""Events sent with their unseen cards nulled rather than dropped."""


def deal_codes(setup: DealSetup | None) -> frozenset[str]:
    """The codes of every card of a deal: what counts as a card in a message."""
    if setup is None:
        return frozenset()
    return frozenset(c.code for hand in (*setup.hands, setup.stock) for c in hand)


def cards_named(value: Any, codes: frozenset[str]) -> set[str]:
    """The deal's cards named anywhere in a JSON value (as a string value or a key)."""
    found: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if item in codes:
                found.add(item)
        elif isinstance(item, dict):
            found.update(k for k in item if k in codes)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def without_cards(value: Any, hidden: set[str]) -> Any:
    """`value` with every card of `hidden` replaced by None (a key naming one: left out)."""
    if isinstance(value, str):
        return None if value in hidden else value
    if isinstance(value, dict):
        return {k: without_cards(v, hidden) for k, v in value.items() if k not in hidden}
    if isinstance(value, list):
        return [without_cards(v, hidden) for v in value]
    return value


@dataclass
class Sight:
    """The cards one receiver (a seat, or one spectator) was shown during one deal."""

    deal: int = -1
    cards: set[str] = field(default_factory=set)

    def saw(self, deal: int, cards: Iterable[str]) -> None:
        if deal != self.deal:
            self.deal, self.cards = deal, set()
        self.cards.update(cards)


class Told:
    """One step's events as sent: each event's wire form and the cards it names, and the
    `events` message for each distinct sight (built once, shared by receivers that saw the
    same cards)."""

    def __init__(self, step: int, events: list[Event], codes: frozenset[str]) -> None:
        self.step = step
        self.wired = [{"kind": e.kind, "seat": e.seat, "data": jsonable(e.data)}
                      for e in events]
        self.named = [cards_named(w["data"], codes) for w in self.wired]
        self._messages: dict[tuple[frozenset[str], ...], dict[str, Any] | None] = {}

    def message_for(self, seen: set[str]) -> dict[str, Any] | None:
        """The `events` message for a receiver that saw `seen` (None: nothing to tell)."""
        key = tuple(frozenset(named - seen) for named in self.named)
        if key not in self._messages:
            self._messages[key] = self._build(key)
        return self._messages[key]

    def _build(self, hidden_by_event: tuple[frozenset[str], ...]) -> dict[str, Any] | None:
        told = []
        for wired, hidden in zip(self.wired, hidden_by_event, strict=True):
            if not hidden:
                told.append(wired)
            elif wired["kind"] in SUMMARY_KINDS:
                told.append({**wired, "data": without_cards(wired["data"], set(hidden))})
        if not told:
            return None
        return {"type": "events", "n": self.step, "events": told}
