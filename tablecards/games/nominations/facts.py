"""Nominations' public facts, typed: what `SeatView.public` holds for one seat.

The view builds them (`tablecards.games.nominations.view`) and every reader in the game's
folder reads them back by attribute with `NominationsFacts.of(view)`. The partner is the one
fact that differs between seats: it is known only to the holder of the called card until
that card is played.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from tablecards.rules.game import PublicFacts


class CallFact(TypedDict):
    """One call of the current auction: who made it and what (a number, a misère or pass)."""

    seat: int
    bid: int | str


@dataclass(frozen=True)
class NominationsFacts(PublicFacts):
    """The auction, the contract and the partner as far as one seat may know them."""

    # The deal's stage: auction, cut (all passed), contract, play or done.
    phase: str = "auction"
    # 2 in a double hand (after an all-pass cut), else 1.
    multiplier: int = 1
    # Every cut made this deal (the last one shaped the double hand's redeal).
    cuts: list[int] = field(default_factory=list)
    # The current auction's calls in order (the passed-out auctions are gone).
    calls: list[CallFact] = field(default_factory=list)
    # The highest bid of the current auction, None before any bid.
    high_bid: int | str | None = None
    # The seat that won the auction, None until then.
    declarer: int | None = None
    # The contract's bid (a number of tricks or a misère), None until the auction is won.
    bid: int | str | None = None
    # The called partner card's code, None until it is called (never for a misère).
    partner_card: str | None = None
    # The called card's holder once played, at the end, or to that holder; else None.
    partner: int | None = None
    # The open misère hand lies face up.
    open_hand: bool = False
    # A misère declarer won a trick, which ends the deal early.
    stopped_early: bool = False
