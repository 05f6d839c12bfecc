"""Statistics of finished matches: one SQLite file, written off the GUI thread, read on demand.

Each finished match is one `FinishedMatch` (seats' totals, points per complete deal, deals won
and the game's own figures, which its `figures` module counts from the record), and the coach's
verdicts are counted per month. The file (`StatsStore.standard()`:
AppDataLocation/statistics.sqlite3) carries its schema version in `PRAGMA user_version`:
version 1 had `matches` and `seats`; version 2 adds `matches.open_hands`, `deals`, `figures`
and `verdicts`; version 3 adds `matches.match_key` (the match's id: a match finished twice is
counted once, and the history's matches missing here can be found and added) and `resets`
(when a game's statistics were reset, so those matches are not added back); version 4 adds
`matches.finished`: every deal played counts, so a match is kept from its first complete deal
(finished = 0, its rows replaced by its key after each deal) and marked finished at its end.
Older files are brought forward step by step in one transaction.

Writes go through one daemon thread with a queue and a connection of its own; reads use a
second connection on the caller's thread after `flush()`, so a read sees every write queued
before it. A file that is busy (another program holds it longer than the writer waits), full,
read-only or out of reach is not a bad file: the writes it refused wait in memory, in order,
and are tried again before the next write, every `RETRY_SECONDS` and when the store closes
(a match still waiting when the program ends is in the history, which adds it at the next
start). Only a file SQLite says is damaged (or one that fails its integrity check, or whose
tables are not ours) is renamed aside as `statistics.corrupt-<UTC time>.sqlite3` (never
deleted) and a fresh one started; a file from a newer program, or a damaged one that cannot
be moved, is left where it is and the session kept in memory. `take_problem()` tells each
kind of problem once. No widgets here.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import queue
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from tablecards.rules.game import DealResult, Match
from tablecards.rules.registry import game_entry
from tablecards.ui.seat_records import SeatRecord, told_of

STATS_FILE = "statistics.sqlite3"
SCHEMA_VERSION = 4  # PRAGMA user_version; version 1 = matches + seats tables only
WRITE_BUSY_SECONDS = 2.0  # the writer waits this long for a lock another program holds
READ_BUSY_SECONDS = 0.5  # a read on the GUI thread waits less, then shows what it has
RETRY_SECONDS = 30.0  # writes that could not be made are tried again this often
PASSING = ("SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_FULL", "SQLITE_IOERR", "SQLITE_READONLY",
           "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_NOMEM", "SQLITE_PROTOCOL",
           "SQLITE_INTERRUPT", "SQLITE_NOLFS", "SQLITE_AUTH")
"""SQLite's errors that say nothing against the file itself: its writes wait for later."""
VERDICTS = ("good", "inaccuracy", "mistake", "blunder")
SIDE_FILES = ("-journal", "-wal", "-shm")  # SQLite's companions, moved with their database

# Each step brings a database from the version it is keyed by to the next one.
_STEPS: dict[int, tuple[str, ...]] = {
    0: (
        "CREATE TABLE matches (id INTEGER PRIMARY KEY, game TEXT NOT NULL,"
        " variant TEXT NOT NULL, finished_at TEXT NOT NULL, deals INTEGER NOT NULL)",
        "CREATE TABLE seats (match_id INTEGER NOT NULL, seat INTEGER NOT NULL,"
        " player TEXT NOT NULL, human INTEGER NOT NULL, total INTEGER NOT NULL,"
        " won INTEGER NOT NULL, PRIMARY KEY (match_id, seat))",
        "CREATE INDEX matches_by_game ON matches (game, variant)",
    ),
    1: (
        "ALTER TABLE matches ADD COLUMN open_hands INTEGER NOT NULL DEFAULT 0",
        "CREATE TABLE deals (match_id INTEGER NOT NULL, deal INTEGER NOT NULL,"
        " seat INTEGER NOT NULL, points INTEGER NOT NULL, won INTEGER NOT NULL,"
        " PRIMARY KEY (match_id, deal, seat))",
        "CREATE TABLE figures (match_id INTEGER NOT NULL, seat INTEGER NOT NULL,"
        " figure TEXT NOT NULL, value INTEGER NOT NULL, PRIMARY KEY (match_id, seat, figure))",
        "CREATE TABLE verdicts (at TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT NULL,"
        " player TEXT NOT NULL, verdict TEXT NOT NULL, count INTEGER NOT NULL)",
        "CREATE INDEX seats_by_player ON seats (player)",
        "CREATE INDEX verdicts_by_player ON verdicts (game, player)",
    ),
    2: (
        "ALTER TABLE matches ADD COLUMN match_key TEXT",
        "CREATE UNIQUE INDEX matches_by_key ON matches (match_key)",
        "CREATE TABLE resets (game TEXT PRIMARY KEY, at TEXT NOT NULL)",
    ),
    3: ("ALTER TABLE matches ADD COLUMN finished INTEGER NOT NULL DEFAULT 1",),
}

# The tables a database of each version must have (else it is not a statistics file).
_TABLES: dict[int, tuple[str, ...]] = {
    0: (),
    1: ("matches", "seats"),
    2: ("matches", "seats", "deals", "figures", "verdicts"),
    3: ("matches", "seats", "deals", "figures", "verdicts", "resets"),
    4: ("matches", "seats", "deals", "figures", "verdicts", "resets"),
}

_memory_names = itertools.count(1)  # each in-memory stand-in database has its own name


@dataclass(frozen=True)
class SeatOutcome:
    """One seat's part in a finished match."""

    name: str  # the player's name as shown on the table
    human: bool
    total: int  # match total
    won: bool  # among match.winners
    deal_points: list[int]  # this seat's points in each complete deal, in order
    deals_won: int  # deals where the seat did best (ties count; spec.fewer_is_better)
    figures: dict[str, int]  # the game's own figures for this seat (ids from the game)
    deal_wins: list[bool] = field(default_factory=list)  # per complete deal: did best


@dataclass(frozen=True)
class FinishedMatch:
    """What the statistics keep of one match: finished, or as far as its complete deals go
    (`over` False; it is replaced, by its key, as more deals are played)."""

    game: str
    variant: str  # variant_key(players, given options): canonical JSON text
    finished_at: datetime  # aware, UTC
    open_hands: bool  # played in teacher mode (hands face up)
    seats: list[SeatOutcome]
    key: str | None = None  # the match's id: a match is counted once
    over: bool = True  # finished (False: the deals played so far of a match going on)


@dataclass(frozen=True)
class Summary:
    """One player's record in one game (one variant, or all)."""

    matches: int  # played: finished, or with a deal complete
    matches_won: int
    deals: int
    deals_won: int
    average_per_deal: float | None  # None when no deal
    figures: dict[str, int]  # summed over matches, every id the game defines (0s)
    open_matches: int  # how many of `matches` were played with hands open
    unfinished: int = 0  # how many of `matches` are not finished (yet)


@dataclass(frozen=True)
class DealPoint:
    """A player's points in one complete deal of a finished match."""

    when: datetime
    match_id: int
    deal: int
    points: int


def variant_key(players: int, options: Mapping[str, Any]) -> str:
    """The canonical text of a form of a game: `options` (those differing from their
    defaults) and the player count, as compact JSON with sorted keys."""
    return json.dumps({"options": dict(options), "players": players}, sort_keys=True,
                      separators=(",", ":"), ensure_ascii=False)


def variant_of(key: str) -> tuple[int, dict[str, Any]]:
    """The player count and options of a `variant_key`; (0, {}) for text that is not one."""
    try:
        data = json.loads(key)
    except (ValueError, TypeError):
        return 0, {}
    if not isinstance(data, dict):
        return 0, {}
    players, options = data.get("players"), data.get("options")
    if not isinstance(players, int) or isinstance(players, bool) or not isinstance(options, dict):
        return 0, {}
    return players, options


def finished_match(match: Match, names: list[str], humans: list[bool], open_hands: bool,
                   when: datetime | None = None, key: str | None = None) -> FinishedMatch:
    """What to record of `match`, finished or not (its complete deals); `key`: its id, so it
    is counted once. Seats beyond len(names) (a dummy) are left out."""
    seats = min(len(names), len(humans), match.seats)
    complete = [r for r in match.results if r.complete and r.points is not None]
    wins = _deal_wins(complete, seats, match.spec.fewer_is_better)
    own = _game_figures(match)
    outcomes = [
        SeatOutcome(
            name=names[s], human=humans[s], total=match.totals[s], won=s in match.winners,
            deal_points=[(r.points or [])[s] for r in complete],
            deals_won=sum(w[s] for w in wins), figures=own[s] if s < len(own) else {},
            deal_wins=[w[s] for w in wins])
        for s in range(seats)
    ]
    options = match.options.changed(match.spec.options)
    return FinishedMatch(match.spec.id, variant_key(match.players, options),
                         (when or datetime.now(UTC)).astimezone(UTC), open_hands, outcomes, key,
                         match.over)


def _deal_wins(complete: Sequence[DealResult], seats: int,
               fewer_is_better: bool) -> list[list[bool]]:
    """Per complete deal, whether each of the first `seats` seats did best (ties count)."""
    wins: list[list[bool]] = []
    for result in complete:
        points = (result.points or [])[:seats]
        best = (min if fewer_is_better else max)(points) if points else 0
        wins.append([p == best for p in points])
    return wins


def game_figures(game: str) -> tuple[str, ...]:
    """The ids of a game's own figures, in the order it lists them (none for an unknown game
    or one without a figures module)."""
    module = _figures_module(game)
    return tuple(getattr(module, "FIGURES", ())) if module is not None else ()


def _figures_module(game: str) -> Any:
    try:
        entry = game_entry(game)
    except KeyError:
        return None
    return entry.load(entry.figures) if entry.figures is not None else None


def seat_figures(record: SeatRecord) -> dict[str, int]:
    """The game's own figures of the seat that kept `record` (a network match it joined),
    counted from what the host told that seat (the game's `figures.seat_figures`); a figure
    that needs what the seat was not told is left out, and a game without figures gives
    none."""
    module = _figures_module(record.game)
    count = getattr(module, "seat_figures", None) if module is not None else None
    if count is None:
        return {}
    return dict(count(told_of(record)))


def _game_figures(match: Match) -> list[dict[str, int]]:
    """The game's own figures per seat, counted from the match's record."""
    module = _figures_module(match.spec.id)
    if module is None:
        return []
    counts: list[dict[str, int]] = module.figures(match.to_record())
    return counts


class _Unusable(Exception):
    """A database the store will not write to; the message says why, for the player.

    `damaged`: the file is not a sound statistics database (set it aside); otherwise it is
    sound but not ours to change (a newer program's), and it is left where it is.
    """

    def __init__(self, reason: str, damaged: bool = True) -> None:
        super().__init__(reason)
        self.damaged = damaged


def _error_name(err: BaseException) -> str:
    return str(getattr(err, "sqlite_errorname", "") or "")


def _is_damage(err: BaseException) -> bool:
    """SQLite itself says the file is damaged (or it failed our checks): set it aside."""
    if isinstance(err, _Unusable):
        return err.damaged
    return _error_name(err).startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))


def _is_passing(err: BaseException) -> bool:
    """A failure that says nothing against the file (busy, full, read-only, unreachable):
    keep the writes and try them again later."""
    if isinstance(err, OSError):
        return True
    return _error_name(err).startswith(PASSING)


def _problem_reason(err: BaseException) -> str:
    """Why a database was not used, in a few words."""
    if isinstance(err, _Unusable):
        return str(err)
    name = _error_name(err)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return "another program was using it"
    if name.startswith("SQLITE_NOTADB"):
        return "it is not a database"
    if name.startswith("SQLITE_CORRUPT"):
        return "it is damaged"
    if name.startswith("SQLITE_FULL"):
        return "the disk is full"
    if name.startswith(("SQLITE_READONLY", "SQLITE_PERM")):
        return "it cannot be written (read-only)"
    if isinstance(err, OSError) and err.strerror:
        return err.strerror
    return " ".join(str(err).split()) or type(err).__name__


def _connect(target: str, uri: bool, busy: float) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), usable from the thread
    it is handed to, that waits up to `busy` seconds for a lock another program holds."""
    return sqlite3.connect(target, timeout=busy, isolation_level=None,
                           check_same_thread=False, uri=uri)


def _opened(target: str, uri: bool) -> sqlite3.Connection:
    """A connection to a sound database at this program's schema.

    Raises:
        sqlite3.Error, _Unusable: a database to set aside, to leave, or to try again later.
    """
    conn = _connect(target, uri, WRITE_BUSY_SECONDS)
    try:
        _check(conn)
        _migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def _version(conn: sqlite3.Connection) -> int:
    row = conn.execute("PRAGMA user_version").fetchone()
    return int(row[0]) if row else 0


def _check(conn: sqlite3.Connection) -> None:
    row = conn.execute("PRAGMA integrity_check").fetchone()
    if row is None or row[0] != "ok":
        raise _Unusable("it failed its integrity check")
    version = _version(conn)
    if version > SCHEMA_VERSION:
        raise _Unusable(f"a newer version of the program wrote it (schema {version})",
                        damaged=False)
    tables = {str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master"
                                              " WHERE type = 'table'")}
    missing = sorted(set(_TABLES[version]) - tables)
    if missing:
        raise _Unusable(f"its tables are not a statistics file's (no {missing[0]})")


def _migrate(conn: sqlite3.Connection) -> None:
    """Bring the schema up to `SCHEMA_VERSION`, every step in one transaction; a step that
    does not fit the tables found means a file that is not ours (set aside)."""
    version = _version(conn)
    if version == SCHEMA_VERSION:
        return
    try:
        with _transaction(conn):
            for step in range(version, SCHEMA_VERSION):
                for statement in _STEPS[step]:
                    conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    except sqlite3.Error as err:
        if _is_passing(err) or _is_damage(err):
            raise
        raise _Unusable(f"it could not be brought up to date ({_problem_reason(err)})") \
            from None


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    try:
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):  # a commit that failed leaves nothing half
            conn.execute("ROLLBACK")
        raise


def _aside_path(path: Path) -> Path:
    """`statistics.corrupt-<UTC time>.sqlite3` beside `path`, with -2, -3... if taken."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    for n in itertools.count(1):
        suffix = "" if n == 1 else f"-{n}"
        target = path.with_name(f"{path.stem}.corrupt-{stamp}{suffix}{path.suffix}")
        if not target.exists():
            return target
    raise AssertionError("unreachable")


def _set_aside(path: Path) -> Path | None:
    """Move the database (and any journal beside it) aside; None if it cannot be moved."""
    target = _aside_path(path)
    try:
        path.replace(target)
    except OSError:
        return None
    for side in SIDE_FILES:
        companion = path.with_name(path.name + side)
        with contextlib.suppress(OSError):
            if companion.exists():
                companion.replace(target.with_name(target.name + side))
    return target


Job = Callable[[sqlite3.Connection], None]


@dataclass(frozen=True)
class StatsProblem:
    """What went wrong with the statistics file, told to the player once per kind.

    kind: SET_ASIDE (damaged: kept as `aside`, a new file started), IN_MEMORY (damaged and
    not movable, or a newer program's: left where it is, this session kept in memory),
    NOT_WRITTEN (busy, full or read-only: the writes are kept and tried again) or NOT_READ
    (busy: what is shown may be incomplete). `reason`: a few words from SQLite or the system.
    """

    kind: str
    reason: str
    aside: Path | None = None


SET_ASIDE, IN_MEMORY, NOT_WRITTEN, NOT_READ = "set_aside", "in_memory", "not_written", "not_read"
RETRY = "retry"  # the writer's queue: try the waiting writes again


class StatsStore:
    """The statistics database: writes queued to one thread, reads on the caller's thread.

    The writer keeps every write it could not make yet (`pending`, in order) and tries them
    again before the next one, every `RETRY_SECONDS` while any wait, and when it closes.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._problems: list[StatsProblem] = []
        self._told: set[str] = set()
        self.listener: Callable[[], None] | None = None
        """Called (from the writer thread) when a new problem waits in `take_problem`."""
        self._target, self._uri, self._generation = str(path), False, 0
        self._reader: sqlite3.Connection | None = None
        self._reader_generation = -1
        self._jobs: queue.Queue[Job | threading.Event | str | None] = queue.Queue()
        self._pending: list[Job] = []  # the writer's own: writes not made yet, in order
        self._conn = self._first_connection()
        self._thread = threading.Thread(target=self._write_loop, name="statistics-writer",
                                        daemon=True)
        self._thread.start()

    @classmethod
    def standard(cls) -> StatsStore:
        """The platform's application data folder, `statistics.sqlite3` inside it."""
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        return cls(Path(base) / STATS_FILE)

    @property
    def on_file(self) -> bool:
        """Whether the statistics go to their file (not an in-memory stand-in)."""
        with self._lock:
            return not self._uri

    # -- opening and replacing the database ---------------------------------------------
    def _first_connection(self) -> sqlite3.Connection | None:
        """The file's connection; None when it cannot be opened now (tried again later)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return _opened(str(self.path), False)
        except (sqlite3.Error, _Unusable, OSError) as err:
            return self._after_failure(err)

    def _after_failure(self, err: BaseException) -> sqlite3.Connection | None:
        """A damaged file is set aside, a newer one left: both give a new database. Any
        other failure gives None: the writes wait and are tried again."""
        if _is_damage(err):
            return self._replace(err)
        if isinstance(err, _Unusable):  # sound, but a newer program's: leave it be
            return self._in_memory(err)
        self._tell(StatsProblem(NOT_WRITTEN, _problem_reason(err)))
        return None

    def _replace(self, err: BaseException) -> sqlite3.Connection:
        """Set the damaged database aside, say so once, and open a fresh one."""
        reason = _problem_reason(err)
        aside = _set_aside(self.path) if self.path.exists() else None
        if aside is not None or not self.path.exists():
            try:
                conn = _opened(str(self.path), False)
            except (sqlite3.Error, _Unusable, OSError) as fresh_err:
                err = fresh_err
            else:
                self._switch(str(self.path), False)
                self._tell(StatsProblem(SET_ASIDE, reason, aside))
                return conn
        return self._in_memory(err)

    def _in_memory(self, err: BaseException) -> sqlite3.Connection:
        """This session's statistics in memory; the file is left exactly as it is."""
        memory = f"file:statistics-{next(_memory_names)}?mode=memory&cache=shared"
        self._switch(memory, True)
        self._tell(StatsProblem(IN_MEMORY, _problem_reason(err)))
        return _opened(memory, True)

    def _switch(self, target: str, uri: bool) -> None:
        with self._lock:
            self._target, self._uri = target, uri
            self._generation += 1

    def _tell(self, problem: StatsProblem) -> None:
        """Keep the first problem of each kind for `take_problem` (a disk that fails every
        write would otherwise say so after every match)."""
        with self._lock:
            if problem.kind in self._told:
                return
            self._told.add(problem.kind)
            self._problems.append(problem)
            listener = self.listener
        if listener is not None:
            with contextlib.suppress(RuntimeError):  # its Qt object is gone
                listener()

    def take_problem(self) -> StatsProblem | None:
        """The oldest problem not yet taken (None when all is well); each kind told once."""
        with self._lock:
            return self._problems.pop(0) if self._problems else None

    def pending(self) -> int:
        """How many writes wait for the file (after everything queued so far)."""
        self.flush()
        return len(self._pending)

    # -- the writer ---------------------------------------------------------------------
    def _write_loop(self) -> None:
        while True:
            try:
                item = self._jobs.get(timeout=RETRY_SECONDS if self._pending else None)
            except queue.Empty:
                self._work(None)
                continue
            try:
                if item is None:
                    self._work(None)  # one last try before the program ends
                    break
                if isinstance(item, threading.Event):
                    item.set()
                elif isinstance(item, str):  # RETRY
                    self._work(None)
                else:
                    self._work(item)
            finally:
                self._jobs.task_done()
        if self._conn is not None:
            self._conn.close()

    def _work(self, job: Job | None) -> None:
        """Make the waiting writes, then `job`, in order. A passing failure keeps them for
        later; damage sets the file aside and the write is tried on the fresh one; a write
        that fails in any other way is dropped (the writer outlives it)."""
        if job is not None:
            self._pending.append(job)
        replaced = False
        while self._pending:
            if self._conn is None:
                self._conn = self._reopen()
                if self._conn is None:
                    return
            try:
                self._pending[0](self._conn)
            except Exception as err:
                if _is_passing(err):
                    self._tell(StatsProblem(NOT_WRITTEN, _problem_reason(err)))
                    if self.on_file:  # the next try opens the file afresh
                        self._conn.close()
                        self._conn = None
                    return
                if _is_damage(err) and not replaced:
                    replaced = True
                    self._conn.close()
                    self._conn = self._replace(err)
                    continue
            self._pending.pop(0)

    def _reopen(self) -> sqlite3.Connection | None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return _opened(str(self.path), False)
        except (sqlite3.Error, _Unusable, OSError) as err:
            return self._after_failure(err)

    def _submit(self, job: Job) -> None:
        self._jobs.put(job)

    def record(self, finished: FinishedMatch) -> None:
        """Keep a match (queued, written off the caller's thread): finished, or its deals so
        far, which replace those kept under its key. A match kept as finished is not counted
        again."""
        self._submit(lambda conn: _write_match(conn, finished))

    def record_verdicts(self, game: str, variant: str, player: str,
                        counts: Mapping[str, int], when: datetime | None = None) -> None:
        """Add the coach's verdicts on a player's moves (queued)."""
        at = _stamp(when or datetime.now(UTC))
        rows = [(at, game, variant, player, verdict, int(count))
                for verdict, count in counts.items() if count]
        self._submit(lambda conn: _write_verdicts(conn, rows))

    def reset(self, game: str, when: datetime | None = None) -> None:
        """Forget every match and verdict of one game (queued); the history's matches of
        that game up to now are not counted again by `missing_keys`."""
        at = _stamp(when or datetime.now(UTC))
        self._submit(lambda conn: _delete_game(conn, game, at))

    def retry(self) -> None:
        """Try the waiting writes again now (queued; `flush` waits for the outcome)."""
        self._jobs.put(RETRY)

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything queued so far is written or waiting (`pending`); False if
        that took too long."""
        if not self._thread.is_alive():
            return True
        done = threading.Event()
        self._jobs.put(done)
        return done.wait(timeout)

    def close(self) -> None:
        """Write what is queued (once more what waits) and stop the writer."""
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join()
        if self._reader is not None:
            self._reader.close()
            self._reader = None

    # -- reads --------------------------------------------------------------------------
    def _query(self, sql: str, params: Sequence[Any]) -> list[Any]:
        """Rows of a read after every queued write. A damaged database is replaced (through
        the writer) and the read tried once more; a busy one gives nothing this time."""
        self.flush()
        for _attempt in range(2):
            try:
                return self._reading().execute(sql, params).fetchall()
            except sqlite3.Error as err:
                self._drop_reader()
                if not _is_damage(err):
                    self._tell(StatsProblem(NOT_READ, _problem_reason(err)))
                    return []
                self._submit(_failing(_Unusable(_problem_reason(err))))
                self.flush()
        return []

    def _reading(self) -> sqlite3.Connection:
        with self._lock:
            target, uri, generation = self._target, self._uri, self._generation
        if self._reader is None or self._reader_generation != generation:
            self._drop_reader()
            self._reader = _connect(target, uri, READ_BUSY_SECONDS)
            self._reader_generation = generation
        return self._reader

    def _drop_reader(self) -> None:
        if self._reader is not None:
            with contextlib.suppress(sqlite3.Error):
                self._reader.close()
            self._reader = None

    def kept_keys(self) -> tuple[set[str], dict[str, str]] | None:
        """The keys of the finished matches kept, and when each reset game was reset (UTC
        text); None when the file cannot be read now."""
        self.flush()
        try:
            reader = self._reading()
            keys = {str(r[0]) for r in reader.execute(
                "SELECT match_key FROM matches WHERE match_key IS NOT NULL AND finished")}
            resets = {str(g): str(at) for g, at in reader.execute("SELECT game, at FROM resets")}
        except sqlite3.Error:
            self._drop_reader()
            return None
        return keys, resets

    def players(self, game: str) -> list[str]:
        """The names seen in a game: humans first, then by matches played."""
        rows = self._query(
            "SELECT s.player FROM seats s JOIN matches m ON m.id = s.match_id WHERE m.game = ?"
            " GROUP BY s.player ORDER BY MAX(s.human) DESC, COUNT(*) DESC, s.player", (game,))
        return [str(r[0]) for r in rows]

    def variants(self, game: str) -> list[str]:
        """The variant keys seen in a game, most played first."""
        rows = self._query("SELECT variant FROM matches WHERE game = ? GROUP BY variant"
                           " ORDER BY COUNT(*) DESC, variant", (game,))
        return [str(r[0]) for r in rows]

    def summary(self, game: str, player: str, variant: str | None = None) -> Summary:
        """A player's matches, deals and figures in a game (one variant, or all)."""
        where, params = _seat_filter(game, player, variant)
        head = self._query(
            "SELECT COUNT(*), TOTAL(s.won), TOTAL(m.deals), TOTAL(m.open_hands),"
            " TOTAL(1 - m.finished)"
            f" FROM seats s JOIN matches m ON m.id = s.match_id WHERE {where}", params)
        deals = self._query(
            "SELECT COUNT(*), TOTAL(d.won), TOTAL(d.points) FROM deals d"
            " JOIN seats s ON s.match_id = d.match_id AND s.seat = d.seat"
            f" JOIN matches m ON m.id = s.match_id WHERE {where}", params)
        figures = self._query(
            "SELECT f.figure, TOTAL(f.value) FROM figures f"
            " JOIN seats s ON s.match_id = f.match_id AND s.seat = f.seat"
            f" JOIN matches m ON m.id = s.match_id WHERE {where} GROUP BY f.figure", params)
        matches, won, played, open_hands, unfinished = head[0] if head else (0, 0, 0, 0, 0)
        scored, deals_won, points = deals[0] if deals else (0, 0, 0)
        totals = dict.fromkeys(game_figures(game), 0)
        totals.update({str(name): int(value) for name, value in figures})
        return Summary(int(matches), int(won), int(played), int(deals_won),
                       points / scored if scored else None, totals, int(open_hands),
                       int(unfinished))

    def deal_points(self, game: str, player: str, variant: str | None = None) -> list[DealPoint]:
        """A player's points in every complete deal of a game, oldest first."""
        where, params = _seat_filter(game, player, variant)
        rows = self._query(
            "SELECT m.finished_at, m.id, d.deal, d.points FROM deals d"
            " JOIN seats s ON s.match_id = d.match_id AND s.seat = d.seat"
            f" JOIN matches m ON m.id = s.match_id WHERE {where}"
            " ORDER BY m.finished_at, m.id, d.deal, d.seat", params)
        return [DealPoint(_when(at), int(match_id), int(deal), int(points))
                for at, match_id, deal, points in rows]

    def verdicts_by_month(self, game: str, player: str) -> list[tuple[str, dict[str, int]]]:
        """The coach's verdicts on a player's moves, counted per month (YYYY-MM), oldest
        first; every usual verdict is present, 0 when there was none."""
        rows = self._query(
            "SELECT substr(at, 1, 7), verdict, TOTAL(count) FROM verdicts"
            " WHERE game = ? AND player = ? GROUP BY 1, 2 ORDER BY 1", (game, player))
        months: dict[str, dict[str, int]] = {}
        for month, verdict, count in rows:
            months.setdefault(str(month), dict.fromkeys(VERDICTS, 0))[str(verdict)] = int(count)
        return list(months.items())



def _failing(err: _Unusable) -> Job:
    """A job that gives the database up (a read found it damaged), once: on the fresh
    database that replaces it, it does nothing."""
    raised: list[bool] = []

    def job(_conn: sqlite3.Connection) -> None:
        if not raised:
            raised.append(True)
            raise err
    return job


def _seat_filter(game: str, player: str, variant: str | None) -> tuple[str, list[Any]]:
    """The WHERE clause picking a player's seats in a game's matches (`s`, `m`)."""
    if variant is None:
        return "m.game = ? AND s.player = ?", [game, player]
    return "m.game = ? AND s.player = ? AND m.variant = ?", [game, player, variant]


def _stamp(when: datetime) -> str:
    """A time as stored: ISO 8601 in UTC, so text order is time order."""
    aware = when if when.tzinfo is not None else when.replace(tzinfo=UTC)
    return aware.astimezone(UTC).isoformat(timespec="seconds")


def _when(text: str) -> datetime:
    try:
        when = datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return datetime.fromtimestamp(0, UTC)
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def _write_match(conn: sqlite3.Connection, finished: FinishedMatch) -> None:
    deals = max((len(s.deal_points) for s in finished.seats), default=0)
    with _transaction(conn):
        kept = None if finished.key is None else conn.execute(
            "SELECT id, finished FROM matches WHERE match_key = ?", (finished.key,)).fetchone()
        if kept is not None:
            if kept[1]:
                return  # finished twice (a second copy, a save that could not be removed)
            _delete_match(conn, kept[0])  # its deals so far: replaced by these
        cursor = conn.execute(
            "INSERT INTO matches (game, variant, finished_at, deals, open_hands, match_key,"
            " finished) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (finished.game, finished.variant, _stamp(finished.finished_at), deals,
             int(finished.open_hands), finished.key, int(finished.over)))
        match_id = cursor.lastrowid
        for seat, outcome in enumerate(finished.seats):
            conn.execute("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)",
                         (match_id, seat, outcome.name, int(outcome.human), outcome.total,
                          int(outcome.won)))
            conn.executemany("INSERT INTO deals VALUES (?, ?, ?, ?, ?)", [
                (match_id, deal, seat, points, int(_won(outcome, deal)))
                for deal, points in enumerate(outcome.deal_points)])
            conn.executemany("INSERT INTO figures VALUES (?, ?, ?, ?)", [
                (match_id, seat, name, int(value)) for name, value in outcome.figures.items()])


def _delete_match(conn: sqlite3.Connection, match_id: int) -> None:
    for table in ("figures", "deals", "seats"):
        conn.execute(f"DELETE FROM {table} WHERE match_id = ?", (match_id,))
    conn.execute("DELETE FROM matches WHERE id = ?", (match_id,))


def _won(outcome: SeatOutcome, deal: int) -> bool:
    return deal < len(outcome.deal_wins) and outcome.deal_wins[deal]


def _write_verdicts(conn: sqlite3.Connection, rows: list[tuple[Any, ...]]) -> None:
    with _transaction(conn):
        conn.executemany("INSERT INTO verdicts VALUES (?, ?, ?, ?, ?, ?)", rows)


def _delete_game(conn: sqlite3.Connection, game: str, at: str) -> None:
    chosen = "match_id IN (SELECT id FROM matches WHERE game = ?)"
    with _transaction(conn):
        conn.execute("INSERT OR REPLACE INTO resets VALUES (?, ?)", (game, at))
        for table in ("figures", "deals", "seats"):
            conn.execute(f"DELETE FROM {table} WHERE {chosen}", (game,))
        conn.execute("DELETE FROM matches WHERE game = ?", (game,))
        conn.execute("DELETE FROM verdicts WHERE game = ?", (game,))
