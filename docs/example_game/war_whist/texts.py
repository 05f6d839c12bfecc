"""War-whist in words for players: its name and options, each written once."""

from __future__ import annotations

from tablecards.rules.texts import QT_TRANSLATE_NOOP

NAME = QT_TRANSLATE_NOOP("Games", "War-whist")
SUMMARY = QT_TRANSLATE_NOOP(
    "Games", "Two players, 26 cards dealt, spades are trumps: win most of the 13 tricks.")
OPTIONS_CONTEXT = "WarWhistOptions"

OPTION_LABELS: dict[str, str] = {
    "target_score": QT_TRANSLATE_NOOP("WarWhistOptions", "Game total that ends the match"),
}

# A few sentences per option, the lobby's tooltip (the label is the one-liner).
OPTION_DETAILS: dict[str, str] = {
    "target_score": QT_TRANSLATE_NOOP(
        "WarWhistOptions", "The winner of a deal scores one point for each trick over six. "
        "The first player to reach this total wins the match."),
}
