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
