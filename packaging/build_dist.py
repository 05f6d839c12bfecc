"""Build the wheel and sdist of tablecards into a folder (default: dist/).

    python packaging/build_dist.py [--outdir DIR]

Runs `python -m build`, which makes the sdist and builds the wheel from it, so a file the
sdist lacks is missing from the wheel too and shows up here. The wheel's catalogues are
compiled from the sdist's translations/*.ts by setup.py's build step (not kept in git, not in
the sdist). Needs the `freeze` extra (`build`); the build's own environment gets setuptools
and PySide6-Essentials (for lrelease) from pyproject's build requirements.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from catalogues import ROOT


def build(outdir: Path) -> list[Path]:
    """Build both distributions into `outdir`; returns them (sdist first)."""
    outdir.mkdir(parents=True, exist_ok=True)
    before = set(outdir.iterdir())
    subprocess.run([sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir",
                    str(outdir), str(ROOT)], check=True)
    made = sorted(set(outdir.iterdir()) - before, key=lambda p: p.suffix != ".gz")
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--outdir", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    for path in build(args.outdir.resolve()):
        print(f"{path.name}: {path.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
