"""Tressette for two (tablecards/games/tressette/spec.md): the validating rules engine.

40 cards, no trumps, strict follow-suit; after each trick while the stock lasts the winner and
then the loser draw a card and show it. Card values are kept in thirds of a point (integers):
an ace is 3, a 3, 2 or court card 1, a 7-4 nothing. Each seat's thirds are rounded down, and
the winner of the last trick adds a point, so every hand distributes 11 points.

Option `tie_play_on` (default on): equal totals at or above the target play another hand. With
it off, such a match ends at once and both seats share the win (the seed leaves ties open; a
shared win keeps a fixed-length match fixed).
"""

from __future__ import annotations

from typing import Any, ClassVar

from tablecards.games.tressette.facts import TressetteFacts
from tablecards.games.tressette.game_spec import SPEC
from tablecards.games.tressette.option_rules import VARIANT_EXAMPLES
from tablecards.rules.actions import Action, Event, Reason, play
from tablecards.rules.cards import Card, Rank, codes, pack_40
from tablecards.rules.explain import Why, suit_key, why
from tablecards.rules.game import Deal, DealSetup, Match, SeatView, Trick, deal_round_robin
from tablecards.rules.spec import GameSpec
from tablecards.rules.tricks import (
    card_play_refusal,
    follow_suit,
    led_suit,
    next_to_play,
    tricks_won,
)

HAND_SIZE = 10
STOCK_SIZE = 20
TRICKS_PER_DEAL = 20
POINTS_PER_DEAL = 11

# Trick-taking strength, weakest first: 4 5 6 7 J Q K A 2 3.
RANK_ORDER: tuple[Rank, ...] = (
    Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.JACK,
    Rank.QUEEN, Rank.KING, Rank.ACE, Rank.TWO, Rank.THREE,
)
STRENGTH: dict[Rank, int] = {rank: i for i, rank in enumerate(RANK_ORDER)}
THIRDS: dict[Rank, int] = {
    Rank.ACE: 3, Rank.THREE: 1, Rank.TWO: 1, Rank.KING: 1, Rank.QUEEN: 1, Rank.JACK: 1,
    Rank.SEVEN: 0, Rank.SIX: 0, Rank.FIVE: 0, Rank.FOUR: 0,
}


def card_thirds(c: Card) -> int:
    """A card's value in thirds of a point."""
    return THIRDS[c.rank]


def pile_thirds(pile: list[Card]) -> int:
    """The value of a won pile in thirds."""
    return sum(THIRDS[c.rank] for c in pile)


def beats(lead: Card, follow: Card) -> bool:
    """True when the follower's card takes the trick: same suit and higher rank."""
    return follow.suit == lead.suit and STRENGTH[follow.rank] > STRENGTH[lead.rank]


def trick_winner(leader: int, lead: Card, follow: Card) -> int:
    """The winning seat of a two-card trick led by `leader`."""
    return 1 - leader if beats(lead, follow) else leader


def why_trick(leader: int, lead: Card, follow: Card, winner: int) -> Why:
    """Why the referee's `winner` took the trick, in Tressette's terms.

    The leader wins when the follower did not follow suit (there are no trumps); otherwise
    the higher card in the order 3 2 A K Q J 7 6 5 4, which is named when it departs from the
    usual order (a 3 or a 2 over an ace, a court card or a 7).
    """
    won, lost = (lead, follow) if winner == leader else (follow, lead)
    suit = suit_key(lead.suit)
    if follow.suit != lead.suit:
        return why(winner, won, "only_led", suit=suit)
    if won.rank < lost.rank:
        return why(winner, won, "tressette_order", suit=suit, beaten_card=lost.code)
    return why(winner, won, "highest_led", suit=suit)


def hand_points(thirds: int, last_trick: bool) -> int:
    """Card points rounded down, plus one for the last trick."""
    return thirds // 3 + (1 if last_trick else 0)


class TressetteDeal(Deal):
    """One hand of 20 tricks: validated plays, automatic shown draws, scoring."""

    def __init__(self, setup: DealSetup) -> None:
        self.setup = setup
        self.hands: list[list[Card]] = [list(h) for h in setup.hands]
        self.stock: list[Card] = list(setup.stock)
        self.shown: list[list[Card]] = [[], []]  # drawn (public) cards still in each hand
        self.piles: list[list[Card]] = [[], []]
        self.tricks: list[Trick] = []
        self.trick = Trick(leader=1 - setup.dealer)
        self.last_winner: int | None = None

    # -- turn and legality ---------------------------------------------------------------
    def to_move(self) -> int | None:
        if self.is_complete():
            return None
        return next_to_play(self.trick, 2)

    def legal_cards(self) -> list[Card]:
        """The cards the seat to move may play (must follow the led suit when able)."""
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
        return card_play_refusal(action, self.hands, led_suit(self.trick), "Tressette")

    # -- applying ------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        seat, played = action.seat, action.value
        assert isinstance(played, Card)
        self.hands[seat].remove(played)
        if played in self.shown[seat]:
            self.shown[seat].remove(played)
        self.trick.plays.append((seat, played))
        events = [Event("played", seat, {"card": played.code, "trick": len(self.tricks)})]
        if len(self.trick.plays) == 2:
            events += self._finish_trick()
        return events

    def _finish_trick(self) -> list[Event]:
        """Resolve the trick, take it, and draw while the stock lasts (winner first)."""
        trick = self.trick
        (leader, lead), (_, follow) = trick.plays
        winner = trick_winner(leader, lead, follow)
        trick.winner = winner
        self.piles[winner] += [lead, follow]
        self.tricks.append(trick)
        self.last_winner = winner
        events = [Event("trick_won", winner, {
            "trick": len(self.tricks) - 1,
            "cards": [lead.code, follow.code],
            "thirds": card_thirds(lead) + card_thirds(follow),
            **why_trick(leader, lead, follow, winner).to_data(),
        })]
        for seat in (winner, 1 - winner):
            if self.stock:
                drawn = self.stock.pop(0)
                self.hands[seat].append(drawn)
                self.shown[seat].append(drawn)
                events.append(Event("drawn", seat, {"card": drawn.code,
                                                    "stock": len(self.stock)}))
        self.trick = Trick(leader=winner)
        return events

    # -- results -------------------------------------------------------------------------
    def is_complete(self) -> bool:
        return not self.hands[0] and not self.hands[1] and not self.trick.plays

    def tricks_won(self) -> list[int]:
        return tricks_won(self.tricks, 2)

    def thirds(self) -> list[int]:
        """Card value of each won pile so far, in thirds."""
        return [pile_thirds(p) for p in self.piles]

    def points(self) -> list[int]:
        done = self.is_complete()
        return [hand_points(t, done and self.last_winner == s)
                for s, t in enumerate(self.thirds())]

    def score_lines(self) -> list[dict[str, int]]:
        """Per seat, the scoring line by line, for a table to lay out."""
        lines = []
        for seat, thirds in enumerate(self.thirds()):
            last = 1 if self.is_complete() and self.last_winner == seat else 0
            aces = sum(1 for c in self.piles[seat] if c.rank is Rank.ACE)
            lines.append({
                "aces": aces,
                "figures": thirds - 3 * aces,  # 3s, 2s and courts, a third each
                "thirds": thirds,
                "card_points": thirds // 3,
                "dropped_thirds": thirds % 3,
                "last_trick": last,
                "points": thirds // 3 + last,
            })
        return lines

    def view(self, seat: int) -> SeatView:
        other = 1 - seat
        current = Trick(self.trick.leader, list(self.trick.plays))
        to_move = self.to_move()
        return SeatView.dealt(
            "tressette", seat, self.hands, self.setup.dealer, to_move,
            known_cards={other: list(self.shown[other])},
            trick=current,
            tricks=[Trick(t.leader, list(t.plays), t.winner) for t in self.tricks],
            tricks_won=self.tricks_won(),
            public=TressetteFacts(stock=len(self.stock),
                                  shown_own=codes(self.shown[seat])).to_public(),
            legal_actions=self.legal_actions() if to_move == seat else [],
        )


class TressetteMatch(Match):
    """A match of Tressette for two to `target_score`."""

    spec: ClassVar[GameSpec] = SPEC
    variant_examples: ClassVar[tuple[tuple[int, dict[str, Any]], ...]] = VARIANT_EXAMPLES

    def pack(self) -> list[Card]:
        return pack_40()

    def deal_out(self, dealer: int, order: list[Card]) -> DealSetup:
        """Ten each, one at a time, non-dealer first; the rest is the stock, top first."""
        hands = deal_round_robin(order, 2, 1 - dealer, HAND_SIZE)
        return DealSetup(dealer, hands, list(order[2 * HAND_SIZE:]))

    def check_setup(self, setup: DealSetup) -> str | None:
        problem = super().check_setup(setup)
        if problem:
            return problem
        sizes = [len(h) for h in setup.hands]
        if sizes != [HAND_SIZE, HAND_SIZE] or len(setup.stock) != STOCK_SIZE:
            return (f"a Tressette deal needs hands of {HAND_SIZE} and a stock of "
                    f"{STOCK_SIZE}, not {sizes} and {len(setup.stock)}")
        return None

    def start_deal(self, setup: DealSetup) -> Deal:
        return TressetteDeal(setup)

    def finish_deal(self, deal: Deal) -> None:
        """The match ends once a total reaches the target, unless tied and playing on."""
        target = self.options.int("target_score")
        if max(self.totals) < target:
            return
        a, b = self.totals
        if a != b:
            self.over, self.winners = True, [0 if a > b else 1]
        elif not self.options.on("tie_play_on"):
            self.over, self.winners = True, [0, 1]

    def _settle(self) -> list[Event]:
        """As the base, with the line-by-line scoring added to `deal_scored`."""
        events = super()._settle()
        deal = self.deal
        if not isinstance(deal, TressetteDeal):
            return events
        return [
            Event(e.kind, e.seat, {**e.data, "lines": deal.score_lines()})
            if e.kind == "deal_scored" else e
            for e in events
        ]
