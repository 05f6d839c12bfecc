"""Nominations: its own cases for the shared tests (see tests/game_cases.py)."""

from tests.game_cases import KeyboardDeal

SUGGEST_VARIANTS = [
    (4, {}),
    (4, {"deal_553": True, "min_bid_7": True, "misere_low": True, "no_must_trump": True}),
    (4, {"four_card_round": 2, "defenders_score_tricks": True, "grand_slam_26": True}),
    (4, {"deal_pagat_staggered": True, "no_shuffle_between_deals": True}),
]

KEYBOARD_DEALS = [
    KeyboardDeal(2, {"bid", "trump", "play"}),
    KeyboardDeal(1, {"bid", "cut", "play"}, ("Pass",)),
]
