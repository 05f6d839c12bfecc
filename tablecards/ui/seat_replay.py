"""A joined seat's network match played back on the table, view by view, as that seat saw it.

A machine that joined a network table keeps its own seat's record (`seat_records`): every view
the host sent it, the scores and the end, and (since the client keeps them) each view's host
step and the events told to the seat. `SeatReplayController` offers the table page the surface
a network table's controller offers (`net_table.NetTableController`), but reads it from the
record: the view on show is one of the seat's views, so the table shows exactly what the seat
saw then — its hand, the public cards, the trick, the last trick, the score sheet — and a card
the seat never saw stays face down, since no view holds it. Nobody decides in a playback.

Stepping moves one view at a time (`step`, `go_to`, Left/Right/Home/End on the panel), the
events told with that view are published again so the table animates them and says why a
trick was won, as in play. An older record without events is worded from the views alone (a
card that joined the trick was played, a trick that joined the taken ones was won). A view
that cannot be read is skipped and counted; a record with no readable view, or of a game this
program does not have, cannot be played back: `open_seat_replay` says why and offers the
record as text (`SeatRecordDialog`), so nothing it holds is lost.
"""

from __future__ import annotations

import html
import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.explain import Why
from tablecards.rules.game import DealResult, SeatView
from tablecards.rules.registry import game_ids
from tablecards.ui.controller import MatchConfig, Narration, Pace, SeatConfig
from tablecards.ui.game_texts import name_of
from tablecards.ui.history import MAX_BYTES, finished_time
from tablecards.ui.i18n import Retranslating
from tablecards.ui.net_table import NetMatch
from tablecards.ui.seat_record_dialog import SeatRecordDialog
from tablecards.ui.seat_records import (
    SeatRecord,
    SeatRecordError,
    event_of,
    read_seat_record,
    view_of,
)
from tablecards.ui.settings import clean_name

if TYPE_CHECKING:
    from tablecards.ui.main_window import MainWindow
    from tablecards.ui.table_page import TablePage

LOG = logging.getLogger(__name__)
_CTX = "SeatReplay"
NARRATED_KINDS = ("trick_won", "deal_scored", "match_over", "played")
"""The events the status line tells (the last of them at a step), as at a network table."""


class SeatReplayError(ValueError):
    """The seat record cannot be played back on the table (the message says why)."""


@dataclass
class _Deal:
    """What the table reads of the deal on show: whether it is over."""

    complete: bool = False

    def is_complete(self) -> bool:
        return self.complete


class SeatReplayController(QObject):
    """Plays a seat's record back on the table page (see the module docstring)."""

    sig_changed = Signal()
    sig_refused = Signal(object)
    sig_events = Signal(list)
    sig_deal_over = Signal()
    sig_hint = Signal(object)
    sig_why = Signal(object)
    sig_taken_back = Signal()
    sig_open_hands = Signal(bool)
    sig_moved = Signal()
    """The view on show changed."""
    saved = False
    """Nothing to save: the record is on file already."""
    whole_record = False
    """Only the seat's views: no complete record to save or replay (File menu)."""

    def __init__(self, record: SeatRecord, pace: Pace | None = None,
                 parent: QObject | None = None) -> None:
        """Raises SeatReplayError: no view can be read, or the game is not one of ours."""
        super().__init__(parent)
        self.record = record
        self.pace = pace or Pace()
        self.seat = record.seat
        self.spectator = False
        self.open_hands = False
        if record.game not in game_ids():
            raise SeatReplayError(f"the game {record.game!r} is not known to this program")
        read = [view_of(raw, record) for raw in record.views]
        self.unreadable = sum(view is None for view in read)
        self.places = [i for i, view in enumerate(read)
                       if view is not None and not _again(record, i, read)]
        """The views that can be read (their indices in the record), in order, each once."""
        if not self.places:
            raise SeatReplayError("no view of the table in the record can be read")
        kept = set(self.places)
        self._views: list[SeatView] = [v for i, v in enumerate(read)
                                        if v is not None and i in kept]
        try:
            self.match = NetMatch(record.game, record.players, dict(record.options))
        except Exception as err:  # options from a file: anything the rules refuse
            raise SeatReplayError(f"the record's options cannot be read: {err}"[:200]) from None
        self.config = MatchConfig(record.game, record.players, dict(record.options),
                                  [SeatConfig(self._kept_name(s), False)
                                   for s in range(record.players)])
        self._scores = self._scores_by_deal()
        self._index = 0
        self._scored: Event | None = None
        self.last: Narration | None = None
        self.last_move = None
        self.last_moves: dict[int, Any] = {}

    # -- where we are ----------------------------------------------------------------------
    @property
    def index(self) -> int:
        return self._index

    def place_count(self) -> int:
        return len(self._views)

    def at_start(self) -> bool:
        return self._index == 0

    def at_end(self) -> bool:
        return self._index >= len(self._views) - 1

    def deal_numbers(self) -> list[int]:
        """The deals the record has views of, in order (the host's deal indices)."""
        return sorted({v.deal_index for v in self._views})

    def step_in_deal(self) -> tuple[int, int]:
        """The view on show within its deal (from 1) and how many views that deal has."""
        deal = self._views[self._index].deal_index
        same = [i for i, v in enumerate(self._views) if v.deal_index == deal]
        return same.index(self._index) + 1, len(same)

    def _last_of_deal(self, index: int) -> bool:
        return index == len(self._views) - 1 or \
            self._views[index + 1].deal_index != self._views[index].deal_index

    # -- moving ----------------------------------------------------------------------------
    def start(self) -> None:
        self.go_to(0)

    def stop(self) -> None:
        """Nothing runs in a playback."""

    def go_to(self, index: int) -> None:
        """Show view `index` (clamped) with the events told with it."""
        index = max(0, min(index, len(self._views) - 1))
        self._index = index
        view = self._views[index]
        events = self._events_at(index)
        self._set_match(view, index)
        self.last, self._scored = None, None
        for event in events:
            if event.kind in NARRATED_KINDS:
                self.last = Narration(event.kind, event.seat, event.data)
            if event.kind == "deal_scored":
                self._scored = event
        if events:
            self.sig_events.emit(events)
        self.sig_changed.emit()
        if self.match.deal is not None and self.match.deal.complete:
            self.sig_deal_over.emit()
        self.sig_moved.emit()

    def step(self, by: int) -> None:
        self.go_to(self._index + by)

    def to_start(self) -> None:
        self.go_to(0)

    def to_end(self) -> None:
        self.go_to(len(self._views) - 1)

    def next_deal(self) -> None:
        """The score sheet's Next deal: on to the next deal's first view."""
        if self.match.needs_deal:
            self.step(1)

    def _set_match(self, view: SeatView, index: int) -> None:
        """The match as the seat knew it at this view: the deals scored before, this one's
        score once its last view is on show, the end at the record's last view."""
        m = self.match
        deal = view.deal_index
        ended = self._last_of_deal(index) and deal in self._scores
        shown = [d for d in sorted(self._scores) if d < deal or (d == deal and ended)]
        m.results = [self._result(d) for d in shown]
        m.totals = list(m.results[-1].totals) if m.results else list(view.totals) or \
            [0] * view.seats
        m.view, m.seats, m.deal_index = view, view.seats, deal
        m.deal = _Deal(ended)
        final = self.at_end() and self.record.over
        m.over, m.winners = final, list(self.record.winners) if final else []
        m.between_deals = ended and not final
        m.decider = view.to_move

    def _result(self, deal: int) -> DealResult:
        scores = self._scores[deal]
        dealer = next((v.dealer for v in self._views if v.deal_index == deal), 0)
        last = [v for v in self._views if v.deal_index == deal][-1:]
        tricks = list(last[0].tricks_won) if last and last[0].tricks_won else None
        return DealResult(dealer, True, tricks, list(scores.points), list(scores.totals))

    def _scores_by_deal(self) -> dict[int, Any]:
        """The scores told after each deal, by the host's deal index (an older message
        without its index: by its place in the list)."""
        return {s.deal if s.deal is not None else n: s
                for n, s in enumerate(self.record.deals)}

    def _events_at(self, index: int) -> list[Event]:
        """The events told with the view at `index`; for a record without events, those the
        views themselves show (the cards played, the trick won)."""
        if self.record.narrated:
            return [e for e in (event_of(raw) for raw in self.record.events_at(
                self.places[index])) if e is not None]
        if index == 0:
            return []
        return seen_events(self._views[index - 1], self._views[index])

    # -- what the table reads --------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.record.game

    def view(self) -> SeatView | None:
        return self._views[self._index]

    def _kept_name(self, seat: int) -> str:
        names = self.record.names
        return clean_name(names[seat]) if seat < len(names) and names[seat] else ""

    def seat_name(self, seat: int) -> str:
        """The name the seat's machine kept; a default worded here where it kept none."""
        name = self._kept_name(seat) if seat < len(self.config.seats) else ""
        if name:
            return name
        if seat >= self.record.players:
            return QCoreApplication.translate("MatchController", "Dummy")
        return QCoreApplication.translate("Lobby", "Player %1").replace("%1", str(seat + 1))

    def seat_label(self, seat: int) -> str:
        return self.seat_name(seat)

    def seat_names(self) -> list[str]:
        return [self.seat_name(s) for s in range(self.match.seats)]

    def is_human(self, seat: int) -> bool:
        """Nobody decides in a playback (the status line says who was next)."""
        return False

    def seat_level(self, seat: int) -> str | None:
        return None

    def viewer(self) -> int | None:
        return self.seat

    def awaiting_reveal(self) -> int | None:
        return None

    def reveal(self) -> None:
        """Nothing to reveal: one seat's views only."""

    def human_turn(self) -> bool:
        return False

    def offered(self, action: Action) -> bool:
        return False

    def refusal(self, action: Action) -> Reason | None:
        return None

    def submit(self, action: Action) -> Reason | None:
        return None

    def scored_event(self) -> Event | None:
        """The deal's scoring as told: the event, else the numbers told after the deal."""
        m = self.match
        if m.deal is None or not m.deal.complete:
            return None
        if self._scored is not None:
            return self._scored
        scores = self._scores.get(m.deal_index)
        data = {k: v for k, v in scores.data.items() if k not in ("type", "deal")} \
            if scores is not None else {}
        return Event("deal_scored", None, data)

    def trick_whys(self) -> list[Why]:
        """Why each trick of the deal on show was won, as the host told the seat."""
        deal = self._views[self._index].deal_index
        whys = []
        for i in range(self._index + 1):
            if self._views[i].deal_index != deal:
                continue
            whys += [why for e in self._events_at(i) if e.kind == "trick_won"
                     and e.seat is not None and (why := Why.from_data(e.seat, e.data))]
        return whys

    def deals_to_come(self) -> bool:
        return not self.at_end()

    def position(self) -> tuple[int, int]:
        return (self.match.deal_index, self._index)

    def thinking(self) -> bool:
        return False

    # -- no coach, no take-back, no teacher mode in a playback ----------------------------
    def hints_on(self, seat: int) -> bool:
        return False

    def set_hints(self, seat: int, on: bool) -> None:
        """No hints: nobody decides."""

    def hint_allowed(self) -> bool:
        return False

    def hint_pending(self) -> bool:
        return False

    def request_hint(self) -> bool:
        return False

    def cancel_hint(self) -> None:
        """No hint is ever asked for."""

    def why_seats(self) -> list[int]:
        return []

    def why_allowed(self, seat: int) -> bool:
        return False

    def why_pending(self) -> bool:
        return False

    def why_answered_now(self, seat: int) -> bool:
        return False

    def request_why(self, seat: int) -> bool:
        return False

    def take_back_seat(self) -> int | None:
        return None

    def take_back_allowed(self) -> bool:
        return False

    def take_back(self) -> bool:
        return False

    def teacher_mode_allowed(self) -> bool:
        """The other hands were never seen by this seat: nothing to show."""
        return False

    def set_open_hands(self, on: bool) -> None:
        """The other hands were never seen: they stay face down (teacher mode stays off)."""
        self.sig_open_hands.emit(False)

    def cancel_decision(self) -> None:
        """Nobody decides."""


def _again(record: SeatRecord, index: int, read: list[SeatView | None]) -> bool:
    """The view at `index` is the one before it sent again (a rejoin brings the current view
    back): the same host step, or in an older record without steps the same view."""
    before = next((i for i in range(index - 1, -1, -1) if read[i] is not None), None)
    if before is None:
        return False
    if record.steps:
        return record.steps[index] is not None and record.steps[index] == record.steps[before]
    return record.views[index] == record.views[before]


def seen_events(before: SeatView, after: SeatView) -> list[Event]:
    """What the step from `before` to `after` shows happened, for a record kept without the
    host's events: the cards that joined the trick were played, a trick that joined the taken
    ones was won (by its winner). Only cards both views show face up are named."""
    if before.deal_index != after.deal_index:
        return [Event("dealt", None, {})]
    events: list[Event] = []
    old = list(before.trick.plays) if before.trick is not None else []
    if len(after.tricks) > len(before.tricks):
        won = after.tricks[-1]
        events += [Event("played", s, {"card": c.code}) for s, c in won.plays[len(old):]]
        if won.winner is not None:
            events.append(Event("trick_won", won.winner, {}))
        old = []
    now = list(after.trick.plays) if after.trick is not None else []
    if now[:len(old)] == old:
        events += [Event("played", s, {"card": c.code}) for s, c in now[len(old):]]
    return events


# -- on screen -------------------------------------------------------------------------------
class SeatReplayPanel(Retranslating, QFrame):
    """The playback's controls beside the table: step through, the record as text, close."""

    sig_leave = Signal()

    def __init__(self, page: QWidget, controller: SeatReplayController, path: Path,
                 finished_at: datetime) -> None:
        super().__init__(page)
        self.setObjectName("seat_replay_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.controller = controller
        self.path, self.finished_at = path, finished_at
        self.text_dialog: SeatRecordDialog | None = None
        self.heading = self._label("seat_replay_heading")
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.seen_from = self._label("seat_replay_seen_from")
        self.place = self._label("seat_replay_place")
        self.note = self._label("seat_replay_note")
        self.buttons = {name: self._button(name) for name in
                        ("to_start", "back", "forward", "to_end")}
        self.text_button = QPushButton(self)
        self.text_button.setObjectName("seat_replay_as_text")
        self.text_button.clicked.connect(self.show_text)
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("seat_replay_leave")
        self.leave_button.clicked.connect(self.sig_leave.emit)
        self._build()
        self.shortcuts = self._keys(page)
        controller.sig_moved.connect(self.refresh)
        self.retranslate()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def _button(self, name: str) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(f"seat_replay_{name}")
        icons = {"to_start": QStyle.StandardPixmap.SP_MediaSkipBackward,
                 "back": QStyle.StandardPixmap.SP_MediaSeekBackward,
                 "forward": QStyle.StandardPixmap.SP_MediaSeekForward,
                 "to_end": QStyle.StandardPixmap.SP_MediaSkipForward}
        button.setIcon(self.style().standardIcon(icons[name]))
        button.setMinimumWidth(40)
        c = self.controller
        move = {"to_start": c.to_start, "back": lambda: c.step(-1),
                "forward": lambda: c.step(1), "to_end": c.to_end}
        button.clicked.connect(move[name])
        return button

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.seen_from)
        layout.addWidget(self.place)
        row = QHBoxLayout()
        for button in self.buttons.values():
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.note)
        layout.addWidget(self.text_button)
        layout.addWidget(self.leave_button)
        layout.addStretch(1)

    def _keys(self, page: QWidget) -> list[QShortcut]:
        """Left and Right step, Home and End jump, wherever the keyboard is in the window."""
        c = self.controller
        out = []
        for key, act in ((Qt.Key.Key_Left, lambda: c.step(-1)),
                         (Qt.Key.Key_Right, lambda: c.step(1)),
                         (Qt.Key.Key_Home, c.to_start), (Qt.Key.Key_End, c.to_end)):
            shortcut = QShortcut(QKeySequence(key), page)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(act)
            out.append(shortcut)
        return out

    def keys_enabled(self, on: bool) -> None:
        """The trick history takes Left and Right while it is up."""
        for shortcut in self.shortcuts:
            shortcut.setEnabled(on)

    def show_text(self) -> SeatRecordDialog:
        """The record in words: the scores deal by deal and each view, stepped."""
        if self.text_dialog is None:
            dialog = SeatRecordDialog(self.controller.record, self.path, self.finished_at,
                                      self.window())
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.finished.connect(lambda _result: setattr(self, "text_dialog", None))
            self.text_dialog = dialog
        self.text_dialog.show_view(self.controller.places[self.controller.index])
        self.text_dialog.open()
        return self.text_dialog

    def refresh(self) -> None:
        c = self.controller
        deals = c.deal_numbers()
        deal = c.view().deal_index if c.view() is not None else 0  # type: ignore[union-attr]
        step, count = c.step_in_deal()
        self.place.setText(self.tr("Deal %1 of %2 · view %3 of %4")
                           .replace("%1", str(deals.index(deal) + 1))
                           .replace("%2", str(len(deals)))
                           .replace("%3", str(step)).replace("%4", str(count)))
        for name in ("to_start", "back"):
            self.buttons[name].setEnabled(not c.at_start())
        for name in ("forward", "to_end"):
            self.buttons[name].setEnabled(not c.at_end())

    def retranslate(self) -> None:
        c = self.controller
        game = name_of(c.game_id)
        title = self.tr("Network match: %1").replace("%1", game)
        self.heading.setText("<b>" + html.escape(title, quote=False) + "</b>")
        self.seen_from.setText(self.tr(
            "Seen from the seat of %1. Cards this seat did not see stay face down: only the "
            "host's record holds every card.").replace("%1", c.seat_name(c.seat)))
        tips = {"to_start": self.tr("To the start (Home)"), "back": self.tr("Step back (Left)"),
                "forward": self.tr("Step forward (Right)"), "to_end": self.tr("To the end (End)")}
        for name, button in self.buttons.items():
            button.setToolTip(tips[name])
            button.setAccessibleName(tips[name])
        self.note.setText(self._note())
        self.note.setVisible(bool(self.note.text()))
        self.text_button.setText(self.tr("Show as text…"))
        self.text_button.setToolTip(self.tr("The scores deal by deal and each view in words"))
        self.leave_button.setText(self.tr("Close the replay"))
        self.refresh()

    def _note(self) -> str:
        """What the record lacks, said plainly (nothing is hidden from the player)."""
        c = self.controller
        lines = []
        if not c.record.narrated:
            lines.append(self.tr("This record does not hold what the host told at each step "
                                 "(an older version kept only the views): what happened is "
                                 "worded from the views, without the reasons a trick was "
                                 "won."))
        if c.unreadable:
            lines.append(self.tr("%n view(s) of the record cannot be read and are skipped.",
                                 "", c.unreadable))
        return "\n".join(lines)


# -- opening ---------------------------------------------------------------------------------
def open_seat_replay(window: MainWindow, path: Path) -> TablePage | None:
    """Play the seat record at `path` back on `window`'s table; a record that cannot be
    read or played back is told in words, with its text view offered. A match in progress
    is asked about first (it stays saved)."""
    when = finished_time(path)
    try:
        record = read_seat_record(path, MAX_BYTES)
    except (SeatRecordError, OSError) as err:
        window.seat_replay_problem = tell_not_played(  # type: ignore[attr-defined]
            window, str(err), None, path, when)
        return None
    try:
        controller = SeatReplayController(record, window.pace)
    except SeatReplayError as err:
        window.seat_replay_problem = tell_not_played(  # type: ignore[attr-defined]
            window, str(err), record, path, when)
        return None
    if window.match_in_progress():
        if window.leave_question is None:
            window._ask(QCoreApplication.translate(
                _CTX, "Leave this match to watch the network match?"),
                lambda: _show(window, controller, path, when))
        return None
    return _show(window, controller, path, when)


def _show(window: MainWindow, controller: SeatReplayController, path: Path,
          when: datetime) -> TablePage:
    page = window._open_table(controller)  # type: ignore[arg-type]
    panel = SeatReplayPanel(page, controller, path, when)
    panel.sig_leave.connect(window.show_lobby)
    page.scene.sig_overlay_shown.connect(lambda shown: panel.keys_enabled(not shown))
    page.add_guide(panel)
    panel.refresh()
    return page


def tell_not_played(window: QWidget, reason: str, record: SeatRecord | None, path: Path,
                    when: datetime) -> QMessageBox:
    """Why the seat record cannot be played back; "Show as text" when it can be read."""
    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate(_CTX, "Network match"),
                      QCoreApplication.translate(
                          _CTX, "This network match cannot be played back on the table."),
                      QMessageBox.StandardButton.Close, window)
    box.setObjectName("seat_replay_problem")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setInformativeText(reason)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if record is not None:
        as_text = box.addButton(QCoreApplication.translate(_CTX, "Show as text…"),
                                QMessageBox.ButtonRole.AcceptRole)
        as_text.setObjectName("seat_replay_problem_as_text")

        def shown() -> None:
            dialog = SeatRecordDialog(record, path, when, window)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            window.seat_text_dialog = dialog  # type: ignore[attr-defined]
            dialog.open()
        as_text.clicked.connect(shown)
    box.open()
    return box
