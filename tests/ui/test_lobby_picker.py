"""The lobby by mouse and keyboard: game tiles, player counts, options the core accepts, seats."""

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QRadioButton, QSpinBox, QWidget

from tablecards.rules.registry import game_class, listed_game_ids
from tablecards.ui.controller import Pace
from tablecards.ui.lobby import Lobby
from tablecards.ui.lobby_games import picture
from tablecards.ui.main_window import MainWindow
from tablecards.ui.settings import SeatChoice, Settings

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def _click_tile(lobby: Lobby, game_id: str) -> None:
    row = lobby.game.findData(game_id)
    QTest.mouseClick(lobby.game.view.viewport(), LEFT, NONE, lobby.game.tile_rect(row).center())


def _click(widget: QWidget) -> None:
    """Click a check box or radio on its indicator (its row may be wider than its text)."""
    QTest.mouseClick(widget, LEFT, NONE, QPoint(8, widget.height() // 2))


def _shown(lobby: Lobby, option_id: str) -> bool:
    widget = lobby._option_widgets[option_id]
    return widget.isVisibleTo(lobby)


def test_every_game_has_its_picture():
    for game_id in ("ninety_nine", "tressette"):
        renderer = picture(game_id)
        assert renderer is not None and renderer.isValid()


def test_pick_a_game_by_clicking_its_tile(qtbot, window: MainWindow):
    lobby = window.lobby
    _click_tile(lobby, "tressette")
    assert lobby.spec().id == "tressette"
    assert lobby.heading.text() == "Tressette for two"
    assert [lobby.players.itemData(i) for i in range(lobby.players.count())] == [2]
    _click_tile(lobby, "ninety_nine")
    assert lobby.spec().id == "ninety_nine"


def test_pick_a_game_with_the_keyboard(qtbot, window: MainWindow):
    lobby = window.lobby
    lobby.game.setFocus()
    qtbot.waitUntil(lambda: lobby.game.view.hasFocus())
    assert lobby.spec().id == "ninety_nine"
    QTest.keyClick(lobby.game.view, Qt.Key.Key_Down)
    assert lobby.spec().id == "tressette"
    QTest.keyClick(lobby.game.view, Qt.Key.Key_Up)
    assert lobby.spec().id == "ninety_nine"
    QTest.keyClick(lobby.game.view, Qt.Key.Key_End)
    assert lobby.spec().id == listed_game_ids()[-1]  # the last game offered


def test_player_count_starts_at_the_usual_count(window: MainWindow):
    lobby = window.lobby
    assert lobby.spec().id == "ninety_nine"
    assert lobby.players.currentData() == game_class("ninety_nine").spec.usual_players == 3
    assert len(lobby._seat_rows) == 3
    _click_tile(lobby, "tressette")
    assert lobby.players.currentData() == 2 and not lobby.players.isEnabled()
    _click_tile(lobby, "ninety_nine")
    assert lobby.players.currentData() == 3


def test_options_of_another_player_count_are_hidden(window: MainWindow):
    lobby = window.lobby
    assert _shown(lobby, "premium_priority") and _shown(lobby, "joker_turnup")
    assert not _shown(lobby, "five_player_500") and not _shown(lobby, "dummy_penguin")
    assert not _shown(lobby, "standard_3p")  # the only 3-player form: nothing to choose
    lobby.players.setCurrentIndex(lobby.players.findData(5))
    assert _shown(lobby, "five_player_500") and not _shown(lobby, "joker_turnup")


def test_an_option_for_another_form_is_disabled_until_that_form_is_chosen(window: MainWindow):
    lobby = window.lobby
    lobby.players.setCurrentIndex(lobby.players.findData(2))
    penguin = lobby._option_widgets["dummy_penguin"]
    assert _shown(lobby, "dummy_penguin") and not penguin.isEnabled()
    assert "Two players and a dummy" in penguin.toolTip()  # the core's reason, readable
    _click(lobby._option_widgets["two_player_dummy"])
    assert penguin.isEnabled()
    assert "Two players and a dummy" not in penguin.toolTip()
    _click(penguin)
    assert lobby.options() == {"two_player_dummy": True, "dummy_penguin": True}
    # The latest choice wins: back to 24 cards puts the dummy rules back to the default.
    _click(lobby._option_widgets["two_player_24"])
    assert not penguin.isEnabled() and not penguin.isChecked()
    assert lobby._option_widgets["dummy_scoring_seed"].isChecked()
    assert lobby.options() == {}


def test_a_flag_that_needs_another_is_enabled_by_it(window: MainWindow):
    lobby = window.lobby
    nines = lobby._option_widgets["trump_nines"]
    call = lobby._option_widgets["premium_trump_call"]
    assert not nines.isEnabled()
    _click(call)
    assert nines.isEnabled()
    _click(nines)
    assert lobby.options() == {"premium_trump_call": True, "trump_nines": True}
    _click(call)  # off again: the nines cannot stay on
    assert not nines.isEnabled() and not nines.isChecked()
    assert lobby.options() == {}
    assert lobby.start_button.isEnabled()


def _apply(lobby: Lobby, options: dict[str, Any]) -> None:
    for option_id, value in options.items():
        widget = lobby._option_widgets[option_id]
        assert widget.isEnabled(), (option_id, widget.toolTip())
        if isinstance(widget, QRadioButton | QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(widget.findData(value))
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))


@pytest.mark.parametrize("game_id", ["ninety_nine", "tressette"])
def test_every_variant_example_can_be_chosen(window: MainWindow, game_id: str):
    lobby = window.lobby
    cls = game_class(game_id)
    other = next(s.id for s in lobby.specs if s.id != game_id)
    for players, options in cls.variant_examples:
        if any(isinstance(v, bool) and not isinstance(o, bool)
               for o, v in ((cls.spec.option(k).default, v) for k, v in options.items())):
            continue  # a count given as a flag (`match_fixed_deals: true`)
        lobby.game.setCurrentIndex(lobby.game.findData(other))  # back to the defaults
        lobby.game.setCurrentIndex(lobby.game.findData(game_id))
        lobby.players.setCurrentIndex(lobby.players.findData(players))
        _apply(lobby, options)
        assert lobby.problem() is None
        want = cls(players, options).options
        assert cls(players, lobby.options()).options == want, (players, options)


def test_start_button_starts_the_chosen_match(qtbot, window: MainWindow):
    lobby = window.lobby
    _click(lobby._option_widgets["tie_shared"])
    name, _ = lobby._seat_rows[0]
    name.selectAll()
    QTest.keyClicks(name, "Mika")
    _, kind2 = lobby._seat_rows[2]
    kind2.setCurrentIndex(kind2.findData(True))
    QTest.mouseClick(lobby.start_button, LEFT)
    table = window.table
    assert table is not None
    config = table.controller.config
    assert (config.game_id, config.players, config.options) == ("ninety_nine", 3,
                                                                 {"tie_shared": True})
    assert [(s.name, s.human) for s in config.seats] == [
        ("Mika", True), ("Bot 1", False), ("Player 3", True)]  # two humans: no "You"
    assert Settings().last_seats("ninety_nine")[0] == SeatChoice("Mika", True)


def test_last_seats_are_prefilled_and_the_rest_get_distinct_defaults(qtbot, save_store):
    Settings().set_last_seats("ninety_nine", [SeatChoice("Ann", True), SeatChoice("Bot 2", False),
                                              SeatChoice("Cy", True)])
    win = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=save_store)
    qtbot.addWidget(win)
    lobby = win.lobby
    seats = [(n.text(), bool(k.currentData())) for n, k in lobby._seat_rows]
    assert seats == [("Ann", True), ("Bot 2", False), ("Cy", True)]
    lobby.players.setCurrentIndex(lobby.players.findData(5))
    names = [n.text() for n, _ in lobby._seat_rows]
    assert names[:3] == ["Ann", "Bot 2", "Cy"] and len(set(names)) == 5
    assert [bool(k.currentData()) for _, k in lobby._seat_rows][3:] == [False, False]


def test_default_seats_are_one_human_and_named_computers(window: MainWindow):
    lobby = window.lobby
    lobby.players.setCurrentIndex(lobby.players.findData(4))
    seats = [(n.text(), bool(k.currentData())) for n, k in lobby._seat_rows]
    assert seats == [("You", True), ("Bot 1", False), ("Bot 2", False), ("Bot 3", False)]


def test_the_window_opens_whole_on_a_small_screen(window: MainWindow):
    """At most 1200×780, and never larger than the screen's free area (the test screen is
    narrower than that): no part of the window opens off screen."""
    free = window.screen().availableGeometry().size()
    assert window.width() == min(1200, free.width()) < 1200
    assert window.height() == min(780, free.height())
