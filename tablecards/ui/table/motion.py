"""What the core's events ask the table to animate: a deal, a trick collected, cards drawn.

The scene turns each batch of events (`sig_events`) into a `MotionPlan` and applies it after
laying the table out, so the animations follow what the rules said happened and never
re-derive it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF

from tablecards.rules.actions import Event
from tablecards.rules.cards import Card
from tablecards.ui.table.card_item import CardItem
from tablecards.ui.table.layout import SMALL_W, STOCK_POS, TRICK_W


@dataclass
class MotionPlan:
    """The animations one batch of events calls for."""

    dealt: bool = False
    collect_to: int | None = None
    draws: list[tuple[int, Card]] = field(default_factory=list)

    def merge(self, events: list[Event]) -> None:
        """Add what `events` call for (several batches may arrive before one redraw)."""
        for event in events:
            if event.kind == "dealt":
                self.dealt, self.collect_to, self.draws = True, None, []
            elif event.kind == "trick_won" and event.seat is not None:
                self.collect_to = event.seat
            elif event.kind == "drawn" and event.seat is not None:
                try:
                    self.draws.append((event.seat, Card.parse(str(event.data.get("card")))))
                except ValueError:
                    continue

    def empty(self) -> bool:
        return not self.dealt and self.collect_to is None and not self.draws


@dataclass
class Timing:
    """Durations derived from the pace (all zero at the instant pace)."""

    glide: int
    stagger: int
    hold: int
    show: int

    @classmethod
    def of(cls, anim_ms: int, trick_ms: int) -> Timing:
        if anim_ms <= 0:
            return cls(0, 0, 0, 0)
        return cls(anim_ms, max(anim_ms // 6, 10), max(trick_ms // 2, anim_ms),
                   max(trick_ms * 2 // 3, anim_ms))


def animate(plan: MotionPlan, fresh: list[tuple[str, CardItem]], viewer: int,
            dealer_at: QPointF, t: Timing) -> None:
    """Play `plan` on the cards just laid out (`fresh`, by key): the deal, then the draws."""
    if plan.dealt:
        deal_in(fresh, dealer_at, t)
    delay = t.glide if plan.collect_to is not None else 0  # the trick shows first
    for n, (seat, card) in enumerate(plan.draws):
        item = drawn_item(fresh, viewer, seat, card)
        if item is not None:
            via = STOCK_POS + QPointF(SMALL_W + 40 + n * (TRICK_W + 10), -60)
            item.setPos(STOCK_POS)
            item.setZValue(800 + n)
            item.move_to(item.home, t.glide, delay_ms=delay, via=via, hold_ms=t.show,
                         done=lambda it=item: it.setZValue(it.home_z))


def deal_in(fresh: list[tuple[str, CardItem]], start: QPointF, t: Timing) -> None:
    """Fresh cards fly from the dealer one by one, round the table."""
    groups: dict[str, list[CardItem]] = {}
    for key, item in fresh:
        if key[0] in "cbv":
            groups.setdefault(key[: key.index(":")], []).append(item)
    order = [g[i] for i in range(max(map(len, groups.values()), default=0))
             for g in groups.values() if i < len(g)]
    for n, item in enumerate(order):
        item.setPos(start)
        item.move_to(item.home, t.glide, delay_ms=n * t.stagger)


def drawn_item(fresh: list[tuple[str, CardItem]], viewer: int, seat: int,
               card: Card) -> CardItem | None:
    """The card item a draw from the stock landed on (the viewer's or a shown one)."""
    prefix = "c:" if seat == viewer else f"k{seat}:c:"
    return next((item for key, item in fresh
                 if key.startswith(prefix) and item.card == card), None)
