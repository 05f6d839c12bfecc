"""Nominations figures: contracts made and failed, and misères made, for their declarer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.nominations.rules import is_misere
from tablecards.rules.figures import SeatTold, scored_deals, tally

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


def seat_figures(told: SeatTold) -> dict[str, int]:
    """The joined seat's own contracts, from each deal's score (the declarer and whether the
    contract was made are told to every seat).

    Whether a contract was a misère is the deal's bid, a word the host sends only inside the
    deal's score event; a record kept before the client kept the events has the numbers
    alone, so there `miseres_made` is left out.
    """
    counts = {"contracts_made": 0, "contracts_failed": 0}
    miseres = 0
    for data in told.scored:
        declarer = data.get("declarer")
        if type(declarer) is not int or declarer != told.seat:
            continue
        made = bool(data.get("made"))
        counts["contracts_made" if made else "contracts_failed"] += 1
        bid = data.get("bid")
        miseres += 1 if made and isinstance(bid, str) and is_misere(bid) else 0
    if told.full_scores:
        counts["miseres_made"] = miseres
    return counts
