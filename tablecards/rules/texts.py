"""Words for players, written once beside the rules they describe, without importing Qt.

pyside6-lupdate extracts every `QT_TRANSLATE_NOOP(context, text)` call by its name, whatever
module defines it, so the rules core and each game's folder mark their player-facing English
with this Qt-free twin; the table translates the same English with
`QCoreApplication.translate(context, text)`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802  (the name lupdate seeks)
    """Mark `text` for translation in `context`; the English itself is returned."""
    del context
    return text


@dataclass(frozen=True)
class GameTexts:
    """Everything a game shows to players in words, each marked for translation.

    Attributes:
        name, summary: the lobby's name and one-line description (context "Games").
        options_context: the translation context of the option words below.
        option_labels: a one-line label per option id.
        option_details: a few sentences per option id, the lobby's tooltip.
        choice_texts: per option id, a word for each non-numeric choice.
        option_groups: a title per radio group id of the game (context "OptionGroups").
        reasons: a player's wording of each of the game's refusals (context "Reasons").
        record_wording: the record's English (`replay`) where it differs from a player's,
            and the refusals only a hand-edited record can meet, which need no translation.
        expected: what to do instead, by the verb the deal expects (context "Reasons").
        verbs: the game's own action verbs, for buttons and reasons (context "Verbs").
        explanations: why a trick or challenge was won, the game's own reasons beside the
            shared ones of `tablecards.rules.explain` (context "Explain").
        figure_labels: a label per id of the game's own statistics figures (its `figures`
            module), in a context of the game's own.
        penalty_points: True when a game's points are penalties (the fewest win), so
            the coach says "fewer penalty points", never "points ahead".
        round_words: what the table calls the game's settled rounds when a game has no
            tricks (a game may settle leads), by `ROUND_KEYS` (context "RoundWords"); a game
            without them says "trick".
        why_texts: the coach's sentence for each of the game's own fact kinds (context
            "Why"; `%1` is the fact's value: a percentage for a kind ending in "_chance", a
            number with one decimal otherwise).
    """

    name: str
    summary: str
    options_context: str
    option_labels: Mapping[str, str] = field(default_factory=dict)
    option_details: Mapping[str, str] = field(default_factory=dict)
    choice_texts: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    option_groups: Mapping[str, str] = field(default_factory=dict)
    reasons: Mapping[str, str] = field(default_factory=dict)
    record_wording: Mapping[str, str] = field(default_factory=dict)
    expected: Mapping[str, str] = field(default_factory=dict)
    verbs: Mapping[str, str] = field(default_factory=dict)
    explanations: Mapping[str, str] = field(default_factory=dict)
    figure_labels: Mapping[str, str] = field(default_factory=dict)
    round_words: Mapping[str, str] = field(default_factory=dict)
    penalty_points: bool = False
    why_texts: Mapping[str, str] = field(default_factory=dict)


ROUND_KEYS = ("button", "tooltip", "none", "last", "nth")
"""The table's words for a deal's rounds: the Last trick button and its tooltip, the note when
none is settled yet, and the titles of the last one (`%1` its winner) and of any other (`%1`
of `%2`, `%3` its winner)."""
