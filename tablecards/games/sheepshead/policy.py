"""The rule-based five-handed Sheepshead player, written once on the kernel: the Easy level and
every level's fallback (`SheepsheadBot`, over a view) and the search's rollouts (`policy_move`,
over a state). Its rules are described in the game's README ("The rule policy").
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tablecards.games.sheepshead.facts import SheepsheadFacts
from tablecards.games.sheepshead.kernel import (
    ACE,
    ACES,
    ALONE,
    BURY,
    BURYING,
    CALL,
    CALLING,
    CARDS,
    JACK,
    JD,
    NCARDS,
    NO_CALL,
    PASS,
    PICK,
    PICKING,
    POINTS,
    SUIT_MASK,
    SUIT_OF,
    TEN,
    UNKNOWN,
    UNKNOWN_CALL,
    FastSheepshead,
    bits,
    from_action,
)
from tablecards.games.sheepshead.knowledge import Knowledge, Opening
from tablecards.games.sheepshead.options import GameRules
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

QUEENS = 0xF << 28
QD = 28  # the lowest queen: a trick it wins is safe to schmear on
JS = 26  # the lowest trump worth winning with before the last seat
FAIL = 18  # card ints below this are fail cards
SEATS = 5
EVERYONE = frozenset(range(SEATS))
RICH_TRICK = 10  # trick points worth taking before the last seat
# Each card's place in the hand as a view sorts it (spades, hearts, diamonds, clubs; 7 up to A):
# ties go to the earlier card, as they always have.
CARD_ORDER: tuple[int, ...] = tuple(sorted(CARDS).index(c) for c in CARDS)
BURY_VALUE: tuple[int, ...] = tuple(-30 if c >= FAIL else POINTS[c] - (8 if c in ACES else 0)
                                    for c in range(NCARDS))


# -- before play ------------------------------------------------------------------------------
def wants_pick(hand: int) -> bool:
    """Four trumps, or three with two queens."""
    trumps = (hand >> FAIL).bit_count()
    return trumps >= 4 or (trumps >= 3 and (hand & QUEENS).bit_count() >= 2)


def policy_pick(hand: int, legal: Sequence[int]) -> int:
    """Pick a hand `wants_pick` likes (or when passing is not offered: a forced pick)."""
    return PICK if wants_pick(hand) or PASS not in legal else PASS


def hold_suits(own: int) -> list[int]:
    """Masks of the fail suits whose callable card (the ace, or the ten holding all three
    aces) is not among the picker's `own` cards."""
    rank = 4 if all(own >> a & 1 for a in ACES) else 5
    return [SUIT_MASK[f] for f in range(3) if not own >> (6 * f + rank) & 1]


def bury_value(hand: int, pair: int) -> int:
    """The value of burying the two cards of `pair` from the picker's eight `hand`: shed fail
    points, never trumps, keep an ace rather than a ten, keep a hold card for a call, and
    leave few suits."""
    a, b = bits(pair)
    return _pair_value(a, b, *_bury_counts(hand))


def _bury_counts(hand: int) -> tuple[list[int], list[bool]]:
    """The hand's cards per suit (trumps last) and whether each suit holds a hold card."""
    holds = hold_suits(hand)
    return [(hand & m).bit_count() for m in SUIT_MASK], [m in holds for m in SUIT_MASK]


def _pair_value(a: int, b: int, counts: list[int], holds: list[bool]) -> int:
    """`bury_value` of the cards `a` and `b` from a hand of these `_bury_counts` (the
    rollouts bury often: kept lean)."""
    sa, sb = SUIT_OF[a], SUIT_OF[b]
    counts[sa] -= 1
    counts[sb] -= 1
    suits = bool(counts[0]) + bool(counts[1]) + bool(counts[2]) + bool(counts[3])
    held = (holds[0] and counts[0]) or (holds[1] and counts[1]) or (holds[2] and counts[2])
    counts[sa] += 1
    counts[sb] += 1
    return BURY_VALUE[a] + BURY_VALUE[b] - 2 * suits + (25 if held else 0)


def bury_ranking(hand: int, legal: Sequence[int]) -> list[int]:
    """The bury actions of `legal` best first by `bury_value` (ties keep the legal order);
    the search draws its bury candidates from the head of this list."""
    counts, holds = _bury_counts(hand)
    return sorted(legal, key=lambda a: -_pair_value((a - BURY) // 32, (a - BURY) % 32,
                                                    counts, holds))


def policy_bury(hand: int) -> int:
    """The bury of the eight-card `hand` best by `bury_value` (ties: the first pair in card
    order)."""
    counts, holds = _bury_counts(hand)
    cs = in_card_order(bits(hand))
    best, best_value = -1, -1 << 20
    for i, a in enumerate(cs):
        for b in cs[i + 1:]:
            value = _pair_value(a, b, counts, holds)
            if value > best_value:
                best, best_value = BURY + 32 * min(a, b) + max(a, b), value
    return best


def in_card_order(cards: Sequence[int]) -> list[int]:
    """`cards` in the order a view lists them (see `CARD_ORDER`)."""
    return sorted(cards, key=CARD_ORDER.__getitem__)


def fail_power(c: int) -> int:
    """Strength within the card's own suit: A 10 K 9 8 7 for fails, the trump order above."""
    return c % 6 if c < FAIL else c


def policy_call(hand: int, legal: Sequence[int]) -> int:
    """The ace (or ten) of the shortest suit, else unknown with the cheapest card to set
    aside, else alone."""
    plain = [a for a in legal if ALONE < a < UNKNOWN]
    if plain:
        return min(plain, key=lambda a: ((hand & SUIT_MASK[SUIT_OF[a - CALL]]).bit_count(), a))
    unknown = [a for a in legal if a >= UNKNOWN]
    if unknown:
        return min(unknown, key=lambda a: (POINTS[(a - UNKNOWN) % 32],
                                           fail_power((a - UNKNOWN) % 32), (a - UNKNOWN) // 32,
                                           CARD_ORDER[(a - UNKNOWN) % 32]))
    return ALONE


# -- who is on whose side -----------------------------------------------------------------------
def partner_card(s: FastSheepshead) -> int:
    """The card whose holder partners the picker: the called card, or with `jd_partner` and
    no call the jack of diamonds; -1 without one (alone, a leaster)."""
    if s.call in (ACE, TEN, UNKNOWN_CALL, JACK):
        return s.called
    return JD if s.jd and s.call == NO_CALL and s.picker >= 0 else -1


def known_partner(s: FastSheepshead) -> int | None:
    """The partner as the seat to move may know it: a seat, -1 for none (alone), None while
    it is secret to this seat. The partner card tells: once played everyone knows; before,
    only its holder (and the picker, when it holds it itself: secretly alone)."""
    key = partner_card(s)
    if key < 0:
        return -1
    if s.played >> key & 1:
        return s.partner
    me = s.turn
    if me == s.picker:
        return -1 if (s.hands[me] | s.buried) >> key & 1 else None
    return me if s.hands[me] >> key & 1 else None


def side_of(s: FastSheepshead, seat: int, partner: int | None) -> bool | None:
    """Whether `seat` plays on the picker's side as far as the seat to move knows, given its
    `known_partner`; None when it cannot tell. The mover knows its own side: a seat that is
    neither the picker nor holds the partner card defends."""
    if seat == s.picker:
        return True
    if partner is None:
        return False if seat == s.turn else None
    return seat == partner


def sides(s: FastSheepshead) -> tuple[frozenset[int], frozenset[int]]:
    """(friends, foes) of the seat to move as far as it knows them, itself a friend (in a
    leaster everyone else is a foe)."""
    me = s.turn
    if s.leaster or s.picker < 0:
        return frozenset((me,)), EVERYONE - {me}
    partner = known_partner(s)
    mine = side_of(s, me, partner)
    theirs = {seat: side_of(s, seat, partner) for seat in EVERYONE - {me}}
    return (frozenset(seat for seat, side in theirs.items() if side == mine) | {me},
            frozenset(seat for seat, side in theirs.items() if None is not side != mine))


# -- card play --------------------------------------------------------------------------------
def winning(s: FastSheepshead) -> tuple[int, int]:
    """(best card, its seat) of the trick in progress; the unknown card never wins (it is
    only compared with the trick's cards, where it lies face up once played)."""
    best, best_i = -1, 0
    for i, c in enumerate(s.trick):
        if c != s.unknown and (c >= FAIL or SUIT_OF[c] == s.led) and c > best:
            best, best_i = c, i
    return best, (s.leader + best_i) % SEATS


def _beats(c: int, best: int, led: int) -> bool:
    if c >= FAIL:
        return best < FAIL or c > best
    return best < FAIL and SUIT_OF[c] == led and c > best


def _cheap(cards: Sequence[int]) -> int:
    """The card worth least: fewest points, a fail before a trump, the weakest."""
    return min(cards, key=lambda c: (POINTS[c], c >= FAIL, fail_power(c), CARD_ORDER[c]))


def policy_card(s: FastSheepshead, cards: Sequence[int]) -> int:
    """The card to play among `cards` (see `policy_move` for what it reads)."""
    if len(cards) == 1:
        return cards[0]
    if s.leaster:
        return _leaster_card(s, cards)
    partner = known_partner(s)
    pickers = bool(side_of(s, s.turn, partner))
    if not s.trick:
        return _lead(s, cards, pickers)
    return _follow(s, cards, pickers, partner)


def _leaster_card(s: FastSheepshead, cards: Sequence[int]) -> int:
    """Lead the weakest card, a fail first; follow with the strongest card that loses."""
    if not s.trick:
        return min(cards, key=lambda c: (c >= FAIL, fail_power(c), POINTS[c], CARD_ORDER[c]))
    best, _ = winning(s)
    losers = [c for c in cards if not _beats(c, best, s.led)]
    return max(losers, key=lambda c: (fail_power(c), -CARD_ORDER[c])) if losers \
        else _cheap(cards)


def _lead(s: FastSheepshead, cards: Sequence[int], pickers: bool) -> int:
    """The picker's side leads its highest trump (holding two); a defender the called suit,
    low; else the cheapest fail card."""
    trumps = [c for c in cards if c >= FAIL]
    if pickers and len(trumps) >= 2:
        return max(trumps)
    if not pickers and s.call in (ACE, TEN, UNKNOWN_CALL):
        called = [c for c in cards if c < FAIL and SUIT_OF[c] == SUIT_OF[s.called]]
        if called:
            return min(called)
    fails = [c for c in cards if c < FAIL]
    return _cheap(fails or cards)


def _follow(s: FastSheepshead, cards: Sequence[int], pickers: bool, partner: int | None) -> int:
    """Schmear a friend's safe trick; take a foe's, a rich or the last trick cheaply; else
    throw the cheapest card."""
    me = s.turn
    best, who = winning(s)
    theirs = side_of(s, who, partner)
    unknown = s.unknown if me == s.picker else -1
    winners = sorted(c for c in cards if c != unknown and _beats(c, best, s.led))
    losers = [c for c in cards if c not in winners]
    last = len(s.trick) == SEATS - 1
    if who != me and theirs == pickers and (last or best >= QD):
        return max(losers or cards, key=lambda c: (POINTS[c] if c < FAIL else -1,
                                                   -fail_power(c), -CARD_ORDER[c]))
    points = sum(POINTS[c] for c in s.trick)
    if winners and (last or points >= RICH_TRICK or theirs == (not pickers)):
        cheap = [c for c in winners if last or c >= JS or c < FAIL]
        return (cheap or winners)[0]
    return _cheap(losers or cards)


# -- the policy -------------------------------------------------------------------------------
def policy_move(state: FastSheepshead, rng: random.Random) -> int:
    """The action of the seat to move (in play always a card: the picker's jack call stays
    unmade).

    It reads only what that seat may know: its own hand (`hands[turn]`, eight cards for the
    picker before the bury), `phase`, and the offered pick and calls (`legal()`, from the own
    cards and the rules); in play the `leaster` flag, `picker`, `call`, `called`, `jd`, the
    trick (`trick`, `led`, `leader`), the `played` cards, the picker's own `buried` and
    `unknown` when it is the picker (else `unknown` only against the trick's face-up cards),
    and `partner` only once the partner card is played. Other hands, the blind and another
    seat's bury are never read, so any determinization of them gives the same move.
    Deterministic: `rng` is kept for the policy protocol."""
    if state.phase in (PICKING, BURYING, CALLING):
        return choose(state, state.legal(), rng)
    return policy_card(state, bits(state.play_mask(state.turn)))


def choose(state: FastSheepshead, legal: Sequence[int], rng: random.Random) -> int:
    """`policy_move` among `legal` (a view's actions, when the bot plays on a world)."""
    hand = state.hands[state.turn]
    if state.phase == PICKING:
        return policy_pick(hand, legal)
    if state.phase == BURYING:
        return policy_bury(hand)
    if state.phase == CALLING:
        return policy_call(hand, legal)
    cards = [a for a in legal if a < NCARDS]
    return policy_card(state, cards) if cards else min(legal)  # asked only to call: alone


# -- the bot over a view ----------------------------------------------------------------------
class SheepsheadBot:
    """The rule policy as a bot over a `SeatView` (the Easy level and every level's fallback):
    any determinization of the hidden cards serves, since the policy never reads them."""

    name = "sheepshead-basic"

    def plan(self, view: SeatView, action: Action) -> str | None:
        """The plan behind `action`, the policy's move in `view` (`plan_of`)."""
        return plan_of(view, action)

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        """The policy's action on a world of the view (deterministic: `rng` is untouched)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        by_int = {from_action(a): a for a in legal}
        return by_int[choose(world_of(view), sorted(by_int), rng)]


def world_of(view: SeatView) -> FastSheepshead:
    """A kernel state of the view, its hidden cards dealt by a fixed seed."""
    facts = SheepsheadFacts.of(view)
    rules = GameRules(jd_partner=facts.phase == "play" and facts.picker is not None
                      and facts.call in (None, "jack"))
    know = Knowledge(view, rules) if facts.phase == "play" else Opening(view, rules)
    return know.world(random.Random(0))


# -- the plan the policy names ----------------------------------------------------------------
def plan_of(view: SeatView, action: Action) -> str | None:
    """The plan behind `action` when it is the policy's move in `view` (the coach checks
    that it is): the rule branch that chose it, read again on the same world of the view
    (`world_of`, which reads only what the seat sees). A plan id of the coach's words
    (`tablecards.ai.why_words`, or this game's `WHY_TEXTS` as "plan:<id>"); None where
    the rule names none."""
    state = world_of(view)
    move = from_action(action)
    if state.phase == PICKING:
        return "pick_strong" if move == PICK else "pass_weak"
    if state.phase == BURYING:
        return "bury_points"
    if state.phase == CALLING:
        return "call_short" if ALONE < move < UNKNOWN else None
    if move >= NCARDS or len(bits(state.play_mask(state.turn))) == 1:
        return None
    return _card_plan(state, move)


def _card_plan(s: FastSheepshead, move: int) -> str | None:
    """The plan of the card `move` as `policy_card` chose it, branch by branch."""
    cards = bits(s.play_mask(s.turn))
    if s.leaster:
        if not s.trick:
            return "cheap_lead"
        return None if _wins(s, move) else "duck"
    partner = known_partner(s)
    pickers = bool(side_of(s, s.turn, partner))
    if not s.trick:
        if pickers and sum(c >= FAIL for c in cards) >= 2:
            return "draw_trumps"
        if not pickers and s.call in (ACE, TEN, UNKNOWN_CALL) and move < FAIL \
                and SUIT_OF[move] == SUIT_OF[s.called]:
            return "lead_called"
        return "cheap_lead"
    best, who = winning(s)
    theirs = side_of(s, who, partner)
    last = len(s.trick) == SEATS - 1
    if theirs == pickers and (last or best >= QD):  # a friend's safe trick
        return None if _wins(s, move) else "schmear" if POINTS[move] > 0 else "duck"
    if _wins(s, move):
        return "win_cheaply"
    return "give_least"


def _wins(s: FastSheepshead, card: int) -> bool:
    """`card` beats the trick's winning card so far (the picker's unknown card never does)."""
    best, _ = winning(s)
    return not (s.turn == s.picker and card == s.unknown) and _beats(card, best, s.led)
