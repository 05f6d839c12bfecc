"""A visible keyboard focus: a ring drawn round whichever control has the keyboard.

The Fusion style marks focus faintly or not at all (a tile list whose current tile is also
the selected one, a rules page without a frame, a default button that looks focused
already), so a player moving by Tab could not tell where the keys go. The ring is a small
overlay in the focused widget's window, laid round the part of the widget that is in view
(a control half scrolled away gets a ring round what shows). It never takes the mouse or
the keyboard, and it follows the widget when it moves or resizes. A widget that marks its
own focus (the card table shows the card under the keys) opts out with `OWN_MARK`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import isValid

from tablecards.ui.compat import override

RING = QColor("#1565c0")
"""Dark blue: reads on the light window, the selected (blue) tile and the white page."""
WIDTH = 3
OWN_MARK = "own_focus_mark"
"""A widget property: True when the widget shows its own focus and wants no ring."""


class Ring(QWidget):
    """The ring itself: a child of one window, above its other children."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("focus_ring")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(RING, WIDTH))
        half = WIDTH / 2
        painter.drawRoundedRect(self.rect().toRectF().adjusted(half, half, -half, -half), 4, 4)


class FocusRings(QObject):
    """Watches the application's focus and keeps one ring round the focused widget."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rings: dict[int, Ring] = {}
        self._target: QWidget | None = None
        self._watched: list[QWidget] = []  # the target and its ancestors (a scroll moves one)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
            self._focus_changed(None, app.focusWidget())

    def ring_of(self, window: QWidget) -> Ring:
        """The window's ring (made when first needed)."""
        ring = self._rings.get(id(window))
        if ring is None or not isValid(ring) or ring.parentWidget() is not window:
            ring = Ring(window)
            self._rings[id(window)] = ring
        return ring

    def target(self) -> QWidget | None:
        """The widget the ring is round now, if any."""
        return self._target

    def _focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        for widget in self._watched:
            if isValid(widget):
                widget.removeEventFilter(self)
        self._watched = []
        for ring in self._rings.values():
            if isValid(ring):
                ring.hide()
        self._target = new if new is not None and _wants_ring(new) else None
        step = self._target
        while step is not None:
            step.installEventFilter(self)
            self._watched.append(step)
            step = None if step.isWindow() else step.parentWidget()
        self._place()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show,
                            QEvent.Type.Hide):
            self._place()
        return False

    def _place(self) -> None:
        """Lay the ring round the visible part of the target, in its window."""
        target = self._target
        if target is None or not isValid(target):
            return
        window = target.window()
        ring = self.ring_of(window)
        shown = _visible_rect(target)
        if shown.isEmpty() or not target.isVisible():
            ring.hide()
            return
        ring.setGeometry(shown.adjusted(-WIDTH, -WIDTH, WIDTH, WIDTH))
        ring.raise_()
        ring.show()
        ring.update()


def _wants_ring(widget: QWidget) -> bool:
    """Not a window itself, nor in a popup (a combo box's list marks its current row)."""
    popup = widget.window().windowType() == Qt.WindowType.Popup
    return not widget.property(OWN_MARK) and not widget.isWindow() and not popup


def _visible_rect(widget: QWidget) -> QRect:
    """The widget's rectangle in its window's coordinates, clipped by every ancestor (the
    viewport of a scroll area it lies in, say)."""
    window = widget.window()
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect = rect.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return rect
