"""Default seat names: "You" for the only human, "Player 2" for a human at a shared table,
"Bot 3" for a computer, always in the current language.

A name nobody typed is stored as text (in saves and the last seats), so it is recognised by
its wording in any bundled language: a match begun in Japanese ("CPU 3") reads "Bot 3" after a
switch to English, and a hot-seat table never calls two players "You".
"""

from __future__ import annotations

import re
from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

from tablecards.resources import i18n_dir

_CTX = "Lobby"
YOU = QT_TRANSLATE_NOOP("Lobby", "You")
PLAYER = QT_TRANSLATE_NOOP("Lobby", "Player %1")
BOT = QT_TRANSLATE_NOOP("Lobby", "Bot %1")


class DefaultName(NamedTuple):
    """An untouched name: a human's (worded by the table: You or Player n) or "Bot n"."""

    human: bool
    number: int = 0


def default_text(name: DefaultName, seat: int, humans: int) -> str:
    """The name in the current language; `humans` counts the human seats at the table."""
    if not name.human:
        return QCoreApplication.translate(_CTX, BOT).replace("%1", str(name.number))
    if humans <= 1:
        return QCoreApplication.translate(_CTX, YOU)
    return QCoreApplication.translate(_CTX, PLAYER).replace("%1", str(seat + 1))


def recognise(text: str) -> DefaultName | None:
    """The default `text` is the wording of, in any language; None for a chosen name."""
    for template, human in ((YOU, True), (PLAYER, True), (BOT, False)):
        for pattern in _patterns(template):
            found = pattern.fullmatch(text.strip())
            if found:
                return DefaultName(human, int(found.group(1)) if found.groups() else 0)
    return None


def shown_name(text: str, seat: int, human: bool, humans: int) -> str:
    """A seat's name as the table shows it: defaults of its kind reworded, others as typed."""
    default = recognise(text)
    if default is None or default.human != human:
        return text
    return default_text(default, seat, humans)


def stats_name(text: str) -> str:
    """The name a player's statistics are kept under: a default in English whatever the
    language it was shown in (so "You" is one player in both), a chosen name as typed."""
    default = recognise(text)
    if default is None:
        return text.strip()
    if not default.human:
        return BOT.replace("%1", str(default.number))
    return YOU if default.number == 0 else PLAYER.replace("%1", str(default.number))


def kept_name_text(name: str) -> str:
    """A name kept by `stats_name`, as the current language says it (defaults reworded)."""
    default = recognise(name)
    if default is None:
        return name
    if not default.human:
        return QCoreApplication.translate(_CTX, BOT).replace("%1", str(default.number))
    if default.number == 0:
        return QCoreApplication.translate(_CTX, YOU)
    return QCoreApplication.translate(_CTX, PLAYER).replace("%1", str(default.number))


_PATTERNS: dict[str, tuple[re.Pattern[str], ...]] = {}


def _patterns(template: str) -> tuple[re.Pattern[str], ...]:
    """`template` in English and in every bundled catalogue, `%1` matching a number (kept
    once catalogues exist: `./tc` compiles them, possibly after the first look-up)."""
    found = _PATTERNS.get(template)
    if found is None:
        catalogues = sorted(i18n_dir().glob("*.qm"))
        wordings = {template}
        for catalogue in catalogues:
            translator = QTranslator()
            if translator.load(str(catalogue)):
                wordings.add(translator.translate(_CTX, template) or template)
        found = tuple(re.compile(re.escape(w).replace("%1", r"(\d+)")) for w in sorted(wordings))
        if catalogues:
            _PATTERNS[template] = found
    return found
