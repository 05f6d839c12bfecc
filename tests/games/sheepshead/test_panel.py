"""Sheepshead on the table: pick, bury by drags and Enter, call, play by drags, score lines.

Seed 1 deals the human (seat 0, on the dealer's left) `8♠ 9♥ 8♦ J♦ A♦ J♣` and the blind
`K♦ Q♥`, so the human is asked first whether to pick.
"""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from tablecards.games.sheepshead.cards import is_trump, power
from tablecards.rules.cards import Card
from tablecards.ui.table.scene import DROP_ZONE, STAGE_ZONE
from tablecards.ui.texts import card_text
from tests.ui.test_table import drag, wait_turn

SEED = 1


def buttons(page) -> dict[str, object]:
    return {b.text().replace("&", ""): b for b in page.panel.buttons()}


def press(page, prefix: str) -> None:
    """Press the panel button whose label starts with `prefix`, by keyboard."""
    button = next(b for t, b in buttons(page).items() if t.startswith(prefix))
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Space)


def phase(page) -> str:
    return page.controller.match.deal.phase


def bury_by_drags(qtbot, page) -> list[Card]:
    """Drag the first two hand cards into the bury area; Enter buries them."""
    chosen = []
    for _ in range(2):
        item = page.scene.hand_items()[0]
        chosen.append(item.card)
        drag(page.view, item, STAGE_ZONE.center())
        assert page.scene.staged_items()[-1].card == item.card
    caption = page.panel.bury_caption()
    assert caption.startswith("Bury ") and any(label.text() == caption
                                               for label in page.scene._labels)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    return chosen


def play_out(qtbot, page) -> int:
    """Play every human turn by dragging a legal card to the centre."""
    plays = 0
    while wait_turn(qtbot, page):
        legal = [i for i in page.scene.hand_items() if i.legal]
        assert legal and all(i.card in page.panel.legal_cards(page.controller.view())
                             for i in legal)
        card = legal[0].card
        drag(page.view, legal[0], DROP_ZONE.center())
        qtbot.waitUntil(lambda c=card: c not in page.controller.match.view(0).hand,
                        timeout=3000)
        plays += 1
    return plays


def test_hand_sorts_trumps_first_in_sheepshead_order(qtbot, start):
    page = start("sheepshead", players=5, seed=SEED)
    wait_turn(qtbot, page)
    cards = [i.card for i in page.scene.hand_items()]
    trumps = [c for c in cards if is_trump(c)]
    assert cards[:len(trumps)] == trumps, "the trumps come first"
    assert trumps == sorted(trumps, key=power), "J♦ ranks above A♦, J♣ above J♦"
    assert [c.code for c in trumps] == ["8D", "AD", "JD", "JC"]


def test_pick_bury_call_and_play_to_the_score_lines(qtbot, start):
    page = start("sheepshead", players=5, seed=SEED)
    assert wait_turn(qtbot, page) and phase(page) == "pick"
    assert {"Pick up the blind", "Pass"} <= set(buttons(page))
    assert "Blind: 2 cards face down" in page.panel.info_lines(page.controller.view())
    press(page, "Pick up the blind")
    assert phase(page) == "bury"
    view = page.controller.view()
    blind = set(page.controller.match.deal.blind)
    assert blind <= set(view.hand) and page.panel.selected_cards() == blind
    assert any(line.startswith("You picked up") for line in page.panel.info_lines(view))
    assert "Picker" in page.panel.seat_badges(view, 0)
    buried = bury_by_drags(qtbot, page)
    assert phase(page) == "call"
    assert page.controller.match.deal.buried == buried
    aces = [t for t in buttons(page) if t.startswith("Call A")]
    assert aces and "Go alone" in buttons(page)
    press(page, aces[0])
    called = page.controller.match.deal.called
    assert called is not None and aces[0] == f"Call {card_text(called)}"
    assert play_out(qtbot, page) == 6
    m = page.controller.match
    assert m.results[0].complete and page.scores.rows() == 1
    lines = page.scores.breakdown_lines()
    labels = [row[0] for row in lines]
    assert labels[:4] == ["Side", "Card points", "Bury (with a trick)", "Side's points"]
    assert any(label.startswith(("Win", "Loss")) for label in labels)
    shares = next(row for row in lines if row[0].startswith("Shares (u = "))
    assert shares[1] in ("+2u", "+4u", "+6u", "−4u", "−8u", "−12u")
    points = next(row for row in lines if row[0] == "Points this deal")
    assert [int(p) for p in points[1:]] == m.results[0].points
    assert lines[0][1] == "picker"


def test_partner_badge_only_after_the_called_card_falls(qtbot, start):
    page = start("sheepshead", players=5, seed=SEED)
    wait_turn(qtbot, page)
    press(page, "Pick up the blind")
    bury_by_drags(qtbot, page)
    press(page, next(t for t in buttons(page) if t.startswith("Call A")))
    deal = page.controller.match.deal
    partner = deal.partner
    assert partner is not None and partner != 0

    def badge_shown() -> bool:
        view = page.controller.view()
        return "Partner" in page.panel.seat_badges(view, partner)

    seen_before_fall = False
    while wait_turn(qtbot, page):
        fallen = any(c == deal.called for t in [*deal.tricks, deal.trick] for _, c in t.plays)
        seen_before_fall |= badge_shown() and not fallen
        assert badge_shown() == fallen
        legal = next(i for i in page.scene.hand_items() if i.legal)
        drag(page.view, legal, DROP_ZONE.center())
    assert not seen_before_fall
    assert badge_shown(), "the called card has fallen by the end of the deal"


def test_a_pass_and_the_bots_play_on(qtbot, start):
    page = start("sheepshead", players=5, seed=SEED)
    wait_turn(qtbot, page)
    press(page, "Pass")
    assert page.controller.match.deal.picks[0] is False
    assert "Passed" in page.panel.seat_badges(page.controller.view(), 0) \
        or phase(page) != "pick"
    play_out(qtbot, page)
    m = page.controller.match
    assert m.results[0].complete
    labels = [row[0] for row in page.scores.breakdown_lines()]
    assert labels[-2:] == ["Points this deal", "Running total"]


def test_bury_area_takes_cards_back_and_clicks_stage(qtbot, start):
    page = start("sheepshead", players=5, seed=SEED)
    wait_turn(qtbot, page)
    press(page, "Pick up the blind")
    item = page.scene.hand_items()[3]
    drag(page.view, item, STAGE_ZONE.center())
    assert page.panel.staging(page.controller.view()).cards == [item.card]
    drag(page.view, item, QPointF(600, 120))
    assert page.panel.staging(page.controller.view()).cards == []
    # Space lays the focused card in; Enter with one card neither buries nor moves a card.
    QTest.keyClick(page.view, Qt.Key.Key_Space)
    assert len(page.panel.staging(page.controller.view()).cards) == 1
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert phase(page) == "bury"
    QTest.keyClick(page.view, Qt.Key.Key_Right)
    QTest.keyClick(page.view, Qt.Key.Key_Space)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert phase(page) == "call"


def test_pick_bury_and_call_say_what_they_mean_and_risk(qtbot, start):
    page = start("sheepshead", players=5, seed=SEED)
    assert wait_turn(qtbot, page)
    line = page.panel.prompt_text()
    assert "Pick: take the 2 blind cards, bury 2, and you call an ace you lack and its " \
           "holder is your secret partner; your side needs 61 of the 120 card points: a win " \
           "pays you +2, a loss costs you −4" in line
    assert "If all pass, a leaster is played" in line
    press(page, "Pick up the blind")
    assert "Buried so far: 0 points." in page.panel.prompt_text()
    item = page.scene.hand_items()[0]
    drag(page.view, item, STAGE_ZONE.center())
    points = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}.get(item.card.code[:-1], 0)
    line = page.panel.prompt_text()
    assert f"Buried so far: {points} points." in line
    assert "Keep a card of the suit whose ace you mean to call." in line
    drag(page.view, page.scene.hand_items()[0], STAGE_ZONE.center())
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    assert phase(page) == "call"
    line = page.panel.prompt_text()
    assert "Call: the called card's holder is your secret partner (2 against 3); a win pays " \
           "you +2, a loss costs you −4" in line
    assert "Alone: 1 against 4, a win pays you +4, a loss costs you −8" in line


def test_single_bump_and_the_jack_of_diamonds_change_the_pick_words(qtbot, start):
    page = start("sheepshead", players=5, seed=SEED,
                 options={"no_double_on_bump": True, "jd_partner": True, "doublers": True})
    assert wait_turn(qtbot, page)
    line = page.panel.prompt_text()
    assert "the holder of J♦ is your secret partner" in line
    assert "a win pays you +2, a loss costs you −2 " in line
    assert "If all pass, the deal is thrown in and the next one counts double." in line
