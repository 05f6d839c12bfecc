"""Mini Misère's panel: the Lot when the variant offers it, the old joker's suit, the score
table beside the hand.

The Lot is never offered by this panel's own reckoning: under the new timing the core lists
each card to trick 1 twice (plain and with `lot`), so a card with both versions asks "with or
without the Lot" as Ninety-Nine asks about a snap; under the old timing the core's `lot`
answers become buttons. A led joker under the old rules is listed once per suit, and the
panel asks for the suit (with a Lot box when the declaring versions exist too).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QWidget
from shiboken6 import isValid

from tablecards.games.mini_misere import panel_facts as facts
from tablecards.games.mini_misere.facts import MiniMisereFacts
from tablecards.games.mini_misere.options import GameRules
from tablecards.games.mini_misere.panel_table import ScoreTable
from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.compat import override
from tablecards.ui.controller import MatchController
from tablecards.ui.i18n import Retranslating
from tablecards.ui.panel import GamePanel, ScoreLine
from tablecards.ui.texts import card_text

translate = QCoreApplication.translate
SUIT_BUTTONS = {
    "S": QT_TRANSLATE_NOOP("MiniMisere", "♠ &Spades"),
    "H": QT_TRANSLATE_NOOP("MiniMisere", "♥ H&earts"),
    "D": QT_TRANSLATE_NOOP("MiniMisere", "♦ &Diamonds"),
    "C": QT_TRANSLATE_NOOP("MiniMisere", "♣ &Clubs"),
}


class MiniMiserePanel(Retranslating, GamePanel):
    """The choices the core offers beyond a plain card, and the score table."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._choice: Card | None = None  # a card with several legal versions, awaiting one
        self._back: QWidget | None = None  # where the keyboard was before a choice took it
        self._asked: tuple[int, int] | None = None  # the Lot question last given the keyboard
        self._lot_box = QCheckBox(self)
        self._lot_box.hide()
        self._layout.insertWidget(self._layout.count() - 1, self._lot_box)
        self.score_table = ScoreTable(self)
        self._layout.insertWidget(0, self.score_table)
        self._layout.setSpacing(10)
        self._prompt.setWordWrap(True)  # long prompts must not widen the window
        self._prompt.setMinimumWidth(120)
        self._layout.setStretchFactor(self._prompt, 3)

    def config(self) -> GameRules | None:
        cfg = getattr(self.controller.match, "config", None)
        return cfg if isinstance(cfg, GameRules) else None

    # -- cards ------------------------------------------------------------------------
    def versions(self, view: SeatView, seat: int, card: Card) -> list[Action]:
        """The legal actions that play `card` from `seat` (several: a choice to make)."""
        return [a for a in view.legal_actions if a.seat == seat and a.value == card]

    def activate_card(self, seat: int, card: Card) -> Reason | None:
        view = self.controller.view()
        if view is None or not self.controller.human_turn():
            return None
        if len(self.versions(view, seat, card)) > 1:
            self._choice = card
            self._lot_box.setChecked(False)
            self.refresh()
            self._take_focus()
            return None
        self._choice = None
        return super().activate_card(seat, card)

    def confirm(self) -> bool:
        """Enter on the table while a choice is open: play the card without the Lot."""
        view = self.controller.view()
        card = self._choice
        if card is None or not self._buttons or view is None or self._naming(view, card):
            return False
        self._buttons[0].click()
        return True

    # -- what the table shows ---------------------------------------------------------
    def prompt(self, view: SeatView) -> str:
        if any(a.verb == "lot" for a in view.legal_actions):
            return self.tr("Declare the Lot? You would have to win every trick.")
        card = self._choice
        if card is not None and self._naming(view, card):
            return self.tr("Name the suit to follow:")
        if card is not None:
            return self.tr("Declare the Lot with %1?").replace("%1", card_text(card))
        if any(a.get("lot") is True for a in view.legal_actions):
            return self.tr("Your turn: play a card; you may declare the Lot with it.")
        return super().prompt(view)

    def explain(self, view: SeatView) -> str:
        """While the Lot is on offer: what it takes, what it pays and what it costs."""
        cfg = self.config()
        offered = any(a.verb == "lot" or a.get("lot") is True for a in view.legal_actions)
        if cfg is None or not offered:
            return ""
        text = self.tr("The Lot: win all %1 tricks and you score %2, the others 0; lose one "
                       "and each of the others scores %3, you 0. The trick table does not "
                       "count in a deal with a Lot.")
        return text.replace("%1", str(MiniMisereFacts.of(view).hand_size)).replace(
            "%2", str(cfg.lot_success)).replace("%3", str(cfg.lot_failure))

    def info_lines(self, view: SeatView) -> list[str]:
        cfg = self.config()
        return [*super().info_lines(view), *facts.rules_lines(view, cfg), *facts.card_lines(view),
                *facts.play_lines(view, cfg)]

    def seat_badges(self, view: SeatView, seat: int) -> list[str]:
        return facts.seat_badges(view, seat)

    def tricks_text(self, view: SeatView, seat: int) -> str | None:
        return facts.tricks_text(view, seat) or super().tricks_text(view, seat)

    def deal_lines(self, view: SeatView, scored: Event | None) -> list[ScoreLine]:
        return facts.deal_lines(view, scored) or super().deal_lines(view, scored)

    # -- buttons ------------------------------------------------------------------------
    def button_actions(self, view: SeatView) -> list[Action]:
        card = self._choice
        if card is None:
            answers = [a for a in view.legal_actions if a.verb == "lot"]
            return sorted(answers, key=lambda a: a.value is not True)  # Declare, then No
        seat = view.to_move if view.to_move is not None else view.seat
        versions = self.versions(view, seat, card)
        if self._naming(view, card):
            return [a for a in versions if a.get("lot") is not True]
        return sorted(versions, key=lambda a: a.get("lot") is True)

    def button_label(self, action: Action) -> str:
        if action.verb == "lot":
            return self.tr("&Declare the Lot") if action.value is True else self.tr("&No Lot")
        suit = action.get("suit")
        if isinstance(suit, str) and suit in SUIT_BUTTONS:
            return translate("MiniMisere", SUIT_BUTTONS[suit])
        if isinstance(action.value, Card):
            text = card_text(action.value)
            if action.get("lot") is True:
                return self.tr("Play %1 and &declare the Lot").replace("%1", text)
            return self.tr("Play %1 &without the Lot").replace("%1", text)
        return super().button_label(action)

    def submit_button(self, action: Action) -> None:
        """A suit button takes the Lot box's choice; focus goes back where it was."""
        if action.get("suit") is not None and self._lot_box.isChecked():
            view = self.controller.view()
            action = next((a for a in (view.legal_actions if view else [])
                           if a.value == action.value and a.get("suit") == action.get("suit")
                           and a.get("lot") is True), action)
        self._choice = None
        back = self._back
        self._back = None
        self.controller.submit(action)
        if back is not None and isValid(back):
            back.setFocus()

    def refresh(self) -> None:
        view = self.controller.view()
        human = view is not None and self.controller.human_turn()
        if not human or view is None or self._choice not in view.hand:
            self._choice = None
        super().refresh()
        self._refresh_lot_box(view if human else None)
        self._refresh_table(view)
        asked = human and view is not None and self._choice is None and any(
            a.verb == "lot" for a in view.legal_actions)
        moment = (self.controller.match.deal_index, view.seat) if asked and view else None
        if moment is not None and moment != self._asked:
            # Once per question, after the page has settled its own focus: "No Lot".
            QTimer.singleShot(0, self, lambda: self._take_focus(last=True))
        self._asked = moment

    def _refresh_lot_box(self, view: SeatView | None) -> None:
        card = self._choice
        show = view is not None and card is not None and self._naming(view, card) and any(
            a.get("lot") is True for a in self.versions(view, view.to_move or 0, card))
        self._lot_box.setText(self.tr("&with the Lot"))
        self._lot_box.setVisible(show)

    def _refresh_table(self, view: SeatView | None) -> None:
        if view is None:
            self.score_table.hide()
            return
        table = MiniMisereFacts.of(view).table
        mine = None
        if not facts.declarers(view) and view.seat < len(view.tricks_won):
            mine = view.tricks_won[view.seat]
        self.score_table.show_table(table, mine)
        self.score_table.show()

    def _naming(self, view: SeatView, card: Card) -> bool:
        """`card` is a led joker that must name a suit (old rules)."""
        return card.is_joker and any(a.value == card and a.get("suit") is not None
                                     for a in view.legal_actions)

    def _take_focus(self, last: bool = False) -> None:
        """Put the keyboard on a choice, remembering where it was to give it back."""
        if not self._buttons:
            return
        focus = QApplication.focusWidget()
        if focus is not None and focus not in self._buttons and focus is not self._lot_box:
            self._back = focus
        (self._buttons[-1] if last else self._buttons[0]).setFocus()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc drops an open choice (another card can then be played)."""
        if event.key() == Qt.Key.Key_Escape and self._choice is not None:
            self._choice = None
            back = self._back
            self.refresh()
            if back is not None and isValid(back):
                back.setFocus()
            return
        super().keyPressEvent(event)

    def retranslate(self) -> None:
        """The score table's labels in the new language (the table redraws the rest)."""
        self.score_table.retranslate()
