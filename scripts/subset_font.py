"""Cut the bundled Japanese font down to the characters the app shows.

Takes Noto Sans CJK JP (OFL 1.1; Debian `fonts-noto-cjk`) and keeps every character of the
Japanese catalogue and of the games' Japanese rules pages and lessons, ASCII, kana, Japanese
punctuation, full-width forms and the card suits.
`--kanji` adds the JIS X 0208 level-1 kanji (for player names typed in Japanese), but that
makes the file about 2 MB instead of about 0.25 MB.

Run it again after translating new messages (tests/i18n checks the font covers the catalogue).
Usage: python scripts/subset_font.py [--source FILE.ttc] [--output FILE.otf] [--kanji]
Needs fontTools (a dev tool: `.venv/bin/pip install fonttools`; not an app dependency).
"""

from __future__ import annotations

import argparse
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

try:
    from fontTools import subset
    from fontTools.ttLib import TTCollection, TTFont
except ImportError:
    raise SystemExit("fontTools is missing: .venv/bin/pip install fonttools") from None

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
OUTPUT = ROOT / "assets" / "fonts" / "NotoSansCJKjp-Regular-subset.otf"
CATALOGUE = ROOT / "translations" / "tablecards_ja.ts"
FAMILY = "Noto Sans CJK JP"

RANGES = (
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1 (×, ·, °, accented names)
    (0x2010, 0x2027),  # dashes, quotes, bullet, ellipsis
    (0x2150, 0x215E),  # fractions (⅓)
    (0x2190, 0x2193),  # arrows
    (0x2605, 0x2606),  # ★☆
    (0x2660, 0x2667),  # ♠♡♢♣♤♥♦♧
    (0x3000, 0x303F),  # CJK punctuation: 、。「」・〜
    (0x3041, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0xFF01, 0xFF9F),  # full-width ASCII and half-width katakana
)


def catalogue_chars(ts_path: Path = CATALOGUE) -> set[str]:
    """Every character in the Japanese catalogue's sources and translations."""
    root = ET.parse(ts_path).getroot()
    chars: set[str] = set()
    for element in root.iter():
        if element.tag in ("source", "translation", "numerusform") and element.text:
            chars.update(element.text)
    return {c for c in chars if c.isprintable()}


def teaching_chars(games: Path = ROOT / "tablecards" / "games") -> set[str]:
    """Every character of the Japanese rules pages and of the lesson files."""
    chars: set[str] = set()
    for path in [*games.glob("*/rules.ja.md"), *games.glob("*/lessons/*.lesson.json")]:
        chars.update(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable()}


def jis_level1_kanji() -> set[str]:
    """The 2,965 kanji of JIS X 0208 level 1 (EUC-JP rows 16-47)."""
    kanji = set()
    for row in range(0xB0, 0xD0):
        for cell in range(0xA1, 0xFF):
            try:
                kanji.add(bytes((row, cell)).decode("euc_jp"))
            except UnicodeDecodeError:
                continue
    return kanji


def wanted_chars(ts_path: Path = CATALOGUE, kanji: bool = False) -> set[str]:
    """The characters the subset keeps."""
    chars = catalogue_chars(ts_path) | teaching_chars()
    for start, end in RANGES:
        chars.update(chr(c) for c in range(start, end + 1))
    if kanji:
        chars |= jis_level1_kanji()
    return chars


def load_japanese(source: Path) -> TTFont:
    """The JP member of a CJK collection (or the font itself for a single .otf)."""
    if source.suffix.lower() != ".ttc":
        return TTFont(source)
    for font in TTCollection(source).fonts:
        if font["name"].getDebugName(1) == FAMILY:
            return font
    raise SystemExit(f"{FAMILY} not found in {source}")


def make_subset(source: Path, output: Path, chars: set[str]) -> int:
    """Write the subset and return its size in bytes."""
    font = load_japanese(source)
    options = subset.Options()
    options.layout_features = ["*"]  # keep vertical/half-width forms and kerning
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in chars])
    subsetter.subset(font)
    output.parent.mkdir(parents=True, exist_ok=True)
    # A new file renamed over the old: a running app (or test) that has the old one mapped
    # keeps reading it; rewriting it in place killed such a process with SIGBUS.
    fresh = output.with_name(f".{output.name}.new")
    font.save(fresh)
    os.replace(fresh, output)
    return output.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--kanji", action="store_true",
                        help="also every JIS level-1 kanji (about 2 MB)")
    args = parser.parse_args(argv)
    if not args.source.exists():
        raise SystemExit(f"{args.source} not found: install Debian's fonts-noto-cjk "
                         "(apt-get install fonts-noto-cjk) or give --source FILE")
    chars = wanted_chars(kanji=args.kanji)
    size = make_subset(args.source, args.output, chars)
    print(f"{args.output}: {len(chars)} characters, {size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
