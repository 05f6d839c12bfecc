"""Each game's own tests share the fixtures of the layer tests they grew from: the AI tests'
exact search budgets, and the table tests' offscreen window, private settings, history,
statistics and saves."""

from tests.ai.conftest import _no_wall_clock_cap
from tests.ui.conftest import (
    _english,
    _inline_bots,
    _private_history_and_statistics,
    _test_paths,
    save_store,
    start,
    window,
)

__all__ = ["_english", "_inline_bots", "_no_wall_clock_cap", "_private_history_and_statistics",
           "_test_paths", "save_store", "start", "window"]
