"""`benchmarks/autosave_cost.py` still runs end to end on a short match (no timings checked).

It drives the real `Autosaver` and writer thread, so a change to the autosave that breaks the
benchmark shows here; the figures themselves are the benchmark's to print.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import autosave_cost


def test_the_autosave_benchmark_measures_old_and_new(qapp):
    figures = autosave_cost.measure(deals=3, saves=2)
    assert set(figures) == {"old", "new", "first", "writer", "kb"}
    assert figures["kb"] > 1  # the new autosave wrote the whole match
