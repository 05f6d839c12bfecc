"""The lobby builds matches the rules accept; Ninety-Nine's panel lays three bid cards aside."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QRadioButton

from tablecards.rules.registry import new_match
from tablecards.ui.lobby import available_specs
from tablecards.ui.main_window import MainWindow
from tablecards.ui.table_page import TablePage

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def test_lobby_offers_every_player_count_of_every_game(window: MainWindow):
    lobby = window.lobby
    assert {s.id for s in available_specs()} >= {"tressette"}
    for g in range(lobby.game.count()):
        lobby.game.setCurrentIndex(g)
        for p in range(lobby.players.count()):
            lobby.players.setCurrentIndex(p)
            assert lobby.problem() is None, (lobby.spec().id, lobby.players.currentData())
            config = lobby.config()
            assert len(config.seats) == config.players
            new_match(config.game_id, config.players, config.options)


def test_grouped_options_are_radio_buttons_with_spec_defaults(window: MainWindow):
    lobby = window.lobby
    for g in range(lobby.game.count()):
        lobby.game.setCurrentIndex(g)
        spec = lobby.spec()
        for option in spec.options:
            widget = lobby._option_widgets.get(option.id)
            assert (widget is not None) == option.offered
            if option.group and isinstance(option.default, bool) and widget is not None:
                assert isinstance(widget, QRadioButton)


def test_start_button_opens_the_table(qtbot, window: MainWindow):
    lobby = window.lobby
    lobby.game.setCurrentIndex(lobby.game.findData("tressette"))
    QTest.mouseClick(lobby.start_button, LEFT)
    assert isinstance(window.table, TablePage)
    qtbot.waitUntil(lambda: window.table.controller.human_turn())
    assert len(window.table.scene.hand_items()) == 10
    window.show_lobby()
    assert window.table is None


def test_ninety_nine_bid_cards_by_clicking(qtbot, start):
    page = start("ninety_nine", players=3, seed=11)
    c = page.controller
    qtbot.waitUntil(lambda: c.human_turn())
    assert page.panel.prompt(c.view()).startswith("Drag three bid cards")
    hand = page.scene.hand_items()
    assert len(hand) == 12
    for item in hand[:3]:
        w, h = item.size
        pos = page.view.mapFromScene(item.mapToScene(QPointF(w * 0.2, h * 0.6)))
        QTest.mouseClick(page.view.viewport(), LEFT, NONE, pos)
    assert page.panel.selected_cards() == {i.card for i in hand[:3]}
    bid_button = page.panel.card_choice.button
    assert bid_button.isEnabled()
    QTest.mouseClick(bid_button, LEFT)
    qtbot.waitUntil(lambda: len(c.match.view(0).hand) == 9)
    assert page.panel.selected_cards() == set()


def test_form_radios_follow_the_player_count(window: MainWindow):
    lobby = window.lobby
    lobby.game.setCurrentIndex(lobby.game.findData("ninety_nine"))
    for count, form in ((2, "two_player_24"), (3, "standard_3p"), (5, "five_player"),
                        (4, "four_player")):
        lobby.players.setCurrentIndex(lobby.players.findData(count))
        assert lobby._option_widgets[form].isChecked()
        assert lobby.problem() is None
        assert lobby.options() == {}
    lobby._option_widgets["four_player_pairs"].click()
    assert lobby.options() == {"four_player_pairs": True}
    lobby.players.setCurrentIndex(lobby.players.findData(2))
    lobby._option_widgets["standard_3p"].setChecked(True)  # not a 2-player form: put back
    assert lobby._option_widgets["two_player_24"].isChecked()
    assert lobby.options() == {}
