"""A record played back on the table: stepped forward and back, one decision at a time.

The replay holds the record and a place in it: a deal, and how many of that deal's actions
have been played. Every place is rebuilt from the record through the rules core (from a copy
of the match kept at the start of each deal), so stepping back is exact, and the last action's
events are published again: the table animates it and says why a trick was won, as in play.
Nobody decides in a replay; the seats are shown with every hand face up by default (teacher
mode), and any place can become a new match ("play on from here") without touching the record.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tablecards.ai.levels import DEFAULT_LEVEL, LEVELS
from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.game import Match
from tablecards.rules.problems import Problem
from tablecards.rules.records import RecordError, new_match_for, replay_record
from tablecards.ui.coaching import decider_of
from tablecards.ui.compat import override
from tablecards.ui.controller import (
    LastMove,
    MatchConfig,
    MatchController,
    Pace,
    SeatConfig,
)
from tablecards.ui.record_problems import NO_DEAL


@dataclass(frozen=True)
class Place:
    """A place in the record: `actions` of deal `deal` played."""

    deal: int
    actions: int


class ReplayController(MatchController):
    """Plays a record back; `go_to`, `step`, `to_start` and `to_end` move through it."""

    sig_moved = Signal()
    """The place on show changed."""
    saved = False

    def __init__(self, record: Mapping[str, Any], pace: Pace | None = None,
                 parent: QObject | None = None) -> None:
        """Raises RecordError for a record that does not replay to its end, or holds no
        deal."""
        self.record = copy.deepcopy(dict(record))
        played = replay_record(self.record).match  # refuses a bad record before any is shown
        if not played.setups:
            raise RecordError(Problem(NO_DEAL))
        match, names = new_match_for(self.record)
        seats = [SeatConfig(name, False) for name in self._names(names, match.players)]
        config = MatchConfig(match.game_id, match.players, dict(match.given_options), seats,
                             match.seed)
        self._setups = played.setups
        self._deals = played.actions
        self.places = [Place(d, a) for d, actions in enumerate(self._deals)
                       for a in range(len(actions) + 1)]
        self._starts: list[tuple[Match, list[Event]]] = []
        self._index = 0
        self._deciders: list[int | None] = []
        super().__init__(config, pace, _no_bot, parent, match=match)
        self.open_hands = True
        self._bottom = self._first_human()

    def _names(self, names: list[str] | None, players: int) -> list[str]:
        if names is not None:
            return names
        return [QCoreApplication.translate("Replay", "Player %1").replace("%1", str(s + 1))
                for s in range(players)]

    def _kept_seats(self) -> list[Any]:
        """The seats as the table kept them beside the record (a save's or the history's)."""
        table = self.record.get("tablecards")
        seats = table.get("seats") if isinstance(table, dict) else None
        return seats if isinstance(seats, list) else []

    def _first_human(self) -> int:
        """The seat at the bottom of the table: the record's first human seat, else 0."""
        for s, seat in enumerate(self._kept_seats()):
            if isinstance(seat, dict) and seat.get("human") is True:
                return s
        return 0

    def players_of_record(self) -> list[tuple[bool, str]]:
        """Who played each seat as the record keeps it, (human, level), to play on with the
        same table; without it, the bottom seat is a person and the others the computer."""
        kept = self._kept_seats()
        out = []
        for s in range(self.match.players):
            seat = kept[s] if s < len(kept) and isinstance(kept[s], dict) else {}
            human = seat.get("human", s == self._bottom) is True
            level = seat.get("level")
            out.append((human, level if level in LEVELS else DEFAULT_LEVEL))
        return out

    # -- where we are ----------------------------------------------------------------------
    @property
    def index(self) -> int:
        return self._index

    def place(self) -> Place:
        return self.places[self._index]

    def at_start(self) -> bool:
        return self._index == 0

    def at_end(self) -> bool:
        return self._index >= len(self.places) - 1

    def deal_length(self) -> int:
        """How many actions the deal on show has."""
        return len(self._deals[self.place().deal]) if self._deals else 0

    def deal_count(self) -> int:
        return len(self._deals)

    # -- moving ----------------------------------------------------------------------------
    @override
    def start(self) -> None:
        """Show the first deal as dealt (a record with no deal shows nothing)."""
        if self.places and self._deals:
            self.go_to(0)

    def go_to(self, index: int) -> None:
        """Show place `index` (clamped to the record)."""
        if not self._deals:
            return
        index = max(0, min(index, len(self.places) - 1))
        place = self.places[index]
        self.match, events, self.last_moves = self._rebuilt(place)
        self.last_move = self.last_moves.get(self._last_seat(place)) if place.actions else None
        self._index = index
        self.last = None
        self._scored = None
        self._after(events)
        self.sig_moved.emit()

    def step(self, by: int) -> None:
        self.go_to(self._index + by)

    def to_start(self) -> None:
        self.go_to(0)

    def to_end(self) -> None:
        self.go_to(len(self.places) - 1)

    def _rebuilt(self, place: Place) -> tuple[Match, list[Event], dict[int, LastMove]]:
        """The match at `place`, the events of the action that led there (of the deal, at
        its start) and each seat's last decision up to there, with the view it was made
        from, rebuilt here."""
        match, events = self._deal_start(place.deal)
        match = copy.deepcopy(match)
        last: dict[int, LastMove] = {}
        self._deciders = []
        for action in self._deals[place.deal][:place.actions]:
            seat = decider_of(match, action)
            self._deciders.append(seat)
            if seat is not None:
                last[seat] = LastMove(seat, match.view(seat), action)
            events = match.apply_unchecked(action)
        return match, list(events), last

    def _last_seat(self, place: Place) -> int | None:
        """Who decided the action that led to `place` (the last one rebuilt)."""
        return self._deciders[place.actions - 1] if self._deciders else None

    def _deal_start(self, deal: int) -> tuple[Match, list[Event]]:
        """The match just dealt deal `deal`, kept from the first visit."""
        while len(self._starts) <= deal:
            d = len(self._starts)
            if d == 0:
                match, _ = new_match_for(self.record)
            else:
                match = copy.deepcopy(self._starts[d - 1][0])
                for action in self._deals[d - 1]:
                    match.apply_unchecked(action)
            events = match.deal_next(copy.deepcopy(self._setups[d]))
            self._starts.append((match, events))
        return self._starts[deal]

    def branch(self) -> Match:
        """A copy of the match at the place on show, to play on from (the record untouched).
        Hands seen face up make the branch a match played with hands open."""
        match = copy.deepcopy(self.match)
        match.open_hands = match.open_hands or self.open_hands
        return match

    # -- nobody decides in a replay --------------------------------------------------------
    @override
    def _schedule_bot(self, events: list[Event]) -> None:
        """The record decides: no computer seat is asked."""

    @override
    def next_deal(self) -> None:
        """The score sheet's Next deal: on to the next deal as dealt."""
        if self.place().actions == self.deal_length() and not self.at_end():
            self.step(1)

    @override
    def submit(self, action: Action) -> Reason | None:
        return None

    @override
    def _layout_seat(self) -> int:
        return self._bottom

    @override
    def set_open_hands(self, on: bool) -> None:
        """In a replay the hands may be turned face down again (the record is not marked)."""
        if on != self.open_hands:
            self.open_hands = on
            self.sig_open_hands.emit(on)
            self.sig_changed.emit()


def _no_bot(game_id: str) -> Any:
    return None  # nobody decides in a replay
