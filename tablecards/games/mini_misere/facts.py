"""Mini Misère's public facts, typed: what `SeatView.public` holds for one seat.

The deal builds them (`tablecards.games.mini_misere.deal`) and every reader in the game's
folder reads them back by attribute with `MiniMisereFacts.of(view)`. Every fact is the same
for all seats: the card rules in force and the Lot's progress. The defaults describe the
game's usual form, four players under the new rules, before any Lot.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from tablecards.games.mini_misere.options import TABLE_4P_NEW
from tablecards.rules.game import PublicFacts


@dataclass(frozen=True)
class MiniMisereFacts(PublicFacts):
    """The card rules, the trick table and the Lot as far as every seat knows them."""

    # The card rules in force.
    rules: Literal["new", "old"] = "new"
    # The joker's rule: "" without a joker, else "new" or "old".
    joker: Literal["", "new", "old"] = ""
    # A led 2 wins its trick (every configuration whose pack holds 2s).
    led_two_wins: bool = True
    # Points by tricks won without a Lot, indexed by the number of tricks.
    table: list[int] = field(default_factory=lambda: list(TABLE_4P_NEW))
    # When the Lot is declared: with a card to trick 1, or asked before the first lead.
    lot_timing: Literal["first_play", "before_first_lead"] = "first_play"
    # The Lot question is open (asked before the first lead, not yet settled).
    lot_question: bool = False
    # The seats that have declined the Lot question, in order.
    lot_declined: list[int] = field(default_factory=list)
    # The seats that declared the Lot.
    lot_declarers: list[int] = field(default_factory=list)
    # The suit code a led old-rule joker named in the current trick, else None.
    named_suit: str | None = None
    # Per finished trick: the suit code its led joker named, else None.
    named_suits: list[str | None] = field(default_factory=list)
    # Cards laid aside undealt and unseen (the 25th card of `mm4_with_joker`).
    laid_aside: int = 0
    # Cards in each hand at the deal.
    hand_size: int = 6
    # The hand stopped early: every Lot declarer has lost a trick.
    stopped: bool = False
