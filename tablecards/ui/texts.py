"""User-facing wording for data that comes from the rules core (reasons, suits, verbs).

The core gives reasons as ids with arguments so that the table can word them in the player's
language. lupdate extracts only literals, so the English templates are repeated here inside
QT_TRANSLATE_NOOP; an id missing from this table falls back to the core's English text.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tablecards.rules.actions import Action, Reason
from tablecards.rules.cards import Card, Suit

_CTX = "Reasons"
#: Separator between the items of a list in a sentence (Japanese: 、)
LIST_SEPARATOR = QT_TRANSLATE_NOOP("Reasons", ", ")

REASONS: dict[str, str] = {
    "match_over": QT_TRANSLATE_NOOP("Reasons", "the match is over"),
    "deal_over": QT_TRANSLATE_NOOP("Reasons", "the deal is over"),
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons", "it is {expected}'s turn, not {seat}'s"),
    "wrong_verb": QT_TRANSLATE_NOOP("Reasons", "that is not possible now"),
    "not_in_hand": QT_TRANSLATE_NOOP("Reasons", "{card} is not in your hand"),
    "must_follow": QT_TRANSLATE_NOOP("Reasons", "you must follow suit: play a card of {suit}"),
    "must_follow_nines": QT_TRANSLATE_NOOP("Reasons", "you must play a nine when a nine is led"),
    "bid_card_count": QT_TRANSLATE_NOOP("Reasons", "three bid cards are needed"),
    "bid_cards_distinct": QT_TRANSLATE_NOOP("Reasons", "the three bid cards must be different"),
    "must_lead_nine": QT_TRANSLATE_NOOP("Reasons", "the first lead must be a nine when you "
                                                   "hold one"),
    "no_nine_bid": QT_TRANSLATE_NOOP("Reasons", "nines may not be bid cards in this deal"),
    "snap_not_allowed": QT_TRANSLATE_NOOP("Reasons", "a snap needs a void in the led suit and "
                                                     "a card of the led rank"),
    "only_reveal_or_pass": QT_TRANSLATE_NOOP("Reasons", "after a declaration only a reveal or a "
                                                        "pass is possible"),
    "premium_choice": QT_TRANSLATE_NOOP("Reasons", "choose one of: {choices}"),
    "no_reveal_here": QT_TRANSLATE_NOOP("Reasons", "reveal is not offered in this form of the "
                                                   "game"),
    "trump_choice": QT_TRANSLATE_NOOP("Reasons", "the trump must be one of: {choices}"),
    "trump_not_allowed": QT_TRANSLATE_NOOP("Reasons", "a trump may only be named with a declare "
                                                      "or a reveal"),
    "no_trump_call": QT_TRANSLATE_NOOP("Reasons", "trumps are not named in this game"),
    "show_card": QT_TRANSLATE_NOOP("Reasons", "show one card from your hand"),
    "announce_range": QT_TRANSLATE_NOOP("Reasons", "the announced bid must be a number from 0 "
                                                   "to 9"),
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
    "mm_lot_question_first": QT_TRANSLATE_NOOP(
        "Reasons", "answer the Lot question first"),
    "mm_joker_must_follow": QT_TRANSLATE_NOOP(
        "Reasons", "must follow {suit}: the joker may only be played without one"),
    "mm_joker_needs_suit": QT_TRANSLATE_NOOP(
        "Reasons", "a led joker must name a suit"),
    "mm_suit_not_allowed": QT_TRANSLATE_NOOP(
        "Reasons", "a suit may only be named when leading the joker under the old rules"),
    "mm_bad_suit": QT_TRANSLATE_NOOP("Reasons", "name spades, hearts, diamonds or clubs"),
    "mm_lot_question_over": QT_TRANSLATE_NOOP(
        "Reasons", "the Lot is only asked before the first lead"),
    "mm_lot_with_card": QT_TRANSLATE_NOOP(
        "Reasons", "the Lot is declared with a card to the first trick"),
    "mm_lot_not_with_card": QT_TRANSLATE_NOOP(
        "Reasons", "the Lot is asked before the first lead, not declared with a card"),
    "mm_lot_first_trick_only": QT_TRANSLATE_NOOP(
        "Reasons", "the Lot may only be declared with a card to the first trick"),
    "mm_play_qualifiers": QT_TRANSLATE_NOOP(
        "Reasons", "a card is played alone, with the Lot or with a suit for the joker"),
    "mm_lot_yes_no": QT_TRANSLATE_NOOP("Reasons", "declare the Lot or say no Lot"),
    "nom_bid_value": QT_TRANSLATE_NOOP("Reasons", "bid a number from {low} to 13, misère or "
                                                  "open misère, or pass"),
    "nom_bid_too_low": QT_TRANSLATE_NOOP("Reasons", "a bid must be higher than {high}"),
    "nom_cut_range": QT_TRANSLATE_NOOP("Reasons", "the cut must take from 1 to 51 cards"),
    "nom_contract_needs": QT_TRANSLATE_NOOP("Reasons", "the contract needs both a trump and a "
                                                       "partner card"),
    "nom_trump_choice": QT_TRANSLATE_NOOP("Reasons", "name spades, hearts, diamonds, clubs or "
                                                     "no trumps"),
    "nom_partner_card": QT_TRANSLATE_NOOP("Reasons", "name one card of the pack as the partner "
                                                     "card"),
    "nom_no_qualifier": QT_TRANSLATE_NOOP("Reasons", "a {verb} needs no other choice here"),
    "nom_must_trump": QT_TRANSLATE_NOOP("Reasons", "you must trump when void in {suit}"),
    "sneak_first_draw": QT_TRANSLATE_NOOP("Reasons", "the first turn of a deal must be a draw"),
    "sneak_empty_draw": QT_TRANSLATE_NOOP("Reasons", "a player with no cards must draw"),
    "sneak_stock_empty": QT_TRANSLATE_NOOP("Reasons", "the stock is empty, so nobody can draw"),
    "sneak_hand_limit": QT_TRANSLATE_NOOP("Reasons", "a hand of {limit} cards may not draw; "
                                                     "lead instead"),
    "sneak_flaunt_only": QT_TRANSLATE_NOOP("Reasons", "the stock is empty, so every lead must "
                                                      "be a flaunt"),
    "sneak_no_lead": QT_TRANSLATE_NOOP("Reasons", "no other player holds a card, so no lead "
                                                  "is possible"),
    "sneak_lead_size": QT_TRANSLATE_NOOP("Reasons", "a lead may hold at most {limit} cards "
                                                    "(the largest other hand)"),
    "sneak_flaunt_combo": QT_TRANSLATE_NOOP(
        "Reasons", "a flaunt must be one card or a combo (match, straight flush, straight or "
                   "flush)"),
    "sneak_cards": QT_TRANSLATE_NOOP("Reasons", "select one or more cards first"),
    "sneak_challenge_size": QT_TRANSLATE_NOOP("Reasons", "a challenge must have exactly {size} "
                                                         "cards"),
    "sneak_challenge_suit": QT_TRANSLATE_NOOP("Reasons", "must challenge with {suit}"),
    "sneak_challenge_type": QT_TRANSLATE_NOOP("Reasons", "a flaunted combo can only be "
                                                         "challenged by the same kind of combo"),
    "sneak_challenge_low": QT_TRANSLATE_NOOP("Reasons", "a challenge must rank equal to or "
                                                        "higher than the flaunt"),
    "pass_count": QT_TRANSLATE_NOOP("Reasons", "pass exactly three different cards from the "
                                               "hand"),
    "must_lead_two_clubs": QT_TRANSLATE_NOOP("Reasons", "the first trick is led with the two "
                                                        "of clubs"),
    "must_lead_club": QT_TRANSLATE_NOOP("Reasons", "the first trick is led with a club"),
    "no_points_first_trick": QT_TRANSLATE_NOOP("Reasons", "no heart or queen of spades on the "
                                                          "first trick"),
    "hearts_not_broken": QT_TRANSLATE_NOOP("Reasons", "hearts may not be led until broken"),
}

# What to do instead of a refused verb, by the verb the deal expects (the core's `expected`).
EXPECTED: dict[str, str] = {
    "play": QT_TRANSLATE_NOOP("Reasons", "now play a card from your hand"),
    "bid": QT_TRANSLATE_NOOP("Reasons", "make your bid first"),
    "premium": QT_TRANSLATE_NOOP("Reasons", "make a premium bid or pass first"),
    "show": QT_TRANSLATE_NOOP("Reasons", "show a card first"),
    "pass": QT_TRANSLATE_NOOP("Reasons", "choose the three cards to pass first"),
    "pick": QT_TRANSLATE_NOOP("Reasons", "pick up the blind or pass first"),
    "bury": QT_TRANSLATE_NOOP("Reasons", "bury two cards first"),
    "call": QT_TRANSLATE_NOOP("Reasons", "call your partner first"),
    "trump": QT_TRANSLATE_NOOP("Reasons", "name the trump and the partner card first"),
    "cut": QT_TRANSLATE_NOOP("Reasons", "cut the pack first"),
    "draw, sneak or flaunt": QT_TRANSLATE_NOOP("Reasons", "draw, sneak or flaunt first"),
    "challenge or decline": QT_TRANSLATE_NOOP("Reasons", "challenge or decline the lead first"),
}

SUITS: dict[str, str] = {
    "spades": QT_TRANSLATE_NOOP("Suits", "spades"),
    "hearts": QT_TRANSLATE_NOOP("Suits", "hearts"),
    "diamonds": QT_TRANSLATE_NOOP("Suits", "diamonds"),
    "clubs": QT_TRANSLATE_NOOP("Suits", "clubs"),
    "none": QT_TRANSLATE_NOOP("Suits", "no trumps"),
    "nines": QT_TRANSLATE_NOOP("Suits", "the nines"),
}
SUIT_BY_CODE = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}

# Action verbs of the core (Action.verb), for buttons and the choices named in a reason.
VERBS: dict[str, str] = {
    "play": QT_TRANSLATE_NOOP("Verbs", "play"),
    "bid": QT_TRANSLATE_NOOP("Verbs", "bid"),
    "premium": QT_TRANSLATE_NOOP("Verbs", "premium bid"),
    "show": QT_TRANSLATE_NOOP("Verbs", "show"),
    "declare": QT_TRANSLATE_NOOP("Verbs", "declare"),
    "reveal": QT_TRANSLATE_NOOP("Verbs", "reveal"),
    "pass": QT_TRANSLATE_NOOP("Verbs", "pass"),
    "draw": QT_TRANSLATE_NOOP("Verbs", "draw"),
    "sneak": QT_TRANSLATE_NOOP("Verbs", "sneak"),
    "flaunt": QT_TRANSLATE_NOOP("Verbs", "flaunt"),
    "challenge": QT_TRANSLATE_NOOP("Verbs", "challenge"),
    "decline": QT_TRANSLATE_NOOP("Verbs", "decline"),
}
JOKER = QT_TRANSLATE_NOOP("Cards", "Joker")


def translated(context: str, text: str) -> str:
    """`text` (a QT_TRANSLATE_NOOP literal) in the current language."""
    return QCoreApplication.translate(context, text)


def verb_text(verb: str) -> str:
    """A core verb in the current language (the verb itself when not listed)."""
    return translated("Verbs", VERBS[verb]) if verb in VERBS else verb.replace("_", " ")


def suit_name(name_or_code: str) -> str:
    """A suit's translated name from its English name or record code (S H D C)."""
    name = SUIT_BY_CODE.get(name_or_code, name_or_code)
    return translated("Suits", SUITS[name]) if name in SUITS else name_or_code


def card_text(card: Card) -> str:
    """A card as a player reads it: rank and suit symbol (e.g. `10♥`)."""
    if card.is_joker or card.suit is None:
        return translated("Cards", JOKER)
    return card.rank.code + Suit(card.suit).symbol


def reason_text(why: Reason, seat_names: list[str]) -> str:
    """The refusal as a sentence in the player's language, seats by name."""
    template = REASONS.get(why.id)
    expected = dict(why.args).get("expected")
    if why.id == "wrong_verb" and isinstance(expected, str) and expected in EXPECTED:
        template = EXPECTED[expected]  # what to do now, not the core's verbs
    if template is None:
        return why.text()
    args = {k: _arg(k, v, seat_names) for k, v in why.args}
    try:
        sentence = translated(_CTX, template).format(**args)
    except (KeyError, IndexError):
        sentence = why.text()
    return sentence[:1].upper() + sentence[1:]


def _arg(key: str, value: str | int, seat_names: list[str]) -> str:
    if key in ("seat", "expected") and isinstance(value, int) and value < len(seat_names):
        return seat_names[value]
    if key == "suit" and isinstance(value, str):
        return suit_name(value)
    if key in ("verb", "expected") and isinstance(value, str):
        return verb_text(value)
    if key == "choices" and isinstance(value, str):
        names = [suit_name(c) if c in SUIT_BY_CODE or c in SUITS else verb_text(c)
                 for c in value.split(", ")]
        return translated("Reasons", LIST_SEPARATOR).join(names)
    if key == "card" and isinstance(value, str):
        try:
            return card_text(Card.parse(value))
        except ValueError:
            return value
    return str(value)


def action_text(action: Action) -> str:
    """A generic button label for an action the table has no special control for."""
    value = action.value
    if isinstance(value, Card):
        shown = card_text(value)
    elif isinstance(value, tuple):
        shown = " ".join(card_text(c) for c in value)
    elif value is True:
        shown = ""
    else:
        shown = str(value)
    extras = " ".join(f"{k}={v}" for k, v in action.extras)
    verb = verb_text(action.verb).capitalize()
    return " ".join(p for p in (verb, shown, extras) if p)
