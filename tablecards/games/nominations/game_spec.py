"""Nominations: its `GameSpec`, what the lobby shows of it, apart from the referee.

The lobby lists every game with its player counts and options without loading any game's
rules engine (`tablecards.rules.registry.game_spec`); the Match class's `spec` is this object.
"""

from __future__ import annotations

from tablecards.games.nominations import texts
from tablecards.games.nominations.options import OPTION_SPECS
from tablecards.rules.spec import GameSpec

SPEC = GameSpec(
    id="nominations",
    name=texts.NAME,
    players=(4,),
    options=OPTION_SPECS,
    verbs=("bid", "trump", "partner", "cut", "play"),
    card_fields=("play", "partner"),
    summary=texts.SUMMARY,
    default_players=4,
)
