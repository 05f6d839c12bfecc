"""Sneak's decisions explained as they are offered: what a sneak and a flaunt are and risk when
leading, and what a challenge risks when answering a lead, in the match's options (the losers'
cards go to the winner, or out of play).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def _spoils(options: Mapping[str, object]) -> str:
    """What the winner of a challenge takes."""
    if options.get("losers_cards_discarded"):
        return translate("SneakExplain", "the best set banks its own cards and the others' "
                                         "are discarded")
    return translate("SneakExplain", "the best set takes every card played")


def lead_line(options: Mapping[str, object], limit: int, sneak: bool) -> str:
    """Leading: what each way of leading shows, who may challenge, what is at stake."""
    parts = []
    if sneak:
        parts.append(translate("SneakExplain", "Sneak: any cards face down, at most %1 "
                                               "(a bluff)."))
    parts.append(translate("SneakExplain", "Flaunt: one card or a combo face up, at most %1 "
                                           "(match, straight flush, straight, flush); a single "
                                           "card is challenged only in its suit."))
    if not sneak:
        parts.append(translate("SneakExplain", "The stock is out: only flaunts."))
    parts.append(translate("SneakExplain", "Anyone holding as many cards may challenge with as "
                                           "many: %2, and a tie goes to the later player, so "
                                           "you lose ties. Unchallenged, you bank your cards. "
                                           "Each banked card is 1 point."))
    return " ".join(parts).replace("%1", str(limit)).replace("%2", _spoils(options))


def challenge_line(options: Mapping[str, object], count: int, face_up: bool) -> str:
    """Answering a lead: what a challenge must be and what it risks; declining is safe."""
    parts = []
    if not face_up:
        parts.append(translate("SneakExplain", "The sneaked cards may be anything: a bluff or "
                                               "a strong set."))
    parts.append(translate("SneakExplain", "Challenge with as many cards as were led (%1): "
                                           "%2; a tie goes to the later player; win and you "
                                           "bank them,"))
    if options.get("losers_cards_discarded"):
        parts.append(translate("SneakExplain", "lose and your cards are discarded."))
    else:
        parts.append(translate("SneakExplain", "lose and your cards go to the winner."))
    parts.append(translate("SneakExplain", "Decline: you keep your cards and risk nothing."))
    return " ".join(parts).replace("%1", str(count)).replace("%2", _spoils(options))
