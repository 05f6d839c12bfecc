"""Mini Misère's option ids (spec section 9) and their resolution into one `GameRules`.

The spec pairs its ids (`new_rules`/`old_rules`, the two Lot timings, early stop/play out):
both on is an error, and switching one off selects the other (clarifications). The Lot timing
defaults to the one paired with the rule set, so the record's options are normalised before
the generic `resolve_options` sees them; the rest of the package reads only the `GameRules`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from tablecards.rules.cards import Card, Rank, make_pack
from tablecards.rules.options import OptionSpec

PAIRS: tuple[tuple[str, str], ...] = (
    ("new_rules", "old_rules"),
    ("lot_on_first_play", "lot_before_first_lead"),
    ("lot_stop_early", "lot_play_out"),
)

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec("new_rules", True, "current Parlett card rules", group="rules"),
    OptionSpec("old_rules", False, "1989 Akagiri translation card rules", group="rules"),
    OptionSpec("lot_on_first_play", True, "the Lot is declared with a card to trick 1; "
               "several may declare (default with the new rules)", group="lot_timing"),
    OptionSpec("lot_before_first_lead", False, "the Lot is asked before the lead; the first "
               "acceptor from the dealer's left only (default with the old rules)",
               group="lot_timing"),
    OptionSpec("lot_stop_early", True, "end the hand once every Lot declarer has lost a trick",
               group="lot_end"),
    OptionSpec("lot_play_out", False, "always play all tricks", group="lot_end"),
    OptionSpec("mm4_with_joker", False, "four players, new rules: 25 cards with the joker, "
               "the 25th laid aside unseen"),
    OptionSpec("nine_for_deuce", False, "five players, new rules: 9s instead of 2s"),
)

NEW_RANKS = (Rank.TWO, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
OLD_4P_RANKS = (Rank.TWO, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
NINE_RANKS = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)

# Points by tricks won, without a Lot (spec section 6).
TABLE_4P_NEW = (6, 1, 2, 3, 8, 10, 0)
TABLE_4P_OLD = (7, 1, 2, 3, 8, 10, 12, 0)
TABLE_5P = (5, 1, 2, 6, 8, 0)


def normalise_options(given: Mapping[str, Any]) -> dict[str, Any]:
    """The options with each pair completed: one off selects the other; the Lot timing
    follows the rule set when the record names neither.

    Raises:
        ValueError: when both ids of a pair are switched off.
    """
    out = dict(given)
    for first, second in PAIRS:
        a, b = out.get(first), out.get(second)
        if a is False and b is False:
            raise ValueError(f"one of {first}, {second} must be on")
        if a is False and b is None:
            out[second] = True
        elif b is False and a is None:
            out[first] = True
    timing = ("lot_on_first_play", "lot_before_first_lead")
    if not any(out.get(t) is True for t in timing):
        old = out.get("old_rules") is True
        out["lot_before_first_lead" if old else "lot_on_first_play"] = True
    return out


@dataclass(frozen=True)
class GameRules:
    """Everything the engine reads from the player count and the options."""

    players: int
    old_rules: bool
    lot_first_play: bool
    stop_early: bool
    mm4_joker: bool
    nine_for_deuce: bool

    @property
    def joker(self) -> Literal["", "new", "old"]:
        """The joker rule in force: "" (no joker), "new" or "old"."""
        if self.players == 5:
            return "old" if self.old_rules else "new"
        return "new" if self.mm4_joker else ""

    @property
    def ranks(self) -> tuple[Rank, ...]:
        if self.players == 4:
            return OLD_4P_RANKS if self.old_rules else NEW_RANKS
        return NINE_RANKS if self.old_rules or self.nine_for_deuce else NEW_RANKS

    @property
    def deuce_power(self) -> bool:
        """A led 2 wins: every configuration whose pack holds 2s."""
        return Rank.TWO in self.ranks

    @property
    def hand_size(self) -> int:
        return {4: 7 if self.old_rules else 6, 5: 5}[self.players]

    @property
    def laid_aside(self) -> int:
        """Cards left undealt (the 25th card of `mm4_with_joker`)."""
        return 1 if self.mm4_joker else 0

    @property
    def four_old(self) -> bool:
        return self.players == 4 and self.old_rules

    @property
    def table(self) -> tuple[int, ...]:
        if self.players == 5:
            return TABLE_5P
        return TABLE_4P_OLD if self.old_rules else TABLE_4P_NEW

    @property
    def lot_success(self) -> int:
        return {4: 14 if self.old_rules else 12, 5: 10}[self.players]

    @property
    def lot_failure(self) -> int:
        return {4: 7 if self.old_rules else 6, 5: 5}[self.players]

    @property
    def game_total(self) -> int:
        return 31 if self.four_old else 25

    def pack(self) -> list[Card]:
        return make_pack(self.ranks, jokers=1 if self.joker else 0)


def build_config(players: int, options: Mapping[str, Any]) -> GameRules:
    """Check the options against the player count and gather them.

    Raises:
        ValueError: an option offered only with another player count or rule set.
    """
    cfg = GameRules(
        players=players,
        old_rules=bool(options["old_rules"]),
        lot_first_play=bool(options["lot_on_first_play"]),
        stop_early=bool(options["lot_stop_early"]),
        mm4_joker=bool(options["mm4_with_joker"]),
        nine_for_deuce=bool(options["nine_for_deuce"]),
    )
    if cfg.mm4_joker and (players != 4 or cfg.old_rules):
        raise ValueError("option mm4_with_joker is for four players with the new rules")
    if cfg.nine_for_deuce and (players != 5 or cfg.old_rules):
        raise ValueError("option nine_for_deuce is for five players with the new rules")
    return cfg
