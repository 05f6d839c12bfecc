"""Mini Misère figures: Lots declared and Lots made, read from each deal's score lines."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.rules.figures import SeatTold, number, scored_deals, tally

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


def seat_figures(told: SeatTold) -> dict[str, int]:
    """The joined seat's own figures, from its line of each deal's score.

    Lots made are read from the line's rule, a word the host sends only inside the deal's
    score event; a record kept before the client kept the events has the numbers alone, so
    there `lots_made` is left out (a Lot declared is a number and is always counted).
    """
    counts = {"lots_declared": 0}
    made = 0
    for data in told.scored:
        line = told.line(data)
        counts["lots_declared"] += 1 if number(line.get("declared")) else 0
        made += 1 if line.get("rule") == LOT_MADE else 0
    if told.full_scores:
        counts["lots_made"] = made
    return counts
