"""A lesson on the table: the match controller, with the lesson's script for the computer seats.

In a scripted lesson the computer seats play the lesson record's actions at the table's pace,
and hold still while a `say` step is being read. The learner's move is checked against the
current `do` step: the move it expects is played; another move that serves the step's point
(its `accept` tests) is praised too, and played if the rest of the record still holds after
it, else the lesson says it plays its own move instead; any other legal move is not played but
explained (`sig_feedback`), so the learner tries again; an illegal move is refused by the rules
as in a match, with the step's own words added. What a move taught is told before the table
moves on. The coach's hint (H) rings the move the step expects. A free lesson (a first hand
with the coach on) lets real bots play and the learner decide as they like, the coach
advising on every turn.

Every finished trick, and every settled showdown, holds the table until the learner presses
Next (`held`), so nothing is swept away before it was seen.

Lessons are not saved and cannot be taken back: a lesson restarts from its beginning.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.game import Match
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
    """`right`, `also` (another move that serves the step's point), `wrong` (a legal move
    the lesson does not want) or `illegal`."""
    words: Words | None
    refusal: str = ""
    """The rules' own reason for an illegal move, in the player's language."""
    action: Action | None = None
    """The move made or tried."""
    played: Action | None = None
    """For `also`: the move the table plays, the learner's own or the lesson's."""


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
        self._held = ""
        """What the table holds until Next: "trick", "showdown" or nothing."""
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

    def held(self) -> bool:
        """A finished trick or showdown waits on the table for Next."""
        return bool(self._held) and not self.finished()

    def held_trick(self) -> bool:
        """What is held is a trick (a showdown lies in the middle of the felt by itself)."""
        return self._held == "trick" and not self.finished()

    def waits_for_next(self) -> bool:
        """Next is what the lesson waits for: words to read or a finished trick to see."""
        return not self.finished() and (bool(self._held) or self._reading_step())

    def proceed(self) -> None:
        """The learner has read the `say` step on show, or seen the finished trick: on."""
        if not self.waits_for_next():
            return
        step = self.step()
        if step is not None and step.kind == "say":
            self._step_index += 1
        self._held = ""
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
            self.sig_feedback.emit(Feedback("illegal", step.refusal_words(action),
                                            self._refusal_text(why), action))
            self.sig_refused.emit(why)
            return why
        if not step.accepts(action, self.match):
            self.sig_feedback.emit(Feedback("wrong", step.explanation(action), action=action))
            return NOT_THE_LESSON_MOVE
        played = action
        if step.is_own(action):
            feedback = Feedback("right", step.right, action=action, played=action)
        else:
            own = step.expect
            assert own is not None  # a do step always expects a move
            played = action if self.record_allows(action) else own
            feedback = Feedback("also", step.also, action=action, played=played)
            self._script[self.position()] = played
        self.sig_feedback.emit(feedback)  # told before the table moves on
        self._step_index += 1
        self._play(played)
        self.sig_step.emit()
        return None

    def record_allows(self, action: Action) -> bool:
        """The rest of the lesson's record still holds if `action` replaces the lesson's move
        here: every later action stays legal and every trick and showdown goes to the same
        seat, so the steps ahead stay true."""
        position = self.position()
        own, mine = self.match.clone(), self.match.clone()
        rest = self._script[position + 1:]
        outcome = _outcomes(own, [self._script[position], *rest])
        if outcome is None:
            return False
        return _outcomes(mine, [action, *rest]) == outcome

    def _refusal_text(self, why: Reason) -> str:
        return reason_text(why, self.seat_names())

    # -- the computer seats ----------------------------------------------------------------
    def _after(self, events: list[Event]) -> None:
        settled = [_settles(event) for event in events]
        if any(settled) and not self.finished():
            self._held = next(kind for kind in settled if kind)  # before the table redraws
        super()._after(events)
        if self.lesson.free and self.human_turn() and self.hint_allowed():
            self.request_hint()  # the coach is on: advice on every turn
        if self.finished():
            self._step_index = len(self.lesson.steps)
            self._held = ""
            self.sig_step.emit()

    def human_turn(self) -> bool:
        """The learner may move: not while a trick is held or words wait, nor once the lesson
        is over (the table then shows nothing to play)."""
        if self.finished() or self._held:
            return False
        return super().human_turn()

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
        return bool(self._held) or self._reading_step()

    def _reading_step(self) -> bool:
        step = self.step()
        return step is not None and step.kind == "say"

    def _resume(self) -> None:
        """After a step is read: the computer seats go on if it is their turn."""
        if self.finished():
            self.sig_step.emit()
            return
        if self.lesson.free and self.human_turn() and self.hint_allowed():
            self.request_hint()
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


def _settles(event: Event) -> str:
    """"trick" for a trick won, "showdown" for a lead settled face up (a showdown, a flaunt
    banked), else "": what the table holds until Next."""
    if event.kind == "trick_won":
        return "trick"
    return "showdown" if event.kind == "banked" and not event.data.get("unseen", True) else ""


def _outcomes(match: Match, actions: list[Action]) -> list[tuple[str, int | None]] | None:
    """Who won each trick and showdown when `actions` are played on `match` (a copy it may
    change), with the deal's scores; None if one of them is not legal there."""
    seen: list[tuple[str, int | None]] = []
    for action in actions:
        if match.refusal(action) is not None:
            return None
        seen += [(e.kind, e.seat) for e in match.apply(action) if _settles(e)]
    seen += [("points", p) for p in (match.deal.points() if match.deal is not None else [])]
    return seen
