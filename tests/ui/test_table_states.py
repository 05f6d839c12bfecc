"""Table situations that need a prepared match: a Naughty Nun snap, the site list's trump by
show, and the end of a match."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tablecards.rules.cards import Card
from tablecards.rules.game import DealSetup
from tablecards.rules.registry import new_match
from tablecards.ui.controller import MatchController, Pace, SeatConfig
from tablecards.ui.table.scene import DROP_ZONE
from tablecards.ui.table_page import TablePage
from tests.ui.test_table import click, drag, wait_turn

SNAP_DEAL = 8  # the ninth deal of the default Naughty Nun list allows snaps


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def snap_setup() -> DealSetup:
    """Seat 1 leads hearts or clubs; seat 0 is void in both and holds every rank in spades."""
    return DealSetup(0, [
        cards("6S 7S 8S 9S 10S JS QS KS AS 6D 7D 8D"),
        cards("6H 7H 8H 9H 10H JH QH KH AH 6C 7C 8C"),
        cards("9C 10C JC QC KC AC 9D 10D JD QD KD AD"),
    ])


def table_for(qtbot, match) -> TablePage:
    seats = [SeatConfig("Ann", True), SeatConfig("Bot 1", False), SeatConfig("Bot 2", False)]
    page = TablePage(MatchController.resume(match, seats, Pace(0, 0, 0)))
    qtbot.addWidget(page)
    page.show()
    page.start()
    return page


def test_naughty_nun_snap_is_a_choice(qtbot):
    match = new_match("ninety_nine", 3, {"naughty_nun": True}, seed=1)
    while match.deal_index < SNAP_DEAL:  # play the first eight deals out, any legal way
        if match.needs_deal:
            if match.deal_index == SNAP_DEAL - 1:
                break
            match.deal_next()
        else:
            match.apply(match.legal_actions()[0])
    match.deal_next(snap_setup())
    page = table_for(qtbot, match)
    assert "Snaps allowed" in " ".join(page.panel.info_lines(page.controller.view()))
    assert wait_turn(qtbot, page)
    diamonds = [i for i in page.scene.hand_items() if i.card.suit.code == "D"]
    for item in diamonds:
        click(page.view, item)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert wait_turn(qtbot, page)
    led = page.controller.view().trick.plays[0][1]
    twin = next(i for i in page.scene.hand_items() if i.card.rank is led.rank)
    drag(page.view, twin, DROP_ZONE.center())
    labels = [b.text().replace("&", "") for b in page.panel.buttons()]
    assert labels == [f"Play {twin.card.rank.code}♠ without snap",
                      f"Snap with {twin.card.rank.code}♠"]
    assert twin.card in page.controller.match.view(0).hand, "nothing played before choosing"
    QTest.mouseClick(page.panel.buttons()[1], Qt.MouseButton.LeftButton)
    played = [a for a in match.actions[-1] if a.seat == 0 and a.verb == "play"]
    assert played[0].get("snap") is True
    qtbot.waitUntil(lambda: len(match.deal.tricks) >= 1)
    assert match.deal.tricks[0].winner == 0, "the snap wins the trick"


def test_site_deal_starts_with_a_show(qtbot, start):
    page = start("ninety_nine", players=3, seed=2, options={"naughty_nun_site": True})
    assert wait_turn(qtbot, page)
    view = page.controller.view()
    assert {a.verb for a in view.legal_actions} == {"show"}
    assert view.trump is None
    assert "Show a card" in page.panel._prompt.text()
    item = page.scene.hand_items()[0]
    drag(page.view, item, DROP_ZONE.center())
    shown = [a for a in page.controller.match.actions[-1] if a.verb == "show"]
    assert any(a.seat == 0 and a.value == item.card for a in shown)
    qtbot.waitUntil(lambda: page.controller.view().public.get("phase") != "show")
    view = page.controller.view()
    assert view.trump is not None
    header = next(label.text() for label in page.scene._labels)
    assert header.startswith("Deal 1 · ")
    assert item.card in view.hand, "a shown card goes back to the hand"


def test_end_of_match_names_the_winner_and_offers_a_new_match(qtbot, start, window):
    page = start("tressette", seed=3, options={"target_score": 11})
    m = page.controller.match
    while not m.over:
        if wait_turn(qtbot, page):
            item = next(i for i in page.scene.hand_items() if i.legal)
            drag(page.view, item, DROP_ZONE.center())
        elif not m.over:
            QTest.mouseClick(page.scores.next_button, Qt.MouseButton.LeftButton)
    assert len(m.winners) == 1 and max(m.totals) >= 11
    human = next(s for s, seat in enumerate(page.controller.config.seats) if seat.human)
    # One human: "You win" when they won, else the winning computer by name.
    verdict = ("You win the match!" if m.winners[0] == human
               else f"{page.controller.seat_name(m.winners[0])} wins the match!")
    assert verdict in page.scores.result.text()
    assert page.status.text().endswith(verdict)
    assert not page.scores.next_button.isVisible() and page.scores.new_button.isVisible()
    QTest.mouseClick(page.scores.new_button, Qt.MouseButton.LeftButton)
    assert window.table is None
    assert window.stack.currentWidget() is window._lobby_page


def test_a_tressette_hand_by_drags_only(qtbot, start):
    page = start("tressette", seed=4)
    c = page.controller
    drags = 0
    while wait_turn(qtbot, page):
        item = next(i for i in page.scene.hand_items() if i.legal)
        card = item.card
        drag(page.view, item, DROP_ZONE.center() + QPointF(drags % 3 * 20, 0))
        qtbot.waitUntil(lambda card=card: card not in c.match.view(0).hand, timeout=3000)
        drags += 1
    assert drags == 20 and c.match.results[0].complete
    assert sum(c.match.results[0].points) == 11
