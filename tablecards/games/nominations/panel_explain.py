"""Nominations' decisions explained as they are offered: what a number bid, a misère and an
open misère win or lose, and what the partner call means, with the match's options (misère
low, grand slam 26) and the double hand's multiplier in the figures.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate
ALL_TRICKS = 13


def _fill(text: str, *values: object) -> str:
    for n, value in enumerate(values, start=1):
        text = text.replace(f"%{n}", str(value))
    return text


def bid_value(options: Mapping[str, object], bid: int, multiplier: int) -> int:
    """Points a number bid is worth to each winner (or each defender)."""
    slam = bid == ALL_TRICKS and bool(options.get("grand_slam_26"))
    return (2 * ALL_TRICKS if slam else bid) * multiplier


def bid_line(options: Mapping[str, object], lowest: int | None, multiplier: int) -> str:
    """The lowest number bid on offer and the misères, with what each pays."""
    parts = []
    if lowest is not None:
        text = translate("NominationsExplain", "Bid %1: you and the partner you call must win "
                                               "%1 tricks: %2 each, or %2 to each defender.")
        parts.append(_fill(text, lowest, bid_value(options, lowest, multiplier)))
    misere = (10 if options.get("misere_low") else ALL_TRICKS) * multiplier
    text = translate("NominationsExplain", "Misère: you alone win no trick: %1 to you, or %1 "
                                           "to each of the others; open misère %2, hand face "
                                           "up after the first trick.")
    parts.append(_fill(text, misere, 2 * ALL_TRICKS * multiplier))
    if multiplier > 1:
        parts.append(_fill(translate("NominationsExplain", "This hand counts ×%1."), multiplier))
    return " ".join(parts)


def contract_line(options: Mapping[str, object], bid: int, multiplier: int) -> str:
    """The partner card's holder plays with you; calling your own card is a secret solo."""
    text = translate("NominationsExplain", "The holder of the card you call is your secret "
                                           "partner: win %1 tricks together for %2 each, or "
                                           "each defender gets %2. Call a card of your own and "
                                           "you play alone: %2 to you, or %2 to each of the "
                                           "other three.")
    return _fill(text, bid, bid_value(options, bid, multiplier))
