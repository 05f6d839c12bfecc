"""Ninety-Nine's public facts, typed: what `SeatView.public` holds for this game.

Seats are keys of JSON objects, so the maps below are keyed by the seat as text ("0", "1").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from tablecards.rules.game import ABSENT_WHEN_NONE, PublicFacts


class PremiumFacts(TypedDict, total=False):
    """What everyone knows of the premium round; secret offers show only who has chosen.

    A deal's view always has `mode` and `closed`; the rest depends on the mode and the moment.
    """

    # How offers are made: "round", "priority", "independent" or "none".
    mode: str
    # True once the round is over (the holders are then final).
    closed: bool
    # Secret offers still open: the seats that have chosen.
    offered: list[int]
    # Seat → "declare" or "reveal": the premiums that stand (a priority round: once closed).
    holders: dict[str, str]
    # Seat → offer as spoken, "pass" included (open rounds only).
    offers: dict[str, str]
    # Seat → the trump it named with its premium ("S", "H", "D", "C", "none", "nines").
    calls: dict[str, str]
    # Seat → the number of tricks a no-bid revealer announced.
    announced: dict[str, int]


@dataclass(frozen=True)
class NinetyNineFacts(PublicFacts):
    """The deal's form, phase and trick rule, the bids as far as they are public, the premium
    round, the dummy, the snaps; the shows with trump by show; the results once done."""

    # The form's id (players, dummy, pairs), e.g. "standard_3p".
    form: str = "standard_3p"
    # The deal's phase: "show", "bid", "premium", "revealer_bid", "play" or "done".
    phase: str = ""
    # How tricks are won (a `TrickRule` value).
    trick_rule: str = "trump"
    # True when a snap may win a trick in this deal.
    snap_allowed: bool = False
    # The turned-up card's code, None when nothing is turned up.
    turnup: str | None = None
    # Seats that have laid their bid cards, in bidding order.
    bids_laid: list[int] = field(default_factory=list)
    # Seat → bid cards lying face up (a declarer's, the pairs form's, everyone's once done).
    face_up_bids: dict[str, list[str]] = field(default_factory=dict)
    # This seat's own bid cards once laid (None before, and for the dummy's seat).
    own_bid_cards: list[str] | None = None
    # The premium round as far as it is public.
    premium: PremiumFacts = field(default_factory=PremiumFacts)
    # The dummy's seat, None when there is no dummy.
    dummy: int | None = None
    # The live seat that plays the dummy's cards now, None when there is no dummy.
    dummy_controller: int | None = None
    # Snap flags of every completed trick, play by play.
    trick_snaps: list[list[bool]] = field(default_factory=list)
    # Snap flags of the trick in progress, play by play.
    snaps: list[bool] = field(default_factory=list)
    # With trump by show: the seats that have shown a card.
    shows_made: list[int] | None = field(default=None, metadata=ABSENT_WHEN_NONE)
    # With trump by show: seat → shown card's code, once everybody has shown ({} before).
    shows: dict[str, str] | None = field(default=None, metadata=ABSENT_WHEN_NONE)
    # Once the deal is done: each seat's final bid.
    bids: list[int] | None = field(default=None, metadata=ABSENT_WHEN_NONE)
    # Once the deal is done: whether each seat made its bid exactly.
    made: list[bool] | None = field(default=None, metadata=ABSENT_WHEN_NONE)
