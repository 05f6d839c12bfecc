"""A seat (or a spectator) at a network table: connects, rejoins, receives views, sends actions.

The client holds only what the host sent it: its seat's views, the seat list, the scores.
A dropped connection is retried with bounded exponential backoff, presenting the seat's token,
and the host answers with the current view, so nothing is lost; before each retry `on_message`
hears `{"type": "reconnecting", "attempt": n}` (the client's own news, never the host's).
`play_headless` is what `tablecards join` runs: a seat played by one of the app's bots from
its own view only.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import ssl
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from tablecards.net.protocol import MAX_FRAME, PROTOCOL_VERSION, Invitation, encode
from tablecards.net.views import view_from_wire
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

log = logging.getLogger(__name__)

Decider = Callable[[SeatView, int], Awaitable[Action | int | None]]
"""Chooses for a view: an Action, an index into a long legal list (of the given length), or
None to leave the decision to someone else (a person at the app's table)."""
Handler = Callable[[dict[str, Any]], None]

FATAL = frozenset({"version_mismatch", "unknown_table", "bad_token", "too_many_codes",
                   "no_free_seat", "seat_taken", "bad_seat", "bad_config"})
"""Errors after which rejoining cannot help."""


class Client:
    """One connection's worth of a seat, kept alive across drops."""

    def __init__(self, invitation: Invitation | str, name: str = "", *, token: str | None = None,
                 seat: int | None = None, spectator: bool = False,
                 decide: Decider | None = None, on_message: Handler | None = None,
                 tls: ssl.SSLContext | None = None, retries: int = 8,
                 keep_history: bool = True) -> None:
        self.invitation = (invitation if isinstance(invitation, Invitation)
                           else Invitation.parse(invitation))
        self.name, self.token, self.seat, self.spectator = name, token, seat, spectator
        self.decide, self.on_message, self.tls = decide, on_message, tls
        self.retries = retries
        self.keep_history = keep_history
        self.ws: ClientConnection | None = None
        self.n = -1
        self.legal_count = 0
        self.info: dict[str, Any] = {}
        self.view: SeatView | None = None
        self.views: list[dict[str, Any]] = []
        self.told: list[dict[str, Any]] = []
        """The host's `events` messages, kept with the views for the seat's record."""
        self.scores: list[dict[str, Any]] = []
        self.over: dict[str, Any] | None = None
        self.fatal: dict[str, Any] | None = None
        self.latencies: list[float] = []
        self.actions_sent = 0
        self._sent_at: float | None = None
        self._acted_at = -1
        self._closing = False

    # -- life ------------------------------------------------------------------------------
    async def run(self) -> bool:
        """Play until the match ends (True) or the host cannot be reached or refuses us
        (False)."""
        failures = 0
        while not self._closing and self.over is None and self.fatal is None:
            try:
                async with connect(self.invitation.url(self.tls is not None), ssl=self.tls,
                                   max_size=4 * MAX_FRAME, open_timeout=10,
                                   compression=None) as ws:
                    self.ws = ws
                    await ws.send(encode(self._hello()))
                    async for frame in ws:
                        failures = 0
                        await self._receive(frame)
                        if self.over is not None and not self.spectator:
                            break
            except (OSError, ConnectionClosed, InvalidHandshake, InvalidURI, TimeoutError):
                pass
            finally:
                self.ws = None
            if self.over is not None or self.fatal is not None or self._closing:
                break
            failures += 1
            if failures > self.retries:
                return False
            if self.info and self.on_message is not None:
                # Not from the host: the app's own news that the line dropped and is retried
                # (the host's next `joined` or `watching` says it is back).
                self.on_message({"type": "reconnecting", "attempt": failures})
            await asyncio.sleep(min(5.0, 0.1 * 2 ** failures) * (0.5 + random.random()))
        return self.over is not None

    def _hello(self) -> dict[str, Any]:
        if self.spectator:
            return {"type": "watch", "v": PROTOCOL_VERSION, "code": self.invitation.code}
        hello: dict[str, Any] = {"type": "join", "v": PROTOCOL_VERSION,
                                 "code": self.invitation.code, "name": self.name}
        if self.token is not None:
            hello["token"] = self.token
        elif self.seat is not None:
            hello["seat"] = self.seat
        return hello

    async def close(self) -> None:
        self._closing = True
        if self.ws is not None:
            await self.ws.close()

    # -- receiving -------------------------------------------------------------------------
    async def _receive(self, frame: str | bytes) -> None:
        """Take one frame from the host; a frame that is not a message of a known shape is
        skipped (the host is untrusted too: nonsense must not end the client)."""
        try:
            message = json.loads(frame)
        except (ValueError, RecursionError):
            return
        if not isinstance(message, dict):
            return
        try:
            await self._take(message)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            log.warning("a message from the host could not be read: %r", message.get("type"))

    async def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "joined":
            self.seat, self.token = message["seat"], message["token"]
            self.info = message
            self._acted_at = -1  # an action sent as the line dropped may be lost: act again
        elif kind == "watching":
            self.info = message
        elif kind == "view":
            self._viewed(message)
        elif kind == "scored":
            self.scores.append(message)
        elif kind == "seats":
            await self._maybe_go_on(message)
        elif kind == "events" and self.keep_history:
            self.told.append({"n": message.get("n"), "events": message.get("events")})
        elif kind == "over":
            if not isinstance(message.get("winners"), list):
                raise TypeError("winners")
            self.over = message
        elif kind == "error" and message.get("code") in FATAL:
            self.fatal = message
        elif kind == "error" and message.get("code") == "rate_limited":
            self._acted_at = -1  # the action was not read: send it again, slower
            await asyncio.sleep(0.2)
        if self.on_message is not None:
            self.on_message(message)
        if kind == "view" or (kind == "error" and self._acted_at == -1):
            await self._maybe_act()

    def _viewed(self, message: dict[str, Any]) -> None:
        view = view_from_wire(message["view"])  # first: a view that cannot be read changes nothing
        n, legal_count = int(message["n"]), int(message["view"].get("legal_count", 0))
        if self._sent_at is not None:
            self.latencies.append(time.monotonic() - self._sent_at)
            self._sent_at = None
        self.n, self.legal_count = n, legal_count
        if self.keep_history:
            self.views.append(message)
        message["view_obj"] = self.view = view

    async def _maybe_act(self) -> None:
        view = self.view
        if view is None or self.decide is None or self.n == self._acted_at \
                or not self.legal_count:
            return
        n = self.n
        choice = await self.decide(view, self.legal_count)
        if choice is None or n != self.n:
            return
        self._acted_at = n
        if isinstance(choice, Action):
            await self.send({"type": "act", "n": n, "action": choice.to_record()})
        else:
            await self.send({"type": "act", "n": n, "index": choice})

    async def _maybe_go_on(self, seats: dict[str, Any]) -> None:
        """A seat played by a decider (a bot, `tablecards join`) goes on to the next deal as
        soon as the host waits for it; a person at the app says so with Next deal."""
        waiting = seats.get("waiting")
        if self.decide is None or self.spectator or not isinstance(waiting, list) \
                or self.seat not in waiting:
            return
        await self.go_on()

    async def go_on(self) -> None:
        """Tell the host this seat is ready for the next deal (after the deal's end)."""
        await self.send({"type": "next", "n": self.n})

    async def send(self, message: dict[str, Any]) -> None:
        """Send a message now (dropped when not connected: the rejoin brings the view back)."""
        if self.ws is None:
            return
        if message.get("type") == "act":
            self._sent_at = time.monotonic()
            self.actions_sent += 1
        with contextlib.suppress(ConnectionClosed):
            await self.ws.send(encode(message))

    async def act(self, action: Action | int) -> None:
        """Send the seat's action (or index into a long legal list) for the current view."""
        if isinstance(action, Action):
            await self.send({"type": "act", "n": self.n, "action": action.to_record()})
        else:
            await self.send({"type": "act", "n": self.n, "index": action})

    def seat_record(self) -> dict[str, Any]:
        """What this seat saw of the match: its views in order, the scores and the end.

        The host keeps the complete record; a seat may not see every card, so its own
        record is the history of its views (docs/network.md), with the host's step of each
        view ("steps") and the events told at each step ("events": as sent to this seat,
        so only what it saw), which let the history play the seat's match back on the table
        with its narration."""
        return {"format": "tablecards-seat-record", "version": 1,
                "game": self.info.get("game"), "players": self.info.get("players"),
                "options": self.info.get("options"), "seat": self.seat,
                "views": [m["view"] for m in self.views],
                "steps": [m.get("n") for m in self.views], "events": self.told,
                "scores": self.scores, "over": self.over}


# -- deciders ------------------------------------------------------------------------------
def random_decider(seed: int = 0, think: float = 0.0) -> Decider:
    """Random legal moves after `think` seconds (tests and the load benchmark)."""
    rng = random.Random(seed)

    async def decide(view: SeatView, count: int) -> Action | int:
        if think:
            await asyncio.sleep(think)
        legal = view.legal_actions
        return legal[rng.randrange(len(legal))] if legal else rng.randrange(count)
    return decide


def bot_decider(level: str, options: Callable[[], dict[str, Any] | None],
                seed: int = 0) -> Decider:
    """The app's bot of `level`, from the seat's own view, off the client's loop."""
    from tablecards.ai.worker import decide as bot_decide

    rng = random.Random(seed)

    async def decide(view: SeatView, count: int) -> Action | int:
        legal = view.legal_actions
        if not legal:
            return rng.randrange(count)
        try:
            found: Action = await asyncio.to_thread(bot_decide, view.game, level, seed,
                                                    options(), view, legal)
            return found
        except Exception:  # a bot that cannot read a view still plays a legal card
            return legal[rng.randrange(len(legal))]
    return decide


class ClientThread:
    """A Client on its own thread and loop: the app's handle. `on_message` is called on the
    client's thread (forward it with a queued signal); the other methods are thread-safe."""

    def __init__(self, invitation: Invitation | str, name: str = "", *,
                 token: str | None = None, seat: int | None = None, spectator: bool = False,
                 on_message: Handler | None = None, tls: ssl.SSLContext | None = None) -> None:
        self.client = Client(invitation, name, token=token, seat=seat, spectator=spectator,
                             on_message=on_message, tls=tls)
        self.loop = asyncio.new_event_loop()
        self.finished: bool | None = None
        self._thread = threading.Thread(target=self._run, name="tablecards-client",
                                        daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self._task = self.loop.create_task(self.client.run())
        with contextlib.suppress(asyncio.CancelledError):
            self.finished = self.loop.run_until_complete(self._task)

    @property
    def seat(self) -> int | None:
        return self.client.seat

    @property
    def token(self) -> str | None:
        return self.client.token

    def last_view(self) -> SeatView | None:
        return self.client.view

    def seat_record(self) -> dict[str, Any]:
        return self.client.seat_record()

    def send_action(self, action: Action) -> None:
        asyncio.run_coroutine_threadsafe(self.client.act(action), self.loop)

    def send_action_index(self, index: int) -> None:
        asyncio.run_coroutine_threadsafe(self.client.act(index), self.loop)

    def go_on(self) -> None:
        """This seat is ready for the next deal."""
        asyncio.run_coroutine_threadsafe(self.client.go_on(), self.loop)

    def send(self, message: dict[str, Any]) -> None:
        """Any message (the owner's `fill` or `record`)."""
        asyncio.run_coroutine_threadsafe(self.client.send(message), self.loop)

    def close(self, timeout: float = 5.0) -> None:
        """Leave the table (the seat stays ours: rejoin with the token)."""
        self.client._closing = True
        task = getattr(self, "_task", None)
        if task is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(task.cancel)
        self._thread.join(timeout)
        if not self._thread.is_alive() and not self.loop.is_closed():
            self.loop.close()
