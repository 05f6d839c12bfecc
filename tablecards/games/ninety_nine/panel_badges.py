"""Ninety-Nine's seat badges, read from the view only: whether a bid is laid, face-up bids
with their value, premium bids, the partner (pairs) and the dummy's player.

Everything comes from the view's public facts (`NinetyNineFacts`), so a
hidden bid never shows: the viewer sees their own bid cards, everybody sees face-up ones.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tablecards.games.ninety_nine.facts import NinetyNineFacts
from tablecards.games.ninety_nine.scoring import bid_value
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.texts import card_text

PAIRS_FORM = "four_player_pairs"




def parse_cards(codes: object) -> list[Card]:
    """Record codes from the public facts as cards ([] when they are not cards)."""
    if not isinstance(codes, list | tuple):
        return []
    try:
        return [c if isinstance(c, Card) else Card.parse(str(c)) for c in codes]
    except ValueError:
        return []


def bid_cards(view: SeatView, seat: int) -> list[Card]:
    """`seat`'s bid cards as far as the viewer may see them."""
    facts = NinetyNineFacts.of(view)
    shown = facts.face_up_bids.get(str(seat))
    if shown:
        return parse_cards(shown)
    if seat == view.seat:
        return parse_cards(facts.own_bid_cards)
    return []


def bid_of(view: SeatView, seat: int) -> int | None:
    """The bid of `seat` when the viewer may know it: final, face up, own or announced."""
    facts = NinetyNineFacts.of(view)
    final = facts.bids
    if final is not None and seat < len(final):
        return final[seat]
    cards = bid_cards(view, seat)
    if len(cards) == 3:
        turnup = parse_cards([facts.turnup]) if facts.turnup else []
        try:
            return bid_value(cards, turnup[0] if turnup else None)
        except (AssertionError, KeyError):
            return None
    return facts.premium.get("announced", {}).get(str(seat))


def tricks_text(view: SeatView, seat: int) -> str | None:
    """`2 of 3 tricks` when the seat's bid is known, else None (the generic count)."""
    bid = bid_of(view, seat)
    if bid is None or seat >= len(view.tricks_won):
        return None
    text = QCoreApplication.translate("NinetyNineSeats", "%1 of %2 tricks")
    return text.replace("%1", str(view.tricks_won[seat])).replace("%2", str(bid))


def seat_badges(view: SeatView, seat: int, names: list[str]) -> list[str]:
    """The badges under `seat`'s name, most lasting first."""
    facts = NinetyNineFacts.of(view)
    badges = []
    if facts.form == PAIRS_FORM and view.seats == 4:
        partner = _name(names, (seat + 2) % 4)
        text = QCoreApplication.translate("NinetyNineSeats", "Partner: %1")
        badges.append(text.replace("%1", partner))
    if seat == facts.dummy:
        controller = facts.dummy_controller
        if controller is not None:
            player = _name(names, controller)
            text = QCoreApplication.translate("NinetyNineSeats", "Played by %1")
            badges.append(text.replace("%1", player))
        return badges
    badges += _bid_badges(view, seat)
    premium = _premium_badge(facts, seat)
    if premium:
        badges.append(premium)
    return badges


def _bid_badges(view: SeatView, seat: int) -> list[str]:
    cards = bid_cards(view, seat)
    bid = bid_of(view, seat)
    if cards and bid is not None:
        shown = " ".join(card_text(c) for c in cards)
        text = QCoreApplication.translate("NinetyNineSeats", "Bid %1 = %2")
        return [text.replace("%1", shown).replace("%2", str(bid))]
    if bid is not None:
        text = QCoreApplication.translate("NinetyNineSeats", "Bid %1 (announced)")
        return [text.replace("%1", str(bid))]
    facts = NinetyNineFacts.of(view)
    if facts.phase == "bid":
        if seat in facts.bids_laid:
            return [QCoreApplication.translate("NinetyNineSeats", "Bid laid")]
        return [QCoreApplication.translate("NinetyNineSeats", "Choosing bid cards")]
    return []


def _premium_badge(facts: NinetyNineFacts, seat: int) -> str | None:
    premium = facts.premium
    key = str(seat)
    if premium.get("closed"):
        kind = premium.get("holders", {}).get(key)
    else:
        kind = premium.get("offers", {}).get(key)
        if kind is None and seat in premium.get("offered", []):
            return QCoreApplication.translate("NinetyNineSeats", "Premium offer made")
    names = {
        "declare": QCoreApplication.translate("NinetyNineSeats", "Declared"),
        "reveal": QCoreApplication.translate("NinetyNineSeats", "Revealed"),
    }
    if kind == "pass" and facts.phase == "premium":
        return QCoreApplication.translate("NinetyNineSeats", "No premium")
    return names.get(str(kind))


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else str(seat + 1)
