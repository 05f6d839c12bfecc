"""Ninety-Nine's option ids (spec section 6) and their resolution into one `GameRules`.

The record's options are checked by the generic `resolve_options`; this module then infers
the player-count form when a record names none, rejects combinations the spec does not
define, and gathers everything the engine needs into a frozen `GameRules`, so the rest of the
package never re-reads option ids.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tablecards.games.ninety_nine.forms import FORMS, Form
from tablecards.rules.options import Options, OptionSpec

FORM_IDS = ("standard_3p", "four_player", "four_player_pairs", "five_player",
            "two_player_dummy", "two_player_24")
# The form a record without a form option means, by player count (2 → 24 cards, no dummy).
INFERRED_FORM = {2: "two_player_24", 3: "standard_3p", 4: "four_player", 5: "five_player"}


def _flag(oid: str, summary: str, group: str | None = None, default: bool = False) -> OptionSpec:
    return OptionSpec(oid, default, summary, group=group)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    _flag("standard_3p", "three players, 36 cards", "form", True),
    _flag("four_player", "four players, 52 cards, individual", "form"),
    _flag("four_player_pairs", "four players in two partnerships", "form"),
    _flag("five_player", "five players, 60-card 500 pack", "form"),
    _flag("two_player_dummy", "two players and a dummy", "form"),
    _flag("two_player_24", "two players, 24 cards", "form"),
    _flag("premium_priority", "secret premium offers; reveal beats declare, then seat"),
    _flag("four_player_zero_diamonds", "four players: no success → diamonds trump"),
    _flag("five_player_500", "five players: game to 500 instead of 250"),
    _flag("dummy_scoring_seed", "dummy: seed scoring and clubs first", "dummy_rules", True),
    _flag("dummy_penguin", "dummy: Penguin Book rules", "dummy_rules"),
    _flag("dummy_can_win", "dummy may win the game", "dummy_end", True),
    _flag("dummy_100_continue", "live players play on when the dummy reaches 100", "dummy_end"),
    _flag("joker_turnup", "37 cards; the turn-up sets trumps; the joker copies it"),
    _flag("premium_trump_call", "the premium bidder names trumps"),
    _flag("trump_nines", "the premium bidder may name the nines as trumps"),
    _flag("no_bid", "no bid cards before play; the last three cards are the bid"),
    _flag("no_bid_premium_fixed", "no-bid: the revealer lays bid cards aside", "no_bid_premium",
          True),
    _flag("no_bid_premium_announce", "no-bid: the revealer announces a number",
          "no_bid_premium"),
    _flag("divide_and_conquer", "anyone may declare or reveal; fixed scores"),
    _flag("dac_fail_keeps_tricks", "divide and conquer: failed bidders keep their tricks"),
    _flag("naughty_nun", "Naughty Nun: nine deals, the seed's trick rules", "naughty"),
    _flag("naughty_nun_site", "Naughty Nun: nine deals, Parlett's site sequence", "naughty"),
    _flag("tie_play_on", "a tie for the lead plays on", "ties", True),
    _flag("tie_shared", "a tie for the lead shares the win", "ties"),
    OptionSpec("match_fixed_deals", 0, "a fixed number of deals (true: the form's default)",
               flag_ok=True),
    _flag("rubber_penguin", "games to 100 in a rubber of three won games"),
    OptionSpec("bridge_variant", False, "documented only; not implementable", offered=False),
)

# Section 4 variants are defined on the three-player game ("combinable with standard_3p").
STANDARD_ONLY = ("joker_turnup", "premium_trump_call", "no_bid", "divide_and_conquer")
# Options that only make sense with one form or one variant.
NEEDS = {
    "four_player_zero_diamonds": ("four_player", "four_player_pairs"),
    "five_player_500": ("five_player",),
    "dummy_penguin": ("two_player_dummy",),
    "dummy_100_continue": ("two_player_dummy",),
    "trump_nines": ("premium_trump_call",),
    "no_bid_premium_announce": ("no_bid",),
    "dac_fail_keeps_tricks": ("divide_and_conquer",),
    "premium_priority": ("standard_3p", "four_player"),
}
NAUGHTY_FORMS = ("two_player_24", "standard_3p", "four_player")
NAUGHTY_EXCLUDES = ("joker_turnup", "premium_trump_call", "no_bid", "divide_and_conquer",
                    "premium_priority", "match_fixed_deals", "rubber_penguin")


@dataclass(frozen=True)
class GameRules:
    """Everything the engine reads from the options, resolved once per match."""

    form: Form
    naughty: str = ""  # "", "default" or "site"
    priority: bool = False
    zero_diamonds: bool = False
    five_500: bool = False
    dummy_penguin: bool = False
    dummy_continue: bool = False
    joker: bool = False
    trump_call: bool = False
    nines_call: bool = False
    no_bid: str = ""  # "", "fixed" or "announce"
    dac: bool = False
    dac_keep: bool = False
    tie_shared: bool = False
    fixed_deals: int = 0
    rubber: bool = False

    @property
    def premium_mode(self) -> str:
        """How premium bids are made: none, round (2.4), priority (secret) or independent."""
        if self.naughty or not self.form.premium:
            return "none"
        if self.dac or self.form.declare_only:
            return "independent"
        return "priority" if self.priority else "round"

    @property
    def premium_kinds(self) -> tuple[str, ...]:
        """The premium bids offered besides pass."""
        if self.no_bid:
            return ("reveal",)
        return ("declare",) if self.form.declare_only else ("declare", "reveal")

    @property
    def target(self) -> int:
        if self.form.id == "five_player":
            return 500 if self.five_500 else 250
        return 100


def as_played(players: int, options: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """records.md counts seats as players, and the dummy has a seat: 3 with the dummy form
    means 2 players and the dummy."""
    if players == 3 and options.get("two_player_dummy") is True:
        return 2, options
    return players, options


def settled(players: int, given: Mapping[str, Any],
            options: Options) -> tuple[Options, GameRules]:
    """The resolved options with the form inferred from the count when none is named, and
    the rules they make.

    Raises:
        ValueError: for another count than 2-5, or options `build_config` refuses.
    """
    if players not in (2, 3, 4, 5):
        raise ValueError(f"ninety_nine is played by 2-5 players, not {players}")
    options = with_form(options, infer_form(players, given))
    return options, build_config(players, given, options)


def infer_form(players: int, given: Mapping[str, Any]) -> str:
    """The active form: the one the record names, else the one its player count implies."""
    named = [f for f in FORM_IDS if given.get(f) is True]
    if named:
        return named[0]
    return INFERRED_FORM.get(players, "standard_3p")


def build_config(players: int, given: Mapping[str, Any], options: Options) -> GameRules:
    """Check the options against the player count and gather them.

    Raises:
        ValueError: a form for another player count, or options the spec does not combine.
    """
    form_id = infer_form(players, given)
    form = FORMS[form_id]
    if form.players != players:
        raise ValueError(f"the {form_id} form is for {form.players} players, not {players}")
    on = {k for k, v in options.items() if v is True and k not in FORM_IDS} | {form_id}
    if options["match_fixed_deals"] not in (0, False):
        on.add("match_fixed_deals")
    _check_combinations(form_id, on)
    return GameRules(
        form=form,
        naughty="site" if "naughty_nun_site" in on else "default" if "naughty_nun" in on else "",
        priority="premium_priority" in on,
        zero_diamonds="four_player_zero_diamonds" in on,
        five_500="five_player_500" in on,
        dummy_penguin="dummy_penguin" in on,
        dummy_continue="dummy_100_continue" in on,
        joker="joker_turnup" in on,
        trump_call="premium_trump_call" in on,
        nines_call="trump_nines" in on,
        no_bid=("announce" if "no_bid_premium_announce" in on else "fixed")
        if "no_bid" in on else "",
        dac="divide_and_conquer" in on,
        dac_keep="dac_fail_keeps_tricks" in on,
        tie_shared="tie_shared" in on,
        fixed_deals=_fixed_deals(options["match_fixed_deals"], players, "joker_turnup" in on),
        rubber="rubber_penguin" in on,
    )


def _check_combinations(form_id: str, on: set[str]) -> None:
    for oid, needs in NEEDS.items():
        if oid in on and not any(n in on for n in needs):
            raise ValueError(f"option {oid} needs {' or '.join(needs)}")
    if form_id != "standard_3p":
        for oid in STANDARD_ONLY:
            if oid in on:
                raise ValueError(f"option {oid} is only offered with the standard_3p form")
    if "naughty_nun" in on or "naughty_nun_site" in on:
        if form_id not in NAUGHTY_FORMS:
            raise ValueError(f"Naughty Nun is not played with the {form_id} form")
        for oid in NAUGHTY_EXCLUDES:
            if oid in on:
                raise ValueError(f"option {oid} cannot be combined with Naughty Nun")
    if "no_bid" in on and "divide_and_conquer" in on:
        raise ValueError("options no_bid and divide_and_conquer cannot be combined")
    if "divide_and_conquer" in on and "premium_priority" in on:
        raise ValueError("options divide_and_conquer and premium_priority cannot be combined")
    if "rubber_penguin" in on and "match_fixed_deals" in on:
        raise ValueError("options rubber_penguin and match_fixed_deals cannot be combined")


def _fixed_deals(raw: Any, players: int, joker: bool) -> int:
    """`true` means the form's default count: 9 with the turn-up, else one per player."""
    if raw is True:
        return 9 if joker else players
    if raw is False:
        return 0
    if not isinstance(raw, int) or raw < 0:
        raise ValueError("option match_fixed_deals must be a number of deals, 0 for off")
    return raw


def with_form(options: Options, form_id: str) -> Options:
    """The options with the inferred form switched on (and the others off)."""
    values = dict(options)
    for f in FORM_IDS:
        values[f] = f == form_id
    return Options(values)
