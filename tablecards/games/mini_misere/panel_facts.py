"""Mini Misère's public facts in words: seat badges, the notes in the felt's corner and the
end-of-deal scoring line by line.

Everything is read from the view's `MiniMisereFacts` and the core's `deal_scored` event (its
`lines`, `declarers` and `stopped`), never recomputed, so the table cannot disagree with the
rules. The Lot's awards are not in the view; they come from the match's own `GameRules`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tablecards.games.mini_misere.facts import MiniMisereFacts
from tablecards.games.mini_misere.options import GameRules
from tablecards.rules.actions import Event
from tablecards.rules.game import SeatView
from tablecards.ui.panel import ScoreLine
from tablecards.ui.texts import suit_name

translate = QCoreApplication.translate

# How a seat's points arose (`deal_scored` lines' `rule`), short enough for a table cell.
RULES: dict[str, str] = {
    "table": QT_TRANSLATE_NOOP("MiniMisereScore", "table"),
    "lot_success": QT_TRANSLATE_NOOP("MiniMisereScore", "Lot ✓"),
    "lot_other": QT_TRANSLATE_NOOP("MiniMisereScore", "other's Lot"),
    "lot_failed": QT_TRANSLATE_NOOP("MiniMisereScore", "Lot ✗"),
    "lot_failure_award": QT_TRANSLATE_NOOP("MiniMisereScore", "award"),
}


def declarers(view: SeatView) -> list[int]:
    return MiniMisereFacts.of(view).lot_declarers


def lot_broken(view: SeatView, seat: int) -> bool:
    """The declarer has lost a trick already: their Lot can no longer succeed."""
    return any(t.winner is not None and t.winner != seat for t in view.tricks)


def seat_badges(view: SeatView, seat: int) -> list[str]:
    """Who declared the Lot (and whether it still stands); who declined while asked."""
    if seat in declarers(view):
        if lot_broken(view, seat):
            return [translate("MiniMisereSeats", "Lot declared · broken")]
        return [translate("MiniMisereSeats", "Lot declared")]
    facts = MiniMisereFacts.of(view)
    if facts.lot_question and seat in facts.lot_declined:
        return [translate("MiniMisereSeats", "No Lot")]
    return []


def tricks_text(view: SeatView, seat: int) -> str | None:
    """`2 tricks = 2 pts` while the trick table counts (no Lot); None for the generic count."""
    table = MiniMisereFacts.of(view).table
    if declarers(view) or seat >= len(view.tricks_won):
        return None
    won = view.tricks_won[seat]
    if won >= len(table):
        return None
    tricks = translate("TableScene", "%n trick(s)", "", won)
    return translate("MiniMisereSeats", "%1 = %n pt(s)", "", table[won]).replace(
        "%1", tricks)


def rules_lines(view: SeatView, cfg: GameRules | None) -> list[str]:
    """The card rules, the game total, the Lot's timing and awards: what shapes every hand.

    Short lines: the felt's corner is narrow beside a five-player table's top seats."""
    facts = MiniMisereFacts.of(view)
    rules = (translate("MiniMisere", "Old rules") if facts.rules == "old"
             else translate("MiniMisere", "New rules"))
    if cfg is not None:
        rules += " · " + translate("MiniMisere", "game to %1").replace("%1", str(cfg.game_total))
    if facts.lot_timing == "before_first_lead":
        timing = translate("MiniMisere", "Lot: asked before the first lead")
    else:
        timing = translate("MiniMisere", "Lot: declared with a card to trick 1")
    lines = [rules, timing]
    if cfg is not None:
        text = translate("MiniMisere", "Lot made: %1 · failed: %2 each")
        lines.append(text.replace("%1", str(cfg.lot_success))
                     .replace("%2", str(cfg.lot_failure)))
    return lines


def card_lines(view: SeatView) -> list[str]:
    """The special cards of this configuration."""
    facts = MiniMisereFacts.of(view)
    lines = []
    if facts.led_two_wins:
        lines.append(translate("MiniMisere", "A led 2 wins its trick."))
    if facts.joker == "new":
        lines.append(translate("MiniMisere", "Joker led: wins; nobody need follow."))
        lines.append(translate("MiniMisere", "Joker not led: only without the led suit; "
                                             "loses."))
    elif facts.joker == "old":
        lines.append(translate("MiniMisere", "Joker led: names a suit and wins."))
        lines.append(translate("MiniMisere", "Joker not led: any time; loses."))
    if facts.laid_aside > 0:
        lines.append(translate("MiniMisere", "%n card(s) laid aside unseen.", "",
                               facts.laid_aside))
    return lines


def play_lines(view: SeatView, cfg: GameRules | None) -> list[str]:
    """The named suit of a led joker, the Lot in force and an early stop."""
    facts = MiniMisereFacts.of(view)
    lines = []
    named = facts.named_suit
    if named:
        text = translate("MiniMisere", "Joker led: follow %1")
        lines.append(text.replace("%1", suit_symbol_name(named)))
    if facts.stopped:
        text = translate("MiniMisere", "Deal stopped early after %1 of %2 tricks:")
        lines.append(text.replace("%1", str(len(view.tricks)))
                     .replace("%2", str(facts.hand_size)))
        lines.append(translate("MiniMisere", "every Lot declarer has lost a trick."))
    elif declarers(view) and cfg is not None and cfg.stop_early:
        lines.append(translate("MiniMisere", "The deal stops once every Lot declarer"))
        lines.append(translate("MiniMisere", "has lost a trick."))
    return lines


def suit_symbol_name(code: str) -> str:
    """`♥ hearts`: the symbol for the eye, the name for screen readers and translation."""
    symbol = "♠♥♦♣"["SHDC".index(code)] if code in ("S", "H", "D", "C") else ""
    return f"{symbol} {suit_name(code)}".strip()


def deal_lines(view: SeatView, scored: Event | None) -> list[ScoreLine]:
    """The `deal_scored` breakdown: the Lot, tricks (and an early stop), how each seat
    scored, points and totals; [] when the event carries no lines."""
    raw = scored.data.get("lines") if scored is not None else None
    if scored is None or not isinstance(raw, list) or not raw:
        return []
    lines: list[dict[str, Any]] = [dict(x) for x in raw]
    out = []
    if scored.data.get("declarers"):
        yes = translate("MiniMisereScore", "Lot")
        out.append(ScoreLine(translate("MiniMisereScore", "Lot declared"),
                             [yes if x.get("declared") else "–" for x in lines]))
    out.append(ScoreLine(_tricks_label(view, scored), [str(x.get("tricks", 0)) for x in lines]))
    out.append(ScoreLine(translate("MiniMisereScore", "Scored by"),
                         [_rule_text(str(x.get("rule", ""))) for x in lines]))
    points = [int(x.get("points", 0)) for x in lines]
    out.append(ScoreLine(translate("MiniMisereScore", "Points this deal"),
                         [f"+{p}" if p else "0" for p in points], total=True))
    totals = scored.data.get("totals", view.totals)
    out.append(ScoreLine(translate("MiniMisereScore", "Running total"),
                         [str(t) for t in totals], total=True))
    return out


def _tricks_label(view: SeatView, scored: Event) -> str:
    if not scored.data.get("stopped"):
        return translate("MiniMisereScore", "Tricks won")
    text = translate("MiniMisereScore", "Tricks (stopped after %1)")
    return text.replace("%1", str(len(view.tricks)))


def _rule_text(rule: str) -> str:
    return translate("MiniMisereScore", RULES[rule]) if rule in RULES else rule
