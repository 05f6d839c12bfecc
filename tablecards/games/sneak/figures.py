"""Sneak figures: challenges won and lost, read from each showdown's revealed sets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.rules.figures import heard, tally

FIGURES: tuple[str, ...] = ("challenges_won", "challenges_lost")


def figures(record: Mapping[str, Any]) -> list[dict[str, int]]:
    """Per seat: showdowns it joined as a challenger, split by whether its set won.

    In a `revealed` event the leader's set comes first and every later set is a challenge.
    """
    seats, events = heard(record, ("revealed",))
    counts = tally(seats, FIGURES)
    for event in events:
        winner = event.data.get("winner")
        for shown in event.data.get("sets", [])[1:]:
            seat = shown.get("seat")
            if isinstance(seat, int) and 0 <= seat < seats:
                counts[seat]["challenges_won" if seat == winner else "challenges_lost"] += 1
    return counts
