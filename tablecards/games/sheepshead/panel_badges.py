"""Sheepshead's public facts on the felt: seat badges, the corner's lines and card points.

Everything is read from the view's `SheepsheadFacts` (see `tablecards.games.sheepshead.view`),
so the partner's badge appears only once the core makes the partner public (the called card
fell), and the bury and the unknown card show only in the picker's own view.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tablecards.games.sheepshead.cards import pile_points
from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.texts import card_text

translate = QCoreApplication.translate


def parse(code: object) -> Card | None:
    """A record code from the public facts as a card (None when it is not one)."""
    if not isinstance(code, str):
        return None
    try:
        return Card.parse(code)
    except ValueError:
        return None


def cards_of(codes: object) -> list[Card]:
    """Record codes as cards, skipping anything that is not a card."""
    found = [parse(c) for c in codes] if isinstance(codes, list | tuple) else []
    return [c for c in found if c is not None]


def cards_text(cards: list[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def seat_badges(view: SeatView, seat: int) -> list[str]:
    """Dealer, passed, picker (alone), partner once public, leaster: most lasting first."""
    facts = SheepsheadFacts.of(view)
    badges = []
    if seat == view.dealer:
        badges.append(translate("SheepsheadSeats", "Dealer"))
    if facts.leaster:
        badges.append(translate("SheepsheadSeats", "Leaster"))
    elif seat == facts.picker:
        badges.append(translate("SheepsheadSeats", "Picker, alone") if facts.alone
                      else translate("SheepsheadSeats", "Picker"))
    elif seat == facts.partner and facts.picker is not None:
        badges.append(translate("SheepsheadSeats", "Partner"))
    elif _passed(facts, seat) and facts.phase == "pick":
        badges.append(translate("SheepsheadSeats", "Passed"))
    return badges


def _passed(facts: SheepsheadFacts, seat: int) -> bool:
    return any(p["seat"] == seat and p["pick"] is False for p in facts.picks)


def seat_points(view: SeatView, seat: int) -> int:
    """Card points in the tricks `seat` has won (the tricks are public)."""
    return sum(pile_points([c for _, c in t.plays]) for t in view.tricks if t.winner == seat)


def tricks_text(view: SeatView, seat: int) -> str | None:
    """`2 tricks · 35 points`: in Sheepshead the points decide, not the tricks."""
    if seat >= len(view.tricks_won):
        return None
    tricks = translate("TableScene", "%n trick(s)", "", view.tricks_won[seat])
    points = translate("SheepsheadSeats", "%n point(s)", "", seat_points(view, seat))
    return f"{tricks} · {points}"


def info_lines(view: SeatView, blind: list[Card]) -> list[str]:
    """The corner's facts: what trumps are, the blind, the call, the viewer's own secrets."""
    facts = SheepsheadFacts.of(view)
    lines = [translate("SheepsheadInfo", "Trumps: all Q and J, all ♦")]
    if facts.phase == "pick" and facts.blind:
        text = translate("SheepsheadInfo", "Blind: %1 cards face down")  # two, or more
        lines.append(text.replace("%1", str(facts.blind)))
    if blind and facts.phase in ("bury", "call"):
        text = translate("SheepsheadInfo", "You picked up %1")
        lines.append(text.replace("%1", cards_text(blind)))
    call = call_line(facts)
    if call:
        lines.append(call)
    lines += _own_secrets(facts)
    shown = cards_of(facts.blind_cards)
    if shown and not facts.leaster:
        text = translate("SheepsheadInfo", "The blind was %1")
        lines.append(text.replace("%1", cards_text(shown)))
    if facts.multiplier > 1:
        text = translate("SheepsheadInfo", "This hand counts ×%1")
        lines.append(text.replace("%1", str(facts.multiplier)))
    return lines


def call_line(facts: SheepsheadFacts) -> str:
    """The public call: the called card, an unknown call, alone or the leaster."""
    if facts.leaster:
        return translate("SheepsheadInfo", "Leaster: fewest points wins")
    called = parse(facts.called)
    kind = facts.call
    if called is not None and kind == "unknown":
        return translate("SheepsheadInfo", "Called %1, unknown").replace("%1", card_text(called))
    if called is not None:
        return translate("SheepsheadInfo", "Called %1").replace("%1", card_text(called))
    if facts.alone:
        return translate("SheepsheadInfo", "The picker plays alone")
    return ""


def _own_secrets(facts: SheepsheadFacts) -> list[str]:
    """The bury and the unknown card, which only the picker's view (or the end) carries."""
    lines = []
    buried = cards_of(facts.buried_cards)
    if buried:
        text = translate("SheepsheadInfo", "Buried: %1 (%n point(s))", "", pile_points(buried))
        lines.append(text.replace("%1", cards_text(buried)))
    unknown = parse(facts.unknown)
    if unknown is not None:
        text = translate("SheepsheadInfo", "Unknown card: %1")
        lines.append(text.replace("%1", card_text(unknown)))
    return lines
