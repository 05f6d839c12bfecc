"""The Table menu: animation speed, four-colour deck, hand order, high contrast and large
cards, stored in Settings."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from tablecards.ui.i18n import Retranslating
from tablecards.ui.match_config import Pace
from tablecards.ui.prefs import SORT_NAMES, SPEED_NAMES, TablePrefs, apply_speed
from tablecards.ui.settings import HandSort, Settings


class TableMenu(Retranslating, QMenu):
    """Changes the shared `Pace` and `TablePrefs` in place and calls `changed` to redraw."""

    def __init__(self, settings: Settings, pace: Pace, prefs: TablePrefs,
                 changed: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings, self._pace, self._prefs, self._changed = settings, pace, prefs, changed
        self.speed_menu = self.addMenu("")
        self.speed_actions = self._radio(self.speed_menu, list(SPEED_NAMES),
                                         settings.animation_speed(), self._set_speed)
        self.four_colour = QAction(self)
        self.four_colour.setCheckable(True)
        self.four_colour.setChecked(prefs.four_colour)
        self.four_colour.toggled.connect(self._set_four_colour)
        self.addAction(self.four_colour)
        self.high_contrast = self._toggle(prefs.high_contrast, self._set_high_contrast)
        self.large_cards = self._toggle(prefs.large_cards, self._set_large_cards)
        self.sort_menu = self.addMenu("")
        self.sort_actions = self._radio(self.sort_menu, [s.value for s in SORT_NAMES],
                                        prefs.hand_sort.value, self._set_sort)
        self.retranslate()

    def _radio(self, menu: QMenu, keys: list[str], current: str,
               chosen: Callable[[str], None]) -> dict[str, QAction]:
        group = QActionGroup(self)
        actions = {}
        for key in keys:
            action = QAction(self)
            action.setCheckable(True)
            action.setChecked(key == current)
            action.triggered.connect(lambda _=False, k=key: chosen(k))
            group.addAction(action)
            menu.addAction(action)
            actions[key] = action
        return actions

    def _toggle(self, on: bool, toggled: Callable[[bool], None]) -> QAction:
        action = QAction(self)
        action.setCheckable(True)
        action.setChecked(on)
        action.toggled.connect(toggled)
        self.addAction(action)
        return action

    def _set_high_contrast(self, on: bool) -> None:
        self._settings.set_high_contrast(on)
        self._prefs.high_contrast = on
        self._changed()

    def _set_large_cards(self, on: bool) -> None:
        self._settings.set_large_cards(on)
        self._prefs.large_cards = on
        self._changed()

    def _set_speed(self, speed: str) -> None:
        self._settings.set_animation_speed(speed)
        apply_speed(self._pace, speed)
        self._changed()

    def _set_four_colour(self, on: bool) -> None:
        self._settings.set_four_colour_deck(on)
        self._prefs.four_colour = on
        self._prefs.apply_look()
        self._changed()

    def _set_sort(self, order: str) -> None:
        self._prefs.hand_sort = HandSort(order)
        self._settings.set_hand_sort(self._prefs.hand_sort)
        self._changed()

    def retranslate(self) -> None:
        """Reword every entry in the current language."""
        self.setTitle(self.tr("&Table"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        self.sort_menu.setTitle(self.tr("&Hand order"))
        self.four_colour.setText(self.tr("&Four-colour deck"))
        self.high_contrast.setText(self.tr("High &contrast"))
        self.large_cards.setText(self.tr("&Large cards"))
        for key, action in self.speed_actions.items():
            action.setText(QCoreApplication.translate("Prefs", SPEED_NAMES[key]))
        for key, action in self.sort_actions.items():
            action.setText(QCoreApplication.translate("Prefs", SORT_NAMES[HandSort(key)]))
