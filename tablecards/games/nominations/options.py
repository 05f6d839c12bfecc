"""Nominations' option ids (spec section 9, game length section 8) resolved into a `GameRules`.

The generic resolver checks values and exclusive groups; this module adds what it cannot
express (the game-length pair, `four_card_round` only with `deal_3334`) and gathers everything
the engine needs, so no other module re-reads option ids.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tablecards.rules.options import Options, OptionSpec

DEFAULT_DEALS = 8
DEFAULT_TARGET = 100


def _flag(oid: str, summary: str, group: str | None = None, default: bool = False) -> OptionSpec:
    return OptionSpec(oid, default, summary, group=group)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    _flag("deal_3334", "deal in packets of 3, one round of 4", "deal_pattern", True),
    _flag("deal_553", "deal in packets of 5, 5, then 3", "deal_pattern"),
    _flag("deal_pagat_staggered", "each round one player gets 4, moving left (pagat)",
          "deal_pattern"),
    OptionSpec("four_card_round", 4, "which round of the 3-3-3-4 deal gives 4 cards",
               choices=(1, 2, 3, 4)),
    _flag("no_shuffle_between_deals", "no shuffle after the first deal: gather and cut (pagat)"),
    _flag("min_bid_7", "the lowest number bid is 7"),
    _flag("misere_low", "misère ranks between 10 and 11 and scores 10"),
    _flag("must_trump", "a player void in the led suit must trump if able", "trumping", True),
    _flag("no_must_trump", "a void player may discard", "trumping"),
    _flag("defenders_score_tricks", "defenders also score 1 per trick they won"),
    _flag("grand_slam_26", "a bid of 13 is worth 26"),
    OptionSpec("end_after_deals", DEFAULT_DEALS,
               "the game ends after this many deals (a multiple of 4; true: 8)", flag_ok=True),
    OptionSpec("end_at_score", 0,
               "the game ends after the deal in which someone reaches this total (true: 100)",
               flag_ok=True),
)


@dataclass(frozen=True)
class GameRules:
    """Everything the engine reads from the options, resolved once per match."""

    pattern: str = "3334"  # "3334", "553" or "staggered"
    four_card_round: int = 4
    no_shuffle: bool = False
    min_bid: int = 10
    misere_low: bool = False
    must_trump: bool = True
    defenders_score_tricks: bool = False
    grand_slam_26: bool = False
    end_after_deals: int = DEFAULT_DEALS  # 0 when the game ends at a score
    end_at_score: int = 0  # 0 when the game ends after a number of deals


def build_config(given: Mapping[str, Any], options: Options) -> GameRules:
    """Check what the generic resolver cannot and gather the options.

    Raises:
        ValueError: both game lengths, a deal count not a multiple of 4, a bad target, or
            `four_card_round` with another packet pattern.
    """
    pattern = ("553" if options.on("deal_553")
               else "staggered" if options.on("deal_pagat_staggered") else "3334")
    if "four_card_round" in given and pattern != "3334":
        raise ValueError("option four_card_round is only offered with deal_3334")
    deals, score = _game_length(given)
    return GameRules(
        pattern=pattern,
        four_card_round=options.int("four_card_round"),
        no_shuffle=options.on("no_shuffle_between_deals"),
        min_bid=7 if options.on("min_bid_7") else 10,
        misere_low=options.on("misere_low"),
        must_trump=not options.on("no_must_trump"),
        defenders_score_tricks=options.on("defenders_score_tricks"),
        grand_slam_26=options.on("grand_slam_26"),
        end_after_deals=deals,
        end_at_score=score,
    )


def _game_length(given: Mapping[str, Any]) -> tuple[int, int]:
    """(deals, target): exactly one is non-zero; neither given means 8 deals."""
    raw_deals = given.get("end_after_deals", False)
    raw_score = given.get("end_at_score", False)
    deals_set = raw_deals is not False
    score_set = raw_score is not False and not (isinstance(raw_score, int) and raw_score == 0)
    if deals_set and score_set:
        raise ValueError("options end_after_deals and end_at_score cannot be combined")
    if score_set:
        score = DEFAULT_TARGET if raw_score is True else raw_score
        if not isinstance(score, int) or score <= 0:
            raise ValueError("option end_at_score must be true or a positive total")
        return 0, score
    deals = DEFAULT_DEALS if isinstance(raw_deals, bool) else raw_deals
    if not isinstance(deals, int) or deals <= 0 or deals % 4:
        raise ValueError("option end_after_deals must be a positive multiple of 4")
    return deals, 0
