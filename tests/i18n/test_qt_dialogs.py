"""Qt's own dialogs speak the player's language: the Save record as… chooser in Japanese has
no English label left (Qt 6's "&Look in:" and "Files of &type:" are missing from Qt's own
Japanese catalogue, so ours carries them)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from tablecards.ui import i18n
from tablecards.ui.record_files import ask_place_to_save

JAPANESE_RANGES = ("\u3040", "\u9fff")


def _japanese(text: str) -> bool:
    return any(JAPANESE_RANGES[0] <= ch <= JAPANESE_RANGES[1] for ch in text)


def test_file_dialog_words_in_japanese(window, compiled_catalogues) -> None:
    i18n.set_language("ja", remember=False)
    for source in ("&Look in:", "Files of &type:", "Look in:", "Files of type:"):
        assert _japanese(QCoreApplication.translate("QFileDialog", source)), source


def test_save_record_dialog_has_no_english_label(window, qtbot, compiled_catalogues) -> None:
    i18n.set_language("ja", remember=False)
    dialog = ask_place_to_save(window, "hearts", lambda _path: None)
    qtbot.waitExposed(dialog)
    labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
    assert len(labels) >= 3 and all(_japanese(text) for text in labels), labels
    dialog.reject()


def test_qt_catalogue_found_in_pyside6_when_qt_looks_elsewhere(monkeypatch, tmp_path) -> None:
    """A qt.conf or a system Qt may point Qt at a folder without qtbase_ja.qm."""
    monkeypatch.setattr(i18n.QLibraryInfo, "path", lambda _which: str(tmp_path))
    folder = Path(i18n.qt_catalogue_dir("ja"))
    assert folder != tmp_path and (folder / "qtbase_ja.qm").is_file()
