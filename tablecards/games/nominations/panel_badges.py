"""Nominations' words on the felt: bid names, seat badges and the corner's public facts.

Everything is read from the seat's view (`tablecards.games.nominations.view`), so a secret
partner never shows: its `partner` fact is set only once the called card is played, or for
the seat that holds it (then the badge says that only this seat knows).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tablecards.games.nominations.facts import NominationsFacts
from tablecards.rules.cards import Card, Suit
from tablecards.rules.game import SeatView
from tablecards.ui.texts import card_text

MISERE = "misere"
OPEN_MISERE = "open_misere"
PASS = "pass"


def bid_name(bid: object) -> str:
    """A call as the table words it: `11`, `Misère`, `Open misère` or `Pass`."""
    if bid == MISERE:
        return QCoreApplication.translate("Nominations", "Misère")
    if bid == OPEN_MISERE:
        return QCoreApplication.translate("Nominations", "Open misère")
    if bid == PASS:
        return QCoreApplication.translate("Nominations", "Pass")
    return str(bid)


def trump_name(code: object) -> str:
    """A trump code (`S`…`C`, `none`) as its symbol, or the words for no trumps."""
    if code == "none":
        return QCoreApplication.translate("Nominations", "No trumps")
    try:
        return Suit.parse(str(code)).symbol
    except ValueError:
        return ""


def card_of(code: object) -> Card | None:
    try:
        return Card.parse(str(code)) if code else None
    except ValueError:
        return None


def called_played(view: SeatView, card: Card | None) -> bool:
    """Whether the called card is already on the table (its holder is then public)."""
    if card is None:
        return False
    trick = view.trick.plays if view.trick else []
    return any(c == card for t in view.tricks for _, c in t.plays) or \
        any(c == card for _, c in trick)


def contract_text(facts: NominationsFacts, trump: str | None) -> str:
    """`11 ♥` for a number contract (the bid alone until trumps are named), or the misère."""
    bid = facts.bid
    if bid in (MISERE, OPEN_MISERE) or trump is None:
        return bid_name(bid)
    return f"{bid_name(bid)} {trump_name(trump)}"


def seat_badges(view: SeatView, seat: int) -> list[str]:
    """The badges under `seat`'s name: its call in the auction, then declarer and partner."""
    facts = NominationsFacts.of(view)
    if facts.declarer is None:
        return _call_badges(facts, seat)
    badges = []
    if seat == facts.declarer:
        template = QCoreApplication.translate("Nominations", "Declarer: %1")
        badges.append(template.replace("%1", contract_text(facts, view.trump)))
    partner = _partner_badge(view, seat)
    if partner:
        badges.append(partner)
    return badges


def _call_badges(facts: NominationsFacts, seat: int) -> list[str]:
    calls = [c for c in facts.calls if c["seat"] == seat]
    if not calls:
        return []
    bid = calls[-1]["bid"]
    if bid == PASS:  # the calls go round until three passes follow a bid
        return [QCoreApplication.translate("Nominations", "Passed, may bid again")]
    return [QCoreApplication.translate("Nominations", "Bid %1").replace("%1", bid_name(bid))]


def passed_before(facts: NominationsFacts, seat: int) -> bool:
    """`seat` passed earlier in this auction (and may still bid: the calls go round)."""
    return any(c["seat"] == seat and c["bid"] == PASS for c in facts.calls)


def _partner_badge(view: SeatView, seat: int) -> str | None:
    facts = NominationsFacts.of(view)
    if facts.partner != seat:
        return None
    card = card_of(facts.partner_card)
    solo = seat == facts.declarer
    if not called_played(view, card) and facts.phase != "done":
        if solo:
            return QCoreApplication.translate("Nominations", "Secret solo (only you know)")
        return QCoreApplication.translate("Nominations", "Partner (only you know)")
    if solo:
        return QCoreApplication.translate("Nominations", "Plays alone")
    return QCoreApplication.translate("Nominations", "Partner")


def info_lines(view: SeatView, names: list[str]) -> list[str]:
    """The corner's facts: a double hand, the high bid or the contract, the called card."""
    facts = NominationsFacts.of(view)
    lines = []
    if facts.multiplier == 2:
        template = QCoreApplication.translate("Nominations", "Double hand ×2 (cut %1)")
        cuts = ", ".join(str(k) for k in facts.cuts)
        lines.append(template.replace("%1", cuts))
    if facts.declarer is None:  # the ladder shows the high bid
        return lines
    template = QCoreApplication.translate("Nominations", "Contract: %1 by %2")
    lines.append(template.replace("%1", contract_text(facts, view.trump))
                 .replace("%2", _name(names, facts.declarer)))
    card = card_of(facts.partner_card)
    if card is not None:
        lines.append(QCoreApplication.translate("Nominations", "Partner card: %1")
                     .replace("%1", card_text(card)))
    if facts.open_hand:
        lines.append(QCoreApplication.translate(
            "Nominations", "The open misère hand lies face up."))
    return lines


def high_bid_text(facts: NominationsFacts, names: list[str]) -> str:
    """`High bid: 11 (Bob)`, or that nobody has bid yet."""
    high = facts.high_bid
    if high is None:
        return QCoreApplication.translate("Nominations", "No bid yet")
    bidder = next((c["seat"] for c in reversed(facts.calls) if c["bid"] == high), None)
    template = QCoreApplication.translate("Nominations", "High bid: %1 (%2)")
    return template.replace("%1", bid_name(high)).replace("%2", _name(names, bidder))


def _name(names: list[str], seat: object) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "?"
