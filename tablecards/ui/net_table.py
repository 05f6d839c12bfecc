"""A seat (or a spectator) at a network table, driven for the table page like a local match.

`NetTableController` offers the surface `TablePage`, `ScoreSheet`, the game panels,
`MainWindow` and the coach menu read from a `MatchController`, but the match is refereed by a
host elsewhere: what the table shows is the last view the host sent (`tablecards.net`), and a
human action goes out with `ClientThread.send_action` for the host to check. `match` is a
`NetMatch`, a small stand-in holding what the host told (seats, scores, the end), never a hidden
card.

Threads: the client runs on its own thread and loop; every message it hears is handed to the
GUI thread through a queued Qt signal (`_Relay`), so the GUI never waits on the network and
never touches the client's state while the client writes it. The client's own view objects
are built on its thread (`view_obj`) and only read here after the hand-over.

Between deals the host waits until every seated person has said `next` (docs/network.md):
Next deal says it for this seat, and the table then says whom it waits for. A spectator has
no say: it is shown no Next deal, and the table tells it the players start the next deal. A
next deal that comes before this seat said `next` (dealt while it was away) is held until Next
deal, so the deal's scoring stays on show as locally.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from concurrent.futures import Future
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEventLoop,
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QMessageBox, QWidget

from tablecards.ai.levels import DEFAULT_LEVEL, LEVELS
from tablecards.net.client import ClientThread
from tablecards.net.protocol import Invitation
from tablecards.net.views import view_from_wire
from tablecards.rules.actions import Action, Event, Reason, action_from_record
from tablecards.rules.explain import Why
from tablecards.rules.game import DealResult, SeatView
from tablecards.rules.records import match_from_record
from tablecards.rules.registry import game_class
from tablecards.ui import bot_worker, coaching
from tablecards.ui.coach_words import hint_sentence
from tablecards.ui.controller import POLL_MS, Hint, MatchConfig, Narration, Pace, SeatConfig
from tablecards.ui.review_ahead import Decision
from tablecards.ui.saves import save_data, write_atomic
from tablecards.ui.seat_names import stats_name
from tablecards.ui.seat_records import seat_record_of
from tablecards.ui.statistics import (
    FinishedMatch,
    SeatOutcome,
    finished_match,
    seat_figures,
    variant_key,
)
from tablecards.ui.texts import penalty_points

if TYPE_CHECKING:
    from tablecards.ui.main_window import MainWindow
    from tablecards.ui.table_page import TablePage

__all__ = ["Hint", "NetMatch", "NetTableController", "join_table", "problem_text"]

LOG = logging.getLogger(__name__)

WATCH_MS = 200
"""How often the GUI looks whether the client has given up (a flag read, never a wait)."""

_CTX = "NetTable"
PROBLEMS = {
    "version_mismatch": QT_TRANSLATE_NOOP(
        "NetTable", "This table runs version %2 of the network game; you have version %1."),
    "unknown_table": QT_TRANSLATE_NOOP("NetTable",
                             "There is no table with this code. Check the invitation."),
    "bad_token": QT_TRANSLATE_NOOP("NetTable", "This seat's key is not known at this table."),
    "seat_taken": QT_TRANSLATE_NOOP("NetTable", "Seat %1 is taken."),
    "bad_seat": QT_TRANSLATE_NOOP("NetTable", "There is no seat %1 at this table."),
    "no_free_seat": QT_TRANSLATE_NOOP("NetTable", "Every seat at this table is taken."),
    "too_many_codes": QT_TRANSLATE_NOOP("NetTable",
                             "Too many wrong codes: the table closed the connection."),
    "too_many_connections": QT_TRANSLATE_NOOP("NetTable",
                             "Too many connections from this address: try again later."),
    "too_many_tables": QT_TRANSLATE_NOOP("NetTable",
                             "The host holds too many tables: try again later."),
    "not_started": QT_TRANSLATE_NOOP("NetTable", "The match starts once every seat is taken."),
    "not_seated": QT_TRANSLATE_NOOP("NetTable", "You have no seat at this table."),
    "bad_config": QT_TRANSLATE_NOOP("NetTable", "The host cannot play this table."),
    "rate_limited": QT_TRANSLATE_NOOP("NetTable", "Too many actions at once: slow down."),
    "bad_action": QT_TRANSLATE_NOOP("NetTable", "The host did not understand this action."),
    "watching": QT_TRANSLATE_NOOP("NetTable",
                             "You are watching this table: its players start the next deal."),
    "lost": QT_TRANSLATE_NOOP(
        "NetTable", "The connection to the table was lost and could not be made again. "
        "Your seat is kept: join again with the same invitation to go on."),
}
"""The host's error codes in words (translated in context NetTable, placeholders filled from
the error's params)."""

FATAL = frozenset({"version_mismatch", "unknown_table", "bad_token", "seat_taken",
                   "bad_seat", "no_free_seat", "too_many_codes", "too_many_connections",
                   "too_many_tables", "bad_config", "lost"})
"""Problems that end this table on this machine."""


def problem_text(code: str, params: dict[str, Any] | None = None) -> str:
    """A host's error (or `lost`) as a sentence in the player's language."""
    template = PROBLEMS.get(code)
    if template is None:
        return QCoreApplication.translate(_CTX, "The table refused this (%1).").replace(
            "%1", code)
    text = QCoreApplication.translate(_CTX, template)
    params = params or {}
    if code == "version_mismatch":
        return text.replace("%1", str(params.get("client", "?"))).replace(
            "%2", str(params.get("host", "?")))
    seat = params.get("seat")
    return text.replace("%1", str(seat + 1) if isinstance(seat, int) else "?")


@dataclass
class _Deal:
    """What the table reads of the deal in play: whether it is over."""

    complete: bool = False

    def is_complete(self) -> bool:
        return self.complete


@dataclass
class NetMatch:
    """What the host told of the match, read as the table reads a local `Match`."""

    game_id: str
    players: int
    given_options: dict[str, Any]
    open_hands: bool = False
    seats: int = 0
    results: list[DealResult] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    over: bool = False
    winners: list[int] = field(default_factory=list)
    deal: _Deal | None = None
    deal_index: int = -1
    between_deals: bool = False
    view: SeatView | None = None
    decider: int | None = None
    """The seat of this machine when it decides now, else the seat to move."""

    def __post_init__(self) -> None:
        self.seats = self.seats or self.players
        self.totals = self.totals or [0] * self.seats
        rules = game_class(self.game_id)(self.players, self.given_options, seed=0)
        self.spec = rules.spec
        self.options = rules.options
        """The options as the rules read them (a match never dealt: it holds no card)."""
        self.config = getattr(rules, "config", None)
        """The game's own reading of its options, where it has one (a panel's ladder)."""

    @property
    def needs_deal(self) -> bool:
        """The deal's scoring is on show and the next deal waits for Next deal."""
        return not self.over and self.between_deals

    def controller(self) -> int | None:
        if self.needs_deal or self.over or self.view is None:
            return None
        return self.decider

    def to_move(self) -> int | None:
        if self.needs_deal or self.over or self.view is None:
            return None
        return self.view.to_move

    def refusal(self, action: Action) -> Reason | None:
        """Whether the seat's own view offers `action` (the host referees what is sent)."""
        view = self.view
        if self.over:
            return Reason("match_over")
        if view is None or self.needs_deal:
            return Reason("deal_over")
        if view.legal_actions and action not in view.legal_actions:
            return Reason("wrong_verb")
        return None


class _Relay(QObject):
    """Carries the client's messages to the GUI thread (a queued connection)."""

    sig_message = Signal(object)


class NetTableController(QObject):
    """A seat at a network table, for the table page (see the module docstring)."""

    sig_changed = Signal()
    sig_refused = Signal(object)
    sig_events = Signal(list)
    sig_deal_over = Signal()
    sig_hint = Signal(object)
    sig_why = Signal(object)
    sig_taken_back = Signal()
    sig_open_hands = Signal(bool)
    sig_connection = Signal(bool)
    """The line dropped and is being retried (False), or is back (True)."""
    sig_problem = Signal(str, bool)
    """Something about the table in words, and whether it ends the table here."""
    sig_ready = Signal()
    """The host seated us (or let us watch): the game is known, the table can open."""
    sig_match_over = Signal()
    """The host said the match is over (the window keeps its record)."""
    sig_decided = Signal(object)
    """This seat decided in control (a `review_ahead.Decision`: this machine's own view and
    the action sent), for the review: rated from that view only."""
    saved = False
    """The host keeps the match: nothing is autosaved here, and leaving keeps the seat."""

    def __init__(self, invitation: Invitation | str, name: str = "", *,
                 token: str | None = None, seat: int | None = None, spectator: bool = False,
                 pace: Pace | None = None, host: Any = None,
                 others: dict[int, str] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.invitation = (invitation if isinstance(invitation, Invitation)
                           else Invitation.parse(invitation))
        self.name = name
        self.spectator = spectator
        self.pace = pace or Pace()
        self.host = host
        """The HostThread when this machine hosts the table (its owner gets the record)."""
        self.seat: int | None = None if spectator else seat
        self.token = token
        self._shown: int | None = self.seat
        """The seat whose view is on show: ours, or another seat played at this screen."""
        self._seen: dict[int | None, tuple[SeatView, int, int]] = {}
        """Each seat played here: its last view, that view's step and its legal count."""
        self._deciding: int | None = None
        """The seat played here that decides now (its view is the newest), if any."""
        self.config = MatchConfig("", 0, {}, [])
        self.match: NetMatch | None = None  # type: ignore[assignment]
        self.open_hands = False
        self.last: Narration | None = None
        self.last_move = None
        self.last_moves: dict[int, Any] = {}
        self.seat_wire: list[dict[str, Any]] = []
        self.problem: str | None = None
        self.ended = False
        self._view: SeatView | None = None
        self._n, self._legal_count = -1, 0
        self._events: dict[int, list[Event]] = {}
        self.decided: list[Decision] = []
        """This seat's decisions in the deal in play (or just ended), made here or told by the
        host after a rejoin; a review opened later starts from them (`ReviewAhead`)."""
        self._held: list[dict[str, Any]] = []
        self.went_on = False
        """This seat said `next` since the deal ended (the table waits for the others)."""
        self.waiting: list[int] = []
        """Between deals, the seats the host still waits for (the `seats` message's)."""
        self._scored: Event | None = None
        self._whys: list[Why] = []
        self._waiting_over = self._stopped = self._connected = False
        self.reconnecting = False
        """The line dropped; the client is retrying (the status line says so)."""
        self._hints = True
        self._hint: tuple[int, Future[coaching.Advice]] | None = None
        self._hint_poll = QTimer(self)
        self._hint_poll.setInterval(POLL_MS)
        self._hint_poll.timeout.connect(self._poll_hint)
        self.actions_sent = 0
        """Actions sent to the host (each answered by a view, or a refusal)."""
        self.refusals = 0
        self._relay = _Relay(self)
        self._relay.sig_message.connect(self._on_message, Qt.ConnectionType.QueuedConnection)
        relay = self._relay

        def forward(message: dict[str, Any]) -> None:  # on the client's thread
            with contextlib.suppress(RuntimeError):  # the table closed under us: no one to tell
                relay.sig_message.emit(message)
        self.client = ClientThread(self.invitation, name, token=token, seat=seat,
                                   spectator=spectator, on_message=forward)
        self.local_clients: dict[int, ClientThread] = {
            other: ClientThread(self.invitation, "", token=key,
                                on_message=self._forward_for(other))
            for other, key in (others or {}).items() if not spectator}
        """Hot seat with friends online: the other seats played at this screen, each on its
        own connection with its own token, so each still gets only its own views."""
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._check_client)

    def _forward_for(self, seat: int) -> Any:
        """What another seat's client calls (on its thread) with each message it hears."""
        relay = self._relay

        def forward(message: dict[str, Any]) -> None:
            with contextlib.suppress(RuntimeError):
                relay.sig_message.emit({**message, "local_seat": seat})
        return forward

    # -- life ------------------------------------------------------------------------------
    def connect_to_table(self) -> None:
        """Start the client's thread: `sig_ready` once seated, `sig_problem` if refused."""
        if not self._connected:
            self._connected = True
            self.client.start()
            for other in self.local_clients.values():
                other.start()
            self._watch.start()

    def start(self) -> None:
        """The table page is up: draw what the host has told so far."""
        self.connect_to_table()
        self.sig_changed.emit()

    def stop(self) -> None:
        """Leave the table: the connection closes, the seat stays ours (rejoin with the
        token). The closing runs off the GUI thread, which never waits on the network."""
        if self._stopped:
            return
        self._stopped = True
        self._watch.stop()
        self.cancel_hint()
        for client in (self.client, *self.local_clients.values()):
            client.client.on_message = None
            threading.Thread(target=client.close, name="tablecards-leave", daemon=True).start()

    def _set_reconnecting(self, on: bool) -> None:
        if on != self.reconnecting:
            self.reconnecting = on
            self.sig_connection.emit(not on)

    def _check_client(self) -> None:
        """The client gave up (every retry failed): say so, nothing else changes."""
        if self.client.finished is False and not self.ended:
            self._watch.stop()
            self.reconnecting = False
            self._problem("lost", {})

    # -- messages (GUI thread) -------------------------------------------------------------
    def _on_message(self, message: dict[str, Any]) -> None:
        if self._stopped:
            return
        try:
            self._take(message)
        except Exception:  # a host that sends nonsense: logged and skipped, the table stays
            LOG.warning("a network message could not be read: %r", message.get("type"),
                        exc_info=True)

    def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if "local_seat" in message and kind not in ("view", "error"):
            return  # another seat's copy of what our own connection is told
        if kind == "reconnecting":
            self._set_reconnecting(True)
        elif kind in ("joined", "watching"):
            self._joined(message)
            self._set_reconnecting(False)
        elif kind == "seats":
            waiting = message.get("waiting")
            self.waiting = [w for w in waiting if isinstance(w, int)] \
                if isinstance(waiting, list) else []
            self._seats(message.get("seats") or [])
        elif kind == "error":
            self._error(message)
        elif kind == "over":
            self._over(message)
        elif kind == "decisions":
            self._told_decisions(message)
        elif self.match is not None and self.match.needs_deal and kind in ("started", "events",
                                                                           "view") \
                and not self._of_this_deal(message):
            self._held.append(message)
            if self.went_on or not self.plays():  # dealt for all: on to it
                self._release()
        elif kind == "events":
            self._events[int(message["n"])] = [
                Event(str(e["kind"]), e.get("seat"), dict(e.get("data") or {}))
                for e in message.get("events", [])]
        elif kind == "view":
            self._viewed(message)
        elif kind == "scored":
            self._deal_scored(message)

    def _told_decisions(self, message: dict[str, Any]) -> None:
        """The host's list of this seat's decisions in the deal, sent when we rejoin: each
        one not noted here (the app may have closed since) goes to the review as if just
        made, from the view the host had sent this seat then."""
        if self.seat is None or self.match is None:
            return
        deal = int(message["deal"])
        spec = game_class(self.match.game_id).spec
        known = {d.position for d in self.decided}
        for entry in message.get("decisions") or []:
            position = (deal, int(entry["n"]))
            if position in known:
                continue
            view = view_from_wire(entry["view"])
            action = action_from_record(entry["action"], spec.verbs, spec.card_fields)
            self._note_decision(Decision(self.seat, position, view, action))

    def _note_decision(self, decision: Decision) -> None:
        if self.decided and self.decided[-1].position[0] != decision.position[0]:
            self.decided = []
        self.decided.append(decision)
        self.sig_decided.emit(decision)

    def _of_this_deal(self, message: dict[str, Any]) -> bool:
        """A view of the deal just ended (another seat's here, told after the scores)."""
        view = message.get("view_obj")
        return message.get("type") == "view" and isinstance(view, SeatView) \
            and self.match is not None and view.deal_index == self.match.deal_index

    def _joined(self, message: dict[str, Any]) -> None:
        if message["type"] == "joined":
            self.seat, self.token = int(message["seat"]), str(message["token"])
            if self._shown is None or self._shown not in self.local_seats():
                self._shown = self.seat
        if self.match is None:
            game, players = str(message["game"]), int(message["players"])
            self.match = NetMatch(game, players, dict(message.get("options") or {}),
                                  bool(message.get("open_hands")))
            # A teacher's table lays every hand open to spectators only: a player's banner
            # would be wrong, though the match is marked all the same (NetMatch.open_hands).
            self.open_hands = self.match.open_hands and self.spectator
            self.config = MatchConfig(game, players, dict(self.match.given_options),
                                      [SeatConfig("", False) for _ in range(players)])
        if message["type"] == "watching":
            self._seats(message.get("seats") or [])
        self.problem = None
        self.sig_ready.emit()
        self.sig_changed.emit()

    def _seats(self, seats: list[dict[str, Any]]) -> None:
        """Who sits where: names, people or computers, and who is away."""
        self.seat_wire = [s for s in seats if isinstance(s, dict)]
        for wire in self.seat_wire:
            index = wire.get("seat")
            if not isinstance(index, int) or not 0 <= index < len(self.config.seats):
                continue
            computer = wire.get("kind") == "computer"
            level = wire.get("level") if wire.get("level") in LEVELS else DEFAULT_LEVEL
            here = index in self.local_seats()
            self.config.seats[index] = SeatConfig(
                str(wire.get("name") or ""), here, str(level),
                hints=here, remote=not computer and not here)
        self.sig_changed.emit()

    def _viewed(self, message: dict[str, Any]) -> None:
        view = message.get("view_obj")
        if not isinstance(view, SeatView) or self.match is None:
            return
        n = int(message["n"])
        count = int(message["view"].get("legal_count", 0))
        local = message.get("local_seat")
        if isinstance(local, int):  # another seat played at this screen
            self._seen[local] = (view, n, count)
            if self._view is not None:
                self._show_turn()
            self.sig_changed.emit()
            return
        events = self._events.pop(n, [])
        self._events = {k: v for k, v in self._events.items() if k > n}
        view = self._placed(view)
        if view.deal_index != self.match.deal_index:
            self._new_deal(view.deal_index)
        self._seen[self.seat] = (view, n, count)
        m = self.match
        m.totals = list(view.totals) or m.totals
        m.deal = m.deal or _Deal()
        m.over = m.over or bool(message.get("over"))
        self._show_turn()
        for event in events:
            self._narrate(event)
        if events:
            self.sig_events.emit(events)
        self.sig_changed.emit()

    def _placed(self, view: SeatView) -> SeatView:
        """A spectator's public view, laid out from the first seat's place (every hand on
        show when the host's table lays them open)."""
        if view.seat >= 0:
            return view
        view.seat = 0
        if 0 in view.visible_hands:
            view.hand = view.visible_hands.pop(0)
        return view

    def local_seats(self) -> list[int]:
        """The seats played at this screen: ours, and hot seat's others."""
        own = [] if self.seat is None else [self.seat]
        return own + sorted(s for s in self.local_clients if s != self.seat)

    def _show_turn(self) -> None:
        """The view on show (the seat shown's last), and who decides: the seat played here
        whose newest view asks it (for itself or a dummy it plays), else the seat to move."""
        m = self.match
        assert m is not None
        newest = max(n for _, n, _ in self._seen.values())
        self._deciding = None
        for seat, (view, n, count) in self._seen.items():
            if seat is not None and n == newest and count and (view.to_move == seat or any(
                    a.seat == view.to_move for a in view.legal_actions)):
                self._deciding = seat
        shown = self._seen.get(self._shown) or self._seen.get(self.seat)
        if shown is None:
            return
        self._view, self._n, self._legal_count = shown
        own = self._seen.get(self.seat, shown)[0]
        m.view, m.seats = self._view, self._view.seats
        m.decider = self._deciding if self._deciding is not None else own.to_move

    def _new_deal(self, index: int) -> None:
        assert self.match is not None
        self.match.deal_index = index
        self.match.deal = _Deal()
        self._scored = None
        self._whys = []
        self.last_moves = {}

    def _narrate(self, event: Event) -> None:
        if event.kind in ("trick_won", "deal_scored", "match_over", "played"):
            self.last = Narration(event.kind, event.seat, event.data)
        if event.kind == "trick_won" and event.seat is not None:
            why = Why.from_data(event.seat, event.data)
            if why is not None:
                self._whys.append(why)
        if event.kind == "deal_scored":
            self._scored = event
        if event.kind == "match_over" and self.match is not None:
            self.match.winners = [int(w) for w in event.data.get("winners") or []]

    def _deal_scored(self, message: dict[str, Any]) -> None:
        """The deal's scores: a line on the sheet and the deal's scoring on show."""
        m = self.match
        if m is None:
            return
        points = [int(p) for p in message.get("points") or []]
        totals = [int(t) for t in message.get("totals") or m.totals]
        view = self._view
        tricks = list(view.tricks_won) if view is not None and view.tricks_won else None
        m.results.append(DealResult(view.dealer if view is not None else 0, True,
                                    tricks, points, totals))
        m.totals = totals
        if m.deal is not None:
            m.deal.complete = True
        if self._scored is None:  # an older host: the numbers alone
            self._scored = Event("deal_scored", None,
                                 {k: v for k, v in message.items() if k not in ("type", "deal")})
        m.between_deals = True
        self.sig_changed.emit()
        if m.over and not m.winners:
            self._waiting_over = True  # the winners come with `over`
            return
        self.sig_deal_over.emit()

    def _over(self, message: dict[str, Any]) -> None:
        m = self.match
        if m is None:
            return
        winners = [int(w) for w in message["winners"]]
        totals = [int(t) for t in message.get("totals") or m.totals]
        m.over, m.winners, m.totals, self.ended = True, winners, totals, True
        self._watch.stop()
        self.sig_changed.emit()
        if self._waiting_over:
            self._waiting_over = False
            self.sig_deal_over.emit()
        self.sig_match_over.emit()

    def _error(self, message: dict[str, Any]) -> None:
        code = str(message.get("code"))
        params = message.get("params") if isinstance(message.get("params"), dict) else {}
        if code == "refused":
            self.refusals += 1
            args = params.get("args") if isinstance(params.get("args"), dict) else {}
            self.sig_refused.emit(Reason(str(params.get("reason")), tuple(
                (str(k), v) for k, v in args.items() if isinstance(v, str | int))))
        elif code != "stale":  # a newer view is on its way
            self._problem(code, params)

    def _problem(self, code: str, params: dict[str, Any]) -> None:
        fatal = code in FATAL
        if fatal:
            self.ended = True
        self.problem = problem_text(code, params)
        self.sig_problem.emit(self.problem, fatal)

    # -- queries ---------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.config.game_id

    def seat_name(self, seat: int) -> str:
        """The seat's name as the host gave it (a default worded here), as sentences use it."""
        name = ""
        if seat < len(self.config.seats):
            name = self.config.seats[seat].name.strip()
        return name or self._default_name(seat)

    def seat_label(self, seat: int) -> str:
        """The name where it stands alone (the seat's label, the score sheet's column), with
        "(away)" beside a player who has left for now."""
        return self.tr("%1 (away)").replace("%1", self.seat_name(seat)) \
            if self.away(seat) else self.seat_name(seat)

    def away_to_move(self) -> int | None:
        """The seat to move now when its player is away (the table waits for them)."""
        m = self.match
        seat = None if m is None or m.needs_deal or m.over else m.controller()
        return seat if seat is not None and self.away(seat) else None

    def away(self, seat: int) -> bool:
        """A person's seat whose player has left for now (the host keeps it)."""
        wire = next((w for w in self.seat_wire if w.get("seat") == seat), None)
        return wire is not None and wire.get("kind") in ("player", "reserved", "open") \
            and not wire.get("present", True)

    def _default_name(self, seat: int) -> str:
        if seat >= len(self.config.seats):
            return QCoreApplication.translate("MatchController", "Dummy")
        if seat == self.seat:
            return QCoreApplication.translate("Lobby", "You")
        if not self.config.seats[seat].human and not self.config.seats[seat].remote:
            return QCoreApplication.translate("Lobby", "Bot %1").replace("%1", str(seat + 1))
        return QCoreApplication.translate("Lobby", "Player %1").replace("%1", str(seat + 1))

    def seat_names(self) -> list[str]:
        return [self.seat_name(s) for s in range(self.match.seats if self.match else 0)]

    def is_human(self, seat: int) -> bool:
        """A person at this screen plays `seat` (other people's seats are remote)."""
        return seat in self.local_seats()

    def seat_level(self, seat: int) -> str | None:
        if seat >= len(self.config.seats) or self.config.seats[seat].human \
                or self.config.seats[seat].remote:
            return None
        return self.config.seats[seat].level

    def viewer(self) -> int | None:
        return None if self.awaiting_reveal() is not None else self._shown

    def awaiting_reveal(self) -> int | None:
        """Hot seat: another seat played at this screen decides now; its hand stays hidden
        until its player takes the screen (the pass screen)."""
        m = self.match
        seat = None if m is None else m.controller()
        if seat is None or seat == self._shown or seat not in self.local_seats():
            return None
        return seat

    def reveal(self) -> None:
        """The awaited player has the screen: show their seat's view."""
        seat = self.awaiting_reveal()
        if seat is not None:
            self._shown = seat
            self._show_turn()
            self.sig_changed.emit()

    def human_turn(self) -> bool:
        m = self.match
        return m is not None and self._deciding is not None \
            and m.controller() == self._deciding == self._shown

    def view(self) -> SeatView | None:
        if self.match is None or self.match.deal is None or self._view is None:
            return None
        if self.awaiting_reveal() is not None:  # under the pass screen: no hand on show
            return replace(self._view, hand=[], legal_actions=[])
        return self._view

    def offered(self, action: Action) -> bool:
        view = self._view
        return view is not None and self.seat is not None and action in view.legal_actions \
            and not (self.match is not None and self.match.needs_deal)

    def refusal(self, action: Action) -> Reason | None:
        return None if self.match is None else self.match.refusal(action)

    def scored_event(self) -> Event | None:
        m = self.match
        if m is None or m.deal is None or not m.deal.is_complete():
            return None
        return self._scored

    def trick_whys(self) -> list[Why]:
        """Why each trick of this deal was won, as the host's events told it."""
        return list(self._whys)

    def deals_to_come(self) -> bool:
        return self.match is not None and not self.match.over

    def position(self) -> tuple[int, int]:
        return (self.match.deal_index if self.match else -1, self._n)

    @property
    def host_step(self) -> int:
        """The host's step of the view on show (deals plus actions so far)."""
        return self._n

    def thinking(self) -> bool:
        return False

    # -- actions ---------------------------------------------------------------------------
    def submit(self, action: Action) -> Reason | None:
        """Send the seat's action to the host, which referees it: a refusal comes back as
        `sig_refused`, the next view as `sig_changed`."""
        if not self.human_turn() and not self.offered(action):
            return None
        if self.ended:
            return None
        if self.human_turn() and self._view is not None and self._shown is not None:
            self._note_decision(Decision(self._shown, self.position(), self._view, action))
        shown = self._shown
        client = self.local_clients.get(shown, self.client) if shown is not None else self.client
        client.send({"type": "act", "n": self._n, "action": action.to_record()})
        self.actions_sent += 1
        return None

    def plays(self) -> bool:
        """A seat is ours (a spectator only watches)."""
        return not self.spectator and self.seat is not None

    def next_deal(self) -> None:
        """Next deal: tell the host this seat is ready (the deal comes once every player
        is), or show it when it came already; a spectator has no say."""
        m = self.match
        if m is None or not m.needs_deal or not self.plays() or self.ended:
            return
        if self._held:
            self._release()
            return
        if not self.went_on:  # the people at this screen go on together
            self.went_on = True
            for client in (self.client, *self.local_clients.values()):
                client.go_on()
            self.sig_changed.emit()

    def _release(self) -> None:
        """On to the next deal: its messages held so far are taken now."""
        assert self.match is not None
        self.match.between_deals = False
        self.went_on = False
        self.waiting = []
        held, self._held = self._held, []
        for message in held:
            self._take(message)
        self.sig_changed.emit()

    def between_deals_text(self) -> str | None:
        """Between deals, what the next deal waits for (None: nothing to say here)."""
        m = self.match
        if m is None or not m.needs_deal or self.ended:
            return None
        others = [s for s in self.waiting if s not in self.local_seats()]
        names = QCoreApplication.translate(_CTX, ", ").join(self.seat_name(s) for s in others)
        if not self.plays():
            if others:
                return QCoreApplication.translate(
                    _CTX, "The deal is over. The players start the next deal; waiting for "
                    "%1.").replace("%1", names)
            return QCoreApplication.translate(
                _CTX, "The deal is over. The players start the next deal.")
        if not self.went_on:
            if self.waiting and not others:  # the others read on no longer: only us
                return QCoreApplication.translate(
                    _CTX, "The deal is over. The others have gone on: Next deal when you "
                    "are ready.")
            return None
        if others:
            return QCoreApplication.translate(
                _CTX, "Waiting for %1 to go on to the next deal.").replace("%1", names)
        return QCoreApplication.translate(_CTX, "The next deal is coming…")

    # -- the coach: hints from the seat's own view ------------------------------------
    def hints_on(self, seat: int) -> bool:
        return self.is_human(seat) and self._hints

    def set_hints(self, seat: int, on: bool) -> None:
        if self.is_human(seat):
            self._hints = on
            if not on:
                self.cancel_hint()

    def hint_allowed(self) -> bool:
        """The seat decides now, its legal actions are here (not a hoard sent as a count)
        and its hints are on."""
        view = self._view
        return self.human_turn() and self._hints and view is not None \
            and bool(view.legal_actions)

    def hint_pending(self) -> bool:
        return self._hint is not None

    def request_hint(self) -> bool:
        """Ask the coach, from this seat's view and legal actions only (what the host sent),
        for its move: it comes as `sig_hint` while the seat still decides at that step."""
        view, seat = self._view, self._shown
        if not self.hint_allowed() or view is None or seat is None:
            return False
        if self._hint is not None and self._hint[0] == self._n:
            return True  # already on its way
        self.cancel_hint()
        options = self.config.options
        if self.pace.inline():
            future: Future[coaching.Advice] = Future()
            try:
                future.set_result(coaching.advise(self.game_id, coaching.COACH_SEED, options,
                                                  view, view.legal_actions))
            except Exception as exc:
                future.set_exception(exc)
        else:
            future = bot_worker.hint(self.game_id, coaching.COACH_SEED, options, view,
                                     view.legal_actions)
        self._hint = (self._n, future)
        self._hint_poll.start()
        return True

    def cancel_hint(self) -> None:
        self._hint_poll.stop()
        if self._hint is not None:
            self._hint[1].cancel()
            self._hint = None

    def _poll_hint(self) -> None:
        """On the GUI thread: the advice, once in, if the seat still decides at its step."""
        pending = self._hint
        if pending is None:
            self._hint_poll.stop()
            return
        step, future = pending
        if not future.done():
            return
        self._hint_poll.stop()
        self._hint = None
        if step != self._n or not self.hint_allowed() or self._shown is None:
            return
        try:
            advice = future.result()
        except Exception:  # the search failed: the seat's first legal move, said so
            LOG.warning("the coach gave no advice at a network table", exc_info=True)
            view = self._view
            assert view is not None
            advice = coaching.fallback_advice(view.legal_actions[0])
        words = hint_sentence(advice.reasoning, penalty_points(self.game_id))
        self.sig_hint.emit(Hint(self._shown, advice.action, words, self.position()))

    def why_seats(self) -> list[int]:
        return []

    def why_allowed(self, seat: int) -> bool:
        return False

    def request_why(self, seat: int) -> bool:
        return False

    def why_pending(self) -> bool:
        """No why-answer is ever on its way at a network table (the host keeps the match)."""
        return False

    def take_back_seat(self) -> int | None:
        return None

    def take_back_allowed(self) -> bool:
        return False

    def take_back(self) -> bool:
        return False

    def teacher_mode_allowed(self) -> bool:
        """This machine holds only its seat's cards: the host decides what lies open."""
        return False

    def set_open_hands(self, on: bool) -> None:
        """The host's table decides whether hands lie open; teacher mode stays as it is."""
        self.sig_open_hands.emit(self.open_hands)

    def cancel_decision(self) -> None:
        """The host runs the computer seats: nothing to cancel here."""


# -- the window's side: joining, problems, the record at the end -----------------------------
JOIN_WAIT_MS = 10_000
"""How long joining waits for the host's answer before it gives up (events keep flowing)."""


def join_table(window: MainWindow, invitation: Invitation | str, name: str, *,
               token: str | None = None, seat: int | None = None, spectator: bool = False,
               host: Any = None, others: dict[int, str] | None = None) -> TablePage | None:
    """Take a seat (or watch) at the table of `invitation` and open its page in `window`;
    `others`: hot seat's other seats played at this screen, by their tokens.

    Waits for the host's answer in a local event loop (the window keeps drawing and the
    network stays on the client's thread), at most JOIN_WAIT_MS; a refusal or a host out of
    reach is told in words and gives None. A seat taken before with this invitation is
    taken again with its token (the seat stays ours after leaving the table)."""
    try:
        where = invitation if isinstance(invitation, Invitation) else Invitation.parse(invitation)
    except ValueError:
        tell_problem(window, QCoreApplication.translate(
            _CTX, "This is not an invitation to a table: it reads tablecards://HOST:PORT/CODE."),
            True)
        return None
    if token is None and seat is None and not spectator:
        token = window_seats(window).get(str(where))
    controller = NetTableController(where, name, token=token, seat=seat, spectator=spectator,
                                    pace=window.pace, host=host, others=others)
    answered = QEventLoop()
    controller.sig_ready.connect(answered.quit)
    controller.sig_problem.connect(lambda _text, fatal: answered.quit() if fatal else None)
    QTimer.singleShot(JOIN_WAIT_MS, answered.quit)
    controller.connect_to_table()
    if controller.match is None and not controller.ended:
        answered.exec()
    if controller.match is None:
        controller.stop()
        text = controller.problem or QCoreApplication.translate(
            _CTX, "The table at %1 could not be reached.").replace("%1", str(where))
        tell_problem(window, text, True)
        return None
    if controller.token is not None:
        window_seats(window)[str(where)] = controller.token
    page: TablePage = window._open_table(controller)  # type: ignore[arg-type]
    controller.sig_problem.connect(lambda text, fatal: _told(window, page, text, fatal))
    controller.sig_match_over.connect(lambda: keep_record(window, controller))
    if controller.match.over:  # over before the page opened (a late join)
        keep_record(window, controller)
    for told in (controller.sig_changed, controller.sig_deal_over):  # after the page's own
        told.connect(lambda: _tell_waiting(page, controller))
    controller.sig_connection.connect(lambda up: _tell_connection(page, controller, up))
    _tell_waiting(page, controller)
    for signal in (controller.sig_changed, controller.sig_deal_over):  # after the page's own
        if controller.spectator:  # a seat's review rates its own views; a spectator has none
            signal.connect(page.scores.review_button.hide)
    return page


def _tell_waiting(page: TablePage, controller: NetTableController) -> None:
    """Before the first deal the felt is empty: say what it waits for; between deals, whom
    the next deal waits for (Next deal only for a seat that has not said it yet); while the
    line is retried, say that instead (whatever else redraws the table meanwhile)."""
    between = controller.between_deals_text()
    if controller.match is not None and controller.match.needs_deal \
            and (not controller.plays() or controller.went_on):
        button = page.scores.next_button
        if button.hasFocus():
            page.view.setFocus()  # the keys stay on the table, not on New match
        button.hide()
    if controller.reconnecting:
        page.status.setText(QCoreApplication.translate(
            _CTX, "The connection to the host dropped. Reconnecting…"))
    elif controller.view() is None and not controller.ended:
        page.status.setText(QCoreApplication.translate(
            _CTX, "Waiting for every seat to be taken; the match starts then."))
    elif between is not None:
        page.status.setText(between)
    elif (away := controller.away_to_move()) is not None:
        said = QCoreApplication.translate(_CTX, "Waiting for %1, who is away.").replace(
            "%1", controller.seat_name(away))
        if controller.host is not None:  # this machine hosts: it can hand the seat over
            said += " " + QCoreApplication.translate(
                _CTX, "A computer can play the seat meanwhile: Table menu, Invitation to this "
                "table.")
        page.status.setText(said)


def _tell_connection(page: TablePage, controller: NetTableController, up: bool) -> None:
    """The line dropped (the status line says it reconnects) or is back (the table's own
    words again)."""
    if up:
        page.refresh()
    _tell_waiting(page, controller)


def window_seats(window: QObject) -> dict[str, str]:
    """The seats this window took at network tables: invitation -> the seat's token."""
    seats: dict[str, str] | None = getattr(window, "network_seats", None)
    if seats is None:
        seats = {}
        window.network_seats = seats  # type: ignore[attr-defined]
    return seats


def _told(window: MainWindow, page: TablePage, text: str, fatal: bool) -> None:
    if window.table is page:
        page.status.setText(text)
        if fatal:
            tell_problem(window, text, fatal)


def tell_problem(window: QWidget, text: str, fatal: bool) -> QMessageBox:
    """A problem with the network table in a message box of its own (kept as
    `window.network_problem` while it is open)."""
    box = QMessageBox(QMessageBox.Icon.Warning if fatal else QMessageBox.Icon.Information,
                      QCoreApplication.translate(_CTX, "Network table"), text, parent=window)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _result: setattr(window, "network_problem", None))
    window.network_problem = box  # type: ignore[attr-defined]
    box.open()
    return box


def keep_record(window: MainWindow, controller: NetTableController) -> bool:
    """The match is over: keep it on this machine as a local match is kept (True when it
    was). The hosting window keeps the host's complete record in the history and counts it
    in the statistics; a seat joined from elsewhere keeps its own seat's record (what it saw,
    `Client.seat_record()`) beside the history, in `network/`, and counts the match's
    scores, as it saw them, in the statistics. Either is counted once per table code."""
    if controller.match is None or controller.spectator or controller.seat is None:
        return False
    if controller.host is not None:
        return _keep_complete(window, controller)
    return _keep_seat(window, controller)


def _person_seats(controller: NetTableController) -> list[SeatConfig]:
    return [SeatConfig(c.name, c.human or c.remote, c.level) for c in controller.config.seats]


def _names(controller: NetTableController, seats: int) -> list[str]:
    """Each seat's name as typed at its machine (a default worded here when none was)."""
    configs = controller.config.seats
    return [configs[s].name.strip() if s < len(configs) and configs[s].name.strip()
            else controller._default_name(s) for s in range(seats)]


def _keep_complete(window: MainWindow, controller: NetTableController) -> bool:
    code = controller.invitation.code
    try:
        record = controller.host.record(code)
        match = match_from_record(record)
    except Exception:  # the host has gone, or its record cannot be read back
        LOG.exception("the network match's record could not be kept")
        return False
    seats = _person_seats(controller)
    names = _names(controller, match.seats)
    window._keep_in_history(save_data(match, seats, names, match_id=f"net-{code}"))
    try:
        finished = finished_match(match, [stats_name(n) for n in names],
                                  [s.human for s in seats], match.open_hands,
                                  key=f"net-{code}")
    except Exception:
        LOG.exception("the network match could not be counted in the statistics")
        return False
    _count(window, finished)
    return True


def _keep_seat(window: MainWindow, controller: NetTableController) -> bool:
    m = controller.match
    assert m is not None
    code = controller.invitation.code
    folder = window.history().folder / "network"
    when = datetime.now(UTC)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        record = {**controller.client.seat_record(), "code": code,
                  "names": _names(controller, m.seats),
                  "finished_at": when.isoformat(timespec="seconds")}
        write_atomic(folder / f"{when.strftime('%Y%m%d-%H%M%S')}-{m.game_id}-{code}.seat.json",
                     record)
    except (OSError, TypeError, ValueError):
        LOG.exception("the seat's record of a network match could not be written")
    _count(window, seat_finished(controller, when))
    return True


def seat_finished(controller: NetTableController, when: datetime) -> FinishedMatch:
    """The statistics of a network match from the scores the host told every seat: totals,
    each deal's points, the winners, and this seat's own figures from what it was told
    (`statistics.seat_figures`; the other seats' need the whole record, which only the host
    holds, so they are left out)."""
    m = controller.match
    assert m is not None
    seats = _person_seats(controller)
    names = _names(controller, m.seats)
    complete = [r.points or [] for r in m.results if r.complete and r.points]
    count = min(len(seats), m.seats)
    pick = min if m.spec.fewer_is_better else max
    wins = [[p == pick(points[:count]) for p in points[:count]] for points in complete]
    try:
        own = seat_figures(seat_record_of(controller.client.seat_record()))
    except Exception:  # the figures must never cost the match its statistics
        LOG.exception("the seat's own figures could not be counted")
        own = {}
    outcomes = [SeatOutcome(
        name=stats_name(names[s]), human=seats[s].human, total=m.totals[s],
        won=s in m.winners, deal_points=[points[s] for points in complete],
        deals_won=sum(w[s] for w in wins), figures=own if s == controller.seat else {},
        deal_wins=[w[s] for w in wins])
        for s in range(count)]
    options = m.options.changed(m.spec.options)
    return FinishedMatch(m.game_id, variant_key(m.players, options), when, m.open_hands,
                         outcomes, f"net-{controller.invitation.code}", True)


def _count(window: MainWindow, finished: FinishedMatch) -> None:
    store = window.stats()
    store.record(finished)
    window._tell_stats_problem(store)
