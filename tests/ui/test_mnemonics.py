"""Alt letters: no two things on screen in one window answer the same Alt+letter (the Language
menu and the Last trick button both took Alt+L), and none inside one menu. The test walks the
real widgets and menus of the main window in the lobby and at a table of every game, at each
of the human's decisions of a deal, and the lobby's Start match has a letter of its own."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QWidget

from tablecards.ai.bots import baseline_bot
from tablecards.rules.registry import game_class, game_ids
from tablecards.ui import i18n
from tests.ui.test_keyboard_games import DEALS
from tests.ui.test_table import wait_turn

MAX_DECISIONS = 80


def letter(text: str) -> str | None:
    """The Alt letter of a text ("S&tatistics" → "t"; "&&" is a plain ampersand)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def widget_text(widget: QWidget) -> str:
    if isinstance(widget, QAbstractButton):
        return widget.text()
    if isinstance(widget, QLabel) and widget.buddy() is not None:
        return widget.text()
    if isinstance(widget, QGroupBox) and widget.isCheckable():
        return widget.title()
    return ""


def window_letters(window: QWidget) -> dict[str, list[str]]:
    """Every Alt letter live in the window: the menu bar's titles and the visible, enabled
    widgets' texts, with who uses it."""
    found: dict[str, list[str]] = defaultdict(list)
    for action in window.menuBar().actions():
        key = letter(action.text())
        if key and action.isVisible():
            found[key].append(f"menu {action.text()}")
    for widget in window.findChildren(QWidget):
        key = letter(widget_text(widget))
        if key and widget.isVisible() and widget.isEnabled() and widget.window() is window:
            found[key].append(f"{type(widget).__name__} {widget_text(widget)}")
    return found


def clashes(found: dict[str, list[str]]) -> dict[str, list[str]]:
    return {key: users for key, users in found.items() if len(users) > 1}


def menu_clashes(menu: QMenu) -> dict[str, list[str]]:
    """Clashes among one menu's entries, and in its submenus."""
    found: dict[str, list[str]] = defaultdict(list)
    out: dict[str, list[str]] = {}
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        key = letter(action.text())
        if key:
            found[key].append(action.text())
        sub = action.menu()
        if isinstance(sub, QMenu):
            out.update(menu_clashes(sub))
    out.update(clashes(found))
    return out


def all_menu_clashes(window) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()  # entries that follow the table appear as when opened
            out.update(menu_clashes(menu))
    return out


def test_letter_reads_an_alt_letter() -> None:
    assert letter("S&tatistics…") == "t"
    assert letter("Fish && &Chips") == "c"
    assert letter("Hint (H)") is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_lobby_has_no_alt_letter_twice_and_start_has_one(window, lang):
    i18n.set_language(lang, remember=False)
    lobby = window.lobby
    assert letter(lobby.start_button.text()), "Start match has an Alt letter"
    for row in range(lobby.game.count()):
        lobby.game.setCurrentIndex(row)
        assert clashes(window_letters(window)) == {}, lobby.game.currentText()
    assert all_menu_clashes(window) == {}


def test_alt_letter_of_start_match_starts_it(qtbot, window):
    key = letter(window.lobby.start_button.text())
    assert key is not None
    QTest.keyClick(window, getattr(Qt.Key, f"Key_{key.upper()}"), Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.table is not None)


def test_every_game_is_walked() -> None:
    assert {deal.game_id for deal in DEALS} == set(game_ids())


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("deal", DEALS, ids=str)
def test_a_table_has_no_alt_letter_twice(qtbot, start, window, deal, lang):
    """At each of the human's decisions of a deal the window's letters are all different;
    the human moves as the Easy bot would, in the deals the keyboard tests play to reach
    every kind of decision (a Lot, a cut, a call)."""
    i18n.set_language(lang, remember=False)
    game_id = deal.game_id
    page = start(game_id, players=game_class(game_id).spec.usual_players, seed=deal.keys.seed,
                 options=deal.keys.options)
    bot, rng = baseline_bot(game_id), random.Random(deal.keys.seed)
    c = page.controller
    for _ in range(MAX_DECISIONS):
        if not wait_turn(qtbot, page):
            break
        assert clashes(window_letters(window)) == {}, c.view().legal_actions[:4]
        view = c.view()
        assert c.submit(bot.choose(view, view.legal_actions, rng)) is None
    assert clashes(window_letters(window)) == {}, "between deals"
    assert all_menu_clashes(window) == {}


def test_the_language_menu_and_last_trick_answer_different_letters(start, window):
    start("tressette", players=2, seed=3)
    language = letter(window.language_menu.title())
    last = letter(window.table.scores.last_trick_button.text())
    assert language and last and language != last
