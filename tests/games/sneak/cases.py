"""Sneak: its own cases for the shared tests (see tests/game_cases.py)."""

from tests.game_cases import KeyboardDeal

SUGGEST_VARIANTS = [
    (4, {}),
    (4, {"double_deck": True, "hand_limit_5": True}),
    (3, {"hand_limit_7": True, "losers_cards_discarded": True}),
]

KEYBOARD_DEALS = [  # Normal computers: the rule player never challenges this deal's sneak
    KeyboardDeal(2, {"draw", "sneak", "flaunt", "challenge"}, level="normal"),
    KeyboardDeal(2, {"draw", "sneak", "decline"}, ("Decline",), level="normal"),
]
