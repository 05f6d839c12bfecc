"""Sheepshead's public facts, typed: what `SeatView.public` holds for one seat.

The view builds them (`tablecards.games.sheepshead.view`) and every reader in the game's
folder reads them back by attribute with `SheepsheadFacts.of(view)`. The bury and the unknown
card are the picker's secrets: other seats' views leave them out until the deal is over.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, TypedDict

from tablecards.rules.game import ABSENT_WHEN_NONE, PublicFacts


class PickFact(TypedDict):
    """One seat's answer to the blind, in the order asked."""

    seat: int
    pick: bool


@dataclass(frozen=True)
class SheepsheadFacts(PublicFacts):
    """The picks, the picker, the call and the partner as far as one seat may know them."""

    # The deal's stage: pick, bury, call, play or done.
    phase: str = "pick"
    # The answers to the blind so far, from the dealer's left.
    picks: list[PickFact] = field(default_factory=list)
    # The seat that picked up the blind, None until someone does (and in a leaster).
    picker: int | None = None
    # Cards in the blind while it lies unpicked (0 once picked or at the end).
    blind: int = 0
    # Cards buried so far (the count only).
    buried: int = 0
    # The picker's call: ace, ten, unknown, jack or alone; None before it (or with none).
    call: str | None = None
    # The called card's code, public by name; None without a called card.
    called: str | None = None
    # A card was set aside face down for an unknown call.
    unknown_set_aside: bool = False
    # The partner's seat once the called card falls (or at the end), else None.
    partner: int | None = None
    # The picker is known to play alone.
    alone: bool = False
    # The called suit has been led.
    called_suit_led: bool = False
    # Everybody passed and the hand is played as a leaster.
    leaster: bool = False
    # Everybody passed and the hand was thrown in.
    thrown_in: bool = False
    # What this hand counts: doubled after each thrown-in hand (the doublers option).
    multiplier: int = 1
    # The bury's codes: to the picker, and to everyone at the end; absent otherwise.
    buried_cards: list[str] | None = field(default=None, metadata=ABSENT_WHEN_NONE)
    # The unknown card's code; shown with the bury, None there when nothing was set aside.
    unknown: str | None = field(default=None, metadata=ABSENT_WHEN_NONE)
    # The blind's codes at the end of a hand played out; absent otherwise.
    blind_cards: list[str] | None = field(default=None, metadata=ABSENT_WHEN_NONE)
    # Card points per seat at the end of a hand played out (the leaster's blind included).
    card_points: list[int] | None = field(default=None, metadata=ABSENT_WHEN_NONE)

    def to_public(self) -> dict[str, Any]:
        """As the base, but `unknown` goes wherever the bury goes, even as None: the views
        have always carried it so, and the search digests them."""
        public = super().to_public()
        if self.buried_cards is None:
            return public
        public["unknown"] = self.unknown
        return {f.name: public[f.name] for f in fields(self) if f.name in public}
