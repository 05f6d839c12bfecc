"""The Rules window: any game's rules page in the player's language, with its contents.

Opened from the lobby's Rules button, the Help menu and F1 (the game on the table, or the one
chosen in the lobby), and from an option in the lobby, which opens that option's section. One
window serves them all: opening it again brings it forward at the page and section asked for.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tablecards.rules import rules_pages
from tablecards.ui.card_text import CardText
from tablecards.ui.game_texts import game_chooser, name_games, name_of
from tablecards.ui.i18n import Retranslating, current_language

ANCHOR = Qt.ItemDataRole.UserRole


class RulesWindow(Retranslating, QDialog):
    """A game's rules page beside its list of sections."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setObjectName("rules_window")
        self.game_label = QLabel(self)
        self.games = game_chooser(self)
        self.game_label.setBuddy(self.games)
        self.contents = QListWidget(self)
        self.contents.setWordWrap(True)  # long variant names wrap rather than scroll
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.page = CardText(self, card_width=52)
        self.page.setObjectName("rules_page")
        self._build()
        self.games.currentIndexChanged.connect(self._show_current)
        self.contents.itemActivated.connect(self._go_to_item)
        self.contents.itemClicked.connect(self._go_to_item)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.retranslate()
        self.resize(980, 660)

    def _build(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.games)
        top.addStretch(1)
        split = QSplitter(self)
        split.addWidget(self.contents)
        split.addWidget(self.page)
        split.setStretchFactor(1, 1)
        split.setSizes([230, 750])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)

    def game_id(self) -> str:
        return str(self.games.currentData())

    def show_rules(self, game_id: str, anchor: str | None = None) -> None:
        """Bring the window forward at a game's page, at `anchor`'s section if given."""
        index = self.games.findData(game_id)
        if index >= 0 and index != self.games.currentIndex():
            self.games.setCurrentIndex(index)  # shows the page
        elif index >= 0 and not self.page.markup:
            self._show_current()
        if anchor:
            self.go_to(anchor)
        else:
            self.page.verticalScrollBar().setValue(0)
        self.show()
        self.raise_()
        self.activateWindow()

    def go_to(self, anchor: str) -> None:
        """Scroll the page to a section and select it in the contents."""
        self.page.scrollToAnchor(anchor)
        bar = self.page.verticalScrollBar()
        if bar.value() < bar.maximum():  # the heading's own top margin shows too
            bar.setValue(max(0, bar.value() - self.page.fontMetrics().height()))
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            if item.data(ANCHOR) == anchor:
                self.contents.setCurrentItem(item)

    def _go_to_item(self, item: QListWidgetItem) -> None:
        self.go_to(str(item.data(ANCHOR)))

    def _show_current(self) -> None:
        text = rules_pages.page_text(self.game_id(), current_language())
        self.page.show_markup(text)
        self.contents.clear()
        for section in rules_pages.sections(text):
            item = QListWidgetItem(("· " if section.level > 2 else "") + section.title)
            item.setData(ANCHOR, section.anchor)
            if section.level == 2:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.contents.addItem(item)
        self._title()

    def _title(self) -> None:
        self.setWindowTitle(self.tr("Rules: %1").replace("%1", name_of(self.game_id())))

    def retranslate(self) -> None:
        """Names and the page itself in the current language, at the same game."""
        self.game_label.setText(self.tr("&Game"))
        self.contents.setAccessibleName(self.tr("Sections"))
        self.page.setAccessibleName(self.tr("Rules"))
        name_games(self.games)
        self._show_current()
