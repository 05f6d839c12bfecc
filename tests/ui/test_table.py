"""Playing at the table with real mouse and key events on the view."""

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tablecards.rules.actions import play
from tablecards.ui.table.card_item import CardItem
from tablecards.ui.table.scene import DROP_ZONE
from tablecards.ui.table.view import TableView
from tablecards.ui.texts import card_text, reason_text

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


GRIP_SPOTS = [(x / 20, y / 10) for x in (5, 3, 7, 2, 9, 12, 15) for y in (6, 4, 8)]


def grip(view: TableView, item: CardItem) -> QPoint:
    """A point where `item` is the topmost card, as a player would press it: the left part
    first (hand cards overlap on the right). Pending layout is applied first, so the point
    matches what is on screen; a card covered everywhere fails here, naming what covers it.
    Backs in a pile (the stock, a hidden hand) are one thing to press: any of them will do."""
    QApplication.sendPostedEvents()
    w, h = item.size
    covering = None
    for fx, fy in GRIP_SPOTS:
        point = view.mapFromScene(item.mapToScene(QPointF(w * fx, h * fy)))
        top = next((i for i in view.items(point) if isinstance(i, CardItem) and i.isVisible()),
                   None)
        if top is item or (top is not None and item.card is None and top.card is None):
            return point
        covering = covering or top
    raise AssertionError(f"{item.card} lies under {covering and covering.card} everywhere")


def click(view: TableView, item: CardItem) -> None:
    QTest.mouseClick(view.viewport(), LEFT, NONE, grip(view, item))


def drag(view: TableView, item: CardItem, scene_target: QPointF) -> None:
    start = grip(view, item)
    end = view.mapFromScene(scene_target)
    vp = view.viewport()
    QTest.mousePress(vp, LEFT, NONE, start)
    for i in range(1, 6):
        QTest.mouseMove(vp, start + (end - start) * i / 5)
    QTest.mouseRelease(vp, LEFT, NONE, end)


def wait_turn(qtbot, page) -> bool:
    c = page.controller
    qtbot.waitUntil(lambda: c.human_turn() or c.match.needs_deal or c.match.over, timeout=5000)
    return c.human_turn()


def play_legal_by_mouse(qtbot, page, use_drag: bool) -> None:
    legal = [i for i in page.scene.hand_items() if i.legal]
    assert legal, "the human's legal cards are highlighted"
    item = legal[-1]
    card = item.card
    if use_drag:
        drag(page.view, item, DROP_ZONE.center())
    else:
        click(page.view, item)
    qtbot.waitUntil(lambda: card not in page.controller.match.view(0).hand, timeout=5000)


def illegal_now(page) -> CardItem | None:
    """A card in the human's hand that the rules refuse now, if any."""
    hand = page.scene.hand_items()
    return next((i for i in hand if not i.legal), None)


def test_mouse_plays_a_whole_tressette_deal(qtbot, start):
    page = start("tressette", seed=3)
    c = page.controller
    moves = 0
    while wait_turn(qtbot, page):
        play_legal_by_mouse(qtbot, page, use_drag=moves % 2 == 1)
        moves += 1
    assert moves == 20  # every card of the human's, ten dealt and ten drawn
    result = c.match.results[0]
    assert result.complete and sum(result.points) == 11
    qtbot.waitUntil(lambda: page.scores.result.text() != "")
    assert "Deal 1" in page.scores.result.text()
    assert page.scores.next_button.isVisible() or c.match.over
    assert page.scores.table.item(1, 0).text() == "Total"


def test_illegal_drop_is_refused_with_its_reason(qtbot, start):
    page = start("tressette", seed=5)
    c = page.controller
    while wait_turn(qtbot, page):
        view = c.view()
        if view.trick.plays and illegal_now(page) is not None:
            break
        play_legal_by_mouse(qtbot, page, use_drag=False)
    else:
        raise AssertionError("no position with an illegal card came up")
    item = illegal_now(page)
    assert item is not None and item.dimmed
    why = c.match.refusal(play(0, item.card))
    assert why is not None and why.id == "must_follow"
    drag(page.view, item, DROP_ZONE.center())
    assert page.status.text() == reason_text(why, ["Ann", "Bot 1"])
    led = c.view().trick.plays[0][1].suit
    holding = {card_text(h) for h in c.match.view(0).hand if h.suit == led}
    named = page.status.text().removeprefix("You hold ").split(":")[0]
    assert set(named.split()) == holding
    assert "you must follow" in page.status.text()
    assert item.card in c.match.view(0).hand and c.human_turn()
    assert item.pos() == item.home  # flew back to the hand


def test_keyboard_chooses_and_plays(qtbot, start):
    page = start("tressette", seed=5)
    c = page.controller
    assert wait_turn(qtbot, page)
    page.view.setFocus()
    scene = page.scene
    first = scene.focused_item()
    assert first is not None and first.legal and first.focused
    QTest.keyClick(page.view, Qt.Key.Key_Right)
    assert scene.focused_item() is not first
    QTest.keyClick(page.view, Qt.Key.Key_Left)
    assert scene.focused_item() is first
    card = first.card
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: card not in c.match.view(0).hand)
    assert any(a == play(0, card) for a in c.match.actions[-1])


def test_keyboard_enter_on_illegal_card_explains(qtbot, start):
    page = start("tressette", seed=5)
    c = page.controller
    while wait_turn(qtbot, page):
        if c.view().trick.plays and illegal_now(page) is not None:
            break
        play_legal_by_mouse(qtbot, page, use_drag=False)
    page.view.setFocus()
    target = illegal_now(page)
    for _ in range(len(page.scene.hand_items())):
        if page.scene.focused_item() is target:
            break
        QTest.keyClick(page.view, Qt.Key.Key_Right)
    assert page.scene.focused_item() is target
    QTest.keyClick(page.view, Qt.Key.Key_Enter)
    assert "you must follow" in page.status.text()
    assert target.card in c.match.view(0).hand
