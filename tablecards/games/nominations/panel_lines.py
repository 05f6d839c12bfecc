"""Nominations' end-of-deal scoring, line by line from the `deal_scored` event's `lines`.

The core sends the contract (bid, trump, called card, made or not, multiplier, an early stop)
and one line per seat (role, tricks, contract points, defenders' trick points, multiplier,
points), so every number here is the core's; this module only words and arranges them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from tablecards.games.nominations.panel_badges import MISERE, OPEN_MISERE, bid_name, trump_name
from tablecards.rules.actions import Event
from tablecards.rules.game import SeatView
from tablecards.ui.panel import ScoreLine


def deal_lines(view: SeatView, scored: Event | None) -> list[ScoreLine]:
    """Role, tricks, contract points, trick points, ×2, points, totals ([] if unknown)."""
    data = scored.data if scored is not None else {}
    raw = data.get("lines")
    if not isinstance(raw, list) or not raw:
        return []
    lines: list[dict[str, Any]] = [dict(x) for x in raw]
    out = [
        ScoreLine(QCoreApplication.translate("NominationsScore", "Role"),
                  [role_name(str(x.get("role"))) for x in lines]),  # defenders: a dash
        ScoreLine(QCoreApplication.translate("NominationsScore", "Tricks won"),
                  [str(x.get("tricks", 0)) for x in lines]),
    ]
    side = side_line(data, lines)
    if side is not None:
        out.append(side)
    out.append(ScoreLine(contract_label(data), [_signed(x.get("contract", 0)) for x in lines]))
    if any(x.get("trick_points") for x in lines):
        out.append(ScoreLine(
            QCoreApplication.translate("NominationsScore", "Defenders' tricks (1 each)"),
            [_signed(x.get("trick_points", 0)) for x in lines]))
    if data.get("multiplier", 1) != 1:
        out.append(ScoreLine(QCoreApplication.translate("NominationsScore", "Double hand"),
                             [f"×{x.get('multiplier', 1)}" for x in lines]))
    out.append(ScoreLine(QCoreApplication.translate("NominationsScore", "Points this deal"),
                         [_signed(x.get("points", 0)) for x in lines], total=True))
    totals = data.get("totals", view.totals)
    out.append(ScoreLine(QCoreApplication.translate("NominationsScore", "Running total"),
                         [str(t) for t in totals], total=True))
    return out


def side_line(data: dict[str, Any], lines: list[dict[str, Any]]) -> ScoreLine | None:
    """A number bid's tricks for the declarer's side against the bid, shown in the side's
    columns, so the sheet says why the contract was made or failed (None for a misère)."""
    bid = data.get("bid")
    if not isinstance(bid, int) or isinstance(bid, bool):
        return None
    ours = [x.get("role") in ("declarer", "partner") for x in lines]
    taken = sum(int(x.get("tricks", 0)) for x, mine in zip(lines, ours, strict=True) if mine)
    label = QCoreApplication.translate("NominationsScore", "Declarer's side: tricks of %1 "
                                                           "needed").replace("%1", str(bid))
    return ScoreLine(label, [str(taken) if mine else "–" for mine in ours])


def role_name(role: str) -> str:
    """Declarer or partner; defenders are the rest, shown as a dash."""
    names = {
        "declarer": QCoreApplication.translate("NominationsScore", "Declarer"),
        "partner": QCoreApplication.translate("NominationsScore", "Partner"),
    }
    return names.get(role, "–")  # a defender: the narrow sheet keeps four columns in view


def contract_label(data: dict[str, Any]) -> str:
    """`11 ♥: made`: what was bid and whether it was made (the cells show what it paid)."""
    bid = data.get("bid")
    shown = bid_name(bid)
    if bid not in (MISERE, OPEN_MISERE) and data.get("trump"):
        shown = f"{shown} {trump_name(data.get('trump'))}"
    if data.get("solo"):
        shown += QCoreApplication.translate("NominationsScore", ", alone")
    if data.get("made"):
        template = QCoreApplication.translate("NominationsScore", "%1: made")
    elif data.get("stopped_early"):
        template = QCoreApplication.translate(
            "NominationsScore", "%1: lost (a trick won)")
    else:
        template = QCoreApplication.translate("NominationsScore", "%1: failed")
    return template.replace("%1", shown)


def _signed(value: object) -> str:
    number = int(value) if isinstance(value, int) else 0
    return f"{number:+d}" if number else "0"
