"""Sneak at the table with real mouse and key events: draws, sneaks by drag, flaunts by keys,
challenges, the showdown row, and sneaks nobody challenged staying face down everywhere."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.games.sneak.facts import SneakFacts
from tablecards.games.sneak.panel import CHALLENGE_ZONE, FACE_DOWN_ZONE, FACE_UP_ZONE
from tablecards.rules.actions import Action, Event
from tablecards.rules.cards import Card, double_52, standard_52
from tablecards.rules.game import DealSetup, SeatView
from tablecards.rules.registry import new_match
from tablecards.ui.controller import MatchController, Pace, SeatConfig
from tablecards.ui.table_page import TablePage
from tests.ui.test_table import click, drag, wait_turn

KEY = Qt.Key


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def stacked(top: str) -> DealSetup:
    """Dealer 2, so seat 0 (the human) moves first; `top` are the first stock cards."""
    first = cards(top)
    rest = [c for c in standard_52() if c not in first]
    return DealSetup(2, [[], [], []], first + rest)


class ScriptBot:
    """Draws up to `hold` cards, then sneaks them all; challenges a sneak or declines."""

    def __init__(self, challenge: bool, hold: int = 2, lead: bool = False) -> None:
        self.challenge, self.hold, self.lead = challenge, hold, lead

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        seat = view.seat
        facts = SneakFacts.of(view)
        lead = facts.lead
        if lead:
            k = lead["count"]
            if self.challenge and not lead["face_up"]:
                return Action(seat, "challenge", tuple(sorted(view.hand)[-k:]))
            return Action(seat, "decline", True)
        draw = Action(seat, "draw", True)
        if self.lead and len(view.hand) >= self.hold and facts.lead_limit >= self.hold:
            return Action(seat, "sneak", tuple(sorted(view.hand)[:self.hold]))
        return draw if draw in legal else legal[0]


def table(qtbot, top: str, bots: dict[int, ScriptBot], options: dict | None = None) -> TablePage:
    match = new_match("sneak", 3, options or {}, seed=1)
    match.deal_next(stacked(top))
    seats = [SeatConfig("Ann", True), SeatConfig("Bot 1", False), SeatConfig("Bot 2", False)]
    factory_bots = iter([bots[1], bots[2]])
    controller = MatchController.resume(match, seats, Pace(0, 0, 0),
                                        bot_factory=lambda _game: next(factory_bots))
    page = TablePage(controller)
    qtbot.addWidget(page)
    page.resize(1280, 800)  # the words on the felt each on one line, as in a main window
    page.show()
    page.start()
    page.view.setFocus()
    return page


def stock_item(page: TablePage):
    return next(i for k, i in page.scene._items.items() if k.startswith("s:"))


def hand(page: TablePage) -> list[Card]:
    return list(page.controller.view().hand)


def captions(page: TablePage) -> list[str]:
    return [label.text() for label in page.scene._labels]


def face_up_on_felt(page: TablePage) -> set[Card]:
    return {i.card for i in page.scene.card_items() if i.card is not None and i.isVisible()}


def draw_twice(qtbot, page: TablePage) -> None:
    """The first turn by clicking the stock, the second by the D key."""
    assert wait_turn(qtbot, page)
    assert page.panel.button_actions(page.controller.view())[0].verb == "draw"
    assert "draw" in page.panel._prompt.text()
    click(page.view, stock_item(page))
    assert wait_turn(qtbot, page)
    QTest.keyClick(page.view, KEY.Key_D)
    assert wait_turn(qtbot, page)


def test_sneak_by_drag_and_a_challenged_showdown(qtbot):
    page = table(qtbot, "7H QC 2D 7S QD 3C",
                 {1: ScriptBot(challenge=True), 2: ScriptBot(challenge=False)})
    draw_twice(qtbot, page)
    assert sorted(hand(page)) == sorted(cards("7H 7S"))
    items = page.scene.hand_items()
    for item in items:
        click(page.view, item)
    assert page.panel.selected_cards() == set(cards("7H 7S"))
    assert all(i.selected_mark for i in page.scene.hand_items())
    drag(page.view, page.scene.hand_items()[0], FACE_DOWN_ZONE.center())
    match = page.controller.match
    qtbot.waitUntil(lambda: len(match.deal.history) == 1)
    actions = match.actions[-1]
    at = actions.index(Action(0, "sneak", tuple(sorted(cards("7H 7S")))))
    assert actions[at + 1:at + 3] == [Action(1, "challenge", tuple(sorted(cards("QC QD")))),
                                      Action(2, "decline", True)]
    shown = captions(page)
    assert "★ Bot 1 · winner · Match" in shown
    assert "Ann · Match" in shown
    assert any(t.startswith("Showdown won by Bot 1: 4 card") for t in shown)
    assert set(cards("7H 7S QC QD")) <= face_up_on_felt(page)
    winners = [i for i in page.scene.card_items() if i.card in cards("QC QD")]
    assert all(i.legal and not i.dimmed for i in winners), "the winner's set is marked"


def test_unchallenged_sneak_stays_face_down_everywhere(qtbot):
    page = table(qtbot, "7H QC 2D 7S QD 3C",
                 {1: ScriptBot(challenge=False), 2: ScriptBot(challenge=False)})
    draw_twice(qtbot, page)
    for item in page.scene.hand_items():
        click(page.view, item)
    QTest.keyClick(page.view, KEY.Key_S)
    sneaked = set(cards("7H 7S"))
    match = page.controller.match
    qtbot.waitUntil(lambda: len(match.deal.history) == 1)
    assert match.deal.piles[0] == sorted(sneaked) or set(match.deal.piles[0]) == sneaked
    for _ in range(4):  # a few more turns: the sneak never turns up
        assert not sneaked & face_up_on_felt(page)
        for seat in range(3):
            assert "7H" not in str(match.view(seat).to_json())
            assert "7S" not in str(match.view(seat).to_json())
        if wait_turn(qtbot, page):
            QTest.keyClick(page.view, KEY.Key_D)
    assert match.deal.history[-1]["face_up"] is False
    assert "Ann  ·  2 card" in " ".join(captions(page)), "only the count is public"


def test_flaunt_by_keys(qtbot):
    page = table(qtbot, "7H QC 2D 8H QD 3C",
                 {1: ScriptBot(challenge=False), 2: ScriptBot(challenge=False)})
    draw_twice(qtbot, page)
    QTest.keyClick(page.view, KEY.Key_Space)
    QTest.keyClick(page.view, KEY.Key_Right)
    QTest.keyClick(page.view, KEY.Key_Space)
    assert page.panel.selected_cards() == set(cards("7H 8H"))
    assert "Selected: 7♥ 8♥" in page.panel._prompt.text()
    QTest.keyClick(page.view, KEY.Key_F)
    match = page.controller.match
    assert Action(0, "flaunt", tuple(sorted(cards("7H 8H")))) in match.actions[-1]
    qtbot.waitUntil(lambda: len(match.deal.history) == 1)
    assert "Ann · Straight flush" in captions(page)


def test_answering_a_sneak_with_as_many_cards(qtbot):
    page = table(qtbot, "AH 2C 9D AS 3C 9C KD",
                 {1: ScriptBot(challenge=False, lead=True), 2: ScriptBot(challenge=False)})
    draw_twice(qtbot, page)
    QTest.keyClick(page.view, KEY.Key_D)  # a third card; Bot 1 then sneaks two
    assert wait_turn(qtbot, page)
    view = page.controller.view()
    lead = SneakFacts.of(view).lead
    assert lead is not None and lead["leader"] == 1
    assert "Bot 1 sneaked 2 card" in page.panel._prompt.text()
    assert [a.verb for a in page.panel.button_actions(view)] == ["challenge", "decline"]
    assert any(t.startswith("Bot 1 · sneak: 2 card") for t in captions(page))
    aces = [i for i in page.scene.hand_items() if i.card.rank == Card.parse("AH").rank]
    click(page.view, aces[0])
    QTest.keyClick(page.view, KEY.Key_C)
    assert "exactly 2 cards" in page.status.text(), "the core's reason is shown"
    click(page.view, aces[1])
    drag(page.view, aces[0], CHALLENGE_ZONE.center())
    match = page.controller.match
    assert Action(0, "challenge", tuple(sorted(cards("AH AS")))) in match.actions[-1]
    qtbot.waitUntil(lambda: len(match.deal.history) == 1)
    shown = captions(page)
    assert "★ Ann · winner · Match" in shown
    assert "Bot 1 · Straight flush" in shown


@pytest.mark.parametrize("unseen", [0, 3])
def test_deal_lines_from_the_scoring_event(qtbot, unseen):
    page = table(qtbot, "7H QC 2D", {1: ScriptBot(False), 2: ScriptBot(False)})
    lines = [{"face_up": 10, "unseen": unseen, "points": 10 + unseen},
             {"face_up": 20, "unseen": 0, "points": 20}, {"face_up": 5, "unseen": 0,
                                                           "points": 5}]
    event = Event("deal_scored", None, {"points": [10 + unseen, 20, 5], "lines": lines,
                                        "totals": [10 + unseen, 20, 5], "target": 100})
    rows = page.panel.deal_lines(page.controller.view(), event)
    assert [r.label for r in rows] == ["Cards won face up", "Cards banked unseen",
                                       "Points this deal", "Running total (to 100)"]
    assert rows[1].cells[0] == str(unseen) and rows[2].total


def two_pack_table(qtbot, top: str) -> TablePage:
    """Five players, so two packs; dealer 4, so seat 0 (the human) draws `top`'s first card,
    the four bots the next four (they only draw, then decline), and so on."""
    match = new_match("sneak", 5, {}, seed=1)
    stock = list(double_52())
    for card in cards(top):
        stock.remove(card)
    match.deal_next(DealSetup(4, [[] for _ in range(5)], cards(top) + stock))
    seats = [SeatConfig("Ann", True)] + [SeatConfig(f"Bot {s}", False) for s in range(1, 5)]
    controller = MatchController.resume(match, seats, Pace(0, 0, 0),
                                        bot_factory=lambda _game: ScriptBot(False))
    page = TablePage(controller)
    qtbot.addWidget(page)
    page.resize(1280, 800)  # the words on the felt each on one line, as in a main window
    page.show()
    page.start()
    page.view.setFocus()
    return page


def test_two_packs_twins_are_selected_apart_and_flaunted_as_a_pair(qtbot):
    page = two_pack_table(qtbot, "7H QC 2D 3C 4D 7H")
    draw_twice(qtbot, page)  # 7H, then the other pack's 7H
    seven = Card.parse("7H")
    assert hand(page) == [seven, seven]
    first, second = page.scene.hand_items()
    click(page.view, first)
    assert page.panel.selected_copies() == {(seven, first.copy)}
    assert first.selected_mark and not second.selected_mark, "the twin stays unselected"
    click(page.view, second)
    assert page.panel.selected_copies() == {(seven, 1), (seven, 2)}
    assert "Selected: 7♥ 7♥" in page.panel._prompt.text()
    click(page.view, second)  # deselecting one twin keeps the other
    assert page.panel.selected_copies() == {(seven, first.copy)}
    assert first.selected_mark and not second.selected_mark
    while page.scene.focused_item() is not second:  # Space selects the focused twin only
        QTest.keyClick(page.view, KEY.Key_Right)
    QTest.keyClick(page.view, KEY.Key_Space)
    assert first.selected_mark and second.selected_mark
    assert first.followers == [second], "a drag carries the twin"
    drag(page.view, first, FACE_UP_ZONE.center())
    match = page.controller.match
    assert Action(0, "flaunt", (seven, seven)) in match.actions[-1]
    qtbot.waitUntil(lambda: len(match.deal.history) == 1)
    fact = match.deal.history[-1]
    assert fact["face_up"] is True and fact["count"] == 2 and fact["cards"] == ["7H", "7H"]
    assert match.deal.piles[0] == [seven, seven], "both copies banked, unchallenged"


def test_leading_says_what_a_sneak_and_a_flaunt_risk(qtbot):
    page = table(qtbot, "7H QC 2D 8H QD 3C",
                 {1: ScriptBot(challenge=False), 2: ScriptBot(challenge=False)})
    assert wait_turn(qtbot, page)
    assert "\n" not in page.panel.prompt_text(), "a first turn only draws: nothing to weigh"
    draw_twice(qtbot, page)
    line = page.panel.prompt_text().split("\n")[1]
    assert line.startswith("Sneak: any cards face down, at most 2 (a bluff). Flaunt: one card "
                           "or a combo face up, at most 2 (match, straight flush, straight, "
                           "flush); a single card is challenged only in its suit.")
    assert "the best set takes every card played, and a tie goes to the later player, so you " \
           "lose ties. Unchallenged, you bank your cards. Each banked card is 1 point." in line


def test_a_challenge_says_what_it_risks_with_the_losers_cards_discarded(qtbot):
    page = table(qtbot, "AH 2C 9D AS 3C 9C KD",
                 {1: ScriptBot(challenge=False, lead=True), 2: ScriptBot(challenge=False)},
                 {"losers_cards_discarded": True})
    draw_twice(qtbot, page)
    QTest.keyClick(page.view, KEY.Key_D)
    assert wait_turn(qtbot, page) and SneakFacts.of(page.controller.view()).lead is not None
    line = page.panel.prompt_text().split("\n")[1]
    assert line == ("The sneaked cards may be anything: a bluff or a strong set. Challenge "
                    "with as many cards as were led (2): the best set banks its own cards and "
                    "the others' are discarded; a tie goes to the later player; win and you "
                    "bank them, lose and your cards are discarded. Decline: you keep your cards "
                    "and risk nothing.")
