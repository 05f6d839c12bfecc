"""The rule-based Hearts player, written once on the kernel: the Easy level and every level's
fallback (`HeartsBot`, over a view) and the search's rollouts (`policy_move`, over a state).

Passing: give away Q♠, A♠ and K♠ (unless four low spades guard them), high hearts, then the
highest cards of the shortest suits. Leading: the lowest card of the safest suit, never Q♠,
never a high spade while Q♠ is out, a heart only when nothing else is left. Following: dump Q♠
under a higher spade; the last seat takes a pointless trick with its highest card; else duck
under the trick's winning card with the highest card that still loses; when forced to win,
win with the highest card. Void: dump Q♠, then A♠/K♠ while the queen is out, then the highest
heart, then the highest card. The moon: a seat that alone holds every point taken so far, at
least `MOON_TRY` of them, after three tricks, plays to take every trick left; the others
then beat its winning card where they can and keep their points off its tricks (worth +0.72
points a deal in self-play at the Normal level, `benchmarks/arena.py`).
"""

from __future__ import annotations

import random

from tablecards.ai.trick_helpers import highest_rank
from tablecards.games.hearts.kernel import (
    HEARTS,
    QS,
    QS_BIT,
    SUIT_MASK,
    SUIT_OF,
    FastHearts,
    cards_of,
)
from tablecards.games.hearts.knowledge import Knowledge, rules_from
from tablecards.rules.actions import Action
from tablecards.rules.bits import highest, lowest
from tablecards.rules.game import SeatView

SUIT_WIDTH = 13  # the kernel's cards: suit s holds bits 13 * s .. 13 * s + 12
HIGH_SPADES = (1 << 11) | (1 << 12)  # K♠ A♠
MOON_TRY = 16  # points a seat must hold alone (Q♠ + 3 hearts) before it goes for the moon
POINT_CARDS = HEARTS | QS_BIT
MOON_FROM_TRICK = 3  # tricks played before a seat may decide to go for the moon
LOW_SPADE_GUARD = 4  # low spades that make Q♠, K♠ and A♠ safe to keep
MOON_DEFENCE = True  # the others play to stop a would-be shooter (see `_defend`)


def policy_move(state: FastHearts, rng: random.Random) -> int:
    """The move of the seat to move: a three-card mask while passing, else a card int.

    It reads only what that seat may know: its own hand (`hands[turn]`), `passing`, the
    current `trick`, every seat's `taken` pile (tricks lie face up), `ntricks`, and through
    `legal_mask` its hand, the trick, `broken` and the `rules`. Other seats' hands and passes
    are never read, so any determinization of them gives the same move. Deterministic: `rng`
    is kept for the policy protocol."""
    if state.passing:
        return policy_pass(state.hands[state.turn])
    return policy_play(state, state.legal_mask())


def policy_pass(hand: int) -> int:
    """The three most dangerous cards of `hand` (see `pass_danger`), as a mask."""
    first, second, third = (c for _, c in pass_danger(hand)[:3])
    return (1 << first) | (1 << second) | (1 << third)


def pass_danger(hand: int) -> list[tuple[float, int]]:
    """Every card of `hand` with its danger to keep, most dangerous first (ties: lower int)."""
    low_spades = (hand & SUIT_MASK[0] & (QS_BIT - 1)).bit_count()
    guarded = low_spades >= LOW_SPADE_GUARD
    counts = [(hand & SUIT_MASK[s]).bit_count() for s in range(4)]
    out = []
    for c in cards_of(hand):
        suit, rank = divmod(c, 13)
        if c == QS:
            danger = 0.0 if guarded else 100.0
        elif suit == 0 and rank >= 11:
            danger = 0.0 if guarded else 90.0
        elif suit == 0:
            danger = rank / 2
        elif suit == 1:
            danger = 40.0 + rank
        else:
            danger = rank + 12 / counts[suit]
        out.append((danger, c))
    out.sort(key=lambda t: (-t[0], t[1]))
    return out


def policy_play(state: FastHearts, legal: int) -> int:
    """The card to play among the `legal` mask (see `policy_move` for what it reads)."""
    trick = state.trick
    shooter = moon_shooter(state.taken) if state.ntricks >= MOON_FROM_TRICK else -1
    if shooter == state.turn:
        return _moon_move(legal, trick)
    taken = state.taken
    queen_out = not ((taken[0] | taken[1] | taken[2] | taken[3]) & QS_BIT or QS in trick)
    if trick:
        if shooter >= 0 and MOON_DEFENCE:
            return _defend(legal, trick, state.leader, shooter, queen_out)
        return _follow(legal, trick, queen_out)
    return _lead(state.hands[state.turn], legal, queen_out)


def _lead(hand: int, legal: int, queen_out: bool) -> int:
    """The lowest card of the safest suit: low rank, long suit, no Q♠ or risky high spade."""
    safe = legal & ~QS_BIT
    if queen_out:
        safe &= ~HIGH_SPADES
    safe = (safe & ~HEARTS) or safe or legal
    best, key = -1, 99
    for s in range(4):
        m = safe & SUIT_MASK[s]
        if m:
            c = lowest(m)
            k = c - 13 * s - (hand & SUIT_MASK[s]).bit_count()
            if k < key:
                best, key = c, k
    return best


def _follow(legal: int, trick: list[int], queen_out: bool) -> int:
    """Duck under the winner; the last seat takes a pointless trick high; void: `_discard`."""
    suit = SUIT_OF[trick[0]]
    following = legal & SUIT_MASK[suit]
    if not following:
        return _discard(legal, queen_out)
    top = max(c for c in trick if SUIT_OF[c] == suit)
    if following & QS_BIT and top > QS:
        return QS
    safe = following & ~QS_BIT or following
    if len(trick) == 3 and not any(c == QS or SUIT_OF[c] == 1 for c in trick):
        return highest(safe)
    losers = following & ((1 << top) - 1)
    if losers:
        return highest(losers)
    return highest(safe)


def _defend(legal: int, trick: list[int], leader: int, shooter: int, queen_out: bool) -> int:
    """Against a would-be shooter: beat the shooter's winning card when it can; void under
    the shooter, keep the points back; else the usual follow (a defender's trick may take
    the points the moon needs)."""
    suit = SUIT_OF[trick[0]]
    top = max(c for c in trick if SUIT_OF[c] == suit)
    if (leader + trick.index(top)) % 4 != shooter:
        return _follow(legal, trick, queen_out)
    following = legal & SUIT_MASK[suit]
    if following:
        beats = following & ~((1 << (top + 1)) - 1)
        return highest(beats) if beats else _follow(legal, trick, queen_out)
    pointless = legal & ~POINT_CARDS
    return highest_rank(pointless, SUIT_WIDTH) if pointless else lowest(legal)


def _discard(legal: int, queen_out: bool) -> int:
    """Void in the led suit: Q♠, then A♠/K♠ while the queen is out, then hearts, then high."""
    if legal & QS_BIT:
        return QS
    if queen_out and legal & HIGH_SPADES:
        return highest(legal & HIGH_SPADES)
    if legal & HEARTS:
        return highest(legal & HEARTS)
    return highest_rank(legal, SUIT_WIDTH)


def moon_shooter(taken: list[int]) -> int:
    """The seat holding every point taken so far, when that is at least `MOON_TRY`, else -1.
    (Unrolled: the rollouts ask this at almost every card.)"""
    t0, t1, t2, t3 = taken
    a, b, c, d = t0 & POINT_CARDS, t1 & POINT_CARDS, t2 & POINT_CARDS, t3 & POINT_CARDS
    if (a and (b or c or d)) or (b and (c or d)) or (c and d):
        return -1
    m = a or b or c or d
    if (m & HEARTS).bit_count() + (13 if m & QS_BIT else 0) < MOON_TRY:
        return -1
    return 0 if a else 1 if b else 2 if c else 3


def _moon_move(legal: int, trick: list[int]) -> int:
    """A would-be shooter: win the trick with its highest card; void, discard a non-point."""
    if trick:
        following = legal & SUIT_MASK[SUIT_OF[trick[0]]]
        if not following:
            return lowest(legal & ~(HEARTS | QS_BIT) or legal)
        return highest(following)
    return highest_rank(legal, SUIT_WIDTH)


class HeartsBot:
    """The policy over a view: any determinization of the hidden cards serves, since
    `policy_move` never reads them; its legal mask is the view's legal actions."""

    name = "hearts-basic"

    def plan(self, view: SeatView, action: Action) -> str | None:
        """The plan behind `action`, the policy's move in `view` (`plan_of`)."""
        return plan_of(view, action)

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        """The policy's action (deterministic: `rng` is untouched)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        by_move = {FastHearts.move_of(a): a for a in legal}
        state = _state_of(view)
        if state.passing:
            return by_move.get(policy_pass(state.hands[view.seat]), legal[0])
        legal_mask = 0
        for move in by_move:
            legal_mask |= 1 << move
        return by_move[policy_play(state, legal_mask)]


def _state_of(view: SeatView) -> FastHearts:
    """A kernel state of the view, its hidden cards dealt by a fixed seed."""
    return Knowledge(view, rules_from(None)).world(random.Random(0))


# -- the plan the policy names ----------------------------------------------------------------
def plan_of(view: SeatView, action: Action) -> str | None:
    """The plan behind `action` when it is the policy's move in `view` (the coach checks
    that it is): the rule branch that chose it, read again on the same world of the view
    (`_state_of`, whose hidden cards the policy never reads). A plan id of the coach's
    words (`tablecards.ai.why_words`, or this game's `WHY_TEXTS` as "plan:<id>")."""
    state = _state_of(view)
    if state.passing:
        return "pass_danger"
    move = FastHearts.move_of(action)
    trick = state.trick
    shooter = moon_shooter(state.taken) if state.ntricks >= MOON_FROM_TRICK else -1
    if shooter == state.turn:
        return "shoot_moon"
    if not trick:
        return "safe_lead"
    suit = SUIT_OF[trick[0]]
    top = max(c for c in trick if SUIT_OF[c] == suit)
    if shooter >= 0 and MOON_DEFENCE and (state.leader + trick.index(top)) % 4 == shooter \
            and (SUIT_OF[move] != suit or move > top):
        return "stop_moon"
    if SUIT_OF[move] != suit:
        return _discard_plan(move)
    if move == QS and top > QS:
        return "dump_points"
    return "duck" if move < top else "take_high"


def _discard_plan(move: int) -> str:
    """Void in the led suit: penalty cards onto another's trick, else the dangerous high."""
    if move == QS or SUIT_OF[move] == 1:
        return "dump_points"
    return "shed_high"
