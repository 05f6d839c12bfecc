"""One bot decision from plain, picklable inputs: what a worker process runs for the table.

The table sends only what the bot may see (the seat's view and its legal actions) plus how to
build the bot (game id, level, seed) and the rng's seed, never the Match. Qt-free, so a
spawned worker process imports the rules and the search, not the GUI.
"""

from __future__ import annotations

import random

from tablecards.ai.base import Bot
from tablecards.ai.bots import make_bot
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

_BOTS: dict[tuple[str, str, int], Bot] = {}


def decide(game_id: str, level: str, seed: int, view: SeatView, legal: list[Action],
           rng_seed: str) -> Action:
    """The action `make_bot(game_id, level, seed)` chooses for `view` (bots are kept per
    process, so a worker builds each seat's bot once)."""
    key = (game_id, level, seed)
    bot = _BOTS.get(key)
    if bot is None:
        bot = _BOTS[key] = make_bot(game_id, level, seed=seed)
    return bot.choose(view, legal, random.Random(rng_seed))


def warm_up() -> bool:
    """Nothing: submitted once so the worker process starts (and imports) ahead of need."""
    return True
