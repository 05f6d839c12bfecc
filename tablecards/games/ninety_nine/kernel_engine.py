"""Bridge from the validating engine's deal to the fast path (`FastNinetyNine.from_deal`).

Kept apart from `fast.py` so that the fast path imports nothing of the engine at run time:
an AI building states from its own determinizations never loads it.
"""

from __future__ import annotations

from tablecards.games.ninety_nine.deal import NinetyNineDeal
from tablecards.games.ninety_nine.kernel import CALL_CODES, FastNinetyNine
from tablecards.games.ninety_nine.kernel_tables import (
    ANNOUNCE_SHIFT,
    BID,
    CALL_SHIFT,
    DONE,
    NINES,
    NO_TRUMP,
    PLAY,
    PREMIUM,
    RULE_HIERARCHY,
    RULE_HIGH_RANK,
    RULE_SECOND_BEST,
    RULE_SNAP,
    RULE_TRUMP,
    SHOW,
    SNAP_FLAG,
    KernelRules,
)
from tablecards.games.ninety_nine.options import GameRules
from tablecards.games.ninety_nine.premium import STRENGTH
from tablecards.games.ninety_nine.tricks import TrickContext, TrickRule
from tablecards.rules.bits import mask_of
from tablecards.rules.cards import Card

PHASES = {"show": SHOW, "bid": BID, "revealer_bid": BID, "premium": PREMIUM, "play": PLAY,
          "done": DONE}
RULES = {TrickRule.TRUMP: RULE_TRUMP, TrickRule.HIERARCHY: RULE_HIERARCHY,
         TrickRule.HIGHEST_RANK: RULE_HIGH_RANK, TrickRule.SECOND_BEST: RULE_SECOND_BEST}

_RULES_CACHE: dict[tuple[object, ...], KernelRules] = {}


def rules_from_config(cfg: GameRules) -> KernelRules:
    """The fast rules of an engine GameRules (cached: its tables are shared by every state)."""
    key = (cfg.form.id, cfg.naughty, cfg.priority, cfg.trump_call, cfg.nines_call, cfg.dac,
           cfg.dac_keep, cfg.no_bid, cfg.dummy_penguin)
    rules = _RULES_CACHE.get(key)
    if rules is None:
        rules = _RULES_CACHE[key] = KernelRules(
            cfg.form.id,
            naughty=bool(cfg.naughty),
            premium_priority=cfg.priority,
            premium_trump_call=cfg.trump_call,
            trump_nines=cfg.nines_call,
            divide_and_conquer=cfg.dac,
            dac_fail_keeps_tricks=cfg.dac_keep,
            no_bid=bool(cfg.no_bid),
            no_bid_announce=cfg.no_bid == "announce",
            dummy_penguin=cfg.dummy_penguin,
        )
    return rules


def trick_fields(ctx: TrickContext) -> tuple[int, int]:
    """(trump, rule) of the fast state for an engine trick context."""
    trump = NINES if ctx.nines else NO_TRUMP if ctx.trump is None else int(ctx.trump)
    return trump, RULE_SNAP if ctx.snap else RULES[ctx.rule]


def from_deal(deal: NinetyNineDeal) -> FastNinetyNine:
    """The fast state equal to `deal` now (any phase), for search or a differential test."""
    rules = rules_from_config(deal.cfg)
    joker = -1 if deal.ctx.joker_as is None else _int(rules, deal.ctx.joker_as, -1)

    def mask(cards: list[Card] | None) -> int:
        return mask_of(cards or (), lambda c: _int(rules, c, joker))

    n = rules.seats
    phase = PHASES[deal.phase]
    round_ = deal.premium
    closed = round_.closed and phase != PREMIUM
    offers = round_.holders() if closed else round_.offers
    premium = [STRENGTH[offers[s]] if s in offers else 0 for s in range(n)]
    calls = [0] * n
    for seat, call in round_.calls.items():
        calls[seat] = CALL_CODES.index(call)
    for seat, number in round_.announced.items():
        calls[seat] |= (number + 1) << (ANNOUNCE_SHIFT - CALL_SHIFT)
    trump, rule = trick_fields(deal.ctx)
    trick: list[int] = []
    if deal.trick is not None:
        trick = [_int(rules, c, joker) | (SNAP_FLAG if snap else 0)
                 for (_, c), snap in zip(deal.trick.plays, deal.snaps, strict=True)]
    bids = [mask(b) for b in deal.bids]
    if phase == DONE and rules.no_bid:
        bids = [b or mask(h) for b, h in zip(bids, deal.hands, strict=True)]
    revealer = next((s for s, k in offers.items() if k == "reveal"), None)
    announce = round_.announced.get(revealer, -1) if closed and revealer is not None else -1
    shown = [_int(rules, deal.shows[s], joker) if s in deal.shows else -1 for s in range(n)]
    state = FastNinetyNine(
        rules, [mask(h) for h in deal.hands], deal.dealer, bids=bids, phase=phase,
        trump=trump, rule=rule, premium=premium, calls=calls, premium_step=len(round_.offers),
        leader=deal.leader, ctrl=deal.dummy_controller, trick=trick, tricks=deal.won,
        joker=joker, no_nine_bid=deal.plan.no_nine_bids,
        lead_nine=deal.plan.lead_nine and not deal.tricks, shown=shown, announce=announce,
    )
    return state


def _int(rules: KernelRules, card: Card, joker: int) -> int:
    if card.is_joker:
        return joker
    assert card.suit is not None
    return rules.card_int(card.suit, card.rank)
