"""A whole Ninety-Nine deal by mouse and keyboard, the last trick, scoring and animations."""

import itertools

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tablecards.rules.actions import reason
from tablecards.rules.cards import Card
from tablecards.ui.table.card_art import card_pixmap
from tablecards.ui.table.scene import DROP_ZONE, STAGE_ZONE
from tests.ui.test_table import drag, wait_turn

BID = "bid"


def settled(page) -> bool:
    """Every card item is at rest at its place, and nothing is on its way out."""
    items = page.scene.card_items()
    return all(not i.moving() and i.pos() == i.home for i in items) and not page.scene._leaving


def legal_verbs(page) -> set[str]:
    view = page.controller.view()
    return {a.verb for a in view.legal_actions} if view else set()


def bid_by_drag(qtbot, page) -> list[Card]:
    """Drag three hand cards into the bid area; the caption decodes them as they land."""
    chosen = []
    for _ in range(3):
        item = page.scene.hand_items()[0]
        chosen.append(item.card)
        drag(page.view, item, STAGE_ZONE.center())
        assert page.scene.staged_items()[-1].card == item.card
        caption = page.panel.bid_caption(page.controller.view())
        assert caption.endswith(f"= {sum(_value(c) for c in chosen)}")
        assert any(label.text() == caption for label in page.scene._labels)
    return chosen


def _value(card: Card) -> int:
    return {"D": 0, "S": 1, "H": 2, "C": 3}[card.suit.code]


def pass_premium_by_keyboard(page) -> None:
    buttons = [b for b in page.panel.buttons() if b.text().replace("&", "") == "Pass"]
    assert buttons, "a Pass button is offered"
    QTest.keyClick(buttons[0], Qt.Key.Key_Space)


def play_by_drag(qtbot, page) -> None:
    legal = [i for i in page.scene.hand_items() if i.legal]
    assert legal
    card = legal[0].card
    drag(page.view, legal[0], DROP_ZONE.center())
    qtbot.waitUntil(lambda: card not in page.controller.match.view(0).hand, timeout=3000)
    assert settled(page), "at the instant pace every card is already in place"


def play_deal(qtbot, page) -> int:
    """Bid by drags and Enter, pass premiums by keyboard, play every trick by drags."""
    tricks = 0
    while wait_turn(qtbot, page):
        verbs = legal_verbs(page)
        if BID in verbs:
            chosen = bid_by_drag(qtbot, page)
            QTest.keyClick(page.view, Qt.Key.Key_Return)
            hand = page.controller.match.view(0).hand
            assert not set(chosen) & set(hand), "Enter submitted the bid"
        elif "premium" in verbs:
            pass_premium_by_keyboard(page)
        else:
            play_by_drag(qtbot, page)
            tricks += 1
    return tricks


def test_a_ninety_nine_deal_by_mouse_and_keyboard(qtbot, start):
    page = start("ninety_nine", players=3, seed=5)
    assert play_deal(qtbot, page) == 9
    m = page.controller.match
    assert m.results[0].complete
    assert page.scores.rows() == 1
    lines = page.scores.breakdown_lines()
    labels = [row[0] for row in lines]
    assert labels[:4] == ["Bid cards", "Bid", "Tricks won (1 point each)", "Bid made?"]
    points = next(row for row in lines if row[0] == "Points this deal")
    assert [int(p) for p in points[1:]] == m.results[0].points
    # The last trick, by key: the overlay shows its cards in the order played.
    QTest.keyClick(page.view, Qt.Key.Key_L)
    last = m.deal.tricks[-1]
    assert [i.card for i in page.scene.overlay.cards] == [c for _, c in last.plays]
    QTest.keyClick(page.view, Qt.Key.Key_Escape)
    assert page.scene.overlay is None


def test_refused_bid_shows_the_reason(qtbot, start):
    page = start("ninety_nine", players=3, seed=5)
    wait_turn(qtbot, page)
    page.controller.sig_refused.emit(reason("no_nine_bid"))
    assert page.status.text() == "Nines may not be bid cards in this deal"
    assert BID in legal_verbs(page), "a refused bid leaves the bid to make"


def test_score_sheet_has_a_row_per_deal(qtbot, start):
    page = start("tressette", seed=3)
    c = page.controller
    for deal in range(2):
        while wait_turn(qtbot, page):
            item = next(i for i in page.scene.hand_items() if i.legal)
            card = item.card
            drag(page.view, item, DROP_ZONE.center())
            qtbot.waitUntil(lambda card=card: card not in c.match.view(0).hand, timeout=5000)
        assert page.scores.rows() == deal + 1
        labels = [row[0] for row in page.scores.breakdown_lines()]
        assert "Card value in thirds" in labels and "Last trick" in labels
        QTest.mouseClick(page.scores.next_button, Qt.MouseButton.LeftButton)
    assert len(c.match.results) == 3


def test_last_trick_button_and_overlay_click(qtbot, start):
    page = start("tressette", seed=3)
    wait_turn(qtbot, page)
    page.scores.last_trick_button.click()
    assert page.scene.overlay is None and "No trick" in page.status.text()
    while not page.controller.match.deal.tricks:
        wait_turn(qtbot, page)
        drag(page.view, next(i for i in page.scene.hand_items() if i.legal), DROP_ZONE.center())
    page.scores.last_trick_button.click()
    overlay = page.scene.overlay
    assert overlay is not None and len(overlay.cards) == 2
    centre = page.view.mapFromScene(overlay.mapToScene(overlay.boundingRect().center()))
    QTest.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, centre)
    assert page.scene.overlay is None


def test_four_colour_deck_recolours_clubs(qtbot, window):
    def centre_colour() -> tuple[int, int, int]:
        image = card_pixmap(Card.parse("AC"), 100, 140, 1.0).toImage()
        c = image.pixelColor(50, 76)
        return c.red(), c.green(), c.blue()

    action = window.table_menu.four_colour
    assert not action.isChecked()
    r, g, b = centre_colour()
    assert max(r, g, b) < 60  # black
    try:
        action.trigger()
        r, g, b = centre_colour()
        assert g > r + 40 and g > b + 40  # green
    finally:
        if action.isChecked():
            action.trigger()
    assert max(centre_colour()) < 60


def test_animated_deal_and_tricks_come_to_rest(qtbot, start, window):
    window.pace.anim_ms, window.pace.trick_ms = 30, 30
    page = start("tressette", seed=3)
    qtbot.waitUntil(lambda: settled(page), timeout=5000)
    for _ in range(3):
        wait_turn(qtbot, page)
        drag(page.view, next(i for i in page.scene.hand_items() if i.legal), DROP_ZONE.center())
        qtbot.waitUntil(lambda: settled(page), timeout=5000)
    assert not page.scene.trick_items() or page.controller.view().trick.plays


def test_cards_can_be_dragged_out_of_the_bid_area(qtbot, start):
    page = start("ninety_nine", players=3, seed=5)
    wait_turn(qtbot, page)
    item = page.scene.hand_items()[2]
    drag(page.view, item, STAGE_ZONE.center())
    assert page.panel.selected_cards() == {item.card}
    drag(page.view, item, QPointF(600, 120))
    assert page.panel.selected_cards() == set()
    # Space lays the chosen card in; Enter with fewer than three cards neither submits nor
    # moves a card.
    QTest.keyClick(page.view, Qt.Key.Key_Space)
    assert len(page.panel.selected_cards()) == 1
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert len(page.panel.selected_cards()) == 1
    assert BID in legal_verbs(page)


def test_hand_is_sorted_and_fanned(qtbot, start):
    page = start("ninety_nine", players=3, seed=5)
    wait_turn(qtbot, page)
    items = page.scene.hand_items()
    keys = [page.scene.prefs.sort_key(i.card) for i in items]
    assert keys == sorted(keys)
    assert items[0].rotation() < 0 < items[-1].rotation()
    assert all(a.pos().x() < b.pos().x() for a, b in itertools.pairwise(items))


def test_turn_up_lies_face_up_beside_the_stock(qtbot, start):
    page = start("ninety_nine", players=3, seed=5, options={"joker_turnup": True})
    wait_turn(qtbot, page)
    turnup = page.controller.view().public["turnup"]
    shown = [k for k, i in page.scene._items.items() if k.startswith("u:")]
    assert shown == [f"u:{turnup}"]
    assert page.scene._items[shown[0]].card == Card.parse(turnup)


def test_tressette_hand_sorts_in_tressette_rank_order(qtbot, start):
    """3 and 2 are Tressette's highest ranks, so a low-to-high hand ends a suit with them."""
    page = start("tressette", players=2, seed=3)
    wait_turn(qtbot, page)
    order = ["4", "5", "6", "7", "J", "Q", "K", "A", "2", "3"]
    by_suit: dict[object, list[str]] = {}
    for item in page.scene.hand_items():
        by_suit.setdefault(item.card.suit, []).append(item.card.rank.code)
    for ranks in by_suit.values():
        assert ranks == sorted(ranks, key=order.index)
