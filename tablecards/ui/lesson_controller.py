"""A lesson on the table: the match controller, with the lesson's script for the computer seats.

In a scripted lesson the computer seats play the lesson record's actions at the table's pace,
and hold still while a `say` step is being read. The learner's move is checked against the
current `do` step: the move it expects is played; another legal move is not played but
explained (`sig_feedback`), so the learner tries again; an illegal move is refused by the rules
as in a match, with the step's own words added. The coach's hint (H) rings the move the step
expects. A free lesson (a first hand with the coach on) lets real bots play and the learner
decide as they like, the coach advising on every turn.

Lessons are not saved and cannot be taken back: a lesson restarts from its beginning.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.lessons import Lesson, Step, Words, pick
from tablecards.ui.controller import Hint, MatchConfig, MatchController, Pace, SeatConfig
from tablecards.ui.i18n import current_language
from tablecards.ui.texts import reason_text

_CTX = "Lesson"
COMPASS = {
    2: ("North",),
    3: ("West", "East"),
    4: ("West", "North", "East"),
    5: ("West", "Northwest", "Northeast", "East"),
}
"""The computer seats' names, clockwise from the learner's left, by the number of seats."""
_NAMES = (QT_TRANSLATE_NOOP("Lesson", "You"), QT_TRANSLATE_NOOP("Lesson", "North"),
          QT_TRANSLATE_NOOP("Lesson", "West"), QT_TRANSLATE_NOOP("Lesson", "East"),
          QT_TRANSLATE_NOOP("Lesson", "Northwest"), QT_TRANSLATE_NOOP("Lesson", "Northeast"))
LESSON_MOVE = QT_TRANSLATE_NOOP("Lesson", "This is the move the lesson asks for.")
FREE_LEVEL = "easy"
"""The computer seats of a free lesson: a first hand is played against gentle opponents."""

NOT_THE_LESSON_MOVE = Reason("lesson_move")
"""What `submit` answers for a legal move the step does not accept (no rule refused it)."""


@dataclass(frozen=True)
class Feedback:
    """What the lesson panel says after a move."""

    kind: str
    """`right`, `wrong` (a legal move the lesson does not want) or `illegal`."""
    words: Words | None
    refusal: str = ""
    """The rules' own reason for an illegal move, in the player's language."""
    action: Action | None = None
    """The move made or tried."""


class LessonController(MatchController):
    """Plays one lesson; `step()` is the step on show, None once the lesson is over."""

    sig_step = Signal()
    """The step on show changed (or the lesson ended)."""
    sig_feedback = Signal(object)
    """A move was made or tried: a `Feedback`."""

    def __init__(self, lesson: Lesson, pace: Pace | None = None,
                 parent: QObject | None = None) -> None:
        self.lesson = lesson
        match = lesson.start()
        names = self.seat_names_of(match.seats)
        seats = [SeatConfig(names[s], s == lesson.seat, FREE_LEVEL) for s in range(match.seats)]
        config = MatchConfig(lesson.game, match.players, dict(match.given_options), seats,
                             match.seed)
        self._script = [] if lesson.free else lesson.script()
        self._step_index = 0
        scripted = None if lesson.free else self._scripted_bot
        super().__init__(config, pace, scripted, parent, match=match)
        self.saved = False

    @staticmethod
    def seat_names_of(seats: int) -> list[str]:
        """"You" and the computer seats' compass names, in English (worded when shown)."""
        return ["You", *COMPASS.get(seats, tuple(f"Seat {n}" for n in range(2, seats + 1)))]

    def _scripted_bot(self, game_id: str) -> Any:
        return None  # the script plays: see `_bot_turn`

    def seat_name(self, seat: int) -> str:
        """The seat's compass name in the current language."""
        if seat < len(self.config.seats):
            return QCoreApplication.translate(_CTX, self.config.seats[seat].name)
        return super().seat_name(seat)

    # -- the steps -----------------------------------------------------------------------
    def step(self) -> Step | None:
        """The step on show: the first not yet done whose place the script has reached."""
        if self._step_index >= len(self.lesson.steps):
            return None
        step = self.lesson.steps[self._step_index]
        return step if step.at <= self.position() else None

    def position(self) -> int:
        """How many of the deal's actions have been played."""
        return len(self.match.actions[-1]) if self.match.actions else 0

    def finished(self) -> bool:
        """Every step done and the script played out (a free lesson: the deal scored)."""
        if self.lesson.free:
            deal = self.match.deal
            return deal is not None and deal.is_complete()
        return self._step_index >= len(self.lesson.steps) \
            and self.position() >= len(self._script)

    def proceed(self) -> None:
        """The learner has read the `say` step on show: on to the next step."""
        step = self.step()
        if step is None or step.kind != "say":
            return
        self._step_index += 1
        self.sig_changed.emit()  # the table and its buttons follow the new step
        self._resume()

    def text(self, words: Words | None) -> str:
        """Lesson words in the current language."""
        return pick(words, current_language())

    # -- the learner's moves ---------------------------------------------------------------
    def submit(self, action: Action) -> Reason | None:
        if self.lesson.free:
            return super().submit(action)
        step = self.step()
        if step is None or step.kind != "do" or not self.human_turn():
            return None
        why = self.match.refusal(action)
        if why is not None:
            self.sig_feedback.emit(Feedback("illegal", step.illegal, self._refusal_text(why),
                                            action))
            self.sig_refused.emit(why)
            return why
        if not step.accepts(action):
            self.sig_feedback.emit(Feedback("wrong", step.explanation(action), action=action))
            return NOT_THE_LESSON_MOVE
        self._step_index += 1
        self._play(action)
        self.sig_feedback.emit(Feedback("right", step.right, action=action))
        self.sig_step.emit()
        return None

    def _refusal_text(self, why: Reason) -> str:
        return reason_text(why, self.seat_names())

    # -- the computer seats ----------------------------------------------------------------
    def _after(self, events: list[Event]) -> None:
        super()._after(events)
        if self.lesson.free and self.human_turn() and self.hint_allowed():
            self.request_hint()  # the coach is on: advice on every turn
        if self.finished():
            self._step_index = len(self.lesson.steps)
            self.sig_step.emit()

    def _ask_worker(self, seat: int, delay_ms: int) -> None:
        """A free lesson's bots think only once the opening words are read."""
        if not self._reading():
            super()._ask_worker(seat, delay_ms)

    def _bot_turn(self) -> None:
        """The script's next action (a free lesson: the bot's), unless a step is being read
        first."""
        if self._reading():
            return
        if self.lesson.free:
            super()._bot_turn()
            return
        if self.position() >= len(self._script):
            return
        action = self._script[self.position()]
        if self.match.controller() == action.seat and not self.is_human(action.seat):
            self._play(action)

    def _reading(self) -> bool:
        step = self.step()
        return step is not None and step.kind == "say"

    def _resume(self) -> None:
        """After a step is read: the computer seats go on if it is their turn."""
        if self.finished():
            self.sig_step.emit()
            return
        seat = self.match.controller()
        if seat is not None and not self.is_human(seat) and not self.match.needs_deal:
            if self._custom_bots or self.pace.inline():
                self._timer.start(self.pace.bot_ms)
            else:
                self._ask_worker(seat, self.pace.bot_ms)

    def next_deal(self) -> None:
        """A lesson is one deal: nothing is dealt after it."""
        if self.match.deal is None:
            super().next_deal()

    def deals_to_come(self) -> bool:
        return False

    # -- the coach in a lesson -------------------------------------------------------------
    def request_hint(self) -> bool:
        """In a scripted lesson the hint is the step's own move, ringed on the table."""
        if self.lesson.free:
            return super().request_hint()
        step = self.step()
        if step is None or step.expect is None or not self.human_turn():
            return False
        self.sig_hint.emit(Hint(step.expect.seat, step.expect,
                                QCoreApplication.translate(_CTX, LESSON_MOVE)))
        return True

    def hint_allowed(self) -> bool:
        if self.lesson.free:
            return super().hint_allowed()
        step = self.step()
        return step is not None and step.kind == "do" and self.human_turn()

    def take_back_seat(self) -> int | None:
        return None
