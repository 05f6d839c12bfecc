"""Sheepshead figures: picks, and wins as picker, read from each deal's score lines."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.rules.figures import SeatTold, scored_deals, tally

FIGURES: tuple[str, ...] = ("picks", "picker_wins")


def figures(record: Mapping[str, Any]) -> list[dict[str, int]]:
    """Per seat: deals it picked the blind, and those the picker's side won.

    A leaster has no picker and counts for nobody.
    """
    seats, deals = scored_deals(record)
    counts = tally(seats, FIGURES)
    for data in deals:
        items = {line.get("item"): line.get("value") for line in data.get("lines", [])}
        picker = items.get("picker")
        if not isinstance(picker, int) or not 0 <= picker < seats:
            continue
        counts[picker]["picks"] += 1
        counts[picker]["picker_wins"] += 1 if items.get("result") == "win" else 0
    return counts


def seat_figures(told: SeatTold) -> dict[str, int]:
    """The joined seat's picks and wins as picker, from each deal's score lines.

    The lines are named by words ("picker", "result") that the host sends only inside the
    deal's score event: a record kept before the client kept the events has the numbers
    alone, with nothing to say which is the picker, so there both figures are left out.
    """
    if not told.full_scores:
        return {}
    counts = dict.fromkeys(FIGURES, 0)
    for data in told.scored:
        items = {line.get("item"): line.get("value") for line in told.lines(data)}
        picker = items.get("picker")
        if type(picker) is not int or picker != told.seat:
            continue
        counts["picks"] += 1
        counts["picker_wins"] += 1 if items.get("result") == "win" else 0
    return counts
