"""Help › About TableCards: the version, the project's MIT licence and the notices of what
the app is built on, read from the files that travel with it; in the frozen build also the
archive's THIRD-PARTY-NOTICES.txt."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards import __version__
from tablecards.ui import about, i18n
from tablecards.ui.about import AboutDialog


def _open(window, qtbot) -> AboutDialog:
    window.about_action.trigger()
    dialog = window.findChild(AboutDialog, "about_dialog")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def _click_topic(dialog: AboutDialog, row: int) -> str:
    """Click a topic in the list; the text then shown."""
    rect = dialog.topics.visualItemRect(dialog.topics.item(row))
    QTest.mouseClick(dialog.topics.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    return dialog.text.toPlainText()


def test_about_shows_the_version_and_every_licence(window, qtbot) -> None:
    assert window.about_action in window.help_menu.actions()
    dialog = _open(window, qtbot)
    assert __version__ in dialog.heading.text()
    assert dialog.topics.count() == 4  # not a frozen build: no archive notices
    texts = [_click_topic(dialog, row) for row in range(dialog.topics.count())]
    assert "MIT License" in texts[0] and "The tablecards developers" in texts[0]
    assert "SIL OPEN FONT LICENSE Version 1.1" in texts[1]
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in texts[2]
    assert "GNU GENERAL PUBLIC LICENSE" in texts[2] and "_internal/PySide6" in texts[2]
    assert "Python" in texts[3]
    dialog.buttons.button(dialog.buttons.StandardButton.Close).click()
    assert not dialog.isVisible()


def test_about_in_japanese_keeps_licence_texts_in_english(window, qtbot) -> None:
    dialog = _open(window, qtbot)
    window.language_actions["ja"].trigger()
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "TableCards について", timeout=2000)
        assert "ライセンス" in dialog.topics.item(0).text()
        text = _click_topic(dialog, 0)
        assert "MIT License" in text and "ライセンス" in text
    finally:
        i18n.set_language("en", remember=False)


def test_missing_text_says_where_to_read_it(window, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(about, "python_licence", lambda: None)
    dialog = _open(window, qtbot)
    text = _click_topic(dialog, 3)
    assert about.PYTHON_LICENCE_URL in text and "missing" in text


def test_frozen_build_adds_the_archive_notices(window, qtbot, monkeypatch,
                                               tmp_path: Path) -> None:
    """In the release archive the executable's folder holds THIRD-PARTY-NOTICES.txt and
    licenses/Python-LICENSE.txt (packaging/notices.py)."""
    (tmp_path / "licenses").mkdir()
    (tmp_path / "licenses" / "Python-LICENSE.txt").write_text("PSF text\n", encoding="utf-8")
    (tmp_path / about.NOTICES_FILE).write_text("libssl.so.3: Apache-2.0\n", encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "tablecards"))
    dialog = _open(window, qtbot)
    assert dialog.topics.count() == 5
    assert "PSF text" in _click_topic(dialog, 3)
    assert "libssl.so.3: Apache-2.0" in _click_topic(dialog, 4)
