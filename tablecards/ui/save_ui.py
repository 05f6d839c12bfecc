"""The autosave on screen: the lobby's Continue panel, the saver, and the bad-save dialog.

`Autosaver` writes the controller's match to a `SaveStore` after every applied action and
every new deal (any non-empty `sig_events`), and moves it to `last_finished.json` once the
match is over. `ContinuePanel` offers an unfinished save in the lobby. `report_bad_save`
says why a save could not be resumed and where it was set aside.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.actions import Event
from tablecards.rules.registry import game_class
from tablecards.ui import i18n
from tablecards.ui.compat import override
from tablecards.ui.controller import MatchController
from tablecards.ui.game_texts import game_name
from tablecards.ui.saves import SavedMatch, SaveStore, save_data

PANEL_STYLE = """
QFrame#continue_panel { background: #e8f5e9; border: 1px solid #66bb6a; border-radius: 10px; }
QLabel { background: transparent; }
QLabel#continue_game { font-size: 17px; font-weight: bold; }
"""


class Autosaver(QObject):
    """Keeps `store` in step with one controller's match (a child of the controller)."""

    sig_failed = Signal(str)
    """The save could not be written (argument: the system's reason)."""

    def __init__(self, controller: MatchController, store: SaveStore) -> None:
        super().__init__(controller)
        self.controller = controller
        self.store = store
        controller.sig_events.connect(self._on_events)

    def _on_events(self, events: list[Event]) -> None:
        if events:
            self.save_now()

    def save_now(self) -> None:
        c = self.controller
        data = save_data(c.match, c.config.seats, c.seat_names())
        try:
            if c.match.over:
                self.store.finish(data)
            else:
                self.store.save(data)
        except OSError as err:
            self.sig_failed.emit(err.strerror or str(err))


class ContinuePanel(QFrame):
    """The unfinished match: game, players, deal number and date, and a Continue button."""

    sig_continue = Signal()
    """The player wants to resume the saved match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continue_panel")
        self.setStyleSheet(PANEL_STYLE)
        self.saved: SavedMatch | None = None
        self.heading = QLabel(self)
        self.game = QLabel(self)
        self.game.setObjectName("continue_game")
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("continue_button")
        self.button.clicked.connect(self.sig_continue.emit)
        self._build()
        self.hide()

    def _build(self) -> None:
        text = QVBoxLayout()
        for label in (self.heading, self.game, self.details):
            text.addWidget(label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addLayout(text, 1)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.button.setMinimumWidth(140)

    def show_saved(self, saved: SavedMatch | None) -> None:
        """Offer `saved`, or hide the panel when there is nothing to continue."""
        self.saved = saved
        self.retranslate()
        self.setVisible(saved is not None)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Unfinished match"))
        self.button.setText(self.tr("Continue"))
        saved = self.saved
        if saved is None:
            return
        m = saved.match
        self.game.setText(game_name(game_class(m.game_id).spec))
        players = ", ".join(s.name for s in saved.seats)
        when = saved_when(int(saved.saved_at.timestamp()))
        lines = [self.tr("Players: %1").replace("%1", players),
                 self.tr("Deal %1, saved %2").replace("%1", str(m.deal_index + 1))
                 .replace("%2", when)]
        self.details.setText("\n".join(lines))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def saved_when(seconds: int) -> str:
    """A save's date and time, short, in the UI language's format (not the system's)."""
    locale = QLocale(i18n.current_language())
    return locale.toString(QDateTime.fromSecsSinceEpoch(seconds), QLocale.FormatType.ShortFormat)


def report_bad_save(parent: QWidget, reason: str, kept: Path | None) -> QMessageBox:
    """A non-blocking warning that the save was set aside (it is open when this returns)."""
    box = QMessageBox(parent)
    box.setObjectName("save_problem")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("SaveDialogs", "Saved match"))
    box.setText(QCoreApplication.translate("SaveDialogs",
                                           "The saved match could not be resumed."))
    if kept is not None:
        info = QCoreApplication.translate(
            "SaveDialogs", "Reason: %1\nThe file was kept as %2.").replace(
            "%1", reason).replace("%2", str(kept))
    else:
        info = QCoreApplication.translate("SaveDialogs", "Reason: %1").replace("%1", reason)
    box.setInformativeText(info)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
