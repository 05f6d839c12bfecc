"""The coach's review of a deal: every decision of one seat rated by the honest search, walked
decision by decision with the seat's hand as it was.

The table rates each decision while the deal is played (`review_ahead`), so the review usually
opens rated; what is still missing is rated off the GUI thread (in the review's own process, or
for a table that rates nothing ahead on a worker thread) while the dialog shows its progress
and can cancel it, keeping what is rated so far. Each rating comes from the seat's own
view at that moment only (`tablecards.ai.review`), so a review never tells a player what they
could not have known. A run that fails, whatever the reason, ends its progress and says so in
the dialog: a review never waits for ever.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from collections.abc import Callable, Mapping
from concurrent.futures import FIRST_COMPLETED, Future, wait
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QThread, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tablecards.ai.review import FORCED, VERDICTS, Rating, Settings, decisions, review_record
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import Match, SeatView
from tablecards.rules.lesson_moves import move_cards as action_cards
from tablecards.rules.records import RecordError
from tablecards.ui import review_ahead
from tablecards.ui.coach_words import action_words, why_sentence
from tablecards.ui.compat import override
from tablecards.ui.i18n import Retranslating
from tablecards.ui.review_ahead import ReviewAhead
from tablecards.ui.table.card_item import CardItem
from tablecards.ui.texts import action_text, penalty_points

LOG = logging.getLogger(__name__)

VERDICT_COLOURS = {"good": "#2e7d32", "inaccuracy": "#b28704", "mistake": "#e65100",
                   "blunder": "#c62828", FORCED: "#616161"}

Arrange = Callable[[list[Card]], list[Card]]
"""How the table orders a hand (the player's sort and the game's rank order)."""
CARD_W = 64.0
GAP = 8.0


class CoachRun(QThread):
    """The coach's search off the GUI thread; `cancel()` asks it to stop.

    A run belongs to the application, not to the window that started it: closing the window
    only cancels it, and it deletes itself once its thread has ended (a QThread destroyed
    while running would abort the program). Quitting the app cancels and waits for every run
    still going (`stop_reviews`)."""

    def __init__(self) -> None:
        super().__init__(QCoreApplication.instance())
        self.finished.connect(self.deleteLater)
        self._stop = threading.Event()

    def cancel(self) -> None:
        self._stop.set()


class ReviewRun(CoachRun):
    """Rates a seat's decisions; a cancelled run stops after the current one. It ends with
    exactly one of `sig_rated` and `sig_failed` (a bad record's words, or "" for a fault of
    the search, which is logged).

    With `ratings` (the table's ratings made ahead, `review_ahead`), each decision's rating
    is the one made while the deal was played, or asked of the review's process now, and
    the run only waits for them; without, the record is reviewed here (`review_record`)."""

    sig_progress = Signal(int, int)
    sig_rated = Signal(list)
    sig_failed = Signal(str)

    def __init__(self, record: Mapping[str, Any] | None, seat: int, deals: list[int],
                 settings: Settings,
                 ratings: list[Future[Rating | None]] | None = None) -> None:
        super().__init__()
        self._record, self._seat, self._deals = record, seat, deals
        self._settings = settings
        self._ratings = ratings

    @override
    def run(self) -> None:
        try:
            ratings = self._reviewed() if self._ratings is None else self._waited(self._ratings)
        except RecordError as err:
            self.sig_failed.emit(str(err) or type(err).__name__)
            return
        except Exception:  # a fault of the search: said in the dialog, never a silent end
            LOG.exception("the coach's review failed")
            self.sig_failed.emit("")
            return
        self.sig_rated.emit(ratings)

    def _reviewed(self) -> list[Rating]:
        s = self._settings
        cheaper: dict[str, Any] = {}  # only what is set, so a test's cheaper defaults hold
        if s.budget is not None:
            cheaper["budget"] = s.budget
        if s.worlds is not None:
            cheaper["worlds"] = s.worlds
        assert self._record is not None
        return review_record(self._record, self._seat, s.level, s.seed, self._deals,
                             self.sig_progress.emit, self._stop.is_set, **cheaper)

    def _waited(self, futures: list[Future[Rating | None]]) -> list[Rating]:
        """The ratings in decision order, as each comes in; a cancelled run keeps the ones
        in before the first still missing (as `review_record` keeps those made)."""
        deal = self._deals[0] if self._deals else 0
        total = len(futures)
        self.sig_progress.emit(sum(f.done() for f in futures), total)
        waiting = set(futures)
        while waiting and not self._stop.is_set():
            done, waiting = wait(waiting, timeout=0.1, return_when=FIRST_COMPLETED)
            if done:
                self.sig_progress.emit(total - len(waiting), total)
        ratings: list[Rating] = []
        for index, future in enumerate(futures):
            if not future.done() or future.cancelled():
                break
            rated = future.result()  # a fault of the search raises here
            if rated is not None:
                ratings.append(dataclasses.replace(rated, deal=deal, decision=index))
        for future in futures:
            future.cancel()  # cancelled: nothing more is wanted (done ones stay as they are)
        return ratings


def positions(record: Mapping[str, Any], seat: int, deal: int) -> list[SeatView]:
    """The seat's view before each of its decisions in one deal (as the review counts them)."""
    return [view for view, _ in record_decisions(record, seat, deal)]


def record_decisions(record: Mapping[str, Any], seat: int,
                     deal: int) -> list[tuple[SeatView, Action]]:
    """The seat's view before each of its decisions in one deal and the action taken, as
    `review_record` reads and rates them."""
    return [(match.view(seat), action) for _, _, match, action
            in decisions(record, seat, [deal])]


class ReviewDialog(Retranslating, QDialog):
    """A deal's review for one seat: progress, the rated decisions, and the position of the
    chosen one with the move made and the best move marked."""

    sig_verdicts = Signal(int, dict)
    """A seat's decisions were rated: the seat and how many got each verdict."""

    def __init__(self, match: Match | Any, seat_names: list[str], seats: list[int], deal: int,
                 settings: Settings | None = None, parent: QWidget | None = None,
                 arrange: Arrange | None = None, ahead: ReviewAhead | None = None) -> None:
        """`match` is a local Match (its record is reviewed), or a network table's match
        (its game and options only: the decisions are the ones `ahead` kept from this
        machine's own views). `ahead`: the table's ratings made while the deal was played."""
        super().__init__(parent)
        self._arrange: Arrange = arrange or list
        self._game, self._options = str(match.game_id), dict(match.given_options)
        to_record = getattr(match, "to_record", None)
        self._record = to_record(seat_names) if to_record is not None else None
        self._ahead = ahead
        self._settings = settings or review_ahead.SETTINGS
        self._names, self._deal = seat_names, deal
        self._ratings: list[Rating] = []
        self._views: list[SeatView] = []
        self._run: ReviewRun | None = None
        self._running = False
        self._failure: str | None = None  # why the last run failed, in the player's words
        self.seat_box = QComboBox(self)
        for seat in seats:
            self.seat_box.addItem(seat_names[seat], seat)
        self.title = QLabel(self)
        self.progress = QProgressBar(self)
        self.cancel_button = QPushButton(self)
        self.table = QTableWidget(0, 5, self)
        self.reason = QLabel(self)
        self.reason.setWordWrap(True)
        self.scene = QGraphicsScene(self)
        self.board = QGraphicsView(self.scene, self)
        self.prev_button, self.next_button = QPushButton(self), QPushButton(self)
        self._build()
        self.retranslate()
        self.start()

    def _build(self) -> None:
        self.setModal(False)
        self.resize(900, 640)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for moves in (0, 1):  # the moves share what the numbers leave
            header.setSectionResizeMode(moves, QHeaderView.ResizeMode.Stretch)
        self.table.currentCellChanged.connect(lambda row, *_: self.show_decision(row))
        self.board.setMinimumHeight(200)
        self.board.setBackgroundBrush(QColor("#1b5e20"))
        self.cancel_button.clicked.connect(self.cancel)
        self.prev_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.seat_box.currentIndexChanged.connect(lambda _: self.start())
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.seat_box)
        running = QHBoxLayout()
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        walk = QHBoxLayout()
        walk.addWidget(self.prev_button)
        walk.addWidget(self.next_button)
        walk.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(running)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.reason)
        layout.addWidget(self.board, 2)
        layout.addLayout(walk)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review"))
        self.title.setText(self.tr("Deal %1: each decision rated by the Strong search from "
                                   "what the player could see").replace("%1",
                                                                        str(self._deal + 1)))
        self.cancel_button.setText(self.tr("&Cancel review"))
        self.prev_button.setText(self.tr("◀ &Previous decision"))
        self.next_button.setText(self.tr("&Next decision ▶"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Move made"), self.tr("Best move"), self.tr("Expected points (made / best)"),
            self.tr("Loss"), self.tr("Verdict")])
        self._fill()

    # -- running ---------------------------------------------------------------------------
    @property
    def seat(self) -> int:
        return int(self.seat_box.currentData())

    def start(self) -> None:
        """Rate the chosen seat's decisions of the deal (a running review is cancelled)."""
        self.cancel()
        self._ratings, self._failure = [], None
        found = self._decisions()
        self._views = [view for view, _ in found or []]
        self.progress.setRange(0, max(len(self._views), 1))
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        run = ReviewRun(self._record, self.seat, [self._deal], self._settings,
                        self._futures(found))
        run.sig_progress.connect(self._on_progress)
        run.sig_rated.connect(self._on_rated)
        run.sig_failed.connect(self._on_failed)
        run.finished.connect(self._on_finished)
        self.destroyed.connect(run.cancel)
        self._run, self._running = run, True
        self._fill()
        run.start()

    def _decisions(self) -> list[tuple[SeatView, Action]] | None:
        """The seat's decisions in the deal with the views they were made from: read from the
        record, else (a network table) as the table kept them; None when the record cannot be
        read (the record's review then says why)."""
        if self._record is None:
            kept = self._ahead.seat_decisions(self.seat, self._deal) if self._ahead else []
            return [(d.view, d.action) for d in kept]
        try:
            return record_decisions(self._record, self.seat, self._deal)
        except Exception:  # drawing is a help: a failure here must not stop the review
            LOG.exception("the review's positions could not be read")
            return None

    def _futures(self, found: list[tuple[SeatView, Action]] | None
                 ) -> list[Future[Rating | None]] | None:
        """Each decision's rating from the table's ratings ahead (asked now where missing),
        or None where the table rates nothing ahead and the record is reviewed as it stands."""
        ahead = self._ahead
        if found is None or ahead is None or (self._record is not None and not ahead.active):
            return None if self._record is not None else []
        return [ahead.want(view, action, self._settings) for view, action in found]

    def ratings(self) -> list[Rating]:
        """The ratings listed, in decision order."""
        return list(self._ratings)

    def ready(self) -> bool:
        """Every decision of the seat shown is rated and listed."""
        return not self._running and self._failure is None

    def cancel(self) -> None:
        if self._run is not None and self._running:
            self._run.cancel()

    @property
    def deal(self) -> int:
        """The deal under review (from 0)."""
        return self._deal

    def running(self) -> bool:
        """A rating is under way for the seat shown."""
        return self._running

    def _on_progress(self, done: int, total: int) -> None:
        if self.sender() is self._run:
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)

    def _on_rated(self, ratings: list[Rating]) -> None:
        if self.sender() is not self._run:
            return
        self._ratings, self._running = ratings, False
        if ratings:
            counts = {verdict: 0 for verdict in VERDICTS}
            for rating in ratings:
                if rating.verdict in counts:  # a forced move has no verdict to count
                    counts[rating.verdict] += 1
            if any(counts.values()):
                self.sig_verdicts.emit(self.seat, counts)
        self.progress.hide()
        self.cancel_button.hide()
        self._fill()
        if ratings:
            self.table.selectRow(0)
            self.show_decision(0)

    def _on_failed(self, message: str) -> None:
        if self.sender() is self._run:
            self._fail(message)

    def _on_finished(self) -> None:
        """The run's thread has ended: if it said nothing (it died), the review has failed
        all the same, rather than showing its progress for ever."""
        if self.sender() is self._run and self._running:
            self._fail("")

    def _fail(self, message: str) -> None:
        """End the progress and say why there is no review: a bad record's words, else
        (`message` empty) that the coach's search failed."""
        self._running = False
        self.progress.hide()
        self.cancel_button.hide()
        self._failure = message
        self._fill()

    @override
    def done(self, result: int) -> None:
        """Closing stops the rating; its thread ends after the current decision."""
        self.cancel()
        super().done(result)

    # -- the list and the position ---------------------------------------------------------
    def _fill(self) -> None:
        self.table.setRowCount(len(self._ratings))
        for row, rating in enumerate(self._ratings):
            forced = rating.verdict == FORCED
            cells = [action_text(rating.played), "—" if forced else action_text(rating.best),
                     "—" if forced else f"{rating.played_points:+.1f} / "
                                        f"{rating.best_points:+.1f}",
                     "—" if forced else f"{rating.loss:.1f}", verdict_text(rating.verdict)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 4:
                    item.setForeground(QBrush(QColor(VERDICT_COLOURS[rating.verdict])))
                    bold = QFont()
                    bold.setBold(True)
                    item.setFont(bold)
                self.table.setItem(row, col, item)
        if self._failure is not None:
            self.reason.setText(self._failure_text(self._failure))
        elif self.running():
            self.reason.setText(self.tr("The coach is rating each decision…"))
        elif not self._ratings:
            self.reason.setText(self.tr("No decision of this player to review in this deal."))

    def _failure_text(self, message: str) -> str:
        if message:
            return self.tr("The review could not be made: %1").replace("%1", message)
        return self.tr("The review could not be made: the coach's search stopped on an error. "
                       "The match itself is not affected.")

    def step(self, by: int) -> None:
        row = self.table.currentRow() + by
        if 0 <= row < len(self._ratings):
            self.table.selectRow(row)

    def show_decision(self, row: int) -> None:
        """Lay out the seat's position at decision `row` and say why it was rated so."""
        if not 0 <= row < len(self._ratings):
            return
        rating = self._ratings[row]
        penalty = penalty_points(self._game)
        self.reason.setText(rating_words(rating, penalty, self._seat_name))
        view = self._views[rating.decision] if rating.decision < len(self._views) else None
        self.scene.clear()
        if view is not None:
            self._draw(view, rating)
        self._fit()
        self.prev_button.setEnabled(row > 0)
        self.next_button.setEnabled(row < len(self._ratings) - 1)

    def _seat_name(self, seat: int) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else str(seat + 1)

    def _draw(self, view: SeatView, rating: Rating) -> None:
        """The trick in play above the hand; the move made and the best move ringed."""
        played, best = set(action_cards(rating.played)), set(action_cards(rating.best))
        y = 0.0
        if view.trick is not None and view.trick.plays:
            self._label(self.tr("On the table"), 0, y)
            for i, (seat, card) in enumerate(view.trick.plays):
                self._card(card, i, y + 20)
                self._label(self._names[seat], i * (CARD_W + GAP), y + 22 + CARD_W * 1.4)
            y += 60 + CARD_W * 1.4
        hand = view.visible_hands.get(view.to_move, view.hand) \
            if view.to_move is not None else view.hand
        self._label(self.tr("Hand (white ring: best move; blue ring: move made)"), 0, y)
        for i, card in enumerate(self._arrange(list(hand))):
            item = self._card(card, i, y + 20)
            item.set_marks(won=card in best, focused=card in played and card not in best,
                           dimmed=card not in best and card not in played)

    def _fit(self) -> None:
        """The whole position in sight, however many cards and however small the window."""
        shown = self.scene.itemsBoundingRect().adjusted(-8, -8, 8, 8)
        self.scene.setSceneRect(shown)
        self.board.fitInView(shown, Qt.AspectRatioMode.KeepAspectRatio)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _card(self, card: Card, i: int, y: float) -> CardItem:
        item = CardItem(card, CARD_W)
        item.setPos(i * (CARD_W + GAP), y)
        self.scene.addItem(item)
        return item

    def _label(self, text: str, x: float, y: float) -> None:
        label = QGraphicsSimpleTextItem(text)
        label.setBrush(QBrush(QColor("#ffffff")))
        label.setPos(x, y)
        self.scene.addItem(label)


def verdict_text(verdict: str) -> str:
    """A verdict in the player's language."""
    words = {"good": QCoreApplication.translate("Review", "good"),
             "inaccuracy": QCoreApplication.translate("Review", "inaccuracy"),
             "mistake": QCoreApplication.translate("Review", "mistake"),
             "blunder": QCoreApplication.translate("Review", "blunder"),
             FORCED: QCoreApplication.translate("Review", "forced")}
    return words.get(verdict, verdict)


def rating_text(rating: Rating, penalty: bool = False) -> str:
    """The one-line reason a learner can act on, in the player's language; `penalty` for a
    game whose points are penalties, where "more points" is bad news."""
    if rating.reason == "only_move":
        return QCoreApplication.translate("Review", "It was the only legal move.")
    if rating.reason == "equal_to_best":
        return QCoreApplication.translate(
            "Review", "As good as the best move found, %1: the same result on average."
        ).replace("%1", action_text(rating.best))
    if penalty and rating.reason in _PENALTY_WORDS:
        return _rating_words(rating, _PENALTY_WORDS)
    loss, size = f"{rating.loss:.1f}", f"{abs(rating.played_points):.1f}"
    best = action_text(rating.best)
    if rating.reason == "best_move" and rating.played_points >= 0:
        return QCoreApplication.translate(
            "Review", "The best move found: on average about %1 points ahead of the others."
        ).replace("%1", size)
    if rating.reason == "best_move":
        return QCoreApplication.translate(
            "Review", "The best move found: it still ends about %1 points behind the others "
                      "on average, the least this position allows.").replace("%1", size)
    if rating.reason == "close_to_best":
        return QCoreApplication.translate(
            "Review", "Close to the best move, %1: about %2 points less on average."
        ).replace("%1", best).replace("%2", loss)
    if rating.reason == "loses_points":
        return QCoreApplication.translate(
            "Review", "%1 was better: this move costs about %2 points on average."
        ).replace("%1", best).replace("%2", loss)
    return rating.text


def rating_words(rating: Rating, penalty: bool = False,
                 seat_name: Callable[[int], str] | None = None) -> str:
    """The rating's sentence, then the facts behind the move made (`Rating.why`), worded as
    the hint words its own, and where a better move was found the facts behind it
    (`Rating.best_why`); `seat_name` names the seats the facts mention."""
    text = rating_text(rating, penalty)
    if rating.why:
        text = f"{text}\n{why_sentence(rating.why, penalty, seat_name)}"
    if rating.best_why:
        title = QCoreApplication.translate("Review", "Why %1 is better:").replace(
            "%1", action_words(rating.best))
        text = f"{text}\n{title}\n{why_sentence(rating.best_why, penalty, seat_name)}"
    return text


# A rating in a game of penalty points, where the best move takes the fewest.
_PENALTY_WORDS = {
    "best_move": QT_TRANSLATE_NOOP(
        "Review", "The best move found: on average about %1 fewer penalty points than the "
        "others."),
    "best_move_behind": QT_TRANSLATE_NOOP(
        "Review", "The best move found: it still ends about %1 more penalty points than the "
        "others on average, the fewest this position allows."),
    "close_to_best": QT_TRANSLATE_NOOP(
        "Review", "Close to the best move, %2: about %1 more penalty points on average."),
    "loses_points": QT_TRANSLATE_NOOP(
        "Review", "%2 was better: this move takes about %1 more penalty points on average."),
}


def _rating_words(rating: Rating, words: Mapping[str, str]) -> str:
    """A rating's sentence from `words`: %1 the points, %2 the better move."""
    behind = rating.reason == "best_move" and rating.played_points < 0
    key = "best_move_behind" if behind else rating.reason
    points = rating.loss if rating.reason in ("close_to_best", "loses_points") \
        else abs(rating.played_points)
    return QCoreApplication.translate("Review", words[key]).replace(
        "%1", f"{points:.1f}").replace("%2", action_text(rating.best))


def stop_reviews() -> None:
    """Cancel every review still rating and wait for its thread, and end the ratings made
    ahead with their process (the app is quitting)."""
    app = QCoreApplication.instance()
    runs = app.findChildren(CoachRun) if app is not None else []
    for run in runs:
        run.cancel()
    review_ahead.shutdown()  # a run waiting for a rating sees it cancelled
    for run in runs:
        run.wait()


def open_review(match: Match | Any, seat_names: list[str], seats: list[int], deal: int,
                parent: QWidget | None = None, arrange: Arrange | None = None,
                ahead: ReviewAhead | None = None) -> ReviewDialog:
    """Open the review of `deal` for the first of `seats` (the others can be chosen), hands
    ordered by `arrange` as the table orders them, from the ratings made `ahead`."""
    dialog = ReviewDialog(match, seat_names, seats, deal, parent=parent, arrange=arrange,
                          ahead=ahead)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
