"""The felt for assistive technology: the cards and piles as children of the table view.

Cards are graphics items, which Qt does not expose by itself, so a factory gives the table
view an interface whose children are the cards and piles, and each card an interface of its
own: a screen reader then says e.g. "Queen of spades, playable". The words come from the
scene's places (`TableScene.places`) and go through Qt's translation like any other text.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from tablecards.rules.cards import Card, Rank, Suit
from tablecards.ui.compat import override
from tablecards.ui.table.card_item import CardItem
from tablecards.ui.table.scene import Place, TableScene
from tablecards.ui.texts import JOKER, suit_name

_CTX = "Access"
RANK_WORDS: dict[Rank, str] = {
    Rank.TWO: QT_TRANSLATE_NOOP("Access", "two"),
    Rank.THREE: QT_TRANSLATE_NOOP("Access", "three"),
    Rank.FOUR: QT_TRANSLATE_NOOP("Access", "four"),
    Rank.FIVE: QT_TRANSLATE_NOOP("Access", "five"),
    Rank.SIX: QT_TRANSLATE_NOOP("Access", "six"),
    Rank.SEVEN: QT_TRANSLATE_NOOP("Access", "seven"),
    Rank.EIGHT: QT_TRANSLATE_NOOP("Access", "eight"),
    Rank.NINE: QT_TRANSLATE_NOOP("Access", "nine"),
    Rank.TEN: QT_TRANSLATE_NOOP("Access", "ten"),
    Rank.ELEVEN: QT_TRANSLATE_NOOP("Access", "eleven"),
    Rank.TWELVE: QT_TRANSLATE_NOOP("Access", "twelve"),
    Rank.THIRTEEN: QT_TRANSLATE_NOOP("Access", "thirteen"),
    Rank.JACK: QT_TRANSLATE_NOOP("Access", "jack"),
    Rank.QUEEN: QT_TRANSLATE_NOOP("Access", "queen"),
    Rank.KING: QT_TRANSLATE_NOOP("Access", "king"),
    Rank.ACE: QT_TRANSLATE_NOOP("Access", "ace"),
}


PLACES: dict[str, str] = {
    "hand": QT_TRANSLATE_NOOP("Access", "In your hand"),
    "staged": QT_TRANSLATE_NOOP("Access", "Laid in the bid area"),
    "open": QT_TRANSLATE_NOOP("Access", "In the open hand of %1"),
    "known": QT_TRANSLATE_NOOP("Access", "Shown from the hand of %1"),
    "trick": QT_TRANSLATE_NOOP("Access", "Played to the trick by %1"),
    "centre": QT_TRANSLATE_NOOP("Access", "On the table, the set of %1"),
    "turnup": QT_TRANSLATE_NOOP("Access", "Turned up beside the stock"),
    "backs": QT_TRANSLATE_NOOP("Access", "Face down"),
    "stock": QT_TRANSLATE_NOOP("Access", "Face down; the cards still to draw"),
}
"""Where a card lies, by the scene's kind of place (a card's description)."""


def access_word(text: str) -> str:
    """`text`, a QT_TRANSLATE_NOOP literal of the "Access" context, in the current language."""
    return QCoreApplication.translate(_CTX, text)


def spoken_card(card: Card) -> str:
    """A card as a screen reader should say it ("Queen of spades"), not its symbol."""
    if card.is_joker or card.suit is None:
        return QCoreApplication.translate("Cards", JOKER)
    words = QCoreApplication.translate("Access", "%1 of %2")
    words = words.replace("%1", access_word(RANK_WORDS[card.rank]))
    words = words.replace("%2", suit_name(Suit(card.suit).code))
    return words[:1].upper() + words[1:]


def card_name(item: CardItem, place: Place) -> str:
    """The card or pile and, for a card the viewer may play now, whether it is playable."""
    if place.kind == "backs":
        return QCoreApplication.translate("Access", "Hand of %1, %n card(s)", "",
                                          place.count).replace("%1", place.seat_name)
    if place.kind == "stock":
        return QCoreApplication.translate("Access", "Stock, %n card(s)", "", place.count)
    if item.card is None:
        return QCoreApplication.translate("Access", "Face-down card")
    parts = [spoken_card(item.card)]
    if item.interactive and item.legal:
        parts.append(QCoreApplication.translate("Access", "playable"))
    elif item.interactive and item.dimmed:
        parts.append(QCoreApplication.translate("Access", "not playable"))
    if item.selected_mark or place.kind == "staged":
        parts.append(QCoreApplication.translate("Access", "chosen"))
    return QCoreApplication.translate("Access", ", ").join(parts)


def card_description(place: Place) -> str:
    """Where the card lies, and whose it is."""
    words = PLACES.get(place.kind)
    return access_word(words).replace("%1", place.seat_name) if words is not None else ""


class CardAccess(QAccessibleObject):
    """One card or pile on the felt, as a list item of the table."""

    def __init__(self, item: CardItem) -> None:
        super().__init__(item)
        self.item = item

    def _view(self) -> QGraphicsView | None:
        scene = self.item.scene()
        views = scene.views() if scene is not None else []
        return views[0] if views else None

    def _place(self) -> Place:
        scene = self.item.scene()
        places = scene.places() if isinstance(scene, TableScene) else {}
        return places.get(self.item, Place("other"))

    @override
    def parent(self) -> QAccessibleInterface | None:
        view = self._view()
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    @override
    def child(self, index: int) -> QAccessibleInterface | None:
        return None

    @override
    def childCount(self) -> int:
        return 0

    @override
    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    @override
    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return card_name(self.item, self._place())
        if kind == QAccessible.Text.Description:
            return card_description(self._place())
        return ""

    @override
    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    @override
    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        view = self._view()
        state.focusable = self.item.interactive
        state.focused = self.item.focused and view is not None and view.hasFocus()
        state.selectable = self.item.interactive
        state.selected = self.item.selected_mark
        state.disabled = self.item.dimmed
        state.invisible = not self.item.isVisible()
        return state

    @override
    def rect(self) -> QRect:
        view = self._view()
        if view is None:
            return QRect()
        local = view.mapFromScene(self.item.sceneBoundingRect()).boundingRect()
        return local.translated(view.viewport().mapToGlobal(local.topLeft()) - local.topLeft())


class TableAccess(QAccessibleWidget):
    """The table view: its own widgets, then every card and pile the scene names."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self.view = view

    def _items(self) -> list[CardItem]:
        scene = self.view.scene()
        return list(scene.places()) if isinstance(scene, TableScene) else []

    @override
    def childCount(self) -> int:
        return super().childCount() + len(self._items())

    @override
    def child(self, index: int) -> QAccessibleInterface | None:
        own = super().childCount()
        if index < own:
            return super().child(index)
        items = self._items()
        n = index - own
        return QAccessible.queryAccessibleInterface(items[n]) if 0 <= n < len(items) else None

    @override
    def indexOfChild(self, child: QAccessibleInterface) -> int:
        target = child.object()
        items = self._items()
        if isinstance(target, CardItem):
            return super().childCount() + items.index(target) if target in items else -1
        return super().indexOfChild(child)

    @override
    def focusChild(self) -> QAccessibleInterface | None:
        focused = next((i for i in self._items() if i.focused), None)
        return QAccessible.queryAccessibleInterface(focused) if focused is not None else None


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, CardItem):
        return CardAccess(obj)
    if isinstance(obj, QGraphicsView) and isinstance(obj.scene(), TableScene):
        return TableAccess(obj)
    return None


_installed: list[bool] = []


def install() -> None:
    """Give the table's view and cards their interfaces (once per process)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)


def announce_focus(view: QGraphicsView, item: CardItem | None) -> None:
    """Tell assistive technology the keyboard moved to `item` (while the table has focus)."""
    if item is not None and view.hasFocus() and QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.Focus))
