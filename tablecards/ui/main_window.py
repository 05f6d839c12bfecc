"""The main window: the lobby, then a table page per match, with a Game menu."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QScrollArea, QStackedWidget, QWidget

from tablecards.ui.controller import MatchConfig, MatchController, Pace
from tablecards.ui.lobby import Lobby
from tablecards.ui.table_page import TablePage


class MainWindow(QMainWindow):
    """Switches between the lobby and the match being played."""

    def __init__(self, pace: Pace | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pace = pace or Pace()
        self.setWindowTitle(self.tr("TableCards"))
        self.stack = QStackedWidget(self)
        self.lobby = Lobby(self)
        self._lobby_page = QScrollArea(self)  # long option lists must not grow the window
        self._lobby_page.setWidget(self.lobby)
        self._lobby_page.setWidgetResizable(True)
        self.stack.addWidget(self._lobby_page)
        self.setCentralWidget(self.stack)
        self.table: TablePage | None = None
        self.lobby.sig_start.connect(self.start_match)
        self._build_menu()
        self.resize(1200, 780)

    def _build_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Game"))
        new = QAction(self.tr("&New match…"), self)
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.show_lobby)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        menu.addAction(new)
        menu.addAction(quit_action)

    def start_match(self, config: MatchConfig) -> TablePage | None:
        """Replace any running match with a new one and show its table."""
        try:
            controller = MatchController(config, self.pace)
        except ValueError as err:  # e.g. a form that does not fit the player count
            self.lobby.show_error(str(err))
            return None
        self._drop_table()
        page = TablePage(controller, self)
        controller.setParent(page)
        page.sig_new_match.connect(self.show_lobby)
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.table = page
        page.start()
        return page

    def show_lobby(self) -> None:
        self._drop_table()
        self.stack.setCurrentWidget(self._lobby_page)

    def _drop_table(self) -> None:
        if self.table is not None:
            self.table.controller.stop()
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
