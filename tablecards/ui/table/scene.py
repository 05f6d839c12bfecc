"""The table scene: lays out one seat's view of the match and turns gestures into card choices.

The scene is rebuilt from a `SeatView` after every change (`sync`). Card items are kept by
key, so a card glides from a hand to the trick instead of popping; the core's events (`note`)
add the deal, the trick collection and draws. Legality comes from the game panel, never from
the scene itself.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene
from shiboken6 import isValid

from tablecards.rules.actions import Event
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView, Trick
from tablecards.ui.compat import override
from tablecards.ui.match_config import Pace
from tablecards.ui.prefs import TablePrefs
from tablecards.ui.table.card_item import CardItem
from tablecards.ui.table.centre import ROW_SPAN, ROW_TOP, row_places
from tablecards.ui.table.focus import KeyFocus, Row
from tablecards.ui.table.labels import Caption, FeltLabels
from tablecards.ui.table.layout import (
    ANCHORS,
    CENTRE,
    DROP_ZONE,
    FAN_BESIDE_STOCK,
    FAN_SPAN,
    HAND_W,
    HAND_Y,
    OPEN_W,
    SCENE,
    SMALL_W,
    STAGE_ZONE,
    STOCK_CORNER,
    STOCK_POS,
    TRICK_W,
    Centre,
    DropZone,
    Marks,
    SeatInfo,
    Staging,
    fan,
    stage_spots,
    trick_spot,
)
from tablecards.ui.table.motion import MotionPlan, Timing, animate
from tablecards.ui.table.overlay import TrickOverlay

__all__ = ["DROP_ZONE", "STAGE_ZONE", "Marks", "SeatInfo", "Staging", "TableScene"]

LARGE_SCALE = 1.2
"""How much bigger the own hand, open hands and the trick are with large cards."""
STARK_FELT = QColor("#101418")
"""The plain dark felt of the high-contrast look."""


class TableScene(QGraphicsScene):
    """The felt, the seats, the trick in the middle and the viewer's hand at the bottom."""

    sig_card_chosen = Signal(int, object, int)
    """The viewer clicked, dropped or pressed Enter on a card (seat, Card, which copy of
    equal cards in the row, from 1: two packs deal twins)."""
    sig_card_staged = Signal(int, object, bool)
    """A card was dragged into (True) or out of (False) the staging area (seat, Card, in)."""
    sig_zone_drop = Signal(int, object, str, int)
    """A card was dropped on one of the game's drop zones (seat, Card, zone key, copy)."""
    sig_stock_chosen = Signal()
    """The viewer clicked the stock while the game lets them draw from it."""
    sig_overlay_shown = Signal(bool)
    """The last trick's overlay went up (True) or away (False)."""
    sig_overlay_step = Signal(int)
    """The overlay's arrow asked for the trick before (-1) or after (+1)."""

    def __init__(self, parent: QObject | None = None, pace: Pace | None = None,
                 prefs: TablePrefs | None = None) -> None:
        super().__init__(SCENE, parent)
        self.pace = pace or Pace(0, 0, 0)
        self.prefs = prefs or TablePrefs()
        self._items: dict[str, CardItem] = {}
        self._leaving: set[CardItem] = set()
        self._labels = FeltLabels(self)
        self._hand: list[CardItem] = []
        self._rows: list[Row] = []
        self._focus = KeyFocus()
        self._drop_hint = False
        self._staging: Staging | None = None
        self._zones: list[DropZone] = []
        self._stock_active = False
        self._seats = 2
        self._viewer = 0
        self._plan = MotionPlan()
        self._collected = 0
        self._fresh: list[tuple[str, CardItem]] = []
        self.overlay: TrickOverlay | None = None
        self._names: list[str] = []
        self._stock = 0
        self._played: dict[str, int] = {}  # a trick card's key: who played it
        self._last: tuple[SeatView, list[SeatInfo], Marks, list[str]] | None = None
        """The last layout's arguments, to lay the table out again at a new zoom."""

    @property
    def anim_ms(self) -> int:
        return self.pace.anim_ms

    # -- public API ----------------------------------------------------------------------
    def hand_items(self) -> list[CardItem]:
        """The viewer's own hand, left to right, then any cards laid in the staging area."""
        return list(self._hand)

    def trick_items(self) -> list[CardItem]:
        return [i for k, i in self._items.items() if k.startswith("t:")]

    def staged_items(self) -> list[CardItem]:
        staged = self._staging.cards if self._staging else []
        return [i for i in self._hand if i.card in staged]

    def card_items(self) -> list[CardItem]:
        """Every card item on the felt (not the overlay), leaving ones included."""
        return [*self._items.values(), *self._leaving]

    def focused_item(self) -> CardItem | None:
        return self._focus.item()

    def staging_active(self) -> bool:
        """Cards are being laid in a bid area (Enter then only confirms)."""
        return self._staging is not None

    def focused_seat(self) -> int | None:
        """Whose cards the keyboard walks through: the viewer's, or a dummy they play."""
        return self._focus.seat()

    def anchor(self, seat: int) -> QPointF:
        """Where a seat sits on the table, the viewer at the bottom centre."""
        rel = (seat - self._viewer) % self._seats
        if rel == 0:
            return QPointF(CENTRE.x(), HAND_Y + 60)
        anchors = ANCHORS.get(self._seats, ANCHORS[6])
        return anchors[min(rel - 1, len(anchors) - 1)]

    def note(self, events: list[Event]) -> None:
        """Remember what the core said happened; the next `sync` animates it."""
        self._plan.merge(events)

    def sync(self, view: SeatView, info: list[SeatInfo], marks: Marks,
             centre_lines: list[str]) -> None:
        """Lay the table out for `view` (the viewer's eyes) and play the pending motions."""
        self._seats, self._viewer = view.seats, view.seat
        stock = view.public.get("stock")
        self._stock = stock if isinstance(stock, int) and not isinstance(stock, bool) else 0
        self._staging = marks.staging if marks.active else None
        self._zones = list(marks.zones) if marks.active else []
        self._drop_hint = marks.active and self._staging is None and not self._zones
        self._stock_active = marks.active and marks.stock_active
        plan, self._plan = self._plan, MotionPlan()
        if plan.dealt:
            self._collected = 0
        self._fresh = []
        self._rows = []
        self._names = [i.name for i in info]
        self._played = {}
        wanted: dict[str, CardItem] = {}
        self._layout_hand(view, marks, wanted)
        for seat in range(view.seats):
            if seat != view.seat:
                self._layout_opponent(view, seat, marks, wanted)
        self._last = (view, info, marks, centre_lines)
        anchors = [self.anchor(s) for s in range(view.seats)]
        self._labels.high_contrast = self.prefs.high_contrast
        self._labels.draw(view, anchors, info, centre_lines, self._staging)
        captions: list[Caption] = []
        if marks.centre is not None:
            captions = self._layout_centre(marks.centre, wanted, self._row_top(anchors))
        else:
            self._layout_trick(view, wanted)
        self._layout_stock(view, marks, wanted)
        for key in set(self._items) - set(wanted):
            self.removeItem(self._items.pop(key))
        self._items = wanted
        animate(plan, self._fresh, self._viewer, self.anchor(view.dealer), self._timing())
        zone_captions = [Caption(z.caption, QPointF(z.rect.center().x(), z.rect.top() + 8),
                                 room=z.rect.width() - 8) for z in self._zones]
        self._labels.captions(captions + zone_captions)
        self._focus.reset(self._rows, marks.active, self.staged_items())
        self._focus.show(self.anim_ms)
        self.update()

    def set_view_scale(self, scale: float) -> None:
        """The view's zoom changed (the window was resized): text that would read below a
        readable size on the screen is drawn larger, and the table laid out again round it."""
        if abs(scale - self._labels.scale) > 0.005:
            self._labels.scale = scale
            if self._last is not None:
                self.sync(*self._last)

    def _row_top(self, anchors: list[QPointF]) -> float:
        """The middle row starts under the text of the seats across the table."""
        bottoms = [b for seat, b in self._labels.seat_bottoms.items()
                   if anchors[seat].y() < ROW_TOP]
        return max([ROW_TOP, *(b + 6 for b in bottoms)])

    def labels(self) -> list[QGraphicsItem]:
        """Every text on the felt (names, counts, captions, the header)."""
        return list(self._labels)

    def stock_spot(self) -> QPointF:
        """Where the stock lies: beside the viewer's hand, in the corner, when a seat sits on
        the left (under that seat it read as that player's pile); left of the middle at a
        table of two."""
        return STOCK_CORNER if self._seats > 2 else STOCK_POS

    def move_focus(self, step: int) -> None:
        """Left/Right: move the keyboard choice along the row."""
        self._focus.step(step)
        self._focus.show(self.anim_ms)

    def switch_row(self, step: int) -> None:
        """Up/Down: switch between the viewer's hand and a dummy they play."""
        self._focus.switch(step)
        self._focus.show(self.anim_ms)

    def activate_focus(self) -> None:
        item, seat = self.focused_item(), self.focused_seat()
        if item is not None and seat is not None and item.interactive and item.card is not None:
            self.sig_card_chosen.emit(seat, item.card, item.copy)

    def places(self) -> dict[CardItem, Place]:
        """Each card and pile as assistive technology should name it, in reading order: the
        viewer's hand, then the other cards on the felt, each pile (the stock, a hidden hand)
        named once by its top card."""
        staged = self.staged_items()
        found = {item: Place("staged" if item in staged else "hand", self._name(self._viewer))
                 for item in self._hand}
        piles: set[tuple[str, int | None]] = set()
        for key, item in self._items.items():
            kind, seat = _kind_of(key)
            if kind in ("hand", "?") or (kind, seat) in piles:
                continue
            if kind in ("backs", "stock"):
                piles.add((kind, seat))
            if kind == "trick":
                seat = self._played.get(key)
            found[item] = Place(kind, self._name(seat), self._pile_size(kind, seat))
        return found

    def _pile_size(self, kind: str, seat: int | None) -> int:
        if kind == "stock":
            return self._stock
        if kind == "backs":
            return sum(1 for key in self._items if key.startswith(f"b{seat}:"))
        return 0

    def _name(self, seat: int | None) -> str:
        return self._names[seat] if seat is not None and 0 <= seat < len(self._names) else ""

    def finish_motions(self) -> None:
        """Jump every running glide to its end (the pace was set to instant)."""
        for item in [*self._items.values(), *self._leaving]:
            item.finish_motion()

    def mark_hinted(self, seat: int, cards: list[Card]) -> None:
        """Ring the cards the coach suggests in `seat`'s row (the hand, or a dummy's) until
        the table is next laid out."""
        rows = [self._hand] if seat == self._viewer else []
        rows.append([item for key, item in self._items.items() if key.startswith(f"v{seat}:")])
        wanted = list(cards)
        for item in (item for row in rows for item in row):
            if item.card in wanted:
                wanted.remove(item.card)  # a twin card is ringed once per copy hinted
                item.set_hinted(True)

    # -- the last trick ----------------------------------------------------------------
    def show_overlay(self, title: str, plays: list[tuple[str, Card]], won: int | None = None,
                     caption: str = "", steps: tuple[bool, bool] = (False, False)) -> None:
        """Show one trick over the felt (`won`: the index of its winning play)."""
        self.hide_overlay()
        self.overlay = TrickOverlay(title, plays, won, caption, steps)
        self.overlay.sig_closed.connect(self.hide_overlay)
        self.overlay.sig_step.connect(self.sig_overlay_step)
        self.addItem(self.overlay)
        self.sig_overlay_shown.emit(True)

    def hide_overlay(self) -> None:
        if self.overlay is not None:
            self.removeItem(self.overlay)
            self.overlay.deleteLater()
            self.overlay = None
            self.sig_overlay_shown.emit(False)

    # -- layout of each zone -----------------------------------------------------------
    def _card(self, key: str, card: Card | None, width: float, wanted: dict[str, CardItem],
              start: QPointF | None = None) -> CardItem:
        item = self._items.get(key)
        if item is None or item.card != card:
            if item is not None:
                self.removeItem(item)
                self._items.pop(key)
            item = CardItem(card, width)
            item.sig_activated.connect(self._on_activated)
            item.sig_dropped.connect(self._on_dropped)
            self.addItem(item)
            item.setPos(start if start is not None else CENTRE)
            self._fresh.append((key, item))
        item.set_width(width)
        if item.high_contrast != self.prefs.high_contrast:
            item.high_contrast = self.prefs.high_contrast
            item.update()
        item.copy = _copy_of(key)
        wanted[key] = item
        return item

    def _face_keys(self, cards: list[Card], prefix: str = "c:") -> list[str]:
        seen: Counter[str] = Counter()
        keys = []
        for card in cards:
            seen[card.code] += 1
            keys.append(f"{prefix}{card.code}#{seen[card.code]}")
        return keys

    def _layout_hand(self, view: SeatView, marks: Marks, wanted: dict[str, CardItem]) -> None:
        staged = list(self._staging.cards) if self._staging else []
        own = view.seat in marks.interactive
        self._hand = []
        for spot in self._hand_spots(self.prefs.arrange(list(view.hand)), staged):
            card = spot.card
            item = self._card(spot.key, card, spot.width, wanted, self.anchor(view.seat))
            item.interactive = own
            legal = own and marks.active and card in marks.legal
            chosen = card in marks.selected if marks.copies is None \
                else (card, item.copy) in marks.copies
            item.set_marks(legal=legal, dimmed=own and marks.active and not legal,
                           selected=chosen and card not in staged)
            item.place(spot.pos, spot.z, self.anim_ms, spot.tilt)
            item.lift = 0.0
            self._hand.append(item)
        self._link_selection(self._hand)
        self._rows.append(Row(view.seat, list(self._hand), own))

    def _hand_spots(self, hand: list[Card], staged: list[Card]) -> list[HandSpot]:
        """The fan left to right, then the cards laid in a bid area in the order laid. The
        fan keeps a slot for every card of the hand, so laying one aside leaves a gap rather
        than sliding the others under the mouse before the choice is confirmed."""
        keyed = list(zip(self._face_keys(hand), hand, strict=True))
        width = HAND_W * self._scale()
        # Larger cards rise by half their extra height, so the fan stays on the felt.
        span = FAN_BESIDE_STOCK if self._stock_in_corner() else FAN_SPAN
        slots = fan(len(hand), width, HAND_Y - (width - HAND_W) * 0.7, span)
        fanned = [HandSpot(key, card, slot.pos, slot.rotation, width, 100.0 + n)
                  for n, ((key, card), slot) in enumerate(zip(keyed, slots, strict=True))
                  if card not in staged]
        laid = sorted((kc for kc in keyed if kc[1] in staged), key=lambda kc: staged.index(kc[1]))
        spots = stage_spots(len(laid), self._capacity())
        return fanned + [HandSpot(key, card, pos, 0.0, TRICK_W, 100.0 + len(hand) + n)
                         for n, ((key, card), pos) in enumerate(zip(laid, spots, strict=True))]

    @staticmethod
    def _link_selection(items: list[CardItem]) -> None:
        """Dragging a selected card carries the other selected cards of the hand along."""
        chosen = [i for i in items if i.selected_mark]
        for item in items:
            item.followers = [i for i in chosen if i is not item] if item in chosen else []

    def _stock_in_corner(self) -> bool:
        return self.stock_spot() == STOCK_CORNER and self._stock > 0

    def _capacity(self) -> int:
        return self._staging.capacity if self._staging else 0

    def _layout_opponent(self, view: SeatView, seat: int, marks: Marks,
                         wanted: dict[str, CardItem]) -> None:
        anchor = self.anchor(seat)
        shown = view.visible_hands.get(seat)
        if shown is not None:
            shown = self.prefs.arrange(list(shown))
            keys = [f"v{seat}:{k}" for k in self._face_keys(shown)]
            scale = self._scale()
            items = self._row(shown, keys, anchor, OPEN_W * scale, [32.0 * scale] * len(shown),
                              wanted, seat in marks.interactive, marks)
            if seat in marks.interactive:
                self._rows.append(Row(seat, items, True))
            return
        known = list(view.known_cards.get(seat, []))
        count = view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0
        backs = max(count - len(known), 0)
        keys = [f"k{seat}:{k}" for k in self._face_keys(known)]
        keys += [f"b{seat}:{i}" for i in range(backs)]
        # Known cards (shown draws) are spread enough to read their index, backs overlap.
        steps = [SMALL_W * 0.6] * len(known) + [16.0 if count < 12 else 12.0] * backs
        cards: list[Card | None] = [*known, *([None] * backs)]
        self._row(cards, keys, anchor, SMALL_W, steps, wanted, False, marks)

    def _row(self, cards: list[Card] | list[Card | None], keys: list[str], anchor: QPointF,
             width: float, steps: list[float], wanted: dict[str, CardItem], interactive: bool,
             marks: Marks) -> list[CardItem]:
        span = sum(steps[1:]) + width
        # Keep the whole row on the felt, even for a wide open hand beside the edge.
        x = min(max(anchor.x() - span / 2, 12.0), SCENE.width() - 12.0 - span)
        items = []
        for i, (key, card) in enumerate(zip(keys, cards, strict=True)):
            x += steps[i] if i else 0.0
            item = self._card(key, card, width, wanted, anchor)
            item.interactive = interactive
            legal = interactive and marks.active and card in marks.legal
            item.set_marks(legal=legal, dimmed=interactive and marks.active and not legal)
            item.place(QPointF(x, anchor.y() - 20), 50 + i, self.anim_ms)
            item.lift = 0.0
            items.append(item)
        return items

    def _layout_trick(self, view: SeatView, wanted: dict[str, CardItem]) -> None:
        """The trick in play; a finished trick stays, its winning card marked, until the next
        trick begins (a learner reads why it was won), then sweeps to its winner."""
        finished = view.tricks[-1] if len(view.tricks) > self._collected else None
        current = view.trick if view.trick is not None and view.trick.plays else None
        if finished is not None:
            self._place_trick(finished, wanted, gather=current is not None)
            if current is not None:
                self._collected = len(view.tricks)
        if current is not None:
            self._place_trick(current, wanted, gather=False)

    def _place_trick(self, trick: Trick, wanted: dict[str, CardItem], gather: bool) -> None:
        for order, (seat, card) in enumerate(trick.plays):
            key = self._face_keys([card], "t:")[0]
            face = self._face_keys([card])[0]
            # A card that was face up in a hand glides to the trick rather than popping up.
            moving = next((self._items.pop(k) for k in (face, f"k{seat}:{face}",
                                                         f"v{seat}:{face}")
                           if k in self._items and k not in wanted), None)
            if moving is not None and key not in self._items:
                self._items[key] = moving
                moving.interactive = False
                moving.set_marks()
            width = TRICK_W * self._scale()
            item = self._card(key, card, width, wanted, self.anchor(seat))
            self._played[key] = seat
            grow = width - TRICK_W  # a larger card keeps the same centre
            spot = trick_spot(self.anchor(seat)) - QPointF(grow / 2, grow * 0.7)
            if gather:
                self._gather(key, item, spot, wanted, 300 + order, trick.winner)
            else:
                done = trick.winner is not None
                item.set_marks(dimmed=done and seat != trick.winner,
                               won=done and seat == trick.winner)
                item.place(spot, 300 + order, self.anim_ms)

    def _gather(self, key: str, item: CardItem, spot: QPointF, wanted: dict[str, CardItem],
                z: float, winner: int | None) -> None:
        """Show a finished trick for a moment, then sweep it to its winner and drop it."""
        wanted.pop(key, None)
        self._items.pop(key, None)
        self._leaving.add(item)
        item.leaving = True
        item.setZValue(z)
        item.setRotation(0)
        t = self._timing()
        target = self.anchor(winner or 0) - QPointF(TRICK_W / 2, TRICK_W * 0.7)
        item.set_marks()
        item.move_to(target, t.glide, via=spot,
                     done=lambda: self._drop_leaving(item))

    def _drop_leaving(self, item: CardItem) -> None:
        """Remove a gathered card once its own animation has finished emitting."""
        if not (isValid(self) and isValid(item)):
            return  # the table was closed while the card was on its way
        item.hide()
        if self.anim_ms <= 0:
            self._remove_leaving(item)
        else:
            # Bound to the scene: the call is dropped if the scene goes first.
            QTimer.singleShot(0, self, lambda: self._remove_leaving(item))

    def _remove_leaving(self, item: CardItem) -> None:
        if item in self._leaving:
            self._leaving.discard(item)
            if item.scene() is self:
                self.removeItem(item)

    def _layout_stock(self, view: SeatView, marks: Marks, wanted: dict[str, CardItem]) -> None:
        stock = self._stock
        spot = self.stock_spot()
        if stock > 0:
            for i in range(min(stock, 4)):
                item = self._card(f"s:{i}", None, SMALL_W + 10, wanted, spot)
                item.interactive = self._stock_active
                item.place(spot + QPointF(i * 2, -i * 2), 10 + i, 0)
        if marks.turnup is not None:
            item = self._card(f"u:{marks.turnup.code}", marks.turnup, SMALL_W + 10, wanted,
                              spot)
            item.interactive = False
            item.place(spot + QPointF(SMALL_W + 24, 0), 20, 0)

    def _layout_centre(self, centre: Centre, wanted: dict[str, CardItem],
                       top: float) -> list[Caption]:
        """A game's sets in a row (face down as backs) from `top` down, captioned; returns
        the captions."""
        row = row_places([len(s.cards) for s in centre.sets], top, self._labels.line_height(15))
        captions: list[Caption] = []
        for n, (group, place) in enumerate(zip(centre.sets, row.sets, strict=True)):
            shown = [c for c in group.cards if c is not None]
            faces = iter(self._face_keys(shown, f"z{n}:{group.seat}:"))
            for i, (card, spot) in enumerate(zip(group.cards, place.cards, strict=True)):
                key = next(faces) if card is not None else f"z{n}:{group.seat}:b{i}"
                item = self._card(key, card, row.width, wanted, self.anchor(group.seat))
                item.interactive = False
                item.set_marks(legal=group.winner, dimmed=group.finished and not group.winner)
                item.place(spot, 300 + n * 20 + i, self.anim_ms)
            if group.caption:
                captions.append(Caption(group.caption, place.caption, group.winner,
                                        place.room - 6))
        if centre.title:
            captions.append(Caption(centre.title, row.title, True))
        line = self._labels.line_height(15)
        for n, note in enumerate(centre.notes, start=1):
            captions.append(Caption(note, row.title + QPointF(0, n * line),
                                    room=ROW_SPAN[1] - ROW_SPAN[0]))
        return captions

    # -- motions from events -----------------------------------------------------------
    def _scale(self) -> float:
        return LARGE_SCALE if self.prefs.large_cards else 1.0

    def _timing(self) -> Timing:
        return Timing.of(self.pace.anim_ms, self.pace.trick_ms)

    @override
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        stark = self.prefs.high_contrast
        if stark:
            painter.fillRect(rect, STARK_FELT)
        else:
            gradient = QRadialGradient(CENTRE, 800)
            gradient.setColorAt(0, QColor("#2e7d4f"))
            gradient.setColorAt(1, QColor("#14452b"))
            painter.fillRect(rect, gradient)
        zone = STAGE_ZONE if self._staging is not None else DROP_ZONE
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for drop in self._zones:
            painter.setPen(QPen(QColor(255, 236, 179, 255 if stark else 170), 3 if stark else 2,
                                Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 22))
            painter.drawRoundedRect(drop.rect, 18, 18)
        if self._drop_hint or self._staging is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            alpha = 255 if stark else 110 if self._staging is not None else 60
            painter.setPen(QPen(QColor(255, 255, 255, alpha), 3 if stark else 2,
                                Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 14 if self._staging is None else 26))
            painter.drawRoundedRect(zone, 24, 24)

    # -- gestures ------------------------------------------------------------------------
    def _on_activated(self, item: CardItem) -> None:
        if item.card is None and self._stock_active and item in self._stock_items():
            self.sig_stock_chosen.emit()
            return
        seat = self._seat_of(item)
        if seat is not None and item.card is not None:
            self.sig_card_chosen.emit(seat, item.card, item.copy)

    def _on_dropped(self, item: CardItem, pos: QPointF) -> None:
        seat, card = self._seat_of(item), item.card
        zone = next((z for z in self._zones if z.rect.contains(pos)), None)
        if seat is not None and card is not None:
            if self._zones:
                if zone is not None:
                    self.sig_zone_drop.emit(seat, card, zone.key, item.copy)
            elif self._staging is not None:
                inside = STAGE_ZONE.contains(pos)
                if inside != (card in self._staging.cards):
                    self.sig_card_staged.emit(seat, card, inside)
            elif DROP_ZONE.contains(pos):
                self.sig_card_chosen.emit(seat, card, item.copy)
        for moved in (item, *item.followers):
            if moved.scene() is self and moved.pos() != moved.home:
                moved.fly_home(self.anim_ms)

    def _stock_items(self) -> list[CardItem]:
        return [i for k, i in self._items.items() if k.startswith("s:")]

    def _seat_of(self, item: CardItem) -> int | None:
        key = next((k for k, v in self._items.items() if v is item), None)
        if key is None:
            return None
        if key.startswith("c:"):
            return self._viewer
        if key.startswith("v"):
            return int(key[1:key.index(":")])
        return None


@dataclass(frozen=True)
class Place:
    """Where a card lies, for the words a screen reader says: its kind ("hand", "staged",
    "open", "known", "backs", "trick", "centre", "stock", "turnup"), whose it is, and for a
    pile how many cards it holds."""

    kind: str
    seat_name: str = ""
    count: int = 0


_KINDS = {"c": "hand", "v": "open", "k": "known", "b": "backs", "t": "trick", "z": "centre",
          "s": "stock", "u": "turnup"}


def _kind_of(key: str) -> tuple[str, int | None]:
    """The kind of place a scene key names and the seat in it, if any ("v2:QS#1": open, 2)."""
    return _KINDS.get(key[:1], "?"), _seat_in(key)


def _seat_in(key: str) -> int | None:
    head = key.split(":")
    if key[:1] in "vkb" and head[0][1:].isdigit():
        return int(head[0][1:])
    if key[:1] == "z" and len(head) > 2 and head[1].isdigit():
        return int(head[1])
    return None


@dataclass
class HandSpot:
    """Where one card of the viewer's hand rests: in the fan or laid in the bid area."""

    key: str
    card: Card
    pos: QPointF
    tilt: float
    width: float
    z: float


def _copy_of(key: str) -> int:
    """Which of equal cards a face-up item is, from its key ("c:7H#2" is the second 7H)."""
    _, mark, n = key.rpartition("#")
    return int(n) if mark and n.isdigit() else 1
