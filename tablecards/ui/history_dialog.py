"""The match history on screen: every finished match, newest first, one to open as a replay.

Opened from the File menu. Each row gives the date (local time, in the UI language's format),
the game, the players, the result and a mark for a match played with every hand face up; a
file that is not a readable record is listed too, and opening it shows the table's usual
message for a bad record. A network match this machine joined is listed from its seat's own
record and opens on the table, played back view by view as that seat saw it (`sig_open_seat`,
`seat_replay`); a seat record that cannot be read is told here, with the reason. Names come
from files and are shown as plain text. A match is deleted only after the player confirmed it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.records import RecordError, load_record_file, replay_record
from tablecards.rules.registry import game_ids
from tablecards.ui.game_texts import name_of
from tablecards.ui.history import MAX_BYTES, HistoryEntry, HistoryStore
from tablecards.ui.i18n import Retranslating, list_words
from tablecards.ui.record_problems import record_problem_text
from tablecards.ui.save_ui import saved_when
from tablecards.ui.seat_records import SEAT_SUFFIX, SeatRecordError, read_seat_record

PATH = Qt.ItemDataRole.UserRole
DATE, GAME, PLAYERS, RESULT, NOTES = range(5)


class HistoryDialog(Retranslating, QDialog):
    """The finished matches kept by `store`; `sig_open` plays one back."""

    sig_open = Signal(object)
    """Open a kept match (argument: its file's Path); the dialog has closed."""
    sig_open_seat = Signal(object)
    """Play back a joined seat's record of a network match (its file's Path); the dialog
    has closed."""

    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_dialog")
        self.store = store
        self.entries: list[HistoryEntry] = []
        self.confirm: QMessageBox | None = None
        self.seat_dialog: QDialog | None = None
        """Why a joined seat's record cannot be shown, while that message is open."""
        self.game_label = QLabel(self)
        self.games = QComboBox(self)
        self.games.setObjectName("history_games")
        self.game_label.setBuddy(self.games)
        self.empty = QLabel(self)
        self.empty.setObjectName("history_empty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tree = self._make_tree()
        self.open_button = QPushButton(self)
        self.open_button.setDefault(True)
        self.delete_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self._build()
        self._connect()
        self.entries = store.entries()
        self.retranslate()
        self.resize(760, 460)

    def _make_tree(self) -> QTreeWidget:
        tree = QTreeWidget(self)
        tree.setObjectName("history_list")
        tree.setColumnCount(5)
        tree.setRootIsDecorated(False)
        tree.setUniformRowHeights(True)
        tree.setAllColumnsShowFocus(True)
        header = tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(RESULT, QHeaderView.ResizeMode.Stretch)
        return tree

    def _build(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.games)
        top.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.empty, 1)
        layout.addLayout(buttons)

    def _connect(self) -> None:
        self.games.currentIndexChanged.connect(self._fill)
        self.tree.itemActivated.connect(lambda _item, _column: self.open_selected())
        self.tree.currentItemChanged.connect(lambda _now, _before: self._enable())
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.close_button.clicked.connect(self.reject)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.tree,
                  self.delete_selected)

    def refresh(self) -> None:
        """Read the history again and show it under the chosen game."""
        self.entries = self.store.entries()
        self._fill()

    def game_filter(self) -> str | None:
        """The game whose matches are shown, None for all."""
        data = self.games.currentData()
        return data if isinstance(data, str) else None

    def shown(self) -> list[HistoryEntry]:
        game = self.game_filter()
        return [e for e in self.entries if game is None or e.game == game]

    def _fill(self) -> None:
        chosen = self.selected()
        self.tree.clear()
        for entry in self.shown():
            item = QTreeWidgetItem(self._row(entry))
            item.setData(DATE, PATH, str(entry.path))
            if not entry.readable:
                why = problem_text(entry)
                for column in range(self.tree.columnCount()):
                    item.setToolTip(column, why)
            self.tree.addTopLevelItem(item)
            if entry.path == chosen:
                self.tree.setCurrentItem(item)
        if self.tree.currentItem() is None and self.tree.topLevelItemCount():
            self.tree.setCurrentItem(self.tree.topLevelItem(0))
        empty = self.tree.topLevelItemCount() == 0
        self.tree.setVisible(not empty)
        self.empty.setVisible(empty)
        self.empty.setText(self._empty_text())
        self._enable()

    def _row(self, entry: HistoryEntry) -> list[str]:
        when = saved_when(int(entry.finished_at.timestamp()))
        if not entry.readable:
            return [when, self._game_name(entry.game), "", self.tr("Cannot be read"),
                    entry.path.name]
        notes = self.tr("Hands open") if entry.open_hands else ""
        if entry.seat is not None:
            notes = self.tr("Network, your seat")
        return [when, self._game_name(entry.game), self._players(entry), self._result(entry),
                notes]

    def _game_name(self, game: str) -> str:
        return name_of(game) if game in game_ids() else game

    def _players(self, entry: HistoryEntry) -> str:
        if entry.seat_names:
            return list_words(entry.seat_names)
        return self.tr("%n player(s)", "", entry.players)

    def _result(self, entry: HistoryEntry) -> str:
        """Who won, then every seat's total in seat order."""
        names = entry.seat_names
        winners = list_words(names[w] if 0 <= w < len(names) else f"#{w + 1}"
                             for w in entry.winners)
        head = self.tr("Won by %1").replace("%1", winners) if winners \
            else self.tr("No winner")
        totals = " – ".join(str(t) for t in entry.totals)
        return f"{head}   ({totals})" if totals else head

    def _empty_text(self) -> str:
        if not self.entries:
            return self.tr("No finished matches yet. Every match played to its end is kept "
                           "here, to be watched again.")
        return self.tr("No finished matches of this game yet.")

    def _enable(self) -> None:
        chosen = self.selected() is not None
        self.open_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def selected(self) -> Path | None:
        """The file of the chosen row, None when none is chosen."""
        item = self.tree.currentItem()
        path = item.data(DATE, PATH) if item is not None else None
        return Path(path) if isinstance(path, str) else None

    def open_selected(self) -> None:
        """Close and play back the chosen match (a bad file's error is the table's to show)."""
        path = self.selected()
        if path is None:
            return
        if path.name.endswith(SEAT_SUFFIX):
            if self.open_seat_record(path) is None:
                self.accept()
                self.sig_open_seat.emit(path)
            return
        self.accept()
        self.sig_open.emit(path)

    def open_seat_record(self, path: Path) -> QDialog | None:
        """A joined seat's network match: None when it can be read (the window plays it
        back on the table), else the message saying why it cannot be shown."""
        try:
            read_seat_record(path, MAX_BYTES)
        except (SeatRecordError, OSError) as err:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Network match"),
                              self.tr("This network match cannot be shown."),
                              QMessageBox.StandardButton.Ok, self)
            box.setObjectName("seat_record_problem")
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setInformativeText(str(err))
            dialog: QDialog = box
        else:
            return None
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: setattr(self, "seat_dialog", None))
        self.seat_dialog = dialog
        dialog.open()
        return dialog

    def delete_selected(self) -> None:
        """Ask whether to delete the chosen match; it goes only if the player says yes."""
        path = self.selected()
        if path is None or self.confirm is not None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete match"),
                          self.tr("Delete this match from the history?"),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("history_delete")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText(self.tr("It cannot be watched again afterwards."))
        yes = box.addButton(self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _result: self._answered(path, box.clickedButton() is yes))
        self.confirm = box
        box.open()

    def _answered(self, path: Path, delete: bool) -> None:
        self.confirm = None
        if not delete:
            return
        try:
            self.store.delete(path)
        except (OSError, ValueError) as err:
            self._not_deleted(str(err))
        self.refresh()

    def _not_deleted(self, reason: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Delete match"),
                          self.tr("The match could not be deleted."),
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("history_not_deleted")
        box.setInformativeText(reason)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Match history"))
        self.game_label.setText(self.tr("&Game"))
        self.tree.setHeaderLabels([self.tr("Date"), self.tr("Game"), self.tr("Players"),
                                   self.tr("Result"), self.tr("Notes")])
        self.tree.setAccessibleName(self.tr("Finished matches"))
        self.open_button.setText(self.tr("&Open"))
        self.delete_button.setText(self.tr("&Delete…"))
        self.close_button.setText(self.tr("Close"))
        self._name_games()
        self._fill()

    def _name_games(self) -> None:
        """"All games" then every game, by name in the current language; the choice kept."""
        chosen = self.game_filter()
        self.games.blockSignals(True)
        self.games.clear()
        self.games.addItem(self.tr("All games"), None)
        for game in game_ids():
            self.games.addItem(name_of(game), game)
        self.games.setCurrentIndex(max(self.games.findData(chosen), 0))
        self.games.blockSignals(False)


def problem_text(entry: HistoryEntry) -> str:
    """Why a listed file cannot be played back, in the player's language.

    The summary keeps the reason in English only; the file is read again to word it, which
    is rare (an unreadable file) and costs no more than opening it.
    """
    if entry.path.name.endswith(SEAT_SUFFIX):  # a seat's record: its reason as listed
        return entry.problem or ""
    try:
        if entry.path.stat().st_size <= MAX_BYTES:
            replay_record(load_record_file(entry.path))
    except RecordError as err:
        return record_problem_text(err)
    except Exception:  # the file may hold anything: keep the English line
        pass
    return entry.problem or ""
