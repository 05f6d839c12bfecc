"""Mini Misère: its `GameSpec`, what the lobby shows of it, apart from the referee.

The lobby lists every game with its player counts and options without loading any game's
rules engine (`tablecards.rules.registry.game_spec`); the Match class's `spec` is this object.
"""

from __future__ import annotations

from tablecards.games.mini_misere import texts
from tablecards.games.mini_misere.options import OPTION_SPECS
from tablecards.rules.spec import GameSpec

SPEC = GameSpec(
    id="mini_misere",
    name=texts.NAME,
    players=(4, 5),
    options=OPTION_SPECS,
    verbs=("play", "lot"),
    card_fields=("play",),
    summary=texts.SUMMARY,
    default_players=4,
)
