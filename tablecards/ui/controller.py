"""Drives one match for the table: deals, bot turns at a readable pace, human actions.

The controller knows only the rules core's public protocol, never a game id: anything
game-specific (bid cards, premium buttons) lives in a per-game panel (`tablecards.ui.games`).
The widgets redraw from `view()` whenever `sig_changed` fires, so the core stays the single
source of truth (and undo, saves and hot-seat can later hook in here).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from tablecards.ai.base import Bot
from tablecards.ai.bots import baseline_bot
from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.game import Match, SeatView
from tablecards.rules.registry import new_match


@dataclass
class SeatConfig:
    """One player's seat: the name shown and whether a person or a bot decides."""

    name: str
    human: bool


@dataclass
class MatchConfig:
    """Everything the lobby chose."""

    game_id: str
    players: int
    options: dict[str, Any]
    seats: list[SeatConfig]
    seed: int | None = None


@dataclass
class Pace:
    """Delays in milliseconds; tests use all zeros."""

    bot_ms: int = 750
    trick_ms: int = 1100
    anim_ms: int = 220


@dataclass
class Narration:
    """The last thing that happened, for the status line."""

    kind: str
    seat: int | None
    data: dict[str, Any] = field(default_factory=dict)


BotFactory = Callable[[str], Bot]


def default_bot(game_id: str) -> Bot:
    """The strongest bot available for a game (its rule-based baseline for now)."""
    return baseline_bot(game_id)


class MatchController(QObject):
    """Owns the Match and decides who acts next."""

    sig_changed = Signal()
    """The match changed: redraw from `view()`."""
    sig_refused = Signal(object)
    """A human action was refused (argument: the rules' Reason)."""
    sig_events = Signal(list)
    """Events from an applied action, in order."""
    sig_deal_over = Signal()
    """A deal has been scored; `next_deal()` continues unless the match is over."""

    def __init__(self, config: MatchConfig, pace: Pace | None = None,
                 bot_factory: BotFactory = default_bot, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.config = config
        self.pace = pace or Pace()
        seed = config.seed if config.seed is not None else random.randrange(2**31)
        self.match: Match = new_match(config.game_id, config.players, config.options,
                                      seed=seed)
        self._rng = random.Random(seed)
        self._bots = {s: bot_factory(config.game_id)
                      for s, seat in enumerate(config.seats) if not seat.human}
        self._viewer = next((s for s, seat in enumerate(config.seats) if seat.human), 0)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._bot_turn)
        self.last: Narration | None = None

    # -- queries -----------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.config.game_id

    def seat_name(self, seat: int) -> str:
        if seat < len(self.config.seats):
            return self.config.seats[seat].name
        return self.tr("Dummy")

    def viewer(self) -> int:
        """The seat whose eyes the table shows: the human deciding now, else the last one."""
        seat = self.match.controller()
        if seat is not None and self.is_human(seat):
            self._viewer = seat
        return self._viewer

    def is_human(self, seat: int) -> bool:
        return seat < len(self.config.seats) and self.config.seats[seat].human

    def human_turn(self) -> bool:
        seat = self.match.controller()
        return seat is not None and self.is_human(seat) and not self.match.needs_deal

    def view(self) -> SeatView | None:
        return None if self.match.deal is None else self.match.view(self.viewer())

    # -- flow --------------------------------------------------------------------------
    def start(self) -> None:
        """Deal the first hand and let whoever is first act."""
        self.next_deal()

    def next_deal(self) -> None:
        if not self.match.needs_deal or self.match.over:
            return
        events = self.match.deal_next()
        self._after(events)

    def submit(self, action: Action) -> Reason | None:
        """Apply a human's action, or report why the rules refuse it."""
        if not self.human_turn():
            return None
        why = self.match.refusal(action)
        if why is not None:
            self.sig_refused.emit(why)
            return why
        self._after(self.match.apply(action))
        return None

    def refusal(self, action: Action) -> Reason | None:
        return self.match.refusal(action)

    def stop(self) -> None:
        self._timer.stop()

    def _after(self, events: list[Event]) -> None:
        """Publish what happened and schedule the next bot move, if it is a bot's turn."""
        for event in events:
            if event.kind in ("trick_won", "deal_scored", "match_over", "played"):
                self.last = Narration(event.kind, event.seat, event.data)
        self.sig_events.emit(events)
        self.sig_changed.emit()
        if self.match.needs_deal:
            self.sig_deal_over.emit()
            return
        seat = self.match.controller()
        if seat is not None and not self.is_human(seat):
            trick_done = any(e.kind == "trick_won" for e in events)
            self._timer.start(self.pace.trick_ms if trick_done else self.pace.bot_ms)

    def _bot_turn(self) -> None:
        seat = self.match.controller()
        if seat is None or self.is_human(seat) or self.match.needs_deal:
            return
        view = self.match.view(seat)
        action = self._bots[seat].choose(view, view.legal_actions, self._rng)
        self._after(self.match.apply(action))
