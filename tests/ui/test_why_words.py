"""The coach's reasons worded at the table and in the review (issue 30): the next-best move
is written as the table writes moves (cards as `8♦`, never the record code `8D`), in English
and in Japanese."""

from __future__ import annotations

import pytest

from tablecards.ai.levels import explain_move
from tablecards.ai.reasoning import fact_value
from tablecards.ai.review import Rating
from tablecards.rules.records import replay_record
from tablecards.ui.coach_words import move_words, record_action, why_sentence
from tablecards.ui.i18n import set_language
from tablecards.ui.review_view import rating_words
from tests.ai.test_review import hearts_record

SUIT_SIGNS = "♠♥♦♣"


def _hearts_facts() -> tuple:
    """Seat 0 at trick 2 of the no-pass Hearts deal, ducking with 3♠ (A♠ the other card)."""
    match = replay_record(hearts_record("AS", stop_after=7), canonical=True).match
    view = match.view(0)
    played = next(a for a in view.legal_actions if a.value.code == "3S")
    return explain_move("hearts", view, played, dict(match.given_options), seed=1, worlds=8)


@pytest.fixture(params=["en", "ja"])
def language(request: pytest.FixtureRequest, qapp):
    set_language(request.param, remember=False)
    yield request.param
    set_language("en", remember=False)


def test_the_next_best_card_is_written_as_on_the_table(language: str) -> None:
    facts = _hearts_facts()
    name = fact_value(facts, "next_best")
    assert name in ("AS", "4C") and "♠" not in name  # the search's own name is a code
    shown = why_sentence(facts, penalty=True)
    runner = "A♠" if name == "AS" else "4♣"
    assert runner in shown
    assert name not in shown.replace(runner, "")


def test_the_review_writes_the_next_best_card_as_on_the_table(language: str) -> None:
    facts = _hearts_facts()
    name = fact_value(facts, "next_best")
    played = record_action({"seat": 0, "play": "3S"})
    assert played is not None
    rating = Rating(0, 0, played, played, -1.0, -1.0, 0.0, "good", "best_move", {}, "",
                    why=facts)
    words = rating_words(rating, penalty=True)
    assert name not in words and any(f"{name[:-1]}{sign}" in words for sign in SUIT_SIGNS)
    if language == "en":  # the rule player's plan for the duck, said in the review too
        assert "The plan: duck: play under the winning card" in words


def test_a_move_record_reads_back_as_the_table_words_it(language: str) -> None:
    assert move_words({"seat": 2, "play": "10H"}) == "10♥"
    assert move_words({"seat": 2, "bid": ["QD", "KD", "JC"]}).endswith("Q♦ K♦ J♣")
    assert move_words({"play": "10H"}) == ""  # not a record of a move


def test_japanese_sentences_follow_each_other_without_a_space(language: str) -> None:
    words = why_sentence(_hearts_facts(), penalty=True)
    if language == "ja":
        assert "。" in words and "。 " not in words
    else:
        assert ". It " in words or ". On " in words


def test_the_review_says_why_the_better_move_is_better(language: str) -> None:
    facts = _hearts_facts()  # the duck's facts, as the better move's
    taken = record_action({"seat": 0, "play": "AS"})
    ducked = record_action({"seat": 0, "play": "3S"})
    assert taken is not None and ducked is not None
    rating = Rating(0, 0, taken, ducked, -10.0, 5.0, 15.0, "blunder", "loses_points",
                    {"best": "play 3S", "loss": 15.0}, "", best_why=facts)
    words = rating_words(rating, penalty=True)
    title = "Why 3♠ is better:" if language == "en" else "3♠の方が良い理由："
    assert title in words
    assert words.split(title, 1)[1].strip() == why_sentence(facts, penalty=True)
