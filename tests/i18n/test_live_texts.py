"""A live language switch rewords what is already on show: every game's deal-end breakdown
and score sheet, and the default seat names in the lobby and at the table."""

import random
import re

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGraphicsSimpleTextItem, QLabel

from tablecards.ai.bots import baseline_bot
from tablecards.rules.registry import game_class, game_ids
from tablecards.ui import i18n
from tablecards.ui.controller import MatchConfig, Pace, SeatConfig
from tablecards.ui.main_window import MainWindow
from tablecards.ui.saves import SaveStore
from tablecards.ui.settings import SeatChoice, Settings
from tablecards.ui.table.layout import STAGE_ZONE
from tests.ui.test_bad_files import tressette_save
from tests.ui.test_new_user_texts import bots_finish_a_deal


def choose(window, qtbot, code: str, start_text: str) -> None:
    window.language_actions[code].trigger()
    qtbot.waitUntil(lambda: window.lobby.start_button.text() == start_text, timeout=2000)


def felt_texts(page) -> list[str]:
    return [i.text() for i in page.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


def sheet_texts(page) -> list[list[str]]:
    table = page.scores.table
    header = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    return [header, [table.item(table.rowCount() - 1, 0).text()]]


@pytest.mark.parametrize("game_id", game_ids())
def test_deal_end_breakdown_follows_a_live_switch(window, qtbot, game_id) -> None:
    page = bots_finish_a_deal(window, qtbot, game_id)
    english, sheet = page.scores.breakdown_lines(), sheet_texts(page)
    assert english and page.scores.breakdown.isVisibleTo(page)
    choose(window, qtbot, "ja", "対戦開始(&S)")
    japanese = page.scores.breakdown_lines()
    assert [row[0] for row in japanese] != [row[0] for row in english]
    assert sheet_texts(page) != sheet
    choose(window, qtbot, "en", "&Start match")
    assert page.scores.breakdown_lines() == english
    assert sheet_texts(page) == sheet


def seat_names(window) -> list[str]:
    return [name.text() for name, _ in window.lobby.seats_box.rows]


def test_default_seat_names_follow_a_live_switch_in_the_lobby(window, qtbot) -> None:
    window.lobby.game.setCurrentIndex(window.lobby.game.findData("hearts"))
    assert seat_names(window) == ["You", "Bot 1", "Bot 2", "Bot 3"]
    choose(window, qtbot, "ja", "対戦開始(&S)")
    assert seat_names(window) == ["あなた", "CPU 1", "CPU 2", "CPU 3"]
    choose(window, qtbot, "en", "&Start match")
    assert seat_names(window) == ["You", "Bot 1", "Bot 2", "Bot 3"]


def test_last_seats_named_in_japanese_read_in_english(window, qtbot, tmp_path) -> None:
    Settings().set_last_seats("hearts", [SeatChoice("あなた", True), SeatChoice("CPU 1", False),
                                         SeatChoice("Ann", False), SeatChoice("CPU 3", False)])
    fresh = MainWindow(Pace(bot_ms=0, trick_ms=0, anim_ms=0), saves=SaveStore(tmp_path / "t"))
    qtbot.addWidget(fresh)
    fresh.lobby.game.setCurrentIndex(fresh.lobby.game.findData("hearts"))
    assert seat_names(fresh) == ["You", "Bot 1", "Ann", "Bot 3"]


def test_default_names_at_the_table_follow_a_live_switch(window, qtbot) -> None:
    seats = [SeatConfig("You", True), SeatConfig("Bot 1", False), SeatConfig("Bob", False)]
    page = window.start_match(MatchConfig("ninety_nine", 3, {}, seats, seed=5))
    assert page is not None
    header = page.scores.table.horizontalHeaderItem
    assert [header(c).text() for c in (1, 2, 3)] == ["You", "Bot 1", "Bob"]
    choose(window, qtbot, "ja", "対戦開始(&S)")
    assert [header(c).text() for c in (1, 2, 3)] == ["あなた", "CPU 1", "Bob"]
    assert any(text.startswith("CPU 1") for text in felt_texts(page))
    choose(window, qtbot, "en", "&Start match")
    assert any(text.startswith("Bot 1") for text in felt_texts(page))


def label_fits(table, row: int) -> bool:
    """The row's label, wrapped to its column, fits the row's height."""
    text = table.item(row, 0).text()
    room = QRect(0, 0, table.columnWidth(0) - 8, 10_000)
    needed = table.fontMetrics().boundingRect(room, Qt.TextFlag.TextWordWrap, text).height()
    return table.rowHeight(row) >= needed


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game_id", game_ids())
def test_deal_end_breakdown_fits_a_small_window(window, qtbot, game_id, language) -> None:
    i18n.set_language(language, remember=False)
    window.resize(1024, 700)
    page = bots_finish_a_deal(window, qtbot, game_id)
    table = page.scores.breakdown
    qtbot.waitUntil(lambda: table.isVisible(), timeout=2000)
    assert not table.horizontalScrollBar().isVisible()
    used = sum(table.columnWidth(c) for c in range(table.columnCount()))
    assert used <= table.viewport().width()
    assert all(label_fits(table, row) for row in range(table.rowCount()))


def wants(combo: QComboBox) -> int:
    """The width a combo box built afresh with these texts asks for."""
    fresh = QComboBox()
    fresh.setFont(combo.font())
    fresh.addItems([combo.itemText(i) for i in range(combo.count())])
    return fresh.sizeHint().width()


def test_lobby_boxes_fit_their_texts_after_a_live_switch(window, qtbot) -> None:
    window.resize(1024, 700)
    window.lobby.game.setCurrentIndex(window.lobby.game.findData("hearts"))
    choose(window, qtbot, "ja", "対戦開始(&S)")
    qtbot.wait(50)  # the layout settles
    seats = window.lobby.seats_box
    boxes = [kind for _, kind in seats.rows] + seats.levels
    boxes += window.lobby.options_box.findChildren(QComboBox)
    assert [b for b in boxes if b.isVisible() and b.width() < wants(b)] == []


def test_the_bid_caption_stays_inside_the_bid_area_in_japanese(window, qtbot) -> None:
    i18n.set_language("ja", remember=False)
    seats = [SeatConfig("Ann", True), SeatConfig("B1", False, "easy"),
             SeatConfig("B2", False, "easy")]
    page = window.start_match(MatchConfig("ninety_nine", 3, {}, seats, seed=5))
    assert page is not None
    qtbot.waitUntil(page.controller.human_turn, timeout=5000)
    caption = page.panel.bid_caption(page.controller.view())
    items = [i for i in page.scene.labels() if isinstance(i, QGraphicsSimpleTextItem)
             and i.sceneBoundingRect().intersects(STAGE_ZONE)]
    assert items and all(STAGE_ZONE.contains(i.sceneBoundingRect()) for i in items)

    def bare(text: str) -> str:  # a long caption wraps onto lines of its own
        return text.replace(" ", "").replace("·", "")

    assert bare("".join(i.text() for i in items)) == bare(caption)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_nominations_auction_and_contract_fit_a_small_window(window, qtbot, language) -> None:
    i18n.set_language(language, remember=False)
    window.resize(1024, 700)
    seats = [SeatConfig("Ann", True)] + [SeatConfig(f"B{s}", False, "easy") for s in (1, 2, 3)]
    page = window.start_match(MatchConfig("nominations", 4, {}, seats, seed=1))
    assert page is not None
    qtbot.waitUntil(page.controller.human_turn, timeout=5000)
    QTest.mouseClick(page.panel.ladder.buttons[13], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.panel.contract.isVisible(), timeout=5000)
    picker = page.panel.contract
    QTest.mouseClick(picker.card_buttons[page.controller.view().hand[-1]],
                     Qt.MouseButton.LeftButton)
    assert window.width() == 1024, "nothing widened the window"


def test_a_long_japanese_prompt_wraps_instead_of_widening_the_window(window, qtbot) -> None:
    i18n.set_language("ja", remember=False)
    window.resize(1024, 700)
    seats = [SeatConfig("Ann", True)] + [SeatConfig(f"B{s}", False, "easy") for s in (1, 2, 3)]
    page = window.start_match(MatchConfig("hearts", 4, {}, seats, seed=5))
    assert page is not None
    qtbot.waitUntil(page.controller.human_turn, timeout=5000)
    assert {a.verb for a in page.controller.view().legal_actions} == {"pass"}
    qtbot.wait(50)  # the layout settles
    assert window.width() == 1024, "the pass prompt wraps"


def shown_texts(window) -> list[str]:
    """Every text the window shows now: the felt, labels and buttons."""
    page = window.table
    texts = felt_texts(page) if page is not None else []
    texts += [w.text() for w in window.findChildren(QLabel) if w.isVisible()]
    texts += [w.text() for w in window.findChildren(QAbstractButton) if w.isVisible()]
    return texts


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game_id", game_ids())
def test_no_plural_or_placeholder_leaks_onto_the_table(window, qtbot, game_id, language) -> None:
    """A `%n` message shows its own forms ("52 cards", "山札: 52枚"), never "card(s)" or a raw
    placeholder, wherever the panel class that asks for it sits in the class tree."""
    i18n.set_language(language, remember=False)
    players = game_class(game_id).spec.usual_players
    seats = [SeatConfig("Ann", True)] + [SeatConfig(f"B{s}", False, "easy")
                                         for s in range(1, players)]
    page = window.start_match(MatchConfig(game_id, players, {}, seats, seed=5))
    assert page is not None
    bot = baseline_bot(game_id)
    c = page.controller
    for turn in range(8):
        qtbot.waitUntil(lambda: c.human_turn() or c.match.needs_deal, timeout=5000)
        leaks = [t for t in shown_texts(window) if "(s)" in t or re.search(r"%[n0-9]", t)]
        assert leaks == []
        if not c.human_turn():
            break
        view = c.view()
        assert c.submit(bot.choose(view, view.legal_actions, random.Random(turn))) is None


def test_default_names_of_a_saved_match_follow_a_live_switch(window, qtbot) -> None:
    """The Continue panel names the players as the table will: defaults in the language."""
    window.saves.save(tressette_save(("You", "Bot 1")))
    window.check_saved()
    details = window.continue_panel.details
    assert "You, Bot 1" in details.text()
    choose(window, qtbot, "ja", "対戦開始(&S)")
    assert "あなた、CPU 1" in details.text()
