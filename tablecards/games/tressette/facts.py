"""Tressette's public facts, typed: what `SeatView.public` holds for this game."""

from __future__ import annotations

from dataclasses import dataclass, field

from tablecards.rules.game import PublicFacts


@dataclass(frozen=True)
class TressetteFacts(PublicFacts):
    """The stock's size and the drawn cards the seat has shown (the other seat's go to
    `known_cards`)."""

    # Cards left in the stock (face down; each trick's winner and loser draw one while it lasts).
    stock: int = 0
    # The seat's own drawn cards still in its hand, shown to the other seat (record codes).
    shown_own: list[str] = field(default_factory=list)
