"""One bot decision from plain, picklable inputs: what a worker process runs for the table.

The table sends only what the bot may see (the seat's view and its legal actions) plus how to
build the bot (game id, level, seed) and the rng's seed, never the Match. Qt-free, so a
spawned worker process imports the rules and the search, not the GUI.

`serve` is the worker process's whole life: it answers requests from its pipe one at a time
until told to stop or the pipe closes. The parent cancels a running search by terminating the
process (the search has no other way to learn it is no longer wanted), so nothing here needs
to be interruptible.
"""

from __future__ import annotations

import random
import signal
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from tablecards.ai.base import Bot
from tablecards.ai.bots import make_bot
from tablecards.ai.levels import adapter
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

_BOTS: dict[tuple[str, str, int], Bot] = {}

Request = tuple[Callable[..., Any], tuple[Any, ...]]
Reply = tuple[bool, Any]
"""(True, the function's result) or (False, the exception it raised)."""


def decide(game_id: str, level: str, seed: int, view: SeatView, legal: list[Action],
           rng_seed: str) -> Action:
    """The action `make_bot(game_id, level, seed)` chooses for `view` (bots are kept per
    process, so a worker builds each seat's bot once)."""
    return _bot(game_id, level, seed).choose(view, legal, random.Random(rng_seed))


def warm_up(game_id: str | None = None, level: str = "easy", seed: int = 0) -> bool:
    """Build the bot and import its search adapter ahead of the bot's next decision, so a
    fresh worker process is ready for it; with no game, only the start itself is wanted."""
    if game_id is not None:
        _bot(game_id, level, seed)
        if level != "easy":
            adapter(game_id)
    return True


def _bot(game_id: str, level: str, seed: int) -> Bot:
    key = (game_id, level, seed)
    bot = _BOTS.get(key)
    if bot is None:
        bot = _BOTS[key] = make_bot(game_id, level, seed=seed)
    return bot


def serve(conn: Connection) -> None:
    """Run each `(function, args)` request from `conn` and send back its `Reply`; return on
    None or when the parent's end closes (the parent exited or gave up on this process)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the parent's to handle
    while True:
        try:
            request: Request | None = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        if not _answer(conn, _run(request)):
            return


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
