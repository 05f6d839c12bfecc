"""Pure scoring of one Sheepshead hand (spec sections 7 and 8), in zero-sum units."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tablecards.games.sheepshead.cards import SEATS, TRICKS


@dataclass(frozen=True)
class PickedResult:
    """The outcome of a picked hand for the picker's side."""

    won: bool
    level: str  # "schwarz", "schneider" or "plain"
    units: int


def picked_result(side_points: int, side_tricks: int) -> PickedResult:
    """Win or loss and the multiplier u from the side's card points and tricks."""
    if side_tricks == TRICKS:
        return PickedResult(True, "schwarz", 3)
    if side_points >= 91:
        return PickedResult(True, "schneider", 2)
    if side_points >= 61:
        return PickedResult(True, "plain", 1)
    if side_tricks == 0:
        return PickedResult(False, "schwarz", 3)
    if side_points <= 30:
        return PickedResult(False, "schneider", 2)
    return PickedResult(False, "plain", 1)


def picked_points(
    picker: int, partner: int | None, result: PickedResult, *,
    double_on_bump: bool = True, multiplier: int = 1,
) -> list[int]:
    """Each seat's units: picker 2u/partner u (alone 4u) against u per defender, a loss
    doubled for the picker's side with `double_on_bump`."""
    u = result.units * multiplier
    per_defender = u if result.won else (-2 * u if double_on_bump else -u)
    # The defenders pay (or receive) the same amount each; the side splits the opposite.
    points = [-per_defender] * SEATS
    defenders = SEATS - 1 - (0 if partner is None else 1)
    total = per_defender * defenders
    if partner is None:
        points[picker] = total
    else:
        points[picker] = total * 2 // 3
        points[partner] = total // 3
    return points


def leaster_points(card_points: Sequence[int], tricks: Sequence[int],
                   multiplier: int = 1) -> tuple[int | None, list[int]]:
    """The leaster winner (fewest points among trick-takers; a tie voids the hand) and units."""
    candidates = [s for s in range(len(tricks)) if tricks[s] > 0]
    fewest = min(card_points[s] for s in candidates)
    best = [s for s in candidates if card_points[s] == fewest]
    if len(best) != 1:
        return None, [0] * len(tricks)
    winner = best[0]
    points = [-multiplier] * len(tricks)
    points[winner] = multiplier * (len(tricks) - 1)
    return winner, points
