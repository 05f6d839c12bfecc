"""Where things lie on the felt: fixed scene coordinates and the geometry of hands and tricks.

Pure geometry, no items: the scene asks here where a card goes and the card items glide there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from tablecards.rules.cards import Card

SCENE = QRectF(0, 0, 1200, 800)
CENTRE = QPointF(600, 360)
DROP_ZONE = QRectF(390, 220, 420, 290)
STAGE_ZONE = QRectF(420, 250, 360, 230)
HAND_W, SMALL_W, OPEN_W, TRICK_W = 96.0, 54.0, 70.0, 88.0
HAND_Y = 610.0
STOCK_POS = QPointF(170, 450)
STOCK_CORNER = QPointF(40, 628)
"""The stock beside the viewer's hand, bottom left, when a seat sits on the left."""
FAN_SPAN = 1000.0
FAN_BESIDE_STOCK = 820.0
"""The widest a hand fans out: a hand beside a stock in the corner keeps clear of it."""
# Opponent anchors by layout, clockwise from the viewer's left.
ANCHORS: dict[int, list[QPointF]] = {
    2: [QPointF(600, 70)],
    3: [QPointF(150, 300), QPointF(1050, 300)],
    4: [QPointF(150, 300), QPointF(600, 70), QPointF(1050, 300)],
    5: [QPointF(150, 300), QPointF(380, 70), QPointF(820, 70), QPointF(1050, 300)],
    6: [QPointF(150, 330), QPointF(220, 90), QPointF(600, 70), QPointF(980, 90),
        QPointF(1050, 330)],
}


@dataclass
class Staging:
    """A place on the felt where the viewer lays cards aside before confirming (a bid)."""

    cards: list[Card]
    caption: str
    capacity: int


@dataclass
class CentreSet:
    """One player's cards in the centre when a game lays out sets rather than a trick:
    `None` stands for a face-down card; the winner's set is marked, the others dimmed."""

    seat: int
    cards: list[Card | None]
    caption: str = ""
    winner: bool = False
    finished: bool = False


@dataclass
class Centre:
    """What a game shows in the middle instead of the trick: sets in a row and a title."""

    sets: list[CentreSet]
    title: str = ""
    notes: list[str] = field(default_factory=list)
    """Lines under the title (the result of the lead before, say)."""


@dataclass
class DropZone:
    """A named place on the felt that cards can be dropped on (`key` tells the panel which)."""

    rect: QRectF
    caption: str
    key: str


@dataclass
class Marks:
    """How the viewer's cards are marked: playable now, legal, selected, laid aside."""

    interactive: set[int]
    legal: set[Card]
    selected: set[Card]
    active: bool
    staging: Staging | None = None
    turnup: Card | None = None
    centre: Centre | None = None
    zones: list[DropZone] = field(default_factory=list)
    stock_active: bool = False
    copies: set[tuple[Card, int]] | None = None
    """The selection copy by copy, (card, n) for the n-th of equal cards in the hand (two
    packs deal twins); None marks every copy of the cards in `selected`."""


@dataclass
class FanSpot:
    """One card of a fanned hand: top-left corner and tilt in degrees."""

    pos: QPointF
    rotation: float


@dataclass
class SeatInfo:
    """What the scene shows beside a seat's cards."""

    name: str
    tricks: str | None
    to_move: bool
    badges: list[str] = field(default_factory=list)


def fan(count: int, width: float = HAND_W, y: float = HAND_Y,
        span: float = FAN_SPAN) -> list[FanSpot]:
    """A slightly arched, overlapping fan centred at the bottom of the felt, at most about
    `span` wide."""
    if count <= 0:
        return []
    step = min(width * 0.66, span / count)
    left = CENTRE.x() - (step * (count - 1) + width) / 2
    mid = (count - 1) / 2
    tilt = min(2.2, 22 / count)
    spots = []
    for i in range(count):
        off = i - mid
        spots.append(FanSpot(QPointF(left + i * step, y + 0.9 * off * off), off * tilt))
    return spots


def trick_spot(anchor: QPointF) -> QPointF:
    """Top-left of a trick card played from `anchor`: towards its player, on an ellipse."""
    h = TRICK_W * 1.4
    towards = anchor - CENTRE
    length = max((towards.x() ** 2 + towards.y() ** 2) ** 0.5, 1.0)
    spot = CENTRE + QPointF(towards.x() / length * TRICK_W * 1.2,
                            towards.y() / length * h * 0.6)
    return QPointF(spot.x() - TRICK_W / 2, spot.y() - h / 2)


def stage_spots(count: int, capacity: int) -> list[QPointF]:
    """Top-left corners of the cards laid in the staging area, left to right."""
    slots = max(capacity, count, 1)
    step = (STAGE_ZONE.width() - 40) / slots
    x0 = STAGE_ZONE.left() + 20 + (step - TRICK_W) / 2
    return [QPointF(x0 + i * step, STAGE_ZONE.top() + 70) for i in range(count)]
