"""Sneak as a compact, unchecked search state for AI playouts.

Cards are ints 0..51, `suit * 13 + value - 2` (value 2..14, ace 14). A hand is a multiset
packed in one int, two bits of copy count per card (two packs hold a card twice), so adding a
card is `+ 1 << 2c`. An action is a pair `(verb, cards)` with the same packing. `apply` trusts
its caller (search walks `legal()`); the lockstep differential tests keep it identical to
`SneakDeal`. Set comparison reuses the engine's `combos` functions, so both agree by
construction; the hot paths (draws, single cards) never build a Card. Two public fields serve
the rule policy, which must not read other seats' hidden cards: `full` (the whole pack, packed)
and `shown` (every card ever shown face up: flaunts and the sets of settled challenges).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablecards.games.sneak import combos
from tablecards.games.sneak.choices import challenge_actions, flaunt_actions, subset_actions
from tablecards.games.sneak.combos import rank_of_value
from tablecards.games.sneak.deal import SneakDeal
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, Suit
from tablecards.rules.game import Deal
from tablecards.rules.kernel import KernelTwin, Twin

DRAW, SNEAK, FLAUNT, CHALLENGE, DECLINE = range(5)
VERBS = ("draw", "sneak", "flaunt", "challenge", "decline")
VERB_CODE = {v: i for i, v in enumerate(VERBS)}
NCARDS = 52
CARDS: tuple[Card, ...] = tuple(
    Card(Suit(c // 13), rank_of_value(c % 13 + 2)) for c in range(NCARDS))
# EXPAND[b]: the card offsets (0..3, repeated per copy) packed in one byte of a hand.
EXPAND: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(4) for _ in range(b >> 2 * i & 3)) for b in range(256))
# EXPAND_AT[k][b]: the card ints packed in byte `b` of a hand's byte `k` (13 bytes: 52 cards).
EXPAND_AT: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(4 * k + i for i in EXPAND[b]) for b in range(256)) for k in range(13))
FastAction = tuple[int, int]
M1 = sum(1 << 2 * c for c in range(NCARDS))  # the low bit of every card's copy count
ONE_PACK = M1  # one copy of each card
# ABOVE[c]: the copy-count fields of `c` and every higher card of its suit.
ABOVE = tuple(sum(3 << 2 * o for o in range(c, c - c % 13 + 13)) for c in range(NCARDS))


def count(h: int) -> int:
    """Cards in a packed multiset."""
    return (h & M1).bit_count() + 2 * (h >> 1 & M1).bit_count()


def top_card(h: int) -> int:
    """The highest card int present in a non-empty packed multiset."""
    return (h.bit_length() - 1) >> 1


def value_of(c: int) -> int:
    """The rank value 2..14 of a card int."""
    return c % 13 + 2


def pack_ints(cards: list[int]) -> int:
    """A list of card ints as a packed multiset."""
    return sum(1 << 2 * c for c in cards)


def card_int(c: Card) -> int:
    assert c.suit is not None
    return int(c.suit) * 13 + combos.value(c) - 2


def pack(cards: Sequence[Card]) -> int:
    """A multiset of Cards as a packed hand."""
    h = 0
    for c in cards:
        h += 1 << 2 * card_int(c)
    return h


def unpack(h: int) -> list[int]:
    """The card ints of a packed hand, ascending, a card twice when held twice (read a byte
    at a time: the rollouts' hottest helper)."""
    if h < 0:  # cards taken that were not held: never loop on the sign bits
        raise ValueError("a packed hand below zero")
    out: list[int] = []
    for k, b in enumerate(h.to_bytes((h.bit_length() + 7) >> 3, "little")):
        if b:
            out += EXPAND_AT[k][b] if k < len(EXPAND_AT) else [4 * k + i for i in EXPAND[b]]
    return out


def to_cards(h: int) -> tuple[Card, ...]:
    return tuple(sorted(CARDS[c] for c in unpack(h)))


def to_action(seat: int, action: FastAction) -> Action:
    verb, cards = action
    if verb in (DRAW, DECLINE):
        return Action(seat, VERBS[verb], True)
    return Action(seat, VERBS[verb], to_cards(cards))


def from_action(action: Action) -> FastAction:
    value = action.value
    cards = pack(value) if isinstance(value, tuple) else 0
    return VERB_CODE[action.verb], cards


def _cards(h: int) -> list[Card]:
    return [CARDS[c] for c in unpack(h)]


class FastSneak:
    """One deal in progress. A lead waiting for answers is `lead_seat >= 0`."""

    __slots__ = ("asked", "chal", "discard", "done", "full", "had_turn", "hands", "lead_cards",
                 "lead_key", "lead_kind", "lead_seat", "lead_up", "limit", "n", "piles",
                 "shown", "sizes", "stock", "top", "turn")

    def __init__(self, hands: Sequence[int], stock: Sequence[int], turn: int,
                 had_turn: Sequence[bool], piles: Sequence[int], *, limit: int = 0,
                 discard: bool = False, top: int = 0, shown: int = 0, full: int = 0) -> None:
        """Build from explicit fields (a determinization): packed hands, the stock top first
        (`top` cards of it already drawn), the seat to play, first turns taken, pile sizes.
        `limit` is the hand limit (0: none), `shown` the cards shown so far, `full` the pack
        (0: one pack unless hands, stock and piles hold more cards)."""
        self.n = len(hands)
        self.hands = list(hands)
        self.sizes = [count(h) for h in hands]
        self.stock = tuple(stock)
        self.top = top
        self.turn = turn
        self.had_turn = list(had_turn)
        self.piles = list(piles)
        self.limit = limit
        self.discard = discard
        held = sum(self.sizes) + len(self.stock) - top + sum(self.piles)
        self.full = full or ONE_PACK * (2 if held > NCARDS else 1)
        self.shown = shown
        self.done = False
        self.lead_seat = -1
        self.lead_up = False
        self.lead_cards = 0
        self.lead_kind: str | None = None
        self.lead_key: tuple[int, ...] = ()
        self.asked: list[int] = []
        self.chal: list[tuple[int, int]] = []

    @classmethod
    def from_deal(cls, deal: SneakDeal) -> FastSneak:
        """The same position as a validating deal (a pending lead included)."""
        rules = deal.rules
        shown = [c for t in deal.resolved for _, c in t.plays]
        lead = deal.lead
        if lead is not None and lead.face_up:
            shown += lead.cards
        state = cls([pack(h) for h in deal.hands], [card_int(c) for c in deal.stock],
                    deal.turn, deal.had_turn, [len(p) for p in deal.piles],
                    limit=rules.hand_limit or 0, discard=rules.discard_losers, top=deal.top,
                    shown=pack(shown), full=ONE_PACK * (2 if len(deal.stock) > NCARDS else 1))
        state.done = deal.done
        if lead is not None:
            state.lead_seat, state.lead_up = lead.leader, lead.face_up
            state.lead_cards, state.lead_kind, state.lead_key = (
                pack(lead.cards), lead.kind, lead.key)
            state.asked = lead.asked[lead.decided:]
            state.chal = [(s, pack(cs)) for s, cs in lead.challenges]
        return state

    def clone(self) -> FastSneak:
        new = FastSneak.__new__(FastSneak)
        new.n, new.hands, new.sizes = self.n, self.hands[:], self.sizes[:]
        new.stock, new.top, new.turn = self.stock, self.top, self.turn
        new.had_turn, new.piles = self.had_turn[:], self.piles[:]
        new.limit, new.discard, new.done = self.limit, self.discard, self.done
        new.full, new.shown = self.full, self.shown
        new.lead_seat, new.lead_up, new.lead_cards = self.lead_seat, self.lead_up, self.lead_cards
        new.lead_kind, new.lead_key = self.lead_kind, self.lead_key
        new.asked, new.chal = self.asked[:], self.chal[:]
        return new

    # -- position ------------------------------------------------------------------------
    def to_move(self) -> int:
        """The deciding seat (-1 once the deal is over)."""
        if self.done:
            return -1
        return self.asked[0] if self.lead_seat >= 0 else self.turn

    def stock_left(self) -> int:
        return len(self.stock) - self.top

    def lead_limit(self, seat: int) -> int:
        sizes = self.sizes
        others = max(sizes[:seat] + sizes[seat + 1:])
        return min(sizes[seat], others)

    def scores(self) -> list[int]:
        return list(self.piles)

    # -- legal actions (complete lists; see `random_action` for playouts) ----------------------
    def legal(self) -> list[FastAction]:
        seat = self.to_move()
        if seat < 0:
            return []
        return [from_action(a) for a in self._engine_legal(seat)]

    def _engine_legal(self, seat: int) -> list[Action]:
        hand = _cards(self.hands[seat])
        if self.lead_seat >= 0:
            head = [Action(seat, "decline", True)]
            lead = to_cards(self.lead_cards)
            if not self.lead_up:
                return subset_actions(seat, "challenge", hand, len(lead), len(lead), head=head)
            return challenge_actions(seat, hand, lead, self.lead_kind, self.lead_key, head=head)
        size = self.lead_limit(seat)
        flaunts = flaunt_actions(seat, hand, size)
        if self.top < len(self.stock):
            if not self.had_turn[seat] or not hand:
                return [Action(seat, "draw", True)]
            draw = [] if self.limit and self.sizes[seat] >= self.limit else [
                Action(seat, "draw", True)]
            return subset_actions(seat, "sneak", hand, 1, size, head=draw, tail=flaunts)
        return flaunts

    # -- applying --------------------------------------------------------------------------
    def apply(self, action: FastAction) -> None:
        """Apply a legal action (unchecked)."""
        verb, cards = action
        seat = self.to_move()
        if verb == DRAW:
            c = self.stock[self.top]
            self.top += 1
            self.hands[seat] += 1 << 2 * c
            self.sizes[seat] += 1
            self.had_turn[seat] = True
            self._advance(seat)
            return
        k = 0
        if cards:
            self.hands[seat] -= cards
            k = count(cards)
            self.sizes[seat] -= k
        if verb == FLAUNT:
            self.shown += cards
        if verb in (SNEAK, FLAUNT):
            self._lead(seat, cards, k, verb == FLAUNT)
            return
        if verb == CHALLENGE:
            self.chal.append((seat, cards))
        self.asked.pop(0)
        if not self.asked:
            self._resolve()

    def _lead(self, seat: int, cards: int, k: int, up: bool) -> None:
        self.had_turn[seat] = True
        self.lead_seat, self.lead_up, self.lead_cards = seat, up, cards
        self.chal = []
        n, sizes, hands = self.n, self.sizes, self.hands
        order = [(seat + i) % n for i in range(1, n)]
        if not up:
            self.asked = [s for s in order if sizes[s] >= k]
        elif k == 1:
            c = unpack(cards)[0]
            self.lead_kind, self.lead_key = None, (c % 13 + 2,)
            top = c - c % 13 + 13  # the same suit, equal or higher
            self.asked = [s for s in order if any(
                hands[s] >> 2 * o & 3 for o in range(c, top))]
        else:
            lead = to_cards(cards)
            kind = combos.classify(lead)[0]
            key = combos.as_type(lead, kind)
            assert key is not None
            self.lead_kind, self.lead_key = kind, key
            self.asked = [s for s in order if sizes[s] >= k and combos.can_challenge_flaunt(
                _cards(hands[s]), lead, kind, key)]
        if not self.asked:
            self._resolve()

    def _key(self, cards: int) -> tuple[int, ...]:
        if self.lead_up:
            if self.lead_kind is None:
                return (unpack(cards)[0] % 13 + 2,)
            key = combos.as_type(to_cards(cards), self.lead_kind)
            assert key is not None
            return key
        cs = unpack(cards)
        if len(cs) == 1:
            return (cs[0] % 13 + 2,)
        return combos.sneak_key([CARDS[c] for c in cs])

    def _resolve(self) -> None:
        leader = self.lead_seat
        self.lead_seat = -1
        sets = [(leader, self.lead_cards), *self.chal]
        k = count(self.lead_cards)
        if len(sets) == 1:
            self.piles[leader] += k
        else:
            self.shown += sum(cs for _, cs in self.chal) + (0 if self.lead_up else
                                                            self.lead_cards)
            keys = [self._key(cs) for _, cs in sets]
            winner = sets[combos.best_index(keys)][0]
            self.piles[winner] += k if self.discard else k * len(sets)
        self.chal = []
        self._advance(leader)

    def _advance(self, seat: int) -> None:
        n, sizes = self.n, self.sizes
        while True:
            empty = self.top >= len(self.stock)
            if empty:
                holders = [s for s in range(n) if sizes[s]]
                if len(holders) <= 1:
                    for s in holders:
                        self.piles[s] += sizes[s]
                        sizes[s], self.hands[s] = 0, 0
                    self.done = True
                    return
            seat = (seat + 1) % n
            if empty:
                if not sizes[seat]:
                    continue
            elif (self.limit and self.had_turn[seat] and sizes[seat] >= self.limit
                    and self.lead_limit(seat) == 0):
                self.had_turn[seat] = True
                continue
            self.turn = seat
            return

    # -- random play -------------------------------------------------------------------------
    def random_action(self, rng: random.Random) -> FastAction:
        """A random legal action without listing them all: a kind (draw, sneak, flaunt) at
        random, then a random size and cards; flaunts are single cards; a sneak challenge is
        random cards; a flaunted combo is answered from the full list."""
        seat = self.to_move()
        hand = self.hands[seat]
        r = rng.random
        if self.lead_seat >= 0:
            if r() < 0.5:
                return DECLINE, 0
            if not self.lead_up:
                picks = rng.sample(unpack(hand), len(unpack(self.lead_cards)))
                return CHALLENGE, sum(1 << 2 * c for c in picks)
            if self.lead_kind is None:
                c = unpack(self.lead_cards)[0]
                ok = [o for o in range(c, c - c % 13 + 13) if hand >> 2 * o & 3]
                return CHALLENGE, 1 << 2 * ok[int(r() * len(ok))]
            legal = self._engine_legal(seat)  # indexed, never walked: it may be lazy
            return from_action(legal[int(r() * len(legal))])
        stock = self.top < len(self.stock)
        if stock and (not self.had_turn[seat] or not hand):
            return DRAW, 0
        size = self.lead_limit(seat)
        kinds = []
        if stock and not (self.limit and self.sizes[seat] >= self.limit):
            kinds.append(DRAW)
        if size:
            kinds.append(FLAUNT)
            if stock:
                kinds.append(SNEAK)
        kind = kinds[int(r() * len(kinds))]
        cards = unpack(hand)
        if kind == DRAW:
            return DRAW, 0
        if kind == FLAUNT:
            return FLAUNT, 1 << 2 * cards[int(r() * len(cards))]
        picks = rng.sample(cards, 1 + int(r() * size))
        return SNEAK, sum(1 << 2 * c for c in picks)

    def random_playout(self, rng: random.Random) -> list[int]:
        """Finish the deal in place with `random_action`; the cards each seat won."""
        while not self.done:
            self.apply(self.random_action(rng))
        return self.scores()


def deal_fast(rng: random.Random, players: int = 3, *, double: bool = False,
              dealer: int = 0, limit: int = 0, discard: bool = False) -> FastSneak:
    """A shuffled deal straight into the fast state: empty hands, the whole pack as stock."""
    order = list(range(NCARDS)) * (2 if double else 1)
    rng.shuffle(order)
    return FastSneak([0] * players, order, (dealer + 1) % players, [False] * players,
                     [0] * players, limit=limit, discard=discard)


# -- the referee's actions, for the conformance suite's lockstep (tablecards.rules.kernel) --

def twin(deal: Deal) -> KernelTwin:
    """This kernel on a referee deal, spoken to in the referee's actions (an asked challenger
    moves before the seat whose turn it is)."""
    assert isinstance(deal, SneakDeal)
    return Twin(FastSneak.from_deal(deal), lambda state, move: to_action(state.to_move(), move),
                lambda _, action: from_action(action), FastSneak.scores, FastSneak.to_move)
