"""Refresh translations/tablecards_{ja,en}.ts from the sources with pyside6-lupdate.

lupdate finds nothing when given a directory, so this collects every `.py` under
`tablecards/` and passes the list explicitly (an `@list` file). Japanese gets every message;
English (the source language) only the plural (`%n`) messages, via `-pluralonly`.

Usage: python scripts/update_translations.py [--ts-dir DIR]
New or changed messages come out `type="unfinished"`; translate them before committing.

Only PySide6 6.12's lupdate (Python 3.12 or newer here) writes the catalogues faithfully:
6.11's, the one Python 3.11 gets, drops plural entries and marks finished messages
unfinished. Under an older PySide6 this script runs itself again with a project environment
that has 6.12 (`.venv-3.12`, `.venv-3.13`, ...), or refuses and says what to run.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import PySide6

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("ja", "en")


#: The first PySide6 whose lupdate keeps every plural and finished message of the catalogues.
FAITHFUL_LUPDATE = (6, 12)


def pyside_version() -> tuple[int, ...]:
    """The running interpreter's PySide6 version (its lupdate is the one used)."""
    return tuple(PySide6.__version_info__[:2])


def faithful_interpreter(root: Path = ROOT) -> Path | None:
    """A project environment's Python whose PySide6 has a faithful lupdate, newest first."""
    for venv in sorted(root.glob(".venv-3.*"), reverse=True):
        python = venv / "bin" / "python"
        if not python.exists():
            continue
        probe = subprocess.run(
            [str(python), "-c", "import PySide6; print(*PySide6.__version_info__[:2])"],
            capture_output=True, text=True, check=False)
        parts = probe.stdout.split()
        if probe.returncode == 0 and len(parts) == 2 and \
                tuple(int(p) for p in parts) >= FAITHFUL_LUPDATE:
            return python
    return None


def refusal(version: tuple[int, ...]) -> str:
    """What to do instead, in words (the catalogues are left untouched)."""
    found = ".".join(str(v) for v in version)
    return (f"PySide6 {found}'s lupdate damages the catalogues (it drops plural entries and "
            "marks finished messages unfinished); nothing was written.\n"
            "Run this script under Python 3.12 or newer, whose PySide6 is 6.12:\n"
            "    TC_PYTHON=\"$(./tc which-python 3.13)\" TC_VENV=.venv-3.13 ./tc test "
            "--collect-only -q\n"
            "    .venv-3.13/bin/python scripts/update_translations.py")


def ensure_faithful_lupdate(argv: list[str]) -> None:
    """Go on under this interpreter, run again under one with a faithful lupdate, or
    refuse (SystemExit with the reason and the commands to use)."""
    version = pyside_version()
    if version >= FAITHFUL_LUPDATE:
        return
    python = faithful_interpreter()
    if python is None:
        raise SystemExit(refusal(version))
    print(f"PySide6 {'.'.join(map(str, version))} here: running under {python} instead",
          file=sys.stderr)
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *argv])


def lupdate_command() -> str:
    """pyside6-lupdate next to the running interpreter, else on PATH."""
    local = Path(sys.executable).parent / "pyside6-lupdate"
    if local.exists():
        return str(local)
    found = shutil.which("pyside6-lupdate")
    if found is None:
        raise SystemExit("pyside6-lupdate not found: install PySide6-Essentials")
    return found


def source_files(root: Path = ROOT) -> list[Path]:
    """Every Python module of the package, sorted, relative to `root`."""
    files = sorted((root / "tablecards").rglob("*.py"))
    return [f.relative_to(root) for f in files if "__pycache__" not in f.parts]


def update(ts_dir: Path, root: Path = ROOT, quiet: bool = True) -> None:
    """Run lupdate for each language into `ts_dir` (created if missing)."""
    ts_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False) as listing:
        listing.write("\n".join(str(f) for f in source_files(root)) + "\n")
    try:
        for lang in LANGUAGES:
            ts = ts_dir / f"tablecards_{lang}.ts"
            cmd = [lupdate_command(), f"@{listing.name}", "-no-obsolete", "-locations", "none",
                   "-target-language", lang, "-ts", str(ts)]
            if lang == "en":
                cmd.insert(-2, "-pluralonly")
            out = subprocess.run(cmd, cwd=root, capture_output=True, text=True, check=True)
            if not quiet:
                print(out.stdout.strip() or out.stderr.strip())
    finally:
        Path(listing.name).unlink()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ts-dir", type=Path, default=ROOT / "translations")
    args = parser.parse_args(argv)
    ensure_faithful_lupdate(sys.argv[1:] if argv is None else argv)
    update(args.ts_dir.resolve(), quiet=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
