"""A bad record's line as the app shows it: `replay`'s very line in English, translated in
Japanese with the same numbers, and every template the core raises has words to translate."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tablecards.resources import i18n_dir
from tablecards.rules.cards import Rank, Suit
from tablecards.rules.problems import Problem
from tablecards.rules.records import (
    RecordError,
    load_record_file,
    parse_record_text,
    replay_record,
)
from tablecards.rules.registry import new_match
from tablecards.ui import i18n
from tablecards.ui.record_problems import TEMPLATES, record_problem_text

ROOT = Path(__file__).resolve().parents[2]
CORE = ("records", "cards", "actions", "options", "game")


def hearts_record() -> dict[str, Any]:
    """A Hearts match two decisions in (the pass is under way)."""
    match = new_match("hearts", 4, seed=3)
    match.deal_next()
    for _ in range(2):
        match.apply(match.legal_actions()[0])
    return match.to_record()


def finished_record() -> dict[str, Any]:
    """A whole one-deal Sheepshead match."""
    match = new_match("sheepshead", 5, {"hands": 1}, seed=5)
    while not match.over:
        if match.needs_deal:
            match.deal_next()
        else:
            match.apply(match.legal_actions()[0])
    return match.to_record()


def header(**changes: Any) -> dict[str, Any]:
    return {**hearts_record(), **changes}


def with_deal(deal: Any) -> dict[str, Any]:
    return {**hearts_record(), "deals": [deal]}


def with_actions(*actions: Any) -> dict[str, Any]:
    record = hearts_record()
    deal = record["deals"][0]
    return {**record, "deals": [{**deal, "actions": deal["actions"] + list(actions)}]}


def wrong_turn() -> dict[str, Any]:
    record = hearts_record()
    match = replay_record(record).match
    seat = ((match.to_move() or 0) + 1) % 4
    return with_actions({"seat": seat, "pass": ["2C", "3C", "4C"]})


def card_not_held() -> dict[str, Any]:
    match = replay_record(hearts_record()).match
    seat = match.to_move() or 0
    hand = set(match.view(seat).hand)
    absent = [c.code for c in match.pack() if c not in hand][:3]
    return with_actions({"seat": seat, "pass": absent})


HEARTS_PACK_HANDS = [[], [], [], []]
RECORDS: dict[str, Callable[[], dict[str, Any]]] = {
    "format": lambda: header(format="other"),
    "version": lambda: header(version=2),
    "huge version": lambda: header(version=10 ** 20),
    "game": lambda: header(game="chess"),
    "players type": lambda: header(players="four"),
    "players range": lambda: header(players=0),
    "players of the game": lambda: header(players=3),
    "options type": lambda: header(options=[]),
    "unknown option": lambda: header(options={"wild": True}),
    "flag option": lambda: header(options={"no_pass": 5}),
    "choice option": lambda: header(options={"target_score": 60}),
    "number option": lambda: {**finished_record(), "options": {"hands": "x"}},
    "number bound": lambda: {**finished_record(), "options": {"hands": 20001}},
    "combined": lambda: header(options={"tie_shared": True, "tie_play_on": True}),
    "one of a group": lambda: {"format": "tablecards-record", "version": 1,
                               "game": "sheepshead", "players": 5,
                               "options": {"called_ace": False, "jd_partner": False}},
    "seats": lambda: header(seats=["a"]),
    "take_backs": lambda: header(take_backs=-2),
    "open_hands": lambda: header(open_hands="yes"),
    "deals type": lambda: header(deals={}),
    "deal type": lambda: with_deal(7),
    "actions type": lambda: with_deal({"seed": 1, "actions": 7}),
    "dealer type": lambda: with_deal({"dealer": "x", "seed": 1}),
    "seed type": lambda: with_deal({"seed": "x"}),
    "hands type": lambda: with_deal({"hands": 7}),
    "stock type": lambda: with_deal({"hands": HEARTS_PACK_HANDS, "stock": 7}),
    "hand count": lambda: with_deal({"hands": [[]]}),
    "dealer seat": lambda: with_deal({"dealer": 9, "hands": HEARTS_PACK_HANDS}),
    "pack": lambda: with_deal({"dealer": 1, "hands": HEARTS_PACK_HANDS}),
    "game's own check": lambda: with_deal({"dealer": 1, "hands": [
        [c.code for c in new_match("hearts", 4).pack()], [], [], []]}),
    "card code in a deal": lambda: with_deal({"hands": [[5], [], [], []]}),
    "card in a deal": lambda: with_deal({"hands": [["ZZ"], [], [], []]}),
    "previous deal": lambda: {**hearts_record(),
                              "deals": [hearts_record()["deals"][0], {"seed": 2}]},
    "match over": lambda: {**finished_record(), "deals": [
        *finished_record()["deals"], {"seed": 9, "actions": [{"seat": 0, "pick": True}]}]},
    "match over, no actions": lambda: {**finished_record(), "deals": [
        *finished_record()["deals"], {"seed": 9}]},
    "action type": lambda: with_actions(7),
    "action seat": lambda: with_actions({"play": "2C"}),
    "unknown action": lambda: with_actions({"seat": 0, "fly": 1}),
    "action value": lambda: with_actions({"seat": 0, "play": 1.5}),
    "action card code": lambda: with_actions({"seat": 0, "pass": [5]}),
    "action card": lambda: with_actions({"seat": 0, "pass": ["ZZ", "2C", "3C"]}),
    "refused: turn": wrong_turn,
    "refused: not held": card_not_held,
}

TEXTS: dict[str, str] = {
    "not JSON": "{",
    "too deep": "[" * 100_000,
    "too long a number": "9" * 5000,
    "not an object": "[1, 2]",
}


def record_error(make: Callable[[], object]) -> RecordError:
    try:
        make()
    except RecordError as err:
        return err
    raise AssertionError("no RecordError")


def bad_records(tmp_path: Path) -> dict[str, RecordError]:
    """One RecordError for each way a record can be bad that the core words."""
    # Each lambda runs at once, inside record_error: the loop's variables are still current.
    found = {name: record_error(lambda: replay_record(make()))  # noqa: B023
             for name, make in RECORDS.items()}
    for name, text in TEXTS.items():
        found[name] = record_error(lambda: parse_record_text(text))  # noqa: B023
    found["named file not JSON"] = record_error(lambda: file_error(tmp_path, b"{ 1: 2"))
    found["not text"] = record_error(lambda: file_error(tmp_path, b"\xff\xfe\x00{"))
    found["missing file"] = record_error(lambda: load_record_file(tmp_path / "none.json"))
    found["suit word"] = record_error(lambda: wrapped(lambda: Suit.parse("X")))
    found["rank word"] = record_error(lambda: wrapped(lambda: Rank.parse("1")))
    return found


def file_error(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "bad 42.json"
    path.write_bytes(data)
    load_record_file(path)


def wrapped(parse: Callable[[], object]) -> None:
    """A card word that no record field reaches directly, as replay would report it."""
    try:
        parse()
    except Problem as problem:
        raise RecordError(problem) from None


@pytest.fixture(scope="module")
def errors(tmp_path_factory: pytest.TempPathFactory) -> dict[str, RecordError]:
    return bad_records(tmp_path_factory.mktemp("records"))


def test_the_cases_cover_every_kind_of_problem(errors):
    raised = {err.problem.template for err in errors.values() if err.problem is not None}
    nested = {v.template for err in errors.values() if err.problem is not None
              for v in err.problem.params.values() if isinstance(v, Problem)}
    assert core_templates() - {"the current deal is not finished"} <= raised | nested
    assert any(err.refusal is not None for err in errors.values())
    assert any(err.problem is None and err.refusal is None for err in errors.values())


def test_in_english_the_line_is_replays_line(errors):
    for name, err in errors.items():
        assert record_problem_text(err) == str(err), name
        assert record_problem_text(err, ["Ann", "Bob", "Cy", "Di"]) == str(err), name


def core_templates() -> set[str]:
    """Every template the core raises, read from its source."""
    found: set[str] = set()
    for module in CORE:
        tree = ast.parse((ROOT / "tablecards" / "rules" / f"{module}.py").read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Problem":
                first = node.args[0]
                assert isinstance(first, ast.Constant), f"{module}.py:{node.lineno}"
                found.add(first.value)
    return found


def test_every_template_the_core_raises_has_an_entry():
    templates = core_templates()
    assert len(templates) > 40
    assert templates <= TEMPLATES


def test_a_template_without_an_entry_stays_english():
    err = RecordError(Problem("the {thing} is odd", thing="hat"))
    assert record_problem_text(err) == "the hat is odd"


@pytest.fixture
def japanese(qapp) -> Iterator[None]:
    """Japanese installed from the compiled catalogue (rebuilt when older than its source)."""
    ts = ROOT / "translations" / "tablecards_ja.ts"
    qm = i18n_dir() / "tablecards_ja.qm"
    tool = Path(sys.executable).parent / "pyside6-lrelease"
    release = str(tool) if tool.exists() else shutil.which("pyside6-lrelease")
    if release and (not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime):
        qm.parent.mkdir(exist_ok=True)
        subprocess.run([release, "-silent", str(ts), "-qm", str(qm)], check=True)
    i18n.set_language("ja", remember=False)
    yield
    i18n.set_language("en", remember=False)


def numbers(line: str) -> list[str]:
    return sorted(re.findall(r"\d+", line))


def test_in_japanese_the_line_is_translated_with_its_numbers(errors, japanese):
    for name, err in errors.items():
        line = record_problem_text(err)
        assert line != str(err), name
        assert set(numbers(str(err))) <= set(numbers(line)), name

