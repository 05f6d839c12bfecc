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

from tablecards.games.nominations.facts import NominationsFacts
from tablecards.games.nominations.kernel import (
    AUCTION,
    BID_BASE,
    CARDS,
    CONTRACT,
    CONTRACT_BASE,
    CUT,
    CUT_BASE,
    MISERE_A,
    NCARDS,
    OPEN_A,
    PASS_A,
    PLAY,
    FastNominations,
    bid_code,
    card_int,
    cards_of,
    from_action,
    mask_of,
)
from tablecards.games.nominations.options import GameRules
from tablecards.games.nominations.rules import MISERE, OPEN_MISERE
from tablecards.rules.actions import Action
from tablecards.rules.cards import STANDARD_RANKS, Suit
from tablecards.rules.game import SeatView

PARTNER_TRICKS = 3.0  # what a called partner adds, on average
RANK_VALUE: tuple[int, ...] = tuple(int(r) for r in STANDARD_RANKS)
FULL = (1 << NCARDS) - 1
PHASES = {"auction": AUCTION, "cut": CUT, "contract": CONTRACT, "play": PLAY}


# -- hand evaluation, on bitmasks -------------------------------------------------------------
def _suit_honours(bits: int) -> float:
    """One suit's counted tricks: its ace, a guarded king and a twice guarded queen."""
    n = bits.bit_count()
    return (bits >> 12 & 1) + 0.7 * (bits >> 11 & 1 and n >= 2) + \
        0.3 * (bits >> 10 & 1 and n >= 3)


def _suit_danger(bits: int) -> int:
    """One suit's cards too high to duck in misère: the i-th lowest above 2(i + 1) + 3."""
    ranks = [RANK_VALUE[r] for r in range(13) if bits >> r & 1]
    return sum(1 for i, v in enumerate(ranks) if v > 2 * (i + 1) + 3)


# Per 13-bit suit pattern, so an evaluation is four look-ups.
HONOURS: tuple[float, ...] = tuple(_suit_honours(b) for b in range(1 << 13))
DANGER: tuple[int, ...] = tuple(_suit_danger(b) for b in range(1 << 13))


def _suits(hand: int) -> tuple[int, int, int, int]:
    return hand & 0x1FFF, hand >> 13 & 0x1FFF, hand >> 26 & 0x1FFF, hand >> 39


def estimated_tricks(hand: int) -> float:
    """Aces, guarded kings and queens, and the longest suit's cards beyond three."""
    a, b, c, d = _suits(hand)
    longest = max(a.bit_count(), b.bit_count(), c.bit_count(), d.bit_count())
    return HONOURS[a] + HONOURS[b] + HONOURS[c] + HONOURS[d] + max(0, longest - 3)


def misere_danger(hand: int) -> int:
    """Cards too high to duck (0: a misère hand)."""
    a, b, c, d = _suits(hand)
    return DANGER[a] + DANGER[b] + DANGER[c] + DANGER[d]


def suit_rank(hand: int) -> list[int]:
    """Suits longest first, the stronger on a tie, then in suit order."""
    def strength(s: int) -> tuple[int, int]:
        bits = hand >> (13 * s) & 0x1FFF
        return bits.bit_count(), sum(RANK_VALUE[r] for r in range(13) if bits >> r & 1)
    return sorted(range(4), key=lambda s: (-strength(s)[0], -strength(s)[1], s))


def is_number(code: int) -> bool:
    return BID_BASE < code < MISERE_A


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

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        """Play `choose` on a world of the view (its hidden cards are never read)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        by_int = {from_action(a): a for a in legal}
        pick = choose(world_of(view), list(by_int), rng)
        return by_int[pick]


def world_of(view: SeatView) -> FastNominations:
    """A kernel state of the view: the seat's hand, the auction or contract, the trick; the
    unseen cards dealt to the hidden seats in order (any deal will do: they are not read)."""
    facts = NominationsFacts.of(view)
    phase = PHASES.get(facts.phase, PLAY)
    misere = facts.bid in (MISERE, OPEN_MISERE)
    trump = -1 if misere or view.trump in (None, "none") else int(Suit.parse(view.trump))
    called = -1 if not facts.partner_card else \
        card_int(next(c for c in CARDS if c.code == facts.partner_card))
    hands = _dealt_hands(view)
    partner = -1 if facts.partner is None else facts.partner
    if partner < 0 and called >= 0:
        partner = next((s for s in range(4) if hands[s] >> called & 1), -1)
    plays = view.trick.plays if view.trick is not None else []
    world = FastNominations(
        GameRules(), view.dealer, hands, phase=phase, ncalls=len(facts.calls),
        declarer=-1 if facts.declarer is None else facts.declarer,
        bid=-1 if facts.bid is None else bid_code(facts.bid), trump=trump, called=called,
        partner=partner, leader=view.trick.leader if view.trick is not None else -1,
        trick=[card_int(c) for _, c in plays])
    world.turn = view.seat
    return world


def _dealt_hands(view: SeatView) -> list[int]:
    """The seat's hand, the face-up hands, and the unseen cards dealt to the rest by size."""
    played = 0
    current = [view.trick] if view.trick is not None else []
    for t in [*view.tricks, *current]:
        played |= mask_of(c for _, c in t.plays)
    hands = [0, 0, 0, 0]
    hands[view.seat] = mask_of(view.hand)
    for s, h in view.visible_hands.items():
        hands[s] = mask_of(h)
    unseen = cards_of(FULL & ~(played | hands[0] | hands[1] | hands[2] | hands[3]))
    for s in range(4):
        if s != view.seat and s not in view.visible_hands:
            n = view.hand_sizes[s]
            hands[s] = mask_of(CARDS[c] for c in unseen[:n])
            unseen = unseen[n:]
    return hands

