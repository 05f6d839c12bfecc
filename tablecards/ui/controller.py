"""Drives one match for the table: deals, bot turns at a readable pace, human actions.

The controller knows only the rules core's public protocol, never a game id: anything
game-specific (bid cards, premium buttons) lives in the game's own panel (its `panel`
module; see `tablecards.ui.panel`).
The widgets redraw from `view()` whenever `sig_changed` fires, so the core stays the single
source of truth.

Privacy: with one human the table always shows that human's hand. With two or more (hot seat)
it shows the hand of the human who last revealed it; when another human is to decide, `view()`
is the public view only (no hand at all) until `reveal()` is called for them. With no human,
the public view is shown throughout. Bots never see more than their own seat's view.

Bots: each computer seat has a level (easy, normal, strong) and a seed of fresh entropy drawn
for this controller, never derived from the match seed. A decision runs in a worker process
(`tablecards.ui.bot_worker`) given only the seat's view, its legal actions, the game id, the
table's options as given, the level and that seed: nothing there could recompute a hidden hand,
and the bot decides exactly as `tablecards suggest` would with that seed. A 10 ms QTimer polls
for the answer, which is applied on the GUI thread after the pace's delay (thinking overlaps
the delay). Any change to the match (an action, a new deal) and `stop()` (new match, resume,
lobby, window close) cancel a pending decision: its Future is cancelled, which stops a running
search (`bot_worker` ends the worker process), and its request id no longer matches, so an
answer already in is dropped. With no delay and `Pace.inline_bots` (tests), or with a custom
`bot_factory`, bots decide inline, in this process, with seeds fixed by the match seed.

The coach: `request_hint()` asks the Strong bot, in the same worker and from the same seat-only
inputs (with the coach's one seed and the review's budget, so the review rates the hint's move
best), for the move of the human to decide; the answer comes as `sig_hint` only while that
human is still to decide at the same place (in hot seat, never on another player's turn), and
only if their seat's hints are on. `take_back()` lets the one human playing against the
computer return to their previous decision: the match is replayed from its record without it
(`tablecards.ui.coaching`) and the record counts the take-back. `request_why(seat)` asks the
coach, the same way, about a computer seat's last move, from the view that seat decided from
(`last_moves`), never from anything else.
"""

from __future__ import annotations

import copy
import logging
import random
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from tablecards.ai.base import Bot
from tablecards.ai.bots import baseline_bot, make_bot
from tablecards.ai.levels import DEFAULT_LEVEL, LEVELS
from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.game import Match, SeatView
from tablecards.rules.records import match_from_record
from tablecards.rules.registry import new_match
from tablecards.ui import bot_worker, coaching
from tablecards.ui.coach_words import Hint as Hint  # importable from here too
from tablecards.ui.coach_words import hint_sentence
from tablecards.ui.match_config import MatchConfig as MatchConfig  # importable from here too
from tablecards.ui.match_config import Pace as Pace
from tablecards.ui.match_config import SeatConfig as SeatConfig
from tablecards.ui.public_view import public_view
from tablecards.ui.review_ahead import Decision
from tablecards.ui.seat_names import shown_name
from tablecards.ui.texts import penalty_points

LOG = logging.getLogger(__name__)

POLL_MS = 10


@dataclass
class PendingDecision:
    """A bot decision asked of the worker process."""

    request: int
    seat: int
    position: tuple[int, int]
    due: float
    future: Future[Action]


@dataclass
class PendingHint:
    """Advice asked for a human at one place in the match."""

    request: int
    seat: int
    position: tuple[int, int]
    future: Future[coaching.Advice]


@dataclass(frozen=True)
class LastMove:
    """A decision just made: who decided, what they saw then, and what they did (teacher
    mode rates it)."""

    seat: int
    view: SeatView
    action: Action


@dataclass
class PendingWhy:
    """A question about a seat's last move, asked of the coach."""

    request: int
    move: LastMove
    future: Future[coaching.Explanation]


@dataclass
class Narration:
    """The last thing that happened, for the status line."""

    kind: str
    seat: int | None
    data: dict[str, Any] = field(default_factory=dict)


BotFactory = Callable[[str], Bot]


class MatchController(QObject):
    """Owns the Match and decides who acts next."""

    sig_changed = Signal()
    """The match changed: redraw from `view()`."""
    sig_refused = Signal(object)
    """A human action was refused (argument: the rules' Reason)."""
    sig_events = Signal(list)
    """Events from an applied action, in order."""
    sig_deal_over = Signal()
    """A deal has been scored (the match's last one too); `next_deal()` continues unless the
    match is over."""
    sig_hint = Signal(object)
    """The coach's advice (a `Hint`) for the human still to decide where it was asked."""
    sig_why = Signal(object)
    """Why a seat made its last move (a `coaching.Explanation`), as asked by `request_why`."""
    sig_taken_back = Signal()
    """A decision was taken back: `match` is a new, rebuilt Match."""
    sig_open_hands = Signal(bool)
    """Teacher mode was switched on or off (every hand face up)."""
    sig_decided = Signal(object)
    """A person's seat in control decided (a `review_ahead.Decision`: the view it decided
    from and the action), just before the action is applied: the review rates it ahead."""
    saved = True
    """The match is autosaved, and leaving it unfinished asks first (a lesson is not)."""

    def __init__(self, config: MatchConfig, pace: Pace | None = None,
                 bot_factory: BotFactory | None = None, parent: QObject | None = None,
                 *, match: Match | None = None) -> None:
        """A new match from `config`, or the given (resumed) `match` with `config`'s seats."""
        super().__init__(parent)
        self.config = config
        self.pace = pace or Pace()
        if match is None:
            seed = config.seed if config.seed is not None else random.randrange(2**31)
            match = new_match(config.game_id, config.players, config.options, seed=seed)
        self.match: Match = match
        self._custom_bots = bot_factory is not None
        self._bot_seeds = [secrets.randbits(31) for _ in config.seats]
        self._bots = {s: bot_factory(config.game_id) if bot_factory is not None
                      else make_bot(config.game_id, self.seat_level(s) or DEFAULT_LEVEL,
                                    self._inline_bot_seed(s), self.match.given_options)
                      for s, seat in enumerate(config.seats) if not seat.human}
        self._request = 0
        self._pending: PendingDecision | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._poll_decision)
        humans = [s for s, seat in enumerate(config.seats) if seat.human]
        self._shown: int | None = humans[0] if len(humans) == 1 else None
        self.open_hands = match.open_hands
        """Teacher mode: every hand face up (a match once played so is marked in its record)."""
        self.last_move: LastMove | None = None
        """The last decision, kept in teacher mode."""
        self.last_moves: dict[int, LastMove] = {}
        """Each seat's last decision in the deal, with the view it decided from (the coach
        explains a computer seat's move from it: `request_why`)."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._bot_turn)
        self.last: Narration | None = None
        self._scored: Event | None = None
        self._hint_request = 0
        self._hint: PendingHint | None = None
        self._hint_poll = QTimer(self)
        self._hint_poll.setInterval(POLL_MS)
        self._hint_poll.timeout.connect(self._poll_hint)
        self._why: PendingWhy | None = None
        self._why_request = 0
        self._why_poll = QTimer(self)
        self._why_poll.setInterval(POLL_MS)
        self._why_poll.timeout.connect(self._poll_why)
        taker = self.take_back_seat()
        self._decisions = [] if taker is None else coaching.decisions_of(self.match, taker)
        """Where the human who may take back decided, in order."""

    @classmethod
    def resume(cls, match: Match, seats: list[SeatConfig], pace: Pace | None = None,
               bot_factory: BotFactory | None = None) -> MatchController:
        """A controller continuing `match` (e.g. rebuilt from a save) with these seats."""
        config = MatchConfig(match.game_id, match.players, dict(match.given_options),
                             list(seats), match.seed)
        return cls(config, pace, bot_factory, match=match)

    # -- queries -----------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.config.game_id

    def seat_name(self, seat: int) -> str:
        """The seat's name in the current language when it is a default (You, Player 2, Bot 3)."""
        if seat < len(self.config.seats):
            humans = sum(1 for s in self.config.seats if s.human)
            config = self.config.seats[seat]
            return shown_name(config.name, seat, config.human, humans)
        return self.tr("Dummy")

    def scored_event(self) -> Event | None:
        """The finished deal's `deal_scored` event (its breakdown), None while a deal runs.
        A deal scored before this controller existed (a resumed save) is replayed for it."""
        deal = self.match.deal
        if deal is None or not deal.is_complete():
            return None
        if self._scored is None:
            self._scored = rescored_event(self.match)
        return self._scored

    def seat_level(self, seat: int) -> str | None:
        """The level of a computer seat ("easy", "normal", "strong"); None for a human."""
        if seat >= len(self.config.seats) or self.config.seats[seat].human:
            return None
        level = self.config.seats[seat].level
        return level if level in LEVELS else DEFAULT_LEVEL

    def bot_seed(self, seat: int) -> int:
        """The seed of a seat's bot in the worker process: fresh entropy for this controller,
        so the process playing against the user holds nothing that could recompute the deal."""
        return self._bot_seeds[seat]

    def _inline_bot_seed(self, seat: int) -> int:
        """The seed of a seat's inline bot (tests): it plays in this process, which holds the
        match anyway, so the match seed fixes it and a test's game goes the same every run."""
        return random.Random(f"{self.match.seed}:bot:{seat}").randrange(2**31)

    def thinking(self) -> bool:
        """A bot decision is pending in the worker process."""
        return self._pending is not None

    def seat_label(self, seat: int) -> str:
        """The seat's name where it stands alone (the seat's label on the felt, the score
        sheet's column): a network table adds who is away there, never inside sentences."""
        return self.seat_name(seat)

    def seat_names(self) -> list[str]:
        """One name per seat of the match (a dummy included)."""
        return [self.seat_name(s) for s in range(self.match.seats)]

    def viewer(self) -> int | None:
        """The seat whose hand the table shows, or None when only public facts may show."""
        return None if self.awaiting_reveal() is not None else self._shown

    def awaiting_reveal(self) -> int | None:
        """The human who must take the device and reveal their hand before deciding."""
        seat = self.match.controller()
        if seat is None or not self.is_human(seat) or seat == self._shown:
            return None
        return seat

    def reveal(self) -> None:
        """The awaited human has the device: show their hand and let them decide."""
        seat = self.awaiting_reveal()
        if seat is not None:
            self._shown = seat
            self.sig_changed.emit()

    def is_human(self, seat: int) -> bool:
        return seat < len(self.config.seats) and self.config.seats[seat].human

    def human_turn(self) -> bool:
        """A human decides now and their hand is on show."""
        seat = self.match.controller()
        return seat is not None and self.is_human(seat) and seat == self.viewer()

    def view(self) -> SeatView | None:
        """What the table may show now (see the module docstring); None before any deal."""
        if self.match.deal is None:
            return None
        seat = self.viewer()
        if self.open_hands:
            return self._open_view(seat)
        if seat is None:
            return public_view(self.match, self._layout_seat())
        return self.match.view(seat)

    def _open_view(self, seat: int | None) -> SeatView:
        """Teacher mode: the view from `seat` (else the table's bottom seat, deciding nothing)
        with every other hand face up."""
        bottom = seat if seat is not None else self._layout_seat()
        view = self.match.view(bottom)
        if seat is None:
            view.legal_actions = []
        for other in range(self.match.seats):
            if other != bottom:
                view.visible_hands[other] = self.match.view(other).hand
        return view

    def teacher_mode_allowed(self) -> bool:
        """Whether this table may show every hand: a local match holds them all."""
        return True

    def set_open_hands(self, on: bool) -> None:
        """Teacher mode on or off. Once on, the match is marked as played with hands open
        (its record and statistics say so), even if it is switched off again."""
        if on == self.open_hands:
            return
        self.open_hands = on
        if on:
            self.match.open_hands = True
            self._follow_turn()
        self.sig_open_hands.emit(on)
        self.sig_changed.emit()

    def _follow_turn(self) -> None:
        """With every hand face up, no hand needs hiding: the table turns to the human to
        decide at once, with no screen to pass the device."""
        seat = self.match.controller()
        if self.open_hands and seat is not None and self.is_human(seat):
            self._shown = seat

    def _layout_seat(self) -> int:
        """The seat at the bottom of the table when no hand is shown."""
        for seat in (self.awaiting_reveal(), self._shown):
            if seat is not None:
                return seat
        return next((s for s in range(len(self.config.seats)) if self.is_human(s)), 0)

    # -- flow --------------------------------------------------------------------------
    def start(self) -> None:
        """Deal the first hand, or show a resumed match as it stood, and let play go on."""
        if self._bots and not (self._custom_bots or self.pace.inline()):
            seat = max(self._bots, key=lambda s: LEVELS.index(self.seat_level(s) or DEFAULT_LEVEL))
            bot_worker.warm_up(self.game_id, self.seat_level(seat) or DEFAULT_LEVEL,
                               self.bot_seed(seat), self.match.given_options)
        if self.match.deal is None:
            self.next_deal()
        else:
            self._after([])

    def next_deal(self) -> None:
        self.cancel_decision()
        if not self.match.needs_deal or self.match.over:
            return
        self.last_moves = {}
        events = self.match.deal_next()
        self._after(events)

    def submit(self, action: Action) -> Reason | None:
        """Apply a human's action, or report why the rules refuse it. Out of turn, only an
        action the shown human's own view offers (a call some games allow before play)."""
        if not self.human_turn() and not self.offered(action):
            return None
        why = self.match.refusal(action)
        if why is not None:
            self.sig_refused.emit(why)
            return why
        self._play(action)
        return None

    def offered(self, action: Action) -> bool:
        """The shown human's view lists `action` as legal, even when another seat is to move."""
        seat = self.viewer()
        if seat is None or not self.is_human(seat) or self.match.deal is None:
            return False
        return action in self.match.view(seat).legal_actions

    def refusal(self, action: Action) -> Reason | None:
        return self.match.refusal(action)

    def deals_to_come(self) -> bool:
        """Another deal may follow the one finished (a match not over)."""
        return not self.match.over

    def stop(self) -> None:
        """No more bot moves: a pending decision is cancelled and its answer ignored."""
        self._timer.stop()
        self.cancel_decision()
        self.cancel_hint()
        self.cancel_why()

    def cancel_decision(self) -> None:
        """Drop a pending worker decision: cancelling its Future stops the search if it is
        still running, and the new request id keeps an answer already in off the table."""
        self._request += 1
        self._poll.stop()
        if self._pending is not None:
            self._pending.future.cancel()
            self._pending = None

    def _after(self, events: list[Event]) -> None:
        """Publish what happened and schedule the next bot move, if it is a bot's turn."""
        self.cancel_decision()
        self.cancel_hint()
        self._follow_turn()
        for event in events:
            if event.kind in ("trick_won", "deal_scored", "match_over", "played"):
                self.last = Narration(event.kind, event.seat, event.data)
            if event.kind in ("dealt", "deal_scored"):
                self._scored = event if event.kind == "deal_scored" else None
        self.sig_events.emit(events)
        self.sig_changed.emit()
        deal = self.match.deal
        if deal is not None and deal.is_complete():  # the last deal of a match included
            self.sig_deal_over.emit()
            return
        self._schedule_bot(events)

    def _schedule_bot(self, events: list[Event]) -> None:
        """A computer seat to decide next: decide after the pace's delay."""
        seat = self.match.controller()
        if seat is not None and not self.is_human(seat):
            trick_done = any(e.kind == "trick_won" for e in events)
            delay = self.pace.trick_ms if trick_done else self.pace.bot_ms
            if self._custom_bots or self.pace.inline():
                self._timer.start(delay)
            else:
                self._ask_worker(seat, delay)

    def _bot_turn(self) -> None:
        """Decide inline (tests, custom bots)."""
        seat = self.match.controller()
        if seat is None or self.is_human(seat) or self.match.needs_deal:
            return
        view = self.match.view(seat)
        action = self._bots[seat].choose(view, view.legal_actions, self._decision_rng())
        self._play(action)

    def _ask_worker(self, seat: int, delay_ms: int) -> None:
        view = self.match.view(seat)
        level = self.seat_level(seat) or DEFAULT_LEVEL
        future = bot_worker.decide(self.game_id, level, self.bot_seed(seat),
                                   self.match.given_options, view, view.legal_actions)
        self._request += 1
        self._pending = PendingDecision(self._request, seat, self._position(),
                                        time.monotonic() + delay_ms / 1000, future)
        self._poll.start()

    def _poll_decision(self) -> None:
        """On the GUI thread: apply the worker's answer once it is in and the delay is over."""
        pending = self._pending
        if pending is None or pending.request != self._request:
            self._poll.stop()
            return
        if not pending.future.done() or time.monotonic() < pending.due:
            return
        self._poll.stop()
        self._pending = None
        if self._position() != pending.position or self.match.controller() != pending.seat:
            return  # the match moved on without this answer
        try:
            action = pending.future.result()
        except Exception:  # the worker died or could not take the view: decide here, simply
            LOG.warning("the bot worker gave no decision; deciding here", exc_info=True)
            action = self._decide_here(pending.seat)
        self._play(action)

    def _play(self, action: Action) -> None:
        """Apply an action known to be legal now, noting where the human who may take back
        decided."""
        taker = self.take_back_seat()
        if taker is not None and coaching.is_decision_of(self.match, action, taker):
            self._decisions.append(self._position())
        seat = self.match.controller()
        decider = coaching.decider_of(self.match, action)
        if decider is not None:
            self.last_moves[decider] = LastMove(decider, self.match.view(decider), action)
        if self.open_hands and seat is not None:
            self.last_move = self.last_moves.get(seat) if decider == seat else \
                LastMove(seat, self.match.view(seat), action)
        if seat is not None and self.is_human(seat):
            move = self.last_moves.get(seat) if decider == seat else None
            view = move.view if move is not None else self.match.view(seat)
            self.sig_decided.emit(Decision(seat, self._position(), view, action))
        self._after(self.match.apply(action))

    def _decide_here(self, seat: int) -> Action:
        """The rule player's move, else a legal move at random: a bot that cannot decide
        must never stop the table (the failure is logged for the bug report)."""
        view = self.match.view(seat)
        rng = self._decision_rng()
        try:
            return baseline_bot(self.game_id).choose(view, view.legal_actions, rng)
        except Exception:
            LOG.exception("the rule player failed; a legal action is played at random")
            legal = view.legal_actions  # may be a long list built on demand: index it
            return legal[rng.randrange(len(legal))]

    # -- the coach: hints ----------------------------------------------------------------
    def hints_on(self, seat: int) -> bool:
        """A human seat whose player may ask for hints."""
        return self.is_human(seat) and self.config.seats[seat].hints

    def set_hints(self, seat: int, on: bool) -> None:
        """Switch a human seat's hints on or off; off drops advice still on its way."""
        if self.is_human(seat):
            self.config.seats[seat].hints = on
            if not on and self._hint is not None and self._hint.seat == seat:
                self.cancel_hint()

    def hint_allowed(self) -> bool:
        """The human to decide has their hand on show and their hints on."""
        seat = self.match.controller()
        return seat is not None and self.human_turn() and self.hints_on(seat)

    def hint_pending(self) -> bool:
        return self._hint is not None

    def request_hint(self) -> bool:
        """Ask the coach for the move of the human to decide (it comes as `sig_hint`);
        False when no hint may be given now."""
        seat = self.match.controller()
        if seat is None or not self.hint_allowed():
            return False
        pending = self._hint
        if pending is not None and (pending.seat, pending.position) == (seat, self._position()):
            return True  # already on its way
        self.cancel_hint()
        self._hint_request += 1
        self._hint = PendingHint(self._hint_request, seat, self._position(), self._advice(seat))
        self._hint_poll.start()
        return True

    def cancel_hint(self) -> None:
        """Drop advice on its way (its search is stopped, an answer already in ignored)."""
        self._hint_request += 1
        self._hint_poll.stop()
        if self._hint is not None:
            self._hint.future.cancel()
            self._hint = None

    def _advice(self, seat: int) -> Future[coaching.Advice]:
        """The Strong bot's advice from the seat's own view: in the worker, or inline (tests,
        custom bots) with a seed fixed by the match seed, delivered on the next poll all the
        same so that it is dropped alike if the turn passes first."""
        view = self.match.view(seat)
        options = self.match.given_options
        if not (self._custom_bots or self.pace.inline()):
            return bot_worker.hint(self.game_id, coaching.COACH_SEED, options, view,
                                   view.legal_actions)
        done: Future[coaching.Advice] = Future()
        try:
            done.set_result(coaching.advise(self.game_id, coaching.COACH_SEED, options, view,
                                            view.legal_actions))
        except Exception as exc:
            done.set_exception(exc)
        return done

    def _poll_hint(self) -> None:
        """On the GUI thread: publish the advice once in, if its human is still to decide
        where it was asked."""
        pending = self._hint
        if pending is None or pending.request != self._hint_request:
            self._hint_poll.stop()
            return
        if not pending.future.done():
            return
        self._hint_poll.stop()
        self._hint = None
        if (self._position(), self.match.controller()) != (pending.position, pending.seat) \
                or not self.hint_allowed():
            return
        try:
            advice = pending.future.result()
        except Exception:  # the search failed: the rule player's move, the hint saying so
            LOG.warning("the coach gave no advice; the rule player's move instead", exc_info=True)
            advice = coaching.fallback_advice(self._decide_here(pending.seat))
        words = hint_sentence(advice.reasoning, penalty_points(self.game_id), self.seat_name)
        self.sig_hint.emit(Hint(pending.seat, advice.action, words, pending.position))

    # -- the coach: why did a computer seat do that? --------------------------------------
    def why_seats(self) -> list[int]:
        """The seats whose last move may be asked about: the computer's (every seat in a
        replay, where nobody decides), in seat order."""
        return [s for s in range(self.match.seats) if not self.is_human(s)]

    def why_allowed(self, seat: int) -> bool:
        """`seat` is a computer seat with a move in this deal to explain."""
        return seat in self.why_seats() and seat in self.last_moves

    def why_answered_now(self) -> bool:
        """A computer seat's reason may be told now: its facts come from that seat's own
        hand, so only with every hand face up, once the deal is over, or in a replay (where
        nobody plays and every hand may be shown) does it tell nothing the player cannot see."""
        m = self.match
        return self.open_hands or m.needs_deal or m.over \
            or not any(self.is_human(s) for s in range(m.seats))

    def why_pending(self) -> bool:
        return self._why is not None

    def request_why(self, seat: int) -> bool:
        """Ask the coach why `seat` made its last move (the answer comes as `sig_why`),
        from the view that seat decided from and nothing else; False when there is no such
        move or the answer must wait (`why_answered_now`)."""
        if not (self.why_allowed(seat) and self.why_answered_now()):
            return False  # nothing to explain, or the reason would show hidden cards
        move = self.last_moves[seat]
        pending = self._why
        if pending is not None and pending.move == move:
            return True  # already on its way
        self.cancel_why()
        self._why_request += 1
        self._why = PendingWhy(self._why_request, move, self._explain(move))
        self._why_poll.start()
        return True

    def cancel_why(self) -> None:
        """Drop a question on its way (its search stopped, an answer already in ignored)."""
        self._why_request += 1
        self._why_poll.stop()
        if self._why is not None:
            self._why.future.cancel()
            self._why = None

    def _explain(self, move: LastMove) -> Future[coaching.Explanation]:
        """The coach's search of the seat's own view, in the worker as a hint's, or inline
        (tests, custom bots) delivered on the next poll."""
        args = (self.game_id, coaching.COACH_SEED, dict(self.match.given_options), move.seat,
                move.view, move.action)
        if not (self._custom_bots or self.pace.inline()):
            future: Future[coaching.Explanation] = bot_worker.run(coaching.explain, *args)
            return future
        done: Future[coaching.Explanation] = Future()
        try:
            done.set_result(coaching.explain(*args))
        except Exception as exc:
            done.set_exception(exc)
        return done

    def _poll_why(self) -> None:
        """On the GUI thread: publish the answer once in (a search that failed says so with
        the rule player's reasoning instead)."""
        pending = self._why
        if pending is None or pending.request != self._why_request:
            self._why_poll.stop()
            return
        if not pending.future.done():
            return
        self._why_poll.stop()
        self._why = None
        try:
            why = pending.future.result()
        except Exception:
            LOG.warning("the coach could not explain a move", exc_info=True)
            move = pending.move
            why = coaching.Explanation(move.seat, move.action,
                                       coaching.fallback_advice(move.action))
        self.sig_why.emit(why)

    # -- the coach: take back ------------------------------------------------------------
    def take_back_seat(self) -> int | None:
        """The one human playing against the computer, who may take back; None in hot seat
        (two or more humans: a take-back would need the others' consent, so it is off) and
        with no human or no computer seat."""
        humans = [s for s, seat in enumerate(self.config.seats) if seat.human]
        return humans[0] if len(humans) == 1 and len(self.config.seats) > 1 else None

    def take_back_allowed(self) -> bool:
        """The human who may take back has decided in this match, and it is not over."""
        return self.take_back_seat() is not None and bool(self._decisions) \
            and not self.match.over

    def take_back(self) -> bool:
        """Return to the human's previous decision: a pending bot move is cancelled and the
        match replayed from its record up to that decision, the take-back counted in it."""
        if not self.take_back_allowed():
            return False
        self.stop()
        self.match = coaching.taken_back(self.match, self._decisions.pop())
        self.last_moves = {}
        self._scored = None
        self.last = None
        self.sig_taken_back.emit()
        self._after([])
        return True

    def position(self) -> tuple[int, int]:
        """The place in the match: the deal's index and the actions played in it."""
        return self._position()

    def _position(self) -> tuple[int, int]:
        return self.match.deal_index, len(self.match.actions[-1]) if self.match.actions else 0

    def _rng_seed(self) -> str:
        """Fixed by the match seed and the position, so a resumed match goes on exactly as it
        would have (str seeds are hashed deterministically)."""
        m = self.match
        return f"{m.seed}:{m.deal_index}:{len(m.actions[-1])}"

    def _decision_rng(self) -> random.Random:
        return random.Random(self._rng_seed())


def rescored_event(match: Match) -> Event | None:
    """The last deal's `deal_scored` event, rebuilt by replaying the match up to that deal
    and then the deal itself (the event carries each game's line-by-line scoring)."""
    record = match.to_record()
    record["deals"].pop()
    replica = match_from_record(record)
    events = replica.deal_next(copy.deepcopy(match.setups[-1]))
    for action in match.actions[-1]:
        events += replica.apply_unchecked(action)
    return next((e for e in reversed(events) if e.kind == "deal_scored"), None)
