"""Record files on the desktop: choosing one to open or a place to save one, a file dropped on
the window, and a bad record's message.

The dialogs are Qt's own (not the platform's), opened window-modal and answered through
signals, so they look the same in both languages and tests can fill them in.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMimeData, QStandardPaths, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from tablecards.rules.records import RecordError
from tablecards.ui.record_problems import record_problem_text

RECORD_SUFFIX = ".record.json"


def _documents() -> str:
    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)


def _filters() -> str:
    return ";;".join((QCoreApplication.translate("RecordFiles", "Game records (*.json)"),
                      QCoreApplication.translate("RecordFiles", "All files (*)")))


def ask_record_to_open(parent: QWidget, opened: Callable[[Path], object]) -> QFileDialog:
    """A window-modal file chooser; `opened(path)` runs once a file is chosen."""
    dialog = QFileDialog(parent, QCoreApplication.translate("RecordFiles", "Open record"),
                         _documents(), _filters())
    dialog.setObjectName("open_record_dialog")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.fileSelected.connect(lambda name: opened(Path(name)))
    dialog.open()
    return dialog


def ask_place_to_save(parent: QWidget, game_id: str,
                      chosen: Callable[[Path], object]) -> QFileDialog:
    """A window-modal save chooser, suggesting `<game>-<date>.record.json`."""
    dialog = QFileDialog(parent, QCoreApplication.translate("RecordFiles", "Save record as"),
                         _documents(), _filters())
    dialog.setObjectName("save_record_dialog")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix("json")
    dialog.selectFile(f"{game_id}-{datetime.now():%Y%m%d-%H%M}{RECORD_SUFFIX}")
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.fileSelected.connect(lambda name: chosen(Path(name)))
    dialog.open()
    return dialog


def dropped_file(mime: QMimeData) -> Path | None:
    """The one local file a drag carries (a record to open), else None."""
    urls = mime.urls() if mime.hasUrls() else []
    if len(urls) != 1 or not urls[0].isLocalFile():
        return None
    return Path(urls[0].toLocalFile())


def report_bad_record(parent: QWidget, err: RecordError) -> QMessageBox:
    """The one line `tablecards replay` prints for this record, in the player's language, in
    a non-blocking warning."""
    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("RecordFiles", "Open record"),
                      QCoreApplication.translate("RecordFiles", "This record cannot be played "
                                                 "back."), parent=parent)
    box.setObjectName("record_problem")
    box.setInformativeText(record_problem_text(err))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def report_not_written(parent: QWidget, path: Path, reason: str) -> QMessageBox:
    """A non-blocking warning that a record could not be saved (nothing else is lost)."""
    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("RecordFiles", "Save record as"),
                      QCoreApplication.translate("RecordFiles", "The record could not be saved "
                                                 "as %1.").replace("%1", str(path)),
                      parent=parent)
    box.setObjectName("record_not_saved")
    box.setInformativeText(reason)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
