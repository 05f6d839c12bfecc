"""User-facing wording for data that comes from the rules core (reasons, suits, verbs).

The core gives reasons as ids with arguments so that the table can word them in the player's
language. Each refusal's English is written once, marked for lupdate: the shared ones in the
rules core (`SHARED_REASONS`), a game's own in its texts (found through the registry). This
module holds the words every game shares and translates them all; an id without words falls
back to the core's English text.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tablecards.rules.actions import SHARED_REASONS, SHARED_RECORD_WORDING, Action, Reason
from tablecards.rules.cards import Card
from tablecards.rules.explain import (
    JOKER_WORD,
    SUIT_WORDS,
    Why,
    all_explanations,
    card_words,
    sentence,
    suit_words,
)
from tablecards.rules.explain import SUIT_BY_CODE as CORE_SUIT_BY_CODE
from tablecards.rules.registry import game_ids, game_texts
from tablecards.rules.texts import GameTexts
from tablecards.ui.i18n import LIST_SEPARATOR

_CTX = "Reasons"

# What to do instead of a refused verb, by the verb the deal expects (the core's `expected`);
# a game's own verbs are in its texts.
SHARED_EXPECTED: dict[str, str] = {
    "play": QT_TRANSLATE_NOOP("Reasons", "now play a card from your hand"),
    "bid": QT_TRANSLATE_NOOP("Reasons", "make your bid first"),
}

# The suits' words (and the other words a trump call may be) are the rules core's.
SUITS = SUIT_WORDS
SUIT_BY_CODE = CORE_SUIT_BY_CODE

# Action verbs several games share (Action.verb), for buttons and the choices named in a
# reason; a game's own verbs are in its texts.
SHARED_VERBS: dict[str, str] = {
    "play": QT_TRANSLATE_NOOP("Verbs", "play"),
    "bid": QT_TRANSLATE_NOOP("Verbs", "bid"),
    "pass": QT_TRANSLATE_NOOP("Verbs", "pass"),
}
JOKER = JOKER_WORD


@cache
def player_reasons() -> Mapping[str, str]:
    """A player's wording of every refusal, by reason id: the shared ones and every game's."""
    found = dict(SHARED_REASONS)
    for words in _every_game_texts():
        found.update(words.reasons)
    return found


def record_only_reasons() -> set[str]:
    """The refusals only a hand-edited record can meet (a malformed value): worded in English
    for `replay` alone, never shown to a player, so never translated."""
    found = set(SHARED_RECORD_WORDING) - set(SHARED_REASONS)
    for words in _every_game_texts():
        found |= set(words.record_wording) - set(words.reasons)
    return found


@cache
def expected_texts() -> Mapping[str, str]:
    """What to do instead of a refused verb, by the verb any game's deal may expect."""
    found = dict(SHARED_EXPECTED)
    for words in _every_game_texts():
        found.update(words.expected)
    return found


@cache
def verb_words() -> Mapping[str, str]:
    """Every game's action verbs with their English words (context "Verbs")."""
    found = dict(SHARED_VERBS)
    for words in _every_game_texts():
        found.update(words.verbs)
    return found


@cache
def explanations() -> Mapping[str, str]:
    """Why a trick or challenge was won, by reason id: the shared reasons and every game's."""
    return all_explanations(words.explanations for words in _every_game_texts())


def why_text(why: Why, seat_names: list[str]) -> str:
    """Why a trick or challenge was won, as one sentence in the player's language."""
    return sentence(why, QCoreApplication.translate, seat_names, explanations())


def penalty_points(game_id: str) -> bool:
    """Whether `game_id` counts penalty points (the fewest win), for the coach's
    words: there "more points" is bad news."""
    words = game_texts(game_id)
    return words is not None and words.penalty_points


def round_text(game_id: str, key: str, trick_words: str) -> str:
    """What the table calls a deal's rounds in `game_id` (a `ROUND_KEYS` key), in the current
    language: the game's own words (leads, say), else `trick_words`, the caller's
    translated wording for tricks."""
    words = game_texts(game_id)
    own = words.round_words.get(key) if words is not None else None
    return QCoreApplication.translate("RoundWords", own) if own else trick_words


def _every_game_texts() -> list[GameTexts]:
    return [words for game in game_ids() if (words := game_texts(game)) is not None]


def translated(context: str, text: str) -> str:
    """`text` (a QT_TRANSLATE_NOOP literal) in the current language."""
    return QCoreApplication.translate(context, text)


def verb_text(verb: str) -> str:
    """A core verb in the current language (the verb itself when not listed)."""
    words = verb_words()
    return translated("Verbs", words[verb]) if verb in words else verb.replace("_", " ")


def suit_name(name_or_code: str) -> str:
    """A suit's translated name from its English name or record code (S H D C)."""
    return suit_words(name_or_code, QCoreApplication.translate)


def card_text(card: Card) -> str:
    """A card as a player reads it: rank and suit symbol (e.g. `10♥`)."""
    return card_words(card, QCoreApplication.translate)


def reason_text(why: Reason, seat_names: list[str]) -> str:
    """The refusal as a sentence in the player's language, seats by name."""
    template = player_reasons().get(why.id)
    expected = dict(why.args).get("expected")
    if why.id == "wrong_verb" and isinstance(expected, str) and expected in expected_texts():
        template = expected_texts()[expected]  # what to do now, not the core's verbs
    if template is None:
        return why.text()
    args = {k: _arg(k, v, seat_names) for k, v in why.args}
    try:
        sentence = translated(_CTX, template).format(**args)
    except (KeyError, IndexError):
        sentence = why.text()
    return sentence[:1].upper() + sentence[1:]


def _arg(key: str, value: str | int, seat_names: list[str]) -> str:
    if key in ("seat", "expected") and isinstance(value, int) and value < len(seat_names):
        return seat_names[value]
    if key == "suit" and isinstance(value, str):
        return suit_name(value)
    if key in ("verb", "expected") and isinstance(value, str):
        return verb_text(value)
    if key == "choices" and isinstance(value, str):
        names = [suit_name(c) if c in SUIT_BY_CODE or c in SUITS else verb_text(c)
                 for c in value.split(", ")]
        return translated("Reasons", LIST_SEPARATOR).join(names)
    if key == "card" and isinstance(value, str):
        try:
            return card_text(Card.parse(value))
        except ValueError:
            return value
    if key == "cards" and isinstance(value, str):
        return " ".join(_arg("card", code, seat_names) for code in value.split())
    return str(value)


def action_text(action: Action) -> str:
    """A generic button label for an action the table has no special control for."""
    value = action.value
    if isinstance(value, Card):
        shown = card_text(value)
    elif isinstance(value, tuple):
        shown = " ".join(card_text(c) for c in value)
    elif value is True:
        shown = ""
    else:
        shown = str(value)
    extras = " ".join(f"{k}={v}" for k, v in action.extras)
    verb = verb_text(action.verb).capitalize()
    return " ".join(p for p in (verb, shown, extras) if p)
