"""Hearts: its `GameSpec`, what the lobby shows of it, apart from the referee.

The lobby lists every game with its player counts and options without loading any game's
rules engine (`tablecards.rules.registry.game_spec`); the Match class's `spec` is this object.
"""

from __future__ import annotations

from tablecards.games.hearts import texts
from tablecards.rules.options import OptionSpec
from tablecards.rules.spec import GameSpec


def _flag(option_id: str, default: bool, summary: str, group: str | None = None) -> OptionSpec:
    return OptionSpec(option_id, default, summary, group=group)


def _options() -> tuple[OptionSpec, ...]:
    return (
        OptionSpec("pass_dir", "cycle",
                   "pass direction: cycle (left, right, across, hold) or always one way",
                   choices=("cycle", "left", "right", "across")),
        _flag("no_pass", False, "no passing at all"),
        _flag("no_points_first_trick", True,
              "no heart or Q♠ on the first trick unless the hand has nothing else"),
        _flag("can_lead_any_club", False, "the 2♣ holder may lead any club to the first trick"),
        _flag("must_break_hearts", True, "hearts may not be led until broken"),
        _flag("qs_breaks_hearts", True, "playing Q♠ breaks hearts"),
        _flag("can_lead_hearts_instead_of_qs", False,
              "with hearts unbroken and only Q♠ besides hearts, a heart may be led"),
        _flag("jd_bonus", False, "the taker of J♦ scores −10"),
        _flag("avoid_all_tricks_bonus", False, "a seat that takes no trick scores −5"),
        _flag("moon_minus", False, "shooting the moon: the shooter scores −26, others 0"),
        OptionSpec("target_score", 100, "a total at or above this ends the match",
                   choices=(50, 75, 100)),
        _flag("tie_shared", True, "a tie for the lowest total shares the win", "ties"),
        _flag("tie_play_on", False, "a tie for the lowest total plays another deal", "ties"),
    )


SPEC = GameSpec(
    id="hearts",
    name=texts.NAME,
    players=(4,),
    options=_options(),
    verbs=("pass", "play"),
    card_fields=("pass", "play"),
    summary=texts.SUMMARY,
    fewer_is_better=True,
)
