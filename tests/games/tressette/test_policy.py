"""The rule-based Tressette bot: legal, deterministic, better than random, counts cards."""

from __future__ import annotations

import random

from tablecards.ai.base import Bot
from tablecards.ai.random_bot import RandomBot
from tablecards.games.tressette.facts import TressetteFacts
from tablecards.games.tressette.match import TressetteMatch
from tablecards.games.tressette.policy import TressetteBot
from tablecards.rules.actions import Action, play
from tablecards.rules.cards import Card, card, cards, pack_40
from tablecards.rules.game import SeatView, Trick


def play_hand(seed: int, bots: list[Bot]) -> list[int]:
    """One hand (dealer alternating with the seed); every choice goes through `apply`."""
    match = TressetteMatch(2, seed=seed, first_dealer=seed % 2)
    match.deal_next()
    rng = random.Random(seed)
    while (seat := match.to_move()) is not None:
        view = match.view(seat)
        action = bots[seat].choose(view, view.legal_actions, rng)
        assert action in view.legal_actions
        match.apply(action)
    points = match.results[-1].points
    assert points is not None
    return points


def test_bot_beats_random_over_200_hands() -> None:
    bot, rand = TressetteBot(), RandomBot()
    ours = theirs = 0
    for seed in range(200):
        bot_seat = (seed // 2) % 2
        seats: list[Bot] = [bot, rand] if bot_seat == 0 else [rand, bot]
        points = play_hand(seed, seats)
        ours += points[bot_seat]
        theirs += points[1 - bot_seat]
    assert ours + theirs == 11 * 200
    assert ours > 1.4 * theirs, (ours, theirs)


def test_bot_is_deterministic() -> None:
    bots: list[Bot] = [TressetteBot(), TressetteBot()]
    assert [play_hand(s, bots) for s in range(5)] == [play_hand(s, bots) for s in range(5)]


def endgame_view(hand: str, opponent: str, trick: str = "") -> SeatView:
    """Seat 0 with the stock gone: every card not in a hand is already played."""
    mine, theirs, current = cards(hand), cards(opponent), cards(trick)
    played = [c for c in pack_40() if c not in mine + theirs + current]
    pairs = [played[i:i + 2] for i in range(0, len(played), 2)]
    tricks = [Trick(0, [(0, a), (1, b)], 0) for a, b in pairs]
    legal = _legal(mine, current)
    return SeatView(
        game="tressette", seat=0, seats=2, dealer=1, deal_index=0, to_move=0, hand=mine,
        hand_sizes=[len(mine), len(theirs)], known_cards={1: []},
        trick=Trick(1 if current else 0, [(1, c) for c in current]), tricks=tricks,
        public=TressetteFacts(stock=0).to_public(), legal_actions=legal,
    )


def _legal(hand: list[Card], current: list[Card]) -> list[Action]:
    follow = [c for c in hand if current and c.suit == current[0].suit]
    return [play(0, c) for c in (follow or hand)]


def choose(view: SeatView) -> Card:
    action = TressetteBot().choose(view, view.legal_actions, random.Random(0))
    assert isinstance(action.value, Card)
    return action.value


def test_leads_the_three_onto_a_lone_ace() -> None:
    assert choose(endgame_view("3S 4H KD", "AS 5H 6D")) == card("3S")


def test_wins_a_trick_with_points_cheaply() -> None:
    assert choose(endgame_view("KS 2S 3S", "5H 6D", trick="QS")) == card("KS")


def test_does_not_waste_a_three_on_a_pointless_trick() -> None:
    assert choose(endgame_view("3S 5S AD", "5H 6D", trick="4S")) == card("5S")


def test_banks_an_ace_that_wins() -> None:
    assert choose(endgame_view("AS 5S 3D", "5H 6D", trick="4S")) == card("AS")


def test_discards_a_worthless_card_when_void() -> None:
    assert choose(endgame_view("AD KD 5C", "5H 6D", trick="4S")) == card("5C")
