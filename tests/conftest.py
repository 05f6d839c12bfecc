"""Settings for the whole suite."""

from __future__ import annotations

import os

from tablecards.ai.search import streams

# Searches run their streams in the test's own process (the same decisions, by design), so no
# test leaves search helper processes behind for a later one to find; the tests of the helpers
# ask for them explicitly.
os.environ[streams.ENV_PROCESSES] = "1"

# LAN discovery (tablecards.net.discovery) keeps to the loopback interface in every test, even
# one that names no interfaces: nothing is advertised on this machine's network.
os.environ["TABLECARDS_LAN_INTERFACES"] = "127.0.0.1"

# Under pytest-xdist each worker gets a home of its own: Qt's test locations (~/.qttest), the
# single-copy lock and its local socket are named from it, so two workers starting the app at
# once never meet as "another copy". pip's cache and pyenv stay the real ones.
if os.environ.get("PYTEST_XDIST_WORKER"):
    import tempfile
    from pathlib import Path

    _real_home = Path.home()
    os.environ.setdefault("PIP_CACHE_DIR", str(_real_home / ".cache" / "pip"))
    os.environ.setdefault("PYENV_ROOT", str(_real_home / ".pyenv"))
    os.environ["HOME"] = tempfile.mkdtemp(prefix=f"tablecards-{os.environ['PYTEST_XDIST_WORKER']}-")

# The slowest modules run first: a parallel run hands tests out in collection order, and one
# that ends on a long module leaves the other core idle meanwhile. Measured with --durations=0;
# the list only orders the run (a module missing from it runs in its usual place).
SLOW_FIRST = (
    "tests/packaging/test_frozen.py",
    "tests/packaging/test_dist.py",
    "tests/ui/test_random_input.py",
    "tests/ui/test_network_table.py",
    "tests/net/test_privacy.py",
    "tests/ui/test_table_room.py",
    "tests/ui/test_review_ahead.py",
    "tests/ui/test_new_user_table.py",
    "tests/ui/test_mnemonics.py",
    "tests/i18n/test_live_texts.py",
)


def pytest_collection_modifyitems(items: list) -> None:
    """Move the slowest modules' tests to the front, keeping every other order."""
    rank = {path: i for i, path in enumerate(SLOW_FIRST)}

    def place(item) -> int:
        path = item.nodeid.split("::", 1)[0]
        return rank.get(path, len(SLOW_FIRST))

    items.sort(key=place)
