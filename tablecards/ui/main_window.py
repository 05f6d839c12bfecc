"""The main window: the lobby, then a table page per match, with a Game menu.

The running match is autosaved to a `SaveStore` (injected; the platform's data folder by
default); the lobby offers an unfinished save with a Continue panel above the new-match form.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.lessons import Lesson, LessonError
from tablecards.ui import i18n
from tablecards.ui.coach import CoachMenu
from tablecards.ui.compat import override
from tablecards.ui.controller import MatchConfig, MatchController, Pace
from tablecards.ui.i18n import Retranslating
from tablecards.ui.lesson_controller import LessonController
from tablecards.ui.lesson_panel import LessonPanel
from tablecards.ui.lessons_dialog import LessonsDialog
from tablecards.ui.lobby import Lobby
from tablecards.ui.prefs import TablePrefs, apply_speed
from tablecards.ui.rules_window import RulesWindow
from tablecards.ui.save_ui import (
    Autosaver,
    ContinuePanel,
    report_bad_save,
    report_bad_settings,
    report_save_failed,
)
from tablecards.ui.saves import SavedMatch, SaveError, SaveStore
from tablecards.ui.settings import SeatChoice, Settings
from tablecards.ui.table_menu import TableMenu
from tablecards.ui.table_page import TablePage


def _leave_question(parent: QWidget, title: str, question: str,
                    leave: Callable[[], None]) -> QMessageBox:
    """A window-modal question that runs `leave` only if the player chooses to leave; Stay is
    the default, so an Enter pressed by habit keeps the match on screen."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=parent)
    box.setInformativeText(QCoreApplication.translate(
        "MainWindow", "The match stays saved: Continue in the lobby resumes it."))
    go = box.addButton(QCoreApplication.translate("MainWindow", "Leave"),
                       QMessageBox.ButtonRole.AcceptRole)
    stay = box.addButton(QCoreApplication.translate("MainWindow", "Stay"),
                         QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay)
    box.setEscapeButton(stay)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.buttonClicked.connect(lambda button: leave() if button is go else None)
    box.open()
    return box


class MainWindow(Retranslating, QMainWindow):
    """Switches between the lobby and the match being played."""

    def __init__(self, pace: Pace | None = None, parent: QWidget | None = None,
                 saves: SaveStore | None = None) -> None:
        super().__init__(parent)
        settings = Settings()
        if pace is None:  # an explicit pace (tests: all zeros) wins over the stored speed
            pace = Pace()
            apply_speed(pace, settings.animation_speed())
        self.pace = pace
        self.prefs = TablePrefs.from_settings(settings)
        self.saves = saves if saves is not None else SaveStore.standard()
        self.save_problem: QMessageBox | None = None
        self.leave_question: QMessageBox | None = None
        """Asking whether to leave the match in progress, while it is on screen."""
        self._quit_agreed = False
        self.stack = QStackedWidget(self)
        self.lobby = Lobby(self)
        self.continue_panel = ContinuePanel(self)
        self._lobby_page = QScrollArea(self)  # long option lists must not grow the window
        self._lobby_page.setWidget(self._lobby_column())
        self._lobby_page.setWidgetResizable(True)
        self.stack.addWidget(self._lobby_page)
        self.setCentralWidget(self.stack)
        self.table: TablePage | None = None
        self.lobby.sig_start.connect(self._start_from_lobby)
        self.lobby.sig_rules.connect(self.show_rules)
        self.lobby.sig_learn.connect(self.show_lessons)
        self.rules_window: RulesWindow | None = None
        self.lessons_dialog: LessonsDialog | None = None
        self.continue_panel.sig_continue.connect(self.resume_saved)
        self._build_menu()
        self._build_language_menu()
        self.table_menu = TableMenu(settings, self.pace, self.prefs, self._restyle_table, self)
        self.menuBar().addMenu(self.table_menu)
        self.coach_menu = CoachMenu(self)
        self.menuBar().addMenu(self.coach_menu)
        self._build_help_menu()
        self.retranslate()
        self.resize(1200, 780)
        self.check_saved()
        self.settings_problem = report_bad_settings(self, settings.repair())

    def _lobby_column(self) -> QWidget:
        """The Continue panel above the lobby; with nothing to continue, a welcome line takes
        its place (the same band, so the game list never moves when a save appears)."""
        column = QWidget(self)
        self.welcome = QLabel(column)
        self.welcome.setObjectName("lobby_welcome")
        self.welcome.setWordWrap(True)
        self.welcome.setContentsMargins(10, 0, 10, 0)  # in line with the lobby's headings
        self.welcome.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.welcome.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        band = QGridLayout()
        band.addWidget(self.welcome, 0, 0)
        band.addWidget(self.continue_panel, 0, 0)
        layout = QVBoxLayout(column)
        layout.setContentsMargins(9, 9, 9, 0)
        layout.addLayout(band)
        layout.addWidget(self.lobby, 1)
        return column

    def _build_menu(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.leave_table)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.quit)
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

    def _build_help_menu(self) -> None:
        self.help_menu = self.menuBar().addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(lambda: self.show_rules())
        self.lessons_action = QAction(self)
        self.lessons_action.triggered.connect(lambda: self.show_lessons())
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.lessons_action)
        self.table_menu.addSeparator()  # the rules are at hand where the table is set up too
        self.table_menu.addAction(self.rules_action)

    def _restyle_table(self) -> None:
        """Redraw the running table after a Table menu change."""
        if self.table is not None:
            self.table.scene.finish_motions()
            self.table.refresh()

    def retranslate(self) -> None:
        """Reword the window's own texts (children reword themselves)."""
        self.setWindowTitle(self.tr("TableCards"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New match…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules of this game"))
        self.lessons_action.setText(self.tr("&Lessons…"))
        self.language_actions[i18n.current_language()].setChecked(True)
        self.welcome.setText(self.tr(
            "Choose a game, set the seats, then press Start match. New to a game? Learn this "
            "game teaches it on the table, one step at a time. A match is saved as you play: "
            "leave it when you like and continue it here."))

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        if event.spontaneous() and self.match_in_progress() and not self._quit_agreed:
            event.ignore()  # the window's close button: ask as the Quit command does
            self.quit()
            return
        if self.table is not None:  # a bot decision still pending is dropped
            self.table.controller.stop()
        super().closeEvent(event)

    # -- saves -------------------------------------------------------------------------
    def check_saved(self) -> SavedMatch | None:
        """Offer the unfinished autosave; set a bad one aside and say why."""
        try:
            saved = self.saves.load()
        except SaveError as err:
            saved = None
            try:
                kept = self.saves.set_aside()
            except OSError:
                kept = None
            self.save_problem = report_bad_save(self, str(err), kept)
        self.continue_panel.show_saved(saved)
        self.welcome.setVisible(saved is None)
        return saved

    def resume_saved(self) -> TablePage | None:
        """Continue the match the Continue panel offers."""
        saved = self.continue_panel.saved
        if saved is None:
            return None
        self.continue_panel.show_saved(None)
        self.welcome.show()
        return self._open_table(MatchController.resume(saved.match, saved.seats, self.pace))

    def _start_from_lobby(self, config: MatchConfig) -> None:
        if self.saves.has_current() and not self._confirm_replace():
            return
        self.start_match(config)

    def _confirm_replace(self) -> bool:
        answer = QMessageBox.question(
            self, self.tr("New match"),
            self.tr("A match is in progress. Start a new one and discard it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    # -- pages --------------------------------------------------------------------------
    def start_match(self, config: MatchConfig) -> TablePage | None:
        """Replace any running match with a new one and show its table."""
        try:
            controller = MatchController(config, self.pace)
        except ValueError as err:  # e.g. a form that does not fit the player count
            self.lobby.show_error(str(err))
            return None
        Settings().set_last_seats(config.game_id,
                                  [SeatChoice(s.name, s.human, s.level) for s in config.seats])
        return self._open_table(controller)

    def _open_table(self, controller: MatchController) -> TablePage:
        self._drop_table()
        if controller.saved:
            saver = Autosaver(controller, self.saves)
            saver.sig_failed.connect(self._save_failed)
            controller.sig_taken_back.connect(saver.save_now)  # the rebuilt match, marked
        page = TablePage(controller, self, self.prefs)
        controller.setParent(page)
        page.sig_new_match.connect(self.leave_table)
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.table = page
        self.coach_menu.attach(page)
        page.start()
        return page

    def match_in_progress(self) -> bool:
        """A match is on the table and not finished (leaving it asks first; a lesson is
        left at once)."""
        return self.table is not None and self.table.controller.saved \
            and not self.table.controller.match.over

    # -- learning ------------------------------------------------------------------------
    def current_game(self) -> str:
        """The game on the table, else the one chosen in the lobby."""
        if self.table is not None and self.stack.currentWidget() is self.table:
            return self.table.controller.game_id
        return self.lobby.spec().id

    def show_rules(self, game_id: str | None = None, anchor: str = "") -> RulesWindow:
        """The Rules window at a game's page (the current game's), at a section if given."""
        if self.rules_window is None:
            self.rules_window = RulesWindow(self)
        self.rules_window.show_rules(game_id or self.current_game(), anchor or None)
        return self.rules_window

    def show_lessons(self, game_id: str | None = None) -> LessonsDialog:
        """The course of lessons of a game (the current game's)."""
        if self.lessons_dialog is not None:
            self.lessons_dialog.close()
        dialog = LessonsDialog(game_id or self.current_game(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.sig_start.connect(self.start_lesson)
        dialog.sig_rules.connect(self.show_rules)
        dialog.destroyed.connect(self._forget_lessons)
        self.lessons_dialog = dialog
        dialog.open()
        return dialog

    def _forget_lessons(self) -> None:
        self.lessons_dialog = None

    def start_lesson(self, lesson: Lesson) -> TablePage | None:
        """Play a lesson on the table; a match in progress is asked about first (it stays
        saved)."""
        if self.match_in_progress():
            if self.leave_question is None:
                self._ask(self.tr("Leave this match for the lesson?"),
                          lambda: self._open_lesson(lesson))
            return None
        return self._open_lesson(lesson)

    def _open_lesson(self, lesson: Lesson) -> TablePage | None:
        try:
            controller = LessonController(lesson, self.pace)
        except (LessonError, ValueError) as err:
            self.lobby.show_error(str(err))
            return None
        page = self._open_table(controller)
        panel = LessonPanel(page, controller)
        panel.sig_open_lesson.connect(self.start_lesson)
        panel.sig_course.connect(self.show_lessons)
        panel.sig_leave.connect(self.show_lobby)
        page.add_guide(panel)
        panel.refresh()
        self.activateWindow()  # back from the course's dialog, the keys go to the lesson
        return page

    def leave_table(self) -> None:
        """Back to the lobby (New match), asking first while the match is in progress."""
        if not self.match_in_progress():
            self.show_lobby()
        elif self.leave_question is None:
            self._ask(self.tr("Leave this match and go back to the lobby?"), self.show_lobby)

    def quit(self) -> None:
        """Close the window (Quit), asking first while a match is in progress."""
        if not self.match_in_progress():
            self.close()
        elif self.leave_question is None:
            self._ask(self.tr("Leave this match and quit TableCards?"), self._quit_now)

    def _quit_now(self) -> None:
        self._quit_agreed = True
        self.close()

    def _ask(self, question: str, leave: Callable[[], None]) -> None:
        box = _leave_question(self, self.tr("Leave the match"), question, leave)
        self.leave_question = box
        box.finished.connect(self._forget_question)

    def _forget_question(self) -> None:
        self.leave_question = None

    def show_lobby(self) -> None:
        self._drop_table()
        self.check_saved()
        self.stack.setCurrentWidget(self._lobby_page)

    def _save_failed(self, reason: str) -> None:
        report_save_failed(self, reason)  # the saver tells once, until a save works again

    def _drop_table(self) -> None:
        self.coach_menu.attach(None)
        if self.table is not None:
            self.table.controller.stop()
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
