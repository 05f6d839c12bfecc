"""Mini Misère as a compact, unchecked search state for AI playouts and determinizations.

Cards are ints: `suit * 8 + index`, index 0..6 for 2 9 10 J Q K A (so within a suit a higher
int ranks higher and a 2 is lowest), the joker is 32. A hand is an int bitmask. Actions are
ints too: a card, plus `LOT` when the play declares the Lot, plus `(suit + 1) * NAME` for an
old-rule led joker naming a suit; `NO`/`YES` answer the old-timing Lot question. `apply`
trusts its caller; the lockstep differential tests keep it identical to `MiniMisereDeal`.
The public `played` mask (every card played this hand, the trick on the table's too) serves the
rule policy, which must judge a suit's top card without reading another seat's hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from tablecards.games.mini_misere.deal import MiniMisereDeal
from tablecards.games.mini_misere.options import GameRules
from tablecards.rules import bits
from tablecards.rules.actions import Action
from tablecards.rules.bits import SuitFields
from tablecards.rules.cards import JOKER as JOKER_CARD
from tablecards.rules.cards import Card, Rank, Suit
from tablecards.rules.game import Deal
from tablecards.rules.kernel import KernelTwin, Twin

INDEX_RANKS = (Rank.TWO, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
JOKER = 32
JOKER_BIT = 1 << JOKER
LOT = 64
NAME = 128
NO, YES = 1024, 1025
SUIT_MASK: tuple[int, ...] = tuple(0x7F << (8 * s) for s in range(4))
SUITS = SuitFields(7, 8)  # seven ranks a suit, in eight-bit fields
BITS = SUITS.bits  # BITS[s][m]: the card ints of suit s whose index bits are set in m
_suit_cards_of = SUITS.cards_of


def card_int(c: Card) -> int:
    """The fast index of a Card."""
    if c.is_joker:
        return JOKER
    assert c.suit is not None
    return int(c.suit) * 8 + INDEX_RANKS.index(c.rank)


def int_card(i: int) -> Card:
    """The Card of a fast index."""
    return JOKER_CARD if i == JOKER else Card(Suit(i >> 3), INDEX_RANKS[i & 7])


def mask_of(cards: Iterable[Card]) -> int:
    """A bitmask of Cards."""
    return bits.mask_of(cards, card_int)


def cards_of(mask: int) -> list[int]:
    """The card ints of a bitmask, ascending (the joker last)."""
    out = _suit_cards_of(mask)
    if mask & JOKER_BIT:
        out.append(JOKER)
    return out


@dataclass(frozen=True, slots=True)
class KernelRules:
    """The configuration a fast state reads: shared, never copied by `clone`."""

    players: int
    joker: int  # 0 none, 1 new rule, 2 old rule
    deuce: bool
    lot_first: bool
    stop_early: bool
    hand_size: int
    table: tuple[int, ...]
    success: int
    failure: int
    pack: tuple[int, ...]
    deck: int  # the pack as a mask

    @classmethod
    def from_config(cls, cfg: GameRules) -> KernelRules:
        pack = tuple(card_int(c) for c in cfg.pack())
        return cls(cfg.players, {"": 0, "new": 1, "old": 2}[cfg.joker], cfg.deuce_power,
                   cfg.lot_first_play, cfg.stop_early, cfg.hand_size, cfg.table,
                   cfg.lot_success, cfg.lot_failure, pack, bits.mask_of_ints(pack))


class FastMiniMisere:
    """One hand in progress; `turn` is the seat to act (asked, leading or following)."""

    __slots__ = ("asked", "asking", "best", "best_seat", "count", "declarers", "done", "hands",
                 "lead", "leader", "locked", "lost", "named", "ntricks", "played", "rules",
                 "stopped", "tricks", "turn")

    def __init__(
        self,
        rules: KernelRules,
        hands: Sequence[int],
        leader: int,
        plays: Sequence[int] = (),
        named: int = -1,
        tricks: Sequence[int] | None = None,
        declarers: int = 0,
        lost: int = 0,
        asking: bool = False,
        asked: int = 0,
        stopped: bool = False,
        played: int = 0,
    ) -> None:
        """Build from explicit fields (a determinization): `plays` are the current trick's
        cards from `leader` on, `named` the suit named by a led old-rule joker or -1,
        `declarers`/`lost` seat bitmasks (Lot declarers; declarers who lost a trick),
        `asking`/`asked` the open Lot question and how many have declined, `played` the cards
        of the finished tricks (the current trick's `plays` are added to it)."""
        n = rules.players
        self.rules = rules
        self.hands = list(hands)
        self.leader = leader
        self.tricks = list(tricks) if tricks is not None else [0] * n
        self.ntricks = sum(self.tricks)
        self.declarers, self.lost = declarers, lost
        self.asking, self.asked = asking, asked
        self.stopped = stopped
        self.played = played
        self.lead = self.best = self.best_seat = -1
        self.named, self.count, self.locked = named, 0, False
        self.turn = (leader + asked) % n if asking else leader
        for c in plays:
            self._add(c)
        self.done = stopped or (self.lead < 0 and self.ntricks == rules.hand_size)

    @classmethod
    def from_deal(cls, deal: MiniMisereDeal) -> FastMiniMisere:
        """The same position as a validating deal."""
        seat_bits = sum(1 << d for d in deal.declarers)
        lost = sum(1 << d for d in deal.declarers
                   if any(t.winner != d for t in deal.tricks))
        return cls(
            KernelRules.from_config(deal.cfg),
            [mask_of(h) for h in deal.hands],
            deal.trick.leader,
            [card_int(c) for _, c in deal.trick.plays],
            -1 if deal.named is None else int(deal.named),
            deal.tricks_won(),
            seat_bits,
            lost,
            deal.asking,
            len(deal.declined),
            deal.stopped,
            mask_of(c for t in deal.tricks for _, c in t.plays),
        )

    def clone(self) -> FastMiniMisere:
        new = FastMiniMisere.__new__(FastMiniMisere)
        new.rules = self.rules
        new.hands = self.hands[:]
        new.tricks = self.tricks[:]
        new.leader, new.turn, new.lead = self.leader, self.turn, self.lead
        new.best, new.best_seat, new.count = self.best, self.best_seat, self.count
        new.named, new.locked, new.ntricks = self.named, self.locked, self.ntricks
        new.declarers, new.lost = self.declarers, self.lost
        new.asking, new.asked = self.asking, self.asked
        new.stopped, new.done = self.stopped, self.done
        new.played = self.played
        return new

    # -- legality --------------------------------------------------------------------------
    def legal_mask(self) -> int:
        """The cards the seat to move may play."""
        hand = self.hands[self.turn]
        lead = self.lead
        if lead < 0:
            return hand
        if lead == JOKER:
            named = self.named
            return hand & SUIT_MASK[named] or hand if named >= 0 else hand
        follow = hand & SUIT_MASK[lead >> 3]
        if not follow:
            return hand
        return follow | hand & JOKER_BIT if self.rules.joker == 2 else follow

    def legal(self) -> list[int]:
        """Every legal action as an int (see the module docstring)."""
        if self.done:
            return []
        if self.asking:
            return [NO, YES]
        out = cards_of(self.legal_mask())
        if self.lead < 0 and self.rules.joker == 2 and out and out[-1] == JOKER:
            out[-1:] = [JOKER + NAME * (s + 1) for s in range(4)]
        if self.rules.lot_first and self.ntricks == 0:
            out += [a + LOT for a in out]
        return out

    # -- applying --------------------------------------------------------------------------
    def apply(self, action: int) -> None:
        """Apply a legal action (unchecked)."""
        if action >= NO:
            self._answer(action == YES)
            return
        seat = self.turn
        c = action & 63
        self.hands[seat] ^= 1 << c
        if action & LOT:
            self.declarers |= 1 << seat
        if action >= NAME:
            self.named = (action >> 7) - 1
        self._add(c)
        if self.count == self.rules.players:
            self._finish_trick()

    def _answer(self, accept: bool) -> None:
        if accept:
            self.declarers |= 1 << self.turn
            self.asking = False
            self.turn = self.leader
            return
        self.asked += 1
        if self.asked == self.rules.players:
            self.asking = False
            self.turn = self.leader
        else:
            self.turn = (self.turn + 1) % self.rules.players

    def _add(self, c: int) -> None:
        """Put a card on the trick (whose seat is `turn`) and pass the turn."""
        seat = self.turn
        self.played |= 1 << c
        if self.lead < 0:
            self.lead, self.best, self.best_seat, self.count = c, c, seat, 1
            self.locked = c == JOKER or (self.rules.deuce and c & 7 == 0)
        else:
            self.count += 1
            if not self.locked and c >> 3 == self.lead >> 3 and c > self.best:
                self.best, self.best_seat = c, seat
        self.turn = (seat + 1) % self.rules.players

    def _finish_trick(self) -> None:
        winner = self.best_seat
        self.tricks[winner] += 1
        self.ntricks += 1
        self.lost |= self.declarers & ~(1 << winner)
        self.lead = self.best = self.best_seat = self.named = -1
        self.count, self.locked = 0, False
        self.leader = self.turn = winner
        if self.ntricks == self.rules.hand_size:
            self.done = True
        elif self.rules.stop_early and self.declarers and self.lost == self.declarers:
            self.done = self.stopped = True

    # -- results ---------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Each seat's points for the hand (meaningful once `done`)."""
        r = self.rules
        if not self.declarers:
            return [r.table[t] for t in self.tricks]
        n = r.players
        for d in range(n):
            if self.declarers >> d & 1 and self.tricks[d] == r.hand_size:
                return [r.success if s == d else 0 for s in range(n)]
        return [0 if self.declarers >> s & 1 else r.failure for s in range(n)]

    def random_playout(self, rng: random.Random, lot_rate: float = 0.0) -> list[int]:
        """Finish the hand in place with uniformly random legal cards; the scores. A seat
        that may bid the Lot does so with probability `lot_rate` (default: never)."""
        r = rng.random
        while not self.done and (self.asking or (lot_rate and self.rules.lot_first
                                                 and self.ntricks == 0)):
            if self.asking:
                self._answer(r() < lot_rate)
                continue
            t = cards_of(self.legal_mask())
            action = t[int(r() * len(t))]
            if action == JOKER and self.lead < 0 and self.rules.joker == 2:
                action += NAME * (1 + int(r() * 4))
            self.apply(action + LOT if r() < lot_rate else action)
        if not self.done:
            self._finish_random(r)
        return self.scores()

    def _finish_random(self, r: Callable[[], float]) -> None:
        """The playout's inner loop with the state in locals (no Lot can be bid any more);
        `played` gains every card that leaves a hand, once, at the end."""
        rules = self.rules
        n, size, deuce, old = rules.players, rules.hand_size, rules.deuce, rules.joker == 2
        stop = rules.stop_early and self.declarers != 0
        hands, tricks, sm = self.hands, self.tricks, SUIT_MASK
        b0, b1, b2, b3 = BITS
        lead, best, best_seat, count = self.lead, self.best, self.best_seat, self.count
        named, locked, turn = self.named, self.locked, self.turn
        ntricks, declarers, lost = self.ntricks, self.declarers, self.lost
        held = 0
        for m in hands:
            held |= m
        while True:
            m = hands[turn]
            if lead < 0:
                legal = m
            elif lead == JOKER:
                legal = (m & sm[named] or m) if named >= 0 else m
            else:
                f = m & sm[lead >> 3]
                legal = (f | m & JOKER_BIT if old else f) if f else m
            t = [*b0[legal & 127], *b1[legal >> 8 & 127], *b2[legal >> 16 & 127],
                 *b3[legal >> 24 & 127]]
            if legal & JOKER_BIT:
                t.append(JOKER)
            c = t[int(r() * len(t))]
            hands[turn] = m ^ (1 << c)
            if lead < 0:
                lead = best = c
                best_seat, count = turn, 1
                locked = c == JOKER or (deuce and c & 7 == 0)
                if c == JOKER and old:
                    named = int(r() * 4)
            else:
                count += 1
                if not locked and c >> 3 == lead >> 3 and c > best:
                    best, best_seat = c, turn
            if count < n:
                turn = turn + 1 if turn + 1 < n else 0
                continue
            tricks[best_seat] += 1
            ntricks += 1
            lost |= declarers & ~(1 << best_seat)
            turn = best_seat
            lead = named = -1
            count = 0
            if ntricks == size:
                break
            if stop and lost == declarers:
                self.stopped = True
                break
        self.lead = self.best = self.best_seat = self.named = -1
        self.count, self.locked = 0, False
        self.leader = self.turn = turn
        self.ntricks, self.lost = ntricks, lost
        for m in hands:
            held &= ~m
        self.played |= held
        self.done = True


# -- mapping to and from the engine's actions -------------------------------------------------
def to_action(seat: int, action: int) -> Action:
    """The engine Action of a fast action int."""
    if action >= NO:
        return Action(seat, "lot", action == YES)
    extras: list[tuple[str, str | bool]] = []
    if action >= NAME:
        extras.append(("suit", Suit((action >> 7) - 1).code))
    if action & LOT:
        extras.append(("lot", True))
    return Action(seat, "play", int_card(action & 63), tuple(extras))


def from_action(action: Action) -> int:
    """The fast action int of a (legal) engine Action."""
    if action.verb == "lot":
        return YES if action.value is True else NO
    assert isinstance(action.value, Card)
    out = card_int(action.value)
    if action.get("lot") is True:
        out += LOT
    suit = action.get("suit")
    if isinstance(suit, str):
        out += NAME * (int(Suit.parse(suit)) + 1)
    return out


def deal_fast(rng: random.Random, rules: KernelRules, dealer: int = 0) -> FastMiniMisere:
    """A shuffled hand straight into the fast state (one at a time from the dealer's left)."""
    order = list(rules.pack)
    rng.shuffle(order)
    n = rules.players
    first = (dealer + 1) % n
    hands = [0] * n
    for i in range(n * rules.hand_size):
        hands[(first + i) % n] |= 1 << order[i]
    return FastMiniMisere(rules, hands, first, asking=not rules.lot_first)


# -- the referee's actions, for the conformance suite's lockstep (tablecards.rules.kernel) --

def twin(deal: Deal) -> KernelTwin:
    """This kernel on a referee deal, spoken to in the referee's actions."""
    assert isinstance(deal, MiniMisereDeal)
    return Twin(FastMiniMisere.from_deal(deal), lambda state, move: to_action(state.turn, move),
                lambda _, action: from_action(action), FastMiniMisere.scores)
