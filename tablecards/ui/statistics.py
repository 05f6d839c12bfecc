"""Statistics of finished matches: one SQLite file, written off the GUI thread, read on demand.

Each finished match is one `FinishedMatch` (seats' totals, points per complete deal, deals won
and the game's own figures, which its `figures` module counts from the record), and the coach's
verdicts are counted per month. The file (`StatsStore.standard()`:
AppDataLocation/statistics.sqlite3) carries its schema version in `PRAGMA user_version`:
version 1 had `matches` and `seats`; version 2 adds `matches.open_hands`, `deals`, `figures`
and `verdicts`. Older files are brought forward step by step in one transaction.

Writes go through one daemon thread with a queue and a connection of its own; reads use a
second connection on the caller's thread after `flush()`, so a read sees every write queued
before it. Nothing here raises out of the store for a bad file: a database that is not one,
fails its integrity check, cannot be migrated, comes from a newer program or is held by
another process is renamed aside as `statistics.corrupt-<UTC time>.sqlite3` (never deleted),
`take_problem()` says so once, and a fresh database takes its place (kept in memory for the
session when the file cannot even be moved). An error while writing is handled the same way.
No widgets here.
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

STATS_FILE = "statistics.sqlite3"
SCHEMA_VERSION = 2  # PRAGMA user_version; version 1 = matches + seats tables only
BUSY_SECONDS = 0.25  # how long to wait for a lock another process holds before giving up
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
    """What the statistics keep of one finished match."""

    game: str
    variant: str  # variant_key(players, given options): canonical JSON text
    finished_at: datetime  # aware, UTC
    open_hands: bool  # played in teacher mode (hands face up)
    seats: list[SeatOutcome]


@dataclass(frozen=True)
class Summary:
    """One player's record in one game (one variant, or all)."""

    matches: int
    matches_won: int
    deals: int
    deals_won: int
    average_per_deal: float | None  # None when no deal
    figures: dict[str, int]  # summed over matches, every id the game defines (0s)
    open_matches: int  # how many of `matches` were played with hands open


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
                   when: datetime | None = None) -> FinishedMatch:
    """What to record of a finished `match`. Seats beyond len(names) (a dummy) are left out."""
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
                         (when or datetime.now(UTC)).astimezone(UTC), open_hands, outcomes)


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


def _game_figures(match: Match) -> list[dict[str, int]]:
    """The game's own figures per seat, counted from the match's record."""
    module = _figures_module(match.spec.id)
    if module is None:
        return []
    counts: list[dict[str, int]] = module.figures(match.to_record())
    return counts


class _Unusable(Exception):
    """A database the store will not use; the message says why, for the player."""


def _problem_reason(err: Exception) -> str:
    """Why a database was given up, in a few words."""
    if isinstance(err, _Unusable):
        return str(err)
    name = getattr(err, "sqlite_errorname", "")
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return "another program was using it"
    if name.startswith("SQLITE_NOTADB"):
        return "it is not a database"
    if name.startswith("SQLITE_CORRUPT"):
        return "it is damaged"
    return " ".join(str(err).split()) or type(err).__name__


def _connect(target: str, uri: bool) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit), usable from the thread
    it is handed to."""
    conn = sqlite3.connect(target, timeout=BUSY_SECONDS, isolation_level=None,
                           check_same_thread=False, uri=uri)
    return conn


def _opened(target: str, uri: bool) -> sqlite3.Connection:
    """A connection to a sound database at this program's schema.

    Raises:
        sqlite3.Error, _Unusable: a database to set aside.
    """
    conn = _connect(target, uri)
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
        raise _Unusable(f"a newer version of the program wrote it (schema {version})")


def _migrate(conn: sqlite3.Connection) -> None:
    """Bring the schema up to `SCHEMA_VERSION`, every step in one transaction."""
    version = _version(conn)
    if version == SCHEMA_VERSION:
        return
    with _transaction(conn):
        for step in range(version, SCHEMA_VERSION):
            for statement in _STEPS[step]:
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


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


class StatsStore:
    """The statistics database: writes queued to one thread, reads on the caller's thread."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._problem: str | None = None
        self._told = False
        self._target, self._uri, self._generation = str(path), False, 0
        self._reader: sqlite3.Connection | None = None
        self._reader_generation = -1
        self._jobs: queue.Queue[Job | None] = queue.Queue()
        writer = self._first_connection()
        self._thread = threading.Thread(target=self._write_loop, args=(writer,),
                                        name="statistics-writer", daemon=True)
        self._thread.start()

    @classmethod
    def standard(cls) -> StatsStore:
        """The platform's application data folder, `statistics.sqlite3` inside it."""
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        return cls(Path(base) / STATS_FILE)

    # -- opening and replacing the database ---------------------------------------------
    def _first_connection(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return _opened(self._target, self._uri)
        except (sqlite3.Error, _Unusable, OSError) as err:
            return self._replace(err)

    def _replace(self, err: Exception) -> sqlite3.Connection:
        """Set the unusable database aside, say so once, and open a fresh one."""
        reason = _problem_reason(err)
        aside = _set_aside(self.path) if self.path.exists() else None
        conn: sqlite3.Connection | None = None
        if aside is not None or not self.path.exists():
            with contextlib.suppress(sqlite3.Error, _Unusable, OSError):
                conn = _opened(str(self.path), False)
        if conn is not None:
            self._switch(str(self.path), False)
            where = f"it was set aside as {aside.name} and" if aside else "so"
            self._tell(f"The statistics could not be read ({reason}); {where} a new "
                       "statistics file was started.")
            return conn
        memory = f"file:statistics-{next(_memory_names)}?mode=memory&cache=shared"
        self._switch(memory, True)
        self._tell(f"The statistics could not be read ({reason}); the file was left where it "
                   "is and this session's statistics are kept only until the program closes.")
        return _opened(memory, True)

    def _switch(self, target: str, uri: bool) -> None:
        with self._lock:
            self._target, self._uri = target, uri
            self._generation += 1

    def _tell(self, line: str) -> None:
        """Keep the first problem of the session for `take_problem` (a disk that fails every
        write would otherwise say so after every match)."""
        with self._lock:
            if not self._told:
                self._problem, self._told = line, True

    def take_problem(self) -> str | None:
        """A line about a corrupt or locked database, told once (None when all is well)."""
        with self._lock:
            line, self._problem = self._problem, None
        return line

    # -- the writer ---------------------------------------------------------------------
    def _write_loop(self, conn: sqlite3.Connection) -> None:
        while True:
            job = self._jobs.get()
            try:
                if job is None:
                    break
                conn = self._run_safely(conn, job)
            finally:
                self._jobs.task_done()
        conn.close()

    def _run(self, conn: sqlite3.Connection, job: Job) -> sqlite3.Connection:
        """Do one job; a failure replaces the database and the job is tried once on the
        fresh one (so the match that met a locked file is still kept)."""
        try:
            job(conn)
            return conn
        except (sqlite3.Error, _Unusable) as err:
            conn.close()
            conn = self._replace(err)
        with contextlib.suppress(sqlite3.Error, _Unusable):
            job(conn)
        return conn

    def _run_safely(self, conn: sqlite3.Connection, job: Job) -> sqlite3.Connection:
        """As `_run`, but a job that fails in any other way is dropped: the writer outlives
        it, so the statistics after it are still kept."""
        try:
            return self._run(conn, job)
        except Exception:  # one lost write, never a stopped writer
            return conn

    def _submit(self, job: Job) -> None:
        self._jobs.put(job)

    def record(self, finished: FinishedMatch) -> None:
        """Keep a finished match (queued, written off the caller's thread)."""
        self._submit(lambda conn: _write_match(conn, finished))

    def record_verdicts(self, game: str, variant: str, player: str,
                        counts: Mapping[str, int], when: datetime | None = None) -> None:
        """Add the coach's verdicts on a player's moves (queued)."""
        at = _stamp(when or datetime.now(UTC))
        rows = [(at, game, variant, player, verdict, int(count))
                for verdict, count in counts.items() if count]
        self._submit(lambda conn: _write_verdicts(conn, rows))

    def reset(self, game: str) -> None:
        """Forget every match and verdict of one game (queued)."""
        self._submit(lambda conn: _delete_game(conn, game))

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything queued so far is written; False if that took too long."""
        if not self._thread.is_alive():
            return True
        done = threading.Event()
        self._submit(lambda _conn: done.set())
        return done.wait(timeout)

    def close(self) -> None:
        """Write what is queued and stop the writer."""
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join()
        if self._reader is not None:
            self._reader.close()
            self._reader = None

    # -- reads --------------------------------------------------------------------------
    def _query(self, sql: str, params: Sequence[Any]) -> list[Any]:
        """Rows of a read after every queued write; a database that fails is replaced
        (through the writer) and the read tried once more, then nothing is returned."""
        self.flush()
        for _attempt in range(2):
            try:
                return self._reading().execute(sql, params).fetchall()
            except sqlite3.Error as err:
                failure = _Unusable(_problem_reason(err))
                self._drop_reader()
                self._submit(_failing(failure))
                self.flush()
        return []

    def _reading(self) -> sqlite3.Connection:
        with self._lock:
            target, uri, generation = self._target, self._uri, self._generation
        if self._reader is None or self._reader_generation != generation:
            self._drop_reader()
            self._reader = _connect(target, uri)
            self._reader_generation = generation
        return self._reader

    def _drop_reader(self) -> None:
        if self._reader is not None:
            with contextlib.suppress(sqlite3.Error):
                self._reader.close()
            self._reader = None

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
            "SELECT COUNT(*), TOTAL(s.won), TOTAL(m.deals), TOTAL(m.open_hands)"
            f" FROM seats s JOIN matches m ON m.id = s.match_id WHERE {where}", params)
        deals = self._query(
            "SELECT COUNT(*), TOTAL(d.won), TOTAL(d.points) FROM deals d"
            " JOIN seats s ON s.match_id = d.match_id AND s.seat = d.seat"
            f" JOIN matches m ON m.id = s.match_id WHERE {where}", params)
        figures = self._query(
            "SELECT f.figure, TOTAL(f.value) FROM figures f"
            " JOIN seats s ON s.match_id = f.match_id AND s.seat = f.seat"
            f" JOIN matches m ON m.id = s.match_id WHERE {where} GROUP BY f.figure", params)
        matches, won, played, open_hands = head[0] if head else (0, 0, 0, 0)
        scored, deals_won, points = deals[0] if deals else (0, 0, 0)
        totals = dict.fromkeys(game_figures(game), 0)
        totals.update({str(name): int(value) for name, value in figures})
        return Summary(int(matches), int(won), int(played), int(deals_won),
                       points / scored if scored else None, totals, int(open_hands))

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
    """A job that gives the database up (a read found it unusable)."""
    def job(_conn: sqlite3.Connection) -> None:
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
        cursor = conn.execute(
            "INSERT INTO matches (game, variant, finished_at, deals, open_hands)"
            " VALUES (?, ?, ?, ?, ?)",
            (finished.game, finished.variant, _stamp(finished.finished_at), deals,
             int(finished.open_hands)))
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


def _won(outcome: SeatOutcome, deal: int) -> bool:
    return deal < len(outcome.deal_wins) and outcome.deal_wins[deal]


def _write_verdicts(conn: sqlite3.Connection, rows: list[tuple[Any, ...]]) -> None:
    with _transaction(conn):
        conn.executemany("INSERT INTO verdicts VALUES (?, ?, ?, ?, ?, ?)", rows)


def _delete_game(conn: sqlite3.Connection, game: str) -> None:
    chosen = "match_id IN (SELECT id FROM matches WHERE game = ?)"
    with _transaction(conn):
        for table in ("figures", "deals", "seats"):
            conn.execute(f"DELETE FROM {table} WHERE {chosen}", (game,))
        conn.execute("DELETE FROM matches WHERE game = ?", (game,))
        conn.execute("DELETE FROM verdicts WHERE game = ?", (game,))
