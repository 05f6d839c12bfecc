"""Tressette: its own cases for the shared tests (see tests/game_cases.py)."""

from tests.game_cases import KeyboardDeal

SUGGEST_VARIANTS = [(2, {}), (2, {"target_score": 31, "tie_play_on": False})]

KEYBOARD_DEALS = [
    KeyboardDeal(2, {"play"}),
]
