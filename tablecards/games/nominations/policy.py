"""The rule-based Nominations player, written once on the kernel: the Easy level and every
level's fallback (`NominationsBot`, over a view) and the search's rollouts (`policy_move`,
over a state).

Auction: misère on a hand whose every card is low enough to duck, else the lowest number bid
the hand's counted tricks (aces, guarded kings and queens, long suits) plus a partner's
`PARTNER_TRICKS` reach, else pass. Contract: the longest suit trumps, calling the best missing
ace or king (trumps first). Cut: anywhere from 4 to 48. Play: lead a side ace, else the lowest
side card; a seat whose known side wins the trick plays low; otherwise it wins as cheaply as
it can when last, with its highest winner earlier, and throws low when it cannot win. In
misère the declarer ducks under the trick with its highest losing card, the defenders play low.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablecards.games.nominations.hand_value import (
    PARTNER_TRICKS,
    estimated_tricks,
    is_number,
    misere_danger,
    suit_rank,
)
from tablecards.games.nominations.kernel import (
    AUCTION,
    BID_BASE,
    CONTRACT,
    CONTRACT_BASE,
    CUT,
    CUT_BASE,
    MISERE_A,
    NCARDS,
    OPEN_A,
    PASS_A,
    FastNominations,
    from_action,
)
from tablecards.games.nominations.knowledge import knowledge_of, rules_for
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView


# -- the policy -------------------------------------------------------------------------------
def policy_move(state: FastNominations, rng: random.Random) -> int:
    """The action of the seat to move, among the state's legal actions.

    It reads only what that seat may know: its own hand (`hands[turn]`), `phase`, the ladder
    above the `high` bid, the current `trick` (with `best` and `winner`), `trump`, `bid`,
    `declarer`, `called`, and `partner` only when this seat may know it (it holds the called
    card, or the card is gone from every hand: played). The union of the hands is public (the
    unplayed cards); any one other hand is never read, so any determinization of the hidden
    cards gives the same move. `rng` only picks the cut."""
    return choose(state, state.legal(), rng)


def choose(state: FastNominations, legal: list[int], rng: random.Random) -> int:
    """`policy_move` among `legal` (a view's actions, when the bot plays on a world)."""
    if state.phase == AUCTION:
        return policy_bid(state.hands[state.turn], legal)
    if state.phase == CONTRACT:
        wanted = policy_contract(state.hands[state.turn])
        return wanted if wanted in legal else legal[0]
    if state.phase == CUT:
        k = CUT_BASE + rng.randint(4, 48)
        return k if k in legal else legal[0]
    return policy_card(state, [c for c in legal if c < NCARDS])


def policy_bid(hand: int, legal: Sequence[int]) -> int:
    """Misère on a safe hand, else the lowest number bid the side can make, else pass."""
    if MISERE_A in legal and misere_danger(hand) == 0:
        return MISERE_A
    side = estimated_tricks(hand) + PARTNER_TRICKS
    numbers = sorted(b for b in legal if is_number(b))
    return next((b for b in numbers if b - BID_BASE <= side), PASS_A)


def policy_contract(hand: int) -> int:
    """The longest suit trumps, calling the best missing ace or king, trumps first."""
    trump = suit_rank(hand)[0]
    for suit in (trump, *[x for x in range(4) if x != trump]):
        for r in (12, 11):
            if not hand >> (suit * 13 + r) & 1:
                return CONTRACT_BASE + NCARDS * trump + suit * 13 + r
    return CONTRACT_BASE + NCARDS * trump + trump * 13 + 12  # every ace and king: a solo


def _beats(c: int, best: int, trump: int) -> bool:
    return (c // 13 == best // 13 and c > best) or (c // 13 == trump and best // 13 != trump)


def _low(cards: list[int], trump: int) -> int:
    """The lowest card, a trump only when nothing else is left."""
    return min(cards, key=lambda c: (c // 13 == trump, c % 13))


def known_partner(s: FastNominations) -> int:
    """The partner if the seat to move may know it (it holds the called card, or the card
    was played), else -1."""
    if s.called < 0 or s.partner < 0:
        return -1
    if s.hands[s.turn] >> s.called & 1:
        return s.turn
    unplayed = s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3]
    return -1 if unplayed >> s.called & 1 else s.partner


def friends(s: FastNominations) -> set[int]:
    """Seats known to be on the mover's side (itself included)."""
    partner = known_partner(s)
    if partner < 0:
        return {s.turn}
    side = {s.declarer, partner}
    return side if s.turn in side else {x for x in range(4) if x not in side}


def policy_card(s: FastNominations, cards: list[int]) -> int:
    """The card to play among `cards` (see `policy_move` for what it reads)."""
    if len(cards) == 1:
        return cards[0]
    if s.bid in (MISERE_A, OPEN_A):
        return _misere_card(s, cards)
    trump = s.trump
    if not s.trick:
        aces = [c for c in cards if c % 13 == 12 and c // 13 != trump]
        return aces[0] if aces else _low(cards, trump)
    if s.winner in friends(s):
        return _low(cards, trump)
    winners = [c for c in cards if _beats(c, s.best, trump)]
    if not winners:
        return _low(cards, trump)
    if len(s.trick) == 3:
        return min(winners, key=lambda c: (c // 13 == trump, c % 13))
    return min(winners, key=lambda c: (c // 13 == trump, -(c % 13)))


def _misere_card(s: FastNominations, cards: list[int]) -> int:
    """The declarer ducks with its highest losing card; the defenders play low."""
    lowest = min(cards, key=lambda c: c % 13)
    if s.turn != s.declarer or not s.trick:
        return lowest
    losers = [c for c in cards if not _beats(c, s.best, s.trump)]
    return max(losers, key=lambda c: c % 13) if losers else lowest


# -- the bot over a view ----------------------------------------------------------------------
class NominationsBot:
    """The rule policy as a bot over a `SeatView` (the Easy level and every level's fallback)."""

    name = "rules"

    def plan(self, view: SeatView, action: Action) -> str | None:
        """The plan behind `action`, the policy's move in `view` (`plan_of`)."""
        return plan_of(view, action)

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        """Play `choose` on a world of the view, its hidden cards dealt by a fixed seed (they
        are never read)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        by_int = {from_action(a): a for a in legal}
        world = knowledge_of(view, rules_for(view)).plain_world(random.Random(0))
        return by_int[choose(world, list(by_int), rng)]


# -- the plan the policy names ----------------------------------------------------------------
def plan_of(view: SeatView, action: Action) -> str | None:
    """The plan behind `action` when it is the policy's move in `view` (the coach checks
    that it is): the rule branch that chose it, read again on the same world of the view
    (its hidden cards are never read). A plan id of the coach's words
    (`tablecards.ai.why_words`, or this game's `WHY_TEXTS` as "plan:<id>"); None for the
    cut, which the rule leaves to chance."""
    state = knowledge_of(view, rules_for(view)).plain_world(random.Random(0))
    move = from_action(action)
    if state.phase == AUCTION:
        return "misere_safe" if move == MISERE_A else "pass_short" if move == PASS_A \
            else "bid_estimate" if is_number(move) else None
    if state.phase == CONTRACT:
        return "longest_trumps"
    if state.phase == CUT or move >= NCARDS or len(view.legal_actions) < 2:
        return None
    return _card_plan(state, move)


def _card_plan(s: FastNominations, card: int) -> str | None:
    """The plan of `card` as `policy_card` chose it."""
    if s.bid in (MISERE_A, OPEN_A):
        declarer_ducks = s.turn == s.declarer and s.trick \
            and not _beats(card, s.best, s.trump)
        return "duck" if declarer_ducks else None
    trump = s.trump
    if not s.trick:
        return "lead_ace" if card % 13 == 12 and card // 13 != trump else "safe_lead"
    if s.winner in friends(s):
        return "partner_wins"
    if not _beats(card, s.best, trump):
        return "discard_loser"
    return "win_cheaply" if len(s.trick) == 3 else "take_high"
