"""Hearts in words for players: its name, options and refusals, each written once."""

from __future__ import annotations

from tablecards.rules.texts import QT_TRANSLATE_NOOP

NAME = QT_TRANSLATE_NOOP("Games", "Hearts")
SUMMARY = QT_TRANSLATE_NOOP(
    "Games", "Pass three cards, then avoid hearts and the queen of spades, or take them "
    "all to shoot the moon.")
OPTIONS_CONTEXT = "HeartsOptions"

OPTION_LABELS: dict[str, str] = {
    "pass_dir": QT_TRANSLATE_NOOP("HeartsOptions", "Pass direction"),
    "no_pass": QT_TRANSLATE_NOOP("HeartsOptions", "No passing"),
    "no_points_first_trick": QT_TRANSLATE_NOOP(
        "HeartsOptions", "No points on the first trick"),
    "can_lead_any_club": QT_TRANSLATE_NOOP(
        "HeartsOptions", "The first lead may be any club"),
    "must_break_hearts": QT_TRANSLATE_NOOP(
        "HeartsOptions", "Hearts may not be led until broken"),
    "qs_breaks_hearts": QT_TRANSLATE_NOOP(
        "HeartsOptions", "The queen of spades breaks hearts"),
    "can_lead_hearts_instead_of_qs": QT_TRANSLATE_NOOP(
        "HeartsOptions", "A heart may be led instead of a forced queen of spades"),
    "jd_bonus": QT_TRANSLATE_NOOP("HeartsOptions", "Jack of diamonds: −10"),
    "avoid_all_tricks_bonus": QT_TRANSLATE_NOOP("HeartsOptions", "No tricks taken: −5"),
    "moon_minus": QT_TRANSLATE_NOOP(
        "HeartsOptions", "Shooting the moon: the shooter scores −26"),
    "target_score": QT_TRANSLATE_NOOP("HeartsOptions", "Game ends at this total"),
    "tie_shared": QT_TRANSLATE_NOOP("HeartsOptions", "A tie for lowest: share the win"),
    "tie_play_on": QT_TRANSLATE_NOOP("HeartsOptions", "A tie for lowest: deal again"),
}

# A few sentences per option, the lobby's tooltip (the label is the one-liner).
OPTION_DETAILS: dict[str, str] = {
    "pass_dir": QT_TRANSLATE_NOOP(
        "HeartsOptions", "In turn: the first deal passes left, the second right, the third "
        "across and the fourth not at all, then again. Or pass the same way every deal."),
    "no_points_first_trick": QT_TRANSLATE_NOOP(
        "HeartsOptions", "A player void in clubs may not play a heart or the queen of "
        "spades to the first trick unless the hand holds nothing else."),
    "must_break_hearts": QT_TRANSLATE_NOOP(
        "HeartsOptions", "Hearts may be led only once they are broken (a heart or, by "
        "default, the queen of spades has been played to a trick), or when the leader holds "
        "nothing but hearts."),
    "moon_minus": QT_TRANSLATE_NOOP(
        "HeartsOptions", "A player who takes all hearts and the queen scores −26 and the "
        "others nothing (off: the shooter 0 and everyone else 26)."),
    "jd_bonus": QT_TRANSLATE_NOOP(
        "HeartsOptions", "Omnibus Hearts: whoever takes the jack of diamonds scores −10."),
    "target_score": QT_TRANSLATE_NOOP(
        "HeartsOptions", "When someone reaches this total the match ends; the lowest "
        "total wins."),
}

# Words for an option's non-numeric choices (numbers show as they are).
CHOICE_TEXTS: dict[str, dict[str, str]] = {"pass_dir": {
    "cycle": QT_TRANSLATE_NOOP("HeartsOptions", "In turn: left, right, across, no pass"),
    "left": QT_TRANSLATE_NOOP("HeartsOptions", "Always left"),
    "right": QT_TRANSLATE_NOOP("HeartsOptions", "Always right"),
    "across": QT_TRANSLATE_NOOP("HeartsOptions", "Always across"),
}}

# A player's wording of each refusal, by reason id.
REASONS: dict[str, str] = {
    "pass_count": QT_TRANSLATE_NOOP("Reasons", "pass exactly three different cards from the "
                                               "hand"),
    "must_lead_two_clubs": QT_TRANSLATE_NOOP("Reasons", "the first trick is led with the two "
                                                        "of clubs"),
    "must_lead_club": QT_TRANSLATE_NOOP("Reasons", "the first trick is led with a club"),
    "no_points_first_trick": QT_TRANSLATE_NOOP("Reasons", "no heart or queen of spades on the "
                                                          "first trick"),
    "hearts_not_broken": QT_TRANSLATE_NOOP("Reasons", "hearts may not be led until broken"),
}

# Hearts' points are penalties: the fewest win, so the coach says "fewer penalty points".
PENALTY_POINTS = True

# What to do instead of a refused verb, by the verb the deal expects.
EXPECTED: dict[str, str] = {
    "pass": QT_TRANSLATE_NOOP("Reasons", "choose the three cards to pass first"),
}

# Labels of the game's own statistics figures (`figures.FIGURES`), for the statistics window.
FIGURE_LABELS: dict[str, str] = {
    "moons_shot": QT_TRANSLATE_NOOP("HeartsFigures", "Moons shot"),
    "queens_taken": QT_TRANSLATE_NOOP("HeartsFigures", "Queens of spades taken"),
}

# The coach's words for the facts Hearts' search gives (`search.why`), beside the shared ones.
WHY_TEXTS: dict[str, str] = {
    "queen_chance": QT_TRANSLATE_NOOP(
        "Why", "You end the deal with the Q♠ on %1 of the imagined deals."),
    "hearts_taken": QT_TRANSLATE_NOOP("Why", "You take about %1 hearts in the deal."),
    # the plans the rule player names ("The plan: …")
    "plan:pass_danger": QT_TRANSLATE_NOOP(
        "Why", "pass on the cards most likely to take penalty points"),
    "plan:shoot_moon": QT_TRANSLATE_NOOP(
        "Why", "take every trick: you hold every penalty point taken so far"),
    "plan:stop_moon": QT_TRANSLATE_NOOP(
        "Why", "stop the player who holds every penalty point so far from taking them all"),
    "plan:dump_points": QT_TRANSLATE_NOOP(
        "Why", "throw a penalty card onto a trick someone else takes"),
    "plan:shed_high": QT_TRANSLATE_NOOP(
        "Why", "get rid of a high card that could take penalty points later"),
}
