"""Ninety-Nine's panel: the bid area, premium buttons with a trump choice, and snaps.

While a `bid` is expected, cards dragged (or clicked) into the bid area on the felt are the
bid cards; the area shows the bid they encode and Enter or the confirm button submits it.
The rules core says whether the choice is acceptable, so every form's restrictions (no
nines, ♦♦♦) need no code here.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QWidget

from tablecards.games.ninety_nine import panel_badges as badges
from tablecards.games.ninety_nine import panel_explain as explain
from tablecards.games.ninety_nine.facts import NinetyNineFacts
from tablecards.games.ninety_nine.panel_lines import deal_lines
from tablecards.games.ninety_nine.scoring import SUIT_VALUE
from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.card_choice import CardChoice
from tablecards.ui.controller import MatchController
from tablecards.ui.panel import GamePanel, ScoreLine
from tablecards.ui.texts import card_text, suit_name

BID_CARDS = 3
TRICK_RULES = {
    "hierarchy": QT_TRANSLATE_NOOP(
        "NinetyNine", "The highest card of the highest suit present wins (♣ ♥ ♠ ♦)."),
    "highest_rank": QT_TRANSLATE_NOOP(
        "NinetyNine", "The highest rank wins; equal ranks by suit (♣ ♥ ♠ ♦)."),
    "second_best": QT_TRANSLATE_NOOP("NinetyNine", "The second-best card wins the trick."),
}
PREMIUMS = {
    "declare": QT_TRANSLATE_NOOP("NinetyNine", "&Declare"),
    "reveal": QT_TRANSLATE_NOOP("NinetyNine", "&Reveal"),
    "pass": QT_TRANSLATE_NOOP("NinetyNine", "&Pass"),
}


class NinetyNinePanel(GamePanel):
    """Bid area, premium and snap choices, plus the generic behaviour for everything else."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._snap_card: Card | None = None
        self._trump = QComboBox(self)
        self._trump.setAccessibleName(self.tr("Trump to name"))
        self._trump.hide()
        self.add_control(self._trump)
        self._bid = CardChoice(self, "bid", BID_CARDS, lambda: self.tr("&Confirm bid"),
                               self.bid_caption)
        self.card_choice = self._bid

    @staticmethod
    def bidding(view: SeatView) -> bool:
        return any(a.verb == "bid" for a in view.legal_actions)

    # -- bid cards ----------------------------------------------------------------------
    def activate_card(self, seat: int, card: Card) -> Reason | None:
        view = self.controller.view()
        if view is None or not self.controller.human_turn():
            return None
        versions = [a for a in view.legal_actions if a.seat == seat and a.value == card]
        if any(a.get("snap") is True for a in versions) and len(versions) > 1:
            self._snap_card = card  # both a plain play and a snap: ask which
            self.refresh()
            return None
        return super().activate_card(seat, card)

    def bid_caption(self, view: SeatView) -> str:
        """The bid the laid cards encode, e.g. `♦0 ♠1 ♥2 = 3`."""
        if not self._bid.chosen:
            return self.tr("Drag three cards here to bid")
        turnup = self.turnup(view)
        parts, total = [], 0
        for card in self._bid.chosen:
            suit = card.suit if card.suit is not None else (turnup.suit if turnup else None)
            value = SUIT_VALUE.get(suit, 0) if suit is not None else 0
            total += value
            symbol = card_text(card)[-1] if card.suit is not None else "★"  # spades are suit 0
            parts.append(f"{symbol}{value}")
        return self.tr("%1 = %2").replace("%1", " ".join(parts)).replace("%2", str(total))

    def turnup(self, view: SeatView) -> Card | None:
        code = NinetyNineFacts.of(view).turnup
        try:
            return Card.parse(code) if code is not None else None
        except ValueError:
            return None

    def deal_lines(self, view: SeatView, scored: Event | None) -> list[ScoreLine]:
        names = [self.controller.seat_name(s) for s in range(view.seats)]
        return deal_lines(view, scored, names) or super().deal_lines(view, scored)

    def info_lines(self, view: SeatView) -> list[str]:
        """Generic facts plus the deal's trick rule when it is not the usual one, and snaps."""
        lines = super().info_lines(view)
        facts = NinetyNineFacts.of(view)
        rule = TRICK_RULES.get(facts.trick_rule)
        if rule:
            lines.append(QCoreApplication.translate("NinetyNine", rule))
        if facts.snap_allowed:
            lines.append(self.tr("Snaps allowed: a void player may play a card of the led rank."))
        if view.trump is None and facts.phase == "show":
            lines.append(self.tr("Trumps are set by the shown cards."))
        return lines

    def tricks_text(self, view: SeatView, seat: int) -> str | None:
        return badges.tricks_text(view, seat) or super().tricks_text(view, seat)

    def seat_badges(self, view: SeatView, seat: int) -> list[str]:
        names = [self.controller.seat_name(s) for s in range(view.seats)]
        return badges.seat_badges(view, seat, names)

    def prompt(self, view: SeatView) -> str:
        if self.bidding(view):
            return self.tr("Drag three bid cards to the bid area (or pick them with ←/→ and "
                           "Space), then confirm with Enter.")
        if self._snap_card is not None:
            return self.tr("Call snap with %1?").replace("%1", card_text(self._snap_card))
        if any(a.verb == "premium" for a in view.legal_actions):
            return self.tr("Premium bid: declare, reveal or pass.")
        if any(a.verb == "show" for a in view.legal_actions):
            return self.tr("Show a card: click it or drag it to the centre, or choose with ←/→ "
                           "and press Enter.")
        return super().prompt(view)

    def explain(self, view: SeatView) -> str:
        """The bid cards' count and the bid's reward, or the premiums' stakes."""
        facts = NinetyNineFacts.of(view)
        options = self.controller.config.options
        dac = bool(options.get("divide_and_conquer"))
        if self.bidding(view):
            return explain.bid_line(facts.form, self._bid.chosen, self.turnup(view), BID_CARDS,
                                    dac)
        if self._snap_card is not None:
            return ""
        kinds = {str(a.value) for a in view.legal_actions if a.verb == "premium"}
        return explain.premium_line(facts.form, kinds, dac,
                                    bool(options.get("dac_fail_keeps_tricks")))

    # -- buttons ------------------------------------------------------------------------
    def button_actions(self, view: SeatView) -> list[Action]:
        if self._snap_card is not None:
            card = self._snap_card
            return sorted((a for a in view.legal_actions if a.value == card),
                          key=lambda a: a.get("snap") is True)
        actions = super().button_actions(view)
        seen: set[str] = set()
        out = []
        for action in actions:  # one button per premium kind; the trump comes from the box
            key = f"{action.verb}:{action.value}" if action.get("trump") else str(action)
            if key not in seen:
                seen.add(key)
                out.append(action)
        return out

    def button_label(self, action: Action) -> str:
        if action.verb == "play" and isinstance(action.value, Card):
            text = card_text(action.value)
            if action.get("snap") is True:
                return self.tr("&Snap with %1").replace("%1", text)
            return self.tr("Play %1 &without snap").replace("%1", text)
        if action.verb == "premium" and str(action.value) in PREMIUMS:
            label = QCoreApplication.translate("NinetyNine", PREMIUMS[str(action.value)])
            announce = action.get("announce")
            return f"{label} {announce}" if announce is not None else label
        return super().button_label(action)

    def submit_button(self, action: Action) -> None:
        """Premium buttons take the trump named in the box."""
        trump = self._trump.currentData()
        if action.verb == "premium" and action.get("trump") is not None and trump:
            view = self.controller.view()
            for legal in view.legal_actions if view else []:
                if legal.value == action.value and legal.get("trump") == trump \
                        and legal.get("announce") == action.get("announce"):
                    action = legal
                    break
        self._snap_card = None
        self.controller.submit(action)

    def refresh(self) -> None:
        view = self.controller.view()
        human = view is not None and self.controller.human_turn()
        if not human or view is None or self._snap_card not in view.hand:
            self._snap_card = None
        super().refresh()
        self._refresh_trump(view if human else None)
        if self._buttons and view is not None and human and not self.legal_cards(view):
            self._buttons[-1].setFocus()  # keyboard users land on a choice (Pass, say)

    def _refresh_trump(self, view: SeatView | None) -> None:
        trumps = [] if view is None else sorted(
            {str(a.get("trump")) for a in view.legal_actions
             if a.verb == "premium" and a.get("trump") is not None})
        if [self._trump.itemData(i) for i in range(self._trump.count())] != trumps:
            self._trump.clear()
            for code in trumps:
                self._trump.addItem(self.tr("Trump: %1").replace("%1", suit_name(code)), code)
        self._trump.setVisible(bool(trumps))
