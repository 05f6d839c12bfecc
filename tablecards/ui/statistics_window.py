"""The Statistics window: a player's record at one game, overall or in one variant.

It reads a `StatsStore` (matches and deals played, finished or not, the game's own figures,
points per deal and the coach's verdicts by month) and shows them beside a chart of the points
of each deal.
The chart is painted by hand with QPainter: the Qt wheel the app ships (PySide6-Essentials)
has no QtCharts module, and a line, a moving average and a few ticks need no more.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.registry import game_class, game_texts
from tablecards.ui.compat import override
from tablecards.ui.game_texts import choice_text, game_chooser, name_games, name_of, option_label
from tablecards.ui.i18n import Retranslating
from tablecards.ui.review_view import VERDICT_COLOURS, verdict_text
from tablecards.ui.seat_names import kept_name_text
from tablecards.ui.statistics import StatsStore, Summary, variant_of

VERDICT_ORDER = ("good", "inaccuracy", "mistake", "blunder")
AVERAGE_OVER = 10
DOTS_UP_TO = 80  # more deals than this and the dots would merge into the line


def variant_words(game_id: str, key: str) -> str:
    """A variant key as a player reads it: "3 players, Target score: 101"."""
    players, options = variant_of(key)
    if players <= 0:
        return key
    parts = [QCoreApplication.translate("StatisticsWindow", "%n players", "", players)]
    specs = {spec.id: spec for spec in game_class(game_id).spec.options}
    for option_id, value in sorted(options.items()):
        spec = specs.get(option_id)
        if spec is None:
            parts.append(f"{option_id}: {value}")
        elif isinstance(value, bool):
            label = option_label(game_id, spec)
            parts.append(label if value else QCoreApplication.translate(
                "StatisticsWindow", "%1: off").replace("%1", label))
        else:
            parts.append(f"{option_label(game_id, spec)}: {choice_text(game_id, spec, value)}")
    separator = QCoreApplication.translate("StatisticsWindow", ", ")
    return separator.join(parts)


def figure_words(game_id: str) -> dict[str, str]:
    """The game's own figures' labels in the current language, by figure id. A game marks
    them in a context named after its options' ("HeartsOptions" -> "HeartsFigures")."""
    words = game_texts(game_id)
    if words is None:
        return {}
    context = words.options_context.removesuffix("Options") + "Figures"
    return {key: QCoreApplication.translate(context, text)
            for key, text in words.figure_labels.items()}


def moving_average(points: Sequence[int], over: int = AVERAGE_OVER) -> list[float]:
    """Each deal's average with up to `over - 1` deals before it (a shorter run at first)."""
    averages: list[float] = []
    running = 0
    for index, value in enumerate(points):
        running += value
        if index >= over:
            running -= points[index - over]
        averages.append(running / min(index + 1, over))
    return averages


def nice_step(span: float, ticks: int = 4) -> float:
    """A round step (1, 2 or 5 times a power of ten, never below 1: points and deals are
    whole numbers) giving about `ticks` intervals."""
    raw = max(span / ticks, 1.0)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return float(factor * power)
    return float(10 * power)


def tick_values(low: float, high: float, ticks: int = 4) -> list[float]:
    """Round values from `low` to `high` inclusive, `nice_step` apart."""
    step = nice_step(high - low, ticks)
    first = math.ceil(low / step) * step
    count = math.floor((high - first) / step + 1e-9) + 1
    return [first + i * step for i in range(max(count, 0))]


class ScoreChart(Retranslating, QWidget):
    """Points of each deal in the order played, with their moving average."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_chart")
        self._points: list[int] = []
        self.setMinimumSize(260, 140)
        self.retranslate()

    def set_points(self, points: list[int]) -> None:
        self._points = list(points)
        self.update()

    def points(self) -> list[int]:
        return list(self._points)

    @override
    def sizeHint(self) -> QSize:
        return QSize(520, 240)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Points per deal"))
        self.update()

    def _value_range(self) -> tuple[float, float]:
        """The values shown: every point and zero, out to round ticks (one unit at least)."""
        low = float(min(min(self._points, default=0), 0))
        high = float(max(max(self._points, default=0), 0))
        if high - low < 1:
            high = low + 1
        step = nice_step(high - low)
        return math.floor(low / step) * step, math.ceil(high / step) * step

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        low, high = self._value_range()
        metrics = self.fontMetrics()
        labels = [self._number(v) for v in tick_values(low, high)]
        left = max((metrics.horizontalAdvance(t) for t in labels), default=0) + 12
        line = metrics.height()
        right = metrics.horizontalAdvance(str(max(len(self._points), 1))) / 2 + 8
        plot = QRectF(left, line * 2.0, self.width() - left - right,
                      self.height() - line * 3.6)
        if plot.width() < 10 or plot.height() < 10:
            painter.end()
            return
        self._paint_axes(painter, plot, low, high)
        self._paint_series(painter, plot, low, high)
        self._paint_legend(painter)
        painter.end()

    @staticmethod
    def _number(value: float) -> str:
        return str(int(value)) if value == int(value) else f"{value:g}"

    def _to_point(self, plot: QRectF, index: int, value: float, low: float,
                  high: float) -> QPointF:
        inner = plot.adjusted(6, 4, -6, -4)  # dots at the ends stay whole
        count = len(self._points)
        x = inner.center().x() if count < 2 else inner.left() + inner.width() * index / (count - 1)
        y = inner.bottom() - inner.height() * (value - low) / (high - low)
        return QPointF(x, y)

    def _paint_axes(self, painter: QPainter, plot: QRectF, low: float, high: float) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        grid = QColor(text)
        grid.setAlpha(40)
        metrics = self.fontMetrics()
        for value in tick_values(low, high):
            y = self._to_point(plot, 0, value, low, high).y()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            label = self._number(value)
            painter.drawText(QPointF(plot.left() - 6 - metrics.horizontalAdvance(label),
                                     y + metrics.ascent() / 2 - 1), label)
        zero = self._to_point(plot, 0, 0, low, high).y()
        painter.setPen(QPen(text, 1.5))
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        count = len(self._points)
        for deal in self._deal_ticks(count):
            x = self._to_point(plot, deal - 1, low, low, high).x()
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            label = str(deal)
            painter.drawText(QPointF(x - metrics.horizontalAdvance(label) / 2,
                                     plot.bottom() + 4 + metrics.ascent()), label)

    @staticmethod
    def _deal_ticks(count: int) -> list[int]:
        """Deal numbers to mark under the chart: round numbers, the first deal always."""
        if count <= 0:
            return []
        step = max(1, int(nice_step(count - 1 if count > 1 else 1, 5)))
        marks = [d for d in range(step, count + 1, step)]
        return [1] + [d for d in marks if d - 1 >= step / 2]

    def _series_colours(self) -> tuple[QColor, QColor]:
        """The points' colour and the average's, each readable on the chart's background."""
        dark = self.palette().color(QPalette.ColorRole.Base).lightness() < 128
        points = QColor("#64b5f6") if dark else QColor("#1565c0")
        average = QColor("#ffb74d") if dark else QColor("#e65100")
        return points, average

    def _paint_series(self, painter: QPainter, plot: QRectF, low: float, high: float) -> None:
        if not self._points:
            return
        points_colour, average_colour = self._series_colours()
        faint = QColor(points_colour)
        faint.setAlpha(120)
        deals = QPolygonF([self._to_point(plot, i, v, low, high)
                           for i, v in enumerate(self._points)])
        painter.setPen(QPen(faint, 1))
        painter.drawPolyline(deals)
        if len(self._points) <= DOTS_UP_TO:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(points_colour))
            for index in range(deals.size()):
                painter.drawEllipse(deals.at(index), 3.0, 3.0)
        averages = moving_average(self._points)
        painter.setPen(QPen(average_colour, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolyline(QPolygonF([self._to_point(plot, i, v, low, high)
                                        for i, v in enumerate(averages)]))

    def _paint_legend(self, painter: QPainter) -> None:
        points_colour, average_colour = self._series_colours()
        metrics = self.fontMetrics()
        x, y = 12.0, metrics.height() * 0.9
        entries = ((points_colour, self.tr("Points per deal")),
                   (average_colour, self.tr("Average of the last %1 deals")
                    .replace("%1", str(AVERAGE_OVER))))
        for colour, words in entries:
            painter.setPen(QPen(colour, 2.5))
            painter.drawLine(QPointF(x, y - metrics.ascent() / 3),
                             QPointF(x + 18, y - metrics.ascent() / 3))
            painter.setPen(self.palette().color(QPalette.ColorRole.Text))
            painter.drawText(QPointF(x + 24, y), words)
            x += 24 + metrics.horizontalAdvance(words) + 18


class StatisticsWindow(Retranslating, QDialog):
    """One game's statistics for one player, chosen from those the store has seen."""

    def __init__(self, store: StatsStore, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setModal(False)
        self.setObjectName("statistics_window")
        self.store = store
        self.reset_question: QMessageBox | None = None
        self.game_label = QLabel(self)
        self.games = game_chooser(self, game_id)
        self.game_label.setBuddy(self.games)
        self.player_label = QLabel(self)
        self.players = QComboBox(self)
        self.players.setObjectName("statistics_players")
        self.player_label.setBuddy(self.players)
        self.variant_label = QLabel(self)
        self.variants = QComboBox(self)
        self.variants.setObjectName("statistics_variants")
        self.variant_label.setBuddy(self.variants)
        self.empty = QLabel(self)
        self.empty.setObjectName("statistics_empty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.details = QWidget(self)
        self.figures = QFormLayout()
        self.chart = ScoreChart(self.details)
        self.no_deals = QLabel(self.details)
        self.no_deals.setObjectName("statistics_no_deals")
        self.verdicts_title = QLabel(self.details)
        self.verdicts = QTableWidget(0, len(VERDICT_ORDER), self.details)
        self.verdicts.setObjectName("statistics_verdicts")
        self.no_verdicts = QLabel(self.details)
        self.no_verdicts.setObjectName("statistics_no_verdicts")
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("statistics_reset")
        self.close_button = QPushButton(self)
        self._build()
        self.games.currentIndexChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self.refresh)
        self.variants.currentIndexChanged.connect(self.refresh)
        self.reset_button.clicked.connect(self._ask_reset)
        self.close_button.clicked.connect(self.close)
        self.retranslate()
        self.resize(760, 720)

    def _build(self) -> None:
        top = QHBoxLayout()
        for label, combo in ((self.game_label, self.games), (self.player_label, self.players),
                             (self.variant_label, self.variants)):
            top.addWidget(label)
            top.addWidget(combo, 1)
        self.verdicts.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verdicts.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        details.addLayout(self.figures)
        details.addWidget(self.chart, 1)
        details.addWidget(self.no_deals)
        details.addWidget(self.verdicts_title)
        details.addWidget(self.verdicts)
        details.addWidget(self.no_verdicts)
        bottom = QHBoxLayout()
        bottom.addWidget(self.reset_button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.empty, 1)
        layout.addWidget(self.details, 1)
        layout.addLayout(bottom)

    def game_id(self) -> str:
        return str(self.games.currentData())

    def player(self) -> str | None:
        data = self.players.currentData()
        return None if data is None else str(data)

    def variant(self) -> str | None:
        data = self.variants.currentData()
        return None if data is None else str(data)

    def show_game(self, game_id: str) -> None:
        """Bring the window forward at a game's statistics, read afresh."""
        index = self.games.findData(game_id)
        if index >= 0 and index != self.games.currentIndex():
            self.games.setCurrentIndex(index)
        else:
            self._game_changed()
        self.show()
        self.raise_()
        self.activateWindow()

    def _game_changed(self) -> None:
        self._fill_players()
        self._fill_variants()
        self.refresh()

    def _fill_players(self) -> None:
        """The names the store has seen at this game, keeping the one chosen if still there."""
        chosen = self.player()
        self.players.blockSignals(True)
        self.players.clear()
        for name in self.store.players(self.game_id()):
            self.players.addItem(kept_name_text(name), name)
        self.players.setCurrentIndex(max(self.players.findData(chosen), 0))
        self.players.setEnabled(self.players.count() > 0)
        self.players.blockSignals(False)

    def _fill_variants(self) -> None:
        """"All variants" then each variant played, worded now, keeping the one chosen."""
        chosen = self.variant()
        game = self.game_id()
        self.variants.blockSignals(True)
        self.variants.clear()
        self.variants.addItem(self.tr("All variants"), None)
        for key in self.store.variants(game):
            self.variants.addItem(variant_words(game, key), key)
        index = self.variants.findData(chosen) if chosen is not None else 0
        self.variants.setCurrentIndex(max(index, 0))
        self.variants.setEnabled(self.variants.count() > 1)
        self.variants.blockSignals(False)

    def refresh(self) -> None:
        """Read the store again and show the chosen player's figures, chart and verdicts."""
        game, player = self.game_id(), self.player()
        summary = None if player is None else self.store.summary(game, player, self.variant())
        has_data = summary is not None and summary.matches > 0
        self.empty.setVisible(not has_data)
        self.details.setVisible(has_data)
        self.reset_button.setEnabled(player is not None)
        if summary is None or player is None or not has_data:
            self.empty.setText(self.tr("No deal of %1 has been played yet.")
                               .replace("%1", name_of(game)))
            self.chart.set_points([])
            return
        self._show_figures(game, summary)
        points = [p.points for p in self.store.deal_points(game, player, self.variant())]
        self.chart.set_points(points)
        self.chart.setVisible(bool(points))
        self.no_deals.setVisible(not points)
        self._show_verdicts(self.store.verdicts_by_month(game, player))

    def _figure_rows(self, game: str, summary: Summary) -> list[tuple[str, str, str]]:
        """(object name, label, value) of every figure shown, common ones first."""
        average = summary.average_per_deal
        rows = [("matches", self.tr("Matches played"), str(summary.matches)),
                ("matches_won", self.tr("Matches won"), str(summary.matches_won)),
                ("unfinished", self.tr("Matches not finished yet"), str(summary.unfinished)),
                ("deals", self.tr("Deals played"), str(summary.deals)),
                ("deals_won", self.tr("Deals won"), str(summary.deals_won)),
                ("average", self.tr("Average score per deal"),
                 "–" if average is None else f"{average:.1f}")]
        labels = figure_words(game)
        rows += [(f"game_{key}", labels.get(key, key.replace("_", " ").capitalize()),
                  str(value)) for key, value in summary.figures.items()]
        rows.append(("open_matches", self.tr("Matches played with hands open"),
                     str(summary.open_matches)))
        return rows

    def _show_figures(self, game: str, summary: Summary) -> None:
        while self.figures.rowCount():
            self.figures.removeRow(0)
        for name, label, value in self._figure_rows(game, summary):
            shown = QLabel(value)
            shown.setObjectName(f"figure_{name}")
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            title = QLabel(label)
            title.setBuddy(shown)
            self.figures.addRow(title, shown)

    def figure_values(self) -> dict[str, str]:
        """The figures on show by object name (for tests and screen readers' sake alike)."""
        values: dict[str, str] = {}
        for row in range(self.figures.rowCount()):
            item = self.figures.itemAt(row, QFormLayout.ItemRole.FieldRole)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QLabel):
                values[widget.objectName().removeprefix("figure_")] = widget.text()
        return values

    def _show_verdicts(self, months: list[tuple[str, dict[str, int]]]) -> None:
        self.verdicts.setRowCount(len(months))
        self.verdicts.setVerticalHeaderLabels([month for month, _ in months])
        bold = QFont()
        bold.setBold(True)
        for row, (_, counts) in enumerate(months):
            for col, verdict in enumerate(VERDICT_ORDER):
                item = QTableWidgetItem(str(counts.get(verdict, 0)))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setForeground(QBrush(QColor(VERDICT_COLOURS[verdict])))
                item.setFont(bold)
                self.verdicts.setItem(row, col, item)
        self.verdicts.setVisible(bool(months))
        self.no_verdicts.setVisible(not months)
        self._fit_verdicts()

    def _fit_verdicts(self) -> None:
        """As tall as its months, up to a few of them (then it scrolls)."""
        rows = sum(self.verdicts.rowHeight(r) for r in range(min(self.verdicts.rowCount(), 5)))
        frame = 2 * self.verdicts.frameWidth()
        self.verdicts.setFixedHeight(self.verdicts.horizontalHeader().sizeHint().height()
                                     + rows + frame)

    def _word_verdict_headers(self) -> None:
        for col, verdict in enumerate(VERDICT_ORDER):
            header = QTableWidgetItem(verdict_text(verdict))
            header.setForeground(QBrush(QColor(VERDICT_COLOURS[verdict])))
            self.verdicts.setHorizontalHeaderItem(col, header)

    def _ask_reset(self) -> None:
        """Ask first (No is the default); the answer arrives through `_reset_answered`."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset statistics"),
                          self.tr("Forget every statistic of %1? This cannot be undone.")
                          .replace("%1", name_of(self.game_id())),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("statistics_reset_question")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._reset_answered)
        self.reset_question = box
        box.open()

    def _reset_answered(self, answer: Any) -> None:
        self.reset_question = None
        if answer != QMessageBox.StandardButton.Yes.value:
            return
        self.store.reset(self.game_id())
        self._game_changed()

    def retranslate(self) -> None:
        """Every word in the current language, at the same game, player and variant."""
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("&Game"))
        self.player_label.setText(self.tr("&Player"))
        self.variant_label.setText(self.tr("&Variant"))
        self.verdicts_title.setText(self.tr("The coach's verdicts by month"))
        self.no_verdicts.setText(self.tr("The coach has not rated any move yet."))
        self.no_deals.setText(self.tr("No deal was completed in these matches."))
        self.reset_button.setText(self.tr("&Reset statistics of this game…"))
        self.close_button.setText(self.tr("&Close"))
        self.verdicts.setAccessibleName(self.tr("Verdicts by month"))
        self._word_verdict_headers()
        name_games(self.games)
        self._game_changed()
