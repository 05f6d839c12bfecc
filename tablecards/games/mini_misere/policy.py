"""The rule-based Mini Misère player, written once on the kernel: the Easy level and every
level's fallback (`MiniMisereBot`, over a view) and the search's rollouts (`policy_play`).

The trick table rewards no tricks or many (but never all), so the seat to move picks a mode:
`take` against a live Lot (its own or someone else's, to break it), when it already has a
trick (more is then better), or when its sure winners (led-power 2s, the joker, a card no
unplayed card in another hand or laid aside outranks) reach the table's jump; `duck` otherwise.
Ducking sheds the most dangerous card that still loses; taking wins with the lowest winner when
last to play, else the highest; a ducking leader leads its lowest ordinary card, a taking leader
a power card, else its highest sure winner, else its highest card. The Lot is bid only by the
first trick's leader whose every card is a sure winner. A led old-rule joker names the suit the
seat holds fewest of.
"""

from __future__ import annotations

import random

from tablecards.games.mini_misere.kernel import (
    JOKER,
    LOT,
    NAME,
    NO,
    SUIT_MASK,
    YES,
    FastMiniMisere,
    KernelRules,
    cards_of,
    from_action,
)
from tablecards.games.mini_misere.knowledge import Knowledge, rules_for
from tablecards.rules.actions import Action
from tablecards.rules.game import SeatView

# ABOVE[c]: the cards of c's suit that outrank it (none above the joker).
ABOVE: tuple[int, ...] = tuple(SUIT_MASK[c >> 3] >> (c + 1) << (c + 1) if c < JOKER else 0
                               for c in range(JOKER + 1))


def policy_move(state: FastMiniMisere, rng: random.Random) -> int:
    """The move of the seat to move: a Lot answer, or a card (plus Lot or named suit).

    It reads only what that seat may know: its own hand (`hands[turn]`), the trick on the
    table (`lead`, `best`, `locked`, `count`, `named`), the cards played (`played`), every
    seat's trick count (`tricks`, `ntricks`), the public Lot state (`declarers`, `lost`,
    `asking`, `asked`, `leader`) and the `rules`. Other hands and the laid-aside card are
    never read, so any determinization of them gives the same move. Deterministic: `rng` is
    kept for the policy protocol."""
    if state.asking:
        return YES if wants_lot(state) else NO
    move = policy_play(state)
    if state.rules.lot_first and state.ntricks == 0 and state.lead < 0 and wants_lot(state):
        move += LOT
    return move


def wants_lot(state: FastMiniMisere) -> bool:
    """Bid the Lot only as the first trick's leader, holding nothing but sure winners."""
    if state.ntricks or state.turn != state.leader:
        return False
    return len(sure_winners(state)) == state.hands[state.turn].bit_count()


def is_power(rules: KernelRules, c: int) -> bool:
    """A card that wins whenever it is led: the joker, or a 2 under led power."""
    return c == JOKER or (rules.deuce and c & 7 == 0)


def sure_winners(state: FastMiniMisere) -> list[int]:
    """The cards of the seat to move that win when led: power cards, and cards that no live
    card outranks. Live cards are the pack's cards neither in this hand nor played (so in
    another hand or laid aside); a joker or a 2 not led never wins, and a 2 ranks below every
    other card of its suit, so only the higher cards of the suit count."""
    rules = state.rules
    hand = state.hands[state.turn]
    live = rules.deck & ~hand & ~state.played
    return [c for c in cards_of(hand) if is_power(rules, c) or not live & ABOVE[c]]


def takes(state: FastMiniMisere) -> bool:
    """The mode of the seat to move: True to take tricks, False to duck them."""
    rules, seat = state.rules, state.turn
    if state.declarers:
        return state.lost != state.declarers
    if state.tricks[seat]:
        return True
    jump = next(k for k in range(1, len(rules.table)) if rules.table[k] > rules.table[0])
    return len(sure_winners(state)) >= jump


def danger(rules: KernelRules, c: int) -> int:
    """How likely a card is to win a trick later (higher = shed it first when ducking)."""
    return 100 if is_power(rules, c) else c & 7


def policy_play(state: FastMiniMisere) -> int:
    """The card to play (plus the named suit for a led old-rule joker), never a Lot bid."""
    cs = cards_of(state.legal_mask())
    return with_named_suit(state, _lead(state, cs) if state.lead < 0 else _follow(state, cs))


def with_named_suit(state: FastMiniMisere, c: int) -> int:
    """The action of card `c`: a led old-rule joker names the suit the seat holds fewest of."""
    if c == JOKER and state.lead < 0 and state.rules.joker == 2:
        hand = state.hands[state.turn]
        suit = min(range(4), key=lambda x: ((hand & SUIT_MASK[x]).bit_count(), x))
        return c + NAME * (suit + 1)
    return c


def _lead(state: FastMiniMisere, cs: list[int]) -> int:
    """Taking: a power card, else the highest sure winner, else the highest; ducking: the
    lowest ordinary card."""
    rules = state.rules
    if takes(state):
        power = [c for c in cs if is_power(rules, c)]
        return power[0] if power else max(sure_winners(state) or cs, key=lambda c: c & 7)
    plain = [c for c in cs if not is_power(rules, c)] or cs
    return min(plain, key=lambda c: c & 7)


def _follow(state: FastMiniMisere, cs: list[int]) -> int:
    """Taking: the lowest winner when last, else the highest; ducking: the most dangerous
    loser, else the highest winner when last (the trick is ours anyway), else the lowest."""
    rules = state.rules
    lead_suit = state.lead >> 3
    winners = [] if state.locked else [c for c in cs
                                       if c != JOKER and c >> 3 == lead_suit and c > state.best]
    losers = [c for c in cs if c not in winners]
    last = state.count == rules.players - 1
    if takes(state):
        if winners:
            return winners[0] if last else winners[-1]
        return min(losers, key=lambda c: (danger(rules, c), c))
    if losers:
        return max(losers, key=lambda c: (danger(rules, c), c))
    return winners[-1] if last else winners[0]


class MiniMisereBot:
    """The policy over a view: any determinization of the hidden cards serves, since
    `policy_move` never reads them; the chosen int is mapped back to the legal Action."""

    name = "mini-misere-basic"

    def plan(self, view: SeatView, action: Action) -> str | None:
        """The plan behind `action`, the policy's move in `view` (`plan_of`)."""
        return plan_of(view, action)

    def choose(self, view: SeatView, legal: list[Action], rng: random.Random) -> Action:
        """The policy's action (deterministic: `rng` is untouched)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        by_move = {from_action(a): a for a in legal}
        return by_move.get(policy_move(_state_of(view), rng), legal[0])


def _state_of(view: SeatView) -> FastMiniMisere:
    """A kernel state of the view, its hidden cards dealt by a fixed seed."""
    return Knowledge(view, rules_for(view)).world(random.Random(0))


# -- the plan the policy names ----------------------------------------------------------------
def plan_of(view: SeatView, action: Action) -> str | None:
    """The plan behind `action` when it is the policy's move in `view` (the coach checks
    that it is): the Lot only on sure winners, else whether the seat is taking tricks or
    ducking them (`takes`) and what the card does with the trick, read on the same world of
    the view (its hidden cards are never read). A plan id of the coach's words
    (`tablecards.ai.why_words`, or this game's `WHY_TEXTS` as "plan:<id>")."""
    state = _state_of(view)
    move = from_action(action)
    if state.asking or move & LOT:
        return "lot_sure" if move == YES or move & LOT else "no_lot"
    card = move % NAME  # a led old-rule joker's named suit aside
    if len(view.legal_actions) < 2:
        return None
    if state.lead < 0:
        return _lead_plan(state, card)
    return _follow_plan(state, card)


def _lead_plan(state: FastMiniMisere, card: int) -> str | None:
    if takes(state):
        return "cash_winner" if card in sure_winners(state) else None
    return "lead_low_duck"


def _follow_plan(state: FastMiniMisere, card: int) -> str | None:
    wins = not state.locked and card != JOKER and card >> 3 == state.lead >> 3 \
        and card > state.best
    last = state.count == state.rules.players - 1
    if takes(state):
        if wins:
            return "win_cheaply" if last else "take_high"
        return "discard_loser"
    if not wins:
        return "shed_danger"
    return "take_high" if last else None
