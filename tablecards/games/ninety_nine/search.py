"""Ninety-Nine on the search core: determinizations, bid-aware rollouts, every decision.

Every form (3p, 4p, pairs, 5p, 2p 24 cards, 2p with a dummy) and variant (premium priority,
trump calls and nines, the joker turn-up, no-bid with fixed or announced reveals, divide and
conquer, both Naughty Nun sequences with their trick rules, shows and snaps) is searched. The
rules come from the table's options when the caller knows them, else they are read off the view
(the premium mode, the phase, the legal actions' qualifiers: see `inferred_rules`).

What a determinization honours (all read from the `SeatView`): the seat's own hand and bid
cards, every played card, revealed hands, the dummy's laid hand, face-up bid cards, shown cards
still in hand, hand sizes, who has laid bid cards (three hidden cards each; the dummy's three
too), the joker (it stands for the turn-up card, so the turn-up's int goes to whoever might
hold the joker), the voids shown in play (a seat that did not follow lacks that follow suit
*in hand*, nines counted apart when they are trumps; its face-down bid cards may still hold
it; a first leader who had to lead a nine and did not holds none), Naughty Nun's ban on nines
as bid cards, and the premium offers and trump calls made in public. Secret things are
sampled: pending secret premium offers count as passes, pending shows follow the rollout's
show policy. The unseen cards are dealt to the hidden places, most constrained first; then
each face-down bid is re-chosen among its seat's hidden cards the way bids are made (three
cards whose suits add up to what the rest of the hand is worth), since a bid is no random
three cards.

When sizes, shown voids and barred nines leave every unseen card one possible place, card play
is solved exactly instead (`known_world`, `endgame.solve_known`): never seen in the default
three-player game (a face-down bid may hold any card), now and then with the whole pack dealt
between two, without bid cards, or in pairs.

Decisions: bid cards by PIMC over the most promising candidates (choose 3 by a trick estimate,
then simulate each); premium bids, trump calls and announced numbers by PIMC over the
candidates a trick estimate ranks best (pass always among them); the trump-show card by PIMC;
card play, the dummy's cards and snaps by ISMCTS. Rollouts play the rule policy
(`policy.py`, described in the game's README) under every trick rule, a tenth of the cards at
random, the bids among its three best fits.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from tablecards.ai.search.core import Budget, Wrapped, deal_honouring_voids, flat_pimc, ismcts
from tablecards.ai.search.dealing import unique_deal
from tablecards.ai.search.endgame import solve_known
from tablecards.games.ninety_nine.facts import NinetyNineFacts
from tablecards.games.ninety_nine.forms import FORMS
from tablecards.games.ninety_nine.kernel import CALL_CODES, FastNinetyNine
from tablecards.games.ninety_nine.kernel_engine import rules_from_config
from tablecards.games.ninety_nine.kernel_tables import (
    ANNOUNCE_SHIFT,
    BID,
    CALL_BITS,
    CALL_NINES,
    CALL_NO_TRUMP,
    CALL_NONE,
    CALL_SHIFT,
    CALL_SUIT,
    DONE,
    KIND_BITS,
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
    SCORE_PAIRS,
    SHOW,
    SNAP_FLAG,
    SUIT_VALUE,
    KernelRules,
    cards_of,
)
from tablecards.games.ninety_nine.match import NinetyNineMatch
from tablecards.games.ninety_nine.naughty import nun_deal
from tablecards.games.ninety_nine.policy import (
    general_card,
    hand_worth,
    own_target,
    plain_card,
    plain_rule,
    policy_bid,
    policy_card,
    policy_move,
    ranked_bids,
    show_card,
    worth_table,
)
from tablecards.rules.actions import Action
from tablecards.rules.bits import mask_of
from tablecards.rules.cards import Card, Rank, Suit
from tablecards.rules.game import SeatView

# Iterations per decision of the Normal and Strong levels (the time cap guards a stalled machine).
# Three players, 100 duplicate deals: Strong vs Normal at 50 +5.54 [+0.63, +10.45] points (vs
# Normal at 200, after the searched variants landed, +2.24 [-4.31, +8.79] over 60), and Normal
# at 50 vs the rule bot +17.20 [+11.90, +22.50].
BUDGETS = {"normal": Budget(50, 2.0), "strong": Budget(1000, 1.2)}

SCALE = 100.0  # deal points of difference that span the reward range
EPSILON = 0.1  # share of rollout cards played at random
KIND_WORDS = {"pass": PASS, "declare": 1, "reveal": REVEAL}
PHASES = {"show": SHOW, "bid": BID, "revealer_bid": BID, "premium": PREMIUM, "play": PLAY}
TRICK_RULES = {"trump": RULE_TRUMP, "hierarchy": RULE_HIERARCHY,
               "highest_rank": RULE_HIGH_RANK, "second_best": RULE_SECOND_BEST}
STANDARD_PLAYS = 27  # card plays of a three-player deal: the budgets' reference
PREMIUM_KEEP = 6  # premium candidates simulated when trump calls or numbers multiply them
BID_POOL = 7  # a guessed hidden bid comes from the seat's seven least valuable hidden cards
PLAUSIBLE_BIDS = True
DEAL_TRIES = 40  # card-by-card attempts at a deal under tight voids


# -- the search state -------------------------------------------------------------------------
class NinetyNineState(Wrapped[FastNinetyNine]):
    """`FastNinetyNine` as a `SearchState`; reward = own deal points against the others'."""

    __slots__ = ()

    def mover(self) -> int:
        """The live seat that decides (a dummy's cards are played by its controller)."""
        return self.s.controller()

    def rewards(self) -> list[float]:
        """Own points minus the mean of the others' (the dummy counts: it can win the game;
        a partner does not: it shares the side's score)."""
        s = self.s
        pts = s.points()
        n = len(pts)
        pairs = s.rules.scoring == SCORE_PAIRS
        out = []
        for i in range(n):
            others = [pts[j] for j in range(n) if j != i and (not pairs or j % 2 != i % 2)]
            diff = pts[i] - sum(others) / len(others)
            out.append(0.5 + diff / (2 * SCALE))
        return out

    def rollout(self, rng: random.Random) -> list[float]:
        heuristic_playout(self.s, rng)
        return self.rewards()


# -- rollouts ---------------------------------------------------------------------------------
def heuristic_playout(s: FastNinetyNine, rng: random.Random) -> None:
    """Finish the deal in place with the rule policy (`policy.py`): bids among its three best
    fits, the premium round passed, a share `EPSILON` of the cards played at random."""
    r = rng.random
    while s.phase != PLAY and s.phase != DONE:
        if s.phase == BID:
            s.apply(policy_bid(s, rng, spread=3))
        elif s.phase == PREMIUM:
            s.close_premium()  # the policy passes: so do all the rest
        else:
            s.apply(policy_move(s, rng))
    if s.phase != PLAY:
        return
    if not s.rules.dummy and not s.rules.no_bid:
        _fixed_targets_rollout(s, rng)
        return
    while s.phase == PLAY:
        if r() < EPSILON:
            legal = s.legal()
            s.apply(legal[int(r() * len(legal))])
        else:
            s.apply(policy_card(s))


def _fixed_targets_rollout(s: FastNinetyNine, rng: random.Random) -> None:
    """The policy's play where every seat's target is fixed (no dummy, no bid kept back),
    the targets read once: the hot loop, on masks under a plain trump."""
    r = rng.random
    targets = [own_target(s, seat) for seat in range(s.rules.seats)]
    tricks = s.tricks
    while s.phase == PLAY:
        seat = s.turn
        if plain_rule(s):
            if r() < EPSILON:
                cs = cards_of(s.legal_mask())
                s.apply(cs[int(r() * len(cs))])
            else:
                s.apply(plain_card(s, tricks[seat] < targets[seat]))
        else:
            legal = s.legal()
            if r() < EPSILON:
                s.apply(legal[int(r() * len(legal))])
            else:
                s.apply(general_card(s, legal, tricks[seat] < targets[seat]))


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

    def determinize(self, rng: random.Random) -> NinetyNineState:
        """One complete deal consistent with the view (voids, sizes, known cards)."""
        hands, bids = self._deal(rng)
        for seat in self.guessed:
            self._plausible_bid(seat, hands, bids, rng)
        shown = [-1] * self.rules.seats
        for s in self.shows_pending:
            shown[s] = show_card(self.rules, hands[s], rng)
        return self._state(hands, bids, shown)

    def known_world(self) -> NinetyNineState | None:
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

    def _state(self, hands: list[int], bids: list[int], shown: list[int]) -> NinetyNineState:
        view = self.view
        st = FastNinetyNine(
            self.rules, hands, view.dealer, bids=bids, phase=self.phase, trump=self.trump,
            rule=self.rule, premium=self.premium, calls=self.calls,
            premium_step=self.premium_step, leader=self.leader, ctrl=self.ctrl,
            trick=self.current if self.phase == PLAY else (),
            tricks=view.tricks_won or None, joker=self.joker, no_nine_bid=self.no_nine_bid,
            lead_nine=self.lead_nine and not view.tricks, announce=self.announce, shown=shown)
        return NinetyNineState(st)


# -- the decisions ----------------------------------------------------------------------------
def decide(view: SeatView, legal: list[Action], budget: Budget, rng: random.Random,
           options: dict[str, Any] | None = None) -> tuple[Action, str] | None:
    """The search's action and why, or None where the view cannot be read as a deal."""
    if NinetyNineFacts.of(view).phase not in PHASES or view.to_move is None or not legal:
        return None
    rules = rules_for(view, options, legal)
    no_nine_bid, lead_nine = nine_rules(view, rules, options, legal)
    know = Knowledge(view, rules, no_nine_bid=no_nine_bid, lead_nine=lead_nine)
    if not know.consistent:
        return None
    probe = know.determinize(random.Random(0)).s
    if probe.turn != view.to_move or probe.controller() != view.seat:
        return None  # the view and the fast state disagree on the turn: do not guess
    by_int = {probe.from_action(a): a for a in legal}
    if not set(by_int) <= set(probe.legal()):
        return None
    if len(by_int) == 1:
        return legal[0], "only legal action"
    budget = scaled(budget, rules)
    worlds = max(8, budget.iterations // 25)
    margin = "(expected margin {:+.1f})"
    if know.phase == BID:
        keep = 4 + budget.iterations // 250
        banned = rules.nines_mask if no_nine_bid else 0
        ranked = [m for _, m in ranked_bids(rules, know.hands[know.me], know.trump, know.rule,
                                            banned=banned)]
        cands = [m for m in ranked if m in by_int][:keep]
        res = flat_pimc(know.determinize, cands, worlds, rng, seat=view.seat,
                        max_seconds=budget.max_seconds)
        return by_int[res.action], (
            f"bid {rules.bid_value(res.action)} chosen among {len(cands)} candidates over "
            f"{res.iterations} deals " + margin.format((res.value - 0.5) * 2 * SCALE))
    if know.phase == PREMIUM:
        cands = premium_candidates(know, sorted(by_int))
        res = flat_pimc(know.determinize, cands, worlds * 2, rng, seat=view.seat,
                        max_seconds=budget.max_seconds)
        return by_int[res.action], (
            f"premium among {len(cands)} candidates by {res.iterations} simulated deals "
            + margin.format((res.value - 0.5) * 2 * SCALE))
    if know.phase == SHOW:
        cands = show_candidates(rules, sorted(by_int))
        res = flat_pimc(know.determinize, cands, worlds, rng, seat=view.seat,
                        max_seconds=budget.max_seconds)
        return by_int[res.action], (
            f"shown card among {len(cands)} candidates by {res.iterations} simulated deals "
            + margin.format((res.value - 0.5) * 2 * SCALE))
    exact = solve_known(know.known_world(), view.seat)
    if exact is not None and exact[0] in by_int:
        a, value = exact
        return by_int[a], (
            f"exact endgame, every card left known: {_play_name(by_int[a])} "
            + margin.format((value - 0.5) * 2 * SCALE))
    res = ismcts(know.determinize, sorted(by_int), budget, rng)
    return by_int[res.action], (
        f"ISMCTS {res.iterations} iterations, {res.visits} visits "
        + margin.format((res.value - 0.5) * 2 * SCALE))


def _play_name(action: Action) -> str:
    """The card of a play (a snap says so) for the reason line."""
    value = action.value
    name = value.code if isinstance(value, Card) else str(value)
    return f"{action.verb} {name}" + (" (snap)" if action.get("snap") else "")


def scaled(budget: Budget, rules: KernelRules) -> Budget:
    """The budget for this form: iterations scaled by how many plays a deal has against the
    three-player game's 27, so every form costs about the same time per decision."""
    factor = min(1.5, max(0.5, STANDARD_PLAYS / (rules.tricks * rules.seats)))
    return Budget(max(1, round(budget.iterations * factor)), budget.max_seconds,
                  budget.exploration)


def call_trump(call: int, trump: int) -> int:
    """The trump a premium action's call leaves in force."""
    if call == CALL_NO_TRUMP:
        return NO_TRUMP
    if call == CALL_NINES:
        return NINES
    return call - CALL_SUIT if call >= CALL_SUIT else trump


def premium_candidates(know: Knowledge, actions: list[int]) -> list[int]:
    """Pass and the premium actions whose trump call and number best fit the hand.

    A declare or reveal is promising when the tricks the hand is worth under its called trump
    match the bid (the bid cards laid; the best bid still to lay for a no-bid revealer; the
    announced number, over the nine best cards of the twelve, for an announcing revealer).
    """
    if len(actions) <= PREMIUM_KEEP:
        return actions
    rules = know.rules
    hand = know.hands[know.me]
    bid = know.bids[know.me]

    def miss(a: int) -> float:
        if a & KIND_BITS == PASS:
            return -1.0
        trump = call_trump(a >> CALL_SHIFT & CALL_BITS, know.trump)
        number = (a >> ANNOUNCE_SHIFT) - 1
        if number >= 0:
            worth = worth_table(rules, trump, know.rule)
            best = sorted((worth[c] for c in cards_of(hand)), reverse=True)[:rules.tricks]
            return abs(sum(best) - number)
        if not bid:
            return ranked_bids(rules, hand, trump, know.rule)[0][0]
        return abs(hand_worth(rules, hand, trump, know.rule) - rules.bid_value(bid))

    out: list[int] = []
    per_call: dict[int, int] = {}
    for a in sorted(actions, key=lambda a: (miss(a), a)):
        group = a & (KIND_BITS | CALL_BITS << CALL_SHIFT)
        if per_call.get(group, 0) < 2:  # two numbers at most per kind and trump call
            per_call[group] = per_call.get(group, 0) + 1
            out.append(a)
    return out[:PREMIUM_KEEP]


def show_candidates(rules: KernelRules, cards: list[int]) -> list[int]:
    """The highest and lowest card of each suit: the suit sets the trump, and the rank only
    breaks ties (and tells everyone which card is in the hand)."""
    out: list[int] = []
    for m in rules.suit_mask:
        suit = [c for c in cards if m >> c & 1]
        for c in (suit[-1:] + suit[:1]) if suit else []:
            if c not in out:
                out.append(c)
    return out
