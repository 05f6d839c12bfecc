"""Translatable names for what the rules core describes in English: games and their options.

Each game writes its player-facing words once, marked for lupdate, in its own `texts` module
(a `GameTexts`, found through the registry); its `GameSpec` takes its name and summary from
there, so the spec's English is the source text translated here. An option without words
there falls back to the core's English summary.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QWidget

from tablecards.rules.line_breaks import keep_tail
from tablecards.rules.options import OptionSpec
from tablecards.rules.registry import game_ids, game_spec, game_texts
from tablecards.rules.spec import GameSpec
from tablecards.ui.i18n import list_words

# Titles of the radio groups several games share, by OptionSpec.group; a game's own groups
# are in its texts.
SHARED_OPTION_GROUPS: dict[str, str] = {
    "ties": QT_TRANSLATE_NOOP("OptionGroups", "Ties"),
}


def game_name(spec: GameSpec) -> str:
    """The game's name in the current language."""
    return QCoreApplication.translate("Games", spec.name)


def name_of(game_id: str) -> str:
    """A game's name in the current language, by its id."""
    return game_name(game_spec(game_id))


def game_chooser(parent: QWidget, chosen: str | None = None) -> QComboBox:
    """A list of every game, each item's data its id; `name_games` words it."""
    combo = QComboBox(parent)
    for game_id in game_ids():
        combo.addItem(game_id, game_id)
    combo.setCurrentIndex(max(combo.findData(chosen), 0))
    name_games(combo)
    return combo


def name_games(combo: QComboBox) -> None:
    """Word a `game_chooser`'s items in the current language."""
    for row in range(combo.count()):
        combo.setItemText(row, name_of(str(combo.itemData(row))))


def game_summary(spec: GameSpec) -> str:
    """One line about the game in the current language."""
    return keep_tail(QCoreApplication.translate("Games", spec.summary))


def group_label(game_id: str, group: str) -> str:
    """The title of one of a game's radio groups of options."""
    words = game_texts(game_id)
    text = (words.option_groups if words else {}).get(group) or SHARED_OPTION_GROUPS.get(group)
    if text is None:
        return group.replace("_", " ").capitalize()
    return QCoreApplication.translate("OptionGroups", text)


def option_label(game_id: str, option: OptionSpec) -> str:
    """An option's label in the current language, else the core's summary."""
    words = game_texts(game_id)
    text = words.option_labels.get(option.id) if words else None
    if words is None or text is None:
        return option.summary[:1].upper() + option.summary[1:]
    return QCoreApplication.translate(words.options_context, text)


def option_detail(game_id: str, option: OptionSpec) -> str:
    """A longer explanation of an option (the lobby's tooltip), "" when there is none."""
    words = game_texts(game_id)
    text = words.option_details.get(option.id) if words else None
    return QCoreApplication.translate(words.options_context, text) if words and text else ""


def choice_text(game_id: str, option: OptionSpec, choice: object) -> str:
    """How a drop-down shows one choice of an option, in the current language."""
    words = game_texts(game_id)
    text = words.choice_texts.get(option.id, {}).get(str(choice)) if words else None
    if words is None or text is None:
        return str(choice)
    return QCoreApplication.translate(words.options_context, text)


def player_counts(spec: GameSpec) -> str:
    """The player counts as a short line, e.g. "2–5 players"."""
    counts = sorted(spec.players)
    runs: list[list[int]] = []
    for count in counts:
        if runs and runs[-1][-1] == count - 1:
            runs[-1].append(count)
        else:
            runs.append([count])
    text = list_words(str(r[0]) if len(r) == 1 else f"{r[0]}–{r[-1]}" for r in runs)
    return QCoreApplication.translate("Games", "%1 players").replace("%1", text)
