"""What a screen reader finds at the table of every game: the accessibility tree from the main
window down, with a name on every button, card, pile and panel, and the playable cards saying so.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest

from tablecards.rules.registry import game_class, game_ids
from tablecards.ui import i18n
from tablecards.ui.panel import GamePanel
from tablecards.ui.score_sheet import ScoreSheet
from tablecards.ui.table.access import spoken_card
from tablecards.ui.table.card_item import CardItem
from tablecards.ui.table.view import TableView
from tests.ui.test_table import wait_turn

Role = QAccessible.Role
INTERACTIVE = {Role.Button, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.SpinBox,
               Role.ListItem, Role.MenuItem, Role.PageTab}
PANELS = (GamePanel, ScoreSheet, TableView)


def shown_tree(iface: QAccessibleInterface) -> list[QAccessibleInterface]:
    """Every visible interface under `iface`, itself first, checking the way back up."""
    found = [iface]
    for n in range(iface.childCount()):
        child = iface.child(n)
        if child is None or child.state().invisible:
            continue
        assert iface.indexOfChild(child) == n
        found += shown_tree(child)
    return found


def name(iface: QAccessibleInterface) -> str:
    return iface.text(QAccessible.Text.Name)


def unnamed(window) -> list[str]:
    """The interactive elements and panels with no name, described for the failure."""
    return [f"{iface.role().name} {type(iface.object()).__name__}"
            for iface in shown_tree(QAccessible.queryAccessibleInterface(window))
            if (iface.role() in INTERACTIVE or isinstance(iface.object(), PANELS))
            and not name(iface).strip()]


def card_interfaces(page) -> dict[CardItem, QAccessibleInterface]:
    table = QAccessible.queryAccessibleInterface(page.view)
    found = {}
    for n in range(table.childCount()):
        child = table.child(n)
        if isinstance(child.object(), CardItem):
            found[child.object()] = child
    return found


def play_turn(page) -> bool:
    """True once a card of the human's may be played (or chosen); else they move on by the
    controller."""
    if any(item.legal for item in page.scene.hand_items()):
        return True
    page.controller.submit(page.controller.view().legal_actions[0])
    return False


@pytest.mark.parametrize("game_id", game_ids())
def test_every_control_card_and_pile_is_named(qtbot, start, window, game_id):
    page = start(game_id, players=game_class(game_id).spec.usual_players, seed=4)
    for _ in range(40):
        assert wait_turn(qtbot, page)
        assert unnamed(window) == []
        if play_turn(page):
            break
    cards = card_interfaces(page)
    hand = [item for item in page.scene.hand_items() if item in cards]
    assert hand and len(hand) == len(page.scene.hand_items())
    for item in hand:
        words = name(cards[item])
        assert words.startswith(spoken_card(item.card))
        assert words.endswith(", playable") == item.legal, words
        assert cards[item].text(QAccessible.Text.Description) == "In your hand"
    assert any(item.legal for item in hand)
    assert all(name(iface) for iface in cards.values())


def test_the_focused_card_is_the_tables_focus_child(qtbot, start):
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    page.view.setFocus()
    was_active = QAccessible.isActive()
    QAccessible.setActive(True)  # as with a screen reader: the move is announced
    try:
        QTest.keyClick(page.view, Qt.Key.Key_Right)
    finally:
        QAccessible.setActive(was_active)
    table = QAccessible.queryAccessibleInterface(page.view)
    focused = table.focusChild()
    assert focused is not None and focused.object() is page.scene.focused_item()
    assert focused.state().focused and focused.state().focusable
    assert name(focused).startswith(spoken_card(page.scene.focused_item().card))
    assert focused.rect().isValid() and table.rect().contains(focused.rect().center())


def test_piles_say_how_many_cards(qtbot, start):
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    names = [name(iface) for iface in card_interfaces(page).values()]
    stock = page.controller.view().public["stock"]
    # "card(s)" until the English plural forms are translated: only the start is checked.
    assert any(n.startswith(f"Stock, {stock} card") for n in names)
    assert any(n.startswith("Hand of Bot 1, 10 card") for n in names)


def test_card_names_follow_the_language(qtbot, window, start):
    page = start("tressette", seed=3)
    assert wait_turn(qtbot, page)
    window.language_actions["ja"].trigger()
    try:
        cards = card_interfaces(page)
        spades = next(i for i in page.scene.hand_items() if i.card.suit == 0)
        assert "スペード" in name(cards[spades])
        table = QAccessible.queryAccessibleInterface(page.view)
        qtbot.waitUntil(lambda: name(table) == "カードテーブル")  # LanguageChange is posted
    finally:
        i18n.set_language("en", remember=False)
    assert "spades" in name(card_interfaces(page)[spades])


def test_card_buttons_say_their_card_in_words(qtbot, start):
    """Nominations' partner grid labels its buttons `A♠`; a reader hears "Ace of spades"."""
    page = start("nominations", players=4, seed=4)
    buttons = page.panel.contract.card_buttons
    assert buttons and all(button.accessibleName() == spoken_card(card)
                           for card, button in buttons.items())
