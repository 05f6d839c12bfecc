"""The generic game panel: card clicks play cards, other legal actions become buttons.

Any game without its own panel is playable with this one; a game subclasses it to replace
only what needs its own controls. A game that asks for N cards at once (three cards to bid
or to pass, for example) sets `card_choice`, and the panel routes clicks, the staging area,
Enter and its button through it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from tablecards.rules.actions import Action, Event, Reason
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.rules.line_breaks import keep_tail
from tablecards.rules.registry import game_entry
from tablecards.ui.card_choice import CardChoice
from tablecards.ui.controller import MatchController
from tablecards.ui.table.layout import Centre, DropZone, Staging
from tablecards.ui.texts import action_text

MAX_BUTTONS = 24


@dataclass
class ScoreLine:
    """One line of a deal's scoring: a label and one cell per seat."""

    label: str
    cells: list[str]
    total: bool = False


class GamePanel(QWidget):
    """Controls below the table for the human's non-card decisions."""

    sig_marks_changed = Signal()
    """The cards to highlight or select changed without the match changing."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._prompt = QLabel(self)
        self._prompt.setWordWrap(True)  # a long prompt (or translation) must not widen the window
        self._prompt.setTextFormat(Qt.TextFormat.PlainText)  # it names seats: never markup
        self._layout.addWidget(self._prompt, 10)  # it takes the free room before it wraps
        self._layout.addStretch(1)
        self._buttons: list[QPushButton] = []
        self.card_choice: CardChoice | None = None  # "choose N cards, then confirm", if any
        self.setMinimumHeight(QPushButton("X").sizeHint().height() + 4)

    # -- what the scene asks ------------------------------------------------------------
    def card_action(self, view: SeatView, seat: int, card: Card) -> Action:
        """The action a click or drop of `card` from `seat`'s hand means now."""
        for action in view.legal_actions:
            if action.seat == seat and action.value == card and not action.extras:
                return action
        return Action(seat, "play", card)

    def activate_card(self, seat: int, card: Card) -> Reason | None:
        """Handle a click/drop; returns the refusal so the scene can fly the card back."""
        view = self.controller.view()
        if view is None or not self.controller.human_turn():
            return None
        choice = self.card_choice
        if choice is not None and choice.active(view):
            choice.stage(card, card not in choice.chosen)
            return None
        return self.controller.submit(self.card_action(view, seat, card))

    def activate_copy(self, seat: int, card: Card, copy: int) -> Reason | None:
        """A click/drop on the `copy`-th of equal cards in the row (two packs deal twins);
        panels that select cards tell the copies apart, the others just take the card."""
        return self.activate_card(seat, card)

    def rank_strength(self, card: Card) -> int:
        """How strong a card's rank is in this game, for sorting hands (standard order)."""
        return int(card.rank)

    def sort_group(self, card: Card) -> int | None:
        """The group a card sorts in when the game regroups suits (trumps of other suits, say):
        negative sorts before the printed suits; None (the default) keeps the printed suit."""
        return None

    def legal_cards(self, view: SeatView) -> set[Card]:
        if self.card_choice is not None and self.card_choice.active(view):
            return set(view.hand)
        return {a.value for a in view.legal_actions if isinstance(a.value, Card)}

    def selected_cards(self) -> set[Card]:
        return set(self.card_choice.chosen) if self.card_choice is not None else set()

    def selected_copies(self) -> set[tuple[Card, int]] | None:
        """The selection copy by copy, (card, n) for the n-th of equal cards in the hand;
        None (the default) marks every copy of `selected_cards`."""
        return None

    def staging(self, view: SeatView) -> Staging | None:
        """A place on the felt to lay cards aside before confirming (the card choice's)."""
        return self.card_choice.staging(view) if self.card_choice is not None else None

    def stage_card(self, seat: int, card: Card, on: bool) -> None:
        """A card was dragged into (`on`) or out of the staging area."""
        if self.card_choice is not None:
            self.card_choice.stage(card, on)

    def confirm(self) -> bool:
        """Enter on the table: confirm a pending choice; False when there is none."""
        return self.card_choice is not None and self.card_choice.confirm()

    def turnup(self, view: SeatView) -> Card | None:
        """A face-up card beside the stock (none by default)."""
        return None

    def centre(self, view: SeatView) -> Centre | None:
        """Sets to lay out in the middle instead of the trick (None: the trick, as usual)."""
        return None

    def drop_zones(self, view: SeatView) -> list[DropZone]:
        """The game's own drop places (none: the usual centre drop plays a card)."""
        return []

    def drop_on_zone(self, seat: int, card: Card, key: str, copy: int = 1) -> None:
        """The `copy`-th of equal `card`s (with any selection it carried) was dropped on the
        zone `key`."""

    def stock_active(self, view: SeatView) -> bool:
        """The stock may be clicked now (to draw from it)."""
        return False

    def activate_stock(self) -> None:
        """The stock was clicked while `stock_active`."""

    def key_pressed(self, key: int) -> bool:
        """A letter key on the table the game may use (Qt.Key value); True when used."""
        return False

    def deal_lines(self, view: SeatView, scored: Event | None) -> list[ScoreLine]:
        """The finished deal's scoring line by line; by default each seat's points."""
        points = list(scored.data.get("points", [])) if scored else []
        totals = list(scored.data.get("totals", view.totals)) if scored else view.totals
        return [ScoreLine(self.tr("Points this deal"), [f"{p:+d}" for p in points]),
                ScoreLine(self.tr("Running total"), [str(t) for t in totals], total=True)]

    def info_lines(self, view: SeatView) -> list[str]:
        """Public facts for the table's corner, under the deal and trump header: the stock."""
        lines = []
        stock = view.public.get("stock")
        if isinstance(stock, int) and not isinstance(stock, bool):
            # Not self.tr: PySide finds a subclass's plural messages only in its own context.
            lines.append(QCoreApplication.translate("GamePanel", "Stock: %n card(s)", "", stock))
        return lines

    def tricks_text(self, view: SeatView, seat: int) -> str | None:
        """Tricks won by `seat`, as its label shows them (None for a game without tricks)."""
        if seat >= len(view.tricks_won):
            return None
        return QCoreApplication.translate("TableScene", "%n trick(s)", "",
                                          view.tricks_won[seat])

    def seat_badges(self, view: SeatView, seat: int) -> list[str]:
        """Short public facts shown under a seat's name (bids, premiums, partners)."""
        return []

    # -- buttons ------------------------------------------------------------------------
    def refresh(self) -> None:
        """Rebuild the buttons from the legal actions that are not plain card plays."""
        view = self.controller.view()
        human = view is not None and self.controller.human_turn()
        self._prompt.setText(keep_tail(self.explained_prompt(view)) if human and view else "")
        actions = self.button_actions(view) if human and view else []
        self._set_buttons([(self.button_label(a), a) for a in actions[:MAX_BUTTONS]])
        if self.card_choice is not None:
            self.card_choice.refresh(view, human)

    def prompt(self, view: SeatView) -> str:
        """What to do now, naming the keys as well as the mouse (the table's keys: ←/→
        choose, Enter or Space plays, ↑/↓ switch to a dummy the player plays)."""
        if not self.legal_cards(view):
            return self.tr("Your turn.")
        if view.to_move is not None and view.to_move != view.seat \
                and view.to_move in view.visible_hands:
            return self.tr("Your turn, for the dummy: click a card or drag it to the centre,"
                           " or choose with ↑/↓ and ←/→, then press Enter.")
        return self.tr("Your turn: click a card or drag it to the centre, or choose with ←/→"
                       " and press Enter.")

    def explain(self, view: SeatView) -> str:
        """What the decision on offer means and risks, shown under the prompt so a learner
        reads it without hovering ("" when there is nothing to explain)."""
        return ""

    def explained_prompt(self, view: SeatView) -> str:
        """The prompt, with the explanation on a line of its own when there is one."""
        text, why = self.prompt(view), self.explain(view)
        return f"{text}\n{why}" if why else text

    def prompt_text(self) -> str:
        """The prompt as shown, with its explanation line."""
        return self._prompt.text()

    def button_actions(self, view: SeatView) -> list[Action]:
        """Legal actions other than card plays and choices of several cards."""
        chosen_by_cards = self.card_choice.verb if self.card_choice is not None else None
        return [a for a in view.legal_actions if a.verb != chosen_by_cards
                and not isinstance(a.value, Card) and not _cards_tuple(a)]

    def button_label(self, action: Action) -> str:
        return action_text(action)

    def _set_buttons(self, items: list[tuple[str, Action]]) -> None:
        for button in self._buttons:
            self._layout.removeWidget(button)
            button.hide()
            button.deleteLater()
        self._buttons = []
        used: set[str] = set()
        for label, action in items:
            button = QPushButton(once(label, used), self)
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does
            button.clicked.connect(lambda _=False, a=action: self.submit_button(a))
            self._layout.insertWidget(self._layout.count() - 1, button)
            button.setVisible(self.isVisible())  # at once, so its mnemonic works at once
            self._buttons.append(button)

    def submit_button(self, action: Action) -> None:
        """A button was pressed; panels may adjust the action from their other controls."""
        self.controller.submit(action)

    def buttons(self) -> list[QPushButton]:
        return list(self._buttons)

    def add_control(self, widget: QWidget) -> None:
        """Put a game's own control in the row, after the prompt and earlier controls."""
        self._layout.insertWidget(self._layout.count() - 1, widget)


def once(label: str, used: set[str]) -> str:
    """`label` without its Alt letter when an earlier button of the row took that letter
    (several calls of one kind, say): Alt+letter then presses one button, never asks which;
    the others are a Tab or an arrow away. The letter is added to `used`."""
    at = _alt_index(label)
    if at < 0:
        return label
    key = label[at + 1].lower()
    if key in used:
        return label[:at] + label[at + 1:]
    used.add(key)
    return label


def _alt_index(label: str) -> int:
    """Where the `&` of the Alt letter is (-1: none; `&&` is an ampersand)."""
    i = 0
    while i < len(label) - 1:
        if label[i] == "&":
            if label[i + 1] != "&":
                return i
            i += 1
        i += 1
    return -1


def _cards_tuple(action: Action) -> bool:
    value = action.value
    return isinstance(value, tuple) and all(isinstance(c, Card) for c in value)


def create_panel(controller: MatchController) -> GamePanel:
    """The panel the controller's game names in its entry, else the generic one."""
    try:
        entry = game_entry(controller.game_id)
    except KeyError:
        return GamePanel(controller)
    if entry.panel is None:
        return GamePanel(controller)
    panel_cls: type[GamePanel] = entry.load(entry.panel)
    return panel_cls(controller)
