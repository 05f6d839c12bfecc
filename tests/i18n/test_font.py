"""The bundled Japanese font covers the catalogue and loads into Qt."""

from fontTools.ttLib import TTFont
from PySide6.QtGui import QFontDatabase, QRawFont

from tablecards.resources import asset_path
from tablecards.ui import i18n
from tests.i18n.conftest import TS_DIR, ts_messages

FONT = asset_path(*i18n.JAPANESE_FONT)


def _catalogue_text(kind: str) -> str:
    """All sources (`kind="source"`) or all Japanese translations of the catalogue."""
    parts = []
    for _, message in ts_messages(TS_DIR / "tablecards_ja.ts"):
        if kind == "source":
            parts.append(message.findtext("source") or "")
            continue
        translation = message.find("translation")
        parts += [translation.text or ""] + [f.text or "" for f in translation.iter("numerusform")]
    return "".join(parts)


def test_font_and_licence_are_bundled() -> None:
    assert FONT.is_file()
    assert FONT.stat().st_size < 1_000_000
    assert "SIL OPEN FONT LICENSE Version 1.1" in (FONT.parent / "OFL.txt").read_text()


def test_every_japanese_character_is_in_the_font() -> None:
    """Characters the English text shows too (e.g. ⅓) may come from the default font."""
    cmap = TTFont(FONT)["cmap"].getBestCmap()
    wanted = (set(_catalogue_text("translation")) - set(_catalogue_text("source"))) | set("♠♥♦♣")
    missing = sorted(c for c in wanted if c.isprintable() and ord(c) not in cmap)
    assert not missing, f"run scripts/subset_font.py; missing: {''.join(missing)}"


def test_qt_loads_it_as_the_japanese_fallback(qapp) -> None:
    families = i18n.install_fonts(qapp)
    assert "Noto Sans CJK JP" in families
    assert qapp.font().families()[-1] == "Noto Sans CJK JP"
    raw = QRawFont(str(FONT), 16)
    assert raw.isValid() and raw.supportsCharacter(ord("切"))
    assert "Noto Sans CJK JP" in QFontDatabase.families()
