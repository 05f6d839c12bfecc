"""A rule-based Mini Misère player: the baseline that search bots must beat.

It sees only its `SeatView` and the legal actions. The trick table rewards no tricks or many
(but never all), so the bot picks a mode per decision: `take` when it already has a trick
(more is then always better) or holds enough sure winners to reach the table's jump (4 tricks
with four players, 3 with five), `duck` otherwise; against someone else's live Lot it takes
tricks to break it. The Lot is bid only by the first-trick leader whose every card is a sure
winner when led in turn (led 2s, a led joker, unbroken tops from the ace).

Ducking plays the most dangerous card that still loses (joker, led-power 2s, high cards);
taking wins with the lowest sure card when last to play, else the highest; a leader that
ducks leads its lowest ordinary card, a leader that takes leads a 2, the joker or a master.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablecards.games.mini_misere.facts import MiniMisereFacts
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, Rank, Suit
from tablecards.rules.game import SeatView


def _played(view: SeatView) -> set[Card]:
    return {c for t in [*view.tricks, *([view.trick] if view.trick else [])] for _, c in t.plays}


def _is_power(c: Card, view: SeatView) -> bool:
    """A card that wins whenever it is led."""
    facts = MiniMisereFacts.of(view)
    return (c.is_joker and bool(facts.joker)) or (c.rank is Rank.TWO and facts.led_two_wins)


def _master(c: Card, view: SeatView, gone: set[Card]) -> bool:
    """No unseen card of its suit ranks higher (a 2 under led power ranks with the rest)."""
    if c.suit is None:
        return False
    higher = [r for r in Rank if r > c.rank and r is not Rank.JOKER]
    return all(Card(c.suit, r) in gone or Card(c.suit, r) in view.hand for r in higher
               if Card(c.suit, r) in _pack_suit(view, c.suit))


def _pack_suit(view: SeatView, suit: Suit) -> set[Card]:
    """The cards of one suit in this game's pack, from the hand size and the rules."""
    facts = MiniMisereFacts.of(view)
    ranks = [Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN]
    if facts.hand_size == 7 or not facts.led_two_wins:
        ranks.append(Rank.NINE)
    if facts.led_two_wins:
        ranks.append(Rank.TWO)
    return {Card(suit, r) for r in ranks}


def _sure_winners(view: SeatView) -> int:
    gone = _played(view)
    return sum(1 for c in view.hand if _is_power(c, view) or _master(c, view, gone))


def _want_lot(view: SeatView, leading: bool) -> bool:
    """Bid the Lot only as the leader, holding nothing but sure winners."""
    if not leading:
        return False
    gone = _played(view)
    return all(_is_power(c, view) or _master(c, view, gone) for c in view.hand)


def _danger(c: Card, view: SeatView) -> int:
    """How much a card threatens to win a trick later."""
    if _is_power(c, view):
        return 100
    return int(c.rank)


def _mode(view: SeatView) -> str:
    facts = MiniMisereFacts.of(view)
    declarers = facts.lot_declarers
    if declarers:
        if view.seat in declarers:
            return "take"
        unbroken = [d for d in declarers
                    if all(t.winner == d for t in view.tricks)]
        return "take" if unbroken else "duck"
    table = facts.table
    mine = view.tricks_won[view.seat] if view.tricks_won else 0
    left = len(view.hand)
    if mine and left == 1 and mine == len(view.tricks):
        return "duck"  # never take every trick without the Lot
    if mine:
        return "take"
    jump = next(k for k in range(1, len(table)) if table[k] > table[0])
    return "take" if _sure_winners(view) >= jump else "duck"


def _wins_now(c: Card, view: SeatView) -> bool:
    """Would `c` currently be winning the trick in progress?"""
    plays = view.trick.plays if view.trick else []
    if not plays:
        return True
    lead = plays[0][1]
    if _is_power(lead, view) or c.suit != lead.suit:
        return False
    return all(c.rank > p.rank for _, p in plays if p.suit == lead.suit)


class MiniMisereBot:
    """Deterministic heuristic player (the rng is kept for the protocol)."""

    name = "mini-misere-basic"

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        leading = not (view.trick and view.trick.plays)
        if legal[0].verb == "lot":
            first = (view.dealer + 1) % view.seats
            want = _want_lot(view, view.seat == first)
            return next(a for a in legal if a.value is want)
        plain = [a for a in legal if a.get("lot") is None]
        cards = sorted({a.value for a in plain if isinstance(a.value, Card)})
        pick = _lead(cards, view) if leading else _follow(cards, view)
        options = [a for a in plain if a.value == pick]
        chosen = _name_suit(options, view) if len(options) > 1 else options[0]
        if len(plain) < len(legal) and _want_lot(view, leading) and leading:
            return next(a for a in legal if a.value == chosen.value
                        and a.get("suit") == chosen.get("suit") and a.get("lot") is True)
        return chosen


def _name_suit(options: Sequence[Action], view: SeatView) -> Action:
    """A led joker under the old rules: name the suit we hold fewest of."""
    def held(a: Action) -> int:
        return sum(1 for c in view.hand if c.suit is not None and c.suit.code == a.get("suit"))
    return min(options, key=held)


def _lead(cards: list[Card], view: SeatView) -> Card:
    if _mode(view) == "take":
        gone = _played(view)
        strong = [c for c in cards if _is_power(c, view) or _master(c, view, gone)]
        return strong[0] if strong else max(cards, key=lambda c: int(c.rank))
    ordinary = [c for c in cards if not _is_power(c, view)] or cards
    return min(ordinary, key=lambda c: int(c.rank))


def _follow(cards: list[Card], view: SeatView) -> Card:
    winners = [c for c in cards if _wins_now(c, view)]
    losers = [c for c in cards if c not in winners]
    plays = view.trick.plays if view.trick else []
    last = len(plays) == view.seats - 1
    if _mode(view) == "take":
        if winners:
            by_rank = sorted(winners, key=lambda c: int(c.rank))
            return by_rank[0] if last else by_rank[-1]
        return min(losers, key=lambda c: _danger(c, view))
    if losers:
        return max(losers, key=lambda c: _danger(c, view))
    by_rank = sorted(winners, key=lambda c: int(c.rank))
    return by_rank[-1] if last else by_rank[0]
