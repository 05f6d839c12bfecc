"""Mini Misère at the table with real events: the Lot with a card (new timing) and by the
question (old timing), the old joker's named suit, early stop and the score table."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from tablecards.games.mini_misere.facts import MiniMisereFacts
from tablecards.rules.cards import Card
from tablecards.rules.game import DealSetup
from tablecards.rules.registry import new_match
from tablecards.ui.controller import MatchController, Pace, SeatConfig
from tablecards.ui.table.scene import DROP_ZONE
from tablecards.ui.table_page import TablePage
from tests.ui.test_table import drag, wait_turn

KEY = Qt.Key
LEFT = Qt.MouseButton.LeftButton


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def stacked_page(qtbot, players: int, options: dict, hands: list[str]) -> TablePage:
    """A table whose first deal is `hands` (seat 0, the human, leads: the last seat deals)."""
    match = new_match("mini_misere", players, options, seed=1)
    match.deal_next(DealSetup(players - 1, [cards(h) for h in hands]))
    seats = [SeatConfig("Ann", True)] + [SeatConfig(f"Bot {i}", False)
                                         for i in range(1, players)]
    page = TablePage(MatchController.resume(match, seats, Pace(0, 0, 0)))
    qtbot.addWidget(page)
    page.resize(1280, 760)
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()  # keys go to the focused widget of the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page)
    page.start()
    return page


def labels(page) -> list[str]:
    return [b.text().replace("&", "") for b in page.panel.buttons()]


def drag_card(qtbot, page, card: Card) -> None:
    item = next(i for i in page.scene.hand_items() if i.card == card)
    drag(page.view, item, DROP_ZONE.center())


def play_out_by_drags(qtbot, page) -> int:
    """Drag a legal card on every turn of the human until the deal ends; the plays made."""
    plays = 0
    while wait_turn(qtbot, page):
        item = next(i for i in page.scene.hand_items() if i.legal)
        drag(page.view, item, DROP_ZONE.center())
        qtbot.waitUntil(lambda c=item.card: c not in page.controller.match.view(0).hand)
        plays += 1
    return plays


def focused_button(qtbot) -> QPushButton:
    """The button the panel gave the keyboard to (it does so once the page has settled)."""
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QPushButton))
    focus = QApplication.focusWidget()
    assert isinstance(focus, QPushButton)
    return focus


def breakdown(page) -> dict[str, list[str]]:
    return {row[0]: row[1:] for row in page.scores.breakdown_lines()}


def test_new_timing_lot_with_the_first_card_made_by_drags(qtbot):
    page = stacked_page(qtbot, 4, {}, ["2S 2H 2D 2C AS AH", "KS QS JS 10S KH QH",
                                       "JH 10H AD KD QD JD", "10D AC KC QC JC 10C"])
    assert wait_turn(qtbot, page)
    table = page.panel.score_table
    assert table.isVisible()
    assert table.rows() == [["Tricks", "0", "1", "2", "3", "4", "5", "6"],
                            ["Points", "6", "1", "2", "3", "8", "10", "0"]]
    info = page.panel.info_lines(page.controller.view())
    assert "Lot made: 12 · failed: 6 each" in info
    assert "declare the Lot" in page.panel._prompt.text()
    first = Card.parse("2S")
    drag_card(qtbot, page, first)
    assert labels(page) == ["Play 2♠ without the Lot", "Play 2♠ and declare the Lot"]
    assert first in page.controller.match.view(0).hand, "nothing played before choosing"
    QTest.keyClick(QApplication.focusWidget(), KEY.Key_Escape)  # think again
    assert labels(page) == [] and first in page.controller.match.view(0).hand
    drag_card(qtbot, page, first)
    QTest.mouseClick(page.panel.buttons()[1], LEFT)
    lot = [a for a in page.controller.match.actions[-1] if a.seat == 0]
    assert lot[0].value == first and lot[0].get("lot") is True
    qtbot.waitUntil(lambda: bool(page.controller.match.deal.tricks))
    assert page.panel.seat_badges(page.controller.view(), 0) == ["Lot declared"]
    assert any("Lot declared" in label.text() for label in page.scene._labels)
    assert play_out_by_drags(qtbot, page) == 5, "one choice, then plain drags, no more Lot"
    lines = breakdown(page)
    assert lines["Lot declared"] == ["Lot", "–", "–", "–"]
    assert lines["Tricks won"] == ["6", "0", "0", "0"]
    assert lines["Scored by"] == ["Lot ✓", "other's Lot", "other's Lot", "other's Lot"]
    assert lines["Points this deal"] == ["+12", "0", "0", "0"]
    assert page.controller.match.results[0].points == [12, 0, 0, 0]


def test_old_timing_lot_question_by_keyboard_and_early_stop(qtbot):
    page = stacked_page(qtbot, 4, {"old_rules": True}, [
        "9S 9H 9D 9C 10S 10H 10D", "AS KS QS JS AH KH QH",
        "2S JH 2H AD KD QD JD", "2D 10C JC QC KC AC 2C"])
    assert wait_turn(qtbot, page)
    assert labels(page) == ["Declare the Lot", "No Lot"]
    assert page.panel.legal_cards(page.controller.view()) == set()
    focus = focused_button(qtbot)
    assert focus.text() == "&No Lot"
    drag_card(qtbot, page, Card.parse("9S"))  # a card before the answer: the core refuses
    assert page.status.text() == "Answer the Lot question first"
    assert QApplication.focusWidget() is page.view, "pressing a card gives the table the keys"
    for _ in range(2):  # back from the table to the answers: "No Lot", then "Declare the Lot"
        QTest.keyClick(QApplication.focusWidget(), KEY.Key_Backtab)
    focus = QApplication.focusWidget()
    assert focus.text() == "&Declare the Lot"
    QTest.keyClick(focus, KEY.Key_Space)
    answers = [a for a in page.controller.match.actions[-1] if a.verb == "lot"]
    assert [(a.seat, a.value) for a in answers] == [(0, True)], "the others are not asked"
    assert QApplication.focusWidget() is page.view, "the keyboard goes back to the table"
    assert wait_turn(qtbot, page) and labels(page) == []
    assert play_out_by_drags(qtbot, page) == 1
    view = page.controller.view()
    assert MiniMisereFacts.of(view).stopped and len(view.tricks) == 1
    info = page.panel.info_lines(view)
    assert "Deal stopped early after 1 of 7 tricks:" in info
    assert page.panel.seat_badges(view, 0) == ["Lot declared · broken"]
    lines = breakdown(page)
    assert lines["Tricks (stopped after 1)"] == ["0", "1", "0", "0"]
    assert lines["Scored by"] == ["Lot ✗", "award", "award", "award"]
    assert lines["Points this deal"] == ["0", "+7", "+7", "+7"]


def test_old_five_player_joker_led_names_a_suit(qtbot):
    page = stacked_page(qtbot, 5, {"old_rules": True}, [
        "JK 9S 9H 9D 9C", "AS KS QS JS 10S", "AH KH QH JH 10H", "AD KD QD JD 10D",
        "AC KC QC JC 10C"])
    assert wait_turn(qtbot, page)
    assert page.panel.score_table.rows()[1] == ["Points", "5", "1", "2", "6", "8", "0"]
    QTest.keyClick(focused_button(qtbot), KEY.Key_Space)  # "No Lot"
    assert wait_turn(qtbot, page)
    joker = Card.parse("JK")
    drag_card(qtbot, page, joker)
    assert labels(page) == ["♠ Spades", "♥ Hearts", "♦ Diamonds", "♣ Clubs"]
    assert not page.panel._lot_box.isVisible(), "no Lot with a card under the old timing"
    assert page.panel._prompt.text() == "Name the suit to follow:"
    QTest.mouseClick(page.panel.buttons()[1], LEFT)
    led = next(a for a in page.controller.match.actions[-1] if a.verb == "play")
    assert led.value == joker and led.get("suit") == "H"
    qtbot.waitUntil(lambda: bool(page.controller.match.deal.tricks))
    trick = page.controller.match.deal.tricks[0]
    assert trick.winner == 0 and trick.plays[2][1].suit.code == "H", "hearts were owed"


def test_joker_suit_with_the_lot_box(qtbot):
    page = stacked_page(qtbot, 5, {"old_rules": True, "lot_on_first_play": True}, [
        "JK 9S 9H 9D 9C", "AS KS QS JS 10S", "AH KH QH JH 10H", "AD KD QD JD 10D",
        "AC KC QC JC 10C"])
    assert wait_turn(qtbot, page)
    drag_card(qtbot, page, Card.parse("JK"))
    box = page.panel._lot_box
    assert box.isVisible() and len(page.panel.buttons()) == 4
    QTest.mouseClick(box, LEFT)
    QTest.mouseClick(page.panel.buttons()[0], LEFT)
    led = next(a for a in page.controller.match.actions[-1] if a.verb == "play")
    assert led.get("suit") == "S" and led.get("lot") is True


def test_the_lot_says_what_it_pays_and_costs_as_it_is_offered(qtbot):
    page = stacked_page(qtbot, 4, {}, ["2S 2H 2D 2C AS AH", "KS QS JS 10S KH QH",
                                       "JH 10H AD KD QD JD", "10D AC KC QC JC 10C"])
    assert wait_turn(qtbot, page)
    line = "The Lot: win all 6 tricks and you score 12, the others 0; lose one and each of " \
           "the others scores 6, you 0. The trick table does not count in a deal with a Lot."
    assert page.panel.prompt_text().endswith("\n" + line)
    drag_card(qtbot, page, Card.parse("2S"))
    assert page.panel.prompt_text() == "Declare the Lot with 2♠?\n" + line
    QTest.mouseClick(page.panel.buttons()[0], LEFT)  # without the Lot
    assert wait_turn(qtbot, page)
    assert "The Lot" not in page.panel.prompt_text(), "no Lot after the first card"


def test_the_old_lot_question_names_the_old_awards(qtbot):
    page = stacked_page(qtbot, 4, {"old_rules": True}, [
        "9S 9H 9D 9C 10S 10H 10D", "AS KS QS JS AH KH QH",
        "2S JH 2H AD KD QD JD", "2D 10C JC QC KC AC 2C"])
    assert wait_turn(qtbot, page)
    assert "The Lot: win all 7 tricks and you score 14, the others 0; lose one and each of " \
           "the others scores 7, you 0." in page.panel.prompt_text()
