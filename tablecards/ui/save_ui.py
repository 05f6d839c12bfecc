"""The autosave on screen: the lobby's Continue panel, the saver, and the files' dialogs.

`Autosaver` hands the controller's match to a `SaveStore` after every applied action and
every new deal (any non-empty `sig_events`); the store's writer thread writes it, and moves it
to `last_finished.json` once the match is over. The GUI thread only encodes the deal in play.
A failed write is reported once (`sig_failed`) until a write succeeds again. `ContinuePanel`
offers an unfinished save in the lobby, in a space it keeps whether shown or not, so the form
below never moves. `report_bad_save`, `report_save_failed` and `report_bad_settings` are the
non-blocking warnings for a save that cannot be resumed, an autosave that cannot be written
and settings values that were set aside.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.registry import game_spec
from tablecards.ui import i18n
from tablecards.ui.compat import override
from tablecards.ui.game_texts import game_name
from tablecards.ui.i18n import Retranslating, list_words
from tablecards.ui.saves import SavedMatch, SaveStore, SaveText, WriteListener, new_match_id
from tablecards.ui.seat_names import shown_name
from tablecards.ui.settings import SettingsRepair

if TYPE_CHECKING:  # the lobby's Continue panel loads neither the table nor the statistics
    from tablecards.rules.actions import Event
    from tablecards.ui.controller import MatchController
    from tablecards.ui.statistics import StatsProblem

MARGINS = (16, 8, 16, 8)  # left, top, right, bottom
PANEL_STYLE = """
QFrame#continue_panel { background: #e8f5e9; border: 1px solid #66bb6a; border-radius: 10px; }
QLabel { background: transparent; }
QLabel#continue_game { font-size: 17px; font-weight: bold; }
"""


class Autosaver(QObject):
    """Keeps `store` in step with one controller's match (a child of the controller)."""

    sig_failed = Signal(str)
    """The save could not be written (argument: the reason); once until a write succeeds."""

    _sig_written = Signal(object)
    """From the writer thread: None, or why the write failed (queued to the GUI thread)."""

    def __init__(self, controller: MatchController, store: SaveStore,
                 match_id: str | None = None) -> None:
        """`match_id`: the id the saves carry (a resumed match keeps its own; else new)."""
        super().__init__(controller)
        self.controller = controller
        self.store = store
        self.match_id = match_id or new_match_id()
        self.text = SaveText()
        self._failing = False
        controller.sig_events.connect(self._on_events)
        self._sig_written.connect(self._on_written)
        listener = self._sig_written.emit
        store.writer.listener = listener
        self.destroyed.connect(lambda _=None: _detach(store, listener))
        app = QCoreApplication.instance()
        if app is not None and not store.writer.flushed_on_quit:
            store.writer.flushed_on_quit = True  # the last snapshot lands before Qt goes away
            app.aboutToQuit.connect(store.flush)

    def _on_events(self, events: list[Event]) -> None:
        if events:
            self.save_now()

    def save_now(self) -> None:
        """Hand the match as it stands to the writer (encoding it is all the GUI thread does)."""
        c = self.controller
        try:
            pieces = self.text.pieces(c.match, c.config.seats, c.seat_names(), self.match_id)
        except Exception as err:  # a match that cannot be encoded must not pass unseen
            self.store.writer.last_problem = f"{type(err).__name__}: {err}"
            self._on_written(self.store.writer.last_problem)
            return
        self.store.submit(pieces, finished=c.match.over)

    def _on_written(self, problem: str | None) -> None:
        if problem is None:
            self._failing = False
        elif not self._failing:
            self._failing = True
            self.sig_failed.emit(problem)


class ProblemBell(QObject):
    """Carries "a problem waits" from a store's writer thread to the GUI thread."""

    sig_rang = Signal()


def _detach(store: SaveStore, listener: WriteListener) -> None:
    """Stop telling a deleted saver about writes (unless a newer saver took over)."""
    if store.writer.listener is listener:
        store.writer.listener = None


class ContinuePanel(Retranslating, QFrame):
    """The unfinished match: game, players, deal number and date, and a Continue button.

    Each game keeps its own unfinished match; with several, a list in place of the game's name
    chooses which one Continue resumes (the lobby's game is chosen when it has one). Its
    height is fixed and kept while hidden, so the lobby below never moves when it appears (a
    click meant for one game must not land on the next). Texts are plain: seat names come from
    files and are shown as typed, never as markup.
    """

    sig_continue = Signal()
    """The player wants to resume the saved match."""

    SEPARATOR = "   ·   "

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continue_panel")
        self.setStyleSheet(PANEL_STYLE)
        self.saved: SavedMatch | None = None
        self.choices: list[SavedMatch] = []
        self.heading = QLabel(self)
        self.game = QLabel(self)
        self.game.setObjectName("continue_game")
        self.chooser = QComboBox(self)
        self.chooser.setObjectName("continue_chooser")
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chooser.currentIndexChanged.connect(self._chosen)
        self.chooser.hide()
        self.details = QLabel(self)
        self._players = self._deal = ""
        for label in (self.heading, self.game, self.details):
            label.setTextFormat(Qt.TextFormat.PlainText)
        for label in (self.game, self.details):  # long texts are cut, never widen the window
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.button = QPushButton(self)
        self.button.setObjectName("continue_button")
        self.button.clicked.connect(self.sig_continue.emit)
        self._build()
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.hide()

    def _build(self) -> None:
        """Two lines: "Unfinished match" and the game; players, deal and date."""
        top = QHBoxLayout()
        top.setSpacing(12)
        top.addWidget(self.heading)
        top.addWidget(self.game, 1)
        top.addWidget(self.chooser)
        top.addStretch(0)
        text = QVBoxLayout()
        text.addLayout(top)
        text.addWidget(self.details)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(*MARGINS)
        layout.addLayout(text, 1)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.button.setMinimumWidth(140)

    def show_saved(self, saved: SavedMatch | None) -> None:
        """Offer `saved`, or hide the panel when there is nothing to continue."""
        self.show_unfinished([saved] if saved is not None else [])

    def show_unfinished(self, matches: list[SavedMatch]) -> None:
        """Offer each game's unfinished match (the first chosen), or hide the panel."""
        self.choices = list(matches)
        self.saved = self.choices[0] if self.choices else None
        several = len(self.choices) > 1
        self.game.setVisible(not several)
        self.chooser.setVisible(several)
        self.retranslate()
        self.setVisible(self.saved is not None)

    def choose_game(self, game_id: str) -> bool:
        """Choose the unfinished match of `game_id`, if there is one."""
        for index, saved in enumerate(self.choices):
            if saved.match.game_id == game_id:
                self.chooser.setCurrentIndex(index)
                self._chosen(index)
                return True
        return False

    def _chosen(self, index: int) -> None:
        if 0 <= index < len(self.choices) and self.choices[index] is not self.saved:
            self.saved = self.choices[index]
            self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Unfinished match"))
        self.button.setText(self.tr("Continue"))
        self._fill_chooser()
        self.setFixedHeight(self._reserved_height())
        saved = self.saved
        if saved is None:
            return
        m = saved.match
        self.game.setText(game_name(game_spec(m.game_id)))
        humans = sum(1 for s in saved.seats if s.human)
        players = list_words(shown_name(s.name, i, s.human, humans)
                             for i, s in enumerate(saved.seats))
        when = saved_when(int(saved.saved_at.timestamp()))
        self._players = self.tr("Players: %1").replace("%1", players)
        self._deal = self.tr("Deal %1, saved %2").replace("%1", str(m.deal_index + 1)) \
            .replace("%2", when)
        self._show_details()

    def _fill_chooser(self) -> None:
        """One entry per game's unfinished match, named in the language shown."""
        chosen = next((i for i, c in enumerate(self.choices) if c is self.saved), 0)
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for saved in self.choices:
            self.chooser.addItem(game_name(game_spec(saved.match.game_id)))
        self.chooser.setCurrentIndex(chosen)
        self.chooser.blockSignals(False)
        self.chooser.setAccessibleName(self.tr("Unfinished match"))

    def _reserved_height(self) -> int:
        """Room for the heading line (or the list of games) and the details line, in the
        current fonts."""
        for label in (self.heading, self.game, self.details):
            label.ensurePolished()
        self.chooser.ensurePolished()
        first = max(self.heading.fontMetrics().lineSpacing(),
                    self.game.fontMetrics().lineSpacing(), self.chooser.sizeHint().height())
        lines = first + self.details.fontMetrics().lineSpacing() + 8
        inner = max(lines, self.button.sizeHint().height())
        return inner + MARGINS[1] + MARGINS[3] + 2 * self.frameWidth()

    def _show_details(self) -> None:
        """Players, then deal and date; the players are cut with an ellipsis if need be, so
        the deal and date always show."""
        metrics = self.details.fontMetrics()
        tail = self.SEPARATOR + self._deal
        room = max(self.details.width() - metrics.horizontalAdvance(tail), 1)
        players = metrics.elidedText(self._players, Qt.TextElideMode.ElideRight, room)
        self.details.setText(players + tail if self._deal else "")

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_details()


def saved_when(seconds: int) -> str:
    """A save's date and time, short, in the UI language's format (not the system's)."""
    locale = QLocale(i18n.current_language())
    return locale.toString(QDateTime.fromSecsSinceEpoch(seconds), QLocale.FormatType.ShortFormat)


def report_bad_save(parent: QWidget, reason: str, kept: Path | None) -> QMessageBox:
    """A non-blocking warning that the save was set aside (it is open when this returns)."""
    box = _warning(parent, "save_problem", _save_title(), QCoreApplication.translate(
        "SaveDialogs", "The saved match could not be resumed."))
    if kept is not None:
        info = QCoreApplication.translate(
            "SaveDialogs", "Reason: %1\nThe file was kept as %2.").replace(
            "%1", reason).replace("%2", str(kept))
    else:
        info = QCoreApplication.translate("SaveDialogs", "Reason: %1").replace("%1", reason)
    return _open(box, info)


def report_save_failed(parent: QWidget, reason: str) -> QMessageBox:
    """A non-blocking warning that the autosave could not be written (play goes on)."""
    box = _warning(parent, "save_failed", _save_title(), QCoreApplication.translate(
        "SaveDialogs", "The match could not be saved."))
    return _open(box, QCoreApplication.translate(
        "SaveDialogs", "Reason: %1\nPlay goes on, and every move tries to save again.")
        .replace("%1", reason))


def report_stats_problem(parent: QWidget, problem: StatsProblem, path: Path) -> QMessageBox:
    """A non-blocking warning, once per kind of problem, that says what happened to the
    statistics file and what became of the statistics (nothing is deleted)."""
    box = _warning(parent, "stats_problem",
                   QCoreApplication.translate("SaveDialogs", "Statistics"),
                   _stats_problem_text(problem))
    folder = QCoreApplication.translate("SaveDialogs", "Reason: %1\nFolder: %2").replace(
        "%1", problem.reason).replace("%2", str(path.parent))
    if problem.aside is not None:
        folder += "\n" + QCoreApplication.translate(
            "SaveDialogs", "The old file was kept as %1.").replace("%1", problem.aside.name)
    return _open(box, folder)


def _stats_problem_text(problem: StatsProblem) -> str:
    from tablecards.ui.statistics import IN_MEMORY, NOT_READ, NOT_WRITTEN

    if problem.kind == NOT_WRITTEN:
        return QCoreApplication.translate(
            "SaveDialogs", "The statistics could not be written yet. Nothing is lost: they "
            "are kept and written as soon as the file can be written again, and finished "
            "matches stay in the match history.")
    if problem.kind == NOT_READ:
        return QCoreApplication.translate(
            "SaveDialogs", "The statistics could not be read just now, so what is shown may "
            "be incomplete. Nothing is lost; try again later.")
    if problem.kind == IN_MEMORY:
        return QCoreApplication.translate(
            "SaveDialogs", "The statistics file could not be used and was left as it is. "
            "This session's statistics are kept only until TableCards closes; finished "
            "matches stay in the match history.")
    return QCoreApplication.translate(
        "SaveDialogs", "The statistics file was damaged. It was kept aside and new "
        "statistics were started; play goes on.")


def report_history_failed(parent: QWidget, reason: str, folder: Path) -> QMessageBox:
    """A non-blocking warning that a finished match could not be kept in the history (it is
    tried again later; Save record as… keeps it now)."""
    box = _warning(parent, "history_failed",
                   QCoreApplication.translate("SaveDialogs", "Match history"),
                   QCoreApplication.translate(
                       "SaveDialogs", "The finished match could not be kept in the match "
                       "history."))
    return _open(box, QCoreApplication.translate(
        "SaveDialogs", "Reason: %1\nFolder: %2\nIt is tried again after the next match and "
        "when TableCards closes. File › Save record as… keeps it in a file of your choice "
        "now.").replace("%1", reason).replace("%2", str(folder)))


def report_bad_settings(parent: QWidget, repair: SettingsRepair | None) -> QMessageBox | None:
    """A non-blocking warning naming the settings that were reset, or None when none were."""
    if repair is None:
        return None
    box = _warning(parent, "settings_problem",
                   QCoreApplication.translate("SaveDialogs", "Settings"),
                   QCoreApplication.translate(
                       "SaveDialogs",
                       "Some settings could not be read and were reset to their defaults."))
    lines = [QCoreApplication.translate("SaveDialogs", "unreadable lines")] \
        if repair.unreadable else []
    keys = ", ".join(lines + repair.bad_keys)
    if repair.kept is not None:
        info = QCoreApplication.translate(
            "SaveDialogs", "Reset: %1\nThe old settings file was kept as %2.").replace(
            "%1", keys).replace("%2", str(repair.kept))
    else:
        info = QCoreApplication.translate("SaveDialogs", "Reset: %1").replace("%1", keys)
    return _open(box, info)


def _save_title() -> str:
    return QCoreApplication.translate("SaveDialogs", "Saved match")


def _warning(parent: QWidget, name: str, title: str, text: str) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName(name)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)  # reasons quote files: never markup
    box.setText(text)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return box


def _open(box: QMessageBox, info: str) -> QMessageBox:
    box.setInformativeText(info)
    box.open()
    return box
