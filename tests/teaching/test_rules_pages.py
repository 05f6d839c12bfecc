"""Every game's rules page, in every language: complete, linked and drawable."""

from __future__ import annotations

import re

import pytest

from tablecards.rules import rules_pages
from tablecards.rules.lessons import all_lessons
from tablecards.rules.registry import game_class, game_ids
from tests.game_cases import skip_incubating

PARTS = ("cards", "deal", "play", "scoring", "end")
"""Anchors every page has: the cards and their order, the deal, play, scoring, the end."""

PAGES = [(g, lang) for g in game_ids() for lang in rules_pages.LANGUAGES]


def offered_options(game_id: str) -> list[str]:
    return [o.id for o in game_class(game_id).spec.options if o.offered]


@pytest.mark.parametrize(("game_id", "language"), PAGES)
def test_page_exists_and_is_sound(game_id: str, language: str) -> None:
    if language != "en":
        skip_incubating(game_id, "Japanese")
    path = rules_pages.page_path(game_id, language)
    assert path.is_file(), path
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# ")
    assert rules_pages.problems(text) == []


@pytest.mark.parametrize(("game_id", "language"), PAGES)
def test_every_part_and_offered_option_has_a_section(game_id: str, language: str) -> None:
    if language != "en":
        skip_incubating(game_id, "Japanese")
    found = set(rules_pages.anchors(rules_pages.page_text(game_id, language)))
    missing = [a for a in (*PARTS, *offered_options(game_id)) if a not in found]
    assert missing == []


@pytest.mark.parametrize("game_id", game_ids())
def test_languages_have_the_same_sections(game_id: str) -> None:
    skip_incubating(game_id, "Japanese")
    english, japanese = (rules_pages.anchors(rules_pages.page_text(game_id, lang))
                         for lang in ("en", "ja"))
    assert english == japanese


@pytest.mark.parametrize(("game_id", "language"), PAGES)
def test_page_draws_worked_examples(game_id: str, language: str) -> None:
    """Card pictures, and at least one trick with its winner ringed."""
    if language != "en":
        skip_incubating(game_id, "Japanese")
    text = rules_pages.page_text(game_id, language)
    blocks = rules_pages.CARD_BLOCK.findall(text)
    assert len(blocks) >= 4
    assert any(mark.wins for block in blocks for mark in rules_pages.card_marks(block))


@pytest.mark.parametrize("game_id", game_ids())
def test_japanese_page_is_japanese(game_id: str) -> None:
    skip_incubating(game_id, "Japanese")
    text = rules_pages.page_text(game_id, "ja")
    kana = re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", text)
    assert len(kana) > len(text) / 4


def test_html_draws_cards_rings_the_winner_and_names_players() -> None:
    html = rules_pages.to_html("## Play {#play}\n\n{{Ann:7H Ben:10H* Cy:??}}\n\n- **A** {{QS}}"
                               "\n\nThe {{10H JK}} here.\n\n{{10H}}")
    assert '<a name="play"></a>' in html
    assert 'src="card:10H?win=1"' in html and 'src="card:7H?dim=1"' in html
    assert 'src="card:back?dim=1"' in html and ">Ben<" in html
    assert '<li><b>A</b> <span style="color:#1b1b1b;"><b>Q♠</b></span>' in html
    assert '<span style="color:#c62828;"><b>10♥</b></span> <img src="card:JK?small=1"' in html
    assert '<p><img src="card:10H" alt="10H"></p>' in html


def test_problems_name_bad_cards_and_dead_links() -> None:
    found = rules_pages.problems("## A {#a}\n## B {#a}\n{{ZZ}} [x](#b)")
    assert len(found) == 3


def test_the_bundled_font_draws_every_japanese_page_and_lesson() -> None:
    """Japanese must show on a machine without a Japanese font: the subset covers it all."""
    from fontTools.ttLib import TTFont

    from tablecards.resources import asset_path
    from tablecards.ui import i18n

    cmap = TTFont(asset_path(*i18n.JAPANESE_FONT))["cmap"].getBestCmap()
    texts = [rules_pages.page_text(g, "ja") for g in game_ids()]
    texts += [lesson.path.read_text(encoding="utf-8") for lesson in all_lessons()]
    wanted = {c for c in "".join(texts) if ord(c) > 0x2000 and c.isprintable()}
    missing = sorted(c for c in wanted if ord(c) not in cmap)
    assert not missing, f"run scripts/subset_font.py; missing: {''.join(missing)}"
