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
