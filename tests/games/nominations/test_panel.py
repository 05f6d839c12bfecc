"""Nominations at the table with real events: the ladder by keyboard, the contract pickers by
mouse, a whole hand by drags, misère, the double hand's cut and the partner's badge.

Seeds are chosen against the baseline bots: with seed 1 the human (seat 0) wins the auction
with 13 or with misère; seeds 1, 5, 9… make seat 0 the dealer's right, and when everybody
passes the human cuts.
"""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tablecards.games.nominations.facts import NominationsFacts
from tablecards.games.nominations.panel_badges import called_played
from tablecards.rules.cards import Card
from tablecards.ui.table.scene import DROP_ZONE
from tests.ui.test_table import drag, wait_turn

KEY = Qt.Key
LEFT = Qt.MouseButton.LeftButton


def phase(page) -> str | None:
    return page.panel.phase(page.controller.view())


def bid_by_keyboard(page, steps: int) -> None:
    """The focus lands on the lowest open bid; Right walks up the ladder, Enter bids."""
    focus = QApplication.focusWidget()
    assert focus in page.panel.ladder.buttons.values(), "the ladder has the keyboard"
    for _ in range(steps):
        QTest.keyClick(QApplication.focusWidget(), KEY.Key_Right)
    QTest.keyClick(QApplication.focusWidget(), KEY.Key_Return)


def pass_by_keyboard(qtbot, page) -> None:
    """Alt+P, the Pass button's mnemonic (its click is animated: wait for it)."""
    calls = len(page.controller.match.deal.calls)
    window = page.window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(QApplication.focusWidget(), KEY.Key_P, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: len(page.controller.match.deal.calls) > calls, timeout=3000)


def contract_by_mouse(page, trump: str, card: Card) -> None:
    picker = page.panel.contract
    assert picker.isVisible()
    QTest.mouseClick(picker.trump_buttons[trump], LEFT)
    QTest.mouseClick(picker.card_buttons[card], LEFT)
    assert picker.choice() == (trump, card)
    QTest.mouseClick(picker.confirm_button, LEFT)


def play_by_drag(qtbot, page) -> None:
    item = next(i for i in page.scene.hand_items() if i.legal)
    card = item.card
    drag(page.view, item, DROP_ZONE.center())
    qtbot.waitUntil(lambda: card not in page.controller.match.view(0).hand, timeout=3000)


def badges(page, seat: int) -> list[str]:
    view = page.controller.view()
    return page.panel.seat_badges(view, seat)


def test_bid_by_keyboard_contract_by_mouse_and_a_whole_hand_by_drags(qtbot, start):
    page = start("nominations", players=4, seed=1)
    c = page.controller
    assert wait_turn(qtbot, page) and phase(page) == "bid"
    ladder = page.panel.ladder
    assert [b.text().replace("&", "") for b in ladder.buttons.values()] == [
        "Pass", "10", "11", "12", "13", "Misère", "Open misère"]
    bid_by_keyboard(page, 3)  # 10 → 13
    assert (0, 13) in [(s, b) for s, b in c.match.deal.calls]
    assert wait_turn(qtbot, page) and phase(page) == "trump"
    assert "Declarer: 13" in badges(page, 0)
    hand = c.view().hand
    called = next(Card.parse(f"A{s}") for s in "SHDC" if Card.parse(f"A{s}") not in hand)
    holder = next(s for s in range(4) if called in c.match.deal.hands[s])
    contract_by_mouse(page, "H", called)
    assert c.match.deal.contract.called == called
    assert "Declarer: 13 ♥" in badges(page, 0)
    assert "Partner card: " + called.rank.code + "♠♥♦♣"["SHDC".index(called.suit.code)] \
        in page.panel.info_lines(c.view())
    plays = 0
    while wait_turn(qtbot, page):
        shown = called_played(c.view(), called)
        assert ("Partner" in badges(page, holder)) == shown, "the partner shows once played"
        play_by_drag(qtbot, page)
        plays += 1
    assert plays == 13
    assert "Partner" in badges(page, holder)
    lines = page.scores.breakdown_lines()
    labels = [row[0] for row in lines]
    assert labels[:3] == ["Role", "Tricks won", "Declarer's side: tricks of 13 needed"]
    assert labels[3] in ("13 ♥: made", "13 ♥: failed")
    won = c.match.view(0).tricks_won
    side = lines[2][1:]
    assert side[0] == side[holder] == str(won[0] + won[holder])
    assert [cell for s, cell in enumerate(side) if s not in (0, holder)] == ["–", "–"]
    assert (labels[3] == "13 ♥: made") == (won[0] + won[holder] >= 13)
    assert lines[0][1] == "Declarer" and lines[0][1 + holder] == "Partner"
    assert lines[0].count("–") == 2, "the defenders"
    points = next(row for row in lines if row[0] == "Points this deal")
    assert [int(p) for p in points[1:]] == c.match.results[0].points


def test_a_misere_bid_plays_alone_to_its_score(qtbot, start):
    page = start("nominations", players=4, seed=1)
    c = page.controller
    assert wait_turn(qtbot, page)
    QTest.mouseClick(page.panel.ladder.buttons["misere"], LEFT)
    assert wait_turn(qtbot, page) and phase(page) is None, "no contract after a misère"
    assert not page.panel.contract.isVisible()
    assert badges(page, 0) == ["Declarer: Misère"]
    assert "Contract: Misère by Ann" in page.panel.info_lines(c.view())
    while wait_turn(qtbot, page):
        play_by_drag(qtbot, page)
    labels = [row[0] for row in page.scores.breakdown_lines()]
    assert any(label.startswith("Misère: ") for label in labels)
    assert c.match.results[0].complete


def test_four_passes_then_the_dealers_right_cuts(qtbot, start):
    page = start("nominations", players=4, seed=5)
    c = page.controller
    assert c.match.deal.dealer == 1, "seat 0 is the dealer's right"
    while wait_turn(qtbot, page) and phase(page) == "bid":
        pass_by_keyboard(qtbot, page)
    assert phase(page) == "cut" and page.panel.cut.isVisible()
    spin = page.panel.cut.spin
    assert QApplication.focusWidget() is spin
    spin.selectAll()
    QTest.keyClicks(spin, "20")
    QTest.keyClick(spin, KEY.Key_Return)
    assert c.match.deal.cuts == [20]
    view = c.view()
    assert NominationsFacts.of(view).multiplier == 2
    assert any("×2" in line for line in page.panel.info_lines(view))
    assert not page.panel.cut.isVisible()


def test_a_refused_contract_shows_the_core_reason(qtbot, start):
    page = start("nominations", players=4, seed=1)
    wait_turn(qtbot, page)
    QTest.mouseClick(page.panel.ladder.buttons[13], LEFT)
    assert wait_turn(qtbot, page) and phase(page) == "trump"
    picker = page.panel.contract
    QTest.mouseClick(picker.trump_buttons["none"], LEFT)
    QTest.keyClick(picker.trump_buttons["none"], KEY.Key_Return)  # Enter confirms
    assert page.status.text() == "The contract needs both a trump and a partner card"
    assert phase(page) == "trump"
    # Arrow keys walk the grid and the choice follows; Enter on the table confirms.
    own = page.controller.view().hand[0]
    QTest.mouseClick(picker.card_buttons[own], LEFT)
    picker.card_buttons[own].setFocus()  # as after Tab into the grid
    QTest.keyClick(picker.card_buttons[own], KEY.Key_Down)
    assert picker.choice()[1] is not None and picker.choice()[1] != own
    page.view.setFocus()
    QTest.keyClick(page.view, KEY.Key_Return)
    contract = page.controller.match.deal.contract
    assert contract.trump is None and contract.called == picker.choice()[1]


def test_secret_solo_when_the_declarer_calls_an_own_card(qtbot, start):
    page = start("nominations", players=4, seed=1)
    c = page.controller
    wait_turn(qtbot, page)
    QTest.mouseClick(page.panel.ladder.buttons[13], LEFT)
    wait_turn(qtbot, page)
    own = c.view().hand[-1]
    assert page.panel.contract.card_buttons[own].font().bold(), "own cards are marked"
    contract_by_mouse(page, "S", own)
    assert badges(page, 0) == ["Declarer: 13 ♠", "Secret solo (only you know)"]


def test_the_ladder_and_the_contract_say_what_they_pay(qtbot, start):
    page = start("nominations", players=4, seed=1)
    assert wait_turn(qtbot, page) and phase(page) == "bid"
    line = page.panel.prompt_text()
    assert "Bid 10: you and the partner you call must win 10 tricks: 10 each, or 10 to each " \
           "defender." in line
    assert "Misère: you alone win no trick: 13 to you, or 13 to each of the others; open " \
           "misère 26, hand face up after the first trick." in line
    bid_by_keyboard(page, 3)  # 13
    assert wait_turn(qtbot, page) and phase(page) == "trump"
    assert "win 13 tricks together for 13 each, or each defender gets 13. Call a card of " \
           "your own and you play alone" in page.panel.prompt_text()


def test_misere_low_and_the_grand_slam_change_the_figures(qtbot, start):
    page = start("nominations", players=4, seed=1,
                 options={"misere_low": True, "grand_slam_26": True})
    assert wait_turn(qtbot, page) and phase(page) == "bid"
    assert "Misère: you alone win no trick: 10 to you" in page.panel.prompt_text()
    bid_by_keyboard(page, 4)  # 10, misère, 11, 12, 13
    assert wait_turn(qtbot, page) and phase(page) == "trump"
    assert "win 13 tricks together for 26 each, or each defender gets 26." \
        in page.panel.prompt_text()
