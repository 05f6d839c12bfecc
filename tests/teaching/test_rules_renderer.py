"""The rules pages' small Markdown as HTML: wrapped lines join as each language writes them,
and numbered steps are a numbered list."""

from __future__ import annotations

import re

import pytest

from tablecards.rules import rules_pages
from tablecards.rules.line_breaks import WORD_JOINER
from tablecards.rules.registry import game_ids


def shown(markdown: str) -> str:
    """The HTML without the joiners that keep a paragraph's last characters together."""
    return rules_pages.to_html(markdown).replace(WORD_JOINER, "")


def test_wrapped_japanese_lines_join_without_a_space() -> None:
    html = shown("スートが違えば\n**リードした人**が勝ちます。\n切り札はありません。")
    assert html == "<p>スートが違えば<b>リードした人</b>が勝ちます。切り札はありません。</p>"


def test_wrapped_english_lines_and_mixed_lines_keep_their_space() -> None:
    assert rules_pages.to_html("The winner\ndraws first.") == "<p>The winner draws first.</p>"
    assert rules_pages.to_html("ハートのエース\nAce") == "<p>ハートのエース Ace</p>"


def test_a_wrapped_bullet_joins_as_its_language_writes() -> None:
    html = shown("- 持っていなければ\n  何を出しても\n- two\n  words")
    assert html == "<ul><li>持っていなければ何を出しても</li><li>two words</li></ul>"


def test_numbered_lines_are_a_numbered_list() -> None:
    html = rules_pages.to_html("Then:\n1. the **winner** draws;\n2. the loser\n   draws too.")
    assert html == ("<p>Then:</p><ol><li>the <b>winner</b> draws;</li>"
                    "<li>the loser draws too.</li></ol>").replace("</p><ol>", "</p>\n<ol>")


def test_a_sentence_wrapped_before_a_number_stays_a_sentence() -> None:
    html = rules_pages.to_html("Ben takes 3, Cleo\n2. Only Ann made her bid.")
    assert html == "<p>Ben takes 3, Cleo 2. Only Ann made her bid.</p>"


def test_a_list_starting_later_keeps_its_number() -> None:
    assert rules_pages.to_html("3. third").startswith('<ol start="3">')


@pytest.mark.parametrize("game_id", game_ids())
def test_no_japanese_page_shows_a_space_between_japanese_characters(game_id: str) -> None:
    """A space from a wrapped line would show as a gap inside a Japanese sentence."""
    text = re.sub(r"<[^>]+>", "", shown(rules_pages.page_text(game_id, "ja")))
    gaps = re.findall(r"[ぁ-んァ-ヶー一-龯、。] [ぁ-んァ-ヶー一-龯、。]", text)
    assert gaps == []


@pytest.mark.parametrize("game_id", game_ids())
def test_every_numbered_line_of_a_page_is_drawn_as_a_list(game_id: str) -> None:
    for language in rules_pages.LANGUAGES:
        text = rules_pages.page_text(game_id, language)
        steps = [line for line in text.splitlines() if re.match(r"1\. ", line)]
        assert rules_pages.to_html(text).count("<ol") == len(steps)


def test_a_wrapped_line_meets_a_number_without_a_space_in_japanese() -> None:
    assert shown("覚えてください。\n3は勝ちます") == "<p>覚えてください。3は勝ちます</p>"
    assert shown("点は\n10点です") == "<p>点は10点です</p>"
    assert shown("合計は10\n点です") == "<p>合計は10点です</p>"
