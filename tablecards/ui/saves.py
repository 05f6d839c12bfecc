"""The autosave of the match in progress: a game record plus the table's own seat data.

A save is the match's record (shared/records.md, `Match.to_record(seats=names)`) with one
extra top-level object that the rules core ignores:

    "tablecards": {"save_version": 1, "saved_at": "2026-05-01T12:00:00+00:00",
                   "seats": [{"name": "Ann", "human": true},
                             {"name": "Bot 1", "human": false, "level": "strong"}]}

A computer seat's "level" (easy, normal, strong) was added within version 1: a save without
it, or with an unknown one, resumes at Normal.

Files live in one folder (`SaveStore.standard()`: AppDataLocation/saves): `current.json` while
a match is unfinished, `last_finished.json` once it ends, `current.corrupt-<time>.json` for a
save that could not be resumed (set aside, never deleted). Writes are atomic: a temporary file
in the same folder, flushed and fsynced, then `os.replace`. No widgets here.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from tablecards.rules.game import Match
from tablecards.rules.records import RecordError, match_from_record
from tablecards.ui.controller import DEFAULT_LEVEL, LEVELS, SeatConfig

SAVE_VERSION = 1
CURRENT = "current.json"
FINISHED = "last_finished.json"


class SaveError(Exception):
    """A save that cannot be resumed; the message says why, in one line."""


@dataclass
class SavedMatch:
    """A resumable match with its seats and when it was saved."""

    match: Match
    seats: list[SeatConfig]
    saved_at: datetime


def save_data(match: Match, seats: list[SeatConfig], names: list[str]) -> dict[str, Any]:
    """The JSON object saved for `match` (`names`: one per seat of the match, dummy included)."""
    data = match.to_record(seats=names)
    data["tablecards"] = {
        "save_version": SAVE_VERSION,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "seats": [_seat_data(s) for s in seats],
    }
    return data


def _seat_data(seat: SeatConfig) -> dict[str, Any]:
    if seat.human:
        return {"name": seat.name, "human": True}
    return {"name": seat.name, "human": False, "level": seat.level}


def parse_save(data: Any) -> SavedMatch:
    """Rebuild the match a save describes.

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
    try:
        match = match_from_record(data)
    except RecordError as err:
        raise SaveError(str(err)) from None
    except Exception as err:  # a file from outside must never crash the app
        raise SaveError(f"the record does not replay: {err!r}") from None
    return SavedMatch(match, _seats(extra.get("seats"), match.players), _when(extra))


def _seats(raw: Any, players: int) -> list[SeatConfig]:
    ok = isinstance(raw, list) and len(raw) == players and all(
        isinstance(s, dict) and isinstance(s.get("name"), str)
        and isinstance(s.get("human"), bool) for s in raw)
    if not ok:
        raise SaveError(f"the save must list {players} seats with a name and a kind")
    return [SeatConfig(s["name"], s["human"],
                       s["level"] if s.get("level") in LEVELS else DEFAULT_LEVEL) for s in raw]


def _when(extra: dict[str, Any]) -> datetime:
    try:
        return datetime.fromisoformat(str(extra.get("saved_at")))
    except ValueError:
        return datetime.now(UTC)


def write_atomic(path: Path, data: Any) -> None:
    """Write JSON so that `path` holds either the old or the new content, never a mix."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False, indent=1)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


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


class SaveStore:
    """The save folder: write, read, finish and set aside the autosave."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)

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
        return self.current.exists()

    def save(self, data: dict[str, Any]) -> None:
        """Replace the autosave with `data` (see `save_data`). Raises OSError."""
        write_atomic(self.current, data)

    def finish(self, data: dict[str, Any]) -> None:
        """The match is over: keep it as `last_finished.json`; no autosave remains."""
        write_atomic(self.current, data)
        os.replace(self.current, self.finished)

    def load(self) -> SavedMatch | None:
        """The unfinished autosave, or None when there is none (a finished one is moved away).

        Raises:
            SaveError: the file exists but cannot be resumed (call `set_aside`).
        """
        try:
            text = self.current.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError) as err:
            raise SaveError(f"cannot read the save: {err}") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise SaveError(f"not JSON: {err.msg} at line {err.lineno}") from None
        saved = parse_save(data)
        if saved.match.over:
            with contextlib.suppress(OSError):
                os.replace(self.current, self.finished)
            return None
        return saved

    def set_aside(self) -> Path:
        """Rename the autosave to `current.corrupt-<time>.json` and return the new path."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.folder / f"current.corrupt-{stamp}.json"
        n = 1
        while target.exists():
            n += 1
            target = self.folder / f"current.corrupt-{stamp}-{n}.json"
        os.replace(self.current, target)
        return target
