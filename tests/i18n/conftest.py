"""Fixtures for the translation tests: offscreen Qt, compiled catalogues, a fresh window."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before any Qt import

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths

from tablecards.resources import i18n_dir
from tablecards.ui import i18n
from tablecards.ui.controller import Pace
from tablecards.ui.main_window import MainWindow
from tablecards.ui.saves import SaveStore
from tablecards.ui.settings import Settings
from tests.ui.conftest import _private_history_and_statistics

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"

__all__ = ["_private_history_and_statistics"]  # a window's history and statistics: the test's own


def lrelease() -> str | None:
    """pyside6-lrelease of this interpreter's environment, else from PATH."""
    local = Path(sys.executable).parent / "pyside6-lrelease"
    return str(local) if local.exists() else shutil.which("pyside6-lrelease")


@pytest.fixture(scope="session")
def compiled_catalogues() -> Path:
    """tablecards/i18n/*.qm, rebuilt from translations/*.ts when missing or older (as ./tc)."""
    out = i18n_dir()
    out.mkdir(exist_ok=True)
    tool = lrelease()
    for ts in sorted(TS_DIR.glob("*.ts")):
        qm = out / (ts.stem + ".qm")
        if tool and (not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime):
            subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
    return out


@pytest.fixture(autouse=True)
def _test_paths(qapp, tmp_path) -> None:
    """Settings per test (not the shared ~/.qttest another run may be clearing).

    Needs `qapp`: a QSettings made before the QApplication reads another store.
    """
    QStandardPaths.setTestModeEnabled(True)
    for form in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(form, QSettings.Scope.UserScope, str(tmp_path / "config"))
    Settings().store.clear()


@pytest.fixture(autouse=True)
def _inline_bots(monkeypatch) -> None:
    """With no delay, bots decide on the GUI thread (deterministic); test_ai_worker.py asks
    for the worker process with `Pace(..., inline_bots=False)`."""
    monkeypatch.setattr(Pace, "inline_default", True)


@pytest.fixture
def window(qtbot, tmp_path, compiled_catalogues) -> Iterator[MainWindow]:
    """A shown main window in English; English again afterwards."""
    i18n.set_language("en", remember=False)
    win = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=SaveStore(tmp_path / "s"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    i18n.set_language("en", remember=False)


def ts_messages(ts_path: Path) -> Iterator[tuple[str, ET.Element]]:
    """(context name, <message>) for every message of a catalogue."""
    root = ET.parse(ts_path).getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name") or "", message
