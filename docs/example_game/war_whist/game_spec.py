"""War-whist: its `GameSpec`, what the lobby shows of it, apart from the referee."""

from __future__ import annotations

from tablecards.games.war_whist import texts

from tablecards.rules.options import OptionSpec
from tablecards.rules.spec import GameSpec


def _options() -> tuple[OptionSpec, ...]:
    return (
        OptionSpec("target_score", 5, "game total that ends the match", choices=(1, 3, 5, 7)),
    )


SPEC = GameSpec(
    id="war_whist", name=texts.NAME, players=(2,), options=_options(),
    verbs=("play",), summary=texts.SUMMARY)
