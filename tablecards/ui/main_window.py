"""The main window: the lobby, then a table page per match, with a Game menu.

The running match is autosaved to a `SaveStore` (injected; the platform's data folder by
default); the lobby offers an unfinished save with a Continue panel above the new-match form.
"""

from __future__ import annotations

import contextlib
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
)
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

from tablecards.ui import hosting, i18n
from tablecards.ui.coach import CoachMenu
from tablecards.ui.compat import override
from tablecards.ui.focus_ring import FocusRings
from tablecards.ui.game_texts import name_of
from tablecards.ui.i18n import Retranslating
from tablecards.ui.lobby import Lobby
from tablecards.ui.match_config import MatchConfig, Pace, SeatConfig
from tablecards.ui.prefs import TablePrefs, apply_speed
from tablecards.ui.save_ui import (
    Autosaver,
    ContinuePanel,
    ProblemBell,
    report_bad_save,
    report_bad_settings,
    report_history_failed,
    report_save_failed,
    report_stats_problem,
)
from tablecards.ui.saves import SavedMatch, SaveError, SaveStore, save_data, write_atomic
from tablecards.ui.seat_names import stats_name
from tablecards.ui.settings import SeatChoice, Settings
from tablecards.ui.table_menu import TableMenu

# Only what the lobby shows loads with the window (tests/ui/test_startup_imports.py): the
# table, the bots, the history, the statistics, the dialogs and the network load when first
# used, by imports inside the methods that use them.
if TYPE_CHECKING:
    from tablecards.rules.lessons import Lesson
    from tablecards.ui.about import AboutDialog
    from tablecards.ui.controller import MatchController
    from tablecards.ui.history import HistoryStore
    from tablecards.ui.history_dialog import HistoryDialog
    from tablecards.ui.join_dialog import JoinDialog
    from tablecards.ui.lessons_dialog import LessonsDialog
    from tablecards.ui.replay import ReplayController
    from tablecards.ui.rules_window import RulesWindow
    from tablecards.ui.statistics import StatsStore
    from tablecards.ui.statistics_window import StatisticsWindow
    from tablecards.ui.table_page import TablePage
    from tablecards.ui.teacher import PlayOnDialog

LOG = logging.getLogger(__name__)


def _leave_question(parent: QWidget, title: str, question: str, leave: Callable[[], None],
                    not_saved: str | None = None,
                    save_as: Callable[[], None] | None = None) -> QMessageBox:
    """A window-modal question that runs `leave` only if the player chooses to leave; Stay is
    the default, so an Enter pressed by habit keeps the match on screen. `not_saved`: why
    the match is not saved (the text says so, never that it stays saved), with a Save record
    as… button that runs `save_as`."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=parent)
    keep = None
    if not_saved is None:
        box.setInformativeText(QCoreApplication.translate(
            "MainWindow", "The match stays saved: Continue in the lobby resumes it."))
    else:
        box.setIcon(QMessageBox.Icon.Warning)
        box.setInformativeText(not_saved)
        keep = box.addButton(QCoreApplication.translate("MainWindow", "Save record as…"),
                             QMessageBox.ButtonRole.ActionRole)
        keep.setObjectName("save_record_button")
    go = box.addButton(QCoreApplication.translate("MainWindow", "Leave"),
                       QMessageBox.ButtonRole.AcceptRole)
    stay = box.addButton(QCoreApplication.translate("MainWindow", "Stay"),
                         QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay)
    box.setEscapeButton(stay)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def clicked(button: object) -> None:
        if button is go:
            leave()
        elif button is keep and save_as is not None:
            save_as()

    box.buttonClicked.connect(clicked)
    box.open()
    return box


def _is_replay(controller: object) -> bool:
    """The controller plays a record back (its module is loaded once a replay was made, so
    nothing is imported to answer no)."""
    replay = sys.modules.get("tablecards.ui.replay")
    return replay is not None and isinstance(controller, replay.ReplayController)


class MainWindow(Retranslating, QMainWindow):
    """Switches between the lobby and the match being played."""

    def __init__(self, pace: Pace | None = None, parent: QWidget | None = None,
                 saves: SaveStore | None = None, history: HistoryStore | None = None,
                 stats: StatsStore | None = None) -> None:
        """`saves`, `history` and `stats` default to the platform's data folder (the last two
        are opened when first needed)."""
        super().__init__(parent)
        self._history, self._stats = history, stats
        self._stats_checked = False  # the history's matches counted once per session
        self._filed: MatchController | None = None
        self._finished_ids: set[str] = set()  # matches finished in this session
        self._unfiled: list[dict[str, Any]] = []  # finished records the history refused
        self.stats_problem: QMessageBox | None = None
        self.history_problem: QMessageBox | None = None
        self.record_dialog: QWidget | None = None
        """The file chooser or warning about a record, while it is open."""
        self.history_dialog: HistoryDialog | None = None
        self.statistics_window: StatisticsWindow | None = None
        self.setAcceptDrops(True)
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
        self.focus_rings = FocusRings(self)  # where the keys go, in every window
        self.stack = QStackedWidget(self)
        self.lobby = Lobby(self)
        self.continue_panel = ContinuePanel(self)
        self._lobby_page = QScrollArea(self)  # long option lists must not grow the window
        self._lobby_page.setWidget(self._lobby_column())
        self._lobby_page.setWidgetResizable(True)
        self._lobby_page.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab scrolls it as it goes
        self.stack.addWidget(self._lobby_page)
        self.setCentralWidget(self.stack)
        self.table: TablePage | None = None
        self.lobby.sig_start.connect(self._start_from_lobby)
        self.lobby.sig_rules.connect(self.show_rules)
        self.lobby.sig_learn.connect(self.show_lessons)
        self.rules_window: RulesWindow | None = None
        self.lessons_dialog: LessonsDialog | None = None
        self.continue_panel.sig_continue.connect(self.resume_saved)
        self.lobby.game.currentIndexChanged.connect(  # the game chosen: its unfinished match
            lambda _index: self.continue_panel.choose_game(self.lobby.spec().id))
        self._build_menu()
        self._build_language_menu()
        self.table_menu = TableMenu(settings, self.pace, self.prefs, self._restyle_table, self)
        self.menuBar().addMenu(self.table_menu)
        self.coach_menu = CoachMenu(self)
        self.menuBar().addMenu(self.coach_menu)
        self._build_help_menu()
        self.retranslate()
        self.resize(self.first_size())
        self.check_saved()
        self.settings_problem = report_bad_settings(self, settings.repair())

    def first_size(self) -> QSize:
        """1200×780, or the screen's free area where that is smaller (a 1024×700 laptop), so
        the window opens whole with its buttons on screen."""
        screen = self.screen()
        free = screen.availableGeometry().size() if screen is not None else QSize(1200, 780)
        return QSize(min(1200, free.width()), min(780, free.height()))

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
        self.game_menu.aboutToShow.connect(self._update_file_actions)
        self.new_action = self._file_action(self.leave_table, QKeySequence.StandardKey.New)
        self.open_record_action = self._file_action(self.ask_record_to_open,
                                                    QKeySequence.StandardKey.Open)
        self.save_record_action = self._file_action(self.ask_place_to_save,
                                                    QKeySequence.StandardKey.SaveAs)
        self.replay_action = self._file_action(self.replay_this_match)
        self.game_menu.addSeparator()
        self.join_action = self._file_action(self.show_join)
        self.game_menu.addSeparator()
        self.history_action = self._file_action(self.show_history)
        self.statistics_action = self._file_action(self.show_statistics)
        self.game_menu.addSeparator()
        self.quit_action = self._file_action(self.quit, QKeySequence.StandardKey.Quit)

    def _file_action(self, act: Callable[[], object],
                     key: QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(self)
        if key is not None:
            action.setShortcut(key)
        action.triggered.connect(lambda: act())
        self.game_menu.addAction(action)
        return action

    def _update_file_actions(self) -> None:
        """Save record as and Replay this match need a match on the table."""
        c = self.table.controller if self.table is not None else None
        dealt = c is not None and c.match.deal is not None \
            and getattr(c, "whole_record", True)  # a seat's playback holds one seat's views
        self.save_record_action.setEnabled(dealt)
        self.replay_action.setEnabled(dealt and not _is_replay(c))

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
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(lambda: self.show_about())
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
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
        self.game_menu.setTitle(self.tr("&File"))
        self.new_action.setText(self.tr("&New match…"))
        self.open_record_action.setText(self.tr("&Open record…"))
        self.save_record_action.setText(self.tr("&Save record as…"))
        self.replay_action.setText(self.tr("&Replay this match"))
        self.join_action.setText(self.tr("&Join a network table…"))
        self.history_action.setText(self.tr("Match &history…"))
        self.statistics_action.setText(self.tr("S&tatistics…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.language_menu.setTitle(self.tr("Lan&guage"))  # Alt+L: Last trick
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules of this game"))
        self.lessons_action.setText(self.tr("&Lessons…"))
        self.about_action.setText(self.tr("&About TableCards"))
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
        if self._unfiled:  # the history's last chance this session (not told again)
            self._keep_in_history(tell=False)
        super().closeEvent(event)

    # -- saves -------------------------------------------------------------------------
    def check_saved(self) -> SavedMatch | None:
        """Offer each game's unfinished match (the autosave first, then those waiting); set
        a bad one aside and say why. Returns the autosave's."""
        current = self._unfinished_in(self.saves.current)
        waiting = [self._unfinished_in(path) for path in self.saves.shelved()]
        matches = [m for m in (current, *waiting) if m is not None]
        self.continue_panel.show_unfinished(matches)
        self.continue_panel.choose_game(self.lobby.spec().id)
        self.welcome.setVisible(not matches)
        return current

    def _unfinished_in(self, path: Path) -> SavedMatch | None:
        """The unfinished match saved at `path`: None when there is none, when it is bad (set
        aside and told) or when it was finished already (removed: never offered twice)."""
        try:
            saved = self.saves.load(path)
        except SaveError as err:
            try:
                kept = self.saves.set_aside(path)
            except OSError:
                kept = None
            self.save_problem = report_bad_save(self, str(err), kept)
            return None
        if saved is not None and self._finished_already(saved.match_id):
            self.saves.drop_stale(path)
            return None
        return saved

    def _finished_already(self, match_id: str) -> bool:
        """The match finished before (this session, or it is in the history): its save is
        one whose finishing write failed, and finishing it again would count it twice."""
        return match_id in self._finished_ids or self.history().file_of(match_id) is not None

    def _current_unfinished(self) -> SavedMatch | None:
        """The autosave's match, if it is one to continue (a bad or finished one is left to
        `check_saved`)."""
        try:
            saved = self.saves.load()
        except SaveError:
            return None
        return None if saved is None or self._finished_already(saved.match_id) else saved

    def _make_room(self, game: str) -> bool:
        """Before a new match of `game`: that game's unfinished match is discarded only if
        the player agrees; another game's stays, waiting (False: the player said no)."""
        current = self._current_unfinished()
        same = (current is not None and current.match.game_id == game) \
            or self.saves.shelf(game).exists()
        if same and not self._confirm_replace(game):
            return False
        with contextlib.suppress(OSError):
            self.saves.discard_shelved(game)
        if current is not None and current.match.game_id != game:
            self._shelve(current.match.game_id)
        return True

    def _shelve(self, game: str) -> None:
        with contextlib.suppress(OSError):  # the new match's autosave fails there too, and says so
            self.saves.shelve(game)

    def resume_saved(self) -> TablePage | None:
        """Continue the match the Continue panel offers (another game's unfinished match
        waits for its turn)."""
        saved = self.continue_panel.saved
        if saved is None:
            return None
        if saved.path is not None and saved.path != self.saves.current:
            current = self._current_unfinished()
            if current is not None and current.match.game_id != saved.match.game_id:
                self._shelve(current.match.game_id)
            with contextlib.suppress(OSError):
                self.saves.unshelve(saved.path)
        self.continue_panel.show_saved(None)
        self.welcome.show()
        from tablecards.ui.controller import MatchController

        return self._open_table(MatchController.resume(saved.match, saved.seats, self.pace),
                                saved.match_id)

    def _start_from_lobby(self, config: MatchConfig) -> None:
        """A local match takes the save slot of its game (asking before it discards one); a
        hosted table is kept by the host, so every unfinished local match stays as it is."""
        hosted = any(seat.remote for seat in config.seats)
        if hosted or self._make_room(config.game_id):
            self.start_match(config)

    def _confirm_replace(self, game: str) -> bool:
        answer = QMessageBox.question(
            self, self.tr("New match"),
            self.tr("A match of %1 is unfinished. Start a new one and discard it?")
            .replace("%1", name_of(game)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    # -- pages --------------------------------------------------------------------------
    def start_match(self, config: MatchConfig) -> TablePage | None:
        """Replace any running match with a new one and show its table."""
        if any(seat.remote for seat in config.seats):  # friends over the network: host it
            from tablecards.ui.hosting import host_match
            return host_match(self, config)
        from tablecards.ui.controller import MatchController

        try:
            controller = MatchController(config, self.pace)
        except ValueError as err:  # e.g. a form that does not fit the player count
            self.lobby.show_error(str(err))
            return None
        Settings().set_last_seats(config.game_id,
                                  [SeatChoice(s.name, s.human, s.level) for s in config.seats])
        return self._open_table(controller)

    def join_table(self, invitation: str, name: str, *, token: str | None = None,
                   seat: int | None = None, spectator: bool = False,
                   host: Any = None) -> TablePage | None:
        """Take a seat (a free one, `seat`, or the one `token` holds) or watch at a network
        table and show it; `host`: the HostThread when this machine hosts it. None, with the
        reason told, when the host refuses or cannot be reached (tablecards.ui.net_table)."""
        from tablecards.ui.net_table import join_table
        return join_table(self, invitation, name, token=token, seat=seat,
                          spectator=spectator, host=host)

    def show_join(self, invitation: str | None = None) -> JoinDialog:
        """File › Join a network table, with `invitation` filled in (a tablecards:// link
        the app was started with or handed); one dialog at a time."""
        from tablecards.ui.join_dialog import JoinDialog

        old = getattr(self, "join_dialog", None)
        if old is not None:
            old.close()
        dialog = JoinDialog(self, self, invitation)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _gone=None, d=dialog: self._forget_join(d))
        self.join_dialog: JoinDialog | None = dialog
        dialog.open()
        return dialog

    def _forget_join(self, dialog: JoinDialog) -> None:
        if getattr(self, "join_dialog", None) is dialog:
            self.join_dialog = None

    def _open_table(self, controller: MatchController, match_id: str | None = None) -> TablePage:
        """Show the controller's table; a saved match keeps `match_id` (else gets a new one)."""
        from tablecards.ui.table_page import TablePage

        self._drop_table()
        if controller.saved:
            saver = Autosaver(controller, self.saves, match_id)
            saver.sig_failed.connect(self._save_failed)
            controller.sig_taken_back.connect(saver.save_now)  # the rebuilt match, marked
            controller.sig_open_hands.connect(saver.save_now)  # the mark, kept at once
            controller.sig_deal_over.connect(
                lambda: self._file_deal(controller, saver.match_id))
            if controller.match.deal is not None:
                saver.save_now()  # a branch is saved before its first move
        page = TablePage(controller, self, self.prefs)
        if controller.saved:
            self._teach_when_open(page)
            page.sig_verdicts.connect(lambda seat, counts: self._file_verdicts(controller,
                                                                               seat, counts))
        controller.setParent(page)
        page.sig_new_match.connect(self.leave_table)
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.table = page
        self.coach_menu.attach(page)
        page.start()
        self._update_file_actions()  # their keys work before the menu is first opened
        return page

    def match_in_progress(self) -> bool:
        """A match is on the table and not finished (leaving it asks first; a lesson is
        left at once)."""
        return self.table is not None \
            and (self.table.controller.saved or hosting.hosted_here(self)) \
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
            from tablecards.ui.rules_window import RulesWindow

            self.rules_window = RulesWindow(self)
        self.rules_window.show_rules(game_id or self.current_game(), anchor or None)
        return self.rules_window

    def show_about(self) -> AboutDialog:
        """Help › About: the version, the licence and the third-party notices."""
        from tablecards.ui.about import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_lessons(self, game_id: str | None = None) -> LessonsDialog:
        """The course of lessons of a game (the current game's)."""
        from tablecards.ui.lessons_dialog import LessonsDialog

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
        from tablecards.rules.lessons import LessonError
        from tablecards.ui.lesson_controller import LessonController
        from tablecards.ui.lesson_panel import LessonPanel

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

    # -- records, replays and teacher mode ------------------------------------------------
    def ask_record_to_open(self) -> None:
        """File › Open record…: choose a record file to play back."""
        from tablecards.ui.record_files import ask_record_to_open

        self.record_dialog = ask_record_to_open(self, self.open_record)

    def open_record(self, path: Path) -> TablePage | None:
        """Play a record file back on the table; a bad one is told in one line. A match in
        progress is asked about first (it stays saved)."""
        from tablecards.rules.records import RecordError, load_record_file
        from tablecards.ui.record_files import report_bad_record
        from tablecards.ui.replay import ReplayController

        try:
            controller = ReplayController(load_record_file(path), self.pace)
        except RecordError as err:
            self.record_dialog = report_bad_record(self, err)
            return None
        if self.match_in_progress():
            if self.leave_question is None:
                self._ask(self.tr("Leave this match to watch the record?"),
                          lambda: self._open_replay(controller, path.name))
            return None
        return self._open_replay(controller, path.name)

    def replay_this_match(self) -> TablePage | None:
        """The match on the table, from its first deal, as a replay (the match stays saved
        and can be continued from the lobby)."""
        if self.table is None or self.table.controller.match.deal is None:
            return None
        from tablecards.rules.records import RecordError
        from tablecards.ui.record_files import report_bad_record
        from tablecards.ui.replay import ReplayController

        c = self.table.controller
        try:
            controller = ReplayController(self._record_of(c), self.pace)
        except RecordError as err:
            self.record_dialog = report_bad_record(self, err)
            return None
        return self._open_replay(controller, name_of(c.game_id))

    def _open_replay(self, controller: ReplayController, title: str) -> TablePage:
        from tablecards.ui.teacher import ReplayPanel

        page = self._open_table(controller)
        panel = ReplayPanel(page, controller, title)
        panel.sig_play_on.connect(self.play_on)
        panel.sig_save.connect(self.ask_place_to_save)
        panel.sig_leave.connect(self.show_lobby)
        page.scene.sig_overlay_shown.connect(lambda shown: panel.keys_enabled(not shown))
        page.add_guide(panel)
        panel.refresh()
        return page

    def play_on(self) -> PlayOnDialog | None:
        """Ask who plays each seat, then play the replay on from its place as a new match."""
        if self.table is None or not _is_replay(self.table.controller):
            return None
        from tablecards.ui.teacher import PlayOnDialog

        replay = self.table.controller
        dialog = PlayOnDialog(replay.seat_names()[:replay.match.players],
                              replay.players_of_record(), replay.open_hands, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._play_on(replay, dialog.seats(),
                                                      dialog.open_box.isChecked()))
        dialog.open()
        return dialog

    def _play_on(self, replay: ReplayController, seats: list[SeatConfig],
                 open_hands: bool) -> TablePage | None:
        if not self._make_room(replay.game_id):
            return None
        from tablecards.ui.controller import MatchController

        match = replay.branch()
        controller = MatchController.resume(match, seats, self.pace)
        controller.set_open_hands(open_hands)
        return self._open_table(controller)

    def ask_place_to_save(self) -> None:
        """File › Save record as…: the match (or the record played back) as a record file."""
        if self.table is None or self.table.controller.match.deal is None:
            return
        from tablecards.ui.record_files import ask_place_to_save

        record = self._record_of(self.table.controller)
        self.record_dialog = ask_place_to_save(
            self, self.table.controller.game_id, lambda path: self.save_record(path, record))

    def save_record(self, path: Path, record: dict[str, Any]) -> bool:
        """Write `record` to `path` atomically; a failure is told and nothing else is lost."""
        try:
            write_atomic(path, record)
        except (OSError, ValueError) as err:
            reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
            from tablecards.ui.record_files import report_not_written

            self.record_dialog = report_not_written(self, path, reason)
            return False
        return True

    @staticmethod
    def _record_of(controller: MatchController) -> dict[str, Any]:
        """The record a save of the controller's match holds (seats with their kinds, and the
        match's id when it is saved)."""
        if _is_replay(controller):
            return dict(controller.record)  # type: ignore[attr-defined]
        saver = controller.findChild(Autosaver)
        return save_data(controller.match, controller.config.seats, controller.seat_names(),
                         saver.match_id if saver is not None else None)

    def _teach_when_open(self, page: TablePage) -> None:
        """A live match in teacher mode gets the teacher's panel (once); switched off, the
        panel goes with the open hands (its rating would judge hidden cards)."""
        from tablecards.ui.teacher import TeacherPanel

        def show(on: bool) -> None:
            panel = page.findChild(TeacherPanel)
            if on and panel is None:
                page.add_guide(TeacherPanel(page.controller, page))
            elif not on and panel is not None:
                panel.rating.stop()  # a rating still searching says nothing to a panel gone
                panel.hide()
                panel.setParent(None)
                panel.deleteLater()

        page.controller.sig_open_hands.connect(show)
        show(page.controller.open_hands)

    @override
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        from tablecards.ui.record_files import dropped_file

        if dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()

    @override
    def dropEvent(self, event: QDropEvent) -> None:
        """A record file dropped anywhere on the window is played back."""
        from tablecards.ui.record_files import dropped_file

        path = dropped_file(event.mimeData())
        if path is not None:
            event.acceptProposedAction()
            self.open_record(path)

    # -- history and statistics --------------------------------------------------------------
    def history(self) -> HistoryStore:
        if self._history is None:
            from tablecards.ui.history import HistoryStore

            self._history = HistoryStore.standard()
        return self._history

    def stats(self) -> StatsStore:
        """The statistics; the first time in a session, their problems are told as they
        happen and the history's matches they lack are counted (a crash between the two)."""
        if self._stats is None:
            from tablecards.ui.statistics import StatsStore

            self._stats = StatsStore.standard()
            app = QCoreApplication.instance()
            if app is not None:  # the last writes land before the program ends
                app.aboutToQuit.connect(self._stats.close)
        if not self._stats_checked:
            self._stats_checked = True
            bell = ProblemBell(self)
            bell.sig_rang.connect(self._on_stats_bell)
            self._stats.listener = bell.sig_rang.emit
            from tablecards.ui.reconcile import repair_statistics

            repair_statistics(self.history(), self._stats)
        return self._stats

    def _on_stats_bell(self) -> None:
        if self._stats is not None:
            self._tell_stats_problem(self._stats)

    def _file_deal(self, controller: MatchController, match_id: str) -> None:
        """Every deal played counts in the statistics (the match's deals so far, kept under
        its id); a finished match goes into the history and the statistics, once (and once
        for its id: a second finish of the same match counts nothing)."""
        if controller.match.over:
            if self._filed is controller:
                return
            self._filed = controller
            self._finished_ids.add(match_id)
        elif not any(r.complete for r in controller.match.results):
            return
        from tablecards.ui.statistics import finished_match

        names = [stats_name(s.name) for s in controller.config.seats]
        store = self.stats()
        if controller.match.over:
            self._keep_in_history(self._record_of(controller))
        try:
            finished = finished_match(controller.match, names,
                                      [s.human for s in controller.config.seats],
                                      controller.match.open_hands, key=match_id)
        except Exception:  # a game's figures failing must not spoil the end of a match
            LOG.exception("the finished match could not be counted in the statistics")
            return
        store.record(finished)
        self._tell_stats_problem(store)

    def _keep_in_history(self, record: dict[str, Any] | None = None, tell: bool = True) -> None:
        """Add `record` to the history after any the history refused before; a failure is
        told (once until a write works again) and the records kept for the next try."""
        if record is not None:
            self._unfiled.append(record)
        history = self.history()
        while self._unfiled:
            try:
                history.add(self._unfiled[0])
            except (OSError, ValueError) as err:
                LOG.warning("the finished match could not be kept in the history: %s", err)
                if tell and self.history_problem is None:
                    reason = err.strerror if isinstance(err, OSError) and err.strerror \
                        else str(err)
                    self.history_problem = report_history_failed(self, reason, history.folder)
                return
            self._unfiled.pop(0)
        self.history_problem = None

    def _file_verdicts(self, controller: MatchController, seat: int,
                       counts: dict[str, int]) -> None:
        """The coach's verdicts on a seat's decisions, counted in its player's statistics."""
        if seat >= len(controller.config.seats):
            return
        from tablecards.ui.statistics import variant_key

        m = controller.match
        store = self.stats()
        store.record_verdicts(m.game_id, variant_key(m.players, m.given_options),
                              stats_name(controller.config.seats[seat].name), counts)
        self._tell_stats_problem(store)

    def _tell_stats_problem(self, store: StatsStore) -> None:
        problem = store.take_problem()
        while problem is not None:
            self.stats_problem = report_stats_problem(self, problem, store.path)
            problem = store.take_problem()

    def show_history(self) -> HistoryDialog:
        """File › Match history…: the finished matches, each can be played back."""
        from tablecards.ui.history_dialog import HistoryDialog

        if self.history_dialog is not None:
            self.history_dialog.close()
        dialog = HistoryDialog(self.history(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.sig_open.connect(self.open_record)
        dialog.sig_open_seat.connect(self.open_seat_record)
        dialog.destroyed.connect(self._forget_history)
        self.history_dialog = dialog
        dialog.show()
        return dialog

    def open_seat_record(self, path: Path) -> TablePage | None:
        """A network match this machine joined, played back from its seat's own record."""
        from tablecards.ui.seat_replay import open_seat_replay

        return open_seat_replay(self, path)

    def _forget_history(self) -> None:
        self.history_dialog = None

    def show_statistics(self, game_id: str | None = None) -> StatisticsWindow:
        """File › Statistics…: the figures of the current game (any game can be chosen)."""
        from tablecards.ui.statistics_window import StatisticsWindow

        if self.statistics_window is not None:
            self.statistics_window.close()
        store = self.stats()
        window = StatisticsWindow(store, game_id or self.current_game(), self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(self._forget_statistics)
        self.statistics_window = window
        window.show()
        self._tell_stats_problem(store)
        return window

    def _forget_statistics(self) -> None:
        self.statistics_window = None

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
        """Ask before leaving the match; the answer's text says whether it is saved."""
        hosted = hosting.leave_words(self)  # the friends lose their host; the host keeps it
        problem = None if hosted else self.saves.latest_problem()
        not_saved = None if problem is None else self.tr(
            "This match could not be saved in %1 (%2). If you leave, Continue cannot resume "
            "it. Save record as… keeps it in a file of your choice: File › Open record… "
            "plays it back, and Play on from here continues it.").replace(
            "%1", str(self.saves.folder)).replace("%2", problem)
        box = _leave_question(self, self.tr("Leave the match"), question, leave, not_saved,
                              lambda: self._save_record_then(leave))
        if hosted:
            box.setInformativeText(hosted)
        self.leave_question = box
        box.finished.connect(self._forget_question)

    def _save_record_then(self, leave: Callable[[], None]) -> None:
        """Save record as…, then leave as the player asked once the record is written."""
        if self.table is None:
            return
        from tablecards.ui.record_files import ask_place_to_save

        record = self._record_of(self.table.controller)

        def chosen(path: Path) -> None:
            if self.save_record(path, record):
                leave()

        self.record_dialog = ask_place_to_save(self, self.table.controller.game_id, chosen)

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
            from tablecards.ui.teacher import MoveRating

            self.table.controller.stop()
            for rating in self.table.findChildren(MoveRating):
                rating.stop()  # a rating still searching says nothing to a table gone
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        self._update_file_actions()
