"""Sheepshead in words for players: its name, options and refusals, each written once."""

from __future__ import annotations

from tablecards.rules.texts import QT_TRANSLATE_NOOP

NAME = QT_TRANSLATE_NOOP("Games", "Sheepshead")
SUMMARY = QT_TRANSLATE_NOOP(
    "Games", "Five-handed: the picker takes the blind and plays with a called partner.")
OPTIONS_CONTEXT = "SheepsheadOptions"

OPTION_LABELS: dict[str, str] = {
    "called_ace": QT_TRANSLATE_NOOP("SheepsheadOptions", "The holder of an ace the picker calls"),
    "jd_partner": QT_TRANSLATE_NOOP("SheepsheadOptions", "Jack of diamonds partner"),
    "unknown_call": QT_TRANSLATE_NOOP("SheepsheadOptions", "Call an ace 'unknown'"),
    "no_unknown_call": QT_TRANSLATE_NOOP("SheepsheadOptions", "The picker goes alone"),
    "jd_call_up": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "Jack of diamonds: the picker may call up the next jack"),
    "double_on_bump": QT_TRANSLATE_NOOP("SheepsheadOptions", "Pays double"),
    "no_double_on_bump": QT_TRANSLATE_NOOP("SheepsheadOptions", "Pays the same"),
    "leaster": QT_TRANSLATE_NOOP("SheepsheadOptions", "Play a leaster"),
    "doublers": QT_TRANSLATE_NOOP("SheepsheadOptions", "Throw in; the next deal counts double"),
    "forced_pick": QT_TRANSLATE_NOOP("SheepsheadOptions", "The dealer must pick"),
    "leaster_blind_first_trick": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "Leaster: the blind goes to the first trick's winner"),
    "hands": QT_TRANSLATE_NOOP("SheepsheadOptions", "Number of deals in the game"),
}

# A few sentences per option, the lobby's tooltip (the label is the one-liner).
OPTION_DETAILS: dict[str, str] = {
    "called_ace": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "After burying, the picker calls the ace of a plain suit (not "
        "trumps) that they do not hold, keeping a card of that suit; its holder is the secret "
        "partner."),
    "jd_partner": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "The holder of the jack of diamonds is the secret partner; a "
        "picker holding it plays alone without saying so."),
    "unknown_call": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "A picker holding no card of any suit whose ace they could call may "
        "still call an ace 'unknown', setting a card aside face down to play when that suit is "
        "first led."),
    "no_unknown_call": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "A picker holding no card of any suit whose ace they could call must "
        "play alone."),
    "jd_call_up": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "A picker holding the jack of diamonds may call the next "
        "higher jack they do not hold (J♥, J♠, J♣)."),
    "double_on_bump": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "A picker who loses pays twice what a winning picker would "
        "receive."),
    "no_double_on_bump": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "A losing picker pays the same as a winning picker receives."),
    "leaster": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "Everyone plays alone; the fewest card points among players "
        "who took a trick wins."),
    "doublers": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "The deal is thrown in and the next one scores double; throw-ins in "
        "a row stack."),
    "forced_pick": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "When the other four pass, the dealer must take the blind."),
    "leaster_blind_first_trick": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "In a leaster the blind's points go to the winner of the first "
        "trick instead of the last."),
    "hands": QT_TRANSLATE_NOOP(
        "SheepsheadOptions", "Play this many deals; a multiple of five lets everyone deal "
        "equally."),
}

# Titles of the game's radio groups of exclusive options, by OptionSpec.group.
OPTION_GROUPS: dict[str, str] = {
    "all_pass": QT_TRANSLATE_NOOP("OptionGroups", "When everyone passes"),
    "bump": QT_TRANSLATE_NOOP("OptionGroups", "A losing picker"),
    "partner": QT_TRANSLATE_NOOP("OptionGroups", "Partner"),
    "unknown": QT_TRANSLATE_NOOP("OptionGroups", "No card of a suit to call"),
}

# A player's wording of each refusal, by reason id.
REASONS: dict[str, str] = {
    "sh_pick_bool": QT_TRANSLATE_NOOP("Reasons", "pick up the blind or pass"),
    "sh_dealer_must_pick": QT_TRANSLATE_NOOP(
        "Reasons", "the dealer must pick when everyone else has passed"),
    "sh_bury_two": QT_TRANSLATE_NOOP("Reasons", "bury two different cards from the hand"),
    "sh_call_fail": QT_TRANSLATE_NOOP(
        "Reasons", "{card} cannot be called: only a fail ace or ten may be called"),
    "sh_call_held": QT_TRANSLATE_NOOP("Reasons", "{card} cannot be called: the picker holds it"),
    "sh_call_ten": QT_TRANSLATE_NOOP(
        "Reasons", "a ten may only be called when holding all three fail aces"),
    "sh_call_no_hold": QT_TRANSLATE_NOOP(
        "Reasons", "{card} cannot be called: no card of its suit is left in the hand"),
    "sh_unknown_off": QT_TRANSLATE_NOOP("Reasons", "an unknown call is not allowed in this game"),
    "sh_unknown_needless": QT_TRANSLATE_NOOP(
        "Reasons", "an unknown call is only allowed when no ace or ten can be called"),
    "sh_unknown_ace": QT_TRANSLATE_NOOP("Reasons", "an unknown call names a fail ace"),
    "sh_call_jack": QT_TRANSLATE_NOOP("Reasons", "only {jack} may be called"),
    "sh_no_jack_call": QT_TRANSLATE_NOOP(
        "Reasons", "a jack may only be called when holding the jack of diamonds"),
    "sh_call_value": QT_TRANSLATE_NOOP("Reasons", "call a card or go alone"),
    "sh_called_already": QT_TRANSLATE_NOOP("Reasons", "the call has been made already"),
    "sh_must_play_trump": QT_TRANSLATE_NOOP("Reasons", "must play a trump when a trump is led"),
    "sh_must_play_called": QT_TRANSLATE_NOOP(
        "Reasons", "must play the called {card} when its suit is first led"),
    "sh_keep_called": QT_TRANSLATE_NOOP(
        "Reasons", "the called {card} may not be thrown on another suit before the last trick"),
    "sh_no_lead_called_suit": QT_TRANSLATE_NOOP(
        "Reasons", "may not lead another {suit} card before the called {card} falls (unless "
        "holding four {suit})"),
    "sh_keep_hold_card": QT_TRANSLATE_NOOP(
        "Reasons", "the last {suit} card (the hold card) may not be thrown before the last trick"),
    "sh_unknown_now": QT_TRANSLATE_NOOP(
        "Reasons", "the unknown card must be played to the first {suit} lead"),
    "sh_unknown_later": QT_TRANSLATE_NOOP(
        "Reasons", "the unknown card is played to the first lead of the called suit or to the last"
        " trick"),
    "sh_unknown_lead": QT_TRANSLATE_NOOP(
        "Reasons", "the unknown card cannot be led before the last trick"),
    "sh_no_extras": QT_TRANSLATE_NOOP("Reasons", "a {verb} needs no other choice here"),
}

# The record's wording (replay prints it) where it differs from the player's.
RECORD_WORDING: dict[str, str] = {
    "sh_pick_bool": "pick must be true or false",
    "sh_no_jack_call": "a jack may only be called when holding the jack of diamonds (jd_call_up)",
    "sh_call_value": "the call must be alone or a card",
    "sh_no_extras": "a {verb} takes no qualifiers here",
}

# What to do instead of a refused verb, by the verb the deal expects.
EXPECTED: dict[str, str] = {
    "pick": QT_TRANSLATE_NOOP("Reasons", "pick up the blind or pass first"),
    "bury": QT_TRANSLATE_NOOP("Reasons", "bury two cards first"),
    "call": QT_TRANSLATE_NOOP("Reasons", "call your partner first"),
}

# Why a trick was won, beside the shared reasons of the rules core (context "Explain").
EXPLANATIONS: dict[str, str] = {
    "sheepshead_queen": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest trump played: the queens are the top trumps, in the "
        "order Q♣ Q♠ Q♥ Q♦."),
    "sheepshead_jack": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest trump played: with no queen in the trick, the jacks "
        "come next, in the order J♣ J♠ J♥ J♦."),
    "sheepshead_diamond": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the highest trump played: with no queen or jack in the trick, "
        "the diamonds decide, in the order A 10 K 9 8 7."),
    "sheepshead_only_trump": QT_TRANSLATE_NOOP(
        "Explain", "{card} is the only trump played: every queen, every jack and every diamond "
        "is a trump, and a trump beats any club, spade or heart."),
    "sheepshead_trump_led": QT_TRANSLATE_NOOP(
        "Explain", "Nobody else had a trump to follow {card}, the trump led, so it wins."),
    "sheepshead_ten": QT_TRANSLATE_NOOP(
        "Explain", "No trump was played and {card} is the highest card of {suit}, the suit led: "
        "in Sheepshead the ten ranks above the king (A 10 K 9 8 7)."),
    "sheepshead_called": QT_TRANSLATE_NOOP(
        "Explain", "No trump was played and {card}, the called card, is the highest card of "
        "{suit}, the suit led; whoever holds it is the picker's partner."),
    "sheepshead_unknown": QT_TRANSLATE_NOOP(
        "Explain", "{card} wins: the picker's unknown card, played face down, counts as a card "
        "of {suit}, the called suit, and can never win a trick."),
}

# Labels of the game's own statistics figures (`figures.FIGURES`), for the statistics window.
FIGURE_LABELS: dict[str, str] = {
    "picks": QT_TRANSLATE_NOOP("SheepsheadFigures", "Picks"),
    "picker_wins": QT_TRANSLATE_NOOP("SheepsheadFigures", "Wins as picker"),
}

# The coach's words for the facts Sheepshead's search gives (`search.why`).
WHY_TEXTS: dict[str, str] = {
    "picker_side_trick_chance": QT_TRANSLATE_NOOP(
        "Why", "The trick goes to the picker's side on %1 of the imagined deals."),
    "picker_side_points": QT_TRANSLATE_NOOP(
        "Why", "The picker's side ends with about %1 card points."),
    "trumps_held": QT_TRANSLATE_NOOP("Why", "Trumps in your hand: %1."),
    "fail_losers": QT_TRANSLATE_NOOP(
        "Why", "Likely losers in your hand: %1 (fail cards other than aces, which seldom win "
               "a trick)."),
    # the plans the rule player names ("The plan: …")
    "plan:pick_strong": QT_TRANSLATE_NOOP(
        "Why", "pick up the blind: the hand has four trumps, or three with two queens"),
    "plan:pass_weak": QT_TRANSLATE_NOOP("Why", "pass: too few trumps to pick"),
    "plan:bury_points": QT_TRANSLATE_NOOP(
        "Why", "bury fail cards with points, which then count for your side"),
    "plan:call_short": QT_TRANSLATE_NOOP("Why", "call the ace of your shortest fail suit"),
    "plan:lead_called": QT_TRANSLATE_NOOP(
        "Why", "lead the called suit, so the called ace comes out"),
    "plan:cheap_lead": QT_TRANSLATE_NOOP("Why", "lead your cheapest card, a fail first"),
}
