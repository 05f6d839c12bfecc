"""The course of a game: its lessons in order, those finished ticked, one to start.

Opened by the lobby's "Learn this game" and Help › Lessons. The first lesson not yet finished
is chosen, so Enter goes on where the learner left off; the game's rules page is one click
away.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.lessons import Lesson, LessonError, lessons_of, pick
from tablecards.ui.game_texts import game_chooser, name_games, name_of
from tablecards.ui.i18n import Retranslating, current_language
from tablecards.ui.settings import Settings

LESSON = Qt.ItemDataRole.UserRole


def course(game_id: str) -> tuple[Lesson, ...]:
    """A game's lessons; none if its files cannot be read (the list then says so)."""
    try:
        return lessons_of(game_id)
    except LessonError:
        return ()


class LessonsDialog(Retranslating, QDialog):
    """Choose a lesson of a game; `sig_start` plays it, `sig_rules` opens the rules page."""

    sig_start = Signal(object)
    """Play a lesson (argument: the Lesson)."""
    sig_rules = Signal(str)
    """Open a game's rules page (argument: its id)."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessons_dialog")
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.game_label = QLabel(self)
        self.games = game_chooser(self, game_id)
        self.game_label.setBuddy(self.games)
        self.list = QListWidget(self)
        self.rules_button = QPushButton(self)
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.close_button = QPushButton(self)
        self._build()
        self.games.currentIndexChanged.connect(self.fill)
        self.list.itemActivated.connect(lambda _item: self._start())
        self.start_button.clicked.connect(self._start)
        self.rules_button.clicked.connect(lambda: self.sig_rules.emit(self.game_id()))
        self.close_button.clicked.connect(self.reject)
        self.retranslate()
        self.resize(560, 420)

    def _build(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.games)
        top.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.rules_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.intro)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)

    def game_id(self) -> str:
        return str(self.games.currentData())

    def fill(self) -> None:
        """List the chosen game's lessons, ticking the finished, choosing the first not."""
        done = Settings().lessons_done()
        language = current_language()
        self.list.clear()
        chosen = None
        for lesson in course(self.game_id()):
            finished = lesson.key in done
            title = pick(lesson.title, language)
            steps = self.tr("%n step(s)", "", len(lesson.steps))
            mark = "✓" if finished else "•"
            item = QListWidgetItem(f"{mark}  {lesson.order + 1}. {title}  ({steps})")
            item.setData(LESSON, lesson)
            item.setToolTip(self.tr("Finished") if finished else self.tr("Not finished yet"))
            self.list.addItem(item)
            if chosen is None and not finished:
                chosen = item
        if self.list.count():
            self.list.setCurrentItem(chosen or self.list.item(0))
        else:
            self.list.addItem(self.tr("This game has no lessons yet."))
        self.start_button.setEnabled(self.current() is not None)
        self.setWindowTitle(self.tr("Learn %1").replace("%1", name_of(self.game_id())))

    def current(self) -> Lesson | None:
        item = self.list.currentItem()
        lesson = item.data(LESSON) if item is not None else None
        return lesson if isinstance(lesson, Lesson) else None

    def _start(self) -> None:
        lesson = self.current()
        if lesson is not None:
            self.accept()
            self.sig_start.emit(lesson)

    def retranslate(self) -> None:
        self.intro.setText(self.tr(
            "Each lesson teaches one idea on a real table, with a hand dealt for it: read, "
            "then make the move it asks for; another move that does the same job counts too. "
            "A wrong move is explained, and you try again. The last lesson is a whole hand "
            "with the coach beside you."))
        self.game_label.setText(self.tr("&Game"))
        self.rules_button.setText(self.tr("Read the &rules"))
        self.start_button.setText(self.tr("&Start lesson"))
        self.close_button.setText(self.tr("Close"))
        name_games(self.games)
        self.fill()
