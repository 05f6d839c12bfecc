"""Tressette figures: aces taken and last tricks won, read from each deal's score lines."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.rules.figures import SeatTold, number, scored_deals, tally

FIGURES: tuple[str, ...] = ("aces_taken", "last_tricks")


def figures(record: Mapping[str, Any]) -> list[dict[str, int]]:
    """Per seat: aces captured (a whole point each) and deals closed by its last trick."""
    seats, deals = scored_deals(record)
    counts = tally(seats, FIGURES)
    for data in deals:
        for seat, line in enumerate(data.get("lines", [])):
            counts[seat]["aces_taken"] += int(line.get("aces", 0))
            counts[seat]["last_tricks"] += 1 if line.get("last_trick") else 0
    return counts


def seat_figures(told: SeatTold) -> dict[str, int]:
    """The joined seat's own figures, from its line of each deal's score: both are numbers
    every seat is told, so both are counted, in an older record too."""
    counts = dict.fromkeys(FIGURES, 0)
    for data in told.scored:
        line = told.line(data)
        counts["aces_taken"] += number(line.get("aces"))
        counts["last_tricks"] += 1 if number(line.get("last_trick")) else 0
    return counts
