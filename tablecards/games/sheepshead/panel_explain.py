"""Sheepshead's decisions explained as they are offered: what picking, burying and calling mean
and what they risk, in the units of the match's options (double on the bump, doublers).

A side that picks plays for 61 of the 120 card points; a win is worth 1 unit (2 with 91 or
more, schneider; 3 when it takes every trick, schwarz) times the hand's multiplier, and the
table of section 7 of the rules spreads it over the seats.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def _fill(text: str, *values: object) -> str:
    for n, value in enumerate(values, start=1):
        text = text.replace(f"%{n}", str(value))
    return text


def stakes(options: Mapping[str, object], alone: bool, multiplier: int) -> str:
    """`a win pays you +2, a loss costs you −4 (…)` for the picker."""
    win = (4 if alone else 2) * multiplier
    lose = win * (1 if options.get("no_double_on_bump") else 2)
    text = translate("SheepsheadExplain", "a win pays you %1, a loss costs you %2 (twice that "
                                          "with schneider, 3 times with schwarz)")
    return _fill(text, f"+{win}", f"−{lose}")


def partner_words(options: Mapping[str, object]) -> str:
    if options.get("jd_partner"):
        return translate("SheepsheadExplain", "the holder of J♦ is your secret partner")
    return translate("SheepsheadExplain", "you call an ace you lack and its holder is your "
                                          "secret partner")


def pick_line(options: Mapping[str, object], multiplier: int) -> str:
    """Picking: the blind, the bury, the partner, the goal and the stakes; passing."""
    text = translate("SheepsheadExplain", "Pick: take the 2 blind cards, bury 2, and %1; your "
                                          "side needs 61 of the 120 card points: %2.")
    text = _fill(text, partner_words(options), stakes(options, False, multiplier))
    passing = translate("SheepsheadExplain", "Pass: the next player is asked.")
    return f"{text} {passing} {_all_pass(options)}"


def _all_pass(options: Mapping[str, object]) -> str:
    if options.get("doublers"):
        return translate("SheepsheadExplain", "If all pass, the deal is thrown in and the next "
                                              "one counts double.")
    if options.get("forced_pick"):
        return translate("SheepsheadExplain", "If all pass, the dealer must pick.")
    return translate("SheepsheadExplain", "If all pass, a leaster is played: fewest card "
                                          "points wins.")


def bury_line(options: Mapping[str, object], buried_points: int) -> str:
    """The bury counts for the picker's side once it takes a trick."""
    parts = [translate("SheepsheadExplain", "Buried cards count for your side once it takes "
                                            "a trick.")]
    if not options.get("jd_partner"):
        parts.append(translate("SheepsheadExplain", "Keep a card of the suit whose ace you "
                                                    "mean to call."))
    parts.append(_fill(translate("SheepsheadExplain", "Buried so far: %1 points."),
                       buried_points))
    return " ".join(parts)


def call_line(options: Mapping[str, object], multiplier: int, can_go_alone: bool) -> str:
    """A call's partner, and going alone, with their stakes."""
    text = translate("SheepsheadExplain", "Call: the called card's holder is your secret "
                                          "partner (2 against 3); %1, the partner half of "
                                          "that.")
    parts = [_fill(text, stakes(options, False, multiplier))]
    if can_go_alone:
        alone = translate("SheepsheadExplain", "Alone: 1 against 4, %1.")
        parts.append(_fill(alone, stakes(options, True, multiplier)))
    return " ".join(parts)
