"""Each game's own cases for the shared tests, declared in its test folder
(`tests/games/<id>/cases.py`), so that a new game needs no line in a shared test.

- `SUGGEST_VARIANTS`: the (players, options) on which the table's bots are compared with
  `tablecards suggest` (tests/ai/test_table_bots_as_suggest.py): the usual table and variants
  that change what a bot may do. Without it: the game's first variant example.
- `KEYBOARD_DEALS`: deals played by keys alone (tests/ui/test_keyboard_games.py), each a
  `KeyboardDeal` whose seed, options and computer level reach the phases named in `moves`.
  Without it: the usual table's first deal, finished by keys, no phase required.

`skip_incubating` skips a shared test of what an incubating game may lack, saying so;
`incubating_messages` are the words whose translations such a game may lack.
"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pytest

from tablecards.rules.registry import game_class, game_entry, game_ids


@dataclass(frozen=True)
class KeyboardDeal:
    """A deal to play by keys: a seed and options that reach the phases wanted, the words of
    the controls to prefer, the moves (verbs, or `verb+extra`) the person must make, and the
    computer seats' level (the rule player unless the phases wanted need another's play)."""

    seed: int
    moves: Collection[str] = ()
    prefer: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    level: str = "easy"


def skip_incubating(game_id: str, lacks: str) -> None:
    """Skip, saying why, a shared test that asks for what an incubating game may lack while it
    is built (`GameEntry.incubating`: lessons, Japanese, statistics figures)."""
    if game_entry(game_id).incubating:
        pytest.skip(f"{game_id} is incubating: it may lack {lacks} (GameEntry.incubating)")


def incubating_messages() -> set[tuple[str, str]]:
    """(context, source) of every message an incubating game's own modules mark for
    translation (`QT_TRANSLATE_NOOP(context, text)`, and a Qt class's `self.tr(text)` in its
    class's context): the catalogues may hold them unfinished while the game is built."""
    found: set[tuple[str, str]] = set()
    for game in game_ids():
        if not game_entry(game).incubating:
            continue
        for path in sorted(game_entry(game).folder().glob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            found |= _marked(tree, "")
    return found


def _marked(node: ast.AST, context: str) -> set[tuple[str, str]]:
    """The messages marked under `node`, `self.tr` in the context of its enclosing class."""
    found: set[tuple[str, str]] = set()
    for child in ast.iter_child_nodes(node):
        inner = child.name if isinstance(child, ast.ClassDef) else context
        if isinstance(child, ast.Call):
            texts = [a.value for a in child.args
                     if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            func = child.func
            if isinstance(func, ast.Name) and func.id == "QT_TRANSLATE_NOOP" and len(texts) >= 2:
                found.add((texts[0], texts[1]))
            elif isinstance(func, ast.Attribute) and func.attr == "tr" and texts and context:
                found.add((context, texts[0]))
        found |= _marked(child, inner)
    return found


def cases_module(game_id: str) -> ModuleType | None:
    """The game's `tests/games/<id>/cases.py`, or None when it declares none."""
    name = f"tests.games.{game_id}.cases"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name not in (name, f"tests.games.{game_id}"):
            raise
        return None


def _declared(game_id: str, name: str, default: Callable[[], list[Any]]) -> list[Any]:
    """The list the game's cases module declares under `name`, else `default()`."""
    found = getattr(cases_module(game_id), name, None)
    return default() if found is None else list(found)


def suggest_variants(game_id: str) -> list[tuple[int, dict[str, Any]]]:
    return _declared(game_id, "SUGGEST_VARIANTS",
                     lambda: [game_class(game_id).variant_examples[0]])


def keyboard_deals(game_id: str) -> list[KeyboardDeal]:
    return _declared(game_id, "KEYBOARD_DEALS", lambda: [KeyboardDeal(1)])
