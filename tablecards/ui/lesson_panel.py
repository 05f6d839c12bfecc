"""The lesson beside the table: the step's words, what the last move taught, and the way on.

It sits above the score sheet while a lesson is played. A `say` step waits for Next (Enter or
Space on the button, which takes the keys while it shows); a `do` step rings the cards it is
about and waits for the learner's move on the table; a move that is legal but not the lesson's
is explained here in its own colour, and the learner tries again. A finished trick stays on
the table, shown over the felt with its winner, until Next. When the lesson is over the table
says so and shows nothing to play, and the panel offers the next lesson, the course, or the
lobby; the course remembers the lesson as finished.

Nothing here moves while a lesson is played: the words take the room left, the feedback box
keeps its height whether or not it says something, and each button keeps its place when it
is hidden, so a second click on Next never lands on another button.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
)

from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.lesson_moves import move_cards
from tablecards.rules.lessons import Lesson, lessons_of
from tablecards.ui.card_text import CardText, plain_browser
from tablecards.ui.i18n import Retranslating
from tablecards.ui.lesson_controller import Feedback, LessonController
from tablecards.ui.settings import Settings
from tablecards.ui.table_page import TablePage
from tablecards.ui.texts import action_text

WIDTH = 380
FEEDBACK_LINES = 7
"""The feedback box's height, in lines of text: room for praise or a reason and a card row."""
FEEDBACK_COLOURS = {"right": ("#e8f5e9", "#2e7d32"), "also": ("#e8f5e9", "#2e7d32"),
                    "wrong": ("#fff3e0", "#e65100"), "illegal": ("#fff3e0", "#e65100")}


class LessonPanel(Retranslating, QFrame):
    """One lesson's words and buttons, beside its table page."""

    sig_open_lesson = Signal(object)
    """Play a lesson (argument: the Lesson; the same one to start it again)."""
    sig_course = Signal(str)
    """Show the course of lessons of a game (argument: its id)."""
    sig_leave = Signal()
    """Back to the lobby."""

    def __init__(self, page: TablePage, controller: LessonController) -> None:
        super().__init__(page)
        self.page, self.controller = page, controller
        self.lesson: Lesson = controller.lesson
        self.setObjectName("lesson_panel")
        self.setFixedWidth(WIDTH)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QLabel(self)
        self.words = CardText(self, card_width=34)
        self.words.setObjectName("lesson_words")
        plain_browser(self.words)
        self.feedback = CardText(self, card_width=28)
        self.feedback.setObjectName("lesson_feedback")
        self.feedback.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.next_button = QPushButton(self)
        self.show_button = QPushButton(self)
        self.again_button = QPushButton(self)
        self.course_button = QPushButton(self)
        self.leave_button = QPushButton(self)
        self.next_lesson_button = QPushButton(self)
        self._said: Feedback | None = None
        self._shown_trick = 0
        """How many tricks were taken when the lesson put the last one over the felt (0:
        it shows none)."""
        self._recorded = False
        """The lesson's end has been recorded in the course's progress."""
        self._build()
        self._connect()
        self.retranslate()

    def _build(self) -> None:
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.heading.setFont(font)
        first = QHBoxLayout()
        first.addWidget(self.next_button)
        first.addWidget(self.show_button)
        first.addWidget(self.next_lesson_button)
        second = QHBoxLayout()
        for button in (self.again_button, self.course_button, self.leave_button):
            second.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.progress)
        layout.addWidget(self.heading)
        layout.addWidget(self.words, 3)
        layout.addWidget(self.feedback)
        layout.addLayout(first)
        layout.addLayout(second)
        self.next_button.setDefault(True)
        for widget in (self.feedback, self.next_button, self.show_button,
                       self.next_lesson_button):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)  # the buttons below never move up
            widget.setSizePolicy(policy)
        self.feedback.setFixedHeight(self.fontMetrics().lineSpacing() * FEEDBACK_LINES + 12)
        self.feedback.hide()

    def _connect(self) -> None:
        c = self.controller
        c.sig_step.connect(self.refresh)
        c.sig_changed.connect(self.refresh)
        c.sig_feedback.connect(self.tell)
        c.sig_deal_over.connect(self._take_keys)  # after the score sheet took them
        self.next_button.clicked.connect(self._next)
        self.show_button.clicked.connect(c.request_hint)
        self.again_button.clicked.connect(lambda: self.sig_open_lesson.emit(self.lesson))
        self.course_button.clicked.connect(lambda: self.sig_course.emit(self.lesson.game))
        self.leave_button.clicked.connect(self.sig_leave.emit)
        self.next_lesson_button.clicked.connect(self._next_lesson)

    def following(self) -> Lesson | None:
        """The lesson after this one in its course."""
        course = lessons_of(self.lesson.game)
        later = [lesson for lesson in course if lesson.order > self.lesson.order]
        return later[0] if later else None

    # -- showing -------------------------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        step = c.step()
        over = c.finished()
        total = len(lessons_of(self.lesson.game))
        self.progress.setText(self.tr("Lesson %1 of %2").replace(
            "%1", str(self.lesson.order + 1)).replace("%2", str(total)))
        self.heading.setText(c.text(self.lesson.title))
        if over and not self._recorded:
            Settings().set_lesson_done(self.lesson.key)  # once, not on every redraw
            self._recorded = True
        if over:
            self._show_words(c.text(self.lesson.done))
            self._show_finished()
        elif step is not None and (step.kind == "say" or not c.held()):
            self._show_words(c.text(step.text))
            self._ring(step.cards)
        elif c.held():
            self._show_words(self._held_words())
        if c.waits_for_next():
            self._say_next_in_status()
        self._show_held_trick()
        self._show_buttons(step.kind if step is not None else "", over)

    def _held_words(self) -> str:
        """What to do while a finished trick waits on the table."""
        view = self.controller.view()
        trick = view.tricks[-1] if view is not None and view.tricks else None
        if trick is not None and trick.winner is not None:
            return self.tr("The trick goes to %1. Look at it, then press Next.").replace(
                "%1", self.controller.seat_name(trick.winner))
        return self.tr("The cards are settled. Look at the table, then press Next.")

    def _show_held_trick(self) -> None:
        """While a trick is held (and once the lesson is over) the last trick lies over the
        felt with its winner, shown once (the learner may close it); it goes when the table
        goes on."""
        c, scene = self.controller, self.page.scene
        view = c.view()
        tricks = len(view.tricks) if view is not None else 0
        ended = c.finished() and not self.lesson.free and view is not None \
            and not (view.trick is not None and view.trick.plays)
        shows = tricks > 0 and (c.held_trick() or ended)
        if shows and self._shown_trick != tricks:
            self._shown_trick = tricks
            if scene.overlay is None:
                self.page.toggle_last_trick()
        elif not shows and self._shown_trick and scene.overlay is not None:
            scene.hide_overlay()
        if not shows:
            self._shown_trick = 0

    def _say_next_in_status(self) -> None:
        """Under the felt, what happened stays and "Waiting for…" gives way to what the
        table really waits for: Next."""
        press = self.tr("Press Next to go on.")
        lines = self.page.status.text().split("\n")
        first = lines[0] if len(lines) > 1 and lines[0] != press else ""
        self.page.status.setText("\n".join(line for line in (first, press) if line))

    def _show_finished(self) -> None:
        """The lesson is over: the status line says so in place of "Your turn"."""
        self.page.status.setText(self.tr("The lesson is over: there is nothing more to play "
                                         "on this table."))
        if not self.lesson.free:
            for item in self.page.scene.hand_items():
                item.set_marks(dimmed=True)  # the hand left over is out of play

    def _show_words(self, text: str) -> None:
        if text != self.words.markup:
            self.words.show_markup(text)

    def _ring(self, codes: tuple[str, ...]) -> None:
        if codes and self.controller.human_turn():
            self.page.scene.mark_hinted(self.lesson.seat, [Card.parse(c) for c in codes])

    def _show_buttons(self, kind: str, over: bool) -> None:
        reading = self.controller.waits_for_next()
        self.next_button.setVisible(reading)
        self.show_button.setVisible(kind == "do" and not over and not self.lesson.free)
        self.show_button.setEnabled(self.controller.human_turn())
        following = self.following()
        self.next_lesson_button.setVisible(over and following is not None)
        if reading and not self.next_button.hasFocus():
            self.next_button.setFocus()  # Enter reads on; the table cannot be played now
        elif over and following is not None:
            self.next_lesson_button.setFocus()

    def _take_keys(self) -> None:
        """At the end of the lesson's deal the keys stay with the lesson: Enter reads on or
        opens the next lesson, never the score sheet's New match."""
        for button in (self.next_button, self.next_lesson_button, self.again_button):
            if button.isVisible():
                button.setFocus()
                return

    def tell(self, feedback: Feedback) -> None:
        """What the last move taught: praise, or why the lesson wants another move."""
        self._said = feedback
        c = self.controller
        text = c.text(feedback.words)
        if feedback.kind == "illegal":
            text = "\n\n".join(t for t in (feedback.refusal, text) if t)
        if feedback.kind == "also":
            text = self._also_text(feedback, text)
        if feedback.kind != "right" and not text:
            text = self.tr("That is not the move this lesson is about. Try again.")
        background, border = FEEDBACK_COLOURS[feedback.kind]
        self.feedback.setStyleSheet(f"QTextBrowser {{ background: {background}; "
                                    f"border: 2px solid {border}; border-radius: 4px; }}")
        self.feedback.show_markup(text)
        self.feedback.setVisible(bool(text))

    def _also_text(self, feedback: Feedback, words: str) -> str:
        """Another move that serves the point: praise first, then what the lesson's own move
        was, and whether the table plays the learner's move or the lesson's."""
        step_words = words or self.tr("That works too: it does what this step is about.")
        played, tried = feedback.played, feedback.action
        if played is None or tried is None or played == tried:
            return step_words + "\n\n" + self.tr("The lesson goes on with your move.")
        return step_words + "\n\n" + self.tr(
            "The lesson's own move was %1; the table plays it, so the rest of the lesson "
            "goes as written.").replace("%1", move_words(played))

    def _next(self) -> None:
        self.feedback.hide()
        self.controller.proceed()
        if not self.controller.waits_for_next():
            self.page.view.setFocus()

    def _next_lesson(self) -> None:
        following = self.following()
        if following is not None:
            self.sig_open_lesson.emit(following)

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("&Next"))
        self.show_button.setText(self.tr("&Show me"))
        self.show_button.setToolTip(self.tr("Ring the move this step asks for (H)"))
        self.again_button.setText(self.tr("Start again"))
        self.course_button.setText(self.tr("All lessons"))
        self.leave_button.setText(self.tr("Leave"))
        self.next_lesson_button.setText(self.tr("Next lesson"))
        self.setAccessibleName(self.tr("Lesson"))
        self.refresh()
        if self._said is not None:
            self.tell(self._said)


def move_words(action: Action) -> str:
    """A move as lesson words: its cards drawn (`{{JS 9H 8D}}`), else its button's words."""
    cards = move_cards(action)
    if cards:
        return "{{" + " ".join(card.code for card in cards) + "}}"
    return action_text(action)
