"""Tressette's option choices checked without the referee (the entry's `option_rules`).

The lobby asks, option by option, whether a match would accept a choice; `settle` answers with
the same steps a `TressetteMatch` takes as it starts (the spec's checks of the count and the
options), so the lobby needs neither the rules engine nor a match per question.
`VARIANT_EXAMPLES` is the Match class's `variant_examples`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.tressette.game_spec import SPEC
from tablecards.rules.options import Options
from tablecards.rules.spec import counted_options

# One (players, options) pair for each offered form and variant.
VARIANT_EXAMPLES: tuple[tuple[int, dict[str, Any]], ...] = (
    (2, {}),
    (2, {"target_score": 11}),
    (2, {"target_score": 31}),
    (2, {"target_score": 51}),
    (2, {"tie_play_on": False}),
    (2, {"target_score": 11, "tie_play_on": False}),
)


def settle(players: int, given: Mapping[str, Any]) -> tuple[int, Options]:
    """The player count and options of a match made with `players` and `given`.

    Raises:
        ValueError: where making that match raises it.
    """
    return players, counted_options(SPEC, players, dict(given))
