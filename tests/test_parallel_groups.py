"""`./tc test` runs on every core with `--dist loadgroup`, and the costly builds (the frozen
app, the wheel) are built once because their tests share an `xdist_group`. This checks, in a
run of its own, that the installed pytest and pytest-xdist still keep a group on one worker:
pytest 9.2 silently stopped it (pytest-xdist#1386), and the frozen app was built twice."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(importlib.util.find_spec("xdist") is None,
                                reason="pytest-xdist is not installed")

GROUPED = '''
import pytest

pytestmark = pytest.mark.xdist_group("one build")


@pytest.mark.parametrize("n", range(6))
def test_grouped(n):
    pass
'''

LOOSE = '''
import pytest


@pytest.mark.parametrize("n", range(6))
def test_loose(n):
    pass
'''


def test_a_group_runs_on_one_worker(tmp_path: Path) -> None:
    (tmp_path / "test_grouped.py").write_text(GROUPED, encoding="utf-8")
    (tmp_path / "test_loose.py").write_text(LOOSE, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2",
                           "--dist", "loadgroup", "-v", str(tmp_path)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    workers = set(re.findall(r"\[(gw\d+)\].*PASSED \S*test_grouped", done.stdout))
    assert len(re.findall(r"PASSED \S*test_grouped", done.stdout)) == 6, done.stdout[-2000:]
    assert len(workers) == 1, f"the group ran on {sorted(workers)}"
