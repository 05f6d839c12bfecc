"""Ninety-Nine: its `GameSpec`, what the lobby shows of it, apart from the referee.

The lobby lists every game with its player counts and options without loading any game's
rules engine (`tablecards.rules.registry.game_spec`); the Match class's `spec` is this object.
"""

from __future__ import annotations

from tablecards.games.ninety_nine import texts
from tablecards.games.ninety_nine.options import OPTION_SPECS
from tablecards.rules.spec import GameSpec

SPEC = GameSpec(
    id="ninety_nine",
    name=texts.NAME,
    players=(2, 3, 4, 5),
    options=OPTION_SPECS,
    verbs=("play", "bid", "premium", "show"),
    card_fields=("play", "bid", "show"),
    summary=texts.SUMMARY,
    default_players=3,
)
