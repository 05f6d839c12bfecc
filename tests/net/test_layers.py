"""The network package stays beside the rules and the AI: never Qt, never the app's windows,
so `tablecards serve` runs where no display (and no Qt) is installed."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import tablecards.net

NET = Path(tablecards.net.__file__).parent
ALLOWED = ("tablecards.net", "tablecards.rules", "tablecards.ai", "tablecards")


def imported(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_the_network_package_imports_only_the_rules_the_ai_and_libraries() -> None:
    for path in sorted(NET.rglob("*.py")):
        for module in imported(path):
            assert not module.startswith(("PySide6", "shiboken6", "tablecards.ui")), \
                f"{path.name} imports {module}"
            if module.startswith("tablecards"):
                assert module.split(".")[:2] == ["tablecards"] or \
                    ".".join(module.split(".")[:2]) in ALLOWED, f"{path.name}: {module}"


def test_serving_and_joining_load_no_qt() -> None:
    code = ("import sys, tablecards.net.host, tablecards.net.client, tablecards.net.commands, "
            "tablecards.cli; assert not any(m.startswith(('PySide6', 'tablecards.ui')) "
            "for m in sys.modules), sorted(m for m in sys.modules if 'PySide' in m)")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
