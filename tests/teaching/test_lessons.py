"""Every game's course: lessons that load, replay, and teach one move at a time."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from tablecards.rules import lesson_moves, lessons, rules_pages
from tablecards.rules.records import replay_record
from tablecards.rules.registry import game_ids
from tests.game_cases import skip_incubating

ALL = lessons.all_lessons()


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_has_a_course_ending_with_a_free_hand(game_id: str) -> None:
    skip_incubating(game_id, "lessons")
    course = lessons.lessons_of(game_id)
    assert 3 <= len(course) <= 7
    assert len({lesson.id for lesson in course}) == len(course)
    assert course[-1].free and not any(lesson.free for lesson in course[:-1])
    assert replay_record(course[-1].record).match.deal.is_complete()


@pytest.mark.parametrize("lesson", ALL, ids=[lesson.key for lesson in ALL])
def test_lesson_texts_are_in_every_language_and_draw(lesson: lessons.Lesson) -> None:
    texts = [lesson.title, lesson.done]
    for step in lesson.steps:
        texts += [step.text, *(w for w in (step.right, step.other, step.illegal) if w)]
        texts += list(step.wrong.values())
    for words in texts:
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", words["ja"]), words
        for block in rules_pages.CARD_BLOCK.findall(words["en"] + words["ja"]):
            rules_pages.card_marks(block)


@pytest.mark.parametrize("lesson", [x for x in ALL if not x.free],
                         ids=[x.key for x in ALL if not x.free])
def test_scripted_lesson_teaches_every_move_of_the_learner(lesson: lessons.Lesson) -> None:
    """Each `do` step expects the learner's recorded move and explains the others."""
    dos = [step for step in lesson.steps if step.kind == "do"]
    script = lesson.script()
    assert [step.expect for step in dos] == [a for a in script if a.seat == lesson.seat]
    match = lesson.start()
    for n, action in enumerate(script):
        step = next((s for s in dos if s.at == n), None)
        if step is not None:
            others = [a for a in match.legal_actions() if not step.accepts(a, match)]
            assert all(step.explanation(a) for a in others)
        match.apply(action)


def test_listing_names_each_lesson_and_its_replayable_record() -> None:
    listing = lessons.lessons_listing()
    assert len(listing) == len(ALL)
    first = listing[0]
    assert set(first) == {"game", "id", "title", "steps", "record"}
    assert set(first["title"]) >= {"en", "ja"}
    for item in listing:
        record = json.loads(Path(item["record"]).read_text(encoding="utf-8"))
        assert record["game"] == item["game"]
        replay_record(record)


@pytest.fixture
def lesson_copy(tmp_path: Path) -> tuple[Path, dict]:
    """A copy of the first scripted lesson, to break."""
    lesson = next(x for x in ALL if not x.free)
    shutil.copy(lesson.record_path, tmp_path / lesson.record_path.name)
    target = tmp_path / lesson.path.name
    return target, json.loads(lesson.path.read_text(encoding="utf-8"))


def load_broken(lesson_copy: tuple[Path, dict], change) -> str:
    target, raw = lesson_copy
    change(raw)
    target.write_text(json.dumps(raw), encoding="utf-8")
    game = json.loads((target.parent / raw["record"]).read_text())["game"]
    with pytest.raises(lessons.LessonError) as caught:
        lessons.load_lesson(game, target)
    return str(caught.value)


def test_a_missing_translation_is_refused(lesson_copy) -> None:
    assert "no ja text" in load_broken(lesson_copy, lambda raw: raw["title"].pop("ja"))


def test_a_do_step_too_few_is_refused(lesson_copy) -> None:
    def drop_do(raw: dict) -> None:
        raw["steps"].remove(next(s for s in raw["steps"] if "do" in s))
    assert "do steps for" in load_broken(lesson_copy, drop_do)


def test_a_wrong_move_that_is_not_legal_is_refused(lesson_copy) -> None:
    def bad_wrong(raw: dict) -> None:
        step = next(s for s in raw["steps"] if "do" in s)
        step["wrong"] = {"play=ZZ": {"en": "x", "ja": "x"}}
    assert "not another legal move" in load_broken(lesson_copy, bad_wrong)


def test_a_record_that_does_not_replay_is_refused(lesson_copy, tmp_path: Path) -> None:
    def corrupt(raw: dict) -> None:
        path = tmp_path / raw["record"]
        record = json.loads(path.read_text())
        record["deals"][0]["actions"].insert(0, {"seat": 0, "play": "JK"})
        path.write_text(json.dumps(record))
    assert "does not replay" in load_broken(lesson_copy, corrupt)


def test_an_unknown_version_is_refused(lesson_copy) -> None:
    assert "version" in load_broken(lesson_copy, lambda raw: raw.update(version=9))


# -- moves that serve the step's point ----------------------------------------------------
def step_at(lesson: lessons.Lesson, starts: str):
    """The `do` step whose words start with `starts`, and the match where it stands."""
    step = next(s for s in lesson.steps if s.kind == "do" and s.text["en"].startswith(starts))
    match = lesson.start()
    for action in lesson.script()[:step.at]:
        match.apply(action)
    return step, match


def by_key(match, key: str):
    return next(a for a in match.legal_actions() if lessons.action_key(a) == key)


def lesson_of(game_id: str, lesson_id: str) -> lessons.Lesson:
    return next(x for x in lessons.lessons_of(game_id) if x.id == lesson_id)


def test_another_bid_of_three_that_keeps_the_winners_is_accepted() -> None:
    step, match = step_at(lesson_of("ninety_nine", "bid_cards"), "So bid 3")
    assert step.accepts(by_key(match, "bid=JS,7H,6D"), match)
    assert step.accepts(by_key(match, "bid=JS,6H,8D"), match)
    assert not step.accepts(by_key(match, "bid=QS,KS,AS"), match)  # bids 3, throws winners
    assert not step.accepts(by_key(match, "bid=6D,7D,6C"), match)  # bids 3, keeps the J♠
    assert not step.accepts(by_key(match, "bid=JS,7H,6D"))  # no match: only its own move


def test_every_card_that_cannot_win_is_accepted_when_losing_is_the_point() -> None:
    step, match = step_at(lesson_of("ninety_nine", "bid_cards"), "Lead the {{6H}}")
    accepted = {lessons.action_key(a) for a in match.legal_actions() if step.accepts(a, match)}
    assert accepted == {"6H", "7H", "6D", "7D", "6C", "7C"}


def test_a_sure_winner_is_accepted_when_winning_is_the_point() -> None:
    step, match = step_at(lesson_of("ninety_nine", "bid_cards"), "Take your sure tricks")
    accepted = {lessons.action_key(a) for a in match.legal_actions() if step.accepts(a, match)}
    assert accepted == {"AS", "KS", "QS"}


@pytest.mark.parametrize("lesson", [x for x in ALL if not x.free],
                         ids=[x.key for x in ALL if not x.free])
def test_words_for_any_illegal_move_name_no_other_card_of_the_hand(lesson) -> None:
    """The step's words for every refused move may name the lesson's own cards, never
    another card the learner holds (which the learner may not have clicked)."""
    match = lesson.start()
    for n, action in enumerate(lesson.script()):
        step = next((s for s in lesson.steps if s.kind == "do" and s.at == n), None)
        if step is not None and step.illegal is not None:
            hand = {c.code for c in match.view(lesson.seat).hand}
            own = {c.code for c in lesson_moves.move_cards(step.expect)}
            named = set()
            for block in rules_pages.CARD_BLOCK.findall(step.illegal["en"]):
                named |= set(re.findall(r"(?:10|[2-9AKQJ])[SHDC]", block))
            assert not (named & hand) - own, (n, step.illegal["en"])
        match.apply(action)


def test_an_accept_test_that_refuses_the_lessons_own_move_is_refused(lesson_copy) -> None:
    def refuse_own(raw: dict) -> None:
        step = next(s for s in raw["steps"] if "do" in s)
        step["accept"] = {"moves": ["nothing"]}
    assert "refuses the lesson's own move" in load_broken(lesson_copy, refuse_own)


def test_an_unknown_accept_test_is_refused(lesson_copy) -> None:
    def unknown(raw: dict) -> None:
        next(s for s in raw["steps"] if "do" in s)["accept"] = {"colour": "red"}
    assert "unknown accept test" in load_broken(lesson_copy, unknown)


# A sentence that says a seat holds no card of a suit ('West has no spade', 'watch West, who
# has no club left', 'North and East had no spade').
SEAT_WORD = r"(?:North|South|East|West|Northeast|Northwest|Southeast|Southwest)"
VOID_CLAIM = re.compile(rf"({SEAT_WORD}(?: and {SEAT_WORD})*)(?:, who)? (?:has|had|holds|held) "
                        r"no (spade|heart|club|diamond)s?")


def shown_out(lesson: lessons.Lesson, moves: int) -> set[tuple[str, str]]:
    """(seat name, suit word) for each seat that has failed to follow a led suit in the
    first `moves` actions of the lesson's deal: what the learner has seen at the table."""
    from tablecards.games.sheepshead.cards import eff_suit

    def suit_of(card):  # Sheepshead's queens, jacks and diamonds follow as trumps
        return eff_suit(card) if lesson.game == "sheepshead" else card.suit

    match = lesson.start()
    for action in lesson.script()[:moves]:
        match.apply(action)
    view = match.view(lesson.seat)
    names = lesson.record["seats"]
    seen = set()
    for trick in [*view.tricks, *([view.trick] if view.trick else [])]:
        led = suit_of(trick.plays[0][1]) if trick.plays else None
        for seat, card in trick.plays[1:]:
            if led is not None and suit_of(card) != led:
                seen.add((names[seat], led.name.lower().rstrip("s")))
    return seen


@pytest.mark.parametrize("lesson", [x for x in ALL if not x.free],
                         ids=[x.key for x in ALL if not x.free])
def test_a_lesson_says_a_seat_lacks_a_suit_only_once_the_table_showed_it(lesson) -> None:
    """Advice rests on what the learner can see: 'West has no spade' only after West failed
    to follow spades (Sheepshead lesson 3 once advised a lead on West's unseen void). The
    answer to a move stays on show while the trick ends, so it may tell in the past tense what
    the others played after it ('North and East had no spade'), never in the present."""
    unseen = []
    steps = list(lesson.steps)
    for n, step in enumerate(steps):
        texts = [(step.text, step.at, step.at)]
        if step.kind == "do":  # the answer to the learner's move, on show till the next step
            until = steps[n + 1].at if n + 1 < len(steps) else len(lesson.script())
            texts += [(words, step.at + 1, until) for words in (step.right, step.also)]
            texts += [(step.other, step.at, step.at)]
        for words, now, later in texts:
            for claim in VOID_CLAIM.finditer(lessons.pick(words, "en")):
                moves = later if claim.group(0).split()[-3] in ("had", "held") else now
                seats = claim.group(1).split(" and ")
                if {(s, claim.group(2)) for s in seats} - shown_out(lesson, moves):
                    unseen.append(claim.group(0))
    assert unseen == []
