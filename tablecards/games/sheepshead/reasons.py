"""The English wording of Sheepshead's refusals (ids prefixed `sh_`)."""

from __future__ import annotations

from tablecards.rules.actions import register_reasons

REASONS: dict[str, str] = {
    "sh_pick_bool": "pick must be true or false",
    "sh_dealer_must_pick": "the dealer must pick when everyone else has passed",
    "sh_bury_two": "bury two different cards from the hand",
    "sh_call_fail": "{card} cannot be called: only a fail ace or ten may be called",
    "sh_call_held": "{card} cannot be called: the picker holds it",
    "sh_call_ten": "a ten may only be called when holding all three fail aces",
    "sh_call_no_hold": "{card} cannot be called: no card of its suit is left in the hand",
    "sh_unknown_off": "an unknown call is not allowed in this game",
    "sh_unknown_needless": "an unknown call is only allowed when no ace or ten can be called",
    "sh_unknown_ace": "an unknown call names a fail ace",
    "sh_call_jack": "only {jack} may be called",
    "sh_no_jack_call": "a jack may only be called when holding the jack of diamonds (jd_call_up)",
    "sh_call_value": "the call must be alone or a card",
    "sh_called_already": "the call has been made already",
    "sh_must_play_trump": "must play a trump when a trump is led",
    "sh_must_play_called": "must play the called {card} when its suit is first led",
    "sh_keep_called": "the called {card} may not be thrown on another suit before the last trick",
    "sh_no_lead_called_suit": (
        "may not lead another {suit} card before the called {card} falls "
        "(unless holding four {suit})"
    ),
    "sh_keep_hold_card": (
        "the last {suit} card (the hold card) may not be thrown before the last trick"
    ),
    "sh_unknown_now": "the unknown card must be played to the first {suit} lead",
    "sh_unknown_later": (
        "the unknown card is played to the first lead of the called suit or to the last trick"
    ),
    "sh_unknown_lead": "the unknown card cannot be led before the last trick",
    "sh_no_extras": "a {verb} takes no qualifiers here",
}

register_reasons(REASONS)
