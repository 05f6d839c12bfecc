"""Where a game's sets lie in the middle of the felt (a showdown, a lead with its answers).

Some games put several cards per player in the middle at once, so a trick's one-spot-per-seat
layout would stack them. Sets are laid out in one row instead, in the order the game gives
(turn order), each fanned slightly so every card's index shows, with a caption under each set
and a title below the row. Pure geometry: the scene creates the items, and moves a caption
down when it would print over a neighbour's.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF

from tablecards.ui.table.layout import CENTRE, TRICK_W

ROW_TOP = 196.0
ROW_BOTTOM = 396.0
"""The row, its captions and its title stay above this (a game's drop zones lie below)."""
ROW_SPAN = (270.0, 930.0)  # clear of the side seats' cards
GAP = 18.0
STEP, MIN_STEP, MIN_W = 26.0, 8.0, 44.0
CAPTION_LINE = 20.0
TEXT_ROOM = (3, 2)
"""Lines kept under the cards: a caption on two lines and the title, or where that would
leave the cards narrower than ROOMY_W one caption line and the title (a caption too wide
for its set's room wraps, and the scene moves it down clear of its neighbours)."""
ROOMY_W = 66.0


@dataclass
class SetPlace:
    """One set's card corners and the centre-top of its caption."""

    cards: list[QPointF]
    caption: QPointF
    room: float = 0.0
    """How wide its caption may be."""


@dataclass
class RowPlace:
    """Every set of the row, the card width used and where the title goes."""

    sets: list[SetPlace]
    width: float
    title: QPointF


def _fit(sizes: list[int], widest: float) -> tuple[float, float]:
    """Card width and overlap step so the whole row fits between the side seats."""
    avail = ROW_SPAN[1] - ROW_SPAN[0] - GAP * (len(sizes) - 1)
    extra = sum(max(k - 1, 0) for k in sizes)
    width = widest
    step = STEP if not extra else min(STEP, (avail - len(sizes) * width) / extra)
    if step < MIN_STEP:
        step = MIN_STEP
        width = max(MIN_W, min(widest, (avail - step * extra) / max(len(sizes), 1)))
    return width, step


def row_places(sizes: list[int], top: float = ROW_TOP,
               line: float = CAPTION_LINE) -> RowPlace:
    """Positions for sets of `sizes` cards in the band from `top` down to ROW_BOTTOM, with
    room for text lines `line` high under them. Sets spread over the row when there is
    room, so each caption has its set's width to itself."""
    widths = [(ROW_BOTTOM - top - lines * line - 8) / 1.4 for lines in TEXT_ROOM]
    widest = widths[0] if widths[0] >= ROOMY_W else widths[1]
    width, step = _fit(sizes, max(MIN_W, min(TRICK_W, widest)))
    spans = [width + step * max(k - 1, 0) for k in sizes]
    slot = (ROW_SPAN[1] - ROW_SPAN[0]) / max(len(sizes), 1)
    if all(span + GAP <= slot for span in spans):
        lefts = [ROW_SPAN[0] + n * slot + (slot - span) / 2 for n, span in enumerate(spans)]
    else:
        total = sum(spans) + GAP * max(len(sizes) - 1, 0)
        lefts, x = [], CENTRE.x() - total / 2
        for span in spans:
            lefts.append(x)
            x += span + GAP
    height = width * 1.4
    room = max(slot, max(spans, default=0.0) + GAP)
    sets = [SetPlace([QPointF(left + i * step, top) for i in range(k)],
                     QPointF(left + span / 2, top + height + 4), room)
            for k, span, left in zip(sizes, spans, lefts, strict=True)]
    return RowPlace(sets, width, QPointF(CENTRE.x(), top + height + 4 + line))
