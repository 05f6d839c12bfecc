"""The scripted start that packaging checks use, from the source: `python -m tablecards`
with TABLECARDS_SMOKE=1 shows the lobby in both languages, plays, and quits with status 0."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.packaging.smoke import check_smoke, run_smoke


def test_smoke_start_from_source(tmp_path: Path) -> None:
    check_smoke(run_smoke([sys.executable, "-m", "tablecards"], tmp_path / "home"))
