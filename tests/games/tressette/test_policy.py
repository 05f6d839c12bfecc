"""Tressette's rule policy: legal, deterministic, better than random, counts cards, reads only
what its seat may know, and is the same choice as the Easy bot and in the search's rollouts."""

from __future__ import annotations

import random

from tablecards.ai.base import Bot
from tablecards.ai.random_bot import RandomBot
from tablecards.games.tressette.facts import TressetteFacts
from tablecards.games.tressette.kernel import (
    CARDS,
    FastTressette,
    card_int,
    cards_of,
    deal_fast,
    mask_of,
)
from tablecards.games.tressette.match import TressetteDeal, TressetteMatch
from tablecards.games.tressette.policy import TressetteBot, policy_move
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


def test_cashes_a_safe_ace_once_the_stock_is_gone() -> None:
    assert choose(endgame_view("AS 7H", "5S 6D")) == card("AS")


def test_leads_cards_with_nothing_at_risk_before_points() -> None:
    assert choose(endgame_view("KS 4H", "AS 6H")) == card("4H")


def kernel_state(mine: str, theirs: str, stock: str, shown: str) -> FastTressette:
    """Seat 0 to lead, every card outside the hands and the stock played."""
    return FastTressette([mask_of(cards(mine)), mask_of(cards(theirs))],
                         [card_int(c) for c in cards(stock)], 0, shown=mask_of(cards(shown)))


def test_a_shown_draw_is_counted_before_the_stock_is_gone() -> None:
    rng = random.Random(0)
    shown = kernel_state("3S 4H KD", "AS 5H 6D", stock="7H 7D", shown="AS")
    hidden = kernel_state("3S 4H KD", "AS 5H 6D", stock="7H 7D", shown="")
    assert CARDS[policy_move(shown, rng)] == card("3S")
    assert CARDS[policy_move(hidden, rng)] == card("4H")


def _random_state(rng: random.Random) -> FastTressette:
    state = deal_fast(rng, rng.randrange(2))
    for _ in range(rng.randrange(39)):
        legal = state.legal()
        state.play(legal[rng.randrange(len(legal))])
    return state


def _rehidden(state: FastTressette, rng: random.Random) -> FastTressette:
    """The same position for the seat to move, the other seat's hidden cards and the stock
    dealt afresh from the cards it has not seen."""
    other = 1 - state.turn
    hidden = state.hands[other] & ~state.shown
    pool = cards_of(hidden) + list(state.stock[state.top:])
    rng.shuffle(pool)
    hands = list(state.hands)
    hands[other] = state.hands[other] & state.shown | sum(1 << c for c in pool[:hidden.bit_count()])
    return FastTressette(hands, pool[hidden.bit_count():], state.leader, state.lead, state.piles,
                         state.tricks, state.last, state.shown)


def test_policy_never_reads_the_other_seats_hidden_cards() -> None:
    rng = random.Random(11)
    changed = 0
    for i in range(2000):
        state = _random_state(rng)
        other = _rehidden(state, rng)
        changed += other.hands != state.hands
        assert policy_move(state, random.Random(i)) == policy_move(other, random.Random(i))
    assert changed > 500


def test_the_bot_plays_the_policy_on_the_referees_position() -> None:
    for seed in range(6):
        match = TressetteMatch(2, seed=seed)
        match.deal_next()
        while (seat := match.to_move()) is not None:
            view = match.view(seat)
            deal = match.deal
            assert isinstance(deal, TressetteDeal)
            mine = policy_move(FastTressette.from_deal(deal), random.Random(seed))
            action = TressetteBot().choose(view, view.legal_actions, random.Random(seed))
            assert action.value == CARDS[mine]
            match.apply(action)
