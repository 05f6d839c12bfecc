"""Sheepshead's option choices checked without the referee (the entry's `option_rules`).

The lobby asks, option by option, whether a match would accept a choice; `settle` answers with
the same steps a `SheepsheadMatch` takes as it starts (the spec's checks, then the typed rules),
so the lobby needs neither the rules engine nor a match per question. `VARIANT_EXAMPLES` is the
Match class's `variant_examples`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.sheepshead.game_spec import SPEC
from tablecards.games.sheepshead.options import VARIANT_EXAMPLES as VARIANT_EXAMPLES
from tablecards.games.sheepshead.options import resolve_rules
from tablecards.rules.options import Options
from tablecards.rules.spec import counted_options


def settle(players: int, given: Mapping[str, Any]) -> tuple[int, Options]:
    """The player count and options of a match made with `players` and `given`.

    Raises:
        ValueError: where making that match raises it.
    """
    options = counted_options(SPEC, players, dict(given))
    resolve_rules(options)
    return players, options
