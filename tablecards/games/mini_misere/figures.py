"""Mini Misère figures: Lots declared and Lots made, read from each deal's score lines."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.rules.figures import scored_deals, tally

FIGURES: tuple[str, ...] = ("lots_declared", "lots_made")

LOT_MADE = "lot_success"  # the score line's rule for the declarer whose Lot succeeded


def figures(record: Mapping[str, Any]) -> list[dict[str, int]]:
    """Per seat: deals where it declared a Lot, and those where its Lot succeeded."""
    seats, deals = scored_deals(record)
    counts = tally(seats, FIGURES)
    for data in deals:
        for seat, line in enumerate(data.get("lines", [])):
            counts[seat]["lots_declared"] += 1 if line.get("declared") else 0
            counts[seat]["lots_made"] += 1 if line.get("rule") == LOT_MADE else 0
    return counts
