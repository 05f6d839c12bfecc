"""Static facts and lookup tables for the Ninety-Nine fast path.

A card is a small int, suit-major: `card = suit * width + rank_index`, with suits in the
`Suit` enum order (S H D C) and rank indices counting up in strength within the form's pack.
So a suit is one contiguous run of `width` bits of a hand mask, a higher int within a suit is a
higher card, and "cards of suit s in hand h" is `(h >> s * width) & SUIT_BITS`.

`KernelRules` holds what one match fixes (form and variants) plus the tables built from it; the
per-deal facts (trump, trick rule) live on the state. Everything here is built once per rule
set and shared by every state and clone.
"""

from __future__ import annotations

from functools import cache

from tablecards.rules.bits import set_bits
from tablecards.rules.cards import Rank, Suit

# -- phases ------------------------------------------------------------------------------------
SHOW = 0  # naughty_nun_site deal 1: each player shows a card to fix the trump
BID = 1  # choose three bid cards (a 3-bit mask); no_bid: the revealer after the premium round
PREMIUM = 2  # premium round: pass / declare / reveal (+ trump call, + announced number)
PLAY = 4
DONE = 5

# -- trumps (the state's `trump`) ---------------------------------------------------------------
NO_TRUMP = -1
NINES = 4  # the four 9s as their own trump suit (trump_nines, naughty_nun_site deal 9)

# -- trick rules (the state's `rule`) -----------------------------------------------------------
RULE_TRUMP = 0  # highest trump, else highest of the led suit (also no trump, led-suit-trump)
RULE_HIERARCHY = 1  # highest card of the highest suit present (C > H > S > D)
RULE_HIGH_RANK = 2  # highest rank whatever the suit, ties by suit (C > H > S > D)
RULE_SNAP = 3  # no trump, but a void player may snap with the led rank; the last snap wins
RULE_SECOND_BEST = 4  # the second-best card by normal precedence wins

# -- premium actions: kind | call << CALL_SHIFT | (announced number + 1) << ANNOUNCE_SHIFT ------
PASS = 0
DECLARE = 1
REVEAL = 2
KIND_BITS = 3
CALL_SHIFT = 2
CALL_BITS = 7
CALL_NONE = 0  # no trump named (the only "call" without premium_trump_call)
CALL_NO_TRUMP = 1  # "none": play at no trump
CALL_SUIT = 2  # CALL_SUIT + suit for S H D C
CALL_NINES = 6
ANNOUNCE_SHIFT = 5  # no_bid_premium_announce: a reveal carries the number 0..9

SNAP_FLAG = 64  # play action = card | SNAP_FLAG for a snap (cards are < 64)

# -- premium modes -----------------------------------------------------------------------------
PREM_NONE = 0  # pairs, Naughty Nun
PREM_ROUND = 1  # one clockwise round; after a declare only reveal/pass; a reveal ends it
PREM_PRIORITY = 2  # secret offers; reveal beats declare, then nearest the dealer's left
PREM_INDEPENDENT = 3  # each offer stands alone (5p, 2p, divide_and_conquer)

# -- scoring kinds -----------------------------------------------------------------------------
SCORE_STANDARD = 0
SCORE_DAC = 1
SCORE_PAIRS = 2
SCORE_FIVE = 3
SCORE_TWO = 4
SCORE_DUMMY_SEED = 5
SCORE_DUMMY_PENGUIN = 6

# Bid value of each suit (S H D C) = the suit hierarchy's order (C > H > S > D), used for both.
SUIT_VALUE = (1, 2, 0, 3)

RANKS_24 = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
RANKS_36 = (Rank.SIX, Rank.SEVEN, Rank.EIGHT, *RANKS_24)
RANKS_52 = (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, *RANKS_36)
RANKS_60 = (*RANKS_52[:9], Rank.ELEVEN, Rank.TWELVE, *RANKS_52[9:])

FORMS = (
    "standard_3p", "four_player", "four_player_pairs", "five_player",
    "two_player_dummy", "two_player_24",
)
DECLARE_ONLY = ("five_player", "two_player_dummy", "two_player_24")


@cache
def ranks_of_pattern(width: int) -> tuple[tuple[int, ...], ...]:
    """RANKS[p] = the set bit positions of the `width`-bit suit pattern p, low to high.

    Choosing a random card of a suit is then one shift, one mask and one index; 2**width
    tuples (512 for 36 cards, 32768 for the 60-card pack, built once on first use).
    """
    return tuple(tuple(r for r in range(width) if p >> r & 1) for p in range(1 << width))


class KernelRules:
    """One match's fixed rules (form and variants) with the tables the fast path uses."""

    __slots__ = (
        "asks", "bid_cache", "bit", "bonus", "dac_keeps", "dummy", "form", "full",
        "hand_size", "kinds", "live",
        "nine_index", "nines_mask", "no_bid", "no_bid_announce", "premium", "rank_list",
        "ranks", "rotations", "scoring", "seats", "suit_bits", "suit_mask", "suit_of",
        "tricks", "trump_call", "trump_nines", "width", "zero_or_ten",
    )

    rank_list: tuple[Rank, ...]  # the form's ranks, weakest first

    def __init__(
        self,
        form: str = "standard_3p",
        *,
        naughty: bool = False,
        premium_priority: bool = False,
        premium_trump_call: bool = False,
        trump_nines: bool = False,
        divide_and_conquer: bool = False,
        dac_fail_keeps_tricks: bool = False,
        no_bid: bool = False,
        no_bid_announce: bool = False,
        dummy_penguin: bool = False,
    ) -> None:
        if form not in FORMS:
            raise ValueError(f"unknown form {form!r}")
        self.form = form
        live = self.live = {"standard_3p": 3, "four_player": 4, "four_player_pairs": 4,
                            "five_player": 5, "two_player_dummy": 2, "two_player_24": 2}[form]
        self.dummy = form == "two_player_dummy"
        self.seats = live + 1 if self.dummy else live
        # asks[dealer]: live seats from the dealer's left; rotations[leader]: a trick's order
        self.asks = tuple(tuple((d + 1 + i) % live for i in range(live)) for d in range(live))
        self.rotations = tuple(
            tuple((lead + i) % self.seats for i in range(self.seats)) for lead in range(self.seats))
        self.rank_list = {4: RANKS_52, 5: RANKS_60}.get(live, RANKS_36)
        if form == "two_player_24":
            self.rank_list = RANKS_24
        width = self.width = len(self.rank_list)
        self.hand_size = 4 * width // self.seats
        self.tricks = self.hand_size - 3
        self.suit_bits = (1 << width) - 1
        self.suit_mask = tuple(self.suit_bits << (s * width) for s in range(4))
        self.full = (1 << 4 * width) - 1
        self.bit = tuple(1 << c for c in range(4 * width))
        self.suit_of = tuple(c // width for c in range(4 * width))
        self.nine_index = self.rank_list.index(Rank.NINE)
        self.nines_mask = sum(1 << (s * width + self.nine_index) for s in range(4))
        self.ranks = ranks_of_pattern(width)
        self.bid_cache: dict[int, int] = {}
        self.zero_or_ten = self.tricks == 10  # four players: a diamond bid wins 0 or 10
        self.no_bid = no_bid
        self.no_bid_announce = no_bid and no_bid_announce
        self.trump_call = premium_trump_call
        self.trump_nines = premium_trump_call and trump_nines
        self.dac_keeps = dac_fail_keeps_tricks
        if naughty or form == "four_player_pairs":
            self.premium = PREM_NONE
        elif divide_and_conquer or form in DECLARE_ONLY:
            self.premium = PREM_INDEPENDENT
        else:
            self.premium = PREM_PRIORITY if premium_priority else PREM_ROUND
        if no_bid:
            self.kinds: tuple[int, ...] = (REVEAL,)
        else:
            self.kinds = (DECLARE,) if form in DECLARE_ONLY else (DECLARE, REVEAL)
        self.scoring = {
            "four_player_pairs": SCORE_PAIRS, "five_player": SCORE_FIVE,
            "two_player_24": SCORE_TWO,
            "two_player_dummy": SCORE_DUMMY_PENGUIN if dummy_penguin else SCORE_DUMMY_SEED,
        }.get(form, SCORE_DAC if divide_and_conquer else SCORE_STANDARD)
        self.bonus = {"five_player": (0, 50, 40, 30, 20, 10), "two_player_24": (0, 20, 20)}.get(
            form, (0, 30, 20, 10, 0))

    # -- card helpers ---------------------------------------------------------------------------
    def card_int(self, suit: Suit, rank: Rank) -> int:
        return int(suit) * self.width + self.rank_list.index(rank)

    def card_parts(self, card: int) -> tuple[Suit, Rank]:
        return Suit(card // self.width), self.rank_list[card % self.width]

    def bid_value(self, bid: int) -> int:
        """Sum of the suit values of the cards in a bid mask (D 0, S 1, H 2, C 3); cached."""
        known = self.bid_cache.get(bid)
        if known is not None:
            return known
        m = self.suit_mask
        value = ((bid & m[0]).bit_count() + 2 * (bid & m[1]).bit_count()
                 + 3 * (bid & m[3]).bit_count())
        if len(self.bid_cache) < 1 << 16:  # every 3-card bid of the 60-card pack fits
            self.bid_cache[bid] = value
        return value


cards_of = set_bits  # the card ints of a mask, low to high
