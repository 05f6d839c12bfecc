"""One bot decision from plain, picklable inputs: what a worker process runs for the table.

The table sends only what the bot may see (the seat's view and its legal actions) plus how to
build the bot (game id, level, seed and the table's options, which are public), never the
Match nor its seed: the bot's seed is fresh entropy, so nothing here can recompute a hidden
hand. The bot is built and asked exactly as `tablecards suggest` does (`make_level_bot`, an
rng from the bot's seed), so the table's bots play as `suggest` says. Qt-free, so a spawned
worker process imports the rules and the search, not the GUI.

`serve` is the worker process's whole life: it answers requests from its pipe one at a time
until told to stop or the pipe closes. The parent cancels a running search by terminating the
process (the search has no other way to learn it is no longer wanted), so nothing here needs
to be interruptible; a terminated worker ends the search helpers it started with it. The
search helpers (`search/streams.py`) serve their parent the same way.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
from collections.abc import Callable, Mapping
from multiprocessing.connection import Connection
from typing import Any

from tablecards.ai.levels import LevelBot, adapter, budget_of, make_level_bot
from tablecards.ai.search import streams
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

BotKey = tuple[str, str, int, tuple[tuple[str, Any], ...]]
_BOTS: dict[BotKey, LevelBot] = {}

Request = tuple[Callable[..., Any], tuple[Any, ...]]
Reply = tuple[bool, Any]
"""(True, the function's result) or (False, the exception it raised)."""


def decide(game_id: str, level: str, seed: int, options: Mapping[str, Any] | None,
           view: SeatView, legal: list[Action]) -> Action:
    """The action the level bot of `game_id` with these options and seed chooses for `view`:
    the same bot, asked the same way, as `tablecards suggest` (bots are kept per process, so
    a worker builds each seat's bot once)."""
    return seat_bot(game_id, level, seed, options).choose(view, legal, random.Random(seed))


def warm_up(game_id: str | None = None, level: str = "easy", seed: int = 0,
            options: Mapping[str, Any] | None = None) -> bool:
    """Build the bot and import its search adapter ahead of the bot's next decision, so a
    fresh worker process is ready for it; with no game, only the start itself is wanted."""
    if game_id is not None:
        seat_bot(game_id, level, seed, options)
        if level != "easy":
            adapter(game_id)
        budget = budget_of(game_id, level)
        if budget is not None and budget.stream_count() > 1:
            streams.warm_up()
    return True


def seat_bot(game_id: str, level: str, seed: int,
             options: Mapping[str, Any] | None = None) -> LevelBot:
    """This process's bot for these arguments (built on first use); its `reason` explains
    its last decision."""
    key = (game_id, level, seed, tuple(sorted((options or {}).items())))
    bot = _BOTS.get(key)
    if bot is None:
        bot = _BOTS[key] = make_level_bot(game_id, level, seed, dict(options or {}))
    return bot


def serve(conn: Connection) -> None:
    """Run each `(function, args)` request from `conn` and send back its `Reply`; return on
    None or when the parent's end closes (the parent exited or gave up on this process)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's to handle
    signal.signal(signal.SIGTERM, _end_now)
    while True:
        try:
            request: Request | None = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        if not _answer(conn, _run(request)):
            return


def serve_idle(conn: Connection) -> None:
    """`serve` at the lowest CPU priority this system grants (Linux's idle class, else the
    highest niceness): the coach's ratings ahead run on what the computer seats leave, so
    they never slow a seat's search. Its searches run in this process alone (their streams
    one after another, the same results): the ratings ahead run one such process per core
    instead, each rating on one core from start to end."""
    lower_priority()
    os.environ[streams.ENV_PROCESSES] = "1"
    serve(conn)


def lower_priority() -> None:
    """This process runs only when nothing else wants the CPU, as far as the system allows
    (nothing happens where neither the idle class nor niceness exists)."""
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
        return
    except (AttributeError, OSError):
        pass
    with contextlib.suppress(AttributeError, OSError):
        os.nice(19)


def _end_now(signum: int, frame: object) -> None:
    """Terminated (a cancelled decision): end the search helpers too, then die of the
    signal as if it had not been caught."""
    streams.kill_helpers()
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def _run(request: Request) -> Reply:
    fn, args = request
    try:
        return True, fn(*args)
    except Exception as exc:  # the parent decides what a failed decision means
        return False, exc


def _answer(conn: Connection, reply: Reply) -> bool:
    """Send `reply`; False when the parent is gone. An answer that will not pickle is sent
    as a plain error instead, so the parent is never left waiting."""
    try:
        conn.send(reply)
    except (EOFError, OSError):
        return False
    except Exception as exc:
        return _answer(conn, (False, RuntimeError(f"unpicklable answer: {exc!r}")))
    return True
