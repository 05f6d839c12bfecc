"""A whole deal of every game by keyboard alone: real key events on the focused widget, the way
a player without a mouse goes (arrows and Space on the felt, Tab to the panel's controls, Space
or Enter on them). The test reads the seat's view only to decide what to play."""

from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QWidget

from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.registry import game_class, game_ids
from tests.game_cases import KeyboardDeal, keyboard_deals
from tests.ui.test_table import wait_turn

KEY = Qt.Key
MAX_TABS = 40


def press(key: Qt.Key) -> None:
    """A key on whatever widget has the keyboard."""
    widget = QApplication.focusWidget()
    assert widget is not None, "something always has the keyboard"
    QTest.keyClick(widget, key)


def progress(page) -> tuple[int, int]:
    match = page.controller.match
    return len(match.results), sum(len(actions) for actions in match.actions)


def tab_to(page, wanted) -> QWidget | None:
    """Tab round the window until `wanted(widget)` holds for the focused widget."""
    for _ in range(MAX_TABS):
        widget = QApplication.focusWidget()
        if widget is not None and wanted(widget):
            return widget
        press(KEY.Key_Tab)
    return None


def to_table(page) -> None:
    assert tab_to(page, lambda w: w is page.view) is page.view


def walk_to(page, seat: int, card: Card, taken=None) -> None:
    """Arrows on the felt, right then left, until the keyboard's card is `card` in `seat`'s
    row and not already `taken` (by default: marked or laid in the staging area)."""
    to_table(page)
    scene = page.scene
    if taken is None:
        def taken(item) -> bool:
            return item.selected_mark or item in scene.staged_items()
    for _ in range(4):
        if scene.focused_seat() == seat:
            break
        press(KEY.Key_Down)
    for key in [KEY.Key_Right] * 60 + [KEY.Key_Left] * 60:
        item = scene.focused_item()
        if item is not None and item.card == card and not taken(item):
            return
        press(key)
    rows = {row.seat: [i.card.code for i in row.items] for row in scene._focus.rows}
    raise AssertionError(f"{card} cannot be reached by the arrows: keyboard rows {rows}, "
                         f"focused seat {scene.focused_seat()}, human's turn "
                         f"{page.controller.human_turn()}, staged "
                         f"{[i.card.code for i in scene.staged_items()]}")


def cards_of(action: Action) -> list[Card]:
    value = action.value
    if isinstance(value, Card):
        return [value]
    if isinstance(value, tuple | list) and value and all(isinstance(c, Card) for c in value):
        return list(value)
    return []


def row_of(view, seat: int) -> list[Card]:
    """The cards the keyboard walks through for `seat`: the own hand or an open one."""
    return list(view.hand) if seat == view.seat else list(view.visible_hands.get(seat, []))


def by_cards(page, action: Action) -> None:
    """A card action: Space on each of its cards (Enter then confirms a choice of several)."""
    for card in cards_of(action):
        walk_to(page, action.seat, card)
        press(KEY.Key_Space)


def confirm_on_table(page) -> None:
    to_table(page)
    press(KEY.Key_Return)


def panel_controls(page) -> list[QWidget]:
    found = page.panel.findChildren(QWidget)
    return [w for w in found if isinstance(w, QAbstractButton | QAbstractSpinBox)
            and w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus]


def label(widget: QWidget) -> str:
    return widget.text().replace("&", "") if isinstance(widget, QAbstractButton) else ""


class KeyPlayer:
    """The human's moves by keys; `prefer` names controls (by their words) to try first."""

    def __init__(self, page, prefer: tuple[str, ...] = ()) -> None:
        self.page = page
        self.prefer = prefer
        self.before = progress(page)

    def stuck(self) -> bool:
        """Nothing happened since the move began (a key was refused or only selected)."""
        return progress(self.page) == self.before

    def preferred_shown(self) -> bool:
        return any(word in label(w) for w in panel_controls(self.page) for word in self.prefer)

    def move(self) -> None:
        """A preferred control if one shows, else the first card action on the felt (Enter
        confirming it if need be), else the panel's controls one by one."""
        page, view = self.page, self.page.controller.view()
        self.before = progress(page)
        with_cards = [a for a in view.legal_actions[:200] if cards_of(a)
                      and set(cards_of(a)) <= set(row_of(view, a.seat))]
        if with_cards and not self.preferred_shown():
            by_cards(page, with_cards[0])
            if self.stuck() and not self.preferred_shown():
                confirm_on_table(page)
        if self.stuck():
            self.by_controls()
        assert not self.stuck(), [str(a) for a in view.legal_actions[:8]]

    def by_controls(self) -> None:
        """Tab to the panel's controls, the preferred ones first; Space (then Enter) on each
        until the match moves."""
        tried: set[int] = set()

        def fresh(widget: QWidget) -> bool:
            return widget in panel_controls(self.page) and id(widget) not in tried

        def liked(widget: QWidget) -> bool:
            return fresh(widget) and any(word in label(widget) for word in self.prefer)

        for _ in range(len(panel_controls(self.page)) + 1):
            target = (tab_to(self.page, liked) if self.prefer else None) \
                or tab_to(self.page, fresh)
            if target is None:
                return
            tried.add(id(target))
            for key in (KEY.Key_Space, KEY.Key_Return):
                if not (isinstance(target, QAbstractSpinBox) and key == KEY.Key_Space):
                    press(key)
                if not self.stuck():
                    return


def human_moves(page) -> set[str]:
    """The human's verbs, and `verb+extra` for each extra set to True (a play with the Lot)."""
    found = set()
    for deal in page.controller.match.actions:
        for action in deal:
            if action.seat == 0:
                found.add(action.verb)
                found |= {f"{action.verb}+{k}" for k, v in action.extras if v is True}
    return found


@dataclass(frozen=True)
class Deal:
    """A game's deal to play by keys (`KeyboardDeal`, declared in its test folder)."""

    game_id: str
    keys: KeyboardDeal

    def __str__(self) -> str:
        return f"{self.game_id}-{self.keys.seed}-{'-'.join(sorted(self.keys.moves))}"


DEALS = [Deal(game, keys) for game in game_ids() for keys in keyboard_deals(game)]


def test_every_game_is_played_by_keys() -> None:
    assert {deal.game_id for deal in DEALS} == set(game_ids())


@pytest.mark.parametrize("deal", DEALS, ids=str)
def test_a_whole_deal_by_keys(qtbot, start, deal):
    players = game_class(deal.game_id).spec.usual_players
    keys = deal.keys
    page = start(deal.game_id, players=players, seed=keys.seed, options=keys.options,
                 level=keys.level)
    player = KeyPlayer(page, keys.prefer)
    while wait_turn(qtbot, page):
        player.move()
    assert len(page.controller.match.results) == 1, "the deal was finished by the keyboard"
    assert set(keys.moves) <= human_moves(page)
