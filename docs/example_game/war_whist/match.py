"""War-whist (spec.md beside this module): the validating rules engine.

Two players, thirteen cards each from a shuffled 52-card pack (the other 26 lie aside unseen);
spades are trumps; a player must follow the suit led when able; the higher trump, else the
higher card of the suit led, takes the trick, and its winner leads the next. The winner of a
deal scores a point per trick over six; the first to `target_score` wins the match.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tablecards.games.war_whist.game_spec import SPEC
from tablecards.games.war_whist.option_rules import VARIANT_EXAMPLES
from tablecards.rules.actions import Action, Event, Reason, play
from tablecards.rules.cards import Card, Suit, standard_52
from tablecards.rules.explain import trump_trick_why
from tablecards.rules.game import Deal, DealSetup, Match, SeatView, Trick, deal_round_robin
from tablecards.rules.spec import GameSpec
from tablecards.rules.tricks import (
    card_play_refusal,
    follow_suit,
    led_suit,
    next_to_play,
    rank_strength,
    trick_winner,
    tricks_won,
)

SEATS = 2
HAND_SIZE = 13
TRUMP = Suit.SPADES
BOOK = 6  # tricks a deal's winner makes before they score


def card_strength(card: Card) -> int:
    """A card's trick-taking strength within its suit: the printed rank, ace high."""
    return rank_strength(card)


class WarWhistDeal(Deal):
    """One deal of thirteen tricks: validated plays, the tricks, the score."""

    def __init__(self, setup: DealSetup) -> None:
        self.setup = setup
        self.hands: list[list[Card]] = [list(h) for h in setup.hands]
        self.trump: Suit = TRUMP
        self.tricks: list[Trick] = []
        self.trick = Trick(leader=1 - setup.dealer)  # the dealer's opponent leads

    # -- turn and legality ---------------------------------------------------------------
    def to_move(self) -> int | None:
        return None if self.is_complete() else next_to_play(self.trick, SEATS)

    def legal_cards(self) -> list[Card]:
        """The cards the seat to move may play (the suit led when it holds one)."""
        seat = self.to_move()
        if seat is None:
            return []
        return sorted(follow_suit(self.hands[seat], led_suit(self.trick)))

    def legal_actions(self) -> list[Action]:
        seat = self.to_move()
        if seat is None:
            return []
        return [play(seat, c) for c in self.legal_cards()]

    def refusal(self, action: Action) -> Reason | None:
        return card_play_refusal(action, self.hands, led_suit(self.trick), "War-whist")

    # -- applying ------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        seat, played = action.seat, action.value
        assert isinstance(played, Card)
        self.hands[seat].remove(played)
        self.trick.plays.append((seat, played))
        events = [Event("played", seat, {"card": played.code, "trick": len(self.tricks)})]
        if len(self.trick.plays) == SEATS:
            events += self._finish_trick()
        return events

    def _finish_trick(self) -> list[Event]:
        """Give the trick to its winner, who leads the next."""
        trick = self.trick
        winner = trick_winner(trick.plays, self.trump, strength=card_strength)
        trick.winner = winner
        self.tricks.append(trick)
        self.trick = Trick(leader=winner)
        return [Event("trick_won", winner, {
            "trick": len(self.tricks) - 1,
            "cards": [c.code for _, c in trick.plays],
            **trump_trick_why(trick.plays, winner, self.trump).to_data(),
        })]

    # -- results -------------------------------------------------------------------------
    def is_complete(self) -> bool:
        return not any(self.hands) and not self.trick.plays

    def tricks_won(self) -> list[int]:
        return tricks_won(self.tricks, SEATS)

    def points(self) -> list[int]:
        """A point per trick over six for each seat (only the deal's winner has any)."""
        return [max(0, won - BOOK) for won in self.tricks_won()]

    def view(self, seat: int) -> SeatView:
        return SeatView.dealt(
            "war_whist", seat, self.hands, self.setup.dealer, self.to_move(),
            trump=self.trump.code,
            trick=Trick(self.trick.leader, list(self.trick.plays)),
            tricks=[Trick(t.leader, list(t.plays), t.winner) for t in self.tricks],
            tricks_won=self.tricks_won(),
        )


class WarWhistMatch(Match):
    """A match of War-whist for two to `target_score`."""

    spec: ClassVar[GameSpec] = SPEC
    variant_examples: ClassVar[tuple[tuple[int, dict[str, Any]], ...]] = VARIANT_EXAMPLES

    def pack(self) -> list[Card]:
        return standard_52()

    def deal_out(self, dealer: int, order: list[Card]) -> DealSetup:
        """Thirteen each, one at a time, the dealer's opponent first; the rest lies aside."""
        hands = deal_round_robin(order, SEATS, 1 - dealer, HAND_SIZE)
        return DealSetup(dealer, hands, list(order[SEATS * HAND_SIZE:]))

    def check_setup(self, setup: DealSetup) -> str | None:
        problem = super().check_setup(setup)
        if problem:
            return problem
        sizes = [len(h) for h in setup.hands]
        if sizes != [HAND_SIZE] * SEATS:
            return f"a War-whist deal needs two hands of {HAND_SIZE}, not {sizes}"
        return None

    def start_deal(self, setup: DealSetup) -> Deal:
        return WarWhistDeal(setup)

    def finish_deal(self, deal: Deal) -> None:
        """The match ends once a total reaches the target (one seat scores in a deal)."""
        if max(self.totals) >= self.options.int("target_score"):
            self.over = True
            self.winners = [self.totals.index(max(self.totals))]
