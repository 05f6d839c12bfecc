"""Hearts' public facts, typed: what `SeatView.public` holds for this game."""

from __future__ import annotations

from dataclasses import dataclass, field

from tablecards.rules.game import ABSENT_WHEN_NONE, PublicFacts


@dataclass(frozen=True)
class HeartsFacts(PublicFacts):
    """The pass and the penalties so far; a seat's own pass and what it received are in its
    view only, and only once they exist."""

    # Where this deal's pass goes: "left", "right", "across" or "hold".
    pass_direction: str = "hold"
    # True while the seats are still choosing the cards they pass.
    passing: bool = False
    # Seats that have chosen their pass (the cards stay secret until they move).
    passed: list[int] = field(default_factory=list)
    # True once a heart may be led (broken, or the table plays without that rule).
    hearts_broken: bool = False
    # Penalty points taken so far per seat (taken tricks lie face up).
    taken: list[int] = field(default_factory=list)
    # The three cards this seat passes (record codes), once chosen.
    my_pass: list[str] | None = field(default=None, metadata=ABSENT_WHEN_NONE)
    # The passed cards this seat received and still holds (record codes), once passes moved.
    received: list[str] | None = field(default=None, metadata=ABSENT_WHEN_NONE)
    # The seat that passed this seat its cards, alongside `received`.
    received_from: int | None = field(default=None, metadata=ABSENT_WHEN_NONE)
