"""Teacher mode on the table: the coach's rating of any seat's decision, the replay's controls,
and the seats of a match played on from a replay.

A rating comes from the same honest search as the review (`tablecards.ai.review`), given the
deciding seat's view as it was, so it says what that player could have known, even while the
table shows every hand. It runs off the GUI thread; stepping on while it runs queues the newest
place only, so a rating never lags behind the table.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tablecards.ai.levels import DEFAULT_LEVEL, LEVELS, view_digest
from tablecards.ai.review import Rating, Settings, rate_decision
from tablecards.rules.actions import Action
from tablecards.ui.compat import override
from tablecards.ui.controller import LastMove, MatchController, SeatConfig
from tablecards.ui.i18n import Retranslating
from tablecards.ui.lobby_seats import level_word
from tablecards.ui.replay import ReplayController
from tablecards.ui.review_view import VERDICT_COLOURS, CoachRun, rating_words, verdict_text
from tablecards.ui.texts import action_text, penalty_points

LOG = logging.getLogger(__name__)
WIDTH = 380
"""The panels' width: the score sheet's, so the side column keeps one width."""


class RatingRun(CoachRun):
    """Rates one decision; a cancelled run still finishes its search but says nothing."""

    sig_rated = Signal(object)
    """The `Rating`, or None when the game's search cannot rate this decision."""

    def __init__(self, game_id: str, move: LastMove, options: Mapping[str, Any],
                 level: str) -> None:
        super().__init__()
        self._game, self._move, self._options, self._level = game_id, move, options, level

    @override
    def run(self) -> None:
        try:
            rating = rate_decision(self._game, self._move.view, self._move.action,
                                   dict(self._options), Settings(self._level))
        except Exception:  # a search failure must not end the program: no rating shown
            LOG.exception("the coach could not rate a decision")
            rating = None
        if not self._stop.is_set():
            self.sig_rated.emit(rating)


class MoveRating(Retranslating, QWidget):
    """The decision that led to the table on show, and the coach's rating of it."""

    level: ClassVar[str] = "strong"
    """The coach's level for ratings (the review's)."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.move_label = QLabel(self)
        self.move_label.setObjectName("last_move")
        self.move_label.setWordWrap(True)
        self.rate_button = QPushButton(self)
        self.rate_button.setObjectName("rate_move")
        self.rate_button.clicked.connect(self.rate)
        self.auto_box = QCheckBox(self)
        self.auto_box.setObjectName("rate_every_move")
        self.auto_box.toggled.connect(self._auto_toggled)
        self.verdict = QLabel(self)
        self.verdict.setObjectName("move_verdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self._run: RatingRun | None = None
        self._running_for: MoveKey | None = None
        self._rated: dict[MoveKey, Rating | None] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.move_label)
        row = QHBoxLayout()
        row.addWidget(self.rate_button)
        row.addWidget(self.auto_box, 1)
        layout.addLayout(row)
        layout.addWidget(self.verdict)
        controller.sig_changed.connect(self.refresh)
        self.retranslate()

    def move(self) -> LastMove | None:
        return self.controller.last_move

    def refresh(self) -> None:
        """Word the decision on show; rate it at once when every move is rated."""
        move = self.move()
        self.rate_button.setEnabled(move is not None)
        if move is None:
            self.move_label.setText(self.tr("No decision yet."))
            self.verdict.clear()
            return
        self.move_label.setText(self.tr("%1: %2").replace(
            "%1", self.controller.seat_name(move.seat)).replace("%2", action_text(move.action)))
        key = move_key(move)
        if key in self._rated:
            self._show(self._rated[key])
        elif self._running_for == key:
            self.verdict.setText(self.tr("The coach is thinking…"))
        else:
            self.verdict.clear()
            if self.auto_box.isChecked():
                self.rate()

    def rate(self) -> None:
        """Ask the coach about the decision on show (one search at a time: the newest place
        is rated when the running one ends)."""
        move = self.move()
        if move is None or move_key(move) in self._rated:
            return
        self.verdict.setText(self.tr("The coach is thinking…"))
        if self._run is not None:
            return
        self._running_for = move_key(move)
        run = RatingRun(self.controller.game_id, move, self.controller.match.given_options,
                        self.level)
        run.sig_rated.connect(self._on_rated)
        run.finished.connect(self._on_finished)
        self._run = run
        run.start()

    def _on_rated(self, rating: Rating | None) -> None:
        if self._running_for is not None:
            self._rated[self._running_for] = rating

    def _on_finished(self) -> None:
        self._run = None
        self._running_for = None
        move = self.move()
        if move is not None and move_key(move) not in self._rated and (
                self.auto_box.isChecked() or self.verdict.text()):
            self.rate()
        else:
            self.refresh()

    def _show(self, rating: Rating | None) -> None:
        if rating is None:
            self.verdict.setText(self.tr("The coach cannot rate this decision."))
            return
        colour = VERDICT_COLOURS.get(rating.verdict, "#000000")
        self.verdict.setText(f'<b style="color:{colour}">{verdict_text(rating.verdict)}</b> '
                             f"— {html.escape(self._words(rating), quote=False)}"
                             .replace("\n", "<br>"))

    def _words(self, rating: Rating) -> str:
        """The rating's reason, in penalty points where the game counts them, and the facts
        behind the move."""
        return rating_words(rating, penalty_points(self.controller.game_id),
                            self.controller.seat_name)

    def _auto_toggled(self, on: bool) -> None:
        if on:
            self.rate()

    def stop(self) -> None:
        """The table is leaving: a running search says nothing more."""
        if self._run is not None:
            self._run.cancel()
            self._run.sig_rated.disconnect(self._on_rated)
            self._run.finished.disconnect(self._on_finished)
            self._run = None

    def retranslate(self) -> None:
        self.rate_button.setText(self.tr("Rate this move"))
        self.rate_button.setToolTip(self.tr(
            "The coach rates the decision from what that player could see, not from the open "
            "hands"))
        self.auto_box.setText(self.tr("Rate every move"))
        self.refresh()


MoveKey = tuple[int, Action, str]


def move_key(move: LastMove) -> MoveKey:
    """A decision by what it was: the seat, the move and everything the seat saw."""
    return move.seat, move.action, view_digest(move.view)




class TeacherPanel(Retranslating, QFrame):
    """Beside a live match in teacher mode: what the mode means, and the last move rated."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("teacher_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(WIDTH)
        self.heading = QLabel(self)
        self.heading.setObjectName("teacher_heading")
        self.about = QLabel(self)
        self.about.setWordWrap(True)
        self.rating = MoveRating(controller, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.about)
        layout.addWidget(self.rating)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText("<b>" + html.escape(self.tr("Teacher mode"), quote=False) + "</b>")
        self.about.setText(self.tr(
            "Every hand is face up, for showing a game to others. This match is marked as "
            "played with hands open in its record and statistics. The coach rates any "
            "seat's last move from what that seat could see."))


class ReplayPanel(Retranslating, QFrame):
    """The replay's controls beside the table: step through, rate, play on, save."""

    sig_play_on = Signal()
    sig_save = Signal()
    sig_leave = Signal()

    def __init__(self, page: QWidget, controller: ReplayController, title: str) -> None:
        super().__init__(page)
        self.setObjectName("replay_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(WIDTH)
        self.controller = controller
        self.title = title
        self.heading = QLabel(self)
        self.heading.setObjectName("replay_heading")
        self.heading.setWordWrap(True)
        self.place = QLabel(self)
        self.place.setObjectName("replay_place")
        self.buttons = {name: self._button(name) for name in
                        ("to_start", "back", "forward", "to_end")}
        self.rating = MoveRating(controller, self)
        self.open_box = QCheckBox(self)
        self.open_box.setObjectName("replay_open_hands")
        self.open_box.setChecked(controller.open_hands)
        self.open_box.toggled.connect(controller.set_open_hands)
        controller.sig_open_hands.connect(self.open_box.setChecked)  # the Coach menu's too
        self.play_on_button = QPushButton(self)
        self.play_on_button.setObjectName("play_on")
        self.play_on_button.clicked.connect(self.sig_play_on.emit)
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("save_record")
        self.save_button.clicked.connect(self.sig_save.emit)
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("leave_replay")
        self.leave_button.clicked.connect(self.sig_leave.emit)
        self._build()
        self.shortcuts = self._keys(page)
        controller.sig_moved.connect(self.refresh)
        self.retranslate()

    def _button(self, name: str) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(f"replay_{name}")
        icons = {"to_start": QStyle.StandardPixmap.SP_MediaSkipBackward,
                 "back": QStyle.StandardPixmap.SP_MediaSeekBackward,
                 "forward": QStyle.StandardPixmap.SP_MediaSeekForward,
                 "to_end": QStyle.StandardPixmap.SP_MediaSkipForward}
        button.setIcon(self.style().standardIcon(icons[name]))  # drawn by Qt, in any font
        button.setMinimumWidth(40)
        move = {"to_start": self.controller.to_start, "back": lambda: self.controller.step(-1),
                "forward": lambda: self.controller.step(1), "to_end": self.controller.to_end}
        button.clicked.connect(move[name])
        return button

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.place)
        row = QHBoxLayout()
        for button in self.buttons.values():
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.rating)
        layout.addWidget(self.open_box)
        layout.addWidget(self.play_on_button)
        layout.addWidget(self.save_button)
        layout.addWidget(self.leave_button)
        layout.addStretch(1)

    def _keys(self, page: QWidget) -> list[QShortcut]:
        """Left and Right step, Home and End jump, wherever the keyboard is in the window
        (after a file chooser closes, the focus may be anywhere)."""
        c = self.controller
        out = []
        for key, act in ((Qt.Key.Key_Left, lambda: c.step(-1)), (Qt.Key.Key_Right,
                         lambda: c.step(1)), (Qt.Key.Key_Home, c.to_start),
                         (Qt.Key.Key_End, c.to_end)):
            shortcut = QShortcut(QKeySequence(key), page)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(act)
            out.append(shortcut)
        return out

    def keys_enabled(self, on: bool) -> None:
        """The trick history takes Left and Right while it is up."""
        for shortcut in self.shortcuts:
            shortcut.setEnabled(on)

    def refresh(self) -> None:
        c = self.controller
        place = c.place()
        self.place.setText(self.tr("Deal %1 of %2 · move %3 of %4")
                           .replace("%1", str(place.deal + 1)).replace("%2", str(c.deal_count()))
                           .replace("%3", str(place.actions)).replace("%4", str(c.deal_length())))
        for name in ("to_start", "back"):
            self.buttons[name].setEnabled(not c.at_start())
        for name in ("forward", "to_end"):
            self.buttons[name].setEnabled(not c.at_end())
        self.play_on_button.setEnabled(not c.match.over)

    def retranslate(self) -> None:
        title = self.tr("Replay: %1").replace("%1", self.title)
        self.heading.setText("<b>" + html.escape(title, quote=False) + "</b>")
        tips = {"to_start": self.tr("To the start (Home)"), "back": self.tr("Step back (Left)"),
                "forward": self.tr("Step forward (Right)"), "to_end": self.tr("To the end (End)")}
        for name, button in self.buttons.items():
            button.setToolTip(tips[name])
            button.setAccessibleName(tips[name])
        self.open_box.setText(self.tr("Every hand face up (teacher mode)"))
        self.play_on_button.setText(self.tr("Play on from here…"))
        self.play_on_button.setToolTip(self.tr(
            "A new match from this point, against the computer or hot seat; the record stays "
            "as it is"))
        self.save_button.setText(self.tr("Save record as…"))
        self.leave_button.setText(self.tr("Close the replay"))
        self.refresh()


class PlayOnDialog(Retranslating, QDialog):
    """Who plays each seat of a match played on from a replay."""

    def __init__(self, names: list[str], players: list[tuple[bool, str]], open_hands: bool,
                 parent: QWidget | None = None) -> None:
        """`players`: who played each seat, (human, the computer's level)."""
        super().__init__(parent)
        self.setObjectName("play_on_dialog")
        self.names = names
        self.kinds: list[QComboBox] = []
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        form = QFormLayout()
        self.labels: list[QLabel] = []
        for seat, name in enumerate(names):
            kind = QComboBox(self)
            kind.setObjectName(f"play_on_seat_{seat}")
            kind.addItem("", None)
            for level in LEVELS:
                kind.addItem("", level)
            human, level = players[seat]
            kind.setCurrentIndex(0 if human else 1 + LEVELS.index(level))
            label = QLabel(name, self)
            form.addRow(label, kind)
            self.kinds.append(kind)
            self.labels.append(label)
        self.open_box = QCheckBox(self)
        self.open_box.setObjectName("play_on_open_hands")
        self.open_box.setChecked(open_hands)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.open_box)
        layout.addWidget(self.buttons)
        self.retranslate()

    def seats(self) -> list[SeatConfig]:
        """The seats as chosen."""
        out = []
        for name, kind in zip(self.names, self.kinds, strict=True):
            level = kind.currentData()
            out.append(SeatConfig(name, level is None, level or DEFAULT_LEVEL))
        return out

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Play on from here"))
        self.intro.setText(self.tr(
            "The match goes on from this point as a new match, saved as you play. The "
            "record you are watching is not changed."))
        for kind in self.kinds:
            kind.setItemText(0, QCoreApplication.translate("Lobby", "Human"))
            for i, level in enumerate(LEVELS, start=1):
                kind.setItemText(i, self.tr("Computer (%1)").replace("%1", level_word(level)))
        self.open_box.setText(self.tr("Every hand face up (teacher mode)"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Play on"))
