"""The history of finished matches: one record file per match, listed newest first.

Each finished match is kept as a plain game record (docs/records-format.md) that `tablecards
replay` reads, with the save's extra "tablecards" object when the table gave one, named
`<UTC yyyymmdd-hhmmss>-<game>.record.json` in one folder (`HistoryStore.standard()`:
AppDataLocation/history). Writes are atomic and never replace a file: a name already taken
gets "-2", "-3"…. A record that carries a match id (the save's "tablecards" object) already
listed is not added again, so a match finished twice is kept once. At most `KEEP` matches stay
listed; older ones are moved into `old/` inside
the folder, never deleted. A file is deleted only when the player asked for it.

A listing shows each match's result, which only a replay of its record gives. Replaying
hundreds of long matches takes seconds, so each file's summary is kept by its modification
time and size, in memory and in the hidden `.summaries.json` (derived data, rebuilt whenever
it is missing or unreadable): a file is replayed once, when it is new or changed. A file that
is not a readable record is listed with the reason (the table then shows its error when it is
opened), never hidden and never an exception. A network match this machine joined is listed
from its seat's own record in `network/` (`seat_records`), with the seat it played. No widgets
here.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from tablecards.rules.records import RecordError, load_record_file, replay_record
from tablecards.ui.saves import record_match_id, remove_stale_temporaries, write_atomic
from tablecards.ui.seat_records import NETWORK, SEAT_SUFFIX, SeatRecordError, read_seat_record
from tablecards.ui.settings import clean_name

KEEP = 500
OLD = "old"
SUFFIX = ".record.json"
SUMMARIES = ".summaries.json"
SUMMARIES_VERSION = 1
STAMP = "%Y%m%d-%H%M%S"
STAMP_PATTERN = re.compile(r"^(\d{8}-\d{6})-")
CLASH_PATTERN = re.compile(r"^\d{8}-\d{6}-[a-z0-9_]+-(\d+)\.record\.json$")
MAX_BYTES = 32 * 1024 * 1024  # far above any real match; a bigger file is not read into memory


@dataclass(frozen=True)
class Summary:
    """What a listing shows of one file, from its header and a replay of its deals."""

    game: str
    players: int
    seat_names: tuple[str, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    open_hands: bool
    deals: int
    problem: str | None = None
    """Why the file is not a readable record (one line), None when it is one."""
    match_id: str | None = None
    """The match's id from the save's extra object (None: a record without one)."""


@dataclass(frozen=True, kw_only=True)
class HistoryEntry(Summary):
    """One kept match (or an unreadable file in the folder, with `problem` saying why)."""

    path: Path
    finished_at: datetime
    seat: int | None = None
    """The seat this machine played, for a joined seat's own record of a network match
    (`seat_records`: it does not replay through the rules, it plays back as that seat saw it,
    `seat_replay`; None for a match's complete record)."""

    @property
    def readable(self) -> bool:
        return self.problem is None


FileKey = tuple[int, int]
"""A file's modification time (ns) and size: a summary is reused while both are unchanged."""


class HistoryStore:
    """The history folder: add a finished match, list the kept ones, delete one."""

    def __init__(self, folder: Path | str, keep: int = KEEP) -> None:
        self.folder = Path(folder)
        self.keep = keep
        self._known: dict[str, tuple[FileKey, Summary]] | None = None  # by file name
        self._seats_known: dict[str, tuple[FileKey, HistoryEntry]] = {}
        """The seat records read this session, by file name (each read again when changed)."""

    @classmethod
    def standard(cls) -> HistoryStore:
        """The platform's application data folder, `history` inside it."""
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        return cls(Path(base) / "history")

    @property
    def old_folder(self) -> Path:
        return self.folder / OLD

    def add(self, record: Mapping[str, Any], finished_at: datetime | None = None) -> Path:
        """Keep a finished match's record; returns its file (the one kept already when the
        record's match id is listed). Raises OSError."""
        kept = self.file_of(record_match_id(dict(record)))
        if kept is not None:
            return kept
        when = _utc(finished_at or datetime.now(UTC))
        name = f"{when.strftime(STAMP)}-{_file_word(record.get('game'))}"
        path = _unused(self.folder, name, SUFFIX, also=self.old_folder)
        write_atomic(path, dict(record))
        self._move_oldest_aside()
        return path

    def entries(self) -> list[HistoryEntry]:
        """Every file kept, newest first; unreadable ones too (with their `problem`)."""
        if not self.folder.is_dir():
            return []
        remove_stale_temporaries(self.folder)
        known = self._summaries()
        seen: dict[str, tuple[FileKey, Summary]] = {}
        entries = []
        for path in self._files():
            key, when = _key_and_time(path)
            cached = known.get(path.name)
            summary = cached[1] if cached is not None and cached[0] == key else summarise(path)
            seen[path.name] = (key, summary)
            entries.append(HistoryEntry(path=path, finished_at=when, **asdict(summary)))
        if seen != known:
            self._known = seen
            self._save_summaries()
        entries.extend(self._seat_entries())
        return sorted(entries, key=lambda e: _age(e.path, e.finished_at), reverse=True)

    def _seat_entries(self) -> list[HistoryEntry]:
        """The network matches this machine joined, each from its seat's own record; a file
        that is not one is listed with the reason, as a bad record is."""
        try:
            found = sorted(p for p in self.network_folder.iterdir()
                           if p.name.endswith(SEAT_SUFFIX) and not p.name.startswith("."))
        except OSError:
            return []
        seen = {}
        for path in found:
            if path.is_dir():
                continue
            key = _key_and_time(path)[0]
            cached = self._seats_known.get(path.name)
            seen[path.name] = (key, cached[1] if cached is not None and cached[0] == key
                               else _seat_entry(path))
        self._seats_known = seen
        return [entry for _key, entry in seen.values()]

    @property
    def network_folder(self) -> Path:
        return self.folder / NETWORK

    def file_of(self, match_id: str | None) -> Path | None:
        """The listed file of the match with this id (None: not listed, or no id)."""
        if match_id is None:
            return None
        return next((e.path for e in self.entries() if e.match_id == match_id), None)

    def delete(self, path: Path) -> None:
        """Delete one kept match (the player asked). Raises OSError, or ValueError for a file
        that is not one of the history's."""
        folder = path.parent.resolve()
        ours = (folder == self.folder.resolve() and path.name.endswith(".json")) or (
            folder == self.network_folder.resolve() and path.name.endswith(SEAT_SUFFIX))
        if not ours:
            raise ValueError(f"{path} is not in the history")
        path.unlink()
        if self._known is not None:
            self._known.pop(path.name, None)

    def _files(self) -> list[Path]:
        """The kept records: the folder's visible JSON files (not `old/`, not temporaries)."""
        try:
            found = list(self.folder.iterdir())
        except OSError:
            return []
        return [p for p in found if p.name.endswith(".json") and not p.name.startswith(".")
                and not p.is_dir()]

    def _move_oldest_aside(self) -> None:
        """Beyond `keep` files, move the oldest into `old/` (never deleted, never replaced)."""
        files = sorted(self._files(), key=lambda p: _age(p, _key_and_time(p)[1]))
        surplus = files[:max(len(files) - self.keep, 0)]
        if not surplus:
            return
        self.old_folder.mkdir(exist_ok=True)
        for path in surplus:
            name = path.name.removesuffix(SUFFIX).removesuffix(".json")
            with contextlib.suppress(OSError):  # tried again after the next match
                os.replace(path, _unused(self.old_folder, name, SUFFIX))

    def _summaries(self) -> dict[str, tuple[FileKey, Summary]]:
        if self._known is None:
            self._known = read_summaries(self.folder / SUMMARIES)
        return self._known

    def _save_summaries(self) -> None:
        """Keep the summaries for the next run; a failure only costs replays next time."""
        files = {name: {"mtime_ns": key[0], "size": key[1], **asdict(summary)}
                 for name, (key, summary) in (self._known or {}).items()}
        with contextlib.suppress(OSError, ValueError):
            write_atomic(self.folder / SUMMARIES,
                         {"version": SUMMARIES_VERSION, "files": files})


def _seat_entry(path: Path) -> HistoryEntry:
    """A joined seat's record in the listing (its result as the host told the seat)."""
    when = _key_and_time(path)[1]
    try:
        kept = read_seat_record(path, MAX_BYTES)
    except SeatRecordError as err:
        return HistoryEntry(path=path, finished_at=when, **asdict(_unreadable(str(err))))
    except OSError as err:
        return HistoryEntry(path=path, finished_at=when, **asdict(_unreadable(
            f"cannot read {path}: {err.strerror or err}")))
    names = tuple(clean_name(n) for n in kept.names)
    return HistoryEntry(path=path, finished_at=when, game=kept.game, players=kept.players,
                        seat_names=names, totals=kept.totals, winners=kept.winners,
                        open_hands=False, deals=len(kept.deals), seat=kept.seat)


def summarise(path: Path) -> Summary:
    """A file's summary: its record's header and the replayed result, or why it is none."""
    try:
        if path.stat().st_size > MAX_BYTES:
            return _unreadable(f"{path} is too large to be a record")
        return summary_of(load_record_file(path))
    except RecordError as err:
        return _unreadable(str(err))
    except OSError as err:
        return _unreadable(f"cannot read {path}: {err.strerror or err}")


def summary_of(record: Mapping[str, Any]) -> Summary:
    """A record's summary; a record that does not replay gives its header and the reason."""
    game, players = record.get("game"), record.get("players")
    head = Summary(game if isinstance(game, str) else "",
                   players if type(players) is int else 0, _seat_names(record),
                   totals=(), winners=(), open_hands=record.get("open_hands") is True, deals=0,
                   match_id=record_match_id(dict(record)))
    try:
        match = replay_record(record).match
    except RecordError as err:
        return replace(head, problem=str(err))
    except Exception as err:  # a file from outside must never break the listing
        return replace(head, problem=f"the record does not replay: {err!r}"[:200])
    return replace(head, totals=tuple(match.totals), winners=tuple(match.winners),
                   deals=len(match.results))


def _seat_names(record: Mapping[str, Any]) -> tuple[str, ...]:
    """The record's seat names, else the save's seats' names, else none."""
    seats = record.get("seats")
    if isinstance(seats, list) and all(isinstance(s, str) for s in seats):
        return tuple(clean_name(s) for s in seats)
    extra = record.get("tablecards")
    table = extra.get("seats") if isinstance(extra, dict) else None
    if isinstance(table, list) and all(isinstance(s, dict) and isinstance(s.get("name"), str)
                                       for s in table):
        return tuple(clean_name(s["name"]) for s in table)
    return ()


def _unreadable(problem: str) -> Summary:
    return Summary(game="", players=0, seat_names=(), totals=(), winners=(), open_hands=False,
                   deals=0, problem=problem)


def read_summaries(path: Path) -> dict[str, tuple[FileKey, Summary]]:
    """The summaries kept last time; any entry that is not well formed is left out."""
    try:
        data = json.loads(path.read_bytes())
        files = data["files"] if data.get("version") == SUMMARIES_VERSION else {}
        items: Iterable[tuple[Any, Any]] = files.items()
    except (OSError, ValueError, RecursionError, TypeError, KeyError, AttributeError):
        return {}
    known = {}
    for name, raw in items:
        kept = _kept_summary(raw)
        if isinstance(name, str) and kept is not None:
            known[name] = kept
    return known


def _kept_summary(raw: Any) -> tuple[FileKey, Summary] | None:
    """One entry of the summaries file, checked field by field."""
    if not isinstance(raw, dict):
        return None
    ints = ("mtime_ns", "size", "players", "deals")
    lists = ("seat_names", "totals", "winners")
    ok = (all(type(raw.get(k)) is int for k in ints)
          and all(isinstance(raw.get(k), list) for k in lists)
          and all(type(v) is int for k in ("totals", "winners") for v in raw[k])
          and all(isinstance(v, str) for v in raw["seat_names"])
          and isinstance(raw.get("game"), str) and isinstance(raw.get("open_hands"), bool)
          and (raw.get("problem") is None or isinstance(raw.get("problem"), str))
          and (raw.get("match_id") is None or isinstance(raw.get("match_id"), str)))
    if not ok:
        return None
    summary = Summary(raw["game"], raw["players"], tuple(raw["seat_names"]),
                      tuple(raw["totals"]), tuple(raw["winners"]), raw["open_hands"],
                      raw["deals"], raw.get("problem"), raw.get("match_id"))
    return (raw["mtime_ns"], raw["size"]), summary


def _key_and_time(path: Path) -> tuple[FileKey, datetime]:
    """The file's cache key and when its match finished (its name's stamp, else its time)."""
    try:
        info = path.stat()
        key, modified = (info.st_mtime_ns, info.st_size), info.st_mtime
    except OSError:
        key, modified = (0, 0), 0.0
    stamp = STAMP_PATTERN.match(path.name)
    if stamp:
        with contextlib.suppress(ValueError):
            return key, datetime.strptime(stamp.group(1), STAMP).replace(tzinfo=UTC)
    try:
        return key, datetime.fromtimestamp(modified, UTC)
    except (OverflowError, OSError, ValueError):
        return key, datetime.fromtimestamp(0, UTC)


def finished_time(path: Path) -> datetime:
    """When the match kept in `path` finished: its name's stamp, else the file's time."""
    return _key_and_time(path)[1]


def _age(path: Path, finished_at: datetime) -> tuple[datetime, int, str]:
    """Sorts files oldest first: by time, then "-2" after the first of the same second."""
    clash = CLASH_PATTERN.match(path.name)
    return finished_at, int(clash.group(1)) if clash else 1, path.name


def _utc(when: datetime) -> datetime:
    """`when` in UTC (a naive time is taken as local, as `datetime.astimezone` does)."""
    return when.astimezone(UTC)


def _file_word(game: Any) -> str:
    """The game id as it may appear in a file name (letters, digits and underscores)."""
    word = re.sub(r"[^a-z0-9_]", "", game.lower()) if isinstance(game, str) else ""
    return word[:40] or "match"


def _unused(folder: Path, name: str, suffix: str, also: Path | None = None) -> Path:
    """`folder/name+suffix`, or with "-2", "-3"… when that is taken there (or in `also`, so a
    name moved aside is not given again: the numbers keep the order of one second's files)."""
    n = 1
    while True:
        file_name = f"{name}{suffix}" if n == 1 else f"{name}-{n}{suffix}"
        if not (folder / file_name).exists() and not (also and (also / file_name).exists()):
            return folder / file_name
        n += 1
