"""Sneak: its own cases for the shared tests (see tests/game_cases.py)."""

from tests.game_cases import KeyboardDeal

SUGGEST_VARIANTS = [
    (4, {}),
    (4, {"double_deck": True, "hand_limit_5": True}),
    (3, {"hand_limit_7": True, "losers_cards_discarded": True}),
]

KEYBOARD_DEALS = [
    KeyboardDeal(2, {"draw", "sneak", "flaunt", "challenge"}),
    KeyboardDeal(2, {"draw", "sneak", "decline"}, ("Decline",)),
]
