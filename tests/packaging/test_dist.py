"""The wheel and sdist, built as packaging/build_dist.py builds them (`python -m build`: the
sdist first, then the wheel from the unpacked sdist), once per session in a temporary folder.

The sdist must hold what rebuilding needs (translations/*.ts, packaging/, assets/, LICENSE)
and no compiled catalogue; the wheel built from it carries the catalogues compiled in the
build, and the licence texts. Built in this environment (`--no-isolation`, no network), so
skipped only when `build` or setuptools 77 (the `freeze` extra) is missing.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from tablecards import __version__

ROOT = Path(__file__).resolve().parents[2]


def _can_build() -> bool:
    if importlib.util.find_spec("build") is None:
        return False
    major = importlib.metadata.version("setuptools").partition(".")[0]
    return major.isdigit() and int(major) >= 77


pytestmark = [
    pytest.mark.skipif(not _can_build(),
                       reason="needs build and setuptools>=77 (the 'freeze' extra)"),
    # One worker of a parallel run (pytest-xdist) takes them all: the build happens once.
    pytest.mark.xdist_group("wheel and sdist build"),
]


@pytest.fixture(scope="session")
def dists(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(sdist, wheel), built once for the session."""
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--sdist",
                           "--wheel", "--outdir", str(out), str(ROOT)],
                          capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    sdist = out / f"tablecards-{__version__}.tar.gz"
    wheel = out / f"tablecards-{__version__}-py3-none-any.whl"
    assert sdist.is_file() and wheel.is_file()
    return sdist, wheel


def test_sdist_holds_what_rebuilding_needs(dists: tuple[Path, Path]) -> None:
    with tarfile.open(dists[0]) as archive:
        names = {name.partition("/")[2] for name in archive.getnames()}
    assert {"LICENSE", "translations/tablecards_ja.ts", "translations/tablecards_en.ts",
            "packaging/catalogues.py", "packaging/build_frozen.py",
            "packaging/linux/install.sh", "assets/fonts/OFL.txt",
            "assets/licenses/LGPL-3.0.txt", "assets/licenses/GPL-3.0.txt"} <= names
    assert not [name for name in names if name.endswith(".qm")]


def test_wheel_carries_compiled_catalogues(dists: tuple[Path, Path], tmp_path: Path) -> None:
    with zipfile.ZipFile(dists[1]) as wheel:
        names = set(wheel.namelist())
        assert {"tablecards/i18n/tablecards_ja.qm", "tablecards/i18n/tablecards_en.qm"} <= names
        wheel.extract("tablecards/i18n/tablecards_ja.qm", tmp_path)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "tablecards" / "i18n" / "tablecards_ja.qm"))
    assert translator.translate("QFileDialog", "Files of &type:").startswith("ファイル")


def test_wheel_carries_the_licences(dists: tuple[Path, Path]) -> None:
    info = f"tablecards-{__version__}.dist-info"
    with zipfile.ZipFile(dists[1]) as wheel:
        names = set(wheel.namelist())
        metadata = wheel.read(f"{info}/METADATA").decode("utf-8")
        licence = wheel.read("tablecards/assets/LICENSE").decode("utf-8")
    assert {f"{info}/licenses/LICENSE", f"{info}/licenses/assets/fonts/OFL.txt",
            "tablecards/assets/fonts/OFL.txt", "tablecards/assets/licenses/LGPL-3.0.txt",
            "tablecards/assets/licenses/GPL-3.0.txt"} <= names
    assert "License-Expression: MIT AND OFL-1.1\n" in metadata
    assert licence == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License\n") and "The tablecards developers" in licence


def test_wheel_requires_the_network_libraries(dists: tuple[Path, Path]) -> None:
    """A wheel installed anywhere brings the network tables' transport and LAN discovery."""
    info = f"tablecards-{__version__}.dist-info"
    with zipfile.ZipFile(dists[1]) as wheel:
        metadata = wheel.read(f"{info}/METADATA").decode("utf-8")
        names = set(wheel.namelist())
    required = {line.split(":", 1)[1].split(";")[0].strip().split(">")[0].split("=")[0]
                for line in metadata.splitlines() if line.startswith("Requires-Dist:")}
    assert {"websockets", "zeroconf"} <= required
    assert "tablecards/net/discovery.py" in names
