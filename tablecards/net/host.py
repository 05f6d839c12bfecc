"""The host: the referee of many tables behind one WebSocket server (asyncio).

One implementation for the app (which runs it in a `HostThread`) and `tablecards serve`. The
loop never waits on anything slow: bots decide in an executor (a thread for the rule-based
Easy, spawned processes for the searches), each connection has its own bounded outbox written
by its own task (a slow reader fills its own queue and is closed, it never holds the table up),
and the SQLite store writes one row per change. Everything a client sends is checked
(`protocol.decode`), rate-limited per connection (a token bucket) and refereed by the rules
core through `Table`; answers are ids and numbers, never sentences.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import math
import multiprocessing
import ssl
import threading
import time
from collections import defaultdict, deque
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, NoReturn

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from tablecards.ai.worker import decide
from tablecards.net.events import Sight, Told, cards_named
from tablecards.net.protocol import (
    MAX_FRAME,
    Invitation,
    ProtocolError,
    decode,
    encode,
    new_table_code,
    normal_code,
)
from tablecards.net.store import Store
from tablecards.net.table import Created, Seat, Table, TableConfig
from tablecards.rules.actions import Action, Event

log = logging.getLogger(__name__)

Listener = Callable[[str, dict[str, Any]], None]
"""Told of every table's seat changes, deal scores and match ends: (code, message)."""

RATE = 50.0
"""Messages a connection may send per second, on average (a person sends one a second)."""
BURST = 100
MAX_CODE_FAILURES = 5
"""Unknown codes (or wrong owner tokens) a connection may try before it is closed."""
MAX_FLOODED = 200
"""Messages over the rate a connection may send before it is closed."""
OUTBOX = 256
"""Messages waiting for a slow reader before it is cut off (a burst of frames read in one go
queues its answers before the writer runs, so this is well above BURST)."""
MAX_TABLES = 100_000


@dataclass(frozen=True)
class Limits:
    """What one remote address may hold, and how long tables are kept (seconds).

    Behind a reverse proxy every client has the proxy's address: raise the per-address
    numbers there (`tablecards serve --connections-per-address`, `--tables-per-minute`)."""

    connections_per_address: int = 64
    """Open connections from one address: a classroom behind one router, with spectators."""
    tables_per_minute: int = 20
    """Tables one address may create in any 60 seconds."""
    keep_finished: float = 3600.0
    """How long a finished match's table stays, so late clients and its owner can fetch the
    record."""
    keep_idle: float = 24 * 3600.0
    """How long a table stays with no connection coming or going (never joined, or left)."""
    sweep_every: float = 60.0
    """How often the host looks for tables to remove."""


@dataclass
class Bucket:
    """A token bucket: `rate` messages a second on average, bursts up to `burst`."""

    rate: float = RATE
    burst: float = BURST
    tokens: float = BURST
    clock: Callable[[], float] = time.monotonic
    """The host's clock (a test stops it, so a flood is a flood however slow the machine)."""
    stamp: float = field(init=False)

    def __post_init__(self) -> None:
        self.stamp = self.clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Conn:
    """One client connection: its socket, its table and seat, its limits and its outbox."""

    def __init__(self, ws: ServerConnection, outbox: int = OUTBOX,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.ws = ws
        self.code: str | None = None
        self.seat: int | None = None
        self.watching = False
        self.bucket = Bucket(clock=clock)
        self.failures = 0
        self.flooded = 0
        self.closing: int | None = None
        self.limited = False
        self.cut_off = False
        """Drop the connection once the outbox is written, without a closing handshake (a
        flooding client has frames unread that a handshake would wait behind)."""
        self.sight = Sight()
        """A spectator's cards seen during this deal (a seat's are on its table)."""
        address = ws.remote_address
        self.address = str(address[0]) if isinstance(address, tuple) and address else "?"
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(outbox)
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, message: dict[str, Any] | str) -> None:
        """Queue a message (or its frame); a reader that lets OUTBOX messages pile up is
        closed."""
        if self.closing is not None:
            return
        try:
            self.outbox.put_nowait(message if isinstance(message, str) else encode(message))
        except asyncio.QueueFull:
            self.close(1008, flush=False)

    def close(self, code: int = 1000, flush: bool = True) -> None:
        """Close after the messages already queued (an error says why), or at once."""
        if self.closing is not None:
            return
        self.closing = code
        if flush:
            try:
                self.outbox.put_nowait(None)
                return
            except asyncio.QueueFull:
                pass
        self.ws.transport.abort()  # a reader that reads nothing cannot read a close frame

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (frame := await self.outbox.get()) is not None:
                await self.ws.send(frame)
            if self.cut_off:
                self.ws.transport.abort()
            else:
                await self.ws.close(self.closing or 1000)


class Host:
    """Many tables, their connections and their computer seats."""

    def __init__(self, store: Store | None = None, *, bot_processes: bool = True,
                 outbox: int = OUTBOX, limits: Limits | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.store = store
        self.outbox = outbox
        self.limits = limits or Limits()
        self.clock = clock
        self.per_address: dict[str, int] = defaultdict(int)
        self.creations: dict[str, deque[float]] = defaultdict(deque)
        self._sweeper: asyncio.Task[None] | None = None
        self.tables: dict[str, Table] = {}
        self.conns: dict[str, set[Conn]] = {}
        self.listeners: list[Listener] = []
        self.thinking: set[str] = set()
        self.failed: dict[str, int] = {}
        self.bot_processes = bot_processes
        self._threads: Executor | None = None
        self._processes: Executor | None = None
        self.server: Server | None = None
        self.port = 0
        if store is not None:
            for table in store.load_all():  # a restart gives each table its time again
                self._opened(table)

    # -- life ------------------------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0,
                    tls: ssl.SSLContext | None = None) -> None:
        """Listen; `port` 0 takes any free port (then read `self.port`)."""
        self.server = await serve(self._serve, host, port, max_size=MAX_FRAME, ssl=tls,
                                  max_queue=16, compression=None)
        self.port = self.server.sockets[0].getsockname()[1] if self.server.sockets else port
        for table in self.tables.values():
            self._think(table)
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep_now_and_then())

    async def stop(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        for executor in (self._threads, self._processes):
            if executor is not None:
                executor.shutdown(wait=False, cancel_futures=True)
        if self.store is not None:
            self.store.close()

    # -- the app's calls (on the host's loop) ----------------------------------------------
    def create_table(self, config: TableConfig) -> Created:
        """Open a table for `config`.

        Raises:
            ProtocolError: bad_config.
        """
        if len(self.tables) >= MAX_TABLES:
            raise ProtocolError("bad_config", field="tables")
        code = new_table_code()
        while code in self.tables:
            code = new_table_code()
        table, created = Table.create(code, config)
        self._opened(table)
        self._changed(table, [], views=False)
        return created

    def _opened(self, table: Table) -> None:
        self.tables[table.code] = table
        self.conns[table.code] = set()
        table.last_seen = self.clock()
        if table.match.over:
            table.ended = table.last_seen

    # -- removing finished and abandoned tables --------------------------------------------
    def sweep(self) -> list[str]:
        """Remove every table finished `keep_finished` ago, or with no connection coming or
        going for `keep_idle`: from memory and from the store, its connections closed (1001,
        going away). Returns their codes."""
        now = self.clock()
        gone = [table.code for table in self.tables.values()
                if (table.ended is not None and now - table.ended >= self.limits.keep_finished)
                or (not self.conns[table.code]
                    and now - table.last_seen >= self.limits.keep_idle)]
        for code in gone:
            self.tables.pop(code)
            self.failed.pop(code, None)
            for conn in self.conns.pop(code):
                conn.code = None
                conn.close(1001)
            if self.store is not None:
                self.store.delete(code)
        return gone

    async def _sweep_now_and_then(self) -> None:
        while True:
            await asyncio.sleep(self.limits.sweep_every)
            try:
                self.sweep()
            except Exception:  # a failed sweep is tried again next time
                log.exception("sweep failed")

    def fill_with_computer(self, code: str, seat: int, level: str) -> None:
        """Hand a seat to a computer (the owner's call); its person may come back later."""
        table = self.tables[code]
        table.fill(seat, level)
        for conn in self.conns[code]:
            if conn.seat == seat:
                conn.seat = None
        self._changed(table, [], seats=True, views=False)

    def teach(self, code: str, on: bool) -> None:
        """The owner's choice before the first deal: spectators see every hand (a class)."""
        table = self.tables[code]
        table.teach(on)
        self._save(table)

    def invitation(self, code: str, address: str) -> Invitation:
        return Invitation(address, self.port, code)

    # -- connections -----------------------------------------------------------------------
    async def _serve(self, ws: ServerConnection) -> None:
        conn = Conn(ws, self.outbox, self.clock)
        if self.per_address[conn.address] >= self.limits.connections_per_address:
            conn.send(ProtocolError("too_many_connections").message())
            conn.close(1008)
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(conn.writer, 5)
            return
        self.per_address[conn.address] += 1
        try:
            async for frame in ws:
                if not conn.bucket.take():
                    conn.flooded += 1
                    if conn.flooded > MAX_FLOODED:  # told already: cut off once told
                        conn.cut_off = True
                        conn.close(1008)
                        break
                    if not conn.limited:  # one error per run of refused frames
                        conn.send(ProtocolError("rate_limited").message())
                    conn.limited = True
                    continue
                conn.limited = False
                self._receive(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            self._left(conn.address)
            self._drop(conn)
            if conn.closing is not None:  # the error that says why goes out first
                with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                    await asyncio.wait_for(conn.writer, 5)

    def _left(self, address: str) -> None:
        self.per_address[address] -= 1
        if self.per_address[address] <= 0:
            del self.per_address[address]

    def _may_create(self, address: str) -> None:
        """Count a table created from `address`.

        Raises:
            ProtocolError: too_many_tables, when it made its share this minute already.
        """
        now = self.clock()
        made = self.creations[address]
        while made and now - made[0] >= 60.0:
            made.popleft()
        if len(made) >= self.limits.tables_per_minute:
            raise ProtocolError("too_many_tables", per_minute=self.limits.tables_per_minute)
        made.append(now)
        if len(self.creations) > 10_000:  # forget the addresses that made none lately
            for old in [a for a, times in self.creations.items() if now - times[-1] >= 60]:
                del self.creations[old]

    def _receive(self, conn: Conn, frame: str | bytes) -> None:
        kind = None
        try:
            message = decode(frame)
            kind = message["type"]
            self._dispatch(conn, message)
        except ProtocolError as err:
            conn.send(err.message(kind or err.about))
            if err.code in ("version_mismatch", "too_many_codes"):
                conn.close(1008)
        except Exception:  # the host never falls over for one message
            log.exception("message refused")
            conn.send(ProtocolError("bad_field", field="type").message(kind))

    def _dispatch(self, conn: Conn, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "create":
            config = TableConfig.from_wire(message)
            self._may_create(conn.address)
            created = self.create_table(config)
            conn.send({"type": "created", "code": created.code, "owner": created.owner_token,
                       "tokens": {str(k): v for k, v in created.seat_tokens.items()}})
        elif kind in ("join", "watch"):
            self._join(conn, message)
        elif kind == "act":
            self._act(conn, message)
        elif kind == "next":
            self._go_on(conn, message)
        else:
            table = self._table_of(conn, message["code"])
            if not table.is_owner(message["owner"]):
                self._failed(conn, "not_owner")
            if kind == "fill":
                self.fill_with_computer(table.code, message["seat"], message["level"])
            else:
                conn.send({"type": "record", "code": table.code, "record": table.record()})

    def _table_of(self, conn: Conn, code: str) -> Table:
        table = self.tables.get(normal_code(code))
        if table is None:
            self._failed(conn, "unknown_table")
        return table

    def _failed(self, conn: Conn, code: str) -> NoReturn:
        """A wrong code or secret: counted, and the connection closed after a few."""
        conn.failures += 1
        if conn.failures >= MAX_CODE_FAILURES:
            raise ProtocolError("too_many_codes")
        raise ProtocolError(code)

    def _join(self, conn: Conn, message: dict[str, Any]) -> None:
        if conn.code is not None:
            raise ProtocolError("bad_field", field="type")
        table = self._table_of(conn, message["code"])
        if message["type"] == "watch":
            conn.code, conn.watching = table.code, True
            self.conns[table.code].add(conn)
            table.last_seen = self.clock()
            conn.send({**table.seats_message(), **table.info(), "type": "watching"})
            self._send_view(conn, table)
            return
        token = message.get("token")
        try:
            seat, token = table.join(message.get("name", ""), message.get("seat"), token)
        except ProtocolError as err:
            if err.code == "bad_token":
                self._failed(conn, "bad_token")
            raise
        for other in list(self.conns[table.code]):
            if other.seat == seat:  # the same player on a new connection: the old one goes
                other.seat = None
                other.close(1000)
        conn.code, conn.seat = table.code, seat
        self.conns[table.code].add(conn)
        table.last_seen = self.clock()
        conn.send({"type": "joined", "seat": seat, "token": token, **table.info()})
        if table.started and token is not None and message.get("token"):
            # a player back at their seat: their decisions of this deal, for the review
            decisions = table.seat_decisions(seat)
            if decisions:
                conn.send({"type": "decisions", "deal": table.match.deal_index,
                           "decisions": decisions})
        if table.started:
            self._send_view(conn, table)
        self._changed(table, [], seats=True, views=False)

    def _act(self, conn: Conn, message: dict[str, Any]) -> None:
        table = self.tables.get(conn.code or "")
        if table is None or conn.seat is None or table.seats[conn.seat].kind != "player":
            raise ProtocolError("not_seated")
        events = table.act(conn.seat, message.get("action"), message.get("index"),
                           message["n"])
        self._changed(table, events)

    def _go_on(self, conn: Conn, message: dict[str, Any]) -> None:
        """A seated player is ready for the next deal (dealt once nobody is waited for); a
        spectator has no say in it."""
        table = self.tables.get(conn.code or "")
        if table is not None and conn.seat is None and conn.watching:
            raise ProtocolError("watching")
        if table is None or conn.seat is None or table.seats[conn.seat].kind != "player":
            raise ProtocolError("not_seated")
        table.go_on(conn.seat, message["n"])
        self._changed(table, [], seats=True, views=False)

    def _drop(self, conn: Conn) -> None:
        if conn.closing is None:  # the client left: nothing more to write
            conn.writer.cancel()
        table = self.tables.get(conn.code or "")
        if table is None:  # never joined, or its table was swept away
            return
        self.conns[table.code].discard(conn)
        table.last_seen = self.clock()
        if conn.seat is not None and table.seats[conn.seat].kind == "player":
            table.leave(conn.seat)
            self._changed(table, [], seats=True, views=False)

    # -- after every change ----------------------------------------------------------------
    def _changed(self, table: Table, events: list[Event], *, seats: bool = False,
                 views: bool = True) -> None:
        """Store the table, then send who sits where (when it changed), the views, scores and
        the match end; deal on; let the computer think. Stored first, so no client is ever
        told of a state that a server killed now would not resume from."""
        self._save(table)
        if seats:
            self._broadcast(table, table.seats_message())
        if views:
            self._publish(table, events)
        if table.match.over and table.ended is None:
            table.ended = self.clock()
        for event in events:
            if event.kind == "deal_scored":
                self._broadcast(table, {**numbers_only(event.data), "type": "scored",
                                        "deal": table.match.deal_index})
            elif event.kind == "match_over":
                self._broadcast(table, {"type": "over", "winners": event.data["winners"],
                                        "totals": list(table.match.totals)})
        if not seats and table.waiting_for() and any(e.kind == "deal_scored" for e in events):
            self._broadcast(table, table.seats_message())  # who the next deal waits for
        self._dealt(table)
        self._think(table)

    def _save(self, table: Table) -> None:
        if self.store is not None:
            self.store.save(table)

    def _dealt(self, table: Table) -> bool:
        """Start the next deal when due; True when one was dealt (stored, and its views sent)."""
        events = table.advance()
        if not events:
            return False
        self._save(table)
        self._broadcast(table, {"type": "started", "deal": table.match.deal_index})
        self._publish(table, events)
        return True

    def _broadcast(self, table: Table, message: dict[str, Any]) -> None:
        for conn in self.conns.get(table.code, ()):
            conn.send(message)
        for listener in self.listeners:
            listener(table.code, message)

    def _publish(self, table: Table, events: list[Event]) -> None:
        """Each connection's own view (a seat's, or the public one for spectators), after
        the step's events that it may be told (events.py: only those naming cards it saw)."""
        conns = self.conns.get(table.code, ())
        told = Told(table.step, events, table.card_index()) if events and conns else None
        public: list[tuple[dict[str, Any], int] | None] = []
        for conn in conns:
            if conn.seat is None and not conn.watching:
                continue
            if conn.seat is None and not public:
                message = table.view_message(None)
                public.append(None if message is None else
                              (message, cards_named(message["view"], table.card_index())))
            shown = self._view_for(conn, table, public[0] if public else None)
            if shown is None:
                continue
            message, sight = shown
            if told is not None and (said := told.frame_for(sight.cards)) is not None:
                conn.send(said)
            conn.send(message)

    def _view_for(self, conn: Conn, table: Table,
                  public: tuple[dict[str, Any], int] | None
                  ) -> tuple[dict[str, Any], Sight] | None:
        """The connection's view, its cards counted as seen, and the receiver's sight; None
        before the first deal. `public` is the spectators' view and its cards."""
        if conn.seat is not None:
            message = table.seat_view_message(conn.seat)
            return None if message is None else (message, table.sights[conn.seat])
        if public is None:
            return None
        conn.sight.saw(table.match.deal_index, public[1])
        return public[0], conn.sight

    def _send_view(self, conn: Conn, table: Table) -> None:
        """The current view alone (to a connection that has just joined or watched)."""
        public = None
        if conn.seat is None:
            message = table.view_message(None)
            public = None if message is None else (
                message, cards_named(message["view"], table.card_index()))
        if (shown := self._view_for(conn, table, public)) is not None:
            conn.send(shown[0])

    # -- computer seats --------------------------------------------------------------------
    def _think(self, table: Table) -> None:
        """Ask the computer seat to move, if it is one's turn, off the loop."""
        seat = table.computer_to_move()
        if seat is None or table.code in self.thinking:
            return
        self.thinking.add(table.code)
        view = table.match.view(seat.index)
        # as the view holds it: a lazy list (a hand with a million legal sets) goes to a thread
        # or a process as its recipe, never listed on the loop (seconds for every table here)
        legal = view.legal_actions
        seed = int.from_bytes(hashlib.sha256(f"{table.code}:{seat.index}".encode()).digest()[:7])
        future = asyncio.get_running_loop().run_in_executor(
            self._executor(seat), decide, table.config.game, seat.level, seed,
            table.config.options, view, legal)
        step = table.step
        future.add_done_callback(lambda done: self._decided(table, seat, step, done))

    def _executor(self, seat: Seat) -> Executor:
        if seat.level == "easy" or not self.bot_processes:
            if self._threads is None:
                self._threads = ThreadPoolExecutor(2, thread_name_prefix="bot")
            return self._threads
        if self._processes is None:
            self._processes = ProcessPoolExecutor(
                2, mp_context=multiprocessing.get_context("spawn"))
        return self._processes

    def _decided(self, table: Table, seat: Seat, step: int,
                 done: asyncio.Future[Action]) -> None:
        self.thinking.discard(table.code)
        if self.tables.get(table.code) is not table:  # swept away while it thought
            return
        if done.cancelled() or table.step != step or seat.kind != "computer":
            self._think(table)
            return
        error = done.exception()
        if error is not None:
            log.error("a computer seat failed: %r", error)
            if self.failed.get(table.code) != step:  # once more, on a thread at Easy
                self.failed[table.code] = step
                self.bot_processes = False
                seat.level = "easy"
                self._think(table)
            return
        action = done.result()
        if table.match.refusal(action) is not None:
            log.error("a computer seat chose a refused action")
            return
        self._changed(table, table.match.apply_unchecked(action))


def numbers_only(value: Any) -> Any:
    """A score's details without their string values: the numbers every seat may know,
    never a card (a buried card counted for its holder stays hidden from the others)."""
    if isinstance(value, dict):
        return {k: numbers_only(v) for k, v in value.items() if not isinstance(v, str)}
    if isinstance(value, list | tuple):
        return [numbers_only(v) for v in value if not isinstance(v, str)]
    return value


APP_LIMITS = Limits(keep_finished=math.inf, keep_idle=math.inf)
"""The app hosts its own few tables and asks for their records when its player wants them:
they stay while it runs (`serve` sweeps)."""


class HostThread:
    """A Host on its own thread and loop: the app's handle. Every method is thread-safe;
    listeners are called on the host's thread (forward them with a queued signal)."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, store: Store | None = None,
                 tls: ssl.SSLContext | None = None, limits: Limits = APP_LIMITS) -> None:
        self.address, self.wanted_port, self.tls = host, port, tls
        self.limits = limits
        self.store = store
        self.loop = asyncio.new_event_loop()
        self.host: Host | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="tablecards-host", daemon=True)
        self.error: BaseException | None = None

    @property
    def port(self) -> int:
        return self.host.port if self.host else 0

    def start(self, timeout: float = 10.0) -> None:
        """Start listening; returns once the port is open.

        Raises:
            OSError: when the address cannot be listened on.
        """
        self._thread.start()
        self._ready.wait(timeout)
        if self.error is not None:
            raise self.error

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.host = Host(self.store, limits=self.limits)
            self.loop.run_until_complete(
                self.host.start(self.address, self.wanted_port, self.tls))
        except BaseException as err:  # told to the starting thread
            self.error = err
            self._ready.set()
            return
        self._ready.set()
        self.loop.run_forever()

    def _call(self, function: Callable[[], Any], timeout: float = 10.0) -> Any:
        async def run() -> Any:
            return function()
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(timeout)

    def create_table(self, config: TableConfig) -> Created:
        assert self.host is not None
        host = self.host
        created: Created = self._call(lambda: host.create_table(config))
        return created

    def fill_with_computer(self, code: str, seat: int, level: str) -> None:
        assert self.host is not None
        host = self.host
        self._call(lambda: host.fill_with_computer(code, seat, level))

    def teach(self, code: str, on: bool) -> None:
        assert self.host is not None
        host = self.host
        self._call(lambda: host.teach(code, on))

    def teaching(self, code: str) -> bool:
        """The table lays every hand open to spectators."""
        assert self.host is not None
        host = self.host
        return bool(self._call(lambda: host.tables[code].config.open_hands))

    def invitation(self, code: str, address: str | None = None) -> Invitation:
        return Invitation(address or self.address, self.port, code)

    def table_state(self, code: str) -> dict[str, Any]:
        assert self.host is not None
        host = self.host
        state: dict[str, Any] = self._call(lambda: host.tables[code].seats_message())
        return state

    def record(self, code: str) -> dict[str, Any]:
        assert self.host is not None
        host = self.host
        record: dict[str, Any] = self._call(lambda: host.tables[code].record())
        return record

    def add_listener(self, listener: Listener) -> None:
        assert self.host is not None
        host = self.host
        self._call(lambda: host.listeners.append(listener))

    def stop(self, timeout: float = 10.0) -> None:
        if self.host is not None and self.loop.is_running():
            asyncio.run_coroutine_threadsafe(self.host.stop(), self.loop).result(timeout)
            self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
        if not self._thread.is_alive() and not self.loop.is_closed():
            self.loop.close()
        if self.store is not None and not self._thread.is_alive():
            self.store.close()  # also when the host never ran (its own stop closes it too)
