"""The autosave of the match in progress: a game record plus the table's own seat data.

A save is the match's record (docs/records-format.md, `Match.to_record(seats=names)`) with one
extra top-level object that the rules core ignores:

    "tablecards": {"save_version": 1, "saved_at": "2026-05-01T12:00:00+00:00",
                   "match_id": "0f6c5b2e9a6d4c1b8e7f3a2d1c0b9a8e",
                   "seats": [{"name": "Ann", "human": true},
                             {"name": "Bot 1", "human": false, "level": "strong"}]}

A computer seat's "level" (easy, normal, strong) was added within version 1: a save without
it, or with an unknown one, resumes at Normal. "match_id" was added within version 1 too: one
match keeps one id from its first deal to its end (in every save, the history file and the
statistics), so a match finished twice (a save that could not be removed, a second copy of the
program) counts once. A save without it gets an id made from its header (`legacy_match_id`),
the same every time it is read. Version 1 is written as compact JSON now; the
indented JSON of earlier builds is the same version and reads the same.

Files live in one folder (`SaveStore.standard()`: AppDataLocation/saves): `current.json` while
a match is unfinished, `last_finished.json` once it ends, `current.corrupt-<time>.json` for a
save that could not be resumed (set aside, never deleted). Each game keeps its own unfinished
match: when a match of another game starts (or is continued), the autosave's unfinished match
waits as `unfinished-<game>.json` (`shelve`) until it is continued (`unshelve`), and only a new
match of the same game, which the player agrees to, discards it. A `current.json` of a match already
finished (the history holds its id: the finishing write failed) is removed (`drop_stale`) and
never offered again. `SaveStore.latest_problem` says whether the latest write failed, so the
table never claims a match is saved when it is not. Writes are atomic: a temporary file
in the same folder, flushed and fsynced, then `os.replace`; a temporary file left by a process
killed mid-write is removed when the folder is next read. No widgets here.

The autosave is compact JSON written off the GUI thread: `SaveText` re-encodes only the deal in
play (finished deals never change), and `SaveStore.submit` hands the pieces to one writer
thread that always writes the newest snapshot and finishes its queue before the program exits
(`flush` waits for it). A process killed between two writes loses at most the latest action.
Seat names are cleaned on the way in (`clean_name`), so a save can always be written again.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QStandardPaths

from tablecards.ai.level_names import DEFAULT_LEVEL, LEVELS
from tablecards.ui.compat import override
from tablecards.ui.match_config import SeatConfig
from tablecards.ui.settings import clean_name, unused_path

if TYPE_CHECKING:  # the rules load with the first save read, not with the lobby
    from tablecards.rules.game import Match

SAVE_VERSION = 1
CURRENT = "current.json"
FINISHED = "last_finished.json"
TEMP_SUFFIX = ".tmp"
COMPACT = (",", ":")
EARLIEST_SAVE = datetime(2000, 1, 1, tzinfo=UTC)
MAX_REASON = 200  # a reason may quote the file, which can hold anything
MATCH_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
SHELF_PREFIX = "unfinished-"
SHELF_NAME = re.compile(r"^unfinished-[a-z0-9_]+\.json$")


class SaveError(Exception):
    """A save that cannot be resumed; the message says why, in one short line."""

    def __init__(self, message: str) -> None:
        line = " ".join(message.split())
        super().__init__(line if len(line) <= MAX_REASON else line[:MAX_REASON - 3] + "...")


@dataclass
class SavedMatch:
    """A resumable match with its seats and when it was saved."""

    match: Match
    seats: list[SeatConfig]
    saved_at: datetime
    match_id: str = ""
    path: Path | None = None  # the file it was read from


def new_match_id() -> str:
    """A fresh id for a match that starts now."""
    import uuid  # with the first match, not with the lobby (it loads `platform`)

    return uuid.uuid4().hex


def record_match_id(record: Any) -> str | None:
    """The id a save or history record carries in its "tablecards" object (None: none)."""
    extra = record.get("tablecards") if isinstance(record, dict) else None
    found = extra.get("match_id") if isinstance(extra, dict) else None
    return found if isinstance(found, str) and MATCH_ID.match(found) else None


def legacy_match_id(record: dict[str, Any]) -> str:
    """An id for a save written before saves carried one: the same for the same match (its
    game, form, seed and seats), so reading it twice gives one match."""
    head = [record.get(k) for k in ("game", "players", "options", "match_seed", "seats")]
    text = json.dumps(head, sort_keys=True, ensure_ascii=True, default=str)
    import hashlib  # only old saves need it

    return "legacy-" + hashlib.sha256(text.encode()).hexdigest()[:24]


def save_data(match: Match, seats: list[SeatConfig], names: list[str],
              match_id: str | None = None) -> dict[str, Any]:
    """The JSON object saved for `match` (`names`: one per seat of the match, dummy included;
    `match_id`: the match's id, left out when None)."""
    data = match.to_record(seats=[clean_name(n) for n in names])
    data["tablecards"] = _table_data(seats, match_id)
    return data


def _table_data(seats: Sequence[SeatConfig], match_id: str | None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "save_version": SAVE_VERSION,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    if match_id is not None:
        data["match_id"] = match_id
    data["seats"] = [_seat_data(s) for s in seats]
    return data


def _seat_data(seat: SeatConfig) -> dict[str, Any]:
    if seat.human:
        return {"name": clean_name(seat.name), "human": True}
    return {"name": clean_name(seat.name), "human": False, "level": seat.level}


class DealText:
    """A finished deal's JSON, made the first time it is written (`str`), then kept.

    Only the writer thread asks for it, so even the first autosave after resuming a long match
    leaves the encoding of its finished deals off the GUI thread. A finished deal never changes.
    """

    __slots__ = ("_index", "_match", "_text")

    def __init__(self, match: Match, index: int) -> None:
        self._match, self._index = match, index
        self._text: str | None = None

    @override
    def __str__(self) -> str:
        if self._text is None:
            self._text = _encode(self._match.deal_record(self._index))
        return self._text


SavePiece = str | DealText


class SaveText:
    """The compact JSON of `save_data`, in pieces whose `str`s concatenate to the text.

    The GUI thread encodes only the deal in play; finished deals are `DealText`s that the
    writer encodes once. One instance follows one match.
    """

    def __init__(self) -> None:
        self._match: Match | None = None
        self._finished: list[SavePiece] = []  # each finished deal followed by a comma

    def pieces(self, match: Match, seats: Sequence[SeatConfig], names: Sequence[str],
               match_id: str | None = None) -> list[SavePiece]:
        """The save as it stands, ready for `SaveStore.submit`."""
        if match is not self._match:
            self._match, self._finished = match, []
        while len(self._finished) < 2 * max(match.deal_index, 0):
            self._finished += [DealText(match, len(self._finished) // 2), ","]
        current = (_encode(match.deal_record(match.deal_index))
                   if match.deal_index >= 0 else "")
        head = match.record_header([clean_name(n) for n in names])
        tail = {"match_seed": match.seed, "tablecards": _table_data(seats, match_id)}
        return [_encode(head)[:-1], ',"deals":[', *self._finished, current, "],",
                _encode(tail)[1:]]


def _encode(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=COMPACT)


def parse_save(data: Any, written: datetime | None = None) -> SavedMatch:
    """Rebuild the match a save describes (`written`: the file's time, for a bad `saved_at`).

    Raises:
        SaveError: not a save of a known version, bad seats, or a record that does not replay.
    """
    if not isinstance(data, dict):
        raise SaveError("the file is not a JSON object")
    extra = data.get("tablecards")
    if not isinstance(extra, dict):
        raise SaveError("the file is not a TableCards save")
    version = extra.get("save_version")
    if version != SAVE_VERSION:
        raise SaveError(f"unknown save version {version!r}")
    from tablecards.rules.records import RecordError, match_from_record  # with the first save

    try:
        match = match_from_record(data)
    except RecordError as err:
        raise SaveError(str(err)) from None
    except Exception as err:  # a file from outside must never crash the app
        raise SaveError(f"the record does not replay: {err!r}") from None
    return SavedMatch(match, _seats(extra.get("seats"), match.players), _when(extra, written),
                      record_match_id(data) or legacy_match_id(data))


def _seats(raw: Any, players: int) -> list[SeatConfig]:
    ok = isinstance(raw, list) and len(raw) == players and all(
        isinstance(s, dict) and isinstance(s.get("name"), str)
        and isinstance(s.get("human"), bool) for s in raw)
    if not ok:
        raise SaveError(f"the save must list {players} seats with a name and a kind")
    return [SeatConfig(clean_name(s["name"]) or f"#{i + 1}", s["human"],
                       s["level"] if s.get("level") in LEVELS else DEFAULT_LEVEL)
            for i, s in enumerate(raw)]


def _when(extra: dict[str, Any], written: datetime | None) -> datetime:
    """When the save was made: its `saved_at` if that is a plausible time, else the file's.

    A time before 2000 or in the future is not one the app wrote, and years such as 1 or 9999
    are beyond what the platform's clock functions convert.
    """
    fallback = written or datetime.now(UTC)
    raw = extra.get("saved_at")
    try:
        when = datetime.fromisoformat(raw) if isinstance(raw, str) else fallback
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        plausible = EARLIEST_SAVE <= when <= datetime.now(UTC) + timedelta(days=1)
    except (ValueError, OverflowError):
        return fallback
    return when if plausible else fallback


def write_atomic(path: Path, data: Any) -> None:
    """Write JSON so that `path` holds either the old or the new content, never a mix."""
    write_text_atomic(path, [_encode(data)])


_IN_FLIGHT: set[str] = set()
"""Temporary files this process is writing now: never stale, whatever their age."""
_IN_FLIGHT_LOCK = threading.Lock()


def write_text_atomic(path: Path, pieces: Sequence[SavePiece]) -> None:
    """Write the pieces' text atomically: temp file, flush, fsync, `os.replace`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}.", suffix=TEMP_SUFFIX)
    with _IN_FLIGHT_LOCK:
        _IN_FLIGHT.add(tmp)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.writelines(map(str, pieces))
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    finally:
        with _IN_FLIGHT_LOCK:
            _IN_FLIGHT.discard(tmp)
    _sync_folder(path.parent)


def remove_stale_temporaries(folder: Path) -> list[Path]:
    """Delete the temporary files of writes that never finished (a process killed mid-write).

    They hold only a partial copy of a save that was never renamed into place, so nothing
    the user had is in them.
    """
    removed = []
    for tmp in folder.glob(f".*{TEMP_SUFFIX}"):
        with _IN_FLIGHT_LOCK:
            busy = str(tmp) in _IN_FLIGHT
        if not busy and tmp.is_file():
            with contextlib.suppress(OSError):
                tmp.unlink()
                removed.append(tmp)
    return removed


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


WriteListener = Callable[[str | None], None]
"""Told after each background write: None when it succeeded, else the reason it failed."""


class SaveWriter:
    """One writer thread that writes the newest snapshot of the autosave.

    A pending plain save is replaced by a newer one (only the latest matters); a finishing
    write is never dropped. The thread is not a daemon and stops when its queue is empty, so
    a normal exit still writes the last snapshot.
    """

    def __init__(self, store: SaveStore) -> None:
        self._store = store
        self._jobs: list[tuple[list[SavePiece], bool]] = []
        self._thread: threading.Thread | None = None
        self._idle = threading.Condition()
        self.listener: WriteListener | None = None
        self.flushed_on_quit = False  # set by whoever ties `flush` to the app's exit
        self.last_problem: str | None = None
        """Why the latest write failed; None when it succeeded (or nothing was written)."""

    def submit(self, pieces: list[SavePiece], finished: bool) -> None:
        with self._idle:
            if self._jobs and not self._jobs[-1][1]:
                self._jobs[-1] = (pieces, finished)
            else:
                self._jobs.append((pieces, finished))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="tablecards-autosave")
                self._thread.start()

    def flush(self) -> None:
        """Wait until every submitted snapshot is on disk (or has failed)."""
        with self._idle:
            while self._thread is not None and self._thread is not threading.current_thread():
                self._idle.wait()

    def _run(self) -> None:
        while True:
            with self._idle:
                if not self._jobs:
                    self._thread = None
                    self._idle.notify_all()
                    return
                pieces, finished = self._jobs.pop(0)
            problem = self._write(pieces, finished)
            self.last_problem = problem
            self._tell(problem)

    def _write(self, pieces: list[SavePiece], finished: bool) -> str | None:
        try:
            self._store.write_pieces(pieces, finished)
        except OSError as err:
            return err.strerror or str(err)
        except Exception as err:  # e.g. a name that cannot be encoded: say so, never vanish
            return f"{type(err).__name__}: {err}"
        return None

    def _tell(self, problem: str | None) -> None:
        listener = self.listener
        if listener is not None:
            with contextlib.suppress(RuntimeError):  # its Qt object is gone (window closed)
                listener(problem)


class SaveStore:
    """The save folder: write, read, finish and set aside the autosave."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.writer = SaveWriter(self)

    @classmethod
    def standard(cls) -> SaveStore:
        """The platform's application data folder, `saves` inside it."""
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        return cls(Path(base) / "saves")

    @property
    def current(self) -> Path:
        return self.folder / CURRENT

    @property
    def finished(self) -> Path:
        return self.folder / FINISHED

    def has_current(self) -> bool:
        self.flush()
        return self.current.exists()

    def submit(self, pieces: list[SavePiece], finished: bool = False) -> None:
        """Write a `SaveText` snapshot in the background (`finished`: as `finish` does)."""
        self.writer.submit(pieces, finished)

    def flush(self) -> None:
        """Wait for the background writes."""
        self.writer.flush()

    def save(self, data: dict[str, Any]) -> None:
        """Replace the autosave with `data` (see `save_data`), now. Raises OSError."""
        self.flush()
        self.write_pieces([_encode(data)], finished=False)

    def finish(self, data: dict[str, Any]) -> None:
        """The match is over: keep it as `last_finished.json`; no autosave remains."""
        self.flush()
        self.write_pieces([_encode(data)], finished=True)

    def write_pieces(self, pieces: Sequence[SavePiece], finished: bool) -> None:
        write_text_atomic(self.current, pieces)
        if finished:
            os.replace(self.current, self.finished)

    def shelf(self, game: str) -> Path:
        """Where another game's unfinished match waits while a match of a game is played."""
        return self.folder / f"{SHELF_PREFIX}{game}.json"

    def shelved(self) -> list[Path]:
        """The waiting unfinished matches' files (one per game), newest first."""
        try:
            found = [p for p in self.folder.glob(f"{SHELF_PREFIX}*.json")
                     if SHELF_NAME.match(p.name)]
        except OSError:
            return []
        return sorted(found, key=_modified, reverse=True)

    def shelve(self, game: str) -> None:
        """Keep the autosave (an unfinished match of `game`) aside while another game is
        played. Raises OSError."""
        self.flush()
        os.replace(self.current, self.shelf(game))

    def unshelve(self, path: Path) -> None:
        """Make a waiting unfinished match the autosave again. Raises OSError."""
        self.flush()
        os.replace(path, self.current)

    def discard_shelved(self, game: str) -> None:
        """The player chose a new match of `game`: its waiting unfinished match goes."""
        with contextlib.suppress(FileNotFoundError):
            self.shelf(game).unlink()

    def load(self, path: Path | None = None) -> SavedMatch | None:
        """The unfinished autosave (or the waiting match at `path`), or None when there is
        none (a finished one is moved away).

        Waits for pending writes and removes temporary files that killed writes left.

        Raises:
            SaveError: the file exists but cannot be resumed (call `set_aside`).
        """
        self.flush()
        path = path or self.current
        if self.folder.is_dir():
            remove_stale_temporaries(self.folder)
        try:
            raw = path.read_bytes()
            written = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        except FileNotFoundError:
            return None
        except (OSError, ValueError, OverflowError) as err:
            raise SaveError(f"cannot read the save: {err}") from None
        saved = parse_save(_json_of(raw), written)
        saved.path = path
        if saved.match.over:
            with contextlib.suppress(OSError):
                os.replace(path, self.finished)
            return None
        return saved

    def latest_problem(self) -> str | None:
        """Why the latest autosave failed, once every pending write is done (None: it
        succeeded, or nothing was written yet)."""
        self.flush()
        return self.writer.last_problem

    def drop_stale(self, path: Path | None = None) -> bool:
        """Remove an autosave (or a waiting match) whose match was finished already (the
        history holds all of it); False when the file could not be removed."""
        self.flush()
        try:
            (path or self.current).unlink()
        except FileNotFoundError:
            return True
        except OSError:
            return False
        return True

    def set_aside(self, path: Path | None = None) -> Path:
        """Rename the autosave (or a waiting match's file) to `<name>.corrupt-<time>.json`
        and return the new path."""
        path = path or self.current
        target = unused_path(lambda stamp: self.folder / f"{path.stem}.corrupt-{stamp}.json")
        os.replace(path, target)
        return target


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _json_of(raw: bytes) -> Any:
    """The save's JSON object; any file at all gives one or a one-line SaveError."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise SaveError(f"cannot read the save: not UTF-8 text ({err.reason})") from None
    from tablecards.rules.records import RecordError, parse_record_text  # with the first save

    try:
        return parse_record_text(text, "the save")
    except RecordError as err:
        raise SaveError(str(err)) from None
