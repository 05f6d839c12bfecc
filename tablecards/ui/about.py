"""Help › About TableCards: the version, the project's licence, and the notices of what the
app is built on (its Japanese font, Qt and PySide6, Python; in the release archive also every
library of its THIRD-PARTY-NOTICES.txt).

The licence texts are read from files that travel with the app, so the box works from a
checkout (LICENSE at the top, assets/), an installed wheel (tablecards/assets/, where the
build copies LICENSE too) and the frozen build (the same inside _internal/, and the notices
beside the executable). They are shown in English, as written; the words around them are
translated.
"""

from __future__ import annotations

import platform
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from tablecards import __version__
from tablecards.resources import SOURCE_ASSETS, asset_path
from tablecards.ui.i18n import Retranslating

NOTICES_FILE = "THIRD-PARTY-NOTICES.txt"
"""Written beside the frozen executable by packaging/notices.py, with licenses/."""
PYTHON_LICENCE_URL = "https://docs.python.org/3/license.html"


def frozen_folder() -> Path | None:
    """The folder of the frozen executable (the release archive's top), else None."""
    return Path(sys.executable).resolve().parent if getattr(sys, "frozen", False) else None


def project_licence() -> Path:
    """LICENSE: in the package's assets (wheel, frozen build), else the checkout's own."""
    packaged = asset_path("LICENSE")
    return packaged if packaged.is_file() else SOURCE_ASSETS.parent / "LICENSE"


def python_licence() -> Path | None:
    """Python's LICENSE.txt: the frozen build's copy, else the running Python's."""
    folder = frozen_folder()
    candidates = [folder / "licenses" / "Python-LICENSE.txt"] if folder else []
    candidates += [Path(sysconfig.get_path("stdlib")) / "LICENSE.txt",
                   Path(sys.base_prefix) / "LICENSE.txt"]
    return next((path for path in candidates if path.is_file()), None)


def bundle_notices() -> Path | None:
    """The frozen build's THIRD-PARTY-NOTICES.txt, if this is one."""
    folder = frozen_folder()
    path = folder / NOTICES_FILE if folder else None
    return path if path is not None and path.is_file() else None


@dataclass(frozen=True)
class Topic:
    """One entry of the box: its title, a translated note, and the licence texts after it."""

    title: str
    note: str
    files: tuple[Path | None, ...]
    url: str


def read_text(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace").strip()


class AboutDialog(Retranslating, QDialog):
    """The version and the licences, one topic at a time (list on the left, text on the
    right). Non-modal; Close hides it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.heading = QLabel(self)
        self.heading.setObjectName("about_heading")
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.topics = QListWidget(self)
        self.topics.setObjectName("about_topics")
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("about_text")
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        self.buttons.rejected.connect(self.reject)
        self._topics: list[Topic] = []
        self._build()
        self.topics.currentRowChanged.connect(self._show)
        self.retranslate()
        self.resize(780, 560)

    def _build(self) -> None:
        body = QHBoxLayout()
        body.addWidget(self.topics, 1)
        body.addWidget(self.text, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)

    def make_topics(self) -> list[Topic]:
        """The topics in the current language (the release archive's list last)."""
        qt_note = self.tr(
            "Windows, widgets and drawing come from Qt %1 through PySide6 %2 (Qt for Python), "
            "both used under the GNU Lesser General Public License version 3; its text follows, "
            "then the GNU General Public License version 3 it builds on.\n\n"
            "Qt and PySide6 are separate shared libraries, and you may replace them with your "
            "own or another build: after a pip or pipx install, install another "
            "PySide6-Essentials into the same environment; in the release archive, replace "
            "the files in _internal/PySide6 (Qt's libraries are in _internal/PySide6/Qt/lib) "
            "and _internal/shiboken6.\n"
            "Source code: https://download.qt.io/official_releases/qt/ and "
            "https://download.qt.io/official_releases/QtForPython/"
        ).replace("%1", qVersion()).replace("%2", PySide6.__version__)
        topics = [
            Topic(self.tr("TableCards: MIT licence"),
                  self.tr("TableCards is free software under the MIT licence:"),
                  (project_licence(),), "https://opensource.org/license/mit"),
            Topic(self.tr("Japanese font: SIL Open Font License"),
                  self.tr("Japanese text is shown with a subset of Noto Sans CJK JP, under the "
                          "SIL Open Font License 1.1:"),
                  (asset_path("fonts", "OFL.txt"),), "https://openfontlicense.org"),
            Topic(self.tr("Qt and PySide6: GNU LGPL 3"), qt_note,
                  (asset_path("licenses", "LGPL-3.0.txt"), asset_path("licenses", "GPL-3.0.txt")),
                  "https://www.gnu.org/licenses/lgpl-3.0.html"),
            Topic(self.tr("Python: PSF licence"),
                  self.tr("TableCards runs on Python %1, under the Python Software Foundation "
                          "License:").replace("%1", platform.python_version()),
                  (python_licence(),), PYTHON_LICENCE_URL),
        ]
        notices = bundle_notices()
        if notices is not None:
            topics.append(Topic(
                self.tr("Everything in this build: third-party notices"),
                self.tr("This build also carries the libraries listed below. Their licence "
                        "texts are in the licenses folder beside the program:"),
                (notices,), ""))
        return topics

    def topic_text(self, topic: Topic) -> str:
        """The note, then each licence text; a missing file is said, with where to read it."""
        parts = [topic.note]
        for path in topic.files:
            if path is not None and path.is_file():
                parts.append(read_text(path))
            else:
                parts.append(self.tr("(This text is missing from this installation; it is at "
                                     "%1)").replace("%1", topic.url))
        return "\n\n".join(parts)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About TableCards"))
        self.heading.setText(self.tr("<b>TableCards %1</b>").replace("%1", __version__))
        self.summary.setText(self.tr(
            "A card table for traditional and David Parlett card games, in Japanese and "
            "English. Free software under the MIT licence; the parts it is built on keep their "
            "own licences, listed here."))
        row = max(self.topics.currentRow(), 0)
        self._topics = self.make_topics()
        self.topics.blockSignals(True)
        self.topics.clear()
        self.topics.addItems([topic.title for topic in self._topics])
        self.topics.blockSignals(False)
        self.topics.setCurrentRow(min(row, len(self._topics) - 1))
        self._show(self.topics.currentRow())

    def _show(self, row: int) -> None:
        if 0 <= row < len(self._topics):
            self.text.setPlainText(self.topic_text(self._topics[row]))
