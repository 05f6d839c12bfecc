"""What the core's events ask the table to animate: a deal, a trick collected, cards drawn.

The scene turns each batch of events (`sig_events`) into a `MotionPlan` and applies it after
laying the table out, so the animations follow what the rules said happened and never
re-derive it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tablecards.rules.actions import Event
from tablecards.rules.cards import Card


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
