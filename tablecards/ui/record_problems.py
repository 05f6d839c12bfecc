"""A bad record's one line in the player's language.

`tablecards replay` prints a RecordError's English line; the app opening the same file shows
the same line, worded from its parts (where, and the core's Problem or the rules' refusal)
rather than from the English. In English the two are identical. Every template the core
raises has an entry here (context "RecordProblems", named `{fields}` kept in translations);
one without an entry, and a game's own English words, stay English inside the translated frame.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tablecards.rules.actions import Reason
from tablecards.rules.problems import Problem
from tablecards.rules.records import MAX_PLAYERS, RecordError, one_line
from tablecards.rules.registry import game_class, game_ids
from tablecards.rules.texts import QT_TRANSLATE_NOOP
from tablecards.ui.game_texts import game_name
from tablecards.ui.i18n import current_language
from tablecards.ui.texts import reason_text

_CTX = "RecordProblems"

AT_DEAL = QT_TRANSLATE_NOOP("RecordProblems", "deal {deal}: {problem}")
AT_ACTION = QT_TRANSLATE_NOOP("RecordProblems", "deal {deal}, action {action}: {problem}")
#: A seat named by its number, when the table has no names for the record's seats
SEAT = QT_TRANSLATE_NOOP("RecordProblems", "seat {seat}")

NO_DEAL = QT_TRANSLATE_NOOP("RecordProblems", "the record has no deal to play back")

# Every template the rules core raises as a Problem for a record (a test keeps this complete).
TEMPLATES: frozenset[str] = frozenset((
    # reading the file
    QT_TRANSLATE_NOOP("RecordProblems", "cannot read {path}: {error}"),
    QT_TRANSLATE_NOOP("RecordProblems", "{path} is not a text file"),
    QT_TRANSLATE_NOOP("RecordProblems", "the record"),
    QT_TRANSLATE_NOOP("RecordProblems", "{name} is not JSON: {error} at line {line}"),
    QT_TRANSLATE_NOOP("RecordProblems", "{name} is nested too deeply to be a record"),
    QT_TRANSLATE_NOOP("RecordProblems", "{name} holds a number too long to be a record's"),
    QT_TRANSLATE_NOOP("RecordProblems",
                      "{name} is not a record: the top level must be a JSON object"),
    # the header
    QT_TRANSLATE_NOOP("RecordProblems", "a number too large"),
    QT_TRANSLATE_NOOP("RecordProblems", 'not a tablecards record (format must be "{format}")'),
    QT_TRANSLATE_NOOP("RecordProblems",
                      "unsupported record version {version} (this program reads {supported})"),
    QT_TRANSLATE_NOOP("RecordProblems", "unknown game {game}"),
    QT_TRANSLATE_NOOP("RecordProblems",
                      "the record must give the number of players as an integer"),
    QT_TRANSLATE_NOOP("RecordProblems", "{game} is played by {allowed} players, not {players}"),
    QT_TRANSLATE_NOOP("RecordProblems", "options must be a JSON object"),
    QT_TRANSLATE_NOOP("RecordProblems", "seats must be a list of {seats} names"),
    QT_TRANSLATE_NOOP("RecordProblems",
                      "take_backs must be a whole number of at least 0, not {value}"),
    QT_TRANSLATE_NOOP("RecordProblems", "open_hands must be true or false, not {value}"),
    # options
    QT_TRANSLATE_NOOP("RecordProblems", "option {option} must be true or false"),
    QT_TRANSLATE_NOOP("RecordProblems", "option {option} must be one of {allowed}"),
    QT_TRANSLATE_NOOP("RecordProblems", "option {option} must be a number"),
    QT_TRANSLATE_NOOP("RecordProblems", "option {option} must be between {low} and {high}"),
    QT_TRANSLATE_NOOP("RecordProblems", "unknown option {option}"),
    QT_TRANSLATE_NOOP("RecordProblems", "options {first} and {second} cannot be combined"),
    QT_TRANSLATE_NOOP("RecordProblems", "one of {options} must be on"),
    # deals
    QT_TRANSLATE_NOOP("RecordProblems", "deals must be a list"),
    QT_TRANSLATE_NOOP("RecordProblems", "a deal must be a JSON object"),
    QT_TRANSLATE_NOOP("RecordProblems", "actions must be a list"),
    QT_TRANSLATE_NOOP("RecordProblems", "the match is over"),
    QT_TRANSLATE_NOOP("RecordProblems", "the previous deal is not finished"),
    QT_TRANSLATE_NOOP("RecordProblems", "the current deal is not finished"),
    QT_TRANSLATE_NOOP("RecordProblems", "dealer must be a seat number"),
    QT_TRANSLATE_NOOP("RecordProblems", "seed must be an integer"),
    QT_TRANSLATE_NOOP("RecordProblems", "hands must be a list of card lists (or give a seed)"),
    QT_TRANSLATE_NOOP("RecordProblems", "stock must be a list of cards"),
    QT_TRANSLATE_NOOP("RecordProblems", "a deal needs {seats} hands, not {hands}"),
    QT_TRANSLATE_NOOP("RecordProblems", "dealer {dealer} is not a seat"),
    QT_TRANSLATE_NOOP("RecordProblems", "the cards do not form the game's pack"),
    # cards and actions
    QT_TRANSLATE_NOOP("RecordProblems", "not a suit: {code}"),
    QT_TRANSLATE_NOOP("RecordProblems", "not a rank: {code}"),
    QT_TRANSLATE_NOOP("RecordProblems", "not a card code: {code}"),
    QT_TRANSLATE_NOOP("RecordProblems", "not a card: {code}"),
    QT_TRANSLATE_NOOP("RecordProblems", "an action must be a JSON object"),
    QT_TRANSLATE_NOOP("RecordProblems", "an action needs an integer seat"),
    QT_TRANSLATE_NOOP("RecordProblems", "unknown action {action}"),
    QT_TRANSLATE_NOOP("RecordProblems", "unsupported value for {key}: {value}"),
    # the table's own: a record that replays but holds nothing to show
    NO_DEAL,
))


def record_problem_text(err: RecordError, seat_names: list[str] | None = None) -> str:
    """The record's problem as one line in the current language (`replay`'s line in English).

    `seat_names` name the seats in a refusal; without them seats are numbered.
    """
    what = _what(err, seat_names)
    where = err.where
    if where is None:
        return one_line(what)
    frame = AT_DEAL if where.action is None else AT_ACTION
    return one_line(_filled(frame, str(where) + ": " + what,
                            deal=where.deal, action=where.action or 0, problem=what))


def problem_text(problem: Problem) -> str:
    """A core Problem in the current language; one this table does not know stays English."""
    if problem.template not in TEMPLATES:
        return str(problem)
    values = {key: _value(key, value) for key, value in problem.params.items()}
    return _filled(problem.template, str(problem), **values)


def _what(err: RecordError, seat_names: list[str] | None) -> str:
    """What is wrong, without the place: a refusal, a Problem, or a game's own English."""
    if err.refusal is not None:
        return _refusal(err.refusal, seat_names)
    if err.problem is not None:
        return problem_text(err.problem)
    return err.detail


def _refusal(why: Reason, seat_names: list[str] | None) -> str:
    """The rules' refusal: the record's wording in English (as `replay` prints it), else the
    table's translated wording, seats by name or number."""
    if current_language() == "en":
        return why.text()
    names = seat_names if seat_names is not None else _numbered_seats()
    return reason_text(why, names)


def _numbered_seats() -> list[str]:
    words = QCoreApplication.translate(_CTX, SEAT)
    return [_format(words, SEAT.format(seat=n), seat=n) for n in range(MAX_PLAYERS + 1)]


def _value(key: str, value: str | int | Problem) -> str:
    """One value of a Problem in the current language: the core's phrases and game names
    translated, values quoted from the file as they are."""
    if isinstance(value, Problem):
        return problem_text(value)
    if key == "game" and isinstance(value, str):
        return _game_words(value)
    return str(value)


def _game_words(id_or_name: str) -> str:
    """A game's translated name from its English name, or from its id (which the English line
    keeps: the core names the game either way)."""
    for game_id in game_ids():
        spec = game_class(game_id).spec
        by_id = id_or_name == spec.id and current_language() != "en"
        if by_id or id_or_name == spec.name:
            return game_name(spec)
    return id_or_name


def _filled(template: str, english: str, **values: object) -> str:
    """`template` (a QT_TRANSLATE_NOOP literal of this module) translated and filled; the
    English line if a translation's fields are off."""
    return _format(QCoreApplication.translate(_CTX, template), english, **values)


def _format(words: str, english: str, **values: object) -> str:
    try:
        return words.format(**values)
    except (KeyError, IndexError, ValueError):
        return english
