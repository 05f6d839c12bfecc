"""Sneak's option choices checked without the referee (the entry's `option_rules`).

The lobby asks, option by option, whether a match would accept a choice; `settle` answers
with the same steps a `SneakMatch` takes as it starts (the spec's checks, then the pack for
the player count), so the lobby needs neither the rules engine nor a match per question.
`VARIANT_EXAMPLES` is the Match class's `variant_examples`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.sneak.game_spec import SPEC
from tablecards.rules.options import Options
from tablecards.rules.spec import counted_options

# One (players, options) pair for each offered form and variant.
VARIANT_EXAMPLES: tuple[tuple[int, dict[str, Any]], ...] = (
    (3, {}),
    (2, {}),
    (4, {"double_deck": True}),
    (5, {}),
    (7, {"double_deck": True}),
    (3, {"hand_limit_7": True}),
    (6, {"hand_limit_5": True}),
    (3, {"losers_cards_discarded": True}),
    (4, {"tie_shared": True}),
    (4, {"single_deck": True, "hand_limit_5": True, "tie_play_on": True}),
)


def infer_deck(players: int, given: dict[str, Any], options: Options) -> Options:
    """Two packs for five or more players unless a pack is named; reject a pack that does
    not fit the player count (spec sections 2 and 11)."""
    values = dict(options)
    if not given.get("single_deck") and not given.get("double_deck") and players >= 5:
        values["single_deck"], values["double_deck"] = False, True
    if values["single_deck"] and players >= 5:
        raise ValueError("single_deck is for 2-4 players; 5-7 players use double_deck")
    if values["double_deck"] and players <= 3:
        raise ValueError("double_deck is for 4-7 players; 2-3 players use single_deck")
    return Options(values)


def settle(players: int, given: Mapping[str, Any]) -> tuple[int, Options]:
    """The player count and options of a match made with `players` and `given`.

    Raises:
        ValueError: where making that match raises it.
    """
    chosen = dict(given)
    return players, infer_deck(players, chosen, counted_options(SPEC, players, chosen))
