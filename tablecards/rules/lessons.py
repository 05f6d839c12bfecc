"""Lessons: a stacked deal and the steps that teach with it, read from a game's folder.

A lesson is two files in `tablecards/games/<id>/lessons/`: `NN_name.lesson.json` (the steps,
their words in every language) and the record it names (`NN_name.record.json`, an ordinary
game record with fixed hands, which `tablecards replay` replays). The record's first deal is
the lesson's script: the computer seats play its actions, so every learner sees the same hand,
and each action of the learner's seat is one `do` step that accepts exactly that move (a set
of cards in any order). `say` steps are read and dismissed. A `free` lesson (a first hand with
the coach on) scripts nothing: the record only stacks the deal, and the computer seats think.

The format (`version` 1):

    {"format": "tablecards-lesson", "version": 1, "id": "trumps",
     "title": {"en": "...", "ja": "..."}, "record": "03_trumps.record.json",
     "seat": 0, "free": false,
     "steps": [
       {"say": {"en": "...", "ja": "..."}, "at": 4},
       {"do": {"en": "...", "ja": "..."}, "right": {...}, "other": {...},
        "wrong": {"QS": {...}}, "cards": ["AS"]}],
     "done": {"en": "...", "ja": "..."}}

- `at`: how many of the deal's actions have been played when the step shows. A `do` step's is
  its learner action's place (it may be left out); a `say` step's defaults to the next `do`
  step's, or the end of the script.
- `do` texts: the instruction; `right`, said once the move is made; `other`, said for any other
  legal move (the learner tries again); `wrong`, said instead for a move named by its
  `action_key`; `illegal` (optional), added to the rules' own refusal of any move, so it must
  not be about one card; `refused` (optional), said instead for an illegal move named by its
  key (the card clicked). `cards`: cards the table rings while the step shows.
- `accept` (optional): the other moves that serve the step's point, as tests the rules core
  checks (`tablecards/rules/lesson_moves.py`: the same bid, a card that also loses the
  trick...). Such a move is praised, then the lesson says what its own move was; `also`
  (optional) is said for it instead of the generic words.
- Texts may hold the card notation of the rules pages (`{{QS 10H}}`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import Match
from tablecards.rules.lesson_moves import AcceptError, Test, accepted, parse_tests
from tablecards.rules.records import RecordError, parse_action, replay_record
from tablecards.rules.registry import game_entry, game_ids

LESSON_FORMAT = "tablecards-lesson"
LESSON_VERSION = 1
LANGUAGES = ("en", "ja")
LESSON_SUFFIX = ".lesson.json"

Words = Mapping[str, str]
"""One text in every language, by language code."""


class LessonError(ValueError):
    """A lesson file that cannot be taught from, with the reason."""


def pick(words: Words | None, language: str) -> str:
    """The text in `language`, else in English, else empty."""
    if not words:
        return ""
    return words.get(language) or words.get("en", "")


def action_key(action: Action) -> str:
    """A short stable name of an action without its seat: `QS` for a plain play, else
    `verb=value` pairs (`bid=7S,8H,9D`, `pick=true`, `play=AS lot=true`); card lists sorted, so
    a set of cards matches in any order."""
    record = action.to_record()
    record.pop("seat", None)
    if list(record) == ["play"]:
        return str(record["play"])
    parts = []
    for name, value in record.items():
        if isinstance(value, list):
            value = ",".join(sorted(value, key=_card_order))
        elif isinstance(value, bool):
            value = "true" if value else "false"
        parts.append(f"{name}={value}")
    return " ".join(parts)


def _card_order(code: str) -> tuple[int, int]:
    try:
        return Card.parse(code).sort_key
    except ValueError:
        return (99, 99)


@dataclass(frozen=True)
class Step:
    """One moment of a lesson: words to read (`say`) or a move to make (`do`)."""

    kind: str
    text: Words
    at: int
    expect: Action | None = None
    right: Words | None = None
    other: Words | None = None
    illegal: Words | None = None
    wrong: Mapping[str, Words] = field(default_factory=dict)
    cards: tuple[str, ...] = ()
    accept: tuple[Test, ...] = ()
    also: Words | None = None
    refused: Mapping[str, Words] = field(default_factory=dict)

    def explanation(self, action: Action) -> Words | None:
        """What to say for a legal move this step does not accept."""
        return self.wrong.get(action_key(action)) or self.other

    def refusal_words(self, action: Action) -> Words | None:
        """What to add to the rules' refusal of an illegal move: words about that very move
        if the step has them, else the step's words for any illegal move."""
        return self.refused.get(action_key(action)) or self.illegal

    def is_own(self, action: Action) -> bool:
        """The very move the lesson's record makes here."""
        return self.expect is not None and action_key(action) == action_key(self.expect) \
            and action.seat == self.expect.seat

    def accepts(self, action: Action, match: Match | None = None) -> bool:
        """The lesson's own move, or (given the match where the step stands, the move legal
        there) another that its `accept` tests say serves the same point."""
        if self.is_own(action):
            return True
        if match is None or not self.accept or self.expect is None \
                or action.seat != self.expect.seat:
            return False
        return accepted(self.accept, action, match, action_key(action))


@dataclass(frozen=True)
class Lesson:
    """One lesson of a game's course."""

    game: str
    id: str
    order: int
    title: Words
    seat: int
    free: bool
    steps: tuple[Step, ...]
    done: Words
    record: Mapping[str, Any]
    record_path: Path
    path: Path

    def script(self) -> list[Action]:
        """The scripted actions of the lesson's deal, in order."""
        match = self.start()
        return [parse_action(match, raw) for raw in self.record["deals"][0].get("actions", [])]

    def start(self) -> Match:
        """The match at the lesson's start: its deal dealt, nothing played."""
        record = dict(self.record)
        first = dict(record["deals"][0])
        first["actions"] = []
        record["deals"] = [first]
        return replay_record(record).match

    @property
    def key(self) -> str:
        """`game/id`, unique among all lessons (progress is kept by it)."""
        return f"{self.game}/{self.id}"


def lesson_folder(game_id: str) -> Path:
    return game_entry(game_id).folder() / "lessons"


@cache
def lessons_of(game_id: str) -> tuple[Lesson, ...]:
    """A game's course, in order (none when it has no lessons folder).

    Raises:
        LessonError: for a lesson file that cannot be read or taught.
    """
    folder = lesson_folder(game_id)
    if not folder.is_dir():
        return ()
    paths = sorted(folder.glob(f"*{LESSON_SUFFIX}"))
    return tuple(load_lesson(game_id, path, n) for n, path in enumerate(paths))


def all_lessons() -> list[Lesson]:
    """Every game's course, games in the lobby's order."""
    return [lesson for game_id in game_ids() for lesson in lessons_of(game_id)]


def load_lesson(game_id: str, path: Path, order: int = 0) -> Lesson:
    """Read, replay and check one lesson file.

    Raises:
        LessonError: naming the file and what is wrong with it.
    """
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return _lesson(game_id, path, order, raw)
    except (OSError, ValueError) as err:
        raise LessonError(f"{path.name}: {err}") from None


def _lesson(game_id: str, path: Path, order: int, raw: Any) -> Lesson:
    if not isinstance(raw, dict) or raw.get("format") != LESSON_FORMAT:
        raise LessonError("not a lesson file")
    if raw.get("version") != LESSON_VERSION:
        raise LessonError(f"unknown lesson version {raw.get('version')!r}")
    record_path = path.parent / str(raw.get("record", ""))
    record = json.loads(record_path.read_text(encoding="utf-8"))
    if record.get("game") != game_id:
        raise LessonError(f"its record is a {record.get('game')!r} record")
    if not isinstance(record.get("deals"), list) or len(record["deals"]) != 1:
        raise LessonError("its record must hold exactly one deal")
    try:
        replay = replay_record(record)
    except RecordError as err:
        raise LessonError(f"its record does not replay: {err}") from None
    seat = raw.get("seat", 0)
    if not isinstance(seat, int) or not 0 <= seat < replay.match.seats:
        raise LessonError("seat must be a seat of the record")
    lesson = Lesson(game=game_id, id=_text_field(raw, "id"), order=order,
                    title=_words(raw.get("title"), "title"), seat=seat,
                    free=bool(raw.get("free", False)), steps=(), done=_words(
                        raw.get("done"), "done"), record=record, record_path=record_path,
                    path=path)
    return replace(lesson, steps=_steps(lesson, raw.get("steps")))


def _text_field(raw: Mapping[str, Any], name: str) -> str:
    value = raw.get(name)
    if not isinstance(value, str) or not value:
        raise LessonError(f"{name} must be a non-empty string")
    return value


def _words(value: Any, what: str) -> Words:
    if not isinstance(value, dict):
        raise LessonError(f"{what} must give its text in {', '.join(LANGUAGES)}")
    for language in LANGUAGES:
        text = value.get(language)
        if not isinstance(text, str) or not text.strip():
            raise LessonError(f"{what} has no {language} text")
    return dict(value)


def _steps(lesson: Lesson, raw: Any) -> tuple[Step, ...]:
    if not isinstance(raw, list) or not raw:
        raise LessonError("steps must be a non-empty list")
    script = lesson.script()
    learner = [n for n, action in enumerate(script) if action.seat == lesson.seat]
    dos = sum(1 for step in raw if isinstance(step, dict) and "do" in step)
    if lesson.free and dos:
        raise LessonError("a free lesson has no do steps: the learner plays as they like")
    if not lesson.free and dos != len(learner):
        raise LessonError(f"{dos} do steps for {len(learner)} actions of seat {lesson.seat}")
    return _placed_steps(lesson, raw, script, learner)


def _placed_steps(lesson: Lesson, raw: list[Any], script: list[Action],
                  learner: list[int]) -> tuple[Step, ...]:
    """Each step with its place in the script, checked to move forward only."""
    end = 0 if lesson.free else len(script)
    do_places = iter(learner)
    steps: list[Step] = []
    upcoming = list(learner)
    match = lesson.start()  # walked forward to each do step's place, once
    for n, item in enumerate(raw):
        if not isinstance(item, dict) or ("say" in item) == ("do" in item):
            raise LessonError(f"step {n} must be a say or a do step")
        if "do" in item:
            place = next(do_places)
            upcoming.remove(place)
            if item.get("at", place) != place:
                raise LessonError(f"step {n}: the learner's move is action {place}")
            for action in script[len(match.actions[-1]):place]:
                match.apply(action)
            steps.append(_do_step(n, item, script[place], match))
        else:
            default = upcoming[0] if upcoming else end
            place = item.get("at", default)
            if not isinstance(place, int) or not 0 <= place <= end:
                raise LessonError(f"step {n}: at must be between 0 and {end}")
            steps.append(Step("say", _words(item["say"], f"step {n}"), place,
                              cards=_card_list(item, n)))
        if len(steps) > 1 and steps[-1].at < steps[-2].at:
            raise LessonError(f"step {n} comes before the step above it")
    return tuple(steps)


def _do_step(n: int, item: Mapping[str, Any], expect: Action, match: Match) -> Step:
    """A `do` step expecting `expect`, checked against the legal moves of `match` there."""
    place = len(match.actions[-1])
    legal = {action_key(a): a for a in match.legal_actions()}
    wrong = item.get("wrong", {})
    if not isinstance(wrong, dict):
        raise LessonError(f"step {n}: wrong must map moves to texts")
    for key in wrong:
        if key not in legal or key == action_key(expect):
            raise LessonError(f"step {n}: {key!r} is not another legal move here")
    tests = _accept_tests(n, item, expect, match)
    also = {k for k, a in legal.items() if tests and accepted(tests, a, match, k)}
    for key in wrong:
        if key in also:
            raise LessonError(f"step {n}: {key!r} is accepted, so its wrong text never shows")
    if len(legal) > 1 and "other" not in item \
            and set(legal) - {action_key(expect)} - set(wrong) - also:
        raise LessonError(f"step {n}: say what is wrong with the other legal moves (other)")
    optional = {name: _words(item[name], f"step {n} {name}")
                for name in ("right", "other", "illegal", "also") if name in item}
    return Step("do", _words(item["do"], f"step {n}"), place, expect,
                wrong={k: _words(v, f"step {n} wrong {k}") for k, v in wrong.items()},
                cards=_card_list(item, n), accept=tests,
                refused=_refused(n, item, legal), **optional)


def _accept_tests(n: int, item: Mapping[str, Any], expect: Action,
                  match: Match) -> tuple[Test, ...]:
    """The step's `accept` tests, each checked to accept the step's own move."""
    if "accept" not in item:
        return ()
    try:
        tests = parse_tests(item["accept"])
        for test in tests:
            if not accepted((test,), expect, match, action_key(expect)):
                raise LessonError(f"step {n}: an accept test refuses the lesson's own move")
    except AcceptError as err:
        raise LessonError(f"step {n}: {err}") from None
    return tests


def _refused(n: int, item: Mapping[str, Any], legal: Mapping[str, Action]) -> dict[str, Words]:
    """Words for illegal moves by key: each key must not be a legal move here."""
    refused = item.get("refused", {})
    if not isinstance(refused, dict):
        raise LessonError(f"step {n}: refused must map moves to texts")
    for key in refused:
        if key in legal:
            raise LessonError(f"step {n}: {key!r} is a legal move, not a refused one")
    return {k: _words(v, f"step {n} refused {k}") for k, v in refused.items()}



def _card_list(item: Mapping[str, Any], n: int) -> tuple[str, ...]:
    cards = item.get("cards", [])
    if not isinstance(cards, list):
        raise LessonError(f"step {n}: cards must be a list of card codes")
    for code in cards:
        Card.parse(code)
    return tuple(cards)


def lessons_listing() -> list[dict[str, Any]]:
    """What `tablecards lessons` prints: one object per lesson, games in the lobby's order."""
    return [{"game": lesson.game, "id": lesson.id, "title": dict(lesson.title),
             "steps": len(lesson.steps), "record": str(lesson.record_path)}
            for lesson in all_lessons()]
