"""Each game's own cases for the shared tests, declared in its test folder
(`tests/games/<id>/cases.py`), so that a new game needs no line in a shared test.

- `SUGGEST_VARIANTS`: the (players, options) on which the table's bots are compared with
  `tablecards suggest` (tests/ai/test_table_bots_as_suggest.py): the usual table and variants
  that change what a bot may do. Without it: the game's first variant example.
- `KEYBOARD_DEALS`: deals played by keys alone (tests/ui/test_keyboard_games.py), each a
  `KeyboardDeal` whose seed and options reach the phases named in `moves`. Without it: the
  usual table's first deal, finished by keys, no phase required.

`skip_incubating` skips a shared test of what an incubating game may lack, saying so.
"""

from __future__ import annotations

import importlib
from collections.abc import Collection
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pytest

from tablecards.rules.registry import game_class, game_entry


@dataclass(frozen=True)
class KeyboardDeal:
    """A deal to play by keys: a seed and options that reach the phases wanted, the words of
    the controls to prefer, and the moves (verbs, or `verb+extra`) the person must make."""

    seed: int
    moves: Collection[str] = ()
    prefer: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)


def skip_incubating(game_id: str, lacks: str) -> None:
    """Skip, saying why, a shared test that asks for what an incubating game may lack while it
    is built (`GameEntry.incubating`: lessons, Japanese, statistics figures)."""
    if game_entry(game_id).incubating:
        pytest.skip(f"{game_id} is incubating: it may lack {lacks} (GameEntry.incubating)")


def cases_module(game_id: str) -> ModuleType | None:
    """The game's `tests/games/<id>/cases.py`, or None when it declares none."""
    name = f"tests.games.{game_id}.cases"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name not in (name, f"tests.games.{game_id}"):
            raise
        return None


def suggest_variants(game_id: str) -> list[tuple[int, dict[str, Any]]]:
    module = cases_module(game_id)
    if module is not None and hasattr(module, "SUGGEST_VARIANTS"):
        return list(module.SUGGEST_VARIANTS)
    return [game_class(game_id).variant_examples[0]]


def keyboard_deals(game_id: str) -> list[KeyboardDeal]:
    module = cases_module(game_id)
    if module is not None and hasattr(module, "KEYBOARD_DEALS"):
        return list(module.KEYBOARD_DEALS)
    return [KeyboardDeal(1)]
