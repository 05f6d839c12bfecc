"""Settings for the whole suite."""

from __future__ import annotations

import os

from tablecards.ai.search import streams

# Searches run their streams in the test's own process (the same decisions, by design), so no
# test leaves search helper processes behind for a later one to find; the tests of the helpers
# ask for them explicitly.
os.environ[streams.ENV_PROCESSES] = "1"
