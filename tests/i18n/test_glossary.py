"""The Japanese glossary (docs/glossary.md), enforced where a machine can tell: one word for each
idea in the catalogue, the rules pages and the lessons, full-width punctuation, example names in
katakana, and the seeds' own words.

A message still waiting for its translation is skipped (the catalogue shows the English); every
finished Japanese text is checked.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "tablecards" / "games"
GLOSSARY = ROOT / "docs" / "glossary.md"
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


class Text(NamedTuple):
    """One Japanese text, where it lives and, for a catalogue message, its English source."""

    where: str
    text: str
    source: str = ""

    @property
    def sneak(self) -> bool:
        """Sneak's own words (its combo "match" is マッチ, as the seed writes it)."""
        return "sneak" in self.where.lower() or bool(
            re.search(r"straight|flush|combo|higher match", self.source, re.I))


def catalogue_texts() -> Iterator[Text]:
    root = ET.parse(ROOT / "translations" / "tablecards_ja.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found = message.find("translation")
            if found is None or found.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in found.findall("numerusform")] or [found.text or ""]
            for form in forms:
                yield Text(f"ts:{name}", form, message.findtext("source") or "")


def page_texts() -> Iterator[Text]:
    """The rules pages' visible words: anchors, link targets and card codes taken out."""
    for path in sorted(GAMES.glob("*/rules.ja.md")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            shown = re.sub(r"\{#[a-z0-9_-]+\}|\]\(#[a-z0-9_-]+\)|\{\{[^}]*\}\}", "", line)
            yield Text(f"{path.parent.name}/rules.ja.md:{number}", shown)


def lesson_texts() -> Iterator[Text]:
    for path in sorted(GAMES.glob("*/lessons/*.lesson.json")):
        for text in _ja_fields(json.loads(path.read_text(encoding="utf-8"))):
            yield Text(f"{path.parent.parent.name}/{path.name}",
                       re.sub(r"\{\{[^}]*\}\}", "", text))


def _ja_fields(data: Any) -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "ja" and isinstance(value, str):
                yield value
            else:
                yield from _ja_fields(value)
    elif isinstance(data, list):
        for value in data:
            yield from _ja_fields(value)


def japanese_texts() -> list[Text]:
    return [t for t in (*catalogue_texts(), *page_texts(), *lesson_texts())
            if JAPANESE.search(t.text)]


# Words the glossary rules out, each with the word to use instead (docs/glossary.md, "Decisions").
BANNED: list[tuple[str, str, str]] = [
    (r"(?<!ダブル)ハンド(?!レッド)", "ディール", "a deal is ディール (but ダブルハンド)"),
    (r"(?i)pagat", "", "the project's source, not a word for players"),
    (r"直前のトリック|最終トリック|ラスト・?トリック", "最後のトリック", "last trick"),
    (r"シュート・ザ・ムーン|シュート・ムーン", "ムーン・シュート", "shooting the moon"),
    (r"バリアント|ヴァリエーション|変種", "バリエーション", "variant"),
    (r"ノーティー?・ナン|ノーティ・ナン", "ナウンティー・ナン", "the seed's spelling"),
    (r"堂々", "どうどう", "the seed writes どうどう"),
    (r"(?:した|する|成功した|失敗した)デクレアラ(?!ー)", "デクレアラー",
     "the person is デクレアラー (デクレアラ is Ninety-Nine's act)"),
    (r"デクレアラ(?!ー)(?:単独|側|とパートナー|の人)", "デクレアラー", "the person"),
    (r"ミゼールの宣言者", "デクレアラー", "Nominations' declarer (宣言者 is Mini Misère's Lot)"),
    (r"\b(?:Ann|Ben|Cleo|Dan|Eve|Bob)\b", "アン", "example names in katakana"),
]


@pytest.mark.parametrize(("pattern", "instead", "why"), BANNED,
                         ids=[b[2].split(" ")[0] + str(i) for i, b in enumerate(BANNED)])
def test_one_word_for_each_idea(pattern: str, instead: str, why: str) -> None:
    found = [f"{t.where}: {t.text}" for t in japanese_texts() if re.search(pattern, t.text)]
    assert found == [], f"{why}; write {instead or 'nothing'}"


def test_match_is_taisen_except_sneaks_combo() -> None:
    """A match of deals is 対戦; マッチ is only Sneak's set of equal ranks."""
    found = [f"{t.where}: {t.text}" for t in japanese_texts()
             if "マッチ" in t.text and not t.sneak]
    assert found == []


# What may stay half-width inside Japanese: a mnemonic (&N), a file filter (*.json), a
# placeholder, a card block, a link target, code, a time or ratio between digits.
_KEPT = re.compile(r"\(&\w\)|\(\*[^)]*\)|%\d|%n|\{[a-z_]+\}|\{\{[^}]*\}\}|\]\(#[a-z0-9_-]+\)"
                   r"|`[^`]*`|\d[:,]\d|https?://\S+")


def test_japanese_punctuation_is_full_width() -> None:
    """、。：（） in Japanese sentences, not , : ( )."""
    found = [f"{t.where}: {t.text}" for t in japanese_texts()
             if re.search(r"[,:()]", _KEPT.sub("", t.text))]
    assert found == []


def test_the_glossary_names_every_word_enforced() -> None:
    """docs/glossary.md is the one glossary: each word the tests require is in it."""
    glossary = GLOSSARY.read_text(encoding="utf-8")
    required = {instead for _, instead, _ in BANNED if instead} | {
        "対戦", "デクレアラ", "こそこそ", "ディール"}
    assert sorted(w for w in required if w not in glossary) == []
    assert "## Decisions" in glossary
