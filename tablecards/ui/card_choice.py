"""Choosing cards from the hand: the shared `Selection`, and the "choose N cards, then
confirm" flow built on it (a pass, a bid or a bury of N cards). A game whose verb is chosen
after the cards keeps a `Selection` of any size in its panel.

While the game's verb is legal, a click, Space or a drag into the staging area on the felt
toggles a card (up to N); the confirm button or Enter submits the action built from them. The
rules core judges the choice, so a game's restrictions need no code here. The game supplies
N, the verb, the button's and the area's texts (its own, so they keep their translations) and,
when the plain `Action(seat, verb, cards)` will not do, how to build the action.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QPushButton, QWidget

from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView
from tablecards.ui.table.layout import Staging

if TYPE_CHECKING:
    from tablecards.ui.controller import MatchController

BuildAction = Callable[[int, tuple[Card, ...]], Action]


class ChoicePanel(Protocol):
    """What a card choice needs of the panel that holds it (`GamePanel` is one): the match's
    controller, a place in its row of controls, and a signal that the marks changed. The
    choice sits below the panel and never imports it."""

    controller: MatchController
    sig_marks_changed: SignalInstance

    def add_control(self, widget: QWidget) -> None: ...


class Selection:
    """Cards picked from a hand, in the order picked, copy by copy: two packs deal twins, so
    (card, n) is the n-th equal card of the hand, and a pair of twins is two picks. `limit`
    caps how many may be picked (None: any number)."""

    def __init__(self, limit: int | None = None) -> None:
        self.limit = limit
        self.copies: list[tuple[Card, int]] = []

    def cards(self) -> list[Card]:
        """The picked cards, twins twice, in the order picked."""
        return [card for card, _ in self.copies]

    def full(self) -> bool:
        return self.limit is not None and len(self.copies) >= self.limit

    def pick(self, card: Card, copy: int = 1) -> None:
        """Add that copy, unless it is picked already or the selection is full."""
        if (card, copy) not in self.copies and not self.full():
            self.copies.append((card, copy))

    def drop(self, card: Card, copy: int | None = None) -> None:
        """Take that copy out (any copy of `card` when `copy` is None)."""
        for picked in self.copies:
            if picked[0] == card and copy in (None, picked[1]):
                self.copies.remove(picked)
                return

    def toggle(self, card: Card, copy: int = 1) -> None:
        if (card, copy) in self.copies:
            self.drop(card, copy)
        else:
            self.pick(card, copy)

    def keep_in(self, hand: Sequence[Card]) -> None:
        """Forget picks the hand no longer holds (a copy beyond the hand's count of it)."""
        self.copies = [(c, n) for c, n in self.copies if n <= hand.count(c)]

    def clear(self) -> None:
        self.copies = []

    def __len__(self) -> int:
        return len(self.copies)


class CardChoice:
    """The chosen cards, in the order chosen, and the button that confirms them."""

    def __init__(self, panel: ChoicePanel, verb: str, count: int, label: Callable[[], str],
                 caption: Callable[[SeatView], str], build: BuildAction | None = None) -> None:
        self.panel = panel
        self.verb = verb
        self.count = count
        self.selection = Selection(count)
        self._label = label  # called at each refresh, so a language switch shows at once
        self._caption = caption
        self._build: BuildAction = build or (lambda seat, cards: Action(seat, verb, cards))
        self.button = QPushButton()
        self.button.clicked.connect(self.submit)
        self.button.hide()
        panel.add_control(self.button)  # the panel's row takes it as its child

    @property
    def chosen(self) -> list[Card]:
        """The chosen cards, in the order chosen."""
        return self.selection.cards()

    def active(self, view: SeatView) -> bool:
        """The game asks for this choice now."""
        return any(a.verb == self.verb for a in view.legal_actions)

    def stage(self, card: Card, on: bool) -> None:
        """Put `card` among the chosen (`on`, while fewer than N are) or take it out."""
        view = self.panel.controller.view()
        if view is None or not self.active(view):
            return
        if on:
            self.selection.pick(card)
        else:
            self.selection.drop(card)
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
            self.selection.clear()
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
            self.selection.clear()

    def _update(self, view: SeatView) -> None:
        self.selection.keep_in(view.hand)
        self.button.setText(self._label())
        self.button.setEnabled(len(self.chosen) == self.count)
        self.button.show()
