"""What a game's own figures are made from: the events a finished match's record tells again.

A game's `figures.py` (found by the registry) counts, per seat, things its players care about
beyond points: contracts made, moons shot... It never scores anything itself; it reads the
breakdown the referee already put in its events, by replaying the record through
`replay_record`. These helpers do the replaying and the counting's bookkeeping.

A seat that joined a network match holds no record to replay, only what the host told it
(`SeatTold`: its views, the events sent to it, the scores). A game's `seat_figures(told)`
counts that seat's own figures from those alone; a figure that needs what the seat was not
told is left out of its answer (its docstring says which and why).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from tablecards.rules.actions import Event
from tablecards.rules.game import Match, SeatView
from tablecards.rules.records import match_from_record, new_match_for, replay_record


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


def completed_deals(record: Mapping[str, Any]) -> tuple[int, Iterator[Match]]:
    """The seat count, and the match at the end of each complete deal in turn (one match
    object moved on from deal to deal: read it before asking for the next).

    For a game whose events do not carry what a figure needs, the finished deal itself
    (`match.deal`) can be asked through the game's own scoring functions. The record is
    replayed once to read its setups and actions, then once more stopping after each deal.
    """
    played = match_from_record(record)
    return played.seats, _stepped(record, played)


def _stepped(record: Mapping[str, Any], played: Match) -> Iterator[Match]:
    match, _seats = new_match_for(record)
    for setup, actions in zip(played.setups, played.actions, strict=True):
        match.deal_next(setup)
        for action in actions:
            match.apply(action)
        if match.results[-1].complete:
            yield match


def tally(seats: int, ids: Iterable[str]) -> list[dict[str, int]]:
    """One dict per seat with every figure id at 0, ready to be counted up."""
    names = tuple(ids)
    return [dict.fromkeys(names, 0) for _ in range(seats)]


@dataclass(frozen=True)
class SeatTold:
    """What one seat of a network match was told, for that seat's own figures."""

    seat: int
    seats: int
    scored: list[dict[str, Any]]
    """Each complete deal's `deal_scored` data, in order: as the event told it when the seat
    kept the events (`full_scores`), else the numbers the host told every seat (an older
    record: a score's string values, such as a line's rule, are not there)."""
    full_scores: bool
    deal_ends: list[SeatView] = field(default_factory=list)
    """The seat's last view of each complete deal, in order (a view at the deal's end)."""
    events: list[Event] = field(default_factory=list)
    """Every event told to the seat, in order (none in an older record: `narrated` False)."""
    narrated: bool = False

    def line(self, data: Mapping[str, Any]) -> Mapping[str, Any]:
        """The seat's own line of a deal's score lines (empty when there is none)."""
        lines = data.get("lines")
        line = lines[self.seat] if isinstance(lines, list) and self.seat < len(lines) else None
        return line if isinstance(line, Mapping) else {}

    def lines(self, data: Mapping[str, Any]) -> list[Mapping[str, Any]]:
        """A deal's score lines that are objects (a record is a file: anything else is
        skipped)."""
        lines = data.get("lines")
        return [line for line in lines if isinstance(line, Mapping)] \
            if isinstance(lines, list) else []

    def heard(self, kinds: Iterable[str]) -> list[Event]:
        """The events of `kinds` told to the seat, in order."""
        wanted = frozenset(kinds)
        return [e for e in self.events if e.kind in wanted]


def number(value: Any) -> int:
    """A count from a seat's file: a whole number (a flag counts 1), anything else 0."""
    return int(value) if isinstance(value, int) else 0
