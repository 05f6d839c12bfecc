"""The table's modules import one way: from the controller and the coach's words at the bottom
up to the page, so a reader can start at the bottom and read upwards. Every import counts,
whether at the top, inside a function (loaded late) or for type checking only: each is a
module leaning on another.

One loop is known and left: the window-level network modules (hosting, the invitation, the
network table, a seat's replay) and the main window reach for each other; it must not grow."""

from __future__ import annotations

import ast
from pathlib import Path

import tablecards.ui

UI = Path(tablecards.ui.__file__).parent
KNOWN_WINDOW_LOOP = {"hosted_panel", "hosting", "invitation", "lobby", "main_window",
                     "net_table", "seat_replay"}


def module_names() -> dict[str, Path]:
    found = {}
    for path in UI.rglob("*.py"):
        parts = path.relative_to(UI).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports_of(path: Path, modules: dict[str, Path]) -> set[str]:
    """The ui modules `path` imports anywhere in its text."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and \
                node.module.startswith("tablecards.ui"):
            base = node.module.removeprefix("tablecards.ui").lstrip(".")
            for alias in node.names:
                name = f"{base}.{alias.name}".lstrip(".")
                found.add(name if name in modules else base)
    return {m for m in found if m in modules}


def loops(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph[node] - {node}:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in graph:
        if node not in index:
            visit(node)
    return groups


def test_the_table_modules_import_one_way() -> None:
    modules = module_names()
    graph = {name: imports_of(path, modules) for name, path in modules.items()}
    found = loops(graph)
    assert all(group <= KNOWN_WINDOW_LOOP for group in found), \
        f"modules that import each other: {[sorted(g) for g in found]}"


def test_the_loop_finder_finds_a_loop() -> None:
    assert loops({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
