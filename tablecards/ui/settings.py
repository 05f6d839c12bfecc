"""The player's preferences, typed, over QSettings (organisation and app "tablecards").

Use one `Settings()` wherever a preference is read or written; every call goes straight to
QSettings, so there is nothing to load or save and two instances never disagree.

    settings = Settings()
    settings.language()                  # "" = follow the system, else a code such as "ja"
    settings.set_language("ja")
    settings.animation_speed()           # "instant" | "fast" | "normal" | "slow"
    settings.four_colour_deck()          # bool
    settings.high_contrast()             # bool: plain dark felt, strong marks and text
    settings.large_cards()               # bool: bigger cards in the own hand and the trick
    settings.hand_sort()                 # HandSort.ASCENDING | DESCENDING | AS_DEALT
    settings.last_seats(game_id)         # [SeatChoice("Ann", True, "normal"), ...] or []
    settings.set_last_seats(game_id, [SeatChoice("Ann", True), SeatChoice("Bot", False)])
                                         # SeatChoice("Ben", True, remote=True): over the network
    settings.lessons_done()              # {"hearts/the_pass", ...}: lessons finished

Unknown or mistyped stored values read as the default, never as an error. At start the app
calls `Settings.repair()`: it names the bad values, keeps a copy of the file as it was
(`<file>.bad-<time>`) and removes them, so the user hears of them once. Tests get a private
store with `Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))`, or
with `QStandardPaths.setTestModeEnabled(True)` (QSettings then lives under ~/.qttest).
"""

from __future__ import annotations

import json
import shutil
import unicodedata
from collections.abc import Callable
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QSettings

from tablecards.ai.level_names import DEFAULT_LEVEL, LEVELS

ORGANISATION = "tablecards"
APPLICATION = "tablecards"
SPEEDS = ("instant", "fast", "normal", "slow")
MAX_NAME = 40
# Unicode categories never kept in a name: lone surrogates (no file can encode them), control
# characters, private-use and unassigned code points.
DROPPED_CATEGORIES = ("Cs", "Cc", "Co", "Cn")


def clean_name(text: str) -> str:
    """A seat name as the app keeps it: one line of printable text, at most MAX_NAME long.

    Names come from files too (saves, settings), so they may hold anything; markup is kept as
    typed, since every label shows names as plain text.
    """
    kept = "".join(" " if ch in "\t\n\r" else ch for ch in text
                   if ch in "\t\n\r" or unicodedata.category(ch) not in DROPPED_CATEGORIES)
    return " ".join(kept.split())[:MAX_NAME]


class SettingsRepair(NamedTuple):
    """What `Settings.repair` found: the bad keys (or a file Qt could not parse at all), and
    where the file was kept."""

    bad_keys: list[str]
    kept: Path | None
    unreadable: bool = False


class HandSort(StrEnum):
    """How the player's own hand is ordered on the table."""

    ASCENDING = "ascending"
    """By suit, low ranks first."""
    DESCENDING = "descending"
    """By suit, high ranks first."""
    AS_DEALT = "dealt"
    """In the order the cards arrived."""


class SeatChoice(NamedTuple):
    """One seat as the lobby last filled it (`level`: a computer's, Normal when unset;
    `remote`: a person who joins over the network, so `human` is True too)."""

    name: str
    human: bool
    level: str = DEFAULT_LEVEL
    remote: bool = False


class Settings:
    """Typed accessors for every stored preference."""

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else QSettings(ORGANISATION, APPLICATION)

    @property
    def store(self) -> QSettings:
        """The underlying QSettings (for sync() or a test's inspection)."""
        return self._store

    # -- language ----------------------------------------------------------------------
    def language(self) -> str:
        """The UI language code ("ja", "en"), or "" to follow the system locale."""
        return self._text("language", "")

    def set_language(self, code: str) -> None:
        self._store.setValue("language", code)

    # -- table -------------------------------------------------------------------------
    def animation_speed(self) -> str:
        """One of SPEEDS; "normal" when unset."""
        speed = self._text("table/animation_speed", "normal")
        return speed if speed in SPEEDS else "normal"

    def set_animation_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self._store.setValue("table/animation_speed", speed)

    def four_colour_deck(self) -> bool:
        """True for the four-colour faces (diamonds and clubs in their own colours)."""
        value = self._store.value("table/four_colour_deck", False)
        return value is True or value == "true"

    def set_four_colour_deck(self, on: bool) -> None:
        self._store.setValue("table/four_colour_deck", bool(on))

    def high_contrast(self) -> bool:
        """True for the plain dark felt with strong outlines, marks and text."""
        return self._flag("table/high_contrast")

    def set_high_contrast(self, on: bool) -> None:
        self._store.setValue("table/high_contrast", bool(on))

    def large_cards(self) -> bool:
        """True for bigger cards on the felt (the own hand, open hands and the trick)."""
        return self._flag("table/large_cards")

    def set_large_cards(self, on: bool) -> None:
        self._store.setValue("table/large_cards", bool(on))

    def _flag(self, key: str) -> bool:
        value = self._store.value(key, False)
        return value is True or value == "true"

    def hand_sort(self) -> HandSort:
        value = self._text("table/hand_sort", HandSort.ASCENDING.value)
        try:
            return HandSort(value)
        except ValueError:
            return HandSort.ASCENDING

    def set_hand_sort(self, order: HandSort) -> None:
        self._store.setValue("table/hand_sort", HandSort(order).value)

    # -- lobby -------------------------------------------------------------------------
    def last_seats(self, game_id: str) -> list[SeatChoice]:
        """The seats of the last match started for `game_id`; [] when none was kept."""
        raw = _json_list(self._text(f"seats/{game_id}", "[]"))
        return [SeatChoice(clean_name(s["name"]), s["human"],
                           s["level"] if s.get("level") in LEVELS else DEFAULT_LEVEL,
                           s["human"] and s.get("remote") is True)
                for s in raw or [] if _seat_ok(s)]

    def set_last_seats(self, game_id: str, seats: list[SeatChoice]) -> None:
        # JSON text, not a QSettings list: an empty list or one entry reads back oddly.
        # "remote" only where set: files of older versions (without it) read the same.
        data = [{"name": s.name, "human": bool(s.human), "level": s.level}
                | ({"remote": True} if s.remote else {}) for s in seats]
        self._store.setValue(f"seats/{game_id}", json.dumps(data, ensure_ascii=False))

    # -- lessons -----------------------------------------------------------------------
    def lessons_done(self) -> set[str]:
        """The lessons finished (`game/id` keys), kept between runs."""
        raw = _json_list(self._text("lessons/done", "[]")) or []
        return {key for key in raw if isinstance(key, str)}

    def set_lesson_done(self, key: str) -> None:
        done = sorted(self.lessons_done() | {key})
        self._store.setValue("lessons/done", json.dumps(done, ensure_ascii=False))

    def _text(self, key: str, default: str) -> str:
        value = self._store.value(key, default)
        return value if isinstance(value, str) else default

    # -- bad values --------------------------------------------------------------------
    def bad_keys(self) -> list[str]:
        """Stored keys whose values this program cannot use (they read as defaults)."""
        return [key for key in self._store.allKeys() if not _value_ok(key, self._store.value(key))]

    def repair(self) -> SettingsRepair | None:
        """Keep the file aside and remove unusable values; None when everything is fine.

        The file is copied, or renamed when Qt could not parse it (Qt would otherwise write
        over it with only the lines it understood); the values still usable stay in use.
        """
        unreadable = self._store.status() == QSettings.Status.FormatError
        bad = self.bad_keys()
        if not bad and not unreadable:
            return None
        kept = _set_aside(Path(self._store.fileName()), move=unreadable)
        for key in bad:
            self._store.remove(key)
        self._store.sync()
        return SettingsRepair(bad, kept, unreadable)


def _json_list(text: str) -> list[Any] | None:
    """A JSON list, or None for anything else (bad JSON, nested too deep, a huge number)."""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, list) else None


def _seat_ok(seat: Any) -> bool:
    return (isinstance(seat, dict) and isinstance(seat.get("name"), str)
            and isinstance(seat.get("human"), bool))


def _value_ok(key: str, value: Any) -> bool:
    """True when `value` is one this program wrote, or could have, for `key`."""
    if key.startswith("seats/") and key != "seats/":  # "seats/" alone names the group
        seats = _json_list(value) if isinstance(value, str) else None
        return seats is not None and all(_seat_ok(s) for s in seats)
    checks: dict[str, Any] = {
        "language": lambda v: isinstance(v, str),
        "table/animation_speed": lambda v: v in SPEEDS,
        "table/four_colour_deck": lambda v: v in (True, False, "true", "false"),
        "table/high_contrast": lambda v: v in (True, False, "true", "false"),
        "table/large_cards": lambda v: v in (True, False, "true", "false"),
        "table/hand_sort": lambda v: v in tuple(h.value for h in HandSort),
        "lessons/done": lambda v: isinstance(v, str) and _json_list(v) is not None,
    }
    check = checks.get(key)
    return check is None or bool(check(value))


def unused_path(named: Callable[[str], Path]) -> Path:
    """`named(stamp)` for the time now, or for "<time>-2", "-3"… when that path is taken:
    where a bad file is set aside, so no earlier one is overwritten."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target, n = named(stamp), 1
    while target.exists():
        n += 1
        target = named(f"{stamp}-{n}")
    return target


def _set_aside(path: Path, move: bool) -> Path | None:
    """Keep the settings file as `<name>.bad-<time>` (moved, or copied); None if impossible."""
    if not path.is_file():  # e.g. the Windows registry: nothing to copy
        return None
    target = unused_path(lambda stamp: path.with_name(f"{path.name}.bad-{stamp}"))
    try:
        if move:
            path.replace(target)
        else:
            shutil.copy2(path, target)
    except OSError:
        return None
    return target
