"""Hot-seat privacy and save/resume for every registered game (a new game is covered at once).

The privacy oracle knows no game: a card may lie face up behind the pass screen only when every
seat's own view shows it (hand, open or known hands, tricks, legal actions or any card code in
its public facts), and after a reveal only when the revealing seat's view shows it. So a bury,
a blind, a face-down sneak, a laid-aside card or a bid card of either human never shows.
"""

import functools
import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tablecards.ai.bots import baseline_bot
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card
from tablecards.rules.game import Match, SeatView
from tablecards.rules.registry import game_class, game_ids, new_match
from tablecards.ui.controller import MatchConfig, SeatConfig
from tablecards.ui.public_view import public_view
from tablecards.ui.saves import SaveStore
from tests.ui.test_hot_seat import face_up
from tests.ui.test_saves import open_window

LEFT = Qt.MouseButton.LeftButton
GAMES = game_ids()
HUMANS = (0, 1)


def usual_players(game_id: str) -> int:
    return game_class(game_id).spec.usual_players


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


@functools.cache
def _card_code(text: str) -> str | None:
    try:
        return Card.parse(text).code
    except ValueError:
        return None


def codes_in(public: dict[str, Any]) -> Counter[str]:
    """Every card code named in a view's public facts (a card named under two facts, say a
    lead's history and the discards, counts once)."""
    found: Counter[str] = Counter()
    for value in public.values():
        here: Counter[str] = Counter()
        here.update(c for c in map(_card_code, _strings(value)) if c is not None)
        found |= here
    return found


def knows(view: SeatView) -> Counter[str]:
    """The cards `view` lets its seat see, as codes (a multiset: two packs deal twins)."""
    placed = Counter(c.code for c in view.hand)
    for cards in (*view.visible_hands.values(), *view.known_cards.values()):
        placed.update(c.code for c in cards)
    for trick in [*view.tricks, *([view.trick] if view.trick else [])]:
        placed.update(c.code for _, c in trick.plays)
    mentioned = Counter(c.code for c in view.all_cards())  # named cards, legal actions
    return placed | mentioned | codes_in(view.public)


def common_knowledge(match: Match, views: list[SeatView] | None = None) -> Counter[str]:
    """The cards every seat sees."""
    views = views or [match.view(s) for s in range(match.seats)]
    seen = [knows(v) for v in views]
    common = seen[0]
    for cards in seen[1:]:
        common &= cards
    return common


def private(match: Match, seat: int) -> Counter[str]:
    """`seat`'s own hand less what everybody sees."""
    return Counter(c.code for c in match.view(seat).hand) - common_knowledge(match)


def choose(match: Match, legal: list[Action], rng: random.Random) -> Action:
    """Mostly what the baseline bot would do (so auctions reach a contract, pickers bury),
    sometimes any legal action."""
    if rng.random() < 0.3:
        return legal[rng.randrange(len(legal))]
    seat = match.controller()
    assert seat is not None
    return baseline_bot(match.game_id).choose(match.view(seat), legal, rng)


def hot_seat(game_id: str) -> list[SeatConfig]:
    players = usual_players(game_id)
    return [SeatConfig(f"Human {s}", True) if s in HUMANS else SeatConfig(f"Bot {s}", False)
            for s in range(players)]


def settle(qtbot, c) -> None:
    """Let the bots move until a human is awaited or decides, or the deal or match is over."""
    qtbot.waitUntil(lambda: c.awaiting_reveal() is not None or c.human_turn()
                    or c.match.needs_deal or c.match.over, timeout=5000)


def next_decision(qtbot, page) -> None:
    """Settle; between deals, deal the next one from the score sheet."""
    c = page.controller
    settle(qtbot, c)
    if c.match.needs_deal:  # not after the last deal (then `over`)
        assert page.scores.next_button.isVisible()
        QTest.mouseClick(page.scores.next_button, LEFT)
        settle(qtbot, c)


def check_pass_screen(page) -> None:
    c = page.controller
    match = c.match
    assert page.pass_screen.isVisible() and c.view().hand == []
    assert page.scene.hand_items() == []
    shown = face_up(page)
    for human in HUMANS:
        assert not shown & private(match, human), (human, shown & private(match, human))
    assert not shown - common_knowledge(match), shown - common_knowledge(match)


def check_revealed(page, seat: int) -> None:
    c = page.controller
    match = c.match
    assert not page.pass_screen.isVisible() and c.human_turn()
    own = match.view(seat)
    assert sorted(i.card.code for i in page.scene.hand_items()) == \
        sorted(card.code for card in own.hand)
    shown = face_up(page)
    other = next(h for h in HUMANS if h != seat)
    assert not shown & (private(match, other) - knows(own)), other
    assert not shown - knows(own), shown - knows(own)


def variants() -> list[Any]:
    """Every form and variant each game offers (a laid dummy, two packs, a laid-aside card)."""
    return [pytest.param(g, players, options, id=f"{g}-{players}-{n}") for g in GAMES
            for n, (players, options) in enumerate(game_class(g).variant_examples
                                                    or ((usual_players(g), {}),))]


@pytest.mark.parametrize(("game_id", "players", "options"), variants())
def test_public_view_is_common_knowledge(game_id, players, options):
    """Over a deal: the public view's cards, facts and hand sizes are everybody's."""
    rng = random.Random(f"{game_id}{players}{sorted(options.items())}")
    match = new_match(game_id, players, options, seed=rng.randrange(1000))
    match.deal_next()
    steps = 0
    while not (match.needs_deal or match.over) and steps < 150:  # a one-deal match ends
        views = [match.view(s) for s in range(match.seats)]
        common = common_knowledge(match, views)
        for seat in {0, match.controller() or 0}:  # laid out from the awaited seat, mostly
            pv = public_view(match, seat)
            assert pv.hand == [] and pv.legal_actions == []
            for key, value in pv.public.items():
                assert all(v.public[key] == value for v in views), key
            assert not knows(pv) - common, (seat, knows(pv) - common)
            for owner in range(match.seats):  # the size everybody else sees
                sizes = {v.hand_sizes[owner] for v in views if v.seat != owner}
                if owner != seat and len(sizes) == 1:
                    assert pv.hand_sizes[owner] in sizes, (seat, owner)
        match.apply(choose(match, match.legal_actions(), rng))
        steps += 1


@pytest.mark.parametrize("game_id", GAMES)
def test_two_humans_never_see_each_others_secrets(qtbot, window, game_id):
    seats = hot_seat(game_id)
    page = window.start_match(MatchConfig(game_id, len(seats), {}, seats, seed=21))
    assert page is not None
    c = page.controller
    rng = random.Random(game_id)
    reveals = decisions = 0
    while decisions < 40 and not c.match.over:
        next_decision(qtbot, page)
        if c.match.over:
            break
        seat = c.awaiting_reveal()
        if seat is not None:
            check_pass_screen(page)
            if reveals % 2:
                QTest.mouseClick(page.pass_screen.reveal_button, LEFT)
            else:
                QTest.keyClick(page.pass_screen.reveal_button, Qt.Key.Key_Return)
            reveals += 1
        seat = c.match.controller()
        check_revealed(page, seat)
        legal = c.view().legal_actions
        assert legal and all(a.seat == c.match.to_move() for a in legal)
        action = choose(c.match, legal, rng)
        assert c.submit(action) is None
        decisions += 1
    assert reveals >= 2, "both humans took the device"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_resumes_after_a_kill(qtbot, window, save_store, game_id):
    seats = hot_seat(game_id)
    page = window.start_match(MatchConfig(game_id, len(seats), {}, seats, seed=9))
    assert page is not None
    c = page.controller
    rng = random.Random(game_id)
    for _ in range(6):
        next_decision(qtbot, page)
        if c.match.over:
            break
        c.reveal()
        legal = c.view().legal_actions
        assert c.submit(legal[rng.randrange(len(legal))]) is None
    settle(qtbot, c)
    record = c.match.to_record()
    save_store.flush()  # the autosave is written by a background thread
    assert json.loads(save_store.current.read_text(encoding="utf-8"))["deals"] == \
        record["deals"]
    c.stop()
    window.hide()  # killed: no close event, no save on exit

    fresh = open_window(qtbot, SaveStore(save_store.folder))
    assert fresh.continue_panel.isVisible()
    QTest.mouseClick(fresh.continue_panel.button, LEFT)
    table = fresh.table
    assert table is not None and fresh.stack.currentWidget() is table
    resumed = table.controller
    assert resumed.match.to_record() == record
    assert [s.name for s in resumed.config.seats] == [s.name for s in seats]
    if resumed.awaiting_reveal() is not None:  # two humans: nobody's hand shows yet
        check_pass_screen(table)
        QTest.mouseClick(table.pass_screen.reveal_button, LEFT)
    next_decision(qtbot, table)
    resumed.reveal()
    assert resumed.human_turn()
    done = len(resumed.match.actions[-1])
    legal = resumed.view().legal_actions
    assert resumed.submit(legal[rng.randrange(len(legal))]) is None
    assert len(resumed.match.actions[-1]) > done
