"""The line-by-line scoring of a finished deal, for the `deal_scored` event and score sheets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tablecards.games.sheepshead.cards import TOTAL_POINTS, pile_points
from tablecards.games.sheepshead.options import capped_multiplier
from tablecards.games.sheepshead.scoring import leaster_points, picked_result
from tablecards.rules.cards import codes

if TYPE_CHECKING:
    from tablecards.games.sheepshead.deal import SheepsheadDeal


def _line(item: str, value: Any) -> dict[str, Any]:
    return {"item": item, "value": value}


def score_lines(deal: SheepsheadDeal) -> list[dict[str, Any]]:
    """Ordered `{"item", "value"}` lines explaining `deal.points()`."""
    if deal.thrown_in:
        return [_line("all_passed", "doubler"),
                _line("next_multiplier", capped_multiplier(deal.multiplier)),
                _line("points", deal.points())]
    if deal.leaster:
        return _leaster_lines(deal)
    return _picked_lines(deal)


def _leaster_lines(deal: SheepsheadDeal) -> list[dict[str, Any]]:
    card_pts = deal.card_points()
    winner, points = leaster_points(card_pts, deal.won, deal.multiplier)
    return [
        _line("leaster", True),
        _line("blind", codes(deal.blind)),
        _line("blind_to", deal.blind_to),
        _line("blind_points", pile_points(deal.blind)),
        _line("tricks", list(deal.won)),
        _line("card_points", card_pts),
        _line("winner", winner),
        _line("tie_void", winner is None),
        _line("multiplier", deal.multiplier),
        _line("points", points),
    ]


def _picked_lines(deal: SheepsheadDeal) -> list[dict[str, Any]]:
    trick_pts, bury, tricks = deal.side_totals()
    side_points = trick_pts + bury
    result = picked_result(side_points, tricks)
    return [
        _line("picker", deal.picker),
        _line("call", deal.call),
        _line("called", deal.called.code if deal.called else None),
        _line("partner", deal.partner),
        _line("alone", deal.partner is None),
        _line("buried", codes(deal.buried)),
        _line("side_tricks", tricks),
        _line("side_trick_points", trick_pts),
        _line("bury_points", bury),
        _line("side_points", side_points),
        _line("defender_points", TOTAL_POINTS - side_points),
        _line("result", "win" if result.won else "loss"),
        _line("level", result.level),
        _line("units", result.units),
        _line("double_on_bump", deal.rules.double_on_bump),
        _line("multiplier", deal.multiplier),
        _line("points", deal.points()),
    ]
