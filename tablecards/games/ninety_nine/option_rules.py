"""Ninety-Nine's option choices checked without the referee (the entry's `option_rules`).

The lobby asks, option by option, whether a match would accept a choice; `settle` answers
with the same steps a `NinetyNineMatch` takes as it starts (the count and options as played,
the spec's checks, the form and the combinations), so the lobby needs neither the rules
engine nor a match per question. `VARIANT_EXAMPLES` is the Match class's `variant_examples`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.ninety_nine.game_spec import SPEC
from tablecards.games.ninety_nine.options import as_played, settled
from tablecards.rules.options import Options
from tablecards.rules.spec import counted_options

_D = "two_player_dummy"

# One (players, options) pair for each offered form and variant.
VARIANT_EXAMPLES: tuple[tuple[int, dict[str, Any]], ...] = (
    (3, {}),
    (3, {"premium_priority": True}),
    (3, {"tie_shared": True}),
    (4, {"four_player": True}),
    (4, {"four_player_zero_diamonds": True, "premium_priority": True}),
    (4, {"four_player_pairs": True}),
    (4, {"four_player_pairs": True, "match_fixed_deals": True}),
    # Random play drifts below zero with five players (failed declares cost 50), so the
    # examples end by deal count; the 250/500 targets are tested directly.
    (5, {"five_player": True, "match_fixed_deals": True}),
    (5, {"five_player_500": True, "match_fixed_deals": 3}),
    (2, {_D: True}),
    (2, {_D: True, "dummy_penguin": True}),
    (2, {_D: True, "dummy_100_continue": True}),
    (2, {"two_player_24": True}),
    (3, {"joker_turnup": True}),
    (3, {"joker_turnup": True, "match_fixed_deals": True}),
    (3, {"premium_trump_call": True}),
    (3, {"premium_trump_call": True, "trump_nines": True}),
    (3, {"premium_priority": True, "premium_trump_call": True, "trump_nines": True}),
    (3, {"no_bid": True}),
    (3, {"no_bid": True, "no_bid_premium_announce": True}),
    (3, {"no_bid": True, "premium_priority": True, "premium_trump_call": True}),
    (3, {"divide_and_conquer": True}),
    (3, {"divide_and_conquer": True, "dac_fail_keeps_tricks": True}),
    (3, {"divide_and_conquer": True, "premium_trump_call": True, "joker_turnup": True}),
    (3, {"naughty_nun": True}),
    (2, {"naughty_nun": True}),
    (4, {"naughty_nun": True}),
    (3, {"naughty_nun_site": True}),
    (2, {"naughty_nun_site": True}),
    (4, {"naughty_nun_site": True}),
    (3, {"match_fixed_deals": 3}),
    (3, {"rubber_penguin": True}),
)


def settle(players: int, given: Mapping[str, Any]) -> tuple[int, Options]:
    """The player count and options of a match made with `players` and `given`.

    Raises:
        ValueError: where making that match raises it.
    """
    chosen = dict(given)
    played_by, played = as_played(players, chosen)
    options, _ = settled(played_by, chosen, counted_options(SPEC, played_by, played))
    return played_by, options
