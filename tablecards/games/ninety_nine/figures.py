"""Ninety-Nine figures: bids made, and premium bids (declared or revealed) made and failed.

The deal's score event carries only points, so each finished deal is asked through the game's
own `deal_scoring.made` and its premium round's holders.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.games.ninety_nine.deal import NinetyNineDeal
from tablecards.games.ninety_nine.deal_scoring import made
from tablecards.rules.figures import SeatTold, completed_deals, tally

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


def seat_figures(told: SeatTold) -> dict[str, int]:
    """The joined seat's bids made and premium bids by outcome, from its view at each deal's
    end: the deal over, every seat sees who made its bid ("made") and who held a premium bid
    ("premium" holders), so all three are counted, in an older record too."""
    counts = dict.fromkeys(FIGURES, 0)
    for view in told.deal_ends:
        made = view.public.get("made")
        premium = view.public.get("premium")
        holders = premium.get("holders") if isinstance(premium, dict) else None
        if not isinstance(made, list) or told.seat >= len(made):
            continue
        ok = bool(made[told.seat])
        counts["bids_made"] += 1 if ok else 0
        if isinstance(holders, dict) and any(str(k) == str(told.seat) for k in holders):
            counts["premium_made" if ok else "premium_failed"] += 1
    return counts
