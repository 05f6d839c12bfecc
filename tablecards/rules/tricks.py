"""The pieces every trick game's referee composes: turn order, following, winner, count.

A trick game's deal keeps its own state and its own rules; these small functions are the parts
that read alike from game to game, so a game writes only what is its own (a trump order, a card
that never wins, a second suit that must be played). They take cards, seats and `Trick`s and
return plain values or a `Reason`, and hold no state, so the referee, its tests and a fast
path's differential test can all ask the same question the same way.

Cards compare by a `Strength` the game gives (the printed rank unless it says otherwise); on
equal strength the card played first stays ahead, as at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from tablecards.rules.actions import SUIT_NAMES, Action, Reason, must_follow, reason
from tablecards.rules.cards import Card, Suit
from tablecards.rules.game import Trick

Play = tuple[int, Card]
Strength = Callable[[Card], int]
# What a card is worth for taking this trick; None: it cannot take it (off suit, no trump).
PlayKey = Callable[[Card], tuple[int, ...] | None]


# -- turn order ---------------------------------------------------------------------------------
def seat_after(seat: int, steps: int, seats: int) -> int:
    """The seat `steps` places clockwise (in seat order) from `seat`, wrapping round the table."""
    return (seat + steps) % seats


def turn_order(first: int, seats: int) -> list[int]:
    """Every seat once, in order of play from `first` (a trick's leader, the dealer's left)."""
    return [(first + i) % seats for i in range(seats)]


def next_to_play(trick: Trick, seats: int) -> int:
    """The seat whose card the trick waits for: clockwise from its leader, one per card."""
    return (trick.leader + len(trick.plays)) % seats


# -- following suit -----------------------------------------------------------------------------
def led_suit(trick: Trick) -> Suit | None:
    """The suit of the trick's first card; None before the lead (or for a led joker)."""
    return trick.plays[0][1].suit if trick.plays else None


def cards_of_suit(hand: Iterable[Card], suit: Suit) -> list[Card]:
    """The cards of `suit` in `hand`, in the hand's order."""
    return [c for c in hand if c.suit == suit]


def follow_suit(hand: Sequence[Card], led: Suit | None) -> list[Card]:
    """The cards a strict follow-suit rule allows: the led suit when held, else any card.

    `led` None (leading, or nothing to follow) allows the whole hand. The hand's order is kept,
    so a sorted hand gives a sorted answer.
    """
    if led is None:
        return list(hand)
    return cards_of_suit(hand, led) or list(hand)


def follow_refusal(hand: Sequence[Card], led: Suit | None, played: Card) -> Reason | None:
    """The shared `must_follow` refusal of `played` off the led suit while holding it, else None.

    A game checks its own rules (a trump that must be played, a card kept back) after this one,
    so the common refusal reads the same in every game.
    """
    if led is None or played.suit == led:
        return None
    holding = cards_of_suit(hand, led)
    return must_follow(SUIT_NAMES[led], holding) if holding else None


def card_play_refusal(action: Action, hands: Sequence[Sequence[Card]], led: Suit | None,
                      game_name: str) -> Reason | None:
    """The refusal of a plain card play under strict follow-suit, else None: another verb, a
    value that is not one card, any qualifier, a card the seat does not hold, or a card off
    the suit led while the seat holds that suit (`follow_refusal`). `game_name` words the
    qualifier's refusal ("a War-whist play takes no qualifiers"). Seat and turn are the
    match's to check."""
    if action.verb != "play":
        return reason("wrong_verb", verb=action.verb, expected="play")
    played = action.value
    if not isinstance(played, Card):
        return reason("bad_value", detail=f"play needs one card, not {played!r}")
    if action.extras:
        return reason("bad_value", detail=f"a {game_name} play takes no qualifiers")
    hand = hands[action.seat]
    if played not in hand:
        return reason("not_in_hand", card=played.code)
    return follow_refusal(hand, led, played)


# -- the trick's winner -------------------------------------------------------------------------
def rank_strength(card: Card) -> int:
    """The printed rank as trick-taking strength (2 lowest, ace highest)."""
    return int(card.rank)


def best_play(plays: Sequence[Play], key: PlayKey) -> int:
    """The seat of the play with the highest key; the earlier play on a tie.

    Plays keyed None cannot win; when none can, the leader keeps the trick. This is the bare
    comparison a game with its own trump order builds its winner on.
    """
    best_seat, best_key = plays[0][0], None
    for seat, card in plays:
        card_key = key(card)
        if card_key is not None and (best_key is None or card_key > best_key):
            best_seat, best_key = seat, card_key
    return best_seat


def trick_winner(plays: Sequence[Play], trump: Suit | None = None,
                 strength: Strength = rank_strength) -> int:
    """The seat of the highest trump, else of the highest card of the suit led.

    `trump` None plays without trumps; `strength` orders the cards within a suit (the printed
    rank by default). A card with no suit (a joker) neither follows nor trumps here; a game
    where it does decides that before asking.
    """
    led = plays[0][1].suit

    def key(card: Card) -> tuple[int, int] | None:
        if card.suit is None:
            return None
        if card.suit == trump:
            return (1, strength(card))
        return (0, strength(card)) if card.suit == led else None

    return best_play(plays, key)


# -- counting -----------------------------------------------------------------------------------
def tricks_won(tricks: Iterable[Trick], seats: int) -> list[int]:
    """Tricks taken per seat, from the finished tricks' winners."""
    won = [0] * seats
    for trick in tricks:
        assert trick.winner is not None, "only finished tricks are counted"
        won[trick.winner] += 1
    return won
