"""Sneak's public facts, typed: what `SeatView.public` holds for one seat.

The deal builds them (`tablecards.games.sneak.deal`) and every reader in the game's folder
reads them back by attribute with `SneakFacts.of(view)`. The lead on the table and the settled
leads stay plain dicts inside the view (typed here as `TypedDict`s), so the view's JSON is the
record of what each seat saw. Only `lead_limit` differs between seats. A face-down set's cards
are never among these facts until a showdown reveals them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NotRequired, TypedDict

from tablecards.rules.game import PublicFacts


class LeadFact(TypedDict):
    """The lead waiting for answers: a flaunt names its cards, a sneak only its challengers."""

    leader: int
    face_up: bool
    count: int
    # Every seat that may challenge, in the order they are asked.
    asked: list[int]
    # How many of them have answered so far (a flaunt's answers stay secret until all are in).
    decided: int
    # A flaunt's card codes.
    cards: NotRequired[list[str]]
    # A flaunt's combo type (`single` for one card).
    type: NotRequired[str]
    # The seats that have challenged a sneak so far.
    challengers: NotRequired[list[int]]


class RevealedSet(TypedDict):
    """One set of a showdown, face up: its seat, its card codes and its combo type."""

    seat: int
    cards: list[str]
    type: str


class SettledFact(TypedDict):
    """A lead once resolved: banked unchallenged, or won at a showdown."""

    leader: int
    face_up: bool
    count: int
    challengers: list[int]
    winner: int
    # An unchallenged flaunt's card codes (an unchallenged sneak's cards stay unnamed).
    cards: NotRequired[list[str]]
    # Every set of a showdown, the leader's first.
    sets: NotRequired[list[RevealedSet]]


@dataclass(frozen=True)
class SneakFacts(PublicFacts):
    """The stock, the piles, the lead on the table and the deal's settled leads."""

    # Cards left in the stock.
    stock: int = 0
    # Cards in each seat's winnings pile, face up and unseen together.
    piles: list[int] = field(default_factory=list)
    # Codes of the losers' cards put out of play (the `losers_cards_discarded` option).
    discarded: list[str] = field(default_factory=list)
    # Per seat: True until that seat has had its first turn of the deal.
    first_round: list[bool] = field(default_factory=list)
    # The lead waiting for answers, None between leads.
    lead: LeadFact | None = None
    # Every resolved lead of the deal, in order.
    history: list[SettledFact] = field(default_factory=list)
    # The most cards this seat may lead now (its hand, capped by the largest other hand).
    lead_limit: int = 0
    # The hand limit option's size, None without one.
    hand_limit: int | None = None
