"""What one Ninety-Nine seat knows, read from its `SeatView` into kernel ints and masks.

The rules come from the table's options when the caller knows them, else they are read off the
view (the premium mode, the phase, the legal actions' qualifiers: see `inferred_rules`).

A world (a determinization) honours everything the view shows: the seat's own hand and bid
cards, every played card, revealed hands, the dummy's laid hand, face-up bid cards, shown cards
still in hand, hand sizes, who has laid bid cards (three hidden cards each; the dummy's three
too), the joker (it stands for the turn-up card, so the turn-up's int goes to whoever might
hold the joker), the voids shown in play (a seat that did not follow lacks that follow suit
*in hand*, nines counted apart when they are trumps; its face-down bid cards may still hold
it; a first leader who had to lead a nine and did not holds none), Naughty Nun's ban on nines
as bid cards, and the premium offers and trump calls made in public. Secret things are
sampled: pending secret premium offers count as passes, pending shows follow the policy's show
(`judgement.show_card`). The unseen cards are dealt to the hidden places, most constrained
first; then each face-down bid is re-chosen among its seat's hidden cards the way bids are
made (three cards whose suits add up to what the rest of the hand is worth), since a bid is no
random three cards.

When sizes, shown voids and barred nines leave every unseen card one possible place, card play
has one world (`known_position`): never seen in the default three-player game (a face-down bid
may hold any card), now and then with the whole pack dealt between two, without bid cards, or
in pairs.

The search and the rule policy both start from such a world; the policy reads none of its
hidden cards, so any world serves it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from tablecards.ai.search.core import deal_honouring_voids
from tablecards.ai.search.dealing import unique_deal
from tablecards.games.ninety_nine.facts import NinetyNineFacts
from tablecards.games.ninety_nine.forms import FORMS
from tablecards.games.ninety_nine.judgement import show_card, worth_table
from tablecards.games.ninety_nine.kernel import CALL_CODES, FastNinetyNine
from tablecards.games.ninety_nine.kernel_engine import rules_from_config
from tablecards.games.ninety_nine.kernel_tables import (
    ANNOUNCE_SHIFT,
    BID,
    CALL_NONE,
    CALL_SHIFT,
    NINES,
    NO_TRUMP,
    PASS,
    PLAY,
    PREM_NONE,
    PREMIUM,
    REVEAL,
    RULE_HIERARCHY,
    RULE_HIGH_RANK,
    RULE_SECOND_BEST,
    RULE_SNAP,
    RULE_TRUMP,
    SHOW,
    SNAP_FLAG,
    SUIT_VALUE,
    KernelRules,
    cards_of,
)
from tablecards.games.ninety_nine.match import NinetyNineMatch
from tablecards.games.ninety_nine.naughty import nun_deal
from tablecards.rules.actions import Action
from tablecards.rules.bits import mask_of
from tablecards.rules.cards import Card, Rank, Suit
from tablecards.rules.game import SeatView

KIND_WORDS = {"pass": PASS, "declare": 1, "reveal": REVEAL}
PHASES = {"show": SHOW, "bid": BID, "revealer_bid": BID, "premium": PREMIUM, "play": PLAY}
TRICK_RULES = {"trump": RULE_TRUMP, "hierarchy": RULE_HIERARCHY,
               "highest_rank": RULE_HIGH_RANK, "second_best": RULE_SECOND_BEST}
BID_POOL = 7  # a guessed hidden bid comes from the seat's seven least valuable hidden cards
PLAUSIBLE_BIDS = True
DEAL_TRIES = 40  # card-by-card attempts at a deal under tight voids


# -- the rules in force -----------------------------------------------------------------------
_INFERRED: dict[tuple[object, ...], KernelRules] = {}


def rules_for(view: SeatView, options: dict[str, Any] | None,
              legal: Sequence[Action] = ()) -> KernelRules:
    """The fast rules: from the table's options when known, else read off the view."""
    form = NinetyNineFacts.of(view).form
    if options is not None and form in FORMS:
        given = {**options}
        given.setdefault(form, True)
        try:  # the engine's own option resolution, so fast and checked rules never drift apart
            return rules_from_config(NinetyNineMatch(FORMS[form].players, given).config)
        except ValueError:
            pass
    return inferred_rules(view, legal)


def inferred_rules(view: SeatView, legal: Sequence[Action] = ()) -> KernelRules:
    """The rules a view implies: the premium mode says Naughty Nun (none outside the pairs),
    priority or divide and conquer (independent with three players); fewer bids laid than
    players after the bid phase says no-bid; qualifiers on the legal premium actions or in the
    public record say trump calls, nines and announced numbers. What no view shows (a failed
    divide-and-conquer bidder keeping tricks) is taken at its default; Penguin dummy rules are
    recognised by deal 1 at no trump."""
    facts = NinetyNineFacts.of(view)
    form = facts.form if facts.form in FORMS else "standard_3p"
    premium = facts.premium
    mode = premium.get("mode", "round")
    phase = facts.phase
    keys = {k for a in legal for k, _ in a.extras}
    called = {v for a in legal for k, v in a.extras if k == "trump"}
    laid = facts.bids_laid
    no_bid = form == "standard_3p" and mode != "none" and (
        phase == "revealer_bid" or (phase in ("premium", "play") and len(laid) < 3))
    trump_call = "trump" in keys or bool(premium.get("calls"))
    key = (
        form,
        mode == "none" and form != "four_player_pairs",
        mode == "priority",
        trump_call,
        trump_call and ("nines" in called or view.trump == "nines"),
        mode == "independent" and form == "standard_3p",
        no_bid,
        no_bid and ("announce" in keys or bool(premium.get("announced"))),
        form == "two_player_dummy" and view.deal_index == 0 and view.trump == "none",
    )
    rules = _INFERRED.get(key)
    if rules is None:
        rules = _INFERRED[key] = KernelRules(
            form, naughty=bool(key[1]), premium_priority=bool(key[2]),
            premium_trump_call=bool(key[3]), trump_nines=bool(key[4]),
            divide_and_conquer=bool(key[5]), no_bid=bool(key[6]), no_bid_announce=bool(key[7]),
            dummy_penguin=bool(key[8]))
    return rules


def nine_rules(view: SeatView, rules: KernelRules, options: dict[str, Any] | None,
               legal: Sequence[Action] = ()) -> tuple[bool, bool]:
    """(nines barred from the bid cards, the first lead must be a nine) for this deal.

    Only Naughty Nun's site sequence has them (deals 6 and 9). Without the options, trump nines
    give deal 9 away; deal 6 looks like the first list's deal 6 except where the seat's own
    legal actions or bid cards tell them apart, and is otherwise taken as unrestricted.
    """
    if rules.premium != PREM_NONE or rules.form == "four_player_pairs":
        return False, False
    options = options or {}
    kind = "site" if options.get("naughty_nun_site") else (
        "default" if options.get("naughty_nun") else "")
    if kind:
        nd = nun_deal(kind, view.deal_index)
        return nd.no_nine_bids, nd.lead_nine
    if view.trump == "nines":
        return True, False
    if view.deal_index % 9 != 5 or NinetyNineFacts.of(view).trick_rule != "trump":
        return False, False
    site = _site_evidence(view, legal)
    return site, site


def _site_evidence(view: SeatView, legal: Sequence[Action]) -> bool:
    """Whether the seat's own cards show nines barred from bids or forced on the first lead."""
    nines = [c for c in view.hand if c.rank is Rank.NINE]
    own = NinetyNineFacts.of(view).own_bid_cards or []
    if any(Card.parse(c).rank is Rank.NINE for c in own):
        return False
    bids = [a for a in legal if a.verb == "bid"]
    if bids and nines:
        return not any(isinstance(a.value, tuple) and any(
            isinstance(c, Card) and c.rank is Rank.NINE for c in a.value) for a in bids)
    plays = [a.value for a in legal if a.verb == "play"]
    first_lead = not view.tricks and view.trick is not None and not view.trick.plays
    if plays and nines and first_lead and len(nines) < len(view.hand):
        return all(isinstance(c, Card) and c.rank is Rank.NINE for c in plays)
    return False


# -- what the seat knows ----------------------------------------------------------------------
def trump_int(code: str | None) -> int:
    if code == "nines":
        return NINES
    return int(Suit.parse(code)) if code in ("S", "H", "D", "C") else NO_TRUMP


def follow_mask(rules: KernelRules, trump: int, led: int) -> int:
    """The cards that follow the led card int (trump nines are a suit of their own)."""
    nines = rules.nines_mask
    if trump == NINES:
        return nines if nines >> led & 1 else rules.suit_mask[led // rules.width] & ~nines
    return rules.suit_mask[led // rules.width]


class Knowledge:
    """The facts of a view a determinization must honour, as ints and masks."""

    def __init__(self, view: SeatView, rules: KernelRules, *, no_nine_bid: bool = False,
                 lead_nine: bool = False) -> None:
        self.rules = rules
        self.view = view
        self.me = view.seat
        n = rules.seats
        self.facts = facts = NinetyNineFacts.of(view)
        self.phase = PHASES[facts.phase]
        self.trump = trump_int(view.trump)
        self.rule = RULE_SNAP if facts.snap_allowed else TRICK_RULES[facts.trick_rule]
        turnup = facts.turnup
        self.joker = self.ci(Card.parse(turnup)) if turnup and turnup != "JK" else -1
        self.no_nine_bid = no_nine_bid
        self.lead_nine = lead_nine
        self.dummy = facts.dummy if facts.dummy is not None else -1
        ctrl = facts.dummy_controller
        self.ctrl = ctrl if ctrl is not None and self.dummy >= 0 else None
        self.hands = [0] * n
        self.bids = [0] * n
        self.hands[self.me] = self.mask(view.hand)
        own_bid = facts.own_bid_cards
        if own_bid:
            self.bids[self.me] = self.mask([Card.parse(c) for c in own_bid])
        self.voids = [0] * n
        played = self._read_tricks()
        self.current = [self.ci(c) | (SNAP_FLAG if snap else 0) for (_, c), snap in zip(
            view.trick.plays if view.trick else [], self._snaps(), strict=True)]
        self.leader = view.trick.leader if view.trick and self.phase == PLAY else None
        self._read_places(played)
        self._read_premium()
        self._places()
        worth = worth_table(rules, self.trump, self.rule)
        self.held_worth = [sum(worth[c] for c in cards_of(self.hands[s] | self.played_by[s]))
                           for s in range(n)]
        self.guessed = [s for s in range(n) if self.hidden_bid[s] and s != self.dummy
                        and self.phase != SHOW] if PLAUSIBLE_BIDS else []
        self.shows_pending = [s for s in facts.shows_made or [] if s != self.me] \
            if self.phase == SHOW else []

    def _snaps(self) -> list[bool]:
        plays = self.view.trick.plays if self.view.trick else []
        snaps = list(self.facts.snaps)
        return (snaps + [False] * len(plays))[:len(plays)]

    def _read_tricks(self) -> int:
        """Played cards as a mask; voids from every trick where a seat did not follow."""
        view = self.view
        played = 0
        self.played_by = [0] * self.rules.seats
        tricks = [*view.tricks, *([view.trick] if view.trick else [])]
        for i, t in enumerate(tricks):
            if not t.plays:
                continue
            led = self.ci(t.plays[0][1])
            follow = follow_mask(self.rules, self.trump, led)
            if i == 0 and self.lead_nine and not self.rules.nines_mask >> led & 1:
                self.voids[t.plays[0][0]] |= self.rules.nines_mask  # had no nine to lead
            for seat, c in t.plays:
                ci = self.ci(c)
                played |= 1 << ci
                self.played_by[seat] |= 1 << ci
                if not follow >> ci & 1:
                    self.voids[seat] |= follow
        return played

    def _read_places(self, played: int) -> None:
        """Known cards of the other places, and how many hidden cards each hand and bid holds."""
        view = self.view
        n = self.rules.seats
        laid = set(self.facts.bids_laid)
        face_up = {int(s): self.mask([Card.parse(c) for c in cs])
                   for s, cs in self.facts.face_up_bids.items()}
        self.hidden_hand = [0] * n
        self.hidden_bid = [0] * n
        seen = played | self.hands[self.me] | self.bids[self.me]
        for s in range(n):
            if s == self.me:
                continue
            shown = self.mask(view.visible_hands.get(s, []) + view.known_cards.get(s, []))
            self.hands[s] = shown
            seen |= shown
            self.hidden_hand[s] = view.hand_sizes[s] - shown.bit_count()
            if s in face_up:
                self.bids[s] = face_up[s]
                seen |= face_up[s]
            elif s in laid or s == self.dummy:
                self.hidden_bid[s] = 3
        self.unseen = self.rules.full & ~seen
        self.consistent = (self.unseen.bit_count()
                           == sum(self.hidden_hand) + sum(self.hidden_bid)
                           and min(self.hidden_hand) >= 0)

    def _read_premium(self) -> None:
        """Offers (in the round) or holders (after it), public trump calls and numbers."""
        n = self.rules.seats
        premium = self.facts.premium
        in_round = self.phase == PREMIUM
        words = (premium.get("offers") if in_round else premium.get("holders")) or {}
        self.premium = [0] * n
        for s, word in words.items():
            self.premium[int(s)] = KIND_WORDS.get(str(word), PASS)
        self.premium_step = len(premium.get("offers") or premium.get("offered") or [])
        self.calls = [CALL_NONE] * n
        for s, code in (premium.get("calls") or {}).items():
            if code in CALL_CODES:
                self.calls[int(s)] = CALL_CODES.index(code)
        self.announce = -1
        for s, number in (premium.get("announced") or {}).items():
            self.calls[int(s)] |= (int(number) + 1) << (ANNOUNCE_SHIFT - CALL_SHIFT)
            if not in_round and self.premium[int(s)] == REVEAL:
                self.announce = int(number)

    def ci(self, c: Card) -> int:
        if c.is_joker:
            return self.joker
        assert c.suit is not None
        return self.rules.card_int(c.suit, c.rank)

    def mask(self, cards: list[Card]) -> int:
        return mask_of(cards, self.ci)

    def world(self, rng: random.Random) -> FastNinetyNine:
        """One complete deal consistent with the view (voids, sizes, known cards)."""
        hands, bids = self._deal(rng)
        for seat in self.guessed:
            self._plausible_bid(seat, hands, bids, rng)
        shown = [-1] * self.rules.seats
        for s in self.shows_pending:
            shown[s] = show_card(self.rules, hands[s], rng)
        return self._state(hands, bids, shown)

    def known_position(self) -> FastNinetyNine | None:
        """The position itself in card play when sizes, shown voids and barred nines leave
        every unseen card one possible place (a hand or a face-down bid), else None. Rare where
        three hidden bid cards a seat may be any cards; likelier without bid cards, in pairs,
        or with the whole pack dealt between two."""
        if self.phase != PLAY or not self.consistent:
            return None
        n = self.rules.seats
        allowed = [self.unseen & ~b for b in self.banned]
        dealt = unique_deal(self.unseen, self.order, self.sizes, allowed)
        if dealt is None:
            return None
        places = [d | k for d, k in zip(dealt, self.hands + self.bids, strict=True)]
        return self._state(places[:n], places[n:], [-1] * n)

    def _plausible_bid(self, seat: int, hands: list[int], bids: list[int],
                       rng: random.Random) -> None:
        """Re-choose a hidden bid among the seat's hidden cards the way bids are made: three
        cards whose suit values add up to what the rest of the seat's twelve is worth (one of
        the three best fits, from its least valuable cards). Cards of a suit the seat has
        shown void in must be among them; nines stay out where barred."""
        rules = self.rules
        worth = worth_table(rules, self.trump, self.rule)
        pool = (hands[seat] & ~self.hands[seat]) | bids[seat]
        must = pool & self.voids[seat]
        need = 3 - must.bit_count()
        free = cards_of(pool & ~must & ~(rules.nines_mask if self.no_nine_bid else 0))
        if need < 0 or len(free) < need:
            return
        total = self.held_worth[seat] + sum(worth[c] for c in cards_of(pool))
        base = total - sum(worth[c] + SUIT_VALUE[c // rules.width] for c in cards_of(must))
        w = rules.width
        free.sort(key=lambda c: (worth[c], c))
        gain = [(worth[c] + SUIT_VALUE[c // w], 1 << c) for c in free[:BID_POOL]]
        fits = sorted((abs(base - sum(g for g, _ in combo)), sum(b for _, b in combo))
                      for combo in combinations(gain, need))
        bid = must | fits[int(rng.random() * min(3, len(fits)))][1]
        bids[seat] = bid
        hands[seat] = self.hands[seat] | (pool & ~bid)

    def _places(self) -> None:
        """Hidden hands then hidden bids as 2n places; a hand avoids its voids, a bid the
        nines where they are barred (the dummy's bid is dealt, not chosen)."""
        n = self.rules.seats
        nines = self.rules.nines_mask if self.no_nine_bid else 0
        self.sizes = self.hidden_hand + self.hidden_bid
        self.banned = self.voids + [0 if s == self.dummy else nines for s in range(n)]
        self.order = sorted((p for p in range(2 * n) if self.sizes[p]),
                            key=lambda p: (-self.banned[p].bit_count(), p))
        self.constrained = any(self.banned[p] & self.unseen for p in self.order)

    def _deal(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """Place by place while that works; under tight voids card by card; as a last resort
        (never met in the tests) with the voids dropped."""
        n = self.rules.seats
        dealt = self._by_place(rng)
        if dealt is None and self.constrained:
            for _ in range(2):
                dealt = self._by_place(rng)
                if dealt is not None:
                    break
            for _ in range(DEAL_TRIES):
                if dealt is not None:
                    break
                dealt = self._by_card(rng)
        if dealt is None:
            dealt = deal_honouring_voids(self.hands + self.bids, self.order, self.unseen,
                                         self.sizes, self.banned, rng, 0, cards_of)
        return dealt[:n], dealt[n:]

    def _by_place(self, rng: random.Random) -> list[int] | None:
        """Most constrained place first, each a random sample of the cards it may hold."""
        dealt = self.hands + self.bids
        left = self.unseen
        for p in self.order:
            allowed = cards_of(left & ~self.banned[p])
            k = self.sizes[p]
            if len(allowed) < k:
                return None
            for c in rng.sample(allowed, k):
                dealt[p] |= 1 << c
                left ^= 1 << c
        return dealt

    def _by_card(self, rng: random.Random) -> list[int] | None:
        """Cards with the fewest possible places first, each to a place with room (weighted
        by its room): finds deals the place-by-place sampler keeps missing."""
        dealt = self.hands + self.bids
        room = list(self.sizes)
        cards = cards_of(self.unseen)
        where = {c: [p for p in self.order if not self.banned[p] >> c & 1] for c in cards}
        cards.sort(key=lambda c: len(where[c]))
        for c in cards:
            open_ = [p for p in where[c] if room[p]]
            x = rng.random() * sum(room[p] for p in open_)
            if not open_:
                return None
            for p in open_:
                x -= room[p]
                if x < 0:
                    break
            room[p] -= 1
            dealt[p] |= 1 << c
        return dealt

    def _state(self, hands: list[int], bids: list[int], shown: list[int]) -> FastNinetyNine:
        """The kernel state of one complete placing of the hidden cards."""
        view = self.view
        return FastNinetyNine(
            self.rules, hands, view.dealer, bids=bids, phase=self.phase, trump=self.trump,
            rule=self.rule, premium=self.premium, calls=self.calls,
            premium_step=self.premium_step, leader=self.leader, ctrl=self.ctrl,
            trick=self.current if self.phase == PLAY else (),
            tricks=view.tricks_won or None, joker=self.joker, no_nine_bid=self.no_nine_bid,
            lead_nine=self.lead_nine and not view.tricks, announce=self.announce, shown=shown)

