"""Nominations figures: contracts made and failed, and misères made, for their declarer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.nominations.rules import is_misere
from tablecards.rules.figures import scored_deals, tally

FIGURES: tuple[str, ...] = ("contracts_made", "contracts_failed", "miseres_made")


def figures(record: Mapping[str, Any]) -> list[dict[str, int]]:
    """Per seat: its contracts as declarer, made or failed, and the misères among those made.

    A deal with no declarer (no contract was played) counts for nobody.
    """
    seats, deals = scored_deals(record)
    counts = tally(seats, FIGURES)
    for data in deals:
        declarer = data.get("declarer")
        if not isinstance(declarer, int) or not 0 <= declarer < seats:
            continue
        made = bool(data.get("made"))
        counts[declarer]["contracts_made" if made else "contracts_failed"] += 1
        if made and is_misere(data.get("bid", "")):
            counts[declarer]["miseres_made"] += 1
    return counts
