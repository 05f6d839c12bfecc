"""English that agrees with its numbers and says only what a player can do: "1 trick" and
"2 tricks", and a refusal that names the moves open now."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tablecards.ai.reasoning import Reasoning
from tablecards.ai.review import Rating
from tablecards.games.ninety_nine.panel_explain import bid_line
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.registry import game_ids, game_texts
from tablecards.ui import i18n
from tablecards.ui.coach_words import hint_sentence
from tablecards.ui.i18n import list_words
from tablecards.ui.review_view import rating_text
from tablecards.ui.texts import penalty_points, reason_text
from tests.games.sneak.test_rules import A, B, draw_all, stacked


@pytest.fixture
def english(qapp, compiled_catalogues) -> None:
    """The English catalogue installed, as the app runs in English (its plural forms)."""
    i18n.set_language("en", remember=False)


def cards(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


@pytest.mark.parametrize(("chosen", "words"), [
    ("AS", "1 of 3 bid cards chosen: 1 trick so far."),
    ("AH", "1 of 3 bid cards chosen: 2 tricks so far."),
    ("AD", "1 of 3 bid cards chosen: 0 tricks so far."),
    ("AS KD", "2 of 3 bid cards chosen: 1 trick so far."),
    ("AS KD QD", "You bid 1 trick."),
    ("AC KC QC", "You bid 9 tricks."),
])
def test_the_bid_line_agrees_with_its_numbers(english, chosen: str, words: str) -> None:
    line = bid_line("normal", cards(chosen), None, 3)
    assert words in line
    assert "These" not in line and "1 tricks" not in line


@pytest.mark.parametrize(("draws", "turns", "expected", "words"), [
    ("7D QC 9H JH", 2, "draw, sneak or flaunt", "Draw, sneak or flaunt first"),
    ("7D QC", 52, "flaunt", "Flaunt first: the stock is empty, so every lead is face up"),
])
def test_a_sneak_refusal_names_only_the_moves_open(
    english, draws: str, turns: int, expected: str, words: str
) -> None:
    """With the stock empty only a flaunt is possible: "draw, sneak or flaunt" misled."""
    match = stacked(2, draws, dealer=B)
    draw_all(match, turns)
    refusal = match.refusal(Action(A, "challenge", ["7D"]))
    assert refusal is not None and dict(refusal.args)["expected"] == expected
    assert reason_text(refusal, ["Ann", "Bob"]) == words


# Words a newcomer cannot read in the lobby: the project's own ("seed", "pagat"), a book's
# shorthand ("on the bump", "hold card", "fail ace", "turn-up"), "hand" for a deal.
JARGON = re.compile(r"\bseed\b|\bpagat\b|premium offers|beats declare|on the bump|hold card"
                    r"|fail ace|turn-up|\bNo-bid\b|\bcontract\b|\bsite sequence\b"
                    r"|\b(?:next|another|many|of) hands?\b|\bhand (?:stops|is thrown)\b"
                    r"|\bfor the lead\b")


def lobby_words() -> list[tuple[str, str]]:
    """(game, text) for every option label, tooltip and group title the lobby shows."""
    found = []
    for game in game_ids():
        words = game_texts(game)
        assert words is not None
        for table in (words.option_labels, words.option_details, words.option_groups):
            found += [(game, text) for text in table.values()]
    return found


def test_lobby_options_speak_plain_words() -> None:
    assert [(g, t) for g, t in lobby_words() if JARGON.search(t)] == []


def test_the_lobby_shows_the_plain_premium_option(english, window, qtbot) -> None:
    lobby = window.lobby
    lobby.game.setCurrentIndex(lobby.game.findData("ninety_nine"))
    qtbot.waitUntil(lambda: "premium_priority" in lobby._option_widgets)
    box = lobby._option_widgets["premium_priority"]
    assert box.text() == "Declare or reveal chosen in secret; a reveal outranks a declare"
    assert "a reveal wins over a declare" in box.toolTip()


SEAT_VERB = re.compile(r"(?:%\d|\{seat\}|\{other\}) (?:wins|takes|banks|flaunts|sneaks|"
                       r"challenges|leads|plays|draws|bids|passes|declares|reveals|picks|"
                       r"calls|scores|loses)\b")
SEAT_POSSESSIVE = re.compile(r"(?<!seat )(?:%\d|\{seat\}|\{other\})'s\b")
"""A seat's name in the possessive: "You's hand" (record messages say "seat 1's")."""
SOLO_WORDED = {"%1 wins the match!"}
"""Said only of a named player: alone at the table the player reads "You win the match!"."""


def test_no_sentence_makes_a_seat_name_the_subject_of_a_verb() -> None:
    """A seat's name may be "You": "%1 wins" would read "You wins"."""
    root = Path(__file__).resolve().parents[2] / "tablecards"
    found = []
    for path in sorted(root.rglob("*.py")):
        for literal in re.findall(r'"((?:[^"\\\n]|\\.)*)"', path.read_text(encoding="utf-8")):
            if (SEAT_VERB.search(literal) or SEAT_POSSESSIVE.search(literal)) \
                    and literal not in SOLO_WORDED:
                found.append(f"{path.relative_to(root)}: {literal}")
    assert found == []


# -- the coach in a game of penalty points (Hearts: the fewest win) ---------------------------
def test_the_hearts_coach_counts_penalty_points_down(english) -> None:
    """"about 3 points ahead" read as taking more points, which loses at Hearts."""
    good = hint_sentence(Reasoning("search", 400, 3.25), penalty_points("hearts"))
    bad = hint_sentence(Reasoning("search", 400, -2.0), penalty_points("hearts"))
    assert good == ("Best over 400 imagined deals: on average about 3.2 fewer penalty points "
                    "than the others.")
    assert bad.startswith("Best over 400 imagined deals: still about 2.0 more penalty points")
    assert "ahead" not in good and "behind" not in bad
    assert "points ahead" in hint_sentence(Reasoning("search", 400, 3.0),
                                           penalty_points("tressette"))


def rating(reason: str, played: float, loss: float) -> Rating:
    move = Action(0, "play", Card.parse("QS"))
    best = Action(0, "play", Card.parse("2C"))
    return Rating(0, 0, move, best, played, played + loss, loss, "good", reason, {}, "")


@pytest.mark.parametrize(("reason", "played", "loss", "words"), [
    ("best_move", 4.0, 0.0, "The best move found: on average about 4.0 fewer penalty points"),
    ("best_move", -6.0, 0.0, "The best move found: it still ends about 6.0 more penalty points"),
    ("close_to_best", 1.0, 0.5, "Close to the best move, Play 2♣: about 0.5 more penalty points"),
    ("loses_points", -9.0, 13.0, "Play 2♣ was better: this move takes about 13.0 more penalty "
                                 "points"),
])
def test_the_hearts_review_counts_penalty_points_down(
    english, reason: str, played: float, loss: float, words: str
) -> None:
    text = rating_text(rating(reason, played, loss), penalty=True)
    assert text.startswith(words) and "points less" not in text and "ahead" not in text


def test_the_hearts_coach_counts_penalty_points_down_in_japanese(qapp, compiled_catalogues) -> None:
    """The Japanese says 失点 (points taken) and counts them down: 「他より約3点上回ります」 would
    read as good in a game the fewest points win."""
    i18n.set_language("ja", remember=False)
    try:
        good = hint_sentence(Reasoning("search", 400, 3.25), penalty_points("hearts"))
        bad = hint_sentence(Reasoning("search", 400, -2.0), penalty_points("hearts"))
        reviewed = [rating_text(rating("best_move", 4.0, 0.0), penalty=True),
                    rating_text(rating("loses_points", -9.0, 13.0), penalty=True)]
    finally:
        i18n.set_language("en", remember=False)
    assert "失点が約3.2点少なく" in good and "失点が約2.0点多く" in bad
    assert "失点が約4.0点少なく" in reviewed[0] and "失点が約13.0点多く" in reviewed[1]
    assert not any(re.search("上回|下回", text) for text in (good, bad, *reviewed))


HAND_FOR_DEAL = re.compile(r"\b(?:next|another) hand\b|\b[Hh]and (?:ends|stops|stopped|is thrown"
                           r"|is void)\b|\bin a hand with\b")
"""A deal called a "hand" (the Japanese then read ハンド): the glossary says deal."""


def test_a_deal_is_called_a_deal() -> None:
    root = Path(__file__).resolve().parents[2] / "tablecards"
    found = [f"{path.relative_to(root)}: {literal}"
             for path in sorted(root.rglob("*.py"))
             for literal in re.findall(r'"((?:[^"\\\n]|\\.)*)"', path.read_text(encoding="utf-8"))
             if HAND_FOR_DEAL.search(literal)]
    assert found == []


def test_names_in_a_list_take_the_languages_separator(qapp, compiled_catalogues) -> None:
    """"Shared win: Ann, Bob" in English, 「あなた、CPU 1」 in Japanese (no half-width comma)."""
    i18n.set_language("ja", remember=False)
    try:
        assert list_words(["あなた", "CPU 1"]) == "あなた、CPU 1"
    finally:
        i18n.set_language("en", remember=False)
    assert list_words(["Ann", "Bob"]) == "Ann, Bob"
