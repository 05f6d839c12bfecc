"""Why a trick was won, in words that read right whoever won it: a seat the app named ("You",
"West", "Bot 2") is worded in the sentence's language, and no English sentence makes a seat
the subject of a verb (so "You" never meets "wins")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tablecards.cli import main
from tablecards.rules.explained_record import seat_words
from tablecards.ui.i18n import catalogue_translator
from tablecards.ui.texts import explanations
from tests.games.sneak.test_rules import A, B, C, challenge, draw_all, sneak, stacked


def test_no_explanation_makes_a_seat_the_subject_of_a_verb() -> None:
    """"{seat} wins" reads "You wins" for the learner: a seat is named only as an object."""
    subjects = {reason: text for reason, text in explanations().items()
                if re.search(r"\{(seat|other)\} (?!of\b|and\b)[a-z]+", text)}
    assert subjects == {}


def test_app_given_seat_names_are_worded_in_japanese() -> None:
    japanese = catalogue_translator("ja")
    assert japanese is not None
    assert seat_words(["You", "West", "Bot 2", "Player 3", "Ann"], japanese) == [
        "あなた", "西", "CPU 2", "プレイヤー3", "Ann"]


def test_english_seat_names_stay_as_they_are() -> None:
    names = ["You", "West", "Bot 2", "Ann"]
    assert seat_words(names, lambda context, text: text) == names


def test_the_explain_command_names_the_learner_in_japanese(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A lesson's record keeps "You", "West", "East"; in Japanese they read あなた, 西, 東."""
    match = stacked(3, "7D QC QH", dealer=C)
    draw_all(match, 3)
    for action in (sneak(A, "7D"), challenge(B, "QC"), challenge(C, "QH")):
        match.apply(action)
    path = tmp_path / "tie.json"
    path.write_text(json.dumps(match.to_record(["West", "East", "You"])), encoding="utf-8")
    assert main(["explain", "--lang", "ja", str(path)]) == 0
    [line] = [json.loads(text) for text in capsys.readouterr().out.splitlines()
              if '"challenge"' in text]
    assert "あなた" in line["text"] and "You" not in line["text"]
