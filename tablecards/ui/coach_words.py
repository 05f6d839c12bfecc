"""The coach's words: why it suggests a move (`hint_sentence`), the facts of a reason
(`why_sentence`), a move inside a sentence, and the status line's lines for a hint.

Plain functions over the AI's reasoning and the rules' actions, below every table widget: the
controller words its hints here, and the menus, the move question and the review read them,
so the table's modules import one way (this module imports no widget of the table).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tablecards.ai import why_words
from tablecards.ai.reasoning import Fact, Reasoning
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.lesson_moves import move_cards as action_cards
from tablecards.ui.texts import action_text, card_text


class Hint(NamedTuple):
    """What the controller's `sig_hint` carries: the seat advised, the move, the reason in
    words and the place in the match it is for (`MatchController.position`)."""

    seat: int
    action: Action
    sentence: str
    position: tuple[int, int] = (-1, -1)


_CTX = "Coach"

#: How each kind of decision is explained to the player (`Reasoning.kind`).
_SENTENCES = {
    "only": QT_TRANSLATE_NOOP("Coach", "It is your only legal move."),
    "rule": QT_TRANSLATE_NOOP("Coach", "It is the move a good player's rules of thumb choose."),
    "exact": QT_TRANSLATE_NOOP("Coach", "Every card left is known: this is the best play."),
    "search": QT_TRANSLATE_NOOP("Coach", "Best over %1 imagined deals."),
    "search_ahead": QT_TRANSLATE_NOOP("Coach", "Best over %1 imagined deals: about %2 points "
                                               "ahead of the others on average."),
    "search_behind": QT_TRANSLATE_NOOP("Coach", "Best over %1 imagined deals: still about %2 "
                                                "points behind the others on average, the "
                                                "least this deal allows."),
    "search_ahead_penalty": QT_TRANSLATE_NOOP(
        "Coach", "Best over %1 imagined deals: on average about %2 fewer penalty points than "
        "the others."),
    "search_behind_penalty": QT_TRANSLATE_NOOP(
        "Coach", "Best over %1 imagined deals: still about %2 more penalty points than the "
        "others on average, the fewest this deal allows."),
    "search_plain": QT_TRANSLATE_NOOP("Coach", "A search of the deals the others may hold finds "
                                               "this the best."),
    "fallback": QT_TRANSLATE_NOOP("Coach", "The coach's search failed on this decision, so this "
                                           "is only the move of a good player's rules of "
                                           "thumb."),
}


def hint_sentence(reasoning: Reasoning, penalty: bool = False,
                  seat_name: Callable[[int], str] | None = None) -> str:
    """Why the coach suggests its move, as sentences in the player's language; `penalty`
    for a game whose points are penalties, where being ahead means fewer points. With
    facts (`Reasoning.facts`) the facts are worded (`why_sentence`), `seat_name` naming
    the seat likely to take the trick: the one main reason on the first line (the status
    line shows it, `hint_text`), how the coach decided and the other facts on the next."""
    kind = reasoning.kind
    if reasoning.facts:
        if kind == "search":
            kind = "search" if reasoning.deals > 0 else "search_plain"
        head = QCoreApplication.translate(_CTX, _SENTENCES.get(kind, _SENTENCES["rule"]))
        head = head.replace("%1", f"{reasoning.deals:,}")
        main, rest = why_words.main_and_rest(reasoning.facts, penalty, seat_name,
                                             QCoreApplication.translate, move_words)
        return f"{main}\n{why_words.join_sentences((head, rest))}" if main else head
    if kind == "search":
        if reasoning.deals <= 0:
            kind = "search_plain"
        elif reasoning.margin is not None:
            kind = "search_ahead" if reasoning.margin >= 0 else "search_behind"
            kind += "_penalty" if penalty else ""
    text = QCoreApplication.translate(_CTX, _SENTENCES.get(kind, _SENTENCES["rule"]))
    margin = abs(reasoning.margin) if reasoning.margin is not None else 0.0
    return text.replace("%1", f"{reasoning.deals:,}").replace("%2", f"{margin:.1f}")


def why_sentence(facts: tuple[Fact, ...], penalty: bool = False,
                 seat_name: Callable[[int], str] | None = None) -> str:
    """The facts of a reason (`Reasoning.facts`, `Rating.why`) in the player's language
    (`tablecards.ai.why_words`, translated here), moves worded as the table words them."""
    return why_words.why_sentence(facts, penalty, seat_name, QCoreApplication.translate,
                                  move_words)


def move_words(record: Mapping[str, Any]) -> str:
    """A move from its record (`Action.to_record`) as the table shows it: a card play by its
    cards (`8♦`), another move as its button would say it; "" for a record that is not one."""
    action = record_action(record)
    return "" if action is None else action_words(action)


def action_words(action: Action) -> str:
    """A move inside a sentence: a card play by its cards (`8♦`), another move as its
    button would say it."""
    cards = action_cards(action)
    if action.verb == "play" and cards:
        return " ".join(card_text(c) for c in cards)
    return action_text(action)


def record_action(record: Mapping[str, Any]) -> Action | None:
    """The action of a record written by `Action.to_record` (the seat, the verb, then its
    qualifiers; card codes read back as cards), or None when it is not one."""
    seat = record.get("seat")
    keys = [k for k in record if k != "seat"]
    if not isinstance(seat, int) or not keys:
        return None
    verb, *extras = keys
    return Action(seat, verb, _decoded(record[verb]),
                  tuple((k, _decoded(record[k])) for k in extras))


def _decoded(raw: Any) -> Any:
    """A record value with its card codes read back as cards."""
    if isinstance(raw, list):
        read = tuple(_decoded(item) for item in raw)
        return read if all(isinstance(c, Card) for c in read) else tuple(raw)
    if isinstance(raw, str):
        try:
            return Card.parse(raw)
        except ValueError:
            return raw
    return raw


def hint_text(hint: Hint) -> str:
    """The status line's two lines for a hint: the move, then its main reason (the first
    line of the hint's sentence; the whole reasoning goes under it, `hint_details`)."""
    move = QCoreApplication.translate("Coach", "Hint: %1 (H again takes it)").replace(
        "%1", action_text(hint.action))
    return f"{move}\n{hint.sentence.split(chr(10))[0]}"


def hint_details(hint: Hint) -> str:
    """The whole reasoning of a hint for the answer box under the status line, or "" when
    the status line says it all (a reason of one line)."""
    lines = hint.sentence.split("\n")
    if len(lines) < 2:
        return ""
    title = QCoreApplication.translate("Coach", "Why the coach suggests %1:").replace(
        "%1", action_words(hint.action))
    return f"{title}\n{why_words.join_sentences(lines)}"
