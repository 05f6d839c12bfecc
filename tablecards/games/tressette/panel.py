"""Tressette's panel: the generic card play, with the deal's scoring laid out as the rules
count it (card values in thirds, rounded down, and the last trick)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tablecards.games.tressette.match import STRENGTH
from tablecards.rules.actions import Event
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.panel import GamePanel, ScoreLine


class TressettePanel(GamePanel):
    """Generic play; the end of a deal uses the `lines` of the core's `deal_scored`."""

    def rank_strength(self, card: Card) -> int:
        """Tressette's order: 3 2 A K Q J 7 6 5 4."""
        return STRENGTH.get(card.rank, 0)

    def deal_lines(self, view: SeatView, scored: Event | None) -> list[ScoreLine]:
        raw = scored.data.get("lines") if scored is not None else None
        if not isinstance(raw, list) or not raw:
            return super().deal_lines(view, scored)
        lines: list[dict[str, Any]] = [dict(x) for x in raw]

        def row(label: str, key: str, show: Callable[[int], str] = str) -> ScoreLine:
            return ScoreLine(label, [show(int(line.get(key, 0))) for line in lines])

        totals = scored.data.get("totals", view.totals) if scored else view.totals
        return [
            row(self.tr("Aces (1 point each)"), "aces"),
            row(self.tr("Threes, twos and court cards (⅓ each)"), "figures"),
            row(self.tr("Card value in thirds"), "thirds", lambda t: f"{t}/3"),
            row(self.tr("Thirds dropped in rounding"), "dropped_thirds", lambda t: f"−{t}/3"),
            row(self.tr("Card points (rounded down)"), "card_points"),
            row(self.tr("Last trick"), "last_trick", lambda t: f"+{t}" if t else "0"),
            ScoreLine(self.tr("Points this deal"), [str(int(x.get("points", 0))) for x in lines],
                      total=True),
            ScoreLine(self.tr("Running total"), [str(t) for t in totals], total=True),
        ]
