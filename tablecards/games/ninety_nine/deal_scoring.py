"""Scoring a finished deal: picks the scoring function of `scoring.py` for the form/variant.

Kept apart from `deal.py` so the deal holds play and this module holds arithmetic glue;
the arithmetic itself lives in the pure functions of `scoring.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tablecards.games.ninety_nine import scoring
from tablecards.games.ninety_nine.forms import FIVE_DECLARE, PREMIUM_VALUE

if TYPE_CHECKING:
    from tablecards.games.ninety_nine.deal import NinetyNineDeal


def final_bids(deal: NinetyNineDeal) -> list[int]:
    """Each seat's bid: its bid cards' value, or a no-bid revealer's announced number."""
    joker_as = deal.ctx.joker_as
    bids = [scoring.bid_value(deal.final_bid_cards(s), joker_as) for s in range(deal.seats)]
    for seat, number in deal.premium.announced.items():
        if deal.premium.holders().get(seat) == "reveal":
            bids[seat] = number
    return bids


def made(deal: NinetyNineDeal) -> list[bool]:
    """Whether each seat won exactly its bid (four players: ♦♦♦ also with all ten)."""
    ten = deal.form.tricks == 10
    return [scoring.made_bid(b, t, ten)
            for b, t in zip(final_bids(deal), deal.won, strict=True)]


def successes(deal: NinetyNineDeal) -> int:
    return sum(made(deal))


def points(deal: NinetyNineDeal) -> list[int]:
    """The deal's points per seat under the active form and variant."""
    cfg, form = deal.cfg, deal.form
    tricks, ok = list(deal.won), made(deal)
    held = deal.premium.holders()
    declarers = [s for s, k in sorted(held.items()) if k == "declare"]
    if form.pairs:
        return scoring.pairs_points(tricks, final_bids(deal), ok)
    if form.dummy and cfg.dummy_penguin:
        return scoring.dummy_penguin_points(tricks, final_bids(deal), declarers, form.bonus)
    if form.dummy:
        return scoring.dummy_seed_points(tricks, ok[:2], declarers)
    if cfg.dac:
        kinds = [held.get(s) for s in range(deal.seats)]
        return scoring.dac_points(tricks, ok, kinds, cfg.dac_keep)
    if form.id == "five_player":
        return scoring.five_points(tricks, ok, form.bonus, declarers, FIVE_DECLARE)
    if form.id == "two_player_24":
        return scoring.two_points(tricks, ok, form.bonus, declarers, PREMIUM_VALUE["declare"])
    holder = next(iter(held), None)
    premium = PREMIUM_VALUE[held[holder]] if holder is not None else 0
    return scoring.standard_points(tricks, ok, form.bonus, holder, premium)
