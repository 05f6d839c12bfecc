"""Hearts on the table: pass three cards by drags and Enter, then play a whole hand by drags."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.rules.cards import Card
from tablecards.ui.table.scene import DROP_ZONE, STAGE_ZONE
from tests.ui.test_table import drag, wait_turn

SEED = 5


def pass_by_drags(qtbot, page) -> list[Card]:
    """Drag the first three hand cards into the pass area; Enter passes them."""
    assert page.panel.pass_caption(page.controller.view()) == "Pass 3 cards to the left"
    assert any(label.text() == "Pass 3 cards to the left" for label in page.scene._labels)
    chosen = []
    for _ in range(3):
        item = page.scene.hand_items()[0]
        chosen.append(item.card)
        drag(page.view, item, STAGE_ZONE.center())
        assert page.scene.staged_items()[-1].card == item.card
    assert page.panel.selected_cards() == set(chosen)
    QTest.keyClick(page.view, Qt.Key.Key_Return)
    return chosen


def test_pass_by_drags_then_play_a_hand(qtbot, start):
    page = start("hearts", players=4, seed=SEED)
    assert wait_turn(qtbot, page)
    view = page.controller.view()
    assert page.panel.passing(view)
    assert "This deal: pass to the left" in page.panel.info_lines(view)
    chosen = pass_by_drags(qtbot, page)
    m = page.controller.match
    deal = m.deal
    assert deal.passes[0] == tuple(chosen)
    qtbot.waitUntil(lambda: not deal.passing, timeout=5000)
    assert set(chosen) <= set(deal.hands[1])
    view = m.view(0)
    received = page.panel.received(view)
    assert len(received) == 3 and set(received) <= set(view.hand)
    if not deal.tricks:
        assert page.panel.selected_cards() == set(received)
    assert any(line.startswith("Received from ") for line in page.panel.info_lines(view))
    plays = 0
    while wait_turn(qtbot, page):
        legal = [i for i in page.scene.hand_items() if i.legal]
        assert legal
        card = legal[0].card
        drag(page.view, legal[0], DROP_ZONE.center())
        qtbot.waitUntil(lambda c=card: c not in m.view(0).hand, timeout=3000)
        plays += 1
    assert plays == 13
    assert m.results[0].complete and page.scores.rows() == 1
    labels = [row[0] for row in page.scores.breakdown_lines()]
    assert labels[:2] == ["Hearts (1 each)", "Queen of spades (13)"]
    assert labels[-2:] == ["Points this deal", "Running total"]
    points = next(r for r in page.scores.breakdown_lines() if r[0] == "Points this deal")
    assert [int(p) for p in points[1:]] == m.results[0].points


def test_seat_labels_show_points_taken(qtbot, start):
    page = start("hearts", players=4, seed=SEED, options={"no_pass": True})
    assert wait_turn(qtbot, page)
    view = page.controller.view()
    # "point(s)" is the source text; "points" once an earlier test loaded the English plurals.
    assert page.panel.tricks_text(view, 1).endswith((" · 0 point(s)", " · 0 points"))
    assert "This deal: no pass" in page.panel.info_lines(view)


def test_the_pass_says_where_the_cards_go_and_what_points_cost(qtbot, start):
    page = start("hearts", players=4, seed=SEED)
    assert wait_turn(qtbot, page)
    line = page.panel.prompt_text().split("\n")[1]
    assert line.startswith("Your 3 cards go to Bot 1 and you get 3 from Bot 3 before play")
    assert "Each heart taken costs 1 point and Q♠ 13; take all 14 and the others score 26 " \
           "each instead (shooting the moon)." in line
    assert "J♦" not in line
    pass_by_drags(qtbot, page)
    qtbot.waitUntil(lambda: "\n" not in page.panel.prompt_text(), timeout=5000)


def test_the_pass_right_with_the_moon_minus_and_jack_of_diamonds(qtbot, start):
    page = start("hearts", players=4, seed=SEED,
                 options={"pass_dir": "right", "moon_minus": True, "jd_bonus": True})
    assert wait_turn(qtbot, page)
    line = page.panel.prompt_text()
    assert "Your 3 cards go to Bot 3 and you get 3 from Bot 1 before play" in line
    assert "take all 14 and you score −26 instead (shooting the moon). J♦ taken scores −10." \
        in line
