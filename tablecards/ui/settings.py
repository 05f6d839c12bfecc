"""The player's preferences, typed, over QSettings (organisation and app "tablecards").

Use one `Settings()` wherever a preference is read or written; every call goes straight to
QSettings, so there is nothing to load or save and two instances never disagree.

    settings = Settings()
    settings.language()                  # "" = follow the system, else a code such as "ja"
    settings.set_language("ja")
    settings.animation_speed()           # "instant" | "fast" | "normal" | "slow"
    settings.four_colour_deck()          # bool
    settings.hand_sort()                 # HandSort.ASCENDING | DESCENDING | AS_DEALT
    settings.last_seats("tressette")     # [SeatChoice("Ann", True, "normal"), ...] or []
    settings.set_last_seats("tressette", [SeatChoice("Ann", True), SeatChoice("Bot", False)])

Unknown or mistyped stored values read as the default, never as an error. Tests get a private
store with `Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))`, or
with `QStandardPaths.setTestModeEnabled(True)` (QSettings then lives under ~/.qttest).
"""

from __future__ import annotations

import json
from enum import StrEnum
from typing import NamedTuple

from PySide6.QtCore import QSettings

ORGANISATION = "tablecards"
APPLICATION = "tablecards"
SPEEDS = ("instant", "fast", "normal", "slow")
LEVELS = ("easy", "normal", "strong")


class HandSort(StrEnum):
    """How the player's own hand is ordered on the table."""

    ASCENDING = "ascending"
    """By suit, low ranks first."""
    DESCENDING = "descending"
    """By suit, high ranks first."""
    AS_DEALT = "dealt"
    """In the order the cards arrived."""


class SeatChoice(NamedTuple):
    """One seat as the lobby last filled it (`level`: a computer's, Normal when unset)."""

    name: str
    human: bool
    level: str = "normal"


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
        try:
            raw = json.loads(self._text(f"seats/{game_id}", "[]"))
        except json.JSONDecodeError:
            return []
        if not isinstance(raw, list):
            return []
        return [SeatChoice(s["name"], s["human"],
                           s["level"] if s.get("level") in LEVELS else "normal") for s in raw
                if isinstance(s, dict) and isinstance(s.get("name"), str)
                and isinstance(s.get("human"), bool)]

    def set_last_seats(self, game_id: str, seats: list[SeatChoice]) -> None:
        # JSON text, not a QSettings list: an empty list or one entry reads back oddly.
        data = [{"name": s.name, "human": bool(s.human), "level": s.level} for s in seats]
        self._store.setValue(f"seats/{game_id}", json.dumps(data, ensure_ascii=False))

    def _text(self, key: str, default: str) -> str:
        value = self._store.value(key, default)
        return value if isinstance(value, str) else default
