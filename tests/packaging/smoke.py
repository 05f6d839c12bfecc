"""Running the app's scripted start (TABLECARDS_SMOKE=1) and reading what it printed."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

from tablecards.rules.registry import game_ids

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def isolated_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a child run: headless, with its own home and data folders."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "QT_", "LC_"))}
    home.mkdir(parents=True, exist_ok=True)
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", **extra)
    return env


def run_smoke(command: list[str], home: Path) -> dict[str, str]:
    """Run `command` as a smoke start; its `smoke: KEY: VALUE` lines as {KEY: VALUE}."""
    done = subprocess.run(command, env=isolated_env(home, TABLECARDS_SMOKE="1"),
                          capture_output=True, text=True, timeout=180, check=False)
    lines = [line.removeprefix("smoke: ") for line in done.stdout.splitlines()
             if line.startswith("smoke: ")]
    assert done.returncode == 0, f"exit {done.returncode}\n{done.stdout}\n{done.stderr}"
    assert lines and lines[-1] == "quit", done.stdout + done.stderr
    return dict(line.partition(": ")[::2] for line in lines[:-1])


def check_smoke(steps: dict[str, str]) -> None:
    """What every smoke run must have shown: both languages, every game, the bundled font
    and icon, a match started, the bot worker process answering, and the network tables'
    libraries at work (a table advertised and found on loopback)."""
    title, _, start_en = steps["lobby en"].partition(" | ")
    assert title == "TableCards" and start_en.isascii() and start_en
    start_ja = steps["lobby ja"].partition(" | ")[2]
    assert JAPANESE.search(start_ja), steps["lobby ja"]
    assert steps["games"] == str(len(game_ids()))
    assert steps["font"] != "none bundled"
    assert steps["icon"] == "9 files, set"
    assert steps["match"] in game_ids()
    assert steps["worker"] == "answered from its own process"
    assert steps["network"] == "found its own table on loopback"  # websockets, zeroconf
