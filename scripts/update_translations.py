"""Refresh translations/tablecards_{ja,en}.ts from the sources with pyside6-lupdate.

lupdate finds nothing when given a directory, so this collects every `.py` under
`tablecards/` and passes the list explicitly (an `@list` file). Japanese gets every message;
English (the source language) only the plural (`%n`) messages, via `-pluralonly`.

Usage: python scripts/update_translations.py [--ts-dir DIR]
New or changed messages come out `type="unfinished"`; translate them before committing.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("ja", "en")


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
    update(args.ts_dir.resolve(), quiet=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
