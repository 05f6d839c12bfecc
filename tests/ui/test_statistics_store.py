"""The statistics store: finished matches of every game recorded and read back, variants and
games kept apart, a match counted once by its key, version-1 files migrated, damaged files set
aside, and busy, locked, full or newer files left as they are with nothing lost."""

from __future__ import annotations

import contextlib
import random
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tablecards.rules.game import Match
from tablecards.rules.records import match_from_record
from tablecards.rules.registry import game_class, game_entry, game_ids
from tablecards.ui import statistics
from tablecards.ui.statistics import (
    IN_MEMORY,
    NOT_WRITTEN,
    SCHEMA_VERSION,
    SET_ASIDE,
    STATS_FILE,
    FinishedMatch,
    SeatOutcome,
    StatsStore,
    finished_match,
    variant_key,
    variant_of,
)
from tests.matches import played_out

WHEN = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)


def names_of(match: Match) -> list[str]:
    return [f"{match.spec.id} seat {s}" if s else "Ann" for s in range(match.players)]


def finished(match: Match, when: datetime = WHEN, open_hands: bool = False) -> FinishedMatch:
    humans = [s == 0 for s in range(match.players)]
    return finished_match(match, names_of(match), humans, open_hands, when)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatsStore]:
    opened = StatsStore(tmp_path / STATS_FILE)
    yield opened
    opened.close()


def aside_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("statistics.corrupt-*.sqlite3"))


@pytest.mark.parametrize("game", game_ids())
def test_a_finished_match_of_each_game_reads_back_and_adds_up(store, game):
    match = played_out(game, seed=7)
    record = finished(match)
    store.record(record)
    complete = [r for r in match.results if r.complete]
    entry = game_entry(game)  # an incubating game may have no figures of its own yet
    figures = (entry.load(entry.figures).figures(match.to_record()) if entry.figures
               else [{} for _ in names_of(match)])
    assert store.players(game) == ["Ann", *sorted(names_of(match)[1:])]
    for seat, name in enumerate(names_of(match)):
        summary = store.summary(game, name)
        points = [p.points for p in store.deal_points(game, name)]
        assert summary.matches == 1
        assert summary.matches_won == (seat in match.winners)
        assert summary.deals == len(complete) == len(points)
        assert points == [r.points[seat] for r in complete]
        assert sum(points) == match.totals[seat]
        assert summary.average_per_deal == pytest.approx(sum(points) / len(points))
        assert summary.deals_won == record.seats[seat].deals_won
        assert summary.figures == figures[seat]
        assert summary.open_matches == 0
    pick = min if match.spec.fewer_is_better else max
    best_count = sum(r.points[0] == pick(r.points[:match.players]) for r in complete)
    assert record.seats[0].deals_won == best_count


def test_deals_won_take_the_games_sense_of_best_and_count_ties():
    match = played_out(game_ids()[0], seed=3)
    record = finished(match)
    for result_index, result in enumerate(r for r in match.results if r.complete):
        points = result.points[:match.players]
        best = min(points) if match.spec.fewer_is_better else max(points)
        winners = [s for s, p in enumerate(points) if p == best]
        assert [s for s, o in enumerate(record.seats) if o.deal_wins[result_index]] == winners


def test_a_dummy_beyond_the_names_is_left_out():
    match = played_out(game_ids()[0], seed=3)
    record = finished_match(match, ["Ann", "Bob"], [True, False], False, WHEN)
    assert [s.name for s in record.seats] == ["Ann", "Bob"]


def test_variant_keys_are_canonical_and_read_back():
    key = variant_key(3, {"b": 1, "a": True})
    assert key == '{"options":{"a":true,"b":1},"players":3}'
    assert variant_of(key) == (3, {"a": True, "b": 1})
    for bad in ("", "not json", "[1, 2]", '{"players": "3", "options": {}}'):
        assert variant_of(bad) == (0, {})


def two_variants(game: str) -> list[tuple[int, dict[str, object]]]:
    """Two forms of a game with different variant keys."""
    examples = [(game_class(game).spec.usual_players, {}),
                *game_class(game).variant_examples]
    seen: dict[str, tuple[int, dict[str, object]]] = {}
    for players, options in examples:
        seen.setdefault(finished(played_out(game, 1, players, options)).variant,
                        (players, options))
    return list(seen.values())[:2]


def test_variants_are_kept_apart_and_most_played_come_first(store):
    game = next(g for g in game_ids() if len(two_variants(g)) == 2)
    (p1, o1), (p2, o2) = two_variants(game)
    first = [played_out(game, seed, p1, o1) for seed in (1, 2)]
    second = played_out(game, 3, p2, o2)
    for match in [*first, second]:
        store.record(finished(match))
    key_one, key_two = finished(first[0]).variant, finished(second).variant
    assert store.variants(game) == [key_one, key_two]
    one, two = store.summary(game, "Ann", key_one), store.summary(game, "Ann", key_two)
    both = store.summary(game, "Ann")
    assert (one.matches, two.matches, both.matches) == (2, 1, 3)
    assert both.deals == one.deals + two.deals
    assert len(store.deal_points(game, "Ann")) == both.deals
    assert len(store.deal_points(game, "Ann", key_two)) == two.deals
    assert {k: one.figures[k] + two.figures[k] for k in both.figures} == both.figures


def test_open_hands_are_counted(store):
    game = game_ids()[0]
    store.record(finished(played_out(game, 1), open_hands=True))
    store.record(finished(played_out(game, 2)))
    assert store.summary(game, "Ann").open_matches == 1


def test_reset_of_one_game_leaves_the_others(store):
    kept, wiped = game_ids()[0], game_ids()[1]
    for game in (kept, wiped):
        store.record(finished(played_out(game, 5)))
        store.record_verdicts(game, "{}", "Ann", {"good": 3, "blunder": 1}, WHEN)
    before = store.summary(kept, "Ann")
    store.reset(wiped)
    assert store.players(wiped) == [] and store.variants(wiped) == []
    assert store.summary(wiped, "Ann").matches == 0
    assert store.summary(wiped, "Ann").average_per_deal is None
    assert set(store.summary(wiped, "Ann").figures.values()) == {0}
    assert store.verdicts_by_month(wiped, "Ann") == []
    assert store.summary(kept, "Ann") == before
    assert store.verdicts_by_month(kept, "Ann") != []


def test_verdicts_are_counted_by_month_oldest_first(store):
    game = game_ids()[0]
    november, december = datetime(2026, 11, 3, tzinfo=UTC), datetime(2026, 12, 1, tzinfo=UTC)
    store.record_verdicts(game, "{}", "Ann", {"good": 4, "mistake": 1}, december)
    store.record_verdicts(game, "{}", "Ann", {"good": 2, "inaccuracy": 2}, november)
    store.record_verdicts(game, "{}", "Ann", {"good": 1, "blunder": 1}, november)
    store.record_verdicts(game, "{}", "Bob", {"blunder": 9}, november)
    assert store.verdicts_by_month(game, "Ann") == [
        ("2026-11", {"good": 3, "inaccuracy": 2, "mistake": 0, "blunder": 1}),
        ("2026-12", {"good": 4, "inaccuracy": 0, "mistake": 1, "blunder": 0}),
    ]


def test_the_figures_last_from_one_store_to_the_next(tmp_path):
    game = game_ids()[0]
    first = StatsStore(tmp_path / STATS_FILE)
    first.record(finished(played_out(game, 4)))
    first.close()
    again = StatsStore(tmp_path / STATS_FILE)
    try:
        assert again.summary(game, "Ann").matches == 1
        assert again.take_problem() is None
    finally:
        again.close()


VERSION_1_TABLES = """
    CREATE TABLE matches (id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT NULL,
                          finished_at TEXT NOT NULL, deals INTEGER NOT NULL);
    CREATE TABLE seats (match_id INTEGER NOT NULL, seat INTEGER NOT NULL,
                        player TEXT NOT NULL, human INTEGER NOT NULL, total INTEGER NOT NULL,
                        won INTEGER NOT NULL, PRIMARY KEY (match_id, seat));
"""


def make_version_1(path: Path, rows: str = """
        INSERT INTO matches VALUES (1, 'g1', '{"options":{},"players":4}',
                                    '2026-01-02T03:04:05+00:00', 6);
        INSERT INTO seats VALUES (1, 0, 'Ann', 1, 77, 1), (1, 1, 'Bot', 0, 20, 0);""") -> None:
    """A database as the first schema wrote it (matches and seats only), holding `rows`."""
    conn = sqlite3.connect(path)
    conn.executescript(VERSION_1_TABLES + rows + "\nPRAGMA user_version = 1;")
    conn.commit()
    conn.close()


def test_a_version_1_database_is_migrated_and_keeps_its_rows(tmp_path):
    path = tmp_path / STATS_FILE
    make_version_1(path)
    store = StatsStore(path)
    try:
        summary = store.summary("g1", "Ann")
        assert (summary.matches, summary.matches_won, summary.deals) == (1, 1, 6)
        assert summary.average_per_deal is None and summary.open_matches == 0
        assert store.players("g1") == ["Ann", "Bot"]
        assert store.take_problem() is None
        game = game_ids()[0]
        store.record(finished(played_out(game, 2)))
        assert store.summary(game, "Ann").matches == 1
    finally:
        store.close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()
    assert aside_files(tmp_path) == []


def check_fresh_store_works(store: StatsStore) -> None:
    game = game_ids()[0]
    store.record(finished(played_out(game, 2)))
    assert store.summary(game, "Ann").matches == 1


def check_set_aside(store: StatsStore, folder: Path, original: bytes) -> None:
    """The bad file kept byte for byte beside a fresh one, the problem told once."""
    problem = store.take_problem()
    assert problem is not None and problem.kind == SET_ASIDE and "\n" not in problem.reason
    assert store.take_problem() is None
    [aside] = aside_files(folder)
    assert problem.aside == aside
    assert aside.read_bytes() == original
    check_fresh_store_works(store)
    assert store.take_problem() is None


def test_random_bytes_are_set_aside_and_a_fresh_database_works(tmp_path):
    path = tmp_path / STATS_FILE
    original = random.Random(1).randbytes(5000)
    path.write_bytes(original)
    store = StatsStore(path)
    try:
        check_set_aside(store, tmp_path, original)
    finally:
        store.close()


def test_a_truncated_database_is_set_aside(tmp_path):
    path = tmp_path / STATS_FILE
    full = StatsStore(path)
    for seed in range(6):
        full.record(finished(played_out(game_ids()[0], seed)))
    full.close()
    whole = path.read_bytes()
    assert len(whole) > 8192
    original = whole[: len(whole) // 2 + 100]
    path.write_bytes(original)
    store = StatsStore(path)
    try:
        check_set_aside(store, tmp_path, original)
    finally:
        store.close()


def test_a_database_from_a_newer_program_is_left_and_the_session_kept_in_memory(tmp_path):
    path = tmp_path / STATS_FILE
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    original = path.read_bytes()
    store = StatsStore(path)
    try:
        problem = store.take_problem()
        assert problem is not None and problem.kind == IN_MEMORY and "newer" in problem.reason
        check_fresh_store_works(store)
    finally:
        store.close()
    assert path.read_bytes() == original and aside_files(tmp_path) == []


def test_a_failed_migration_is_set_aside(tmp_path):
    path = tmp_path / STATS_FILE
    conn = sqlite3.connect(path)
    conn.executescript("CREATE TABLE matches (x); PRAGMA user_version = 1;")  # no seats table
    conn.close()
    original = path.read_bytes()
    store = StatsStore(path)
    try:
        check_set_aside(store, tmp_path, original)
    finally:
        store.close()


def counted_on_disk(path: Path, game: str) -> int:
    """The matches of `game` a new store finds in the file (what survives the session)."""
    again = StatsStore(path)
    try:
        assert again.take_problem() is None
        return again.summary(game, "Ann").matches
    finally:
        again.close()


@contextlib.contextmanager
def held(path: Path, how: str) -> Iterator[sqlite3.Connection]:
    """Another program's transaction on the file: "EXCLUSIVE", or a read ("SHARED") that
    keeps the writer from committing."""
    holder = sqlite3.connect(path, isolation_level=None)
    if how == "SHARED":
        holder.execute("BEGIN")
        holder.execute("SELECT COUNT(*) FROM matches").fetchone()
    else:
        holder.execute("BEGIN EXCLUSIVE")
    try:
        yield holder
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_database_locked_at_opening_is_kept_and_written_once_free(tmp_path, monkeypatch):
    monkeypatch.setattr(statistics, "WRITE_BUSY_SECONDS", 0.05)  # the failure comes sooner
    path = tmp_path / STATS_FILE
    game = game_ids()[0]
    first = StatsStore(path)
    first.record(finished(played_out(game, 1)))
    first.close()
    before = path.read_bytes()
    with held(path, "EXCLUSIVE"):
        store = StatsStore(path)
        try:
            problem = store.take_problem()
            assert problem is not None and problem.kind == NOT_WRITTEN
            assert "another program" in problem.reason
            store.record(finished(played_out(game, 2)))
            assert store.pending() == 1
            assert store.take_problem() is None, "told once"
            assert path.read_bytes() == before and aside_files(tmp_path) == []
        except BaseException:
            store.close()
            raise
    try:
        store.retry()
        assert store.pending() == 0
        assert store.summary(game, "Ann").matches == 2
    finally:
        store.close()
    assert counted_on_disk(path, game) == 2 and aside_files(tmp_path) == []


@pytest.mark.parametrize("how", ["SHARED", "EXCLUSIVE"])
def test_a_database_held_by_another_program_is_not_reset(tmp_path, monkeypatch, how):
    """A read (or write) transaction held longer than the writer waits: the statistics are
    kept, the match waits and is written once the file is free; nothing is set aside."""
    monkeypatch.setattr(statistics, "WRITE_BUSY_SECONDS", 0.05)  # the failure comes sooner
    with contextlib.closing(StatsStore(tmp_path / STATS_FILE)) as store:
        check_held_and_freed(store, tmp_path, how)


def check_held_and_freed(store: StatsStore, tmp_path: Path, how: str) -> None:
    game = game_ids()[0]
    store.record(finished(played_out(game, 1)))
    assert store.flush()
    with held(store.path, how):
        store.record(finished(played_out(game, 2)))
        assert store.pending() == 1
        problem = store.take_problem()
        assert problem is not None and problem.kind == NOT_WRITTEN
        assert aside_files(tmp_path) == []
    store.record(finished(played_out(game, 3)))  # the waiting one is written first
    assert store.pending() == 0
    assert store.summary(game, "Ann").matches == 3
    assert store.take_problem() is None and aside_files(tmp_path) == []


def test_a_read_held_briefly_is_waited_for(store, tmp_path):
    game = game_ids()[0]
    store.record(finished(played_out(game, 1)))
    assert store.flush()
    with held(store.path, "SHARED"):
        store.record(finished(played_out(game, 2)))
    assert store.summary(game, "Ann").matches == 2
    assert store.take_problem() is None and aside_files(tmp_path) == []


def full_disk(monkeypatch) -> None:
    """Every connection the store opens finds the disk full: its file may not grow by a
    page (SQLite's own SQLITE_FULL, as on a full disk)."""
    real = statistics._connect

    def connect(target: str, uri: bool, busy: float) -> sqlite3.Connection:
        conn = real(target, uri, busy)
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {max(pages, 1)}")
        return conn

    monkeypatch.setattr(statistics, "_connect", connect)


def test_a_full_disk_keeps_the_statistics_and_writes_them_once_freed(tmp_path, monkeypatch):
    path = tmp_path / STATS_FILE
    game = game_ids()[0]
    first = StatsStore(path)
    for seed in range(3):
        first.record(finished(played_out(game, seed)))
    first.close()
    full_disk(monkeypatch)
    store = StatsStore(path)
    try:
        assert store.take_problem() is None  # opening writes nothing
        played = 0
        while store.pending() == 0 and played < 40:  # until a page more is needed
            played += 1
            store.record(finished(played_out(game, 10 + played)))
        assert store.pending() == 1
        problem = store.take_problem()
        assert problem is not None and problem.kind == NOT_WRITTEN
        assert problem.reason == "the disk is full"
        assert store.summary(game, "Ann").matches == 2 + played, "the kept ones still show"
        assert aside_files(tmp_path) == []
        monkeypatch.undo()  # space freed
        store.retry()
        assert store.pending() == 0
    finally:
        store.close()
    assert counted_on_disk(path, game) == 3 + played and aside_files(tmp_path) == []


def test_a_full_disk_at_the_first_start_creates_nothing_aside(tmp_path, monkeypatch):
    path = tmp_path / STATS_FILE
    full_disk(monkeypatch)
    store = StatsStore(path)
    try:
        problem = store.take_problem()
        assert problem is not None and problem.kind == NOT_WRITTEN
        store.record(finished(played_out(game_ids()[0], 1)))
        assert store.pending() == 1
        monkeypatch.undo()
    finally:
        store.close()  # the last try, with room again
    assert counted_on_disk(path, game_ids()[0]) == 1 and aside_files(tmp_path) == []


def test_a_match_is_counted_once_by_its_key(store):
    game = game_ids()[0]
    match = played_out(game, 1)
    for _ in range(2):
        store.record(finished_match(match, names_of(match), [True, *[False] * 9][
            :match.players], False, WHEN, key="m-1"))
    store.record(finished_match(match, names_of(match), [True, *[False] * 9][:match.players],
                                False, WHEN, key="m-2"))
    assert store.summary(game, "Ann").matches == 2
    assert store.kept_keys() == ({"m-1", "m-2"}, {})


def test_a_reset_is_remembered(store):
    game = game_ids()[0]
    store.record(finished(played_out(game, 1)))
    store.reset(game, WHEN)
    keys, resets = store.kept_keys()
    assert keys == set() and resets == {game: "2026-11-20T12:00:00+00:00"}


def test_a_file_that_cannot_be_moved_is_left_and_the_session_kept_in_memory(
        tmp_path, monkeypatch):
    path = tmp_path / STATS_FILE
    original = random.Random(2).randbytes(3000)
    path.write_bytes(original)
    monkeypatch.setattr(statistics, "_set_aside", lambda _path: None)
    store = StatsStore(path)
    try:
        problem = store.take_problem()
        assert problem is not None and problem.kind == IN_MEMORY
        assert not store.on_file
        check_fresh_store_works(store)
        store.record_verdicts(game_ids()[0], "{}", "Ann", {"good": 1}, WHEN)
        assert store.verdicts_by_month(game_ids()[0], "Ann")[0][1]["good"] == 1
        assert store.take_problem() is None
    finally:
        store.close()
    assert path.read_bytes() == original and aside_files(tmp_path) == []


def test_each_kind_of_problem_is_told_once(tmp_path, monkeypatch):
    monkeypatch.setattr(statistics, "WRITE_BUSY_SECONDS", 0.05)
    with contextlib.closing(StatsStore(tmp_path / STATS_FILE)) as store:
        check_told_once(store, tmp_path)


def check_told_once(store: StatsStore, tmp_path: Path) -> None:
    game = game_ids()[0]
    told = []
    store.listener = lambda: told.append(True)
    for seed in (1, 2):
        with held(store.path, "EXCLUSIVE"):
            store.record(finished(played_out(game, seed)))
            assert store.flush()
        assert (store.take_problem() is not None) == (seed == 1)
    assert told == [True] and aside_files(tmp_path) == []
    store.retry()
    assert store.summary(game, "Ann").matches == 2


def test_a_file_spoilt_while_open_is_set_aside_when_read(store, tmp_path):
    game = game_ids()[0]
    store.record(finished(played_out(game, 1)))
    assert store.summary(game, "Ann").matches == 1
    spoilt = random.Random(3).randbytes(len(store.path.read_bytes()))
    store.path.write_bytes(spoilt)
    assert store.summary(game, "Ann").matches == 0
    assert store.players(game) == []
    problem = store.take_problem()
    assert problem is not None and problem.kind == SET_ASIDE
    assert problem.reason == "it is not a database"
    [aside] = aside_files(tmp_path)
    assert aside.read_bytes() == spoilt
    check_fresh_store_works(store)


def test_a_write_that_fails_otherwise_is_dropped_and_the_writer_carries_on(store):
    game = game_ids()[0]
    record = finished(played_out(game, 1))
    broken = FinishedMatch(record.game, record.variant, record.finished_at, False, [
        SeatOutcome("Ann", True, 0, False, [], 0, {"x": "not a number"})])  # type: ignore[dict-item]
    store.record(broken)
    store.record(record)
    assert store.summary(game, "Ann").matches == 1
    assert store.take_problem() is None


def test_a_match_going_on_counts_its_deals_and_is_replaced_until_it_ends(store):
    game = "ninety_nine"
    whole = played_out(game, 3, 3, {"match_fixed_deals": 3})
    humans = [True, False, False]

    def after(deals: int) -> Match:
        """The same match as it stood after `deals` complete deals."""
        record = whole.to_record(names_of(whole))
        record["deals"] = record["deals"][:deals]
        return match_from_record(record)

    for deals in (1, 2):
        store.record(finished_match(after(deals), names_of(whole), humans, False, WHEN,
                                    key="m-1"))
        summary = store.summary(game, "Ann")
        assert (summary.matches, summary.unfinished, summary.deals) == (1, 1, deals)
        assert summary.matches_won == 0
    assert store.kept_keys() == (set(), {}), "not finished: the history may still add it"
    store.record(finished_match(whole, names_of(whole), humans, False, WHEN, key="m-1"))
    store.record(finished_match(after(1), names_of(whole), humans, False, WHEN, key="m-1"))
    summary = store.summary(game, "Ann")
    assert (summary.matches, summary.unfinished, summary.deals) == (1, 0, 3)
    assert summary.matches_won == (0 in whole.winners)
    assert [p.deal for p in store.deal_points(game, "Ann")] == [0, 1, 2]
