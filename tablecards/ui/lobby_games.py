"""The lobby's game picker: a keyboard-navigable list of tiles, one per game.

Each tile shows the game's picture (our own vector art, `picture.svg` in the game's folder,
drawn through QSvgRenderer so it is crisp at any device pixel ratio), its translated name, the
one-line summary and the player counts. `GamePicker` offers the small combo-box-like API the
lobby and its tests use (`findData`, `currentIndex`, `setCurrentIndex`, `currentText`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.registry import game_entry
from tablecards.rules.spec import GameSpec
from tablecards.ui.compat import override
from tablecards.ui.game_texts import game_name, game_summary, player_counts

# QtSvg and QStyle (some 8 ms for PySide6 to load and make) serve only the painting, which
# comes after the window is mapped: they are imported there (tests/test_startup_imports.py).
if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

PICTURE = QSize(120, 90)
PAD = 10
GAP = 12
SPEC_ROLE = Qt.ItemDataRole.UserRole + 1
ModelIndex = QModelIndex | QPersistentModelIndex

_renderers: dict[str, QSvgRenderer | None] = {}


def picture(game_id: str) -> QSvgRenderer | None:
    """The game's vector picture, None when it has none (loaded once)."""
    if game_id not in _renderers:
        from PySide6.QtSvg import QSvgRenderer

        path = game_entry(game_id).folder() / game_entry(game_id).picture
        renderer = QSvgRenderer(str(path)) if path.is_file() else None
        _renderers[game_id] = renderer if renderer is not None and renderer.isValid() else None
    return _renderers[game_id]


def paint_picture(painter: QPainter, game_id: str, rect: QRectF) -> None:
    """Draw the game's picture into `rect`, or a plain felt panel when there is none."""
    renderer = picture(game_id)
    if renderer is not None:
        renderer.render(painter, rect)
        return
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2e7d4f"))
    painter.drawRoundedRect(rect, 8, 8)
    painter.restore()


class TileDelegate(QStyledItemDelegate):
    """Paints a game tile: picture on the left, name, summary and player counts beside it."""

    @override
    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        from PySide6.QtWidgets import QStyle

        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        spec: GameSpec = index.data(SPEC_ROLE)
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = opt.rect.adjusted(PAD, PAD, -PAD, -PAD)
        top = box.top() + max(0, (box.height() - PICTURE.height()) // 2)
        paint_picture(painter, spec.id, QRectF(box.left(), top, PICTURE.width(),
                                               PICTURE.height()))
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        self._paint_texts(painter, opt, spec, _text_rect(box), opt.palette.color(role))
        painter.restore()

    def _paint_texts(self, painter: QPainter, opt: QStyleOptionViewItem, spec: GameSpec,
                     rect: QRect, colour: QColor) -> None:
        y = rect.top()
        for text, font, alpha in _lines(opt.font, spec):
            painter.setFont(font)
            muted = QColor(colour)
            muted.setAlphaF(alpha)
            painter.setPen(muted)
            flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
            height = QFontMetrics(font).boundingRect(QRect(0, 0, rect.width(), 10_000),
                                                     flags, text).height()
            painter.drawText(QRect(rect.left(), y, rect.width(), height), flags, text)
            y += height + 4

    @override
    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:
        spec: GameSpec = index.data(SPEC_ROLE)
        view = option.widget
        width = view.viewport().width() if isinstance(view, QListWidget) else 360
        text_width = max(80, width - 2 * PAD - PICTURE.width() - GAP)
        flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
        height = sum(QFontMetrics(font).boundingRect(QRect(0, 0, text_width, 10_000), flags,
                                                     text).height() + 4
                     for text, font, _ in _lines(option.font, spec))
        return QSize(width, max(PICTURE.height(), height) + 2 * PAD)


def _text_rect(box: QRect) -> QRect:
    return box.adjusted(PICTURE.width() + GAP, 0, 0, 0)


def _lines(base: QFont, spec: GameSpec) -> list[tuple[str, QFont, float]]:
    """The tile's texts: (text, font, opacity) for the name, summary and player counts."""
    name = QFont(base)
    name.setBold(True)
    name.setPointSizeF(base.pointSizeF() * 1.2)
    small = QFont(base)
    small.setPointSizeF(base.pointSizeF() * 0.92)
    return [(game_name(spec), name, 1.0), (game_summary(spec), QFont(base), 0.9),
            (player_counts(spec), small, 0.7)]


class GamePicker(QWidget):
    """A list of game tiles; emits `currentIndexChanged` with the row of the picked game."""

    currentIndexChanged = Signal(int)  # noqa: N815 (the QComboBox name, for the lobby)

    def __init__(self, specs: list[GameSpec], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.specs = specs
        self.view = QListWidget(self)
        self.view.setObjectName("game_picker")
        # A viewport made here: the list's own, made by Qt, costs PySide6 some 15 ms to wrap
        # the first time Python asks for it (the tiles' sizeHint does, before the window shows)
        self.view.setViewport(QWidget(self.view))
        self.view.setItemDelegate(TileDelegate(self.view))
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.view.setSpacing(2)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for spec in specs:
            item = QListWidgetItem(self.view)
            item.setData(SPEC_ROLE, spec)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.setFocusProxy(self.view)
        self.retranslate()
        self._tiles_stale = False  # the list lays out its new tiles itself when first shown
        if specs:
            self.view.setCurrentRow(0)
        self.view.currentRowChanged.connect(self.currentIndexChanged.emit)

    def retranslate(self) -> None:
        """Reword the tiles (names are also the items' texts, for accessibility)."""
        for row, spec in enumerate(self.specs):
            item = self.view.item(row)
            item.setText(game_name(spec))  # also for type-ahead search
            item.setData(Qt.ItemDataRole.AccessibleTextRole, game_name(spec))
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole,
                         f"{game_summary(spec)} {player_counts(spec)}")
        self._tiles_stale = True  # reworded while hidden: measured when shown again
        if self.view.isVisible():
            self._lay_out_tiles()

    def _lay_out_tiles(self) -> None:
        """Measure the tiles anew (their words changed): a whole layout pass of the list."""
        self._tiles_stale = False
        self.view.doItemsLayout()
        self.view.viewport().update()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._tiles_stale:
            self._lay_out_tiles()

    # -- the combo-box-like API -----------------------------------------------------------
    def count(self) -> int:
        return len(self.specs)

    def currentIndex(self) -> int:  # noqa: N802
        return self.view.currentRow()

    def setCurrentIndex(self, row: int) -> None:  # noqa: N802
        self.view.setCurrentRow(row)

    def findData(self, game_id: str) -> int:  # noqa: N802
        return next((i for i, s in enumerate(self.specs) if s.id == game_id), -1)

    def currentData(self) -> str | None:  # noqa: N802
        row = self.view.currentRow()
        return self.specs[row].id if 0 <= row < len(self.specs) else None

    def currentText(self) -> str:  # noqa: N802
        row = self.view.currentRow()
        return game_name(self.specs[row]) if 0 <= row < len(self.specs) else ""

    def tile_rect(self, row: int) -> QRect:
        """Where a tile lies in the list's viewport (for clicks in tests)."""
        return self.view.visualItemRect(self.view.item(row))
