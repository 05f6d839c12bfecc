"""Sheepshead's decisions explained as they are offered: what picking, burying and calling mean
and what they risk, in the units of the match's options (double on the bump, doublers).

A side that picks plays for 61 of the 120 card points; a win is worth 1 unit (2 with 91 or
more, schneider; 3 when it takes every trick, schwarz) times the hand's multiplier, and the
table of section 7 of the rules spreads it over the seats.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

CONTEXT = "SheepsheadExplain"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _fill(text: str, *values: object) -> str:
    for n, value in enumerate(values, start=1):
        text = text.replace(f"%{n}", str(value))
    return text


def stakes(options: Mapping[str, object], alone: bool, multiplier: int) -> str:
    """`win +2, lose −4 (schneider doubles, schwarz triples)` for the picker."""
    win = (4 if alone else 2) * multiplier
    bump = 1 if options.get("no_double_on_bump") else 2
    lose = win * bump
    return _fill(_tr("a win pays you %1, a loss costs you %2 (twice that with schneider, "
                     "3 times with schwarz)"), f"+{win}", f"−{lose}")


def partner_words(options: Mapping[str, object]) -> str:
    if options.get("jd_partner"):
        return _tr("the holder of J♦ is your secret partner")
    return _tr("you call an ace you lack and its holder is your secret partner")


def pick_line(options: Mapping[str, object], multiplier: int) -> str:
    """Picking: the blind, the bury, the partner, the goal and the stakes; passing."""
    text = _fill(_tr("Pick: take the 2 blind cards, bury 2, and %1; your side needs 61 of the "
                     "120 card points: %2."), partner_words(options),
                 stakes(options, False, multiplier))
    return f"{text} {_tr('Pass: the next player is asked.')} {_all_pass(options)}"


def _all_pass(options: Mapping[str, object]) -> str:
    if options.get("doublers"):
        return _tr("If all pass, the hand is thrown in and the next one counts double.")
    if options.get("forced_pick"):
        return _tr("If all pass, the dealer must pick.")
    return _tr("If all pass, a leaster is played: fewest card points wins.")


def bury_line(options: Mapping[str, object], buried_points: int) -> str:
    """The bury counts for the picker's side once it takes a trick."""
    text = _tr("Buried cards count for your side once it takes a trick.")
    if not options.get("jd_partner"):
        text += " " + _tr("Keep a card of the suit whose ace you mean to call.")
    return f"{text} " + _fill(_tr("Buried so far: %1 points."), buried_points)


def call_line(options: Mapping[str, object], multiplier: int, can_go_alone: bool) -> str:
    """A call's partner, and going alone, with their stakes."""
    text = _fill(_tr("Call: the called card's holder is your secret partner (2 against 3); "
                     "%1, the partner half of that."), stakes(options, False, multiplier))
    if can_go_alone:
        text += " " + _fill(_tr("Alone: 1 against 4, %1."), stakes(options, True, multiplier))
    return text
