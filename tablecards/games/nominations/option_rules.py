"""Nominations' option choices checked without the referee (the entry's `option_rules`).

The lobby asks, option by option, whether a match would accept a choice; `settle` answers
with the same steps a `NominationsMatch` takes as it starts (the options normalised, the
spec's checks and the rules they make), so the lobby needs neither the rules engine nor a
match per question. `VARIANT_EXAMPLES` is the Match class's `variant_examples`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.nominations.game_spec import SPEC
from tablecards.games.nominations.options import build_config
from tablecards.rules.options import Options
from tablecards.rules.spec import counted_options

# One (players, options) pair for each offered form and variant.
VARIANT_EXAMPLES: tuple[tuple[int, dict[str, Any]], ...] = (
    (4, {}),
    (4, {"deal_553": True}),
    (4, {"deal_pagat_staggered": True}),
    (4, {"four_card_round": 1}),
    (4, {"no_shuffle_between_deals": True}),
    (4, {"min_bid_7": True}),
    (4, {"misere_low": True}),
    (4, {"min_bid_7": True, "misere_low": True}),
    (4, {"no_must_trump": True}),
    (4, {"defenders_score_tricks": True}),
    (4, {"grand_slam_26": True}),
    (4, {"end_at_score": True}),
    (4, {"end_after_deals": 4}),
)


def normalised(options: Mapping[str, Any]) -> dict[str, Any]:
    """A default turned off alone means its partner: `deal_3334: false` with no other pattern
    is still `deal_3334` (spec clarification), `must_trump: false` is `no_must_trump`."""
    out = dict(options)
    if out.get("deal_3334") is False and not any(
            out.get(k) is True for k in ("deal_553", "deal_pagat_staggered")):
        del out["deal_3334"]
    if out.get("must_trump") is False and "no_must_trump" not in out:
        del out["must_trump"]
        out["no_must_trump"] = True
    return out


def settle(players: int, given: Mapping[str, Any]) -> tuple[int, Options]:
    """The player count and options of a match made with `players` and `given`.

    Raises:
        ValueError: where making that match raises it.
    """
    chosen = normalised(given)
    options = counted_options(SPEC, players, chosen)
    build_config(chosen, options)
    return players, options
