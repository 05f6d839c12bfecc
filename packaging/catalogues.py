"""Compile the translation catalogues (translations/*.ts) into tablecards/i18n/*.qm.

Every build carries its Japanese: setup.py's build step runs this for a wheel (from a
checkout, `pip install .`, pipx of a git URL, or the sdist, which ships translations/ and
this folder), the frozen build runs it first, and `./tc` does the same for a checkout. Uses
the lrelease of PySide6 (a build requirement in pyproject.toml).
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "translations"
COMPILED = ROOT / "tablecards" / "i18n"


def lrelease() -> str:
    """PySide6's lrelease: `pyside6-lrelease` beside this interpreter or on PATH (a pip
    build environment puts its scripts there), else the binary inside the PySide6 package."""
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    found = str(beside) if beside.exists() else shutil.which("pyside6-lrelease")
    if found is not None:
        return found
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        for name in ("lrelease", "lrelease.exe"):
            if (Path(folder) / name).is_file():
                return str(Path(folder) / name)
    raise SystemExit("pyside6-lrelease not found: install PySide6-Essentials first")


def languages() -> list[str]:
    """The languages with a catalogue, e.g. ['en', 'ja'] (from tablecards_<lang>.ts)."""
    return sorted(ts.stem.rpartition("_")[2] for ts in SOURCES.glob("tablecards_*.ts"))


def compile_catalogues(sources: Path = SOURCES, out: Path = COMPILED) -> list[Path]:
    """Compile every `sources`/*.ts into `out`; returns the .qm files (all of them, fresh)."""
    out.mkdir(parents=True, exist_ok=True)
    tool = lrelease()
    made = []
    for ts in sorted(sources.glob("*.ts")):
        qm = out / f"{ts.stem}.qm"
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    if not made:
        raise SystemExit(f"no catalogues in {sources}")
    return made


if __name__ == "__main__":
    for path in compile_catalogues():
        print(path.relative_to(ROOT))
