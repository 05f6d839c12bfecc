"""War-whist's option choices checked without the referee (the entry's `option_rules`).

`settle` takes the steps a `WarWhistMatch` takes as it starts (the spec's checks of the count
and the options); `VARIANT_EXAMPLES` is the Match class's `variant_examples`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.war_whist.game_spec import SPEC

from tablecards.rules.options import Options
from tablecards.rules.spec import counted_options

# One (players, options) pair for each offered form and variant.
VARIANT_EXAMPLES: tuple[tuple[int, dict[str, Any]], ...] = (
    (2, {}),
    (2, {"target_score": 1}),
    (2, {"target_score": 7}),
)


def settle(players: int, given: Mapping[str, Any]) -> tuple[int, Options]:
    """The player count and options of a match made with `players` and `given`.

    Raises:
        ValueError: where making that match raises it.
    """
    return players, counted_options(SPEC, players, dict(given))
