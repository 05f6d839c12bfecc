"""Where a game's sets lie in the middle of the felt (a showdown, a lead with its answers).

Some games put several cards per player in the middle at once, so a trick's one-spot-per-seat
layout would stack them. Sets are laid out in one row instead, in the order the game gives
(turn order), each fanned slightly so every card's index shows, with a caption under each set
and a title below the row. Pure geometry: the scene creates the items.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF

from tablecards.ui.table.layout import CENTRE, TRICK_W

ROW_TOP = 196.0
ROW_SPAN = (270.0, 930.0)  # clear of the side seats' cards
GAP = 18.0
STEP, MIN_STEP, MIN_W = 26.0, 8.0, 44.0
CAPTION_LINE = 20.0


@dataclass
class SetPlace:
    """One set's card corners and the centre-top of its caption."""

    cards: list[QPointF]
    caption: QPointF


@dataclass
class RowPlace:
    """Every set of the row, the card width used and where the title goes."""

    sets: list[SetPlace]
    width: float
    title: QPointF


def _fit(sizes: list[int]) -> tuple[float, float]:
    """Card width and overlap step so the whole row fits between the side seats."""
    avail = ROW_SPAN[1] - ROW_SPAN[0] - GAP * (len(sizes) - 1)
    extra = sum(max(k - 1, 0) for k in sizes)
    width = TRICK_W
    step = STEP if not extra else min(STEP, (avail - len(sizes) * width) / extra)
    if step < MIN_STEP:
        step = MIN_STEP
        width = max(MIN_W, (avail - step * extra) / max(len(sizes), 1))
    return width, step


def row_places(sizes: list[int]) -> RowPlace:
    """Positions for sets of `sizes` cards, centred on the felt's middle."""
    width, step = _fit(sizes)
    spans = [width + step * max(k - 1, 0) for k in sizes]
    total = sum(spans) + GAP * max(len(sizes) - 1, 0)
    x = CENTRE.x() - total / 2
    height = width * 1.4
    sets = []
    for n, (k, span) in enumerate(zip(sizes, spans, strict=True)):
        cards = [QPointF(x + i * step, ROW_TOP) for i in range(k)]
        # Captions are wider than a narrow set: every other one drops a line so
        # neighbours never print over each other.
        drop = CAPTION_LINE if n % 2 else 0.0
        sets.append(SetPlace(cards, QPointF(x + span / 2, ROW_TOP + height + 4 + drop)))
        x += span + GAP
    below = CAPTION_LINE if len(sizes) > 1 else 0.0
    return RowPlace(sets, width, QPointF(CENTRE.x(), ROW_TOP + height + 30 + below))
