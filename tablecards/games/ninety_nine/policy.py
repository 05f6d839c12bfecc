"""The rule-based Ninety-Nine player, written once on the kernel: the Easy level and every
level's fallback (`NinetyNineBot`, over a view) and the search's rollouts (`policy_move`, or
`plain_card` and `general_card` on targets read once, over a state). The rules it follows
are described in the game's README.

Bid: the three cards whose suit values best match what the other cards are worth in tricks
(`ranked_bids`, over the hand's least valuable cards; the estimates live in `judgement.py`).
Premium: pass (so no trump call and no announced number). Show: a card of the longest suit.
Play: a seat short of its bid leads its strongest card and follows with its cheapest winner; a
seat that has its bid leads low and ducks with its dearest loser; a no-bid seat keeps the three
cards it plans to bid with; the dummy takes a trick exactly when that hurts whoever would win
it. The bot's world comes from `knowledge.py`.
"""

from __future__ import annotations

import random

from tablecards.ai.trick_helpers import highest_rank
from tablecards.games.ninety_nine.judgement import (
    POLICY_POOL,
    best_bid,
    ranked_bids,
    show_card,
)
from tablecards.games.ninety_nine.judgement import hand_worth as hand_worth  # re-exported
from tablecards.games.ninety_nine.kernel import FastNinetyNine
from tablecards.games.ninety_nine.kernel_tables import (
    BID,
    NINES,
    PASS,
    PLAY,
    PREMIUM,
    REVEAL,
    RULE_HIERARCHY,
    RULE_HIGH_RANK,
    RULE_TRUMP,
    SCORE_PAIRS,
    SHOW,
    SNAP_FLAG,
    SUIT_VALUE,
)
from tablecards.games.ninety_nine.knowledge import Knowledge, nine_rules, rules_for
from tablecards.rules.actions import Action
from tablecards.rules.bits import highest, lowest
from tablecards.rules.game import SeatView

CARD_BITS = SNAP_FLAG - 1


# -- the policy -------------------------------------------------------------------------------
def policy_move(state: FastNinetyNine, rng: random.Random) -> int:
    """The action of the seat to move, among the state's legal actions.

    It reads only what that seat (for the dummy's cards, its controller) may know: `phase`,
    `turn`, `ctrl`, `seq`, the rules, `trump`, `rule`, `lead_nine`, `no_nine_bid`, the mover's
    own hand and bid cards (the dummy's hand when playing it: face up), the current `trick`,
    the `tricks` won, the premium holders and the bids that lie face up (a holder's, the
    pairs form's), and `announce`. Another seat's hidden hand or bid is never read, so any
    determinization of the hidden cards gives the same move. `rng` only picks the shown card.
    """
    phase = state.phase
    if phase == PLAY:
        return policy_card(state)
    if phase == BID:
        return policy_bid(state, rng)
    if phase == PREMIUM:
        return PASS
    if phase == SHOW:
        return show_card(state.rules, state.hands[state.turn], rng)
    raise ValueError("the deal is over: no move to choose")


def policy_bid(state: FastNinetyNine, rng: random.Random, spread: int = 1) -> int:
    """One of the `spread` bids that best match the rest of the hand (the first at 1)."""
    rules = state.rules
    hand = state.hands[state.turn]
    banned = rules.nines_mask if state.no_nine_bid else 0
    if spread == 1:
        return best_bid(rules, hand, state.trump, state.rule, banned=banned)
    bids = ranked_bids(rules, hand, state.trump, state.rule, banned=banned, pool=POLICY_POOL)
    return bids[int(rng.random() * min(spread, len(bids)))][1]



def plain_rule(s: FastNinetyNine) -> bool:
    """Plain trump play (a suit or no trump, no forced nine): `plain_card` applies."""
    return s.rule == RULE_TRUMP and s.trump != NINES and not s.lead_nine


def own_target(s: FastNinetyNine, seat: int) -> int:
    """The tricks `seat` aims at, as that seat knows it: its bid's value (an announced number
    for a no-bid revealer), or for a no-bid seat the value of the cards it plans to keep."""
    if s.announce >= 0 and s.premium[seat] == REVEAL:
        return s.announce
    return s.rules.bid_value(s.bids[seat] or planned_keep(s, seat, s.hands[seat]))


def planned_keep(s: FastNinetyNine, seat: int, hand: int) -> int:
    """The three cards of `hand` a no-bid seat keeps as its bid (all of them at three or
    fewer): the best match of the rest's worth plus the tricks already won."""
    if hand.bit_count() <= 3:
        return hand
    return best_bid(s.rules, hand, s.trump, s.rule, won=s.tricks[seat])


def known_target(s: FastNinetyNine, seat: int) -> int:
    """The target of another seat as far as the mover may know it: a face-up bid (a premium
    holder's, the pairs form's) or an announced number; else a fair share of the tricks."""
    rules = s.rules
    if s.announce >= 0 and s.premium[seat] == REVEAL:
        return s.announce
    if s.bids[seat] and (s.premium[seat] != PASS or rules.scoring == SCORE_PAIRS):
        return rules.bid_value(s.bids[seat])
    return rules.tricks // rules.seats


def policy_card(s: FastNinetyNine) -> int:
    """The play of the seat to move (see `policy_move` for what it reads)."""
    rules = s.rules
    seat = s.turn
    if rules.no_bid and not s.bids[seat]:
        return _no_bid_card(s, seat, s.legal())
    if rules.dummy and seat == rules.live:
        want = dummy_wants(s) if s.trick else False
    else:
        want = s.tricks[seat] < own_target(s, seat)
    return plain_card(s, want) if plain_rule(s) else general_card(s, s.legal(), want)


def _no_bid_card(s: FastNinetyNine, seat: int, legal: list[int]) -> int:
    """A no-bid seat plays outside the three cards it plans to keep as its bid; when every
    play breaks the plan, the cheapest, and the rest of the hand gets a new plan."""
    if len(legal) == 1:
        return legal[0]
    hand = s.hands[seat]
    keep = planned_keep(s, seat, hand)
    spare = [a for a in legal if not keep >> (a & CARD_BITS) & 1]
    if not spare:
        spare = [min(legal, key=lambda a: strength(s, a))]
        keep = planned_keep(s, seat, hand & ~(1 << (spare[0] & CARD_BITS)))
    target = s.announce if s.announce >= 0 and s.premium[seat] == REVEAL else \
        s.rules.bid_value(keep)
    return general_card(s, spare, s.tricks[seat] < target)


def dummy_wants(s: FastNinetyNine) -> bool:
    """The dummy takes the trick from a controller who has enough, or from the other live
    player when that player (as far as the controller knows) still needs tricks."""
    holder = s.seq[s.trick_winner(s.trick)]
    if holder == s.ctrl:
        return s.tricks[holder] >= own_target(s, holder)
    return s.tricks[holder] < known_target(s, holder)


def strength(s: FastNinetyNine, a: int) -> int:
    """How strong a play is under the deal's trick rule (to pick the cheapest winner or the
    dearest loser); a snap counts as its card."""
    c = a & CARD_BITS
    rules = s.rules
    w = rules.width
    rank, suit = c % w, c // w
    if s.rule == RULE_HIERARCHY:
        return SUIT_VALUE[suit] * w + rank
    if s.rule == RULE_HIGH_RANK:
        return rank * 4 + SUIT_VALUE[suit]
    if s.trump == NINES and rank == rules.nine_index:
        return 100 + SUIT_VALUE[suit]
    return (suit == s.trump) * 100 + rank


def general_card(s: FastNinetyNine, legal: list[int], want: bool) -> int:
    """Any trick rule, snaps included: lead the strongest play when short of tricks, else
    the weakest; follow with the cheapest winner or the dearest loser, else the weakest."""
    def power(a: int) -> int:
        return strength(s, a)

    trick = s.trick
    if not trick:
        return max(legal, key=power) if want else min(legal, key=power)
    n = len(trick)
    winners = [a for a in legal if s.trick_winner([*trick, a]) == n]
    if want and winners:
        return min(winners, key=power)
    losers = [a for a in legal if a not in winners]
    if not want and losers:
        return max(losers, key=power)
    return min(legal, key=power)


# -- plain trump play on masks: the rollouts' hot path ---------------------------------------
def plain_card(s: FastNinetyNine, want: bool) -> int:
    """`general_card` under a plain suit trump (or no trump), on masks: leads by trump then
    rank, a winner is a higher card of the led suit while untrumped or a higher trump."""
    rules = s.rules
    w = rules.width
    hand = s.hands[s.turn]
    trump = s.trump
    tmask = rules.suit_mask[trump] if trump >= 0 else 0
    trick = s.trick
    if not trick:
        if want:
            return highest(hand & tmask) if hand & tmask else highest_rank(hand, w)
        return _lowest(hand, tmask, w)
    led = trick[0] // w
    best = trick[0]
    trumped = False
    for c in trick:
        if c // w == led:
            if not trumped and c > best:
                best = c
        elif c // w == trump and (not trumped or c > best):
            best, trumped = c, True
    follow = hand & rules.suit_mask[led]
    above = ~((2 << best) - 1)
    if follow:
        winners = 0 if trumped else follow & above
        pool = follow
    else:
        winners = hand & tmask & above if trumped else hand & tmask
        pool = hand
    if want and winners:
        return lowest(winners)
    if not want and pool & ~winners:
        losers = pool & ~winners
        return highest(losers & tmask) if losers & tmask else highest_rank(losers, w)
    return _lowest(pool, tmask, w)


def _lowest(mask: int, tmask: int, w: int) -> int:
    """The weakest card: the lowest-ranked non-trump (the first suit on a tie), else the
    lowest trump."""
    side = mask & ~tmask
    if not side:
        return lowest(mask)
    bits = (1 << w) - 1
    pick, rank = -1, w
    for off in (0, w, 2 * w, 3 * w):
        x = side >> off & bits
        if x:
            r = (x & -x).bit_length() - 1
            if r < rank:
                pick, rank = off + r, r
    return pick


# -- the bot over a view ----------------------------------------------------------------------
class NinetyNineBot:
    """The rule policy as a bot over a `SeatView` (the Easy level and every level's fallback)."""

    name = "rules"

    def plan(self, view: SeatView, action: Action) -> str | None:
        """The plan behind `action`, the policy's move in `view` (`plan_of`)."""
        return plan_of(view, action)

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        """Play `policy_move` on a world of the view (its hidden cards are never read)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        world = world_of(view, legal)
        if world is None:
            return legal[0]
        by_int = {world.from_action(a): a for a in legal}
        return by_int.get(policy_move(world, rng), legal[0])


def world_of(view: SeatView, legal: list[Action]) -> FastNinetyNine | None:
    """A kernel state of the view, its hidden cards dealt by a fixed seed, or None where the
    view cannot be read as a deal."""
    rules = rules_for(view, None, legal)
    no_nine_bid, lead_nine = nine_rules(view, rules, None, legal)
    know = Knowledge(view, rules, no_nine_bid=no_nine_bid, lead_nine=lead_nine)
    if not know.consistent:
        return None
    world = know.world(random.Random(0))
    if world.turn != view.to_move or world.controller() != view.seat:
        return None
    return world


# -- the plan the policy names ----------------------------------------------------------------
def plan_of(view: SeatView, action: Action) -> str | None:
    """The plan behind `action` when it is the policy's move in `view` (the coach checks
    that it is): whether the seat still needs tricks for its bid (`policy_card`'s `want`)
    and what the card does with the trick, read on the same world of the view (its hidden
    cards are never read). A plan id of the coach's words (`tablecards.ai.why_words`, or
    this game's `WHY_TEXTS` as "plan:<id>"); None outside the play, for a seat with no bid
    yet or a lead of the dummy."""
    legal = list(view.legal_actions)
    s = world_of(view, legal)
    if s is None or s.phase != PLAY or len(legal) < 2:
        return None
    rules, seat = s.rules, s.turn
    if rules.no_bid and not s.bids[seat]:
        return None
    dummy = rules.dummy and seat == rules.live
    if not s.trick:
        if dummy:
            return None
        return "lead_strong" if s.tricks[seat] < own_target(s, seat) else "lead_weak"
    want = dummy_wants(s) if dummy else s.tricks[seat] < own_target(s, seat)
    wins = s.trick_winner([*s.trick, s.from_action(action)]) == len(s.trick)
    if want:
        return "win_cheaply" if wins else "discard_loser"
    return None if wins else "duck"
