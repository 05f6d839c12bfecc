"""The rule-based Nominations bot: bids on counted tricks, calls the best missing trump,
plays to win tricks for its side (or to lose them in misère). Sees only its SeatView."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablecards.games.nominations.facts import NominationsFacts
from tablecards.games.nominations.rules import MISERE, OPEN_MISERE, PASS, trick_winner
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, Rank, Suit
from tablecards.rules.game import SeatView

PARTNER_TRICKS = 3.0  # what a called partner adds, on average


def _suit(c: Card) -> Suit:
    assert c.suit is not None
    return c.suit


def suit_strength(hand: Sequence[Card], suit: Suit) -> tuple[int, int]:
    cards = [c for c in hand if c.suit == suit]
    return len(cards), sum(int(c.rank) for c in cards)


def best_trump(hand: Sequence[Card]) -> Suit:
    """The longest suit, the stronger on a tie."""
    return max(Suit, key=lambda s: suit_strength(hand, s))


def estimated_tricks(hand: Sequence[Card]) -> float:
    """Aces, guarded kings and queens, and long trumps."""
    trump = best_trump(hand)
    est = 0.0
    for s in Suit:
        cards = sorted((c for c in hand if c.suit == s), key=lambda c: -int(c.rank))
        ranks = [c.rank for c in cards]
        est += Rank.ACE in ranks
        est += 0.7 * (Rank.KING in ranks and len(cards) >= 2)
        est += 0.3 * (Rank.QUEEN in ranks and len(cards) >= 3)
    est += max(0, len([c for c in hand if c.suit == trump]) - 3)
    return est


def misere_safe(hand: Sequence[Card]) -> bool:
    """Every suit held has low cards enough to duck: no card above 9 unless well covered."""
    for s in Suit:
        ranks = sorted(int(c.rank) for c in hand if c.suit == s)
        for i, r in enumerate(ranks):
            if r > 2 * (i + 1) + 3:
                return False
    return True


class NominationsBot:
    """A deterministic rule-based player (the rng only picks the cut)."""

    name = "rules"

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        verb = legal[0].verb
        if verb == "bid":
            return self._bid(view, legal)
        if verb == "cut":
            k = rng.randint(4, 48)
            return next((a for a in legal if a.value == k), legal[0])
        if verb == "trump":
            return self._contract(view, legal)
        return self._play(view, legal)

    # -- auction and contract --------------------------------------------------------------
    def _bid(self, view: SeatView, legal: list[Action]) -> Action:
        by_value = {a.value: a for a in legal}
        pass_action = by_value[PASS]
        if MISERE in by_value and misere_safe(view.hand):
            return by_value[MISERE]
        side = estimated_tricks(view.hand) + PARTNER_TRICKS
        numbers = sorted(v for v in by_value if isinstance(v, int) and not isinstance(v, bool))
        for n in numbers:
            if n <= side:
                return by_value[n]
        return pass_action

    def _contract(self, view: SeatView, legal: list[Action]) -> Action:
        trump = best_trump(view.hand)
        held = set(view.hand)
        wanted = None
        for suit in (trump, *[s for s in Suit if s != trump]):
            for rank in (Rank.ACE, Rank.KING):
                c = Card(suit, rank)
                if c not in held:
                    wanted = c
                    break
            if wanted:
                break
        return next(a for a in legal
                    if a.value == trump.code and a.get("partner") == wanted)

    # -- play ---------------------------------------------------------------------------
    def _play(self, view: SeatView, legal: list[Action]) -> Action:
        cards = [a.value for a in legal if isinstance(a.value, Card)]
        trump = None if view.trump in (None, "none") else Suit.parse(view.trump)
        facts = NominationsFacts.of(view)
        declarer = facts.declarer
        misere = facts.bid in (MISERE, OPEN_MISERE)
        plays = view.trick.plays if view.trick else []
        if misere:
            chosen = self._misere_card(view.seat == declarer, cards, plays, trump)
        else:
            chosen = self._normal_card(view, cards, plays, trump)
        return next(a for a in legal if a.value == chosen)

    @staticmethod
    def _low(cards: Sequence[Card], trump: Suit | None) -> Card:
        return min(cards, key=lambda c: (c.suit == trump, int(c.rank)))

    def _misere_card(self, declaring: bool, cards: list[Card],
                     plays: Sequence[tuple[int, Card]], trump: Suit | None) -> Card:
        if not declaring:
            return self._low(cards, trump)
        if not plays:
            return min(cards, key=lambda c: int(c.rank))
        best = max((c for _, c in plays if c.suit == plays[0][1].suit),
                   key=lambda c: int(c.rank))
        ducks = [c for c in cards if c.suit != best.suit or c.rank < best.rank]
        if ducks:
            return max(ducks, key=lambda c: int(c.rank))
        return min(cards, key=lambda c: int(c.rank))

    def _normal_card(self, view: SeatView, cards: list[Card],
                     plays: Sequence[tuple[int, Card]], trump: Suit | None) -> Card:
        friends = self._friends(view)
        if not plays:
            aces = [c for c in cards if c.rank is Rank.ACE and c.suit != trump]
            if aces:
                return aces[0]
            return self._low(cards, trump)
        winner = trick_winner(plays, trump)
        if winner in friends:
            return self._low(cards, trump)
        winning = []
        for c in cards:
            if trick_winner([*plays, (view.seat, c)], trump) == view.seat:
                winning.append(c)
        if winning:
            return min(winning, key=lambda c: (c.suit == trump, int(c.rank)))
        return self._low(cards, trump)

    @staticmethod
    def _friends(view: SeatView) -> set[int]:
        """Seats known to be on this seat's side (itself included)."""
        facts = NominationsFacts.of(view)
        declarer, partner = facts.declarer, facts.partner
        me = view.seat
        if partner is None:
            return {me}
        side = {declarer, partner}
        if me in side:
            return {s for s in side if isinstance(s, int)}
        return {s for s in range(4) if s not in side}
