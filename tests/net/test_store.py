"""The server's table store on files it cannot use: a clear error, nothing left open."""

from __future__ import annotations

import gc
import sqlite3
from pathlib import Path

import pytest

from tablecards.net.store import FILE, Store


def test_a_file_that_is_not_a_database_raises_and_leaves_no_connection_open(
        tmp_path: Path) -> None:
    """The hosting app retries with a fresh file after this error: the failed connection
    must be closed at once, not found open by the garbage collector in a later test (Python
    3.13 warns of it; under `filterwarnings = error` an unrelated GUI test failed)."""
    (tmp_path / FILE).write_bytes(b"this is not an SQLite database, only text " * 64)
    with pytest.raises(sqlite3.DatabaseError):
        Store(tmp_path)
    gc.collect()  # an unclosed connection would warn here, and fail this test


def test_a_store_keeps_nothing_open_after_close(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.load_all() == []
    store.close()
    with pytest.raises(sqlite3.ProgrammingError):
        store.db.execute("SELECT 1")
