"""Hearts: its own cases for the shared tests (see tests/game_cases.py)."""

from tests.game_cases import KeyboardDeal

SUGGEST_VARIANTS = [
    (4, {}),
    (4, {"no_pass": True, "can_lead_any_club": True}),
    (4, {"pass_dir": "left", "no_points_first_trick": False, "must_break_hearts": False,
         "jd_bonus": True, "moon_minus": True}),
    (4, {"qs_breaks_hearts": False, "can_lead_hearts_instead_of_qs": True,
         "avoid_all_tricks_bonus": True}),
]

KEYBOARD_DEALS = [
    KeyboardDeal(2, {"pass", "play"}),
]
