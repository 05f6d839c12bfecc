"""The `explain` command run on a game's record, as every game's explanation tests do it."""

import json
from pathlib import Path
from typing import Any

import pytest

from tablecards.cli import main
from tablecards.rules.game import Match


def explained(match: Match, tmp_path: Path, capsys: pytest.CaptureFixture[str],
              kind: str = "trick") -> list[dict[str, Any]]:
    """The `explain` lines of `kind` for the match's record, after a successful run."""
    path = tmp_path / f"{match.game_id}.json"
    path.write_text(json.dumps(match.to_record()), encoding="utf-8")
    assert main(["explain", str(path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    return [line for line in lines if line["kind"] == kind]
