"""Mini Misère: its own cases for the shared tests (see tests/game_cases.py)."""

from tests.game_cases import KeyboardDeal

SUGGEST_VARIANTS = [
    (4, {}),
    (4, {"old_rules": True, "lot_before_first_lead": True, "lot_play_out": True}),
    (4, {"mm4_with_joker": True}),
    (5, {"nine_for_deuce": True}),
]

KEYBOARD_DEALS = [
    KeyboardDeal(2, {"play", "play+lot"}, ("declare the Lot",)),
    KeyboardDeal(2, {"lot", "play"}, ("No Lot",), {"lot_before_first_lead": True}),
]
