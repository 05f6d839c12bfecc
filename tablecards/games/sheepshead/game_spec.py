"""Sheepshead: its `GameSpec`, what the lobby shows of it, apart from the referee.

The lobby lists every game with its player counts and options without loading any game's
rules engine (`tablecards.rules.registry.game_spec`); the Match class's `spec` is this object.
"""

from __future__ import annotations

from tablecards.games.sheepshead import texts
from tablecards.games.sheepshead.options import option_specs
from tablecards.rules.spec import GameSpec

SEATS = 5
"""Sheepshead is played five-handed only (the cards and the referee read this count)."""

SPEC = GameSpec(
    id="sheepshead",
    name=texts.NAME,
    players=(SEATS,),
    options=option_specs(),
    verbs=("play", "pick", "bury", "call"),
    card_fields=("play", "bury", "call", "unknown"),
    summary=texts.SUMMARY,
    default_players=SEATS,
)
