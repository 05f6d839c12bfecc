"""Malformed and extreme records: `tablecards replay` answers with one line, never a traceback.

The CLI runs in-process here (`cli.main`), so an escaping exception fails the test outright;
test_records.py checks the same through a real subprocess for the common cases.
"""

from __future__ import annotations

import json
import string
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablecards import cli
from tablecards.games.sheepshead.deal import SheepsheadDeal
from tablecards.games.sheepshead.options import MAX_MULTIPLIER
from tablecards.rules import records
from tablecards.rules.game import Match
from tablecards.rules.options import MAX_OPTION_NUMBER
from tablecards.rules.records import RecordError, load_record_file, replay_record
from tablecards.rules.registry import new_match

BOM = b"\xef\xbb\xbf"


def tressette_record() -> dict[str, Any]:
    match = new_match("tressette", 2, seed=4)
    match.deal_next()
    for _ in range(3):
        match.apply(match.legal_actions()[0])
    return match.to_record()


def replay_in_process(path: Path | str,
                      capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli.main(["replay", str(path)])
    out, err = capsys.readouterr()
    return status, out, err


def assert_one_line_failure(status: int, out: str, err: str) -> None:
    assert status == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert len(err) < 300


def test_a_five_thousand_digit_player_count_is_one_line(tmp_path, capsys):
    text = json.dumps(tressette_record()).replace('"players": 2', '"players": ' + "9" * 5000)
    path = tmp_path / "r.json"
    path.write_text(text)
    status, out, err = replay_in_process(path, capsys)
    assert_one_line_failure(status, out, err)
    assert "number too long" in err


def test_a_huge_but_readable_player_count_is_not_printed_in_full(tmp_path, capsys):
    record = {**tressette_record(), "players": 10 ** 4000}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    status, out, err = replay_in_process(path, capsys)
    assert_one_line_failure(status, out, err)
    assert "players" in err


@pytest.mark.parametrize("value", [10 ** 30, MAX_OPTION_NUMBER + 1, -MAX_OPTION_NUMBER - 1])
def test_number_options_are_bounded(value):
    record = {"format": "tablecards-record", "version": 1, "game": "sheepshead",
              "players": 5, "options": {"hands": value}}
    with pytest.raises(RecordError, match="hands must be between"):
        replay_record(record)


def thrown_in_match(deals: int) -> Match:
    """A legal doublers match whose first `deals` hands are all thrown in; the next is dealt."""
    match = new_match("sheepshead", 5, {"doublers": True, "hands": deals + 1}, seed=2)
    for _ in range(deals):
        match.deal_next()
        while not match.needs_deal:
            match.apply(next(a for a in match.legal_actions() if a.value is False))
    match.deal_next()
    return match


def test_sheepshead_doubling_stops_at_the_cap():
    match = replay_record(thrown_in_match(12).to_record()).match
    assert isinstance(match.deal, SheepsheadDeal)
    assert match.deal.multiplier == MAX_MULTIPLIER
    thrown_in = match.results[-2]
    assert thrown_in.complete


def test_a_long_run_of_thrown_in_hands_replays_with_short_totals(tmp_path, capsys):
    match = thrown_in_match(40)
    while match.legal_actions():  # the doubled hand is played out
        match.apply(match.legal_actions()[0])
    path = tmp_path / "r.json"
    path.write_text(json.dumps(match.to_record()))
    status, out, err = replay_in_process(path, capsys)
    assert status == 0, err
    totals = json.loads(out)["totals"]
    assert 0 < max(abs(t) for t in totals) <= 4 * 2 * 3 * MAX_MULTIPLIER  # alone, bumped


def test_a_result_json_cannot_encode_is_one_line(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(records, "replay_file", lambda path: {"totals": [10 ** 5000]})
    status, out, err = replay_in_process(tmp_path / "any.json", capsys)
    assert_one_line_failure(status, out, err)


@pytest.mark.parametrize("version", [True, 1.0, "1", None, 2])
def test_only_the_integer_version_one_is_read(version):
    with pytest.raises(RecordError, match="unsupported record version"):
        replay_record({**tressette_record(), "version": version})


def test_a_utf8_bom_is_accepted(tmp_path, capsys):
    path = tmp_path / "r.json"
    path.write_bytes(BOM + json.dumps(tressette_record()).encode())
    status, out, err = replay_in_process(path, capsys)
    assert status == 0 and err == ""
    assert json.loads(out)["game"] == "tressette"


# -- any file at all ---------------------------------------------------------------------
VALID = json.dumps(tressette_record()).encode()
HUGE = b"9" * 5000
DEEP = b"[" * 100_000


def mangle(how: str, where: int, junk: bytes) -> bytes:
    """A valid record's bytes spoilt one way."""
    cut = where % (len(VALID) + 1)
    edits = {
        "truncate": VALID[:cut],
        "insert": VALID[:cut] + junk + VALID[cut:],
        "replace": VALID[:cut] + junk + VALID[cut + len(junk):],
        "bom": BOM + VALID[:cut],
        "huge": VALID[:cut] + HUGE + VALID[cut:],
        "deep": VALID[:cut] + DEEP,
        "nul": VALID[:cut] + b"\x00" + VALID[cut:],
        "bad utf8": VALID[:cut] + b"\xc3\x28\xff" + VALID[cut:],
    }
    return edits[how]


JSON_SNIPPETS = st.sampled_from([
    b"true", b"1.0", b"-1", b"null", b"[]", b"{}", b'"x"', b"1e999", b"NaN", b"Infinity",
    b"\"\\ud800\"", b"[" * 50, b"9" * 4400, b"{\"seat\": 99999999999999999999}",
])


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(how=st.sampled_from(["truncate", "insert", "replace", "bom", "huge", "deep", "nul",
                            "bad utf8"]),
       where=st.integers(0, 10 ** 6),
       junk=st.one_of(JSON_SNIPPETS, st.binary(max_size=8),
                      st.text(string.printable, max_size=8).map(str.encode)))
def test_replay_of_any_spoilt_file_is_a_result_or_one_line(tmp_path, capsys, how, where, junk):
    path = tmp_path / "r.json"
    path.write_bytes(mangle(how, where, junk))
    status, out, err = replay_in_process(path, capsys)
    if status == 0:
        assert isinstance(json.loads(out), dict)
    else:
        assert_one_line_failure(status, out, err)


@pytest.mark.parametrize("content", [b"", b"\x00" * 10, b"\xff\xfe{}", BOM, DEEP, b"[" + HUGE])
def test_special_contents_are_one_line(tmp_path, capsys, content):
    path = tmp_path / "r.json"
    path.write_bytes(content)
    assert_one_line_failure(*replay_in_process(path, capsys))


def test_a_directory_and_a_missing_file_are_one_line(tmp_path, capsys):
    assert_one_line_failure(*replay_in_process(tmp_path, capsys))
    assert_one_line_failure(*replay_in_process(tmp_path / "missing.json", capsys))


def test_load_record_file_reads_the_bom_form_like_the_plain_one(tmp_path):
    plain, bom = tmp_path / "a.json", tmp_path / "b.json"
    plain.write_bytes(VALID)
    bom.write_bytes(BOM + VALID)
    assert load_record_file(plain) == load_record_file(bom)


# -- any value anywhere ------------------------------------------------------------------
def sample_record(game_id: str) -> dict[str, Any]:
    players = {"sheepshead": 5, "ninety_nine": 3, "nominations": 4, "tressette": 2,
               "mini_misere": 4, "sneak": 4, "hearts": 4}[game_id]
    match = new_match(game_id, players, seed=5)
    match.deal_next()
    for _ in range(6):
        legal = match.legal_actions()
        if not legal:
            break
        match.apply(legal[0])
    return json.loads(json.dumps(match.to_record()))


RECORDS = {g: sample_record(g) for g in ("sheepshead", "ninety_nine", "nominations",
                                         "tressette", "mini_misere", "sneak", "hearts")}
NASTY = st.sampled_from([
    10 ** 4000, -(10 ** 4000), 2 ** 64, 1e308, -0.0, float("inf"), True, None, "", "\x00",
    "\ud800", "Z" * 3000, [], {}, [[[[[[[[[[[]]]]]]]]]]], {"seat": 10 ** 30}, [10 ** 30] * 3,
])


def json_paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    children = (node.items() if isinstance(node, dict)
                else enumerate(node) if isinstance(node, list) else [])
    for key, value in children:
        found += json_paths(value, (*prefix, key))
    return found


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game_id=st.sampled_from(sorted(RECORDS)), pick=st.integers(0, 10 ** 6), value=NASTY)
def test_replay_of_any_value_anywhere_is_a_result_or_one_line(tmp_path, capsys, game_id,
                                                              pick, value):
    record = json.loads(json.dumps(RECORDS[game_id]))
    paths = json_paths(record)[1:]
    path = paths[pick % len(paths)]
    parent = record
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    file = tmp_path / "r.json"
    file.write_text(json.dumps(record), encoding="utf-8", errors="surrogatepass")
    status, out, err = replay_in_process(file, capsys)
    if status == 0:
        assert isinstance(json.loads(out), dict)
    else:
        assert_one_line_failure(status, out, err)
