"""Nominations' controls under the table: the bid ladder, the contract picker and the cut.

Each control offers exactly what the core's legal actions allow (a ladder step is enabled
only when the core lists that bid) and hands the chosen action back through a signal, so the
panel submits it and the core's refusal, if any, reaches the status line. Every control works
by keyboard: Left/Right walk the ladder, arrow keys walk the pickers (a checked choice
follows the focus), Enter confirms.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from tablecards.games.nominations.panel_badges import PASS, bid_name, trump_name
from tablecards.rules.actions import Action
from tablecards.rules.cards import STANDARD_RANKS, Card, Suit
from tablecards.ui.compat import override
from tablecards.ui.table.access import spoken_card
from tablecards.ui.table.card_art import suit_colour
from tablecards.ui.texts import card_text

SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
TRUMP_CODES = ("S", "H", "D", "C", "none")
CARD_BUTTON = QSize(31, 24)  # 13 abreast beside the prompt in a 1024-pixel window
# A checked choice must stand out at a glance, in every style (the suit colour stays).
PICKER_STYLE = ("QPushButton:checked { background-color: #ffe082; border: 2px solid #e65100;"
                " border-radius: 3px; font-weight: bold; }")


class EnterBox(QWidget):
    """A group of controls where Enter, not taken by a focused child, confirms."""

    sig_enter = Signal()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.sig_enter.emit()
            return
        super().keyPressEvent(event)


class BidLadder(QWidget):
    """Pass and every step of the ladder; steps the core does not list now are disabled."""

    sig_call = Signal(object)
    """A call was chosen (argument: the bid value, `pass` included)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.high = QLabel(self)
        self.high.setTextFormat(Qt.TextFormat.PlainText)  # it names a seat: never markup
        self.high.setWordWrap(True)  # a long name or translation must not widen the window
        self._layout.addWidget(self.high)
        self._group = QButtonGroup(self)  # so Left/Right walk the ladder
        self._group.setExclusive(False)
        self.buttons: dict[object, QPushButton] = {}

    def set_ladder(self, ladder: list[object]) -> None:
        """Build one button per call, Pass first, once per ladder."""
        if list(self.buttons) == [PASS, *ladder]:
            return
        for button in self.buttons.values():
            self._group.removeButton(button)
            button.deleteLater()
        self.buttons = {}
        for bid in (PASS, *ladder):
            button = QPushButton(self)
            button.setAutoDefault(True)  # Enter presses the focused step
            button.clicked.connect(lambda _=False, b=bid: self.sig_call.emit(b))
            self._group.addButton(button)
            self._layout.addWidget(button)
            self.buttons[bid] = button
        self.retranslate()

    def retranslate(self) -> None:
        for bid, button in self.buttons.items():
            button.setText(self.tr("&Pass") if bid == PASS else bid_name(bid))
            fit_width(button)

    def enable(self, legal: set[object]) -> None:
        for bid, button in self.buttons.items():
            button.setEnabled(bid in legal)

    def focus_default(self) -> None:
        """Keyboard users land on the lowest bid open to them (else on Pass)."""
        enabled = [b for bid, b in self.buttons.items() if b.isEnabled() and bid != PASS]
        target = enabled[0] if enabled else self.buttons.get(PASS)
        if target is not None:
            target.setFocus()


def fit_width(button: QPushButton, pad: int = 20) -> None:
    """As wide as the text needs: the style's usual minimum would widen the whole window."""
    text = button.text().replace("&", "")
    button.setFixedWidth(max(button.fontMetrics().horizontalAdvance(text) + pad, 36))


def narrow(button: QPushButton, pad: int = 12) -> None:
    """As narrow as its text allows (not the style's usual minimum), so the picker's columns
    stay one card wide and the panel fits a 1024-pixel window."""
    text = button.text().replace("&", "")
    button.setMinimumWidth(button.fontMetrics().horizontalAdvance(text) + pad)


def _choice_button(parent: QWidget, text: str, colour: QColor | None) -> QPushButton:
    button = QPushButton(text, parent)
    button.setCheckable(True)
    button.setAutoDefault(False)  # Enter goes to the picker: confirm
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    if colour is not None:
        palette = button.palette()
        palette.setColor(QPalette.ColorRole.ButtonText, colour)
        button.setPalette(palette)
    return button


class ContractPicker(EnterBox):
    """Trumps (four suits or none) and the partner card from a 4×13 grid of all 52 cards."""

    sig_contract = Signal(object, object)
    """Confirm: (trump code or None, Card or None); the core judges an incomplete choice."""
    sig_choice = Signal()
    """The trump or the partner card chosen changed (a call of an own card warns at once)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(2)
        grid.setVerticalSpacing(2)
        self.setStyleSheet(PICKER_STYLE)
        self.trump_label = QLabel(self)
        grid.addWidget(self.trump_label, 0, 0)
        self.trumps = QButtonGroup(self)
        self.trump_buttons: dict[str, QPushButton] = {}
        for i, code in enumerate(TRUMP_CODES):
            colour = None if code == "none" else suit_colour(Suit.parse(code))
            button = _choice_button(self, "", colour)
            button.setMinimumWidth(0)
            self.trumps.addButton(button)
            self.trump_buttons[code] = button
            grid.addWidget(button, 0, 1 + 2 * i, 1, 2 if code != "none" else 3)
        self.partner_label = QLabel(self)
        grid.addWidget(self.partner_label, 1, 0)
        self.cards = QButtonGroup(self)
        self.card_buttons: dict[Card, QPushButton] = {}
        for row, suit in enumerate(SUIT_ROWS):
            for col, rank in enumerate(sorted(STANDARD_RANKS, reverse=True)):
                card = Card(suit, rank)
                button = _choice_button(self, card_text(card), suit_colour(suit))
                button.setFixedSize(CARD_BUTTON)
                self.cards.addButton(button)
                self.card_buttons[card] = button
                grid.addWidget(button, 1 + row, 1 + col)
        self.confirm_button = QPushButton(self)
        self.confirm_button.setAutoDefault(True)
        self.confirm_button.setMinimumWidth(0)
        grid.addWidget(self.confirm_button, 0, 12, 1, 2)
        self.confirm_button.clicked.connect(self.confirm)
        self.sig_enter.connect(self.confirm)
        self._hand: set[Card] = set()
        for group in (self.trumps, self.cards):
            group.buttonToggled.connect(self._choice_changed)
        self.retranslate()

    def calls_own_card(self) -> bool:
        """The partner card chosen is in the declarer's hand: a secret solo."""
        return self.choice()[1] in self._hand

    def _choice_changed(self) -> None:
        self._label_confirm()
        self.sig_choice.emit()

    def _label_confirm(self) -> None:
        self.confirm_button.setText(self.tr("Play &alone") if self.calls_own_card()
                                    else self.tr("&Confirm"))
        narrow(self.confirm_button)

    def retranslate(self) -> None:
        self.trump_label.setText(self.tr("Trumps:"))
        self.partner_label.setText(self.tr("Partner\ncard:"))
        for code, button in self.trump_buttons.items():
            button.setText(trump_name(code))
            narrow(button)
            button.setAccessibleName(self.tr("Trumps: %1").replace("%1", trump_name(code)))
        for card, button in self.card_buttons.items():
            button.setAccessibleName(spoken_card(card))  # a reader says "Ace of spades"
        self._label_confirm()

    def reset(self, hand: list[Card]) -> None:
        """A fresh choice; the declarer's own cards are marked (calling one is a solo)."""
        self._hand = set(hand)
        for group in (self.trumps, self.cards):
            group.setExclusive(False)
            for button in group.buttons():
                button.setChecked(False)
            group.setExclusive(True)
        for card, button in self.card_buttons.items():
            font = button.font()
            font.setBold(card in hand)
            font.setUnderline(card in hand)
            button.setFont(font)
            button.setToolTip(self.tr("In your hand: calling it means playing alone")
                              if card in hand else "")

    def choice(self) -> tuple[str | None, Card | None]:
        trump = next((c for c, b in self.trump_buttons.items() if b.isChecked()), None)
        card = next((c for c, b in self.card_buttons.items() if b.isChecked()), None)
        return trump, card

    def pick(self, trump: str | None = None, card: Card | None = None) -> None:
        """Check a trump and/or a card, as a click would (for keyboard focus hand-off)."""
        if trump is not None:
            self.trump_buttons[trump].setChecked(True)
        if card is not None:
            self.card_buttons[card].setChecked(True)

    def confirm(self) -> None:
        self.sig_contract.emit(*self.choice())

    def focus_default(self) -> None:
        trump = self.trumps.checkedButton() or self.trump_buttons["S"]
        trump.setFocus()


class CutPicker(EnterBox):
    """How many cards the dealer's right takes from the top of the stacked pile."""

    sig_cut = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self)
        self.spin = QSpinBox(self)
        self.spin.setRange(1, 51)
        self.spin.setValue(26)
        self.label.setBuddy(self.spin)
        self.button = QPushButton(self)
        self.button.setAutoDefault(True)
        for widget in (self.label, self.spin, self.button):
            layout.addWidget(widget)
        self.button.clicked.connect(self.confirm)
        self.sig_enter.connect(self.confirm)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(self.tr("Cards to ta&ke from the top:"))
        self.button.setText(self.tr("C&ut"))

    def set_range(self, low: int, high: int) -> None:
        self.spin.setRange(low, high)

    def confirm(self) -> None:
        self.sig_cut.emit(self.spin.value())


def action_for(actions: list[Action], verb: str, value: object) -> Action | None:
    """The legal action with this verb and value, if the core lists one."""
    return next((a for a in actions if a.verb == verb and a.value == value), None)


def checked(button: QAbstractButton | None) -> bool:
    return button is not None and button.isChecked()
