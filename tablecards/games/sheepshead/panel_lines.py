"""Sheepshead's end-of-deal scoring, line by line, from the `lines` of the core's `deal_scored`.

The core's breakdown (`tablecards.games.sheepshead.breakdown`) is the single source: card
points, the bury, the side's total, schneider or schwarz and the multipliers are only worded
and spread over the seats' columns here, never recomputed, so the lines always add up to the
core's points.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.games.sheepshead.panel_badges import cards_of, cards_text
from tablecards.rules.actions import Event
from tablecards.rules.game import SeatView
from tablecards.ui.panel import ScoreLine

Items = dict[str, Any]

translate = QCoreApplication.translate


def deal_lines(view: SeatView, scored: Event | None, names: list[str]) -> list[ScoreLine]:
    """The scoring lines, or [] when the event carries no breakdown."""
    raw = scored.data.get("lines") if scored is not None else None
    if scored is None or not isinstance(raw, list) or not raw:
        return []
    items: Items = {str(x.get("item")): x.get("value") for x in raw if isinstance(x, dict)}
    seats = view.seats
    if "all_passed" in items:
        body = _thrown_in(items, seats)
    elif items.get("leaster"):
        body = _leaster(items, seats, names)
    else:
        body = _picked(view, items, seats)
    totals = scored.data.get("totals", view.totals)
    return [*body,
            ScoreLine(translate("SheepsheadScore", "Points this deal"),
                      [_signed(p) for p in _ints(items.get("points"), seats)], total=True),
            ScoreLine(translate("SheepsheadScore", "Running total"), [str(t) for t in totals],
                      total=True)]


def _picked(view: SeatView, items: Items, seats: int) -> list[ScoreLine]:
    picker, partner = items.get("picker"), items.get("partner")
    side = {picker, partner} - {None}
    role = {picker: translate("SheepsheadScore", "alone") if items.get("alone")
            else translate("SheepsheadScore", "picker")}
    if partner is not None:
        role[partner] = translate("SheepsheadScore", "partner")
    card_points = _ints(SheepsheadFacts.of(view).card_points, seats)
    side_cells = [str(items.get("side_points" if s in side else "defender_points", ""))
                  for s in range(seats)]
    bury = [""] * seats
    if isinstance(picker, int) and 0 <= picker < seats:
        bury[picker] = (f"+{items.get('bury_points', 0)}" if items.get("side_tricks")
                        else translate("SheepsheadScore", "not counted"))
    return [
        ScoreLine(translate("SheepsheadScore", "Side"),
                  [role.get(s, "") for s in range(seats)]),
        ScoreLine(translate("SheepsheadScore", "Card points"), [str(p) for p in card_points]),
        ScoreLine(translate("SheepsheadScore", "Bury (with a trick)"), bury),
        ScoreLine(translate("SheepsheadScore", "Side's points"), side_cells),
        ScoreLine(_result_text(items), [""] * seats),
        ScoreLine(translate("SheepsheadScore", "Shares (u = %1)").replace(
            "%1", str(items.get("units", 1))), _shares(items, seats)),
        *_multiplier_lines(items, seats),
    ]


def _shares(items: Items, seats: int) -> list[str]:
    """Each seat's points in units u (+2u, +u, −u …), the core's points divided back."""
    units, multiplier = items.get("units"), items.get("multiplier")
    step = units * multiplier if isinstance(units, int) and isinstance(multiplier, int) else 0
    out = []
    for p in _ints(items.get("points"), seats):
        if not step or p % step:
            out.append("")
            continue
        n = p // step
        out.append({1: "+u", -1: "−u", 0: "0"}.get(n, f"{n:+d}u".replace("-", "−")))
    return out


def _result_text(items: Items) -> str:
    """Win or loss with its level (schneider, schwarz), which sets the unit u."""
    won, level = items.get("result") == "win", items.get("level")
    texts = {
        (True, "schwarz"): translate("SheepsheadScore", "Win, schwarz (all tricks)"),
        (True, "schneider"): translate("SheepsheadScore", "Win, schneider (91+)"),
        (True, "plain"): translate("SheepsheadScore", "Win (61+)"),
        (False, "schwarz"): translate("SheepsheadScore", "Loss, schwarz (no trick)"),
        (False, "schneider"): translate("SheepsheadScore", "Loss, schneidered (30−)"),
        (False, "plain"): translate("SheepsheadScore", "Loss (60−)"),
    }
    return texts.get((won, level), str(level))


def _multiplier_lines(items: Items, seats: int) -> list[ScoreLine]:
    lines = []
    if items.get("result") != "win" and items.get("double_on_bump"):
        lines.append(ScoreLine(translate("SheepsheadScore", "Double on the bump"), [""] * seats))
    multiplier = items.get("multiplier")
    if isinstance(multiplier, int) and multiplier > 1:
        text = translate("SheepsheadScore", "Doublers: ×%1").replace("%1", str(multiplier))
        lines.append(ScoreLine(text, [""] * seats))
    return lines


def _leaster(items: Items, seats: int, names: list[str]) -> list[ScoreLine]:
    blind = cards_of(items.get("blind"))
    blind_to = items.get("blind_to")
    blind_cells = [""] * seats
    if isinstance(blind_to, int) and 0 <= blind_to < seats:
        blind_cells[blind_to] = f"{cards_text(blind)} +{items.get('blind_points', 0)}"
    winner = items.get("winner")
    if isinstance(winner, int) and 0 <= winner < seats:
        verdict = translate("SheepsheadScore", "Winner: %1 (fewest points)").replace(
            "%1", names[winner] if winner < len(names) else str(winner + 1))
    else:
        verdict = translate("SheepsheadScore", "Tie: the deal is void")
    lines = [
        ScoreLine(translate("SheepsheadScore", "Leaster"), [""] * seats),
        ScoreLine(translate("SheepsheadScore", "Tricks"),
                  [str(t) for t in _ints(items.get("tricks"), seats)]),
        ScoreLine(translate("SheepsheadScore", "Blind"), blind_cells),
        ScoreLine(translate("SheepsheadScore", "Card points"),
                  [str(p) for p in _ints(items.get("card_points"), seats)]),
        ScoreLine(verdict, [""] * seats),
    ]
    multiplier = items.get("multiplier")
    if isinstance(multiplier, int) and multiplier > 1:
        text = translate("SheepsheadScore", "Doublers: ×%1").replace("%1", str(multiplier))
        lines.append(ScoreLine(text, [""] * seats))
    return lines


def _thrown_in(items: Items, seats: int) -> list[ScoreLine]:
    text = translate("SheepsheadScore", "Thrown in: next deal ×%1")
    return [ScoreLine(text.replace("%1", str(items.get("next_multiplier", 2))), [""] * seats)]


def _ints(values: object, seats: int) -> list[int]:
    if not isinstance(values, list):
        return [0] * seats
    return [int(v) if isinstance(v, int) else 0 for v in values]


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"
