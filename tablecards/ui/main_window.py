"""The main window: the lobby, then a table page per match, with a Game menu."""

from __future__ import annotations

from typing import override

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QScrollArea, QStackedWidget, QWidget

from tablecards.ui import i18n
from tablecards.ui.controller import MatchConfig, MatchController, Pace
from tablecards.ui.lobby import Lobby
from tablecards.ui.table_page import TablePage


class MainWindow(QMainWindow):
    """Switches between the lobby and the match being played."""

    def __init__(self, pace: Pace | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pace = pace or Pace()
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
        self._build_language_menu()
        self.retranslate()
        self.resize(1200, 780)

    def _build_menu(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.show_lobby)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.quit_action)

    def _build_language_menu(self) -> None:
        """One checkable entry per language, named in that language."""
        self.language_menu = self.menuBar().addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in i18n.LANGUAGES.items():
            action = QAction(name, group)
            action.setCheckable(True)
            action.setChecked(code == i18n.current_language())
            action.triggered.connect(lambda _=False, c=code: i18n.set_language(c))
            self.language_menu.addAction(action)
            self.language_actions[code] = action

    def retranslate(self) -> None:
        """Reword the window's own texts (children reword themselves)."""
        self.setWindowTitle(self.tr("TableCards"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New match…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions[i18n.current_language()].setChecked(True)

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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
