"""Ninety-Nine: its own cases for the shared tests (see tests/game_cases.py)."""

from tests.game_cases import KeyboardDeal

SUGGEST_VARIANTS = [
    (3, {}),
    (3, {"premium_trump_call": True, "trump_nines": True, "joker_turnup": True}),
    (3, {"no_bid": True}),
    (4, {"four_player": True, "four_player_zero_diamonds": True}),
    (4, {"four_player_pairs": True}),
    (5, {"five_player": True, "five_player_500": True}),
    (2, {"two_player_dummy": True, "dummy_penguin": True, "dummy_100_continue": True}),
    (2, {"two_player_24": True, "naughty_nun": True}),
]

KEYBOARD_DEALS = [
    KeyboardDeal(1, {"bid", "premium", "play"}, ("Declare",)),
    KeyboardDeal(1, {"bid", "premium", "play"}, ("Declare",), {"premium_trump_call": True}),
    KeyboardDeal(2, {"show", "bid", "play"}, (), {"naughty_nun_site": True}),
]
