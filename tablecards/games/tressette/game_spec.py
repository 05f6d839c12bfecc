"""Tressette: its `GameSpec`, what the lobby shows of it, apart from the referee.

The lobby lists every game with its player counts and options without loading any game's
rules engine (`tablecards.rules.registry.game_spec`); the Match class's `spec` is this object.
"""

from __future__ import annotations

from tablecards.games.tressette import texts
from tablecards.rules.options import OptionSpec
from tablecards.rules.spec import GameSpec


def _options() -> tuple[OptionSpec, ...]:
    return (
        OptionSpec("target_score", 21, "game total that ends the match",
                   choices=(11, 21, 31, 51)),
        OptionSpec("tie_play_on", True,
                   "equal totals at or above the target: play another deal "
                   "(off: the match ends and both seats share the win)"),
        OptionSpec("declarations", False, "buongioco declarations (reserved)", offered=False),
    )


SPEC = GameSpec(
    id="tressette",
    name=texts.NAME,
    players=(2,),
    options=_options(),
    verbs=("play",),
    summary=texts.SUMMARY,
)
