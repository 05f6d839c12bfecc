"""The keyboard's choice on the felt: a row of cards the viewer may play (their own hand, a
dummy they control) and a place in it. Left/Right move along a row, Up/Down switch rows.

The choice follows its card across redraws, so laying a card in the bid area or a bot's move
does not make the highlight jump.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF

from tablecards.ui.table.card_item import CardItem

LIFT_FOCUS, LIFT_SELECTED = -16.0, -22.0


@dataclass
class Row:
    """The cards of one seat the keyboard may walk through, left to right."""

    seat: int
    items: list[CardItem]
    playable: bool


@dataclass
class KeyFocus:
    """Which row and card the keyboard points at (`index` -1: none)."""

    rows: list[Row] = field(default_factory=list)
    row: int = 0
    index: int = -1
    aside: set[CardItem] = field(default_factory=set)
    """The cards laid in a pass or bid area at the last redraw."""

    def item(self) -> CardItem | None:
        if not 0 <= self.row < len(self.rows):
            return None
        items = self.rows[self.row].items
        return items[self.index] if 0 <= self.index < len(items) else None

    def seat(self) -> int | None:
        return self.rows[self.row].seat if 0 <= self.row < len(self.rows) else None

    def reset(self, rows: list[Row], active: bool, aside: list[CardItem] | None = None) -> None:
        """New rows after a redraw: keep the same card if it is still there, else go to the
        first legal card of the first row that has one. A card just laid aside (into a pass
        or bid area, `aside`) leaves the keyboard in the hand where it was, on its neighbour,
        so choosing the next card goes on from there rather than from the area's end."""
        kept = self.item()
        before = list(self.rows[self.row].items) if kept is not None else []
        laid = set(aside or [])
        if kept is not None and kept in laid and kept not in self.aside:
            kept = _neighbour(before, kept, laid, [i for r in rows for i in r.items])
        self.aside = laid
        self.rows = [r for r in rows if r.items] if active else []
        self.row, self.index = 0, -1
        for r, row in enumerate(self.rows):
            if kept is not None and kept in row.items:
                self.row, self.index = r, row.items.index(kept)
                return
        for r, row in enumerate(self.rows):
            legal = [i for i, item in enumerate(row.items) if item.legal]
            if legal:
                self.row, self.index = r, legal[0]
                return
        if self.rows:
            self.index = 0

    def step(self, n: int) -> None:
        """Move along the row (wrapping round)."""
        if self.rows:
            count = len(self.rows[self.row].items)
            self.index = (self.index + n) % count if self.index >= 0 else 0

    def switch(self, n: int) -> None:
        """Go to another row, to its first legal card if any."""
        if len(self.rows) < 2:
            return
        self.row = (self.row + n) % len(self.rows)
        items = self.rows[self.row].items
        self.index = next((i for i, item in enumerate(items) if item.legal), 0)

    def show(self, duration_ms: int) -> None:
        """Mark the chosen card and lift it (selected cards stay lifted a little more)."""
        chosen = self.item()
        for row in self.rows:
            for item in row.items:
                show_lift(item, item is chosen, duration_ms)


def _neighbour(before: list[CardItem], item: CardItem, laid: set[CardItem],
               present: list[CardItem]) -> CardItem | None:
    """The card next to `item` in its old row (to the right, else to the left) that is still
    in the hand and not laid aside; None when there is none."""
    at = before.index(item)
    for other in [*before[at + 1:], *reversed(before[:at])]:
        if other not in laid and other in present:
            return other
    return None


def show_lift(item: CardItem, focused: bool, duration_ms: int) -> None:
    """Set `item`'s focus mark and raise it above its resting place accordingly."""
    item.set_marks(legal=item.legal, dimmed=item.dimmed, focused=focused,
                   selected=item.selected_mark)
    lift = LIFT_SELECTED if item.selected_mark else LIFT_FOCUS if focused else 0.0
    base = item.home - QPointF(0, item.lift)
    item.lift = lift
    item.place(base + QPointF(0, lift), item.home_z, duration_ms, item.rotation())
