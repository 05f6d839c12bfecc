"""Hearts figures: moons shot and queens of spades taken, read from each deal's score lines."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.rules.figures import SeatTold, number, scored_deals, tally

FIGURES: tuple[str, ...] = ("moons_shot", "queens_taken")


def figures(record: Mapping[str, Any]) -> list[dict[str, int]]:
    """Per seat: deals where it took every penalty card, deals where it took the queen."""
    seats, deals = scored_deals(record)
    counts = tally(seats, FIGURES)
    for data in deals:
        for seat, line in enumerate(data.get("lines", [])):
            counts[seat]["moons_shot"] += 1 if line.get("shooter") else 0
            counts[seat]["queens_taken"] += 1 if line.get("queen") else 0
    return counts


def seat_figures(told: SeatTold) -> dict[str, int]:
    """The joined seat's own figures, from its line of each deal's score: both are numbers
    every seat is told, so both are counted, in an older record too."""
    counts = dict.fromkeys(FIGURES, 0)
    for data in told.scored:
        line = told.line(data)
        counts["moons_shot"] += 1 if number(line.get("shooter")) else 0
        counts["queens_taken"] += 1 if number(line.get("queen")) else 0
    return counts
