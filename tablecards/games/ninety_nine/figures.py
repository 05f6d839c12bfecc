"""Ninety-Nine figures: bids made, and premium bids (declared or revealed) made and failed.

The deal's score event carries only points, so each finished deal is asked through the game's
own `deal_scoring.made` and its premium round's holders.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.ninety_nine.deal import NinetyNineDeal
from tablecards.games.ninety_nine.deal_scoring import made
from tablecards.rules.figures import completed_deals, tally

FIGURES: tuple[str, ...] = ("bids_made", "premium_made", "premium_failed")


def figures(record: Mapping[str, Any]) -> list[dict[str, int]]:
    """Per seat: deals it won exactly its bid, and its premium bids by outcome."""
    seats, matches = completed_deals(record)
    counts = tally(seats, FIGURES)
    for match in matches:
        deal = match.deal
        if not isinstance(deal, NinetyNineDeal):
            continue
        ok = made(deal)
        for seat in range(min(seats, len(ok))):
            counts[seat]["bids_made"] += 1 if ok[seat] else 0
        for seat in deal.premium.holders():
            if 0 <= seat < min(seats, len(ok)):
                counts[seat]["premium_made" if ok[seat] else "premium_failed"] += 1
    return counts
