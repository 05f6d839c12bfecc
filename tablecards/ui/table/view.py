"""The view onto the table: scales the fixed-size scene to the window and takes the keyboard.

The scene has fixed logical coordinates and the view fits it into whatever size the window
has; card items render their pixmaps at the resulting device size, so they stay crisp.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from tablecards.ui.compat import override
from tablecards.ui.focus_ring import OWN_MARK
from tablecards.ui.table import access
from tablecards.ui.table.scene import TableScene


class TableView(QGraphicsView):
    """Shows a TableScene; Left/Right choose a card, Up/Down switch between the own hand and
    a dummy the player controls, Space plays (or lays into the bid area), Enter confirms or
    plays, N deals the next hand, L shows the last trick and Escape closes it."""

    sig_last_trick = Signal()
    """The player asked to see the last trick (L)."""
    sig_next_deal = Signal()
    """The player asked for the next deal (N)."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setProperty(OWN_MARK, True)  # the card under the keys is marked instead
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setMinimumSize(480, 320)
        access.install()
        self.setAccessibleName(self.tr("Card table"))
        self.setAccessibleDescription(self.tr(
            "Left and Right choose a card, Up and Down switch rows, Space or Enter plays it"))
        self.confirm_hook: Callable[[], bool] | None = None
        self.key_hook: Callable[[int], bool] | None = None
        """A game's own letter keys (one per verb, say): True when the key was used."""

    def fit(self) -> None:
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.table.set_view_scale(self.transform().m11())

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves = {Qt.Key.Key_Left: (self.table.move_focus, -1),
                 Qt.Key.Key_Right: (self.table.move_focus, 1),
                 Qt.Key.Key_Up: (self.table.switch_row, -1),
                 Qt.Key.Key_Down: (self.table.switch_row, 1)}
        if key in moves:
            step, n = moves[key]
            step(n)
            access.announce_focus(self, self.table.focused_item())
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
            access.announce_focus(self, self.table.focused_item())
        elif key == Qt.Key.Key_Space:
            self.table.activate_focus()
            access.announce_focus(self, self.table.focused_item())
        elif key == Qt.Key.Key_L:
            self.sig_last_trick.emit()
        elif key == Qt.Key.Key_N:
            self.sig_next_deal.emit()
        elif self.key_hook is not None and not event.modifiers() and self.key_hook(key):
            return
        else:
            super().keyPressEvent(event)

    def _enter(self) -> None:
        """Confirm a pending choice (a bid, the next deal); else play the chosen card. While
        cards are laid in a bid area, Space moves them and only Enter confirms."""
        if self.confirm_hook is not None and self.confirm_hook():
            return
        if not self.table.staging_active():
            self.table.activate_focus()
