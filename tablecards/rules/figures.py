"""What a game's own figures are made from: the events a finished match's record tells again.

A game's `figures.py` (found by the registry) counts, per seat, things its players care about
beyond points: contracts made, moons shot... It never scores anything itself; it reads the
breakdown the referee already put in its events, by replaying the record through
`replay_record`. These helpers do the replaying and the counting's bookkeeping.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tablecards.rules.actions import Event
from tablecards.rules.game import Match
from tablecards.rules.records import match_from_record, replay_record


def heard(record: Mapping[str, Any], kinds: Iterable[str]) -> tuple[int, list[Event]]:
    """The match's seat count (a dummy included) and its events of `kinds`, in order."""
    wanted = frozenset(kinds)
    found: list[Event] = []

    def keep(_deal: int, events: list[Event]) -> None:
        found.extend(e for e in events if e.kind in wanted)

    replay = replay_record(record, keep)
    return replay.match.seats, found


def scored_deals(record: Mapping[str, Any]) -> tuple[int, list[dict[str, Any]]]:
    """The seat count and the data of each `deal_scored` event (one per complete deal)."""
    seats, events = heard(record, ("deal_scored",))
    return seats, [dict(e.data) for e in events]


def completed_deals(record: Mapping[str, Any]) -> list[Match]:
    """The match as it stood at the end of each complete deal, its `deal` that deal.

    For a game whose events do not carry what a figure needs, the finished deal itself can be
    asked (through the game's own scoring functions). Each deal replays the record from the
    start, which a finished match of a few dozen deals affords.
    """
    deals = list(record.get("deals", []))
    matches: list[Match] = []
    for end in range(1, len(deals) + 1):
        match = match_from_record({**record, "deals": deals[:end]})
        if match.results and match.results[-1].complete:
            matches.append(match)
    return matches


def tally(seats: int, ids: Iterable[str]) -> list[dict[str, int]]:
    """One dict per seat with every figure id at 0, ready to be counted up."""
    names = tuple(ids)
    return [dict.fromkeys(names, 0) for _ in range(seats)]
