"""Ninety-Nine: why each trick was won. The referee's `trick_won` event carries the deciding
card and a reason in the deal's own terms (a snap, the joker as the turn-up card, the nines as
trumps, Naughty Nun's trick rules), worded by `tablecards explain`.

Hand-built tricks are the first trick of a three-player deal, A leading (the dealer's left),
then B, then C (the dealer). Deals of Naughty Nun after the first are reached by playing the
earlier ones at random."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tablecards.games.ninety_nine.deal import NinetyNineDeal
from tablecards.games.ninety_nine.forms import next_trump
from tablecards.games.ninety_nine.match import NinetyNineMatch
from tablecards.games.ninety_nine.texts import EXPLANATIONS
from tablecards.rules.actions import Action, play
from tablecards.rules.cards import Suit, card, cards
from tablecards.rules.explain import SHARED_EXPLANATIONS, Why
from tablecards.rules.explained_record import explain_record
from tablecards.rules.game import DealSetup
from tests.games.explain_command import explained

KNOWN = SHARED_EXPLANATIONS | EXPLANATIONS
PACK_36 = [r + s for s in "SHDC" for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "6")]
ROLES = "ABC"
NUN = {"naughty_nun": True}
SITE = {"naughty_nun_site": True}
NINES = {"premium_trump_call": True, "trump_nines": True}
JOKER = {"joker_turnup": True}


def at_deal(options: dict[str, Any], index: int) -> NinetyNineMatch:
    """A three-player match whose deals before `index` were played at random."""
    match = NinetyNineMatch(3, options, seed=5)
    rng = random.Random(5)
    while len(match.results) < index or not match.needs_deal:
        if match.needs_deal:
            match.deal_next()
        else:
            match.apply(rng.choice(match.legal_actions()))
    return match


def dealt(trick: str, voids: dict[str, str], pack: list[str]) -> dict[str, list[str]]:
    """Hands of A, B and C holding their cards of `trick` ("A:KS B:AS C:6S"), each void in
    its `voids` suits, the rest of the pack handed to the shortest hand that may hold it
    (the cards fewest hands may hold first)."""
    hands: dict[str, list[str]] = {role: [] for role in ROLES}
    for part in trick.split():
        role, code = part.split(":")
        hands[role].append(code.rstrip("*"))

    def holders(code: str) -> list[str]:
        return [r for r in ROLES if code[-1] not in voids.get(r, "")]

    for code in sorted(pack, key=lambda c: len(holders(c))):
        if any(code in hand for hand in hands.values()):
            continue
        room = [r for r in holders(code) if len(hands[r]) < 12]
        hands[min(room, key=lambda r: len(hands[r]))].append(code)
    return hands


def play_first_trick(match: NinetyNineMatch, trick: str, voids: dict[str, str],
                     turnup: str = "", nines_call: bool = False) -> dict[str, int]:
    """Stack the next deal, lay bid cards, settle the premium round, play `trick` (a `*`
    marks a snap) and return each role's seat."""
    dealer = match.next_dealer()
    seats = {role: (dealer + 1 + i) % 3 for i, role in enumerate(ROLES)}
    pack = [c for c in PACK_36 if c != turnup] + (["JK"] if turnup else [])
    hands = dealt(trick, voids, pack)
    by_seat = [cards(" ".join(hands[r])) for r in sorted(ROLES, key=seats.__getitem__)]
    match.deal_next(DealSetup(dealer, by_seat, cards(turnup)))
    in_trick = {part.split(":")[1].rstrip("*") for part in trick.split()}
    for role in ROLES:
        spare = [c for c in hands[role] if c not in in_trick and c[0] != "9" and c != "JK"]
        match.apply(Action(seats[role], "bid", tuple(cards(" ".join(spare[-3:])))))
    settle_premiums(match, seats["A"] if nines_call else None)
    for part in trick.split():
        role, code = part.split(":")
        snap = {"snap": True} if code.endswith("*") else {}
        match.apply(play(seats[role], card(code.rstrip("*")), **snap))
    return seats


def settle_premiums(match: NinetyNineMatch, caller: int | None) -> None:
    """Everybody passes, except `caller`, who declares with the nines as trumps."""
    while deal_of(match).phase == "premium":
        seat = match.to_move()
        assert seat is not None
        if seat == caller:
            match.apply(Action(seat, "premium", "declare", (("trump", "nines"),)))
        else:
            match.apply(Action(seat, "premium", "pass"))


def deal_of(match: NinetyNineMatch) -> NinetyNineDeal:
    assert isinstance(match.deal, NinetyNineDeal)
    return match.deal


def last_trick(match: NinetyNineMatch) -> dict[str, Any]:
    lines = [line for line in explain_record(match.to_record()) if line["kind"] == "trick"]
    return lines[-1]


# Each case: options, the deal's index, the trick, voids, the winner's role and card, the
# reason and its sentence.
CASES: list[tuple[dict[str, Any], int, str, dict[str, str], str, str, str, str]] = [
    ({}, 0, "A:KS B:AS C:6S", {}, "B", "AS", "highest_led",
     "A♠ is the highest card of the suit led, spades."),
    ({}, 0, "A:AS B:KH C:AD", {"B": "S", "C": "S"}, "A", "AS", "only_led",
     "Nobody else followed spades, the suit led, so A♠ wins."),
    (NUN, 0, "A:KS B:AS C:6S", {}, "B", "AS", "highest_led_no_trump",
     "No trump was played, so the highest card of the suit led wins: A♠ (spades)."),
    (NUN, 0, "A:KS B:AS C:6D", {"C": "S"}, "C", "6D", "only_trump",
     "6♦ is the only trump played (diamonds are trumps): a trump beats every card of "
     "another suit."),
    (NUN, 0, "A:KS B:6D C:7D", {"B": "S", "C": "S"}, "C", "7D", "highest_trump",
     "7♦ is the highest trump played (diamonds are trumps)."),
    (NUN, 5, "A:KH B:AH C:6H", {}, "B", "AH", "nn_led_suit_trump",
     "A♥ is the highest card of the suit led, hearts: in this deal the suit led is trumps."),
    (NUN, 6, "A:10S B:AS C:6C", {"C": "S"}, "C", "6C", "nn_hierarchy",
     "6♣ is the highest card of the highest suit played, clubs: in this deal clubs beat "
     "hearts, hearts beat spades and spades beat diamonds, whatever was led."),
    (NUN, 7, "A:10S B:9S C:AD", {"C": "S"}, "C", "AD", "nn_highest_rank",
     "A♦ has the highest rank played: in this deal the highest rank wins, whatever its "
     "suit."),
    (NUN, 7, "A:AS B:KS C:AH", {"C": "S"}, "C", "AH", "nn_highest_rank_suit",
     "A♥ shares the highest rank played and wins by its suit: in this deal clubs beat "
     "hearts, hearts beat spades and spades beat diamonds on equal ranks."),
    (NUN, 8, "A:QD B:QS* C:6D", {"B": "D"}, "B", "QS", "nn_snap",
     "Q♠ is a snap: a player who cannot follow suit may play a card of the same rank as "
     "the led card, Q♦, and call snap, and the snap wins the trick."),
    (NUN, 8, "A:QD B:QS* C:QC*", {"B": "D", "C": "D"}, "C", "QC", "nn_last_snap",
     "Q♣ is the last snap: several players snapped the led card, Q♦, with a card of its "
     "rank, and the last snap wins the trick."),
    (NINES, 0, "A:7H B:9H C:9C", {"B": "H", "C": "H"}, "C", "9C", "nn_highest_nine",
     "9♣ is the highest nine played: the four nines are trumps, and among them clubs beat "
     "hearts, hearts beat spades and spades beat diamonds."),
    (NINES, 0, "A:7H B:9S C:8H", {"B": "H"}, "B", "9S", "nn_only_nine",
     "9♠ is the only nine played: the four nines are trumps, so a nine beats every other "
     "card."),
]
# The joker: the turn-up, then the same columns as CASES.
JOKER_CASES: list[tuple[str, str, dict[str, str], str, str, str, str]] = [
    ("10H", "A:AS B:JK C:KS", {"B": "S"}, "B", "JK", "nn_joker_trump",
     "The joker plays as the turn-up card, 10♥, so it is the highest trump played (hearts "
     "are trumps)."),
    ("9C", "A:6C B:7C C:JK", {}, "C", "JK", "nn_joker_led",
     "The joker plays as the turn-up card, 9♣, so it is the highest card of the suit led, "
     "clubs."),
]


@pytest.mark.parametrize(
    ("options", "index", "trick", "voids", "role", "code", "reason", "text"), CASES,
    ids=[case[6] for case in CASES])
def test_hand_built_tricks_say_why(options: dict[str, Any], index: int, trick: str,
                                   voids: dict[str, str], role: str, code: str, reason: str,
                                   text: str) -> None:
    match = at_deal(options, index)
    seats = play_first_trick(match, trick, voids, nines_call=options is NINES)
    line = last_trick(match)
    assert (line["winner"], line["card"], line["reason"]) == (seats[role], code, reason)
    assert line["text"] == text


@pytest.mark.parametrize(("turnup", "trick", "voids", "role", "code", "reason", "text"),
                         JOKER_CASES, ids=[case[5] for case in JOKER_CASES])
def test_the_joker_wins_as_the_turn_up_card(turnup: str, trick: str, voids: dict[str, str],
                                            role: str, code: str, reason: str,
                                            text: str) -> None:
    match = at_deal(JOKER, 0)
    seats = play_first_trick(match, trick, voids, turnup=turnup)
    line = last_trick(match)
    assert (line["winner"], line["card"], line["reason"]) == (seats[role], code, reason)
    assert line["text"] == text


def second_best_deal() -> tuple[NinetyNineMatch, Suit, Suit, list[Suit]]:
    """Site deal 8 (second-best card), its trump set by the previous deal: the match, the
    trump, a suit to lead and the two other suits."""
    match = at_deal(SITE, 7)
    trump = next_trump(match.config.form, match.last_s or 0)
    assert trump is not None
    led, *others = [s for s in Suit if s is not trump]
    return match, trump, led, others


def test_second_best_card_wins_after_the_best() -> None:
    match, trump, led, _ = second_best_deal()
    seats = play_first_trick(match, f"A:K{led.code} B:A{led.code} C:7{trump.code}",
                             {"C": led.code})
    line = last_trick(match)
    assert (line["winner"], line["card"], line["reason"]) == (
        seats["B"], "A" + led.code, "nn_second_best")
    best, second = f"7{trump.symbol}", f"A{led.symbol}"
    assert line["text"] == (f"{second} is the second-best card played, after {best}: in "
                            "this deal the second-best card wins the trick.")


def test_second_by_rank_when_too_few_cards_take_precedence() -> None:
    match, _, led, (x, y) = second_best_deal()
    seats = play_first_trick(match, f"A:10{led.code} B:A{x.code} C:K{y.code}",
                             {"B": led.code, "C": led.code})
    line = last_trick(match)
    assert (line["winner"], line["card"], line["reason"]) == (
        seats["C"], "K" + y.code, "nn_second_by_rank")
    assert line["text"] == (
        f"K{y.symbol} is second by rank, after A{x.symbol}: with fewer than two cards that are "
        "trumps or of the suit led, the second-highest card by rank wins in this deal.")


def test_second_by_rank_on_equal_ranks_goes_to_the_earlier_card() -> None:
    match, _, led, (x, y) = second_best_deal()
    seats = play_first_trick(match, f"A:10{led.code} B:A{x.code} C:A{y.code}",
                             {"B": led.code, "C": led.code})
    line = last_trick(match)
    assert (line["winner"], line["card"], line["reason"]) == (
        seats["B"], "A" + x.code, "nn_second_by_rank_tie")
    assert line["text"].startswith(
        f"A{x.symbol} is second by rank: A{y.symbol} has the same rank but was played later")


def test_every_reason_of_the_game_is_hand_built() -> None:
    built = {case[6] for case in CASES} | {case[5] for case in JOKER_CASES}
    built |= {"nn_second_best", "nn_second_by_rank", "nn_second_by_rank_tie"}
    assert set(EXPLANATIONS) | set(SHARED_EXPLANATIONS) == built


def assert_explained(seat: int | None, data: dict[str, Any], plays: list[Any]) -> None:
    assert seat is not None
    reason = Why.from_data(seat, data)
    assert reason is not None, data
    assert (seat, reason.card) in plays
    assert reason.reason in KNOWN


def random_deals(players: int, options: dict[str, Any], seed: int,
                 deals: int) -> NinetyNineMatch:
    """Deals played out by random legal actions, each trick checked as it is won."""
    match = NinetyNineMatch(players, options, seed=seed)
    rng = random.Random(seed)
    while not match.over and (len(match.results) < deals or not match.needs_deal):
        if match.needs_deal:
            match.deal_next()
            continue
        for event in match.apply(rng.choice(match.legal_actions())):
            if event.kind == "trick_won":
                assert_explained(event.seat, event.data, deal_of(match).tricks[-1].plays)
    return match


# Every form and every option that changes how a trick is won or who plays to it.
VARIANTS: list[tuple[int, dict[str, Any], int]] = [
    (3, {}, 3),
    (4, {"four_player": True}, 3),
    (4, {"four_player_pairs": True}, 3),
    (5, {"five_player": True}, 3),
    (2, {"two_player_dummy": True}, 3),
    (2, {"two_player_dummy": True, "dummy_penguin": True}, 3),
    (2, {"two_player_24": True}, 3),
    (3, JOKER, 4),
    (3, {"premium_trump_call": True}, 4),
    (3, {"premium_priority": True, **NINES}, 4),
    (3, {"no_bid": True}, 3),
    (3, {"no_bid": True, "no_bid_premium_announce": True}, 3),
    (3, {"divide_and_conquer": True, "premium_trump_call": True}, 3),
    (3, NUN, 9),
    (2, NUN, 9),
    (4, NUN, 9),
    (3, SITE, 9),
    (4, SITE, 9),
]


@pytest.mark.parametrize(("players", "options", "deals"), VARIANTS,
                         ids=[f"{p}p-{'-'.join(o) or 'standard'}" for p, o, _ in VARIANTS])
def test_random_deals_explain_every_trick(players: int, options: dict[str, Any],
                                          deals: int) -> None:
    for seed in (1, 2):
        match = random_deals(players, options, seed, deals)
        lines = [line for line in explain_record(match.to_record()) if line["kind"] == "trick"]
        assert lines and all("{" not in line["text"] for line in lines)


def test_naughty_nun_explains_each_deal_by_its_own_rule() -> None:
    match = random_deals(3, NUN, 3, 9)
    by_deal: dict[int, set[str]] = {}
    for line in explain_record(match.to_record()):
        if line["kind"] == "trick":
            by_deal.setdefault(line["deal"], set()).add(line["reason"])
    assert by_deal[5] == {"nn_led_suit_trump"}
    assert by_deal[6] == {"nn_hierarchy"}
    assert by_deal[7] <= {"nn_highest_rank", "nn_highest_rank_suit"}
    assert by_deal[8] <= {"nn_snap", "nn_last_snap", "highest_led", "only_led"}


def test_explain_command_prints_one_line_per_trick(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = random_deals(3, {}, 4, 1)
    tricks = explained(match, tmp_path, capsys, "trick")
    played = deal_of(match).tricks
    assert len(tricks) == len(played) == 9
    for line, trick in zip(tricks, played, strict=True):
        assert {"deal", "trick", "cards", "winner", "card", "reason", "text"} <= set(line)
        assert line["cards"] == [c.code for _, c in trick.plays]
        assert line["winner"] == trick.winner
        assert line["text"] and "{" not in line["text"]
