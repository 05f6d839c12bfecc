"""Everything at the table by keyboard alone, with real key events on the widgets."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from tablecards.rules.cards import Card
from tests.ui.test_table import wait_turn

KEY = Qt.Key
ALT = Qt.KeyboardModifier.AltModifier


def verbs(page) -> set[str]:
    view = page.controller.view()
    return {a.verb for a in view.legal_actions} if view else set()


def play_first_legal(page) -> None:
    """A bot-like move for the human through the panel (to reach a position quickly)."""
    view = page.controller.view()
    if "bid" in verbs(page):
        for card in view.hand[:3]:
            page.panel.stage_card(view.seat, card, True)
        page.panel.confirm()
    elif "premium" in verbs(page):
        page.controller.submit(next(a for a in view.legal_actions if a.value == "pass"))
    else:
        action = next(a for a in view.legal_actions if isinstance(a.value, Card))
        page.panel.activate_card(action.seat, action.value)


def test_bid_by_keyboard_space_toggles_enter_confirms(qtbot, start):
    page = start("ninety_nine", players=3, seed=5)
    assert wait_turn(qtbot, page) and "bid" in verbs(page)
    page.view.setFocus()
    scene = page.scene
    chosen: list[Card] = []
    for _ in range(3):
        card = scene.focused_item().card
        QTest.keyClick(page.view, KEY.Key_Space)
        chosen.append(card)
        assert [i.card for i in scene.staged_items()] == chosen
        assert scene.focused_item() not in scene.staged_items(), "the keys stay in the hand"
    caption = page.panel.bid_caption(page.controller.view())
    assert any(label.text() == caption for label in scene._labels)
    for _ in range(len(scene.hand_items())):  # left along the hand, round to the last laid
        if scene.focused_item().card == chosen[-1]:
            break
        QTest.keyClick(page.view, KEY.Key_Left)
    assert scene.focused_item().card == chosen[-1]
    QTest.keyClick(page.view, KEY.Key_Space)
    assert page.panel.selected_cards() == set(chosen[:2])
    QTest.keyClick(page.view, KEY.Key_Return)
    assert "bid" in verbs(page), "Enter with two cards neither submits nor lays a card"
    assert page.panel.selected_cards() == set(chosen[:2])
    QTest.keyClick(page.view, KEY.Key_Space)
    QTest.keyClick(page.view, KEY.Key_Return)
    own = [a for a in page.controller.match.actions[-1] if a.seat == 0 and a.verb == "bid"]
    assert own and set(own[0].value) == set(chosen)


def reach_premium(qtbot, page) -> None:
    while wait_turn(qtbot, page) and "premium" not in verbs(page):
        play_first_legal(page)
    assert "premium" in verbs(page)


def test_premium_pass_by_mnemonic(qtbot, start, window):
    page = start("ninety_nine", players=3, seed=6)
    reach_premium(qtbot, page)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    page.view.setFocus()
    QTest.keyClick(page.view, KEY.Key_P, ALT)  # the button's click is animated: wait for it

    def passed() -> bool:
        return any(a.seat == 0 and a.verb == "premium" and a.value == "pass"
                   for a in page.controller.match.actions[-1])

    qtbot.waitUntil(passed, timeout=3000)


def test_premium_by_tab_and_enter(qtbot, start):
    page = start("ninety_nine", players=3, seed=6)
    reach_premium(qtbot, page)
    page.view.setFocus()
    buttons = page.panel.buttons()
    for _ in range(10):
        if QApplication.focusWidget() in buttons:
            break
        QTest.keyClick(QApplication.focusWidget(), KEY.Key_Tab)
    focused = QApplication.focusWidget()
    assert isinstance(focused, QPushButton) and focused in buttons
    label = focused.text().replace("&", "")
    QTest.keyClick(focused, KEY.Key_Return)
    premium = [a for a in page.controller.match.actions[-1] if a.verb == "premium" and a.seat == 0]
    assert premium and premium[0].value.capitalize() in label


def dummy_turn(page) -> bool:
    view = page.controller.view()
    return page.controller.human_turn() and view.to_move == view.seats - 1


def test_dummy_cards_by_up_down_and_space(qtbot, start):
    page = start("ninety_nine", players=2, seed=1, options={"two_player_dummy": True})
    while wait_turn(qtbot, page) and not dummy_turn(page):
        play_first_legal(page)
    assert dummy_turn(page), "the human plays the dummy's card"
    page.view.setFocus()
    scene = page.scene
    assert scene.focused_seat() == 2, "the focus starts on the row that may play"
    QTest.keyClick(page.view, KEY.Key_Up)
    assert scene.focused_seat() == 0 and scene.focused_item() in scene.hand_items()
    QTest.keyClick(page.view, KEY.Key_Down)
    assert scene.focused_seat() == 2
    legal = {a.value for a in page.controller.view().legal_actions}
    for _ in range(12):
        if scene.focused_item().card in legal:
            break
        QTest.keyClick(page.view, KEY.Key_Right)
    card = scene.focused_item().card
    QTest.keyClick(page.view, KEY.Key_Space)
    assert any(a.seat == 2 and a.value == card for a in page.controller.match.actions[-1])


def finish_deal(qtbot, page) -> None:
    while wait_turn(qtbot, page):
        play_first_legal(page)


def test_last_trick_and_next_deal_by_keys(qtbot, start):
    page = start("tressette", seed=3, options={"target_score": 51})
    m = page.controller.match
    finish_deal(qtbot, page)
    page.view.setFocus()
    QTest.keyClick(page.view, KEY.Key_L)
    assert page.scene.overlay is not None
    QTest.keyClick(page.view, KEY.Key_L)
    assert page.scene.overlay is None
    QTest.keyClick(page.view, KEY.Key_N)
    assert len(m.results) == 2 and not m.needs_deal
    finish_deal(qtbot, page)
    page.view.setFocus()
    QTest.keyClick(page.view, KEY.Key_Return)
    assert len(m.results) == 3
    finish_deal(qtbot, page)
    # The score sheet's button takes the focus at the deal's end: Enter presses it.
    qtbot.waitUntil(page.scores.next_button.hasFocus)
    QTest.keyClick(page.scores.next_button, KEY.Key_Return)
    assert len(m.results) == 4


def hand_cards(scene) -> list[Card]:
    """The cards left in the fan, left to right (not those laid in the pass area)."""
    staged = scene.staged_items()
    return [i.card for i in scene.hand_items() if i not in staged]


def test_hearts_pass_by_keys_goes_on_from_the_card_laid(qtbot, start):
    """Space lays the card under the keys in the pass area and the keys stay in the hand, on
    the card to its right, so Space, Space, Space passes three cards side by side."""
    page = start("hearts", players=4, seed=2)
    assert wait_turn(qtbot, page) and "pass" in verbs(page)
    scene = page.scene
    page.view.setFocus()
    QTest.keyClick(page.view, KEY.Key_Right)
    QTest.keyClick(page.view, KEY.Key_Right)
    fan = hand_cards(scene)
    at = fan.index(scene.focused_item().card)
    for laid in range(1, 4):
        QTest.keyClick(page.view, KEY.Key_Space)
        assert [i.card for i in scene.staged_items()] == fan[at:at + laid]
        if laid < 3:
            assert scene.focused_item().card == fan[at + laid], "the next card of the hand"
    assert scene.focused_item().card == fan[at + 3]
    QTest.keyClick(page.view, KEY.Key_Left)
    assert scene.focused_item().card == fan[at - 1], "the neighbour on the left, in the hand"
    QTest.keyClick(page.view, KEY.Key_Return)
    passed = [a for a in page.controller.match.actions[-1] if a.seat == 0 and a.verb == "pass"]
    assert passed and set(passed[0].value) == set(fan[at:at + 3])


def test_a_card_taken_back_from_the_pass_area_keeps_the_keys(qtbot, start):
    page = start("hearts", players=4, seed=2)
    assert wait_turn(qtbot, page) and "pass" in verbs(page)
    scene = page.scene
    page.view.setFocus()
    first = scene.focused_item().card
    QTest.keyClick(page.view, KEY.Key_Space)
    for _ in range(len(scene.hand_items())):  # Left from the first card: round to the area
        if scene.focused_item().card == first:
            break
        QTest.keyClick(page.view, KEY.Key_Left)
    QTest.keyClick(page.view, KEY.Key_Space)
    assert scene.staged_items() == []
    assert scene.focused_item().card == first, "the card taken back keeps the keys"
