"""Sheepshead: its own cases for the shared tests (see tests/game_cases.py)."""

from tests.game_cases import KeyboardDeal

SUGGEST_VARIANTS = [
    (5, {}),
    (5, {"jd_partner": True, "no_double_on_bump": True, "forced_pick": True}),
    (5, {"jd_partner": True, "jd_call_up": True, "leaster_blind_first_trick": True}),
    (5, {"no_unknown_call": True, "doublers": True}),
]

KEYBOARD_DEALS = [
    KeyboardDeal(1, {"pick", "bury", "call", "play"}),
    KeyboardDeal(2, {"play"}),
]
