"""Ninety-Nine on the table: the bid cards' count and the premiums' stakes are spelt out under
the prompt as the cards land and when the premium round asks, in the deal's form."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.games.ninety_nine.scoring import SUIT_VALUE
from tablecards.ui import i18n
from tests.ui.test_table import click

LEFT = Qt.MouseButton.LeftButton


def bid_by_clicks(qtbot, page) -> int:
    """Click three hand cards, checking the line after each; confirm; return the bid."""
    qtbot.waitUntil(page.controller.human_turn, timeout=5000)
    line = page.panel.prompt_text()
    assert "Bid cards count ♣ 3 ♥ 2 ♠ 1 ♦ 0 tricks by suit." in line
    total = 0
    for n in range(1, 4):
        item = page.scene.hand_items()[n - 1] if n == 1 else next(
            i for i in page.scene.hand_items() if i.card not in page.panel.selected_cards())
        click(page.view, item)
        total += SUIT_VALUE[item.card.suit]
        line = page.panel.prompt_text()
        tricks = f"{total} trick" + ("" if total == 1 else "s")
        if n < 3:
            assert f"{n} of 3 bid cards chosen: {tricks} so far." in line
    assert f"You bid {tricks}." in line
    QTest.mouseClick(page.panel.card_choice.button, LEFT)
    return total


def premium_line(qtbot, page) -> str:
    qtbot.waitUntil(lambda: page.controller.human_turn() and bool(page.panel.buttons()),
                      timeout=20000)
    assert any(b.text().startswith("&Declare") for b in page.panel.buttons())
    return page.panel.prompt_text()


def test_bid_cards_count_as_they_land_and_premiums_say_their_stakes(qtbot, start):
    i18n.set_language("en", remember=False)  # the English catalogue: "1 trick", "2 tricks"
    page = start("ninety_nine", players=3, seed=7)  # a deal where seat 0 is asked
    bid_by_clicks(qtbot, page)
    line = premium_line(qtbot, page)
    assert "Declare: your bid cards lie face up; make your bid exactly and you get 30, " \
           "fail and each other player gets 30." in line
    assert "Reveal: your bid cards and your whole hand lie face up; make your bid exactly " \
           "and you get 60, fail and each other player gets 60." in line


def test_bonus_table_before_the_bid(qtbot, start):
    page = start("ninety_nine", players=3, seed=11)
    qtbot.waitUntil(page.controller.human_turn, timeout=5000)
    assert "plus a bonus of 30 if you alone succeed, 20 if 2 succeed, 10 if 3 succeed." \
        in page.panel.prompt_text()


def test_five_players_declare_for_50_and_lose_50(qtbot, start):
    page = start("ninety_nine", players=5, seed=11, options={"five_player": True})
    qtbot.waitUntil(page.controller.human_turn, timeout=5000)
    assert "bonus of 50 if you alone succeed, 40 if 2 succeed" in page.panel.prompt_text()
    bid_by_clicks(qtbot, page)
    line = premium_line(qtbot, page)
    assert "Declare: your bid cards lie face up; make your bid exactly and you get 50, " \
           "fail and you lose 50." in line
    assert "Reveal" not in line


def test_divide_and_conquer_words_its_own_rewards(qtbot, start):
    page = start("ninety_nine", players=3, seed=7, options={"divide_and_conquer": True})
    qtbot.waitUntil(page.controller.human_turn, timeout=5000)
    assert "Win exactly that many for 10 plus 1 point a trick; miss it for 1 a trick." \
        in page.panel.prompt_text()
    bid_by_clicks(qtbot, page)
    line = premium_line(qtbot, page)
    assert "Declare: your bid cards lie face up; make your bid exactly for 20 plus 2 a trick, " \
           "miss it and every other player gets 5." in line
    assert "A missed premium scores 0. Pass: 10 plus 1 a trick if made" in line
