"""The start-up benchmark's floor programs stay honest: every Qt class they name is one the
lobby's first window names too, so the floor never counts PySide6 work the app does not do."""

from __future__ import annotations

import ast
import os
import subprocess
import sys

from benchmarks.startup import FLOOR_PROGRAMS, LOBBY_QT_CLASSES, ROOT

NAMED_AT_THE_LOBBY = """
import enum, gc, sys
from PySide6.QtWidgets import QApplication
from tablecards.app import MainWindow
app = QApplication(sys.argv[:1])
window = MainWindow()
window.show()
print(sorted({(e.__module__.rsplit('.', 1)[-1], e.__qualname__.rsplit('.', 1)[0])
              for e in gc.get_objects()
              if isinstance(e, enum.EnumType) and e.__module__.startswith('PySide6')}))
"""


def test_the_floor_names_only_classes_the_lobby_names(tmp_path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "c"),
           "XDG_DATA_HOME": str(tmp_path / "d")}
    shown = subprocess.run([sys.executable, "-c", NAMED_AT_THE_LOBBY], env=env, cwd=ROOT,
                           capture_output=True, text=True, timeout=120, check=True)
    named = set(ast.literal_eval(shown.stdout.strip().splitlines()[-1]))
    floor = {(module, name) for module, names in LOBBY_QT_CLASSES.items()
             for name in names.split()}
    assert floor <= named, f"the floor names classes the lobby no longer does: {floor - named}"


def test_the_floor_programs_are_python() -> None:
    for name, program in FLOOR_PROGRAMS.items():
        compile(program, name, "exec")
