"""Section 8 scoring as a pure function, with a line per seat for the score sheet."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tablecards.games.nominations.options import GameRules
from tablecards.games.nominations.rules import MISERE, OPEN_MISERE, Bid


@dataclass(frozen=True)
class Outcome:
    """A finished hand's scoring: points per seat and the lines that explain them."""

    made: bool
    value: int
    points: list[int]
    lines: list[dict[str, Any]]


def contract_value(bid: Bid, config: GameRules) -> int:
    """Points a contract is worth before the multiplier."""
    if bid == OPEN_MISERE:
        return 26
    if bid == MISERE:
        return 10 if config.misere_low else 13
    assert isinstance(bid, int)
    return 26 if bid == 13 and config.grand_slam_26 else bid


def made(bid: Bid, side_tricks: int, declarer_tricks: int) -> bool:
    """A misère is made by taking no trick; a number bid by the side's tricks."""
    if bid in (MISERE, OPEN_MISERE):
        return declarer_tricks == 0
    assert isinstance(bid, int)
    return side_tricks >= bid


def score(bid: Bid, declarer: int, partner: int | None, tricks: Sequence[int],
          multiplier: int, config: GameRules) -> Outcome:
    """Points per seat; `partner` is the declarer itself in a secret solo, None in misère."""
    side = {declarer} if partner is None else {declarer, partner}
    side_tricks = sum(tricks[s] for s in side)
    ok = made(bid, side_tricks, tricks[declarer])
    value = contract_value(bid, config)
    points, lines = [], []
    for seat, won in enumerate(tricks):
        on_side = seat in side
        role = "declarer" if seat == declarer else "partner" if on_side else "defender"
        contract = value if on_side == ok else 0
        extra = won if config.defenders_score_tricks and not on_side else 0
        total = (contract + extra) * multiplier
        points.append(total)
        lines.append({"seat": seat, "role": role, "tricks": won, "contract": contract,
                      "trick_points": extra, "multiplier": multiplier, "points": total})
    return Outcome(ok, value, points, lines)
