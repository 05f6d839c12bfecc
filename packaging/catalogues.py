"""Compile the translation catalogues (translations/*.ts) into tablecards/i18n/*.qm.

The release builds run this first, so a wheel, sdist or frozen build never ships without its
Japanese; `./tc` does the same for a checkout. Uses the lrelease of the running Python's
PySide6 (`pyside6-lrelease` beside the interpreter).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "translations"
COMPILED = ROOT / "tablecards" / "i18n"


def lrelease() -> str:
    """The pyside6-lrelease of this environment (else one on PATH)."""
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    if found is None:
        raise SystemExit("pyside6-lrelease not found: install PySide6-Essentials first")
    return found


def languages() -> list[str]:
    """The languages with a catalogue, e.g. ['en', 'ja'] (from tablecards_<lang>.ts)."""
    return sorted(ts.stem.rpartition("_")[2] for ts in SOURCES.glob("tablecards_*.ts"))


def compile_catalogues() -> list[Path]:
    """Compile every translations/*.ts; returns the .qm files (all of them, fresh)."""
    COMPILED.mkdir(parents=True, exist_ok=True)
    tool = lrelease()
    made = []
    for ts in sorted(SOURCES.glob("*.ts")):
        qm = COMPILED / f"{ts.stem}.qm"
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    if not made:
        raise SystemExit(f"no catalogues in {SOURCES}")
    return made


if __name__ == "__main__":
    for path in compile_catalogues():
        print(path.relative_to(ROOT))
