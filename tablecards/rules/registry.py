"""The games the core knows, by id. Game modules register their Match class on import."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from tablecards.rules.game import Match

_GAMES: dict[str, type[Match]] = {}

# Modules imported lazily, so `tablecards games` and `replay` load only what they need.
GAME_MODULES: dict[str, str] = {
    "ninety_nine": "tablecards.rules.ninety_nine",
    "tressette": "tablecards.rules.tressette",
    "sneak": "tablecards.rules.sneak",
    "mini_misere": "tablecards.rules.mini_misere",
    "nominations": "tablecards.rules.nominations",
    "sheepshead": "tablecards.rules.sheepshead",
    "hearts": "tablecards.rules.hearts",
}


def register(cls: type[Match]) -> type[Match]:
    """Class decorator for a game's Match subclass."""
    _GAMES[cls.spec.id] = cls
    return cls


def game_ids() -> list[str]:
    return list(GAME_MODULES)


def game_class(game_id: str) -> type[Match]:
    """The Match class for a game id.

    Raises:
        KeyError: for an unknown id.
    """
    if game_id not in _GAMES:
        module = GAME_MODULES.get(game_id)
        if module is None:
            raise KeyError(game_id)
        importlib.import_module(module)
    return _GAMES[game_id]


def new_match(
    game_id: str, players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0
) -> Match:
    """A fresh match; call `deal_next()` to deal the first hand."""
    return game_class(game_id)(players, options, seed=seed)
