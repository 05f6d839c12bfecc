"""Where `tablecards serve --data DIR` keeps its tables: one SQLite file in WAL mode.

One row per table, rewritten after every change: its config, its match record (the same
format as a local match's, which replays to the exact state), its seats with their tokens'
digests and its owner's digest. A server killed at any moment restarts with every table as
it stood after the last change the clients were told of.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path

from tablecards.net.table import Table
from tablecards.rules.records import RecordError

log = logging.getLogger(__name__)

FILE = "tables.sqlite3"


class Store:
    """The tables of one server."""

    def __init__(self, folder: str | Path) -> None:
        Path(folder).mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(Path(folder) / FILE, isolation_level=None,
                                  check_same_thread=False)
        try:
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.execute("CREATE TABLE IF NOT EXISTS tables "
                            "(code TEXT PRIMARY KEY, data TEXT NOT NULL)")
        except BaseException:
            # A file that is not a database fails here: close at once, or the caller's
            # retry leaves this connection for the garbage collector to find open.
            self.db.close()
            raise

    def save(self, table: Table) -> None:
        self.db.execute("INSERT OR REPLACE INTO tables (code, data) VALUES (?, ?)",
                        (table.code, json.dumps(table.to_store(), separators=(",", ":"))))

    def delete(self, code: str) -> None:
        self.db.execute("DELETE FROM tables WHERE code = ?", (code,))

    def load_all(self) -> list[Table]:
        """Every stored table (one that no longer replays is logged and left out)."""
        tables = []
        for code, data in self.db.execute("SELECT code, data FROM tables"):
            try:
                tables.append(Table.from_store(json.loads(data)))
            except (RecordError, ValueError, KeyError, TypeError) as err:
                log.error("table %s cannot be resumed: %s", code, err)
        return tables

    def close(self) -> None:
        self.db.close()
