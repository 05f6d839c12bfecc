"""Choose N cards of the hand, then confirm: Hearts' pass, Ninety-Nine's bid, Sheepshead's bury.

While the game's verb is legal, a click, Space or a drag into the staging area on the felt
toggles a card (up to N); the confirm button or Enter submits the action built from them. The
rules core judges the choice, so a game's restrictions need no code here. The game supplies
N, the verb, the button's and the area's texts (its own, so they keep their translations) and,
when the plain `Action(seat, verb, cards)` will not do, how to build the action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QPushButton

from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.table.layout import Staging

if TYPE_CHECKING:
    from tablecards.ui.panel import GamePanel

BuildAction = Callable[[int, tuple[Card, ...]], Action]


class CardChoice:
    """The chosen cards, in the order chosen, and the button that confirms them."""

    def __init__(self, panel: GamePanel, verb: str, count: int, label: Callable[[], str],
                 caption: Callable[[SeatView], str], build: BuildAction | None = None) -> None:
        self.panel = panel
        self.verb = verb
        self.count = count
        self.chosen: list[Card] = []
        self._label = label  # called at each refresh, so a language switch shows at once
        self._caption = caption
        self._build: BuildAction = build or (lambda seat, cards: Action(seat, verb, cards))
        self.button = QPushButton(panel)
        self.button.clicked.connect(self.submit)
        self.button.hide()
        panel.add_control(self.button)

    def active(self, view: SeatView) -> bool:
        """The game asks for this choice now."""
        return any(a.verb == self.verb for a in view.legal_actions)

    def stage(self, card: Card, on: bool) -> None:
        """Put `card` among the chosen (`on`, while fewer than N are) or take it out."""
        view = self.panel.controller.view()
        if view is None or not self.active(view):
            return
        if not on and card in self.chosen:
            self.chosen.remove(card)
        elif on and card not in self.chosen and len(self.chosen) < self.count:
            self.chosen.append(card)
        self._update(view)
        self.panel.sig_marks_changed.emit()

    def staging(self, view: SeatView) -> Staging | None:
        """The area on the felt holding the chosen cards, while the choice is open."""
        if not self.active(view):
            return None
        return Staging(list(self.chosen), self._caption(view), self.count)

    def confirm(self) -> bool:
        """Enter: submit a complete choice; False when there is none to submit."""
        view = self.panel.controller.view()
        if view is None or not self.active(view) or len(self.chosen) != self.count:
            return False
        self.submit()
        return True

    def refresh(self, view: SeatView | None, human: bool) -> None:
        """Show the button while the human makes this choice; forget the cards otherwise."""
        if view is None or not human or not self.active(view):
            self.chosen = []
            self.button.hide()
        else:
            self._update(view)

    def submit(self) -> None:
        """Hand the chosen cards to the core; they are kept when it refuses them."""
        view = self.panel.controller.view()
        if view is None or len(self.chosen) != self.count:
            return
        seat = next(a.seat for a in view.legal_actions if a.verb == self.verb)
        if self.panel.controller.submit(self._build(seat, tuple(self.chosen))) is None:
            self.chosen = []

    def _update(self, view: SeatView) -> None:
        self.chosen = [c for c in self.chosen if c in view.hand]
        self.button.setText(self._label())
        self.button.setEnabled(len(self.chosen) == self.count)
        self.button.show()
