"""The Hearts option choices checked without the referee (the entry's `option_rules`).

The lobby asks, option by option, whether a match would accept a choice; `settle` answers with
the same steps a `HeartsMatch` takes as it starts (the spec's checks of the count and the
options), so the lobby needs neither the rules engine nor a match per question.
`VARIANT_EXAMPLES` is the Match class's `variant_examples`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.hearts.game_spec import SPEC
from tablecards.rules.options import Options
from tablecards.rules.spec import counted_options

# One (players, options) pair for each offered form and variant.
VARIANT_EXAMPLES: tuple[tuple[int, dict[str, Any]], ...] = (
    (4, {}),
    (4, {"no_pass": True}),
    (4, {"pass_dir": "left", "target_score": 50}),
    (4, {"pass_dir": "across", "no_points_first_trick": False}),
    (4, {"can_lead_any_club": True, "qs_breaks_hearts": False}),
    (4, {"must_break_hearts": False, "jd_bonus": True}),
    (4, {"can_lead_hearts_instead_of_qs": True, "avoid_all_tricks_bonus": True}),
    (4, {"moon_minus": True, "target_score": 75}),
    (4, {"tie_play_on": True, "target_score": 50}),
)


def settle(players: int, given: Mapping[str, Any]) -> tuple[int, Options]:
    """The player count and options of a match made with `players` and `given`.

    Raises:
        ValueError: where making that match raises it.
    """
    return players, counted_options(SPEC, players, dict(given))
