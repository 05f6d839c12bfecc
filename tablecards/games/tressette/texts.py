"""Tressette in words for players: its name and options, each written once."""

from __future__ import annotations

from tablecards.rules.texts import QT_TRANSLATE_NOOP

NAME = QT_TRANSLATE_NOOP("Games", "Tressette for two")
SUMMARY = QT_TRANSLATE_NOOP(
    "Games", "Italian 40-card trick game without trumps; draws are shown.")
OPTIONS_CONTEXT = "TressetteOptions"

OPTION_LABELS: dict[str, str] = {
    "target_score": QT_TRANSLATE_NOOP("TressetteOptions", "Game total that ends the match"),
    "tie_play_on": QT_TRANSLATE_NOOP(
        "TressetteOptions", "Equal totals at the target: play another deal"),
    "declarations": QT_TRANSLATE_NOOP(
        "TressetteOptions", "Declaring card sets (buongioco; not yet playable)"),
}

# A few sentences per option, the lobby's tooltip (the label is the one-liner).
OPTION_DETAILS: dict[str, str] = {
    "target_score": QT_TRANSLATE_NOOP(
        "TressetteOptions", "Each deal shares out 11 points. After the deal in which a player "
        "reaches this total, the higher total wins."),
    "tie_play_on": QT_TRANSLATE_NOOP(
        "TressetteOptions", "When both players reach the target with equal totals, play another "
        "deal; when off, the match ends and both share the win."),
}

# Why a trick was won, beside the shared reasons of the rules core (context "Explain").
EXPLANATIONS: dict[str, str] = {
    "tressette_order": QT_TRANSLATE_NOOP(
        "Explain", "{card} beats {beaten_card}: in Tressette the 3 and the 2 are the highest cards "
        "of a suit, above the ace (order 3 2 A K Q J 7 6 5 4)."),
}

# Labels of the game's own statistics figures (`figures.FIGURES`), for the statistics window.
FIGURE_LABELS: dict[str, str] = {
    "aces_taken": QT_TRANSLATE_NOOP("TressetteFigures", "Aces taken"),
    "last_tricks": QT_TRANSLATE_NOOP("TressetteFigures", "Last tricks won"),
}

# The coach's words for the facts Tressette's search gives (`search.why`).
WHY_TEXTS: dict[str, str] = {
    "thirds_won": QT_TRANSLATE_NOOP(
        "Why", "From here on you win cards worth about %1 thirds of a point."),
    # the plans the rule player names ("The plan: …")
    "plan:take_with_ace": QT_TRANSLATE_NOOP(
        "Why", "take the trick with an ace, the card worth most"),
    "plan:catch_ace": QT_TRANSLATE_NOOP(
        "Why", "lead a 2 or 3 into the suit where the other player holds only the ace, to "
               "catch it"),
}
