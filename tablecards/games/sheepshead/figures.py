"""Sheepshead figures: picks, and wins as picker, read from each deal's score lines."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.rules.figures import scored_deals, tally

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
