"""Facts the rules pages, lessons and option tooltips state, pinned against the seeds, the
specs and the engine (issue 31, "Rules that are wrong or missing").

Each test reads the text a player reads (a page section, a lesson step, a tooltip) and checks
one fact that was once stated wrongly; where the engine decides the fact, the test asks the
engine too, so a page and its game cannot drift apart.
"""

from __future__ import annotations

import importlib
import json
import re
from typing import Any

import pytest

from tablecards.games.ninety_nine.forms import FORMS, next_trump
from tablecards.games.ninety_nine.naughty import DEFAULT_SEQUENCE, SITE_SEQUENCE, NunDeal
from tablecards.games.ninety_nine.tricks import TrickRule
from tablecards.rules import rules_pages
from tablecards.rules.cards import Suit
from tablecards.rules.lessons import lesson_folder
from tablecards.rules.registry import game_ids

LANGUAGES = rules_pages.LANGUAGES


def section(game_id: str, language: str, anchor: str) -> str:
    """The text under the heading `{#anchor}`, up to the next heading of any level."""
    lines = rules_pages.page_text(game_id, language).splitlines()
    start = next(n for n, line in enumerate(lines) if line.rstrip().endswith(f"{{#{anchor}}}"))
    body = []
    for line in lines[start + 1:]:
        if rules_pages.HEADING.match(line):
            break
        body.append(line)
    return rules_pages.join_lines([line.strip() for line in body if line.strip()])


def section_tables(game_id: str, language: str, anchor: str) -> list[list[list[str]]]:
    """Each table of a section as its rows, the header row included."""
    lines = rules_pages.page_text(game_id, language).splitlines()
    start = next(n for n, line in enumerate(lines) if line.rstrip().endswith(f"{{#{anchor}}}"))
    tables: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in lines[start + 1:]:
        if rules_pages.HEADING.match(line):
            break
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if not all(re.fullmatch(r":?-+:?", c) for c in cells):
                current.append(cells)
        elif current:
            tables.append(current)
            current = []
    if current:
        tables.append(current)
    return tables


def lesson_steps(game_id: str, name: str) -> list[dict[str, Any]]:
    raw = json.loads((lesson_folder(game_id) / f"{name}.lesson.json").read_text("utf-8"))
    steps: list[dict[str, Any]] = raw["steps"]
    return steps


def step_texts(step: dict[str, Any], language: str) -> str:
    """Every sentence of a lesson step in one language."""
    texts = [step[k][language] for k in ("say", "do", "right", "other", "illegal") if k in step]
    texts += [w[language] for w in step.get("wrong", {}).values()]
    return " ".join(texts)


def all_lesson_texts(language: str) -> list[str]:
    found = []
    for game_id in game_ids():
        for path in sorted(lesson_folder(game_id).glob("*.lesson.json")):
            raw = json.loads(path.read_text("utf-8"))
            found += [step_texts(s, language) for s in raw["steps"]]
            found.append(raw.get("done", {}).get(language, ""))
    return found


# -- Tressette: the 3 is itself worth 1/3 ------------------------------------------------
def test_tressette_draws_lesson_counts_the_3_that_takes_the_4_as_a_third() -> None:
    """Seed 002: 3, 2, K, Q and J are worth 1/3 each, so a trick the 3♣ takes is not
    'worth nothing'."""
    steps = lesson_steps("tressette", "02_draws")
    lead_4c = next(s for s in steps if s.get("cards") == ["4C"])
    taken = next(s for s in steps if "say" in s and "{{3C}}" in s["say"]["en"]
                 and "{{4C}}" in s["say"]["en"])
    for step in (lead_4c, taken):
        for language in LANGUAGES:
            text = step_texts(step, language)
            assert "1/3" in text, text
        assert "worth nothing" not in step_texts(step, "en").replace("{{4C}}, worth nothing", "")
        assert "no points" not in step_texts(step, "en")
        assert "点はありません" not in step_texts(step, "ja")


# -- "The first to N wins" ---------------------------------------------------------------
@pytest.mark.parametrize("game_id", game_ids())
def test_no_tooltip_says_the_first_to_a_total_wins(game_id: str) -> None:
    """The seeds: once someone reaches the target, the highest total wins (ties play on or
    share by option); being first to the total does not win."""
    texts = importlib.import_module(f"tablecards.games.{game_id}.texts")
    details: dict[str, str] = getattr(texts, "OPTION_DETAILS", {})
    wrong = {k: v for k, v in details.items() if re.search(r"first to (\d+|this total)", v)}
    assert wrong == {}


def test_no_lesson_says_the_first_to_a_total_wins() -> None:
    wrong = [t for t in all_lesson_texts("en") if re.search(r"[Ff]irst to \d+", t)]
    wrong += [t for t in all_lesson_texts("ja") if re.search(r"先に\d+点に達した", t)]
    assert wrong == []


def test_mini_misere_scoring_lesson_says_ties_play_on() -> None:
    steps = lesson_steps("mini_misere", "03_scoring")
    end = next(s for s in steps if "25" in step_texts(s, "en"))
    assert "highest total" in step_texts(end, "en") and "tie" in step_texts(end, "en")
    assert "同点" in step_texts(end, "ja")


# -- Hearts ------------------------------------------------------------------------------
def test_hearts_break_tooltip_names_the_queen_of_spades() -> None:
    """The queen of spades breaks hearts by default (option qs_breaks_hearts, on)."""
    from tablecards.games.hearts.texts import OPTION_DETAILS
    from tablecards.rules.registry import game_class

    default = {o.id: o.default for o in game_class("hearts").spec.options}
    assert default["qs_breaks_hearts"] is True
    assert "queen of spades" in OPTION_DETAILS["must_break_hearts"]


def test_hearts_first_lesson_names_no_winner_before_the_last_card() -> None:
    """In steps 3 and 7 West still plays after you: the trick is not decided yet."""
    steps = lesson_steps("hearts", "01_tricks")
    for cards in (["QD"], ["KH"]):
        step = next(s for s in steps if s.get("cards") == cards)
        english = " ".join(step[k]["en"] for k in ("do", "right"))
        assert "West plays last" in english
        assert "the trick is yours, and" not in english and "East takes" not in english
        assert "最後は西の番" in " ".join(step[k]["ja"] for k in ("do", "right"))


# -- Sneak -------------------------------------------------------------------------------
def test_sneak_sets_lesson_calls_10h_jd_a_straight() -> None:
    from tablecards.games.sneak.combos import classify
    from tablecards.rules.cards import cards

    assert classify(cards("10H JD"))[0] == "straight"
    step = next(s for s in lesson_steps("sneak", "02_sets")
                if "say" in s and "{{10H JD}}" in s["say"]["en"])
    assert "{{10H JD}} (a straight)" in step["say"]["en"]
    assert "{{10H JD}}（ストレート）" in step["say"]["ja"]


def test_sneak_page_says_the_flaunt_rule_is_the_apps_choice() -> None:
    english = section("sneak", "en", "play")
    assert "this app's choice" in english and "any cards face up" in english
    japanese = section("sneak", "ja", "play")
    assert "このアプリの決まり" in japanese and "好きなカードを表向きに出せます" in japanese


# -- Nominations -------------------------------------------------------------------------
def test_nominations_own_card_solo_is_seen_when_the_card_is_played() -> None:
    english = section("nominations", "en", "contract")
    assert "until the end" not in english and "when the declarer plays it" in english
    japanese = section("nominations", "ja", "contract")
    assert "ディールの終わりまで" not in japanese and "出されるまで" in japanese


@pytest.mark.parametrize("language", LANGUAGES)
def test_nominations_double_hand_gives_the_stacking_order(language: str) -> None:
    """Spec 7 and the engine: the dealer's left's packet at the bottom, the dealer's on top."""
    from tablecards.games.nominations.rules import double_hand_pile
    from tablecards.rules.cards import cards

    hands = [cards("2C"), cards("3C"), cards("4C"), cards("5C")]
    assert [c.code for c in double_hand_pile(hands, dealer=3)] == ["5C", "4C", "3C", "2C"]
    lines = rules_pages.page_text("nominations", language).split("{#double}")[1]
    steps = re.findall(r"^\d\. ", lines.split("\n## ")[0], flags=re.M)
    assert len(steps) == 4
    text = section("nominations", language, "double")
    assert ("the dealer's left's packet is at the bottom, the dealer's on top" in text
            if language == "en" else
            "いちばん下がディーラーの左隣の束、いちばん上がディーラーの束" in text)


def test_nominations_grand_slam_flags_the_seeds_slip() -> None:
    assert "slip" in section("nominations", "en", "grand_slam_26")
    assert "書き誤り" in section("nominations", "ja", "grand_slam_26")


# -- Ninety-Nine -------------------------------------------------------------------------
@pytest.mark.parametrize("language", LANGUAGES)
def test_ninety_nine_dummy_page_names_the_apps_choice_and_both_endings(language: str) -> None:
    text = section("ninety_nine", language, "two_player_dummy")
    assert "Penguin Book" in text
    assert "(#dummy_can_win)" in text and "(#dummy_100_continue)" in text
    assert ("the app's choice" in text and "always plays last" in text
            if language == "en" else "このアプリの決まり" in text and "いつも最後に出し" in text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_ninety_nine_joker_nine_deals_only_with_a_fixed_length(language: str) -> None:
    from tablecards.games.ninety_nine.options import _fixed_deals

    assert _fixed_deals(True, 3, joker=True) == 9 and _fixed_deals(0, 3, joker=True) == 0
    text = section("ninety_nine", language, "joker_turnup")
    assert "(#match_fixed_deals)" in text
    assert "A match is nine deals." not in text and "1試合は9ディールです。" not in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_ninety_nine_five_players_all_or_none_means_no_trumps(language: str) -> None:
    five = FORMS["five_player"]
    assert next_trump(five, 0) is None and next_trump(five, 5) is None
    assert next_trump(five, 4) is Suit.DIAMONDS
    text = section("ninety_nine", language, "five_player")
    assert ("all five fail or all five succeed, no trumps" in text if language == "en"
            else "全員失敗または全員成功ならノートランプ" in text)


def _nun_row_words(deal: NunDeal) -> list[str]:
    """English words a page row must contain to describe this deal as the engine plays it."""
    words = []
    if deal.trump_from == "fixed" and deal.trump is not None:
        words.append(f"{deal.trump.symbol} trumps")
    if deal.trump_from == "show":
        words.append("trumps by show")
    if deal.trump_from == "by_s":
        words.append("made their bid" if deal.rule is TrickRule.TRUMP else "as in deal 2")
    if deal.led_is_trump:
        words.append("the suit led is trumps")
    words += {TrickRule.HIERARCHY: ["highest suit"], TrickRule.HIGHEST_RANK: ["highest rank"],
              TrickRule.SECOND_BEST: ["second-best"], TrickRule.TRUMP: []}[deal.rule]
    if deal.snap:
        words.append("snap")
    if deal.no_nine_bids:
        words.append("9s may not be bid cards")
    if deal.lead_nine:
        words.append("first lead")
    if deal.nines:
        words.append("four 9s")
    if not words:
        words.append("no trumps")
    return words


@pytest.mark.parametrize(("anchor", "sequence"), [("naughty_nun", DEFAULT_SEQUENCE),
                                                  ("naughty_nun_site", SITE_SEQUENCE)])
def test_ninety_nine_naughty_nun_pages_describe_all_nine_deals(
        anchor: str, sequence: tuple[NunDeal, ...]) -> None:
    """Each deal's row says what the engine plays in that deal, in both languages."""
    english = section_tables("ninety_nine", "en", anchor)[-1]
    japanese = section_tables("ninety_nine", "ja", anchor)[-1]
    assert [r[0] for r in english[1:]] == [str(n) for n in range(1, 10)]
    assert [r[0] for r in japanese[1:]] == [str(n) for n in range(1, 10)]
    for deal, row in zip(sequence, english[1:], strict=True):
        for words in _nun_row_words(deal):
            assert words in row[1].replace("**", ""), (row, words)


@pytest.mark.parametrize("language", LANGUAGES)
def test_ninety_nine_naughty_nun_gives_packs_ties_and_the_uncalled_snap(language: str) -> None:
    text = section("ninety_nine", language, "naughty_nun")
    packs = section_tables("ninety_nine", language, "naughty_nun")[0]
    assert [row[-1].rstrip("枚") for row in packs[1:]] == ["12", "12", "13"]
    if language == "en":
        assert "without calling snap has no claim" in text
        assert "equal ranks are decided by the suit order" in text
        site = section("ninety_nine", "en", "naughty_nun_site")
        assert "a later card counting above an earlier one of equal rank" in site
    else:
        assert "スナップと宣言しなければ、トリックに勝つ権利はなく" in text
        assert "同じランクどうしはスートの強さで決めます" in text
        assert "同じランクどうしは後に出したほうが上です" in section(
            "ninety_nine", "ja", "naughty_nun_site")


def test_ninety_nine_page_mentions_the_bridge_variation_as_not_offered() -> None:
    from tablecards.rules.registry import game_class

    offered = {o.id: o.offered for o in game_class("ninety_nine").spec.options}
    assert offered["bridge_variant"] is False
    assert "does not offer it" in section("ninety_nine", "en", "bridge_variant")
    assert "このアプリでは遊べません" in section("ninety_nine", "ja", "bridge_variant")


def test_ninety_nine_bid_lesson_does_not_overstate() -> None:
    english = " ".join(step_texts(s, "en") for s in lesson_steps("ninety_nine", "03_bid_cards"))
    japanese = " ".join(step_texts(s, "ja") for s in lesson_steps("ninety_nine", "03_bid_cards"))
    assert "risk-free" not in english and "will never win" not in english
    assert "6と7は勝てません" not in japanese and "安全にボーナス" not in japanese
