"""Tressette's rule policy, written once on the kernel: the Easy level, every level's fallback,
and the search's rollouts all play by `policy_move`.

It reads only what the seat to move may know, from the `FastTressette` state: its own hand
(`hands[turn]`), the card led (`lead`), every played card (`gone`), the stock's size
(`stock_left()`), and the other seat's shown draws still in its hand (`hands[other] & shown`).
It never reads the other seat's hidden cards nor the stock's order, so any determinization of
a view gives the same choice. Its rules of thumb are described in this folder's README.md.
"""

from __future__ import annotations

import random

from tablecards.games.tressette.kernel import (
    CARDS,
    FULL,
    SUIT_MASK,
    SUIT_OF,
    VALUE,
    FastTressette,
    card_int,
    cards_of,
)
from tablecards.games.tressette.knowledge import Knowledge
from tablecards.rules.actions import Action
from tablecards.rules.bits import lowest
from tablecards.rules.cards import Card
from tablecards.rules.game import SeatView

ACES = sum(1 << (10 * s + 7) for s in range(4))
TWOS = sum(1 << (10 * s + 8) for s in range(4))
THREES = TWOS << 1
POWER = TWOS | THREES
HIGH = ACES | POWER
# RANK_KEY[c]: the last two places of a lead's risk key: a high card, then its strength.
RANK_KEY: tuple[int, ...] = tuple((100 if HIGH >> c & 1 else 0) + c % 10 for c in range(40))
# GUARD_KEY[m]: a suit's count of 3s, 2s and aces (its strength bits m), in a risk key's place.
GUARD_KEY: tuple[int, ...] = tuple((m >> 7).bit_count() * 10 for m in range(1024))
# ABOVE[c]: the cards of c's suit that beat it.
ABOVE: tuple[int, ...] = tuple(SUIT_MASK[SUIT_OF[c]] & ~((2 << c) - 1) for c in range(40))


def policy_move(state: FastTressette, rng: random.Random) -> int:
    """The card the seat to move plays (see the module docstring for what it reads)."""
    seat = state.turn
    mine = state.hands[seat]
    unseen = FULL & ~mine & ~state.gone
    if state.lead >= 0:
        return _follow(mine, state.lead, unseen, rng)
    stock = state.stock_left()
    sure = unseen if stock == 0 else state.hands[1 - seat] & state.shown
    return _lead(mine, unseen, sure, stock, rng)


def _lead(mine: int, unseen: int, sure: int, stock: int, rng: random.Random) -> int:
    if sure & ACES and mine & POWER:
        catch = _ace_catch(mine, unseen, sure, stock)
        if catch >= 0:
            return catch
    if stock == 0:
        safe_aces = [c for c in cards_of(mine & ACES) if not unseen & ABOVE[c]]
        if safe_aces:
            return safe_aces[0]
    guards = (GUARD_KEY[mine & 1023], GUARD_KEY[mine >> 10 & 1023], GUARD_KEY[mine >> 20 & 1023],
              GUARD_KEY[mine >> 30])
    cards = cards_of(mine)
    keys = [(VALUE[c] * 10000 if unseen & ABOVE[c] else 0) + (1000 if sure & ABOVE[c] else 0)
            + guards[SUIT_OF[c]] + RANK_KEY[c] for c in cards]
    return _least(cards, keys, rng)


def _ace_catch(mine: int, unseen: int, sure: int, stock: int) -> int:
    """A 2 or 3 led into a suit where the opponent surely holds the ace and nothing else;
    -1 if none."""
    for c in cards_of(mine & TWOS) + cards_of(mine & THREES):
        suit = SUIT_MASK[SUIT_OF[c]]
        theirs = sure & suit
        exact = stock == 0 or (unseen & suit).bit_count() == theirs.bit_count()
        if exact and theirs == ACES & suit:
            return c
    return -1


def _follow(mine: int, lead: int, unseen: int, rng: random.Random) -> int:
    following = mine & SUIT_MASK[SUIT_OF[lead]]
    if not following:
        return _cheapest(mine, unseen, rng)
    winners = following & ABOVE[lead]
    if winners & ACES:
        return lowest(winners & ACES)
    losers = following & ~winners
    if winners and VALUE[lead]:
        return lowest(winners)
    if winners & ~POWER:
        return lowest(winners & ~POWER)
    if winners and not losers & ~ACES:
        return lowest(winners)
    return _cheapest(losers or following, unseen, rng)


def _cheapest(mask: int, unseen: int, rng: random.Random) -> int:
    """The card that gives away least: no value, not a future winner, weakest."""
    cards = cards_of(mask)
    keys = [VALUE[c] * 100 + (0 if unseen & ABOVE[c] else 10) + c % 10 for c in cards]
    return _least(cards, keys, rng)


def _least(cards: list[int], keys: list[int], rng: random.Random) -> int:
    """The card of least key (keys in the cards' order), ties broken by the rng."""
    best = min(keys)
    if keys.count(best) == 1:
        return cards[keys.index(best)]
    ties = [c for c, k in zip(cards, keys, strict=True) if k == best]
    return ties[int(rng.random() * len(ties))]


class TressetteBot:
    """The rule policy as a bot over a `SeatView` (the Easy level and every level's fallback)."""

    name = "tressette-basic"

    def plan(self, view: SeatView, action: Action) -> str | None:
        """The plan behind `action`, the policy's move in `view` (`plan_of`)."""
        return plan_of(view, action)

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        """Play `policy_move` on a world of the view (its hidden cards are never read)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        by_card = {card_int(a.value): a for a in legal if isinstance(a.value, Card)}
        world = Knowledge(view).world(random.Random(0))
        pick = policy_move(world, rng)
        assert CARDS[pick] == by_card[pick].value
        return by_card[pick]


# -- the plan the policy names ----------------------------------------------------------------
def plan_of(view: SeatView, action: Action) -> str | None:
    """The plan behind `action` when it is the policy's move in `view` (the coach checks
    that it is): the rule branch that chose it, read again on the same world of the view
    (its hidden cards are never read). A plan id of the coach's words
    (`tablecards.ai.why_words`, or this game's `WHY_TEXTS` as "plan:<id>")."""
    if not isinstance(action.value, Card) or len(view.legal_actions) < 2:
        return None
    state = Knowledge(view).world(random.Random(0))
    move = card_int(action.value)
    mine = state.hands[state.turn]
    unseen = FULL & ~mine & ~state.gone
    if state.lead >= 0:
        if SUIT_OF[move] == SUIT_OF[state.lead] and ABOVE[state.lead] >> move & 1:
            return "take_with_ace" if ACES >> move & 1 else "win_cheaply"
        return "give_least"
    stock = state.stock_left()
    sure = unseen if stock == 0 else state.hands[1 - state.turn] & state.shown
    if POWER >> move & 1 and sure & ACES and _ace_catch(mine, unseen, sure, stock) == move:
        return "catch_ace"
    if stock == 0 and ACES >> move & 1 and not unseen & ABOVE[move]:
        return "cash_winner"
    return "safe_lead"
