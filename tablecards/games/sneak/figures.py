"""Sneak figures: challenges won and lost, read from each showdown's revealed sets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.rules.figures import SeatTold, heard, tally

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


def seat_figures(told: SeatTold) -> dict[str, int]:
    """The joined seat's challenges, from the showdowns it was told (`revealed` events: the
    sets are laid face up for every seat to see).

    A record kept before the client kept the events has no showdown in it, only views and
    scores, so there both figures are left out.
    """
    if not told.narrated:
        return {}
    counts = dict.fromkeys(FIGURES, 0)
    for event in told.heard(("revealed",)):
        winner, sets = event.data.get("winner"), event.data.get("sets")
        for shown in sets[1:] if isinstance(sets, list) else []:
            if isinstance(shown, dict) and shown.get("seat") == told.seat:
                counts["challenges_won" if told.seat == winner else "challenges_lost"] += 1
    return counts
