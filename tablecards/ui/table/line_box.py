"""A label of a fixed number of lines: the table's status line under the felt.

A label that grows with its text pushes the table up and down as the text changes, so the
cards move under the mouse. This one keeps the height of `lines` lines whatever it says: the
text wraps within it (at the same places Qt would break it, CJK included) and what does not fit
is elided, the whole text then shown as the tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QLabel, QWidget

from tablecards.ui.compat import override


def line_height(widget: QWidget) -> int:
    """The height of one line of `widget`'s text in either language: kana and kanji may come
    from a fallback font with taller lines than the Latin one's."""
    metrics = widget.fontMetrics()
    sample = metrics.boundingRect(QRect(0, 0, 10_000, 10_000), 0, "Agあ漢")
    return max(metrics.lineSpacing(), sample.height())


def wrapped(text: str, font: QFont, width: int) -> list[str]:
    """`text` broken into lines no wider than `width` pixels (its own newlines kept)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.beginLayout()
        start = len(lines)
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            lines.append(paragraph[line.textStart():line.textStart() + line.textLength()])
        layout.endLayout()
        if len(lines) == start:
            lines.append("")
    return [line.rstrip() for line in lines]


def fit_lines(text: str, font: QFont, width: int, count: int) -> tuple[str, bool]:
    """`text` in at most `count` lines of `width` pixels, the last one elided if need be;
    and whether it all fitted."""
    lines = wrapped(text, font, max(width, 1))
    if len(lines) <= count:
        return "\n".join(lines), True
    last = " ".join(line for line in lines[count - 1:] if line)
    elided = QFontMetrics(font).elidedText(last, Qt.TextElideMode.ElideRight, width)
    return "\n".join([*lines[:count - 1], elided]), False


class LineBox(QLabel):
    """A QLabel that always takes `lines` lines of height; `text()` is the whole text."""

    def __init__(self, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = lines
        self._full = ""
        margins = self.contentsMargins()
        self.setFixedHeight(line_height(self) * lines + 4 + margins.top() + margins.bottom())
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setTextFormat(Qt.TextFormat.PlainText)

    @override
    def setText(self, text: str) -> None:
        self._full = text
        self._fit()

    @override
    def text(self) -> str:
        return self._full

    def _fit(self) -> None:
        shown, whole = fit_lines(self._full, self.font(), self.contentsRect().width(),
                                 self._lines)
        super().setText(shown)
        self.setToolTip("" if whole else self._full)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()
