"""Hot seat: no hand shows until its owner reveals it; public facts stay; one human sees all."""

import random
from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.rules.cards import Card
from tablecards.rules.registry import new_match
from tablecards.ui.controller import MatchConfig, SeatConfig
from tablecards.ui.public_view import public_view
from tablecards.ui.table.card_item import CardItem
from tests.ui.test_table import click

LEFT = Qt.MouseButton.LeftButton


def face_up(page) -> Counter[str]:
    """Codes of every face-up card item in the scene."""
    return Counter(i.card.code for i in page.scene.items()
                   if isinstance(i, CardItem) and i.card is not None)


def public_of(match, owner: int) -> Counter[str]:
    """Cards of `owner`'s hand that everybody may see (Tressette's shown draws)."""
    others = [match.view(s) for s in range(match.seats) if s != owner]
    return Counter(c.code for c in others[0].known_cards.get(owner, []))


def hidden_from(page, owner: int) -> Counter[str]:
    """Face-up cards in the scene that belong to `owner`'s hand and are not public."""
    match = page.controller.match
    hand = Counter(c.code for c in match.deal.hands[owner])
    return (face_up(page) & hand) - public_of(match, owner)


def start_two_humans(window, seed: int = 3):
    seats = [SeatConfig("Ann", True), SeatConfig("Ben", True)]
    page = window.start_match(MatchConfig("tressette", 2, {}, seats, seed))
    assert page is not None
    return page


def test_each_human_sees_only_their_own_hand(qtbot, window):
    page = start_two_humans(window)
    c = page.controller
    for turn in range(12):
        seat = c.match.controller()
        assert c.awaiting_reveal() == seat and not c.human_turn()
        assert page.pass_screen.isVisible()
        assert page.pass_screen.title.text() == f"Pass to {c.seat_name(seat)}"
        assert not hidden_from(page, 0) and not hidden_from(page, 1)
        assert page.scene.hand_items() == []
        if turn % 2:
            click_reveal = page.pass_screen.reveal_button
            QTest.mouseClick(click_reveal, LEFT)
        else:
            QTest.keyClick(page.pass_screen.reveal_button, Qt.Key.Key_Return)
        assert not page.pass_screen.isVisible() and c.human_turn()
        own = sorted(i.card for i in page.scene.hand_items())
        assert own == sorted(c.match.deal.hands[seat])
        assert not hidden_from(page, 1 - seat)
        legal = [i for i in page.scene.hand_items() if i.legal]
        click(page.view, legal[0])
        if c.match.controller() == seat:  # won the trick: leads again, no passing
            assert not page.pass_screen.isVisible() and c.human_turn()
            click(page.view, next(i for i in page.scene.hand_items() if i.legal))
        assert c.match.controller() == 1 - seat


def test_trick_stays_visible_behind_the_pass_screen(qtbot, window):
    page = start_two_humans(window, seed=5)
    c = page.controller
    QTest.keyClick(page.pass_screen.reveal_button, Qt.Key.Key_Space)
    leader = c.match.controller()
    card = next(i for i in page.scene.hand_items() if i.legal).card
    c.submit(c.view().legal_actions[[a.value for a in c.view().legal_actions].index(card)])
    assert c.awaiting_reveal() == 1 - leader
    assert [i.card for i in page.scene.trick_items()] == [card]
    assert "Pass to Ben" in page.status.text() or "Pass to Ann" in page.status.text()


def test_one_human_never_sees_a_bot_hand(qtbot, start):
    page = start("tressette", seed=4)
    c = page.controller
    for _ in range(6):
        qtbot.waitUntil(c.human_turn)
        assert not page.pass_screen.isVisible()
        assert not hidden_from(page, 1)
        click(page.view, next(i for i in page.scene.hand_items() if i.legal))
    assert not hidden_from(page, 1)


def test_no_human_shows_only_public_cards(qtbot, window):
    seats = [SeatConfig("A", False), SeatConfig("B", False)]
    page = window.start_match(MatchConfig("tressette", 2, {}, seats, 6))
    c = page.controller
    qtbot.waitUntil(lambda: len(c.match.actions[0]) > 8)
    c.stop()
    page.refresh()
    assert not hidden_from(page, 0) and not hidden_from(page, 1)


def test_public_view_holds_only_common_knowledge():
    """Over random Ninety-Nine and Tressette play: no hand, no private fact, only shared cards."""
    rng = random.Random(7)
    for game, players, options in (("ninety_nine", 3, {}), ("tressette", 2, {}),
                                   ("ninety_nine", 2, {"two_player_dummy": True})):
        match = new_match(game, players, options, seed=rng.randrange(1000))
        match.deal_next()
        while not match.needs_deal:
            for seat in range(match.seats):
                pv = public_view(match, seat)
                assert pv.hand == [] and pv.legal_actions == []
                views = [match.view(s) for s in range(match.seats)]
                for key, value in pv.public.items():  # e.g. no one's own bid cards
                    assert all(v.public[key] == value for v in views), key
                for v in views:
                    assert not Counter(pv.all_cards()) - Counter(v.all_cards()), (game, v.seat)
            legal = match.legal_actions()
            match.apply(legal[rng.randrange(len(legal))])


def test_public_view_keeps_face_up_hands():
    """A laid dummy (two-player Ninety-Nine) is seen by all, so the public view shows it."""
    match = new_match("ninety_nine", 2, {"two_player_dummy": True}, seed=1)
    match.deal_next()
    rng = random.Random(1)
    dummy = match.seats - 1
    while not match.needs_deal:
        views = [match.view(s) for s in range(match.seats) if s != dummy]
        if all(dummy in v.visible_hands for v in views):
            pv = public_view(match, 0)
            assert pv.visible_hands[dummy] == views[0].visible_hands[dummy]
            assert all(isinstance(c, Card) for c in pv.visible_hands[dummy])
            return
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("the dummy was never laid")


def private_nn(match, owner: int) -> Counter[str]:
    """Ninety-Nine: `owner`'s hand and bid cards, less what everybody may see."""
    deal = match.deal
    cards = Counter(c.code for c in deal.hands[owner])
    cards.update(c.code for c in deal.bids[owner] or ())
    pv = public_view(match, owner)
    cards -= Counter(c.code for c in pv.all_cards())
    for codes in pv.public.get("face_up_bids", {}).values():
        cards -= Counter(codes)
    return cards


def test_ninety_nine_bids_by_two_humans_stay_private(qtbot, window):
    from tests.ui.test_table_play import bid_by_drag, pass_premium_by_keyboard

    seats = [SeatConfig("Ann", True), SeatConfig("Ben", True), SeatConfig("Bot", False)]
    page = window.start_match(MatchConfig("ninety_nine", 3, {}, seats, 8))
    c = page.controller
    for _ in range(10):
        qtbot.waitUntil(lambda: c.awaiting_reveal() is not None or c.human_turn(), timeout=5000)
        for human in (0, 1):
            if human != c.viewer():
                assert not face_up(page) & private_nn(c.match, human), human
        if c.awaiting_reveal() is not None:
            assert page.pass_screen.isVisible()
            QTest.mouseClick(page.pass_screen.reveal_button, LEFT)
            continue
        verbs = {a.verb for a in c.view().legal_actions}
        if "bid" in verbs:
            bid_by_drag(qtbot, page)
            QTest.keyClick(page.view, Qt.Key.Key_Return)
        elif "premium" in verbs:
            pass_premium_by_keyboard(page)
        else:
            click(page.view, next(i for i in page.scene.hand_items() if i.legal))
    assert c.match.deal.bids[0] and c.match.deal.bids[1], "both humans bid by drags"
