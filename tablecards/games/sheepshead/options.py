"""Sheepshead's option ids (spec section 10) and the rules they resolve to.

Exclusive flags share a group, so the core's option resolution rejects two members at once;
the remaining contradictions (`jd_call_up` without `jd_partner`, a bad `hands`) are checked
here. `GameRules` is the resolved, typed form a deal reads.
"""

from __future__ import annotations

from dataclasses import dataclass

from tablecards.rules.options import Options, OptionSpec

DEFAULT_HANDS = 10
MAX_DOUBLERS = 6
MAX_MULTIPLIER = 1 << MAX_DOUBLERS
"""Doublers stop doubling at x64 (six thrown-in hands in a row): a long run of throw-ins
would otherwise make scores of thousands of digits that no table or record can show."""


def capped_multiplier(multiplier: int) -> int:
    """The doubled multiplier for the next played hand, never above MAX_MULTIPLIER."""
    return min(2 * multiplier, MAX_MULTIPLIER)


def option_specs() -> tuple[OptionSpec, ...]:
    return (
        OptionSpec("called_ace", True, "partner by a called fail ace", group="partner"),
        OptionSpec("jd_partner", False, "partner is the holder of the jack of diamonds",
                   group="partner"),
        OptionSpec("unknown_call", True, "a picker without a hold card may call an ace "
                   "'unknown', setting aside a card", group="unknown"),
        OptionSpec("no_unknown_call", False, "a picker without a hold card must go alone",
                   group="unknown"),
        OptionSpec("jd_call_up", False, "with jd_partner: a picker holding the jack of "
                   "diamonds may call the next higher jack"),
        OptionSpec("double_on_bump", True, "a losing picker pays double", group="bump"),
        OptionSpec("no_double_on_bump", False, "a losing picker pays single",
                   group="bump"),
        OptionSpec("leaster", True, "all pass: play a leaster", group="all_pass"),
        OptionSpec("doublers", False, "all pass: throw in, the next deal counts double",
                   group="all_pass"),
        OptionSpec("forced_pick", False, "all pass: the dealer must pick", group="all_pass"),
        OptionSpec("leaster_blind_first_trick", False,
                   "leaster: the blind goes to the first trick's winner"),
        OptionSpec("hands", DEFAULT_HANDS, "number of deals in the game", flag_ok=True),
    )


@dataclass(frozen=True)
class GameRules:
    """The resolved options a deal needs."""

    jd_partner: bool = False
    unknown_call: bool = True
    jd_call_up: bool = False
    double_on_bump: bool = True
    all_pass: str = "leaster"  # "leaster", "doublers" or "forced_pick"
    leaster_blind_first_trick: bool = False
    hands: int = DEFAULT_HANDS


def resolve_rules(options: Options) -> GameRules:
    """Typed rules from resolved options.

    Raises:
        ValueError: `jd_call_up` without `jd_partner`, or `hands` not a positive number.
    """
    if options.on("jd_call_up") and not options.on("jd_partner"):
        raise ValueError("option jd_call_up needs jd_partner")
    hands = options["hands"]
    if hands is True:
        hands = DEFAULT_HANDS
    if isinstance(hands, bool) or not isinstance(hands, int) or hands < 1:
        raise ValueError("option hands must be a positive number")
    all_pass = next(k for k in ("leaster", "doublers", "forced_pick") if options.on(k))
    return GameRules(
        jd_partner=options.on("jd_partner"),
        unknown_call=options.on("unknown_call"),
        jd_call_up=options.on("jd_call_up"),
        double_on_bump=options.on("double_on_bump"),
        all_pass=all_pass,
        leaster_blind_first_trick=options.on("leaster_blind_first_trick"),
        hands=hands,
    )


VARIANT_EXAMPLES: tuple[tuple[int, dict[str, object]], ...] = (
    (5, {}),
    (5, {"no_unknown_call": True}),
    (5, {"jd_partner": True}),
    (5, {"jd_partner": True, "jd_call_up": True}),
    (5, {"no_double_on_bump": True, "hands": 5}),
    (5, {"doublers": True}),
    (5, {"forced_pick": True}),
    (5, {"leaster_blind_first_trick": True, "hands": 5}),
)
