"""The Rules window, reached as a player would: the lobby's Rules button, F1 at the table, the
"?" beside an option, in either language, its cards drawn by the table's art."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from tablecards.rules import rules_pages
from tablecards.ui import i18n
from tablecards.ui.card_text import RING, card_picture

LEFT = Qt.MouseButton.LeftButton


def click_game(qtbot, window, game_id: str) -> None:
    picker = window.lobby.game
    viewport = picker.view.viewport()
    QTest.mouseClick(viewport, LEFT, Qt.KeyboardModifier.NoModifier,
                     picker.tile_rect(picker.findData(game_id)).center())
    assert window.lobby.spec().id == game_id


def page_html(window) -> str:
    return window.rules_window.page.toPlainText()


def test_the_lobby_rules_button_opens_the_chosen_games_page(qtbot, window):
    click_game(qtbot, window, "sheepshead")
    qtbot.mouseClick(window.lobby.rules_button, LEFT)
    rules = window.rules_window
    assert rules is not None and rules.isVisible()
    assert rules.game_id() == "sheepshead"
    first_line = rules_pages.page_text("sheepshead", "en").splitlines()[0].lstrip("# ")
    assert first_line in page_html(window)
    anchors = [rules.contents.item(r).data(Qt.ItemDataRole.UserRole)
               for r in range(rules.contents.count())]
    assert anchors == rules_pages.anchors(rules_pages.page_text("sheepshead", "en"))


def test_f1_at_the_table_opens_the_rules_of_the_game_played(qtbot, window, start):
    page = start("tressette", 2)
    QTest.keyClick(page.view, Qt.Key.Key_F1)
    rules = window.rules_window
    assert rules is not None and rules.isVisible() and rules.game_id() == "tressette"


def test_contents_take_the_page_to_a_section(qtbot, window):
    window.show_rules("hearts")
    rules = window.rules_window
    rules.resize(700, 400)
    last = rules.contents.item(rules.contents.count() - 1)
    rect = rules.contents.visualItemRect(last)
    rules.contents.scrollToItem(last)
    rect = rules.contents.visualItemRect(last)
    QTest.mouseClick(rules.contents.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                     rect.center())
    assert rules.page.verticalScrollBar().value() > 0


def test_the_question_mark_beside_an_option_opens_its_section(qtbot, window):
    click_game(qtbot, window, "hearts")
    link = window.lobby.findChild(object, "rules_link_jd_bonus")
    assert link is not None and link.isVisible()
    QTest.mouseClick(link, LEFT, Qt.KeyboardModifier.NoModifier,
                     QPoint(link.width() // 2, link.height() // 2))
    rules = window.rules_window
    assert rules is not None and rules.isVisible() and rules.game_id() == "hearts"
    assert rules.contents.currentItem().data(Qt.ItemDataRole.UserRole) == "jd_bonus"
    assert rules.page.verticalScrollBar().value() > 0


def test_every_offered_option_has_a_link(qtbot, window):
    for game_id in ("ninety_nine", "sneak"):
        click_game(qtbot, window, game_id)
        for option in window.lobby.spec().options:
            if option.offered:
                assert window.lobby.findChild(object, f"rules_link_{option.id}") is not None


def test_the_page_follows_the_language(qtbot, window):
    rules = window.show_rules("nominations")
    english = page_html(window)
    i18n.set_language("ja", remember=False)
    try:
        qtbot.waitUntil(lambda: page_html(window) != english)
        japanese = page_html(window)
        assert japanese != english
        assert "トリック" in japanese
        assert rules.windowTitle() != "Rules: Nominations"
    finally:
        i18n.set_language("en", remember=False)
    qtbot.waitUntil(lambda: page_html(window) == english)


def test_a_card_of_the_page_is_painted_with_the_winner_ringed(qapp):
    winner = card_picture("QS", 56, wins=True, dim=False, dpr=1.0).toImage()
    plain = card_picture("QS", 56, wins=False, dim=False, dpr=1.0).toImage()
    dimmed = card_picture("QS", 56, wins=False, dim=True, dpr=1.0).toImage()
    edge = (2, winner.height() // 2)
    assert QColor(winner.pixel(*edge)).red() > 150 and winner.pixel(*edge) != plain.pixel(*edge)
    centre = (plain.width() // 2 + 14, plain.height() // 2 + 20)
    assert dimmed.pixel(*centre) != plain.pixel(*centre) or plain.pixel(*centre) == 0xFFFFFFFF
    assert QColor(RING).red() > 200
