"""A joined seat's own record of a network match, read for the history.

A window that joined a network table keeps, at the match end, what its seat saw
(`Client.seat_record()`, docs/network.md "Records") in the history folder's `network/`, as
`<stamp>-<game>-<code>.seat.json`. Only the host holds the complete record, so such a file does
not replay as a match through the rules: it gives the seat, the names, the scores the host told
every seat after each deal, the end, and every view the seat was sent, which the history plays
back on the table (`seat_replay`). Records kept since the client keeps them also hold each
view's host step and the events told to the seat at each step; an older record has neither
(`SeatRecord.narrated` is False) and its playback words what happened from the views. This
module checks such a file field by field (it may hold anything)
and sums it up for the listing; a file that is not one is listed with the reason, never an
exception. No widgets here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tablecards.net.views import view_from_wire
from tablecards.rules.actions import Event
from tablecards.rules.figures import SeatTold
from tablecards.rules.game import SeatView

FORMAT = "tablecards-seat-record"
VERSION = 1
SEAT_SUFFIX = ".seat.json"
NETWORK = "network"
MAX_SEATS = 16
"""More seats than any table has (a file claiming more is not a record of ours)."""
"""The history folder's subfolder of seat records."""


class SeatRecordError(ValueError):
    """The file is not a readable seat record (the message says why, in one line)."""


@dataclass(frozen=True)
class DealScores:
    """One deal's points and the totals after it, as the host told them (seat order)."""

    points: tuple[int, ...]
    totals: tuple[int, ...]
    deal: int | None = None
    """The deal's index as the host numbered it (None: an older message without it)."""
    data: dict[str, Any] = field(default_factory=dict)
    """The whole message as told (the score's numbers by seat: `lines`...)."""


@dataclass(frozen=True)
class SeatRecord:
    """What a joined seat kept of a network match."""

    game: str
    players: int
    seat: int
    names: tuple[str, ...]
    deals: tuple[DealScores, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    over: bool
    views: tuple[Any, ...]
    """The host's views in the order the seat was sent them (wire JSON, each read when shown:
    `tablecards.net.views.view_from_wire`)."""
    code: str
    options: dict[str, Any] = field(default_factory=dict)
    steps: tuple[int | None, ...] = ()
    """The host's step of each view (as many as `views`), or () in an older record."""
    told: dict[int, tuple[Any, ...]] = field(default_factory=dict)
    """The events the host told the seat, by step (wire JSON, each read when used)."""
    narrated: bool = False
    """The record keeps the steps and events (a record kept before they were: False)."""

    def events_at(self, view: int) -> tuple[Any, ...]:
        """The events told with view `view` (none when unknown)."""
        step = self.steps[view] if 0 <= view < len(self.steps) else None
        return self.told.get(step, ()) if step is not None else ()


def is_seat_record_data(data: Any) -> bool:
    """The JSON says it is a seat record (whether or not it is a good one)."""
    return isinstance(data, dict) and data.get("format") == FORMAT


def read_seat_record(path: Path, max_bytes: int) -> SeatRecord:
    """The seat record in `path`. Raises SeatRecordError (or OSError: cannot be read)."""
    if path.stat().st_size > max_bytes:
        raise SeatRecordError(f"{path.name} is too large to be a seat record")
    try:
        data = json.loads(path.read_bytes().decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as err:
        raise SeatRecordError(f"{path.name} is not JSON: {err}"[:200]) from None
    return seat_record_of(data)


def seat_record_of(data: Any) -> SeatRecord:
    """A seat record from its JSON data, checked field by field. Raises SeatRecordError."""
    if not is_seat_record_data(data):
        raise SeatRecordError(f'not a seat record (format must be "{FORMAT}")')
    if data.get("version") != VERSION:
        raise SeatRecordError(f"seat record version {data.get('version')!r} is not known")
    game, players, seat = data.get("game"), data.get("players"), data.get("seat")
    if not isinstance(game, str) or not game:
        raise SeatRecordError("the seat record names no game")
    if type(players) is not int or not 1 <= players <= MAX_SEATS:
        raise SeatRecordError("the seat record has no number of players")
    if type(seat) is not int or not 0 <= seat < players:
        raise SeatRecordError("the seat record has no seat of this table")
    views = data.get("views")
    if not isinstance(views, list):
        raise SeatRecordError("the seat record has no list of views")
    deals = tuple(_deal(raw) for raw in _list(data.get("scores"), "scores"))
    over = data.get("over")
    if over is not None and not isinstance(over, dict):
        raise SeatRecordError("the seat record's end is not an object")
    end = over or {}
    winners = _ints(end.get("winners", []), "winners")
    if any(not 0 <= w < players for w in winners):
        raise SeatRecordError("a winner is not a seat of this table")
    totals = _ints(end["totals"], "totals") if "totals" in end else \
        (deals[-1].totals if deals else ())
    names = data.get("names")
    kept_names = tuple(n.strip() for n in names) if isinstance(names, list) and all(
        isinstance(n, str) for n in names) else ()
    code = data.get("code")
    options = data.get("options")
    steps, told = _steps(data.get("steps"), len(views)), _told(data.get("events"))
    return SeatRecord(game, players, seat, kept_names, deals, totals, winners,
                      over is not None, tuple(views), code if isinstance(code, str) else "",
                      options if isinstance(options, dict) else {}, steps, told,
                      bool(steps) and isinstance(data.get("events"), list))


def _steps(raw: Any, views: int) -> tuple[int | None, ...]:
    """Each view's host step; () when absent or not one per view (the views still show,
    worded without the host's events)."""
    if not isinstance(raw, list) or len(raw) != views:
        return ()
    return tuple(n if type(n) is int else None for n in raw)


def _told(raw: Any) -> dict[int, tuple[Any, ...]]:
    """The events by step; a part that is not a step's events is left out (the playback
    words that step from its view)."""
    told: dict[int, tuple[Any, ...]] = {}
    if not isinstance(raw, list):
        return told
    for item in raw:
        if isinstance(item, dict) and type(item.get("n")) is int \
                and isinstance(item.get("events"), list):
            told[item["n"]] = told.get(item["n"], ()) + tuple(item["events"])
    return told


def told_of(record: SeatRecord) -> SeatTold:
    """What the record says the seat was told, for its game's `seat_figures`: each complete
    deal's score (from the events when the record kept them, else the numbers told to every
    seat), the seat's last view of each complete deal, and the events. A view or an event
    that cannot be read is left out."""
    views = [v for v in (view_of(raw, record) for raw in record.views) if v is not None]
    events = [e for step in sorted(record.told) for raw in record.told[step]
              if (e := event_of(raw)) is not None] if record.narrated else []
    told_scores = [dict(e.data) for e in events if e.kind == "deal_scored"]
    full = record.narrated and len(told_scores) == len(record.deals)
    scored = told_scores if full else [dict(d.data) for d in record.deals]
    deals = [d.deal if d.deal is not None else n for n, d in enumerate(record.deals)]
    ends = [last for deal in deals
            if (last := next((v for v in reversed(views) if v.deal_index == deal), None))]
    seats = views[0].seats if views else record.players
    return SeatTold(record.seat, seats, scored, full, ends, events, record.narrated)


def view_of(raw: Any, record: SeatRecord) -> SeatView | None:
    """A view of the record, or None when it cannot be read or is not this seat's."""
    try:
        view = view_from_wire(raw)
    except Exception:  # a file from outside may hold anything
        return None
    if view.game != record.game or view.seat != record.seat or view.seats < 1:
        return None
    return view


def event_of(raw: Any) -> Event | None:
    """An event as the host told it (wire JSON), or None when it is not one."""
    if not isinstance(raw, dict) or not isinstance(raw.get("kind"), str):
        return None
    seat, data = raw.get("seat"), raw.get("data")
    return Event(raw["kind"], seat if type(seat) is int else None,
                 dict(data) if isinstance(data, dict) else {})


def _list(raw: Any, what: str) -> list[Any]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise SeatRecordError(f"the seat record's {what} are not a list")
    return raw


def _ints(raw: Any, what: str) -> tuple[int, ...]:
    if not isinstance(raw, list) or any(type(v) is not int for v in raw):
        raise SeatRecordError(f"the seat record's {what} are not whole numbers")
    return tuple(raw)


def _deal(raw: Any) -> DealScores:
    if not isinstance(raw, dict):
        raise SeatRecordError("a deal's scores are not an object")
    points = _ints(raw.get("points", []), "points")
    totals = _ints(raw.get("totals", []), "totals")
    if len(points) > MAX_SEATS or len(totals) > MAX_SEATS:
        raise SeatRecordError("a deal's scores have more seats than a table")
    deal = raw.get("deal")
    return DealScores(points, totals, deal if type(deal) is int else None, dict(raw))
