"""The games, discovered: every package in `tablecards.games` is one game.

A game's `__init__.py` holds one `GameEntry` named `GAME`: what the game offers, as modules
inside its own folder. Nothing outside the folder names the game; the lobby, the table, the
bots and the command line learn the games from here. The entry names modules as text, so
listing the games loads none of their code (and never Qt).
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from tablecards.rules.options import Options
from tablecards.rules.spec import GameSpec
from tablecards.rules.texts import GameTexts

if TYPE_CHECKING:  # the match machinery loads with the first referee, not with the lobby
    from tablecards.rules.game import Match

GAMES_PACKAGE = "tablecards.games"

INCUBATING_VARIABLE = "TABLECARDS_INCUBATING"
"""Set to 1 to list incubating games to players too (the lobby, `tablecards games`)."""

EXTRA_GAMES_VARIABLE = "TABLECARDS_EXTRA_GAMES"
"""Test-only: folders (joined by `os.pathsep`) holding more game packages, discovered beside
`tablecards/games/` as if they were in it (tests/games/test_guide_example.py builds the guide's
example game in a temporary folder this way). Read at discovery; call `clear_caches()` after
changing it in a running process."""


@dataclass(frozen=True)
class GameEntry:
    """What one game offers. Each target is `module` or `module:Name` inside the game's folder.

    A game names every module it has; a target it does not name is None (no search: every
    level plays the policy; no panel: the generic one; no figures: no statistics of its own),
    so a game never fails at run time over a module it never wrote. The conformance suite
    loads every target named.

    Attributes:
        id: the game's stable id (the Match class's `spec.id`, used in saves and records).
        rank: the game's place in the lobby's list, lowest first.
        match: its Match class (the referee).
        policy: its rule-based player (the Easy level, and the fallback of every level).
        search: its search adapter module (`BUDGETS`, `decide`), or None.
        kernel: its kernel's `twin` (see `tablecards.rules.kernel`), or None without a kernel.
        panel: its table panel class (the one Qt module of the game), or None.
        texts: its module of player-facing words (see `game_texts`), or None.
        figures: its module of the game's own statistics (`FIGURES`, `figures(record)`; see
            `tablecards.rules.figures`), or None.
        picture: the lobby's picture of it, an SVG file in its folder.
        spec: its `GameSpec` (`module:NAME`), kept apart from the referee so the lobby lists
            the games and their options without loading their rules engines; the Match
            class's `spec` is the same object. None: the Match class's `spec` only.
        option_rules: a module of its own folder that checks option choices without the
            referee (see `OptionRules`): `settle(players, given)` returns the player count
            and the options a match made with them would have, raising ValueError or
            TypeError where making the match would; `VARIANT_EXAMPLES` is the Match class's
            `variant_examples`. None: the lobby builds a match to check each choice.
        incubating: a game still being built: it may lack lessons, Japanese (its
            `rules.ja.md` and translations) and statistics figures (the shared tests that
            ask for them skip it, saying so), and it is kept out of what players are offered
            (`listed_game_ids`: the lobby, `tablecards games`) unless `TABLECARDS_INCUBATING=1`.
            Its records still replay and its matches still play.

    Beside its modules the folder holds the game's rules for players, `rules.<lang>.md`
    (`tablecards.rules.rules_pages`), and its course, `lessons/`
    (`tablecards.rules.lessons`), found there by name.
    """

    id: str
    rank: int
    match: str
    policy: str
    search: str | None = None
    kernel: str | None = None
    panel: str | None = None
    texts: str | None = None
    figures: str | None = None
    picture: str = "picture.svg"
    spec: str | None = "game_spec:SPEC"
    option_rules: str | None = None
    incubating: bool = False

    def module(self, name: str) -> ModuleType:
        """One module of the game's folder, imported on first use."""
        return importlib.import_module(f"{GAMES_PACKAGE}.{self.id}.{name}")

    def folder(self) -> Path:
        """The game's folder (its pictures and documents sit beside its modules)."""
        return Path(importlib.import_module(f"{GAMES_PACKAGE}.{self.id}").__file__ or "").parent

    def load(self, target: str) -> Any:
        """What a `module:Name` target names (the module itself when there is no Name)."""
        module_name, _, attribute = target.partition(":")
        module = self.module(module_name)
        return getattr(module, attribute) if attribute else module


def extra_game_folders() -> list[str]:
    """The folders `TABLECARDS_EXTRA_GAMES` names (test-only; none when unset)."""
    return [f for f in os.environ.get(EXTRA_GAMES_VARIABLE, "").split(os.pathsep) if f]


_BUILT_IN_PATH: list[str] = []


@cache
def _entries() -> dict[str, GameEntry]:
    package = importlib.import_module(GAMES_PACKAGE)
    if not _BUILT_IN_PATH:
        _BUILT_IN_PATH.extend(package.__path__)
    # The package's own folder, then any extra ones: their games import as tablecards.games.<id>.
    package.__path__[:] = [*_BUILT_IN_PATH,
                           *(f for f in extra_game_folders() if f not in _BUILT_IN_PATH)]
    found: list[GameEntry] = []
    for info in pkgutil.iter_modules(package.__path__):
        if not info.ispkg:
            continue
        entry = getattr(importlib.import_module(f"{GAMES_PACKAGE}.{info.name}"), "GAME", None)
        if isinstance(entry, GameEntry) and entry.id == info.name:
            found.append(entry)
    found.sort(key=lambda e: (e.rank, e.id))
    return {entry.id: entry for entry in found}


def game_ids() -> list[str]:
    """Every game's id, in the lobby's order, incubating ones included (records, tests and
    network tables know every game; see `listed_game_ids` for what players are offered)."""
    return list(_entries())


def show_incubating() -> bool:
    """Whether incubating games are offered to players (`TABLECARDS_INCUBATING=1`)."""
    return os.environ.get(INCUBATING_VARIABLE, "") not in ("", "0")


def listed_game_ids() -> list[str]:
    """The games offered to players (the lobby, `tablecards games`), in the lobby's order:
    every game but an incubating one, unless `TABLECARDS_INCUBATING=1` shows those too."""
    shown = show_incubating()
    return [g for g, entry in _entries().items() if shown or not entry.incubating]


def clear_caches() -> None:
    """Forget the games found and everything read from them, so that the next question
    discovers them again (after `TABLECARDS_EXTRA_GAMES` changed, in tests)."""
    for cached in (_entries, game_spec, option_rules, game_texts):
        cached.cache_clear()


def game_entry(game_id: str) -> GameEntry:
    """The entry of a game.

    Raises:
        KeyError: for an unknown id.
    """
    return _entries()[game_id]


def game_class(game_id: str) -> type[Match]:
    """The Match class for a game id.

    Raises:
        KeyError: for an unknown id.
    """
    cls: type[Match] = game_entry(game_id).load(game_entry(game_id).match)
    return cls


@cache
def game_spec(game_id: str) -> GameSpec:
    """A game's spec (its name, player counts and options), loading only its spec's module
    (the lobby shows every game's; the referee of the one played loads when it starts).

    Raises:
        KeyError: for an unknown id.
    """
    entry = game_entry(game_id)
    if entry.spec is None:
        return game_class(game_id).spec
    spec: GameSpec = entry.load(entry.spec)
    return spec


Settle = Callable[[int, Mapping[str, Any]], tuple[int, Options]]
"""(players, given options) -> (the players and the options a match made with them has)."""


@dataclass(frozen=True)
class OptionRules:
    """What a table may choose of a game's options, as its referee would answer it.

    The lobby asks a few hundred of these questions as it shows a game's options; a game
    whose entry names an `option_rules` module answers them without its rules engine loaded
    and without making a match each time.
    """

    settle: Settle
    examples: tuple[tuple[int, dict[str, Any]], ...]

    def problem(self, players: int, options: Mapping[str, Any]) -> str | None:
        """None when a match of `players` accepts `options` at that count, else the reason
        (`OTHER_COUNT` when the options make it a match of another count)."""
        try:
            played, _ = self.settle(players, options)
        except (ValueError, TypeError) as err:
            return str(err) or type(err).__name__
        return OTHER_COUNT if played != players else None

    def resolved(self, players: int, options: Mapping[str, Any]) -> dict[str, Any] | None:
        """Every option as a match resolves `options`, None when it refuses them."""
        try:
            return dict(self.settle(players, options)[1])
        except (ValueError, TypeError):
            return None


OTHER_COUNT = "another player count"
"""`OptionRules.problem`'s answer when the options make a match of a different count."""


@cache
def option_rules(game_id: str) -> OptionRules:
    """The checks of a game's option choices: from its `option_rules` module when it names
    one, else by making its Match (which loads the referee).

    Raises:
        KeyError: for an unknown id.
    """
    entry = game_entry(game_id)
    if entry.option_rules is not None:
        module = entry.module(entry.option_rules)
        return OptionRules(module.settle, module.VARIANT_EXAMPLES)
    cls = game_class(game_id)

    def by_match(players: int, options: Mapping[str, Any]) -> tuple[int, Options]:
        match = cls(players, options)
        return match.players, match.options

    return OptionRules(by_match, cls.variant_examples)


def new_match(
    game_id: str, players: int, options: Mapping[str, Any] | None = None, *, seed: int = 0
) -> Match:
    """A fresh match; call `deal_next()` to deal the first hand."""
    return game_class(game_id)(players, options, seed=seed)


# A game's texts module names its words by these names (each but the first three optional).
_FIELDS = {"name": "NAME", "summary": "SUMMARY", "options_context": "OPTIONS_CONTEXT",
           "option_labels": "OPTION_LABELS", "option_details": "OPTION_DETAILS",
           "choice_texts": "CHOICE_TEXTS", "option_groups": "OPTION_GROUPS",
           "reasons": "REASONS", "record_wording": "RECORD_WORDING",
           "expected": "EXPECTED", "verbs": "VERBS",
           "explanations": "EXPLANATIONS", "figure_labels": "FIGURE_LABELS",
           "round_words": "ROUND_WORDS", "penalty_points": "PENALTY_POINTS",
           "why_texts": "WHY_TEXTS"}


@cache
def game_texts(game_id: str) -> GameTexts | None:
    """A game's words, read from its texts module by the names above, or None for an unknown
    or wordless game."""
    try:
        entry = game_entry(game_id)
    except KeyError:
        return None
    if entry.texts is None:
        return None
    module = entry.module(entry.texts)
    if not hasattr(module, "NAME"):
        return None
    return GameTexts(**{key: getattr(module, name) for key, name in _FIELDS.items()
                        if hasattr(module, name)})
