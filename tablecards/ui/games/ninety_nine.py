"""Ninety-Nine's panel: choosing three bid cards, and worded premium buttons.

While a `bid` is expected, clicking (or Enter on) a card selects it instead of playing it;
a button then lays the three selected cards aside. The rules core says whether the choice is
acceptable, so every form's restrictions (no nines, ♦♦♦) need no code here.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QPushButton, QWidget

from tablecards.rules.actions import Action, Reason
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.controller import MatchController
from tablecards.ui.games.generic import GamePanel
from tablecards.ui.texts import card_text, suit_name

BID_CARDS = 3
PREMIUMS = {
    "declare": QT_TRANSLATE_NOOP("NinetyNine", "Declare"),
    "reveal": QT_TRANSLATE_NOOP("NinetyNine", "Reveal"),
    "pass": QT_TRANSLATE_NOOP("NinetyNine", "Pass"),
}


class Panel(GamePanel):
    """Bid-card selection plus the generic behaviour for everything else."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._selected: list[Card] = []
        self._bid_button = QPushButton(self)
        self._bid_button.clicked.connect(self._submit_bid)
        self._bid_button.hide()
        self._layout.insertWidget(self._layout.count() - 1, self._bid_button)

    @staticmethod
    def bidding(view: SeatView) -> bool:
        return any(a.verb == "bid" for a in view.legal_actions)

    def activate_card(self, seat: int, card: Card) -> Reason | None:
        view = self.controller.view()
        if view is None or not self.controller.human_turn() or not self.bidding(view):
            return super().activate_card(seat, card)
        if card in self._selected:
            self._selected.remove(card)
        elif len(self._selected) < BID_CARDS:
            self._selected.append(card)
        self._update_bid_button(view)
        self.sig_marks_changed.emit()
        return None

    def selected_cards(self) -> set[Card]:
        return set(self._selected)

    def legal_cards(self, view: SeatView) -> set[Card]:
        if self.bidding(view):
            return set(view.hand)
        return super().legal_cards(view)

    def info_lines(self, view: SeatView) -> list[str]:
        """Generic facts plus the viewer's own bid cards and the face-up bids."""
        lines = super().info_lines(view)
        own = view.public.get("own_bid_cards")
        if own:
            lines.append(self.tr("Your bid cards: %1").replace("%1", _codes_text(own)))
        face_up = view.public.get("face_up_bids") or {}
        names = [self.controller.seat_name(s) for s in range(view.seats)]
        for seat, cards in sorted(face_up.items(), key=lambda kv: int(kv[0])):
            seat_no = int(seat)
            name = names[seat_no] if seat_no < len(names) else str(seat)
            lines.append(self.tr("Face-up bid of %1: %2").replace("%1", name).replace(
                "%2", _codes_text(cards)))
        return lines

    def prompt(self, view: SeatView) -> str:
        if self.bidding(view):
            return self.tr("Choose three bid cards.")
        return super().prompt(view)

    def button_actions(self, view: SeatView) -> list[Action]:
        return [a for a in super().button_actions(view) if a.verb != "bid"]

    def button_label(self, action: Action) -> str:
        if action.verb == "premium" and str(action.value) in PREMIUMS:
            label = QCoreApplication.translate("NinetyNine", PREMIUMS[str(action.value)])
            trump = action.get("trump")
            return f"{label} ({suit_name(str(trump))})" if trump else label
        return super().button_label(action)

    def refresh(self) -> None:
        super().refresh()
        view = self.controller.view()
        if view is None or not self.controller.human_turn() or not self.bidding(view):
            self._selected = []
            self._bid_button.hide()
        else:
            self._update_bid_button(view)

    def _update_bid_button(self, view: SeatView) -> None:
        self._selected = [c for c in self._selected if c in view.hand]
        chosen = " ".join(card_text(c) for c in self._selected)
        self._bid_button.setText(self.tr("Bid with %1").replace("%1", chosen)
                                 if chosen else self.tr("Bid"))
        self._bid_button.setEnabled(len(self._selected) == BID_CARDS)
        self._bid_button.show()

    def _submit_bid(self) -> None:
        view = self.controller.view()
        if view is None:
            return
        seat = next(a.seat for a in view.legal_actions if a.verb == "bid")
        action = Action(seat, "bid", tuple(sorted(self._selected)))
        if self.controller.submit(action) is None:
            self._selected = []


def _codes_text(codes: object) -> str:
    """Record codes (as the core's public facts give them) as readable cards."""
    if not isinstance(codes, list | tuple):
        return str(codes)
    out = []
    for code in codes:
        try:
            out.append(card_text(code if isinstance(code, Card) else Card.parse(str(code))))
        except ValueError:
            out.append(str(code))
    return " ".join(out)
