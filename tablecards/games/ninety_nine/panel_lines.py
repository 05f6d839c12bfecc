"""Ninety-Nine's end-of-deal scoring laid out line by line from the view's public facts.

At the end of a deal the view carries every bid, whether it was made and the premium
holders; the points come from the core's `deal_scored` event. Bonus and premium are split
with the form's own bonus table (the rules' data), so the lines add up to the core's points.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tablecards.games.ninety_nine.facts import NinetyNineFacts
from tablecards.games.ninety_nine.forms import FORMS, success_bonus
from tablecards.rules.actions import Event
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.panel import ScoreLine
from tablecards.ui.texts import card_text

translate = QCoreApplication.translate


def deal_lines(view: SeatView, scored: Event | None, names: list[str]) -> list[ScoreLine]:
    """Bid cards, bid, tricks, made, bonus, premium and points per seat ([] if unknown)."""
    facts = NinetyNineFacts.of(view)
    bids, made = facts.bids, facts.made
    if scored is None or bids is None or made is None:
        return []
    points = [int(p) for p in scored.data.get("points", [])]
    tricks = list(view.tricks_won)
    holders = _holders(facts)
    bonus = _bonuses(facts, made, holders, points, tricks)
    premium = [p - t - b for p, t, b in zip(points, tricks, bonus, strict=True)]
    yes = translate("NinetyNineScore", "made")
    no = translate("NinetyNineScore", "failed")
    lines = [
        ScoreLine(translate("NinetyNineScore", "Bid cards"), _bid_cards(facts, view.seats)),
        ScoreLine(translate("NinetyNineScore", "Bid"), [str(b) for b in bids]),
        ScoreLine(translate("NinetyNineScore", "Tricks won (1 point each)"),
                  [str(t) for t in tricks]),
        ScoreLine(translate("NinetyNineScore", "Bid made?"), [yes if m else no for m in made]),
        ScoreLine(translate("NinetyNineScore", "Bonus for making the bid"),
                  [_signed(b) for b in bonus]),
    ]
    if holders or any(premium):
        kinds = [holders.get(s, "") for s in range(view.seats)]
        cells = [_premium(p, k) for p, k in zip(premium, kinds, strict=True)]
        lines.append(ScoreLine(translate("NinetyNineScore", "Premium"), cells))
    lines.append(ScoreLine(translate("NinetyNineScore", "Points this deal"),
                           [_signed(p) for p in points], total=True))
    totals = scored.data.get("totals", view.totals)
    lines.append(ScoreLine(translate("NinetyNineScore", "Running total"),
                           [str(t) for t in totals], total=True))
    return lines


def _holders(facts: NinetyNineFacts) -> dict[int, str]:
    return {int(seat): kind for seat, kind in facts.premium.get("holders", {}).items()}


def _bonuses(facts: NinetyNineFacts, made: list[bool], holders: dict[int, str],
             points: list[int], tricks: list[int]) -> list[int]:
    """The success bonus per seat; without premium holders, everything beyond tricks."""
    form = FORMS.get(facts.form)
    if not holders or form is None or form.pairs or form.dummy:
        return [p - t for p, t in zip(points, tricks, strict=True)]
    each = success_bonus(form, sum(1 for m in made if m))
    return [each if m else 0 for m in made]


def _bid_cards(facts: NinetyNineFacts, seats: int) -> list[str]:
    shown = facts.face_up_bids
    out = []
    for seat in range(seats):
        codes = shown.get(str(seat), [])
        out.append("".join(card_text(Card.parse(c)) for c in codes))
    return out


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def _premium(value: int, kind: str) -> str:
    names = {"declare": translate("NinetyNineScore", "declared"),
             "reveal": translate("NinetyNineScore", "revealed")}
    if kind in names:
        return f"{_signed(value)} ({names[kind]})"
    return _signed(value)
