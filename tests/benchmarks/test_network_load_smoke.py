"""`benchmarks/network_load.py` still runs end to end: a server subprocess on 127.0.0.1, two
tables of random players for a moment (no timings checked; the figures are the benchmark's).

The players think a little (0.02 s): with none, one seat can send more than the host's 50
messages a second and be told `rate_limited`, which is the host doing its job. The deals are
short, so the players must say `next` at each deal's end or the tables stand still."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import network_load


def test_the_network_load_benchmark_measures_a_served_table() -> None:
    figures = network_load.run(tables=2, think=0.02, seconds=1.0)
    assert figures["tables"] == 2
    assert figures["actions_per_second"] > 0
    assert figures["p99_ms"] is not None
    assert figures["errors"] == 0
