"""Mini Misère's option choices checked without the referee (the entry's `option_rules`).

The lobby asks, option by option, whether a match would accept a choice; `settle` answers with
the same steps a `MiniMisereMatch` takes as it starts (the options as played, the spec's checks
and the card rules), so the lobby needs neither the rules engine nor a match per question.
`VARIANT_EXAMPLES` is the Match class's `variant_examples`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.mini_misere.game_spec import SPEC
from tablecards.games.mini_misere.options import build_config, normalise_options
from tablecards.rules.options import Options
from tablecards.rules.spec import counted_options

# One (players, options) pair for each offered form and variant.
VARIANT_EXAMPLES: tuple[tuple[int, dict[str, Any]], ...] = (
    (4, {}),
    (4, {"old_rules": True}),
    (5, {}),
    (5, {"old_rules": True}),
    (4, {"mm4_with_joker": True}),
    (5, {"nine_for_deuce": True}),
    (4, {"lot_before_first_lead": True}),
    (4, {"old_rules": True, "lot_on_first_play": True}),
    (5, {"old_rules": True, "lot_on_first_play": True}),
    (4, {"lot_play_out": True}),
    (5, {"old_rules": True, "lot_play_out": True}),
    (4, {"mm4_with_joker": True, "lot_before_first_lead": True}),
)


def settle(players: int, given: Mapping[str, Any]) -> tuple[int, Options]:
    """The player count and options of a match made with `players` and `given`.

    Raises:
        ValueError: where making that match raises it.
    """
    options = counted_options(SPEC, players, normalise_options(dict(given)))
    build_config(players, options)
    return players, options
