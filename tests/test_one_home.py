"""Each game lives in one folder: no module outside `tablecards/games/<id>/` names a game.

The lobby, the table, the bots and the command line learn the games from the registry, so a
game is added or removed by its folder alone. A module outside the game folders fails here
when one of its string constants is a game id, or when it imports (or spells the dotted path
of) `tablecards.games.<id>`. The one exemption is a word shown to the player: the text argument
of `QT_TRANSLATE_NOOP(context, text)` or `translate(context, text)`, such as the suit "hearts".

Docstrings and comments outside the game folders do not name a game either: shared code
describes what it offers in general terms. Docstrings and comments anywhere under
`tablecards/` must not point at `shared/`, a folder that is not part of the repository.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

from tablecards.rules.registry import GAMES_PACKAGE, game_class, game_entry, game_ids

PACKAGE = Path(__file__).resolve().parent.parent / "tablecards"
GAME_FOLDERS = PACKAGE / "games"
TRANSLATING_CALLS = frozenset({"QT_TRANSLATE_NOOP", "translate"})
OUTSIDE_THE_REPOSITORY = "shared/"


def modules_outside_the_game_folders() -> list[Path]:
    """Every module of the package except those inside a game's own folder."""
    return [path for path in sorted(PACKAGE.rglob("*.py"))
            if path.parent.parent != GAME_FOLDERS and GAME_FOLDERS not in path.parents[1:]]


def _call_name(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def player_words(tree: ast.AST) -> set[int]:
    """Ids of the string nodes that are the text argument of a translating call."""
    words: set[int] = set()
    for node in ast.walk(tree):
        translating = isinstance(node, ast.Call) and _call_name(node) in TRANSLATING_CALLS
        if translating and len(node.args) >= 2:
            words.add(id(node.args[1]))
    return words


def _dotted(node: ast.Attribute) -> str:
    parts: list[str] = []
    current: ast.expr = node
    while isinstance(current, ast.Attribute):
        parts.append(current.attr)
        current = current.value
    if isinstance(current, ast.Name):
        parts.append(current.id)
    return ".".join(reversed(parts))


def _names_a_game_module(path: str, games: list[str]) -> bool:
    return any(path == f"{GAMES_PACKAGE}.{g}" or path.startswith(f"{GAMES_PACKAGE}.{g}.")
               for g in games)


def game_mentions(source: str, games: list[str]) -> list[str]:
    """Each place in `source` that names one of `games`, as `line: what`."""
    tree = ast.parse(source)
    exempt = player_words(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in exempt and (node.value in games
                                           or _names_a_game_module(node.value, games)):
                found.append(f"{line}: {node.value!r}")
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            imported = [f"{module}.{alias.name}" for alias in node.names]
            if any(_names_a_game_module(p, games) for p in imported):
                found.append(f"{line}: from {module} import ...")
        elif isinstance(node, ast.Import):
            found += [f"{line}: import {a.name}" for a in node.names
                      if _names_a_game_module(a.name, games)]
        elif isinstance(node, ast.Attribute) and _names_a_game_module(_dotted(node), games):
            found.append(f"{line}: {_dotted(node)}")
    return found


def prose(source: str) -> list[tuple[int, str]]:
    """Every comment and docstring of `source`, with its line."""
    found: list[tuple[int, str]] = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            found.append((token.start[0], token.string))
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            found.append((getattr(node, "lineno", 1), ast.get_docstring(node, clean=False) or ""))
    return found


def outside_pointers(source: str) -> list[str]:
    """Each docstring or comment in `source` that names a folder outside the repository."""
    return [f"{line}: {text.strip()[:60]}" for line, text in prose(source)
            if OUTSIDE_THE_REPOSITORY in text]


def game_names() -> re.Pattern[str]:
    """Every game's name, and the first word of a longer name ("Tressette" of "Tressette
    for two"), as whole words."""
    words: set[str] = set()
    for game in game_ids():
        name = game_class(game).spec.name
        words |= {name, name.split()[0]}
    return re.compile(r"\b(" + "|".join(sorted(map(re.escape, words))) + r")\b")


def prose_mentions(source: str, names: re.Pattern[str]) -> list[str]:
    """Each comment or docstring of `source` that names a game."""
    return [f"{line}: {match.group(0)}" for line, text in prose(source)
            for match in names.finditer(text)]


def _relative(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


@pytest.mark.parametrize("path", modules_outside_the_game_folders(), ids=_relative)
def test_no_module_outside_a_game_folder_names_a_game(path: Path) -> None:
    mentions = game_mentions(path.read_text(encoding="utf-8"), game_ids())
    assert not mentions, f"{_relative(path)} names a game: {mentions}"


@pytest.mark.parametrize("path", modules_outside_the_game_folders(), ids=_relative)
def test_no_comment_outside_a_game_folder_names_a_game(path: Path) -> None:
    mentions = prose_mentions(path.read_text(encoding="utf-8"), game_names())
    assert not mentions, f"{_relative(path)} names a game in its prose: {mentions}"


def test_prose_check_finds_names_in_comments_and_docstrings() -> None:
    source = '"""As in Hearts."""\n# the Tressette order\nx = "Sneak"\n'
    assert prose_mentions(source, game_names()) == ["2: Tressette", "1: Hearts"]


def test_every_game_is_checked_and_no_game_folder_is() -> None:
    checked = set(modules_outside_the_game_folders())
    assert game_ids()
    for game in game_ids():
        folder = game_entry(game).folder()
        assert (folder / "__init__.py").exists()
        assert not [p for p in checked if folder in p.parents]
    assert PACKAGE / "ui" / "texts.py" in checked


def test_the_check_sees_names_imports_and_player_words() -> None:
    source = (
        'from tablecards.games.hearts import match\n'
        'import tablecards.games.sneak.deal\n'
        'from tablecards.games import tressette\n'
        'ids = {"hearts": 1}\n'
        'word = QT_TRANSLATE_NOOP("Suits", "hearts")\n'
        'said = QCoreApplication.translate("Suits", "hearts")\n'
    )
    mentions = game_mentions(source, ["hearts", "sneak", "tressette"])
    assert [m.split(":")[0] for m in mentions] == ["1", "2", "3", "4"]


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=_relative)
def test_no_docstring_or_comment_points_outside_the_repository(path: Path) -> None:
    pointers = outside_pointers(path.read_text(encoding="utf-8"))
    assert not pointers, f"{_relative(path)} cites {OUTSIDE_THE_REPOSITORY}: {pointers}"


def _imported_modules(path: Path) -> set[str]:
    """Every module `path` imports, at any depth of its code (deferred imports included)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


@pytest.mark.parametrize("game", game_ids())
def test_the_rule_policy_reads_knowledge_and_never_the_search(game: str) -> None:
    """The layering of a searched game: kernel, knowledge, policy, search. The policy builds
    its worlds from `knowledge.py`; the search may import the policy, never the reverse."""
    folder = GAME_FOLDERS / game
    if not (folder / "search.py").exists():
        pytest.skip("no search adapter")
    assert (folder / "knowledge.py").exists(), f"{game} has a search but no knowledge.py"
    search = f"{GAMES_PACKAGE}.{game}.search"
    for module in ("policy", "knowledge"):
        imported = _imported_modules(folder / f"{module}.py")
        assert search not in imported, f"{game}/{module}.py imports the search"
    assert f"{GAMES_PACKAGE}.{game}.knowledge" in _imported_modules(folder / "policy.py")
