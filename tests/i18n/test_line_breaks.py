"""No syllable alone on a line: a Japanese paragraph's last characters wrap together, in the
rules pages and lessons (HTML) and in the panel's prompt (a label), at every width."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QTextDocument, QTextLayout, QTextOption

from tablecards.rules import rules_pages
from tablecards.rules.line_breaks import TAIL, WORD_JOINER, keep_tail, keep_tail_html
from tablecards.ui import i18n

SENTENCE = "カードを出す前に、全員が手札から3枚を選び、裏向きのまま他のプレイヤーに渡します。"


def last_lines(text: str, width: float) -> str:
    """The last line of `text` laid out as a word-wrapped label `width` pixels wide."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    last = ""
    for _ in range(len(text) + 1):
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        last = text[line.textStart():line.textStart() + line.textLength()]
    layout.endLayout()
    return last.replace(WORD_JOINER, "").strip()


def test_a_japanese_tail_is_joined_and_english_is_left_alone() -> None:
    assert keep_tail(SENTENCE).replace(WORD_JOINER, "") == SENTENCE
    assert keep_tail(SENTENCE).endswith(WORD_JOINER.join("します。"))
    for text in ("Your turn: play a card to the trick.", "あなたの手番です。", ""):
        assert keep_tail(text) == text
    joined = keep_tail_html("<b>持っていなければ何を出しても</b>&amp;")
    j = WORD_JOINER
    assert joined == f"<b>持っていなければ何を出し{j}て{j}も</b>{j}&amp;"


def test_a_tail_ending_in_a_card_picture_is_left_alone() -> None:
    fragment = '持っていなければ何を出しても <img src="card:QS" alt="QS">'
    assert keep_tail_html(fragment) == fragment


def test_no_width_leaves_a_syllable_alone_on_a_labels_last_line(qapp) -> None:
    i18n.install_fonts(qapp)
    plain = [w for w in range(60, 420, 3) if len(last_lines(SENTENCE, w)) < TAIL]
    assert plain, "the sentence does strand a syllable at some width without the joiners"
    assert [w for w in range(60, 420, 3) if len(last_lines(keep_tail(SENTENCE), w)) < TAIL] == []


@pytest.mark.parametrize("game_id", ["hearts", "sneak", "tressette"])
def test_no_rules_paragraph_ends_with_a_syllable_alone(qapp, game_id: str) -> None:
    i18n.install_fonts(qapp)
    document = QTextDocument()
    document.setHtml(rules_pages.to_html(rules_pages.page_text(game_id, "ja")))
    stranded = []
    for width in range(180, 600, 37):
        document.setTextWidth(width)
        block = document.begin()
        while block.isValid():
            layout = block.layout()
            text = block.text()
            if layout is not None and layout.lineCount() > 1 and len(text) >= 12:
                line = layout.lineAt(layout.lineCount() - 1)
                last = text[line.textStart():].replace(WORD_JOINER, "").strip()
                if len(last) < TAIL and any("\u3040" <= c <= "\u9fff" for c in last):
                    stranded.append((width, last, text[:20]))
            block = block.next()
    assert stranded == []
