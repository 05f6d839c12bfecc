"""Ninety-Nine's seat badges, read from the view only: whether a bid is laid, face-up bids
with their value, premium bids, the partner (pairs) and the dummy's player.

Everything comes from `SeatView.public` (see `tablecards.games.ninety_nine.view`), so a
hidden bid never shows: the viewer sees their own bid cards, everybody sees face-up ones.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

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
    shown = (view.public.get("face_up_bids") or {}).get(str(seat))
    if shown:
        return parse_cards(shown)
    if seat == view.seat:
        return parse_cards(view.public.get("own_bid_cards"))
    return []


def bid_of(view: SeatView, seat: int) -> int | None:
    """The bid of `seat` when the viewer may know it: final, face up, own or announced."""
    public = view.public
    final = public.get("bids")
    if isinstance(final, list) and seat < len(final):
        return int(final[seat])
    cards = bid_cards(view, seat)
    if len(cards) == 3:
        turnup = parse_cards([public["turnup"]]) if public.get("turnup") else []
        try:
            return bid_value(cards, turnup[0] if turnup else None)
        except (AssertionError, KeyError):
            return None
    announced = _premium(public).get("announced", {}).get(str(seat))
    return int(announced) if isinstance(announced, int) else None


def tricks_text(view: SeatView, seat: int) -> str | None:
    """`2 of 3 tricks` when the seat's bid is known, else None (the generic count)."""
    bid = bid_of(view, seat)
    if bid is None or seat >= len(view.tricks_won):
        return None
    text = QCoreApplication.translate("NinetyNineSeats", "%1 of %2 tricks")
    return text.replace("%1", str(view.tricks_won[seat])).replace("%2", str(bid))


def seat_badges(view: SeatView, seat: int, names: list[str]) -> list[str]:
    """The badges under `seat`'s name, most lasting first."""
    public = view.public
    badges = []
    if public.get("form") == PAIRS_FORM and view.seats == 4:
        partner = _name(names, (seat + 2) % 4)
        text = QCoreApplication.translate("NinetyNineSeats", "Partner: %1")
        badges.append(text.replace("%1", partner))
    if seat == public.get("dummy"):
        controller = public.get("dummy_controller")
        if isinstance(controller, int):
            player = _name(names, controller)
            text = QCoreApplication.translate("NinetyNineSeats", "Played by %1")
            badges.append(text.replace("%1", player))
        return badges
    badges += _bid_badges(view, seat)
    premium = _premium_badge(public, seat)
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
    if view.public.get("phase") == "bid":
        laid = seat in (view.public.get("bids_laid") or [])
        if laid:
            return [QCoreApplication.translate("NinetyNineSeats", "Bid laid")]
        return [QCoreApplication.translate("NinetyNineSeats", "Choosing bid cards")]
    return []


def _premium_badge(public: dict[str, Any], seat: int) -> str | None:
    premium = _premium(public)
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
    if kind == "pass" and public.get("phase") == "premium":
        return QCoreApplication.translate("NinetyNineSeats", "No premium")
    return names.get(str(kind))


def _premium(public: dict[str, Any]) -> dict[str, Any]:
    premium = public.get("premium")
    return premium if isinstance(premium, dict) else {}


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else str(seat + 1)
