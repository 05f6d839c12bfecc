"""Which bot plays which game: the table and the tools ask here, never for a class by name."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.ai.base import Bot
from tablecards.ai.baseline import baseline_bot
from tablecards.ai.levels import LEVELS, make_level_bot
from tablecards.ai.random_bot import RandomBot

__all__ = ["baseline_bot", "bot_names", "make_bot"]


def bot_names() -> list[str]:
    """The kinds of bot a seat can be given."""
    return ["random", "rules", *LEVELS]


def make_bot(game_id: str, kind: str, seed: int = 0,
             options: Mapping[str, Any] | None = None) -> Bot:
    """A bot by kind: `random`, `rules` (the game's baseline), or a level (`easy`, `normal`,
    `strong`: see `tablecards.ai.levels`; `seed` fixes a level bot's decisions and `options`,
    the table's rules as given, tell its search which variant is played)."""
    if kind == "random":
        return RandomBot()
    if kind == "rules":
        return baseline_bot(game_id)
    if kind in LEVELS:
        return make_level_bot(game_id, kind, seed, None if options is None else dict(options))
    raise ValueError(f"unknown bot kind {kind!r}")
