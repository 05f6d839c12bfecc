"""Ninety-Nine's decisions explained as they are offered: what the bid cards count and what a
bid earns, and what a premium (declare, reveal) pays or costs under the deal's form.

The numbers come from the form's own tables (bonus by the number of successful bidders,
premium values), so a form that changes a stake changes the words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tablecards.games.ninety_nine.forms import FIVE_DECLARE, FORMS, PREMIUM_VALUE, Form
from tablecards.games.ninety_nine.scoring import SUIT_VALUE
from tablecards.rules.cards import Card, Suit

translate = QCoreApplication.translate
SYMBOLS = {Suit.CLUBS: "♣", Suit.HEARTS: "♥", Suit.SPADES: "♠", Suit.DIAMONDS: "♦"}


def bid_value(cards: list[Card], turnup: Card | None) -> int:
    """Tricks the bid cards encode (a joker counts as the turn-up's suit)."""
    total = 0
    for card in cards:
        suit = card.suit if card.suit is not None else (turnup.suit if turnup else None)
        total += SUIT_VALUE.get(suit, 0) if suit is not None else 0
    return total


def bid_line(form_id: str, cards: list[Card], turnup: Card | None, count: int,
             dac: bool = False) -> str:
    """The count rule, the bid so far and the bonus for making it exactly."""
    counts = " ".join(f"{symbol} {SUIT_VALUE[suit]}" for suit, symbol in SYMBOLS.items())
    text = translate("NinetyNineExplain", "Bid cards count %1 tricks by suit.")
    text = text.replace("%1", counts)
    if cards:
        value = bid_value(cards, turnup)  # %n: "1 trick", "2 tricks" (plural forms)
        if len(cards) < count:
            done = translate("NinetyNineExplain", "%1 of %2 bid cards chosen: %n trick(s) so "
                                                  "far.", "", value)
        else:
            done = translate("NinetyNineExplain", "You bid %n trick(s).", "", value)
        text += " " + done.replace("%1", str(len(cards))).replace("%2", str(count))
    form = FORMS.get(form_id)
    if dac:
        text += " " + translate("NinetyNineExplain", "Win exactly that many for 10 plus 1 "
                                                     "point a trick; miss it for 1 a trick.")
    elif form is not None and form.bonus and not form.pairs:
        text += " " + _bonus_words(form)
    return text


def _bonus_words(form: Form) -> str:
    """`Win exactly that many for 1 point a trick plus a bonus of 30 if you alone succeed…`."""
    table = sorted(form.bonus.items())
    others = []
    for succeeded, bonus in table[1:]:
        words = translate("NinetyNineExplain", "%1 if %2 succeed")
        others.append(words.replace("%1", str(bonus)).replace("%2", str(succeeded)))
    text = translate("NinetyNineExplain", "Win exactly that many for 1 point a trick plus a "
                                          "bonus of %1 if you alone succeed")
    text = text.replace("%1", str(table[0][1]))
    return text + "".join(", " + words for words in others) + "."


def premium_line(form_id: str, kinds: set[str], dac: bool = False, keep: bool = False) -> str:
    """What declaring and revealing show, and what they pay or cost in this form."""
    if dac:
        return _dac_premium_line(kinds, keep)
    form = FORMS.get(form_id)
    parts = []
    if "declare" in kinds:
        stake = FIVE_DECLARE if form_id == "five_player" else PREMIUM_VALUE["declare"]
        text = translate("NinetyNineExplain", "Declare: your bid cards lie face up; %1.")
        parts.append(text.replace("%1", _stake_words(form, stake)))
    if "reveal" in kinds:
        text = translate("NinetyNineExplain", "Reveal: your bid cards and your whole hand lie "
                                              "face up; %1.")
        parts.append(text.replace("%1", _stake_words(form, PREMIUM_VALUE["reveal"])))
    if kinds & {"declare", "reveal"}:
        parts.append(translate("NinetyNineExplain", "Pass: no premium, no risk."))
    return " ".join(parts)


def _stake_words(form: Form | None, stake: int) -> str:
    """Who is paid `stake` when the premium bidder makes or fails the bid."""
    won = translate("NinetyNineExplain", "make your bid exactly and you get %1")
    if form is not None and form.id == "five_player":
        lost = translate("NinetyNineExplain", "fail and you lose %1")
    elif form is not None and form.dummy:
        lost = translate("NinetyNineExplain", "fail and the other player and the dummy get "
                                              "%1 each")
    elif form is not None and form.players == 2:
        lost = translate("NinetyNineExplain", "fail and your opponent gets %1")
    else:
        lost = translate("NinetyNineExplain", "fail and each other player gets %1")
    return f"{won}, {lost}".replace("%1", str(stake))


def _dac_premium_line(kinds: set[str], keep: bool) -> str:
    """Divide and conquer: each premium multiplies the reward; a miss pays every other player."""
    parts = []
    if "declare" in kinds:
        parts.append(translate("NinetyNineExplain", "Declare: your bid cards lie face up; make "
                                                    "your bid exactly for 20 plus 2 a trick, "
                                                    "miss it and every other player gets 5."))
    if "reveal" in kinds:
        parts.append(translate("NinetyNineExplain", "Reveal: your bid cards and your whole hand "
                                                    "lie face up; make your bid exactly for 30 "
                                                    "plus 3 a trick, miss it and every other "
                                                    "player gets 10."))
    if keep:
        parts.append(translate("NinetyNineExplain", "A missed premium keeps 1 point a trick."))
    else:
        parts.append(translate("NinetyNineExplain", "A missed premium scores 0."))
    parts.append(translate("NinetyNineExplain", "Pass: 10 plus 1 a trick if made, 1 a trick "
                                                "if not."))
    return " ".join(parts)
