"""The hot-seat curtain: "Pass to NAME" over the table until that player reveals their hand.

It covers the widget it is given (the table view) and follows its size. The felt behind stays
readable through a light veil, since the table then shows public facts only; the player
reveals with the button, Enter or Space.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from tablecards.ui.compat import override
from tablecards.ui.i18n import Retranslating

REVEAL_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
VEIL = QColor(8, 24, 14, 120)
BOX_STYLE = """
QFrame#pass_box { background: rgba(16, 40, 26, 235); border: 2px solid #ffd54f;
                  border-radius: 14px; }
QLabel { color: #ffffff; background: transparent; }
QLabel#pass_title { color: #ffd54f; font-size: 24px; font-weight: bold; }
QPushButton { font-size: 16px; padding: 6px 22px; }
"""


class PassScreen(Retranslating, QWidget):
    """A veil over `cover` with a box asking for the device to be passed."""

    sig_reveal = Signal()
    """The awaited player asked to see their hand."""

    def __init__(self, cover: QWidget) -> None:
        super().__init__(cover)
        self.setObjectName("pass_screen")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._name = ""
        self.box = QFrame(self)
        self.box.setObjectName("pass_box")
        self.box.setStyleSheet(BOX_STYLE)
        self.title = QLabel(self.box)
        self.title.setObjectName("pass_title")
        self.hint = QLabel(self.box)
        for label in (self.title, self.hint):  # they name seats: shown as typed, never markup
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.reveal_button = QPushButton(self.box)
        self.reveal_button.setObjectName("reveal_button")
        self.reveal_button.clicked.connect(self.sig_reveal.emit)
        self._build()
        cover.installEventFilter(self)
        self.hide()

    def _build(self) -> None:
        layout = QVBoxLayout(self.box)
        layout.setContentsMargins(28, 16, 28, 16)
        layout.setSpacing(8)
        for widget in (self.title, self.hint):
            widget.setAlignment(Qt.AlignmentFlag.AlignCenter)
            widget.setWordWrap(True)
            layout.addWidget(widget)
        layout.addWidget(self.reveal_button, 0, Qt.AlignmentFlag.AlignCenter)

    def show_for(self, name: str) -> None:
        """Cover the table and ask for the device to go to `name`."""
        self._name = name
        self.retranslate()
        self._fit()
        self.show()
        self.raise_()
        self.reveal_button.setFocus()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass to %1").replace("%1", self._name))
        self.hint.setText(self.tr("Only %1 should look now. Press Enter to see your cards.")
                          .replace("%1", self._name))
        self.reveal_button.setText(self.tr("Show my cards"))
        self.box.adjustSize()

    def _fit(self) -> None:
        """Fill the covered widget; the box sits at the foot, over the (hidden) hand only."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.setGeometry(parent.rect())
        self.box.adjustSize()
        lines = max(self.hint.fontMetrics().horizontalAdvance(self.hint.text()),
                    self.title.fontMetrics().horizontalAdvance(self.title.text()))
        margins = self.box.layout().contentsMargins()
        wanted = lines + margins.left() + margins.right() + 8  # the hint on one line if it fits
        width = min(max(self.box.sizeHint().width(), wanted, 480), max(self.width() - 40, 200))
        self.box.resize(width, self.box.heightForWidth(width))
        x = (self.width() - self.box.width()) // 2
        y = max(self.height() - self.box.height() - 16, 0)
        self.box.move(x, y)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Follow the covered widget's size; while up, keep its focus and keys for the curtain
        (the table takes focus as a match starts or resumes, after the curtain went up)."""
        if watched is not self.parentWidget():
            return False
        if event.type() == QEvent.Type.Resize:
            self._fit()
        elif self.isVisible() and event.type() == QEvent.Type.FocusIn:
            self.reveal_button.setFocus()
        elif self.isVisible() and isinstance(event, QKeyEvent) \
                and event.type() == QEvent.Type.KeyPress and event.key() in REVEAL_KEYS:
            self.sig_reveal.emit()
            return True
        return False

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in REVEAL_KEYS:
            self.sig_reveal.emit()
        else:
            super().keyPressEvent(event)

    @override
    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # nothing under the veil may be clicked

    @override
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), VEIL)
