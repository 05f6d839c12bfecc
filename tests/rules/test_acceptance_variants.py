"""Acceptance audit of `tablecards replay` for the Ninety-Nine variants, written from the spec.

Companion to `test_acceptance_records.py` (whose helpers are reused): every record here is
hand-built (explicit hands, stock and actions) and every expected number was worked out by hand
from `games/ninety_nine/spec.md`, `docs/records-format.md` and the project's documented decisions
(`docs/records.md`, `games/ninety_nine/README.md`); the comments show the arithmetic.  Nothing here
calls the engine's scoring or trick-winner functions: the replay is driven only through
`tablecards replay` (in-process).

Trick notation as in the companion: `"L: c1 c2 c3"` = seat L leads c1, the next seats clockwise
play c2, c3...; each trick is led by the seat I worked out as the previous winner, so a
trick-winner (or trump) disagreement shows up as an out-of-turn refusal.  `QS*` = a snap.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.rules.test_acceptance_records import (
    SITE_D8,
    _d1_ex2,
    _dummy_deal,
    _filler,
    _fp_d1_s0,
    _fp_d1_s4,
    _replay,
    _site_deals,
    _std_match,
    check,
    check_refusal,
    nn_deal,
    parse_tricks,
    passes,
    play_action,
    record,
)


def _premium(seat: int, verb: str, trump: str | None = None, **extra: Any) -> dict[str, Any]:
    act: dict[str, Any] = {"seat": seat, "premium": verb}
    if trump is not None:
        act["trump"] = trump
    act.update(extra)
    return act


def _truncate(deal: dict[str, Any], index: int, action: dict[str, Any]) -> dict[str, Any]:
    deal = json.loads(json.dumps(deal))
    deal["actions"] = [*deal["actions"][:index], action]
    return deal


# ============================================================================================
# no_bid (4.4): no bid cards before play; the three cards left after trick 9 are the bid.
# Three players A=0, B=1, C=2.

def nb_deal(dealer: int, leftovers: dict[int, str], tricks: list[str],
            premium: list[dict[str, Any]], set_aside: dict[int, str] | None = None
            ) -> dict[str, Any]:
    """Hands = revealer's set-aside bid cards + cards played + cards left over.  Actions =
    premium decisions, the fixed-rule revealer's `bid`, then the plays."""
    set_aside = set_aside or {}
    plays = parse_tricks(tricks, 3)
    played: dict[int, list[str]] = {s: [] for s in range(3)}
    for seat, card, _ in plays:
        played[seat].append(card)
    hands = [set_aside.get(s, "").split() + played[s] + leftovers.get(s, "").split()
             for s in range(3)]
    actions = list(premium)
    actions += [{"seat": s, "bid": cards.split()} for s, cards in set_aside.items()]
    actions += [play_action(s, c, snap) for s, c, snap in plays]
    return {"dealer": dealer, "hands": hands, "stock": [], "actions": actions}


# Deal 1: dealer C, A leads, no trump.  Only spades and hearts are ever led; every card left
# over is a diamond or club (or C's 9S after its spades are needed), so holding them never
# forces a follow.
NB1_TRICKS = [
    "0: AS JC 6S",    # A
    "0: KS 10C 7S",   # A
    "0: QS 9C 8S",    # A
    "0: 7H AH 9H",    # B
    "1: KH 10H AD",   # B (A has no heart left)
    "1: 8H QH KD",    # C
    "2: JH QD 8C",    # C (B: its only other heart 6H is set aside as a bid card)
    "2: JS JD 7C",    # C
    "2: 10S 6D 6C",   # C
]
# With the announce rule B keeps 6H in hand and must follow the JH lead with it.
NB1_TRICKS_ANNOUNCE = [*NB1_TRICKS[:6], "2: JH QD 6H", *NB1_TRICKS[7:]]
NB1_LEFT = {0: "9D 10D AC", 2: "9S KC QC"}


def _nb1_fixed() -> dict[str, Any]:
    # A passes, B reveals (the round ends: C is not asked), B lays aside 6H 7D 8D = 2+0+0 = 2.
    return nb_deal(2, NB1_LEFT, NB1_TRICKS,
                   [_premium(0, "pass"), _premium(1, "reveal")], set_aside={1: "6H 7D 8D"})


def _nb1_announce(n: int) -> dict[str, Any]:
    # B reveals announcing n; its leftover 8C 7D 8D (= 3+0+0 = 3) is ignored.
    return nb_deal(2, {**NB1_LEFT, 1: "8C 7D 8D"}, NB1_TRICKS_ANNOUNCE,
                   [_premium(0, "pass"), _premium(1, "reveal", announce=n)])


# Tricks A 3, B 2, C 4.  A's leftover 9D 10D AC = 0+0+3 = 3: exact.  B's bid 2: exact, +60.
# C's leftover 9S KC QC = 1+3+3 = 7: fails.  s = 2 -> bonus 20; next trump hearts.
# A 3+20 = 23, B 2+20+60 = 82, C 4.
NB1_RESULT = ([3, 2, 4], [23, 82, 4], [23, 82, 4])

# Deal 2: dealer A, B leads, trump hearts, nobody reveals.  T1: B leads AS, C (no spades)
# ruffs with 6H, A (no spades) throws AD -> C only with hearts trump (no trump / spades /
# clubs: B, diamonds: A).  C runs its hearts.  Leftovers A 9D 10D JD = 0, B 6D 7D 8D = 0,
# C AC KC QC = 9.
NB2 = nb_deal(0, {0: "9D 10D JD", 1: "6D 7D 8D", 2: "AC KC QC"}, ["1: AS 6H AD"] + [
    f"2: {h} {a} {b}" for h, a, b in zip(
        ["7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"],
        ["KD", "QD", "JC", "10C", "9C", "8C", "7C", "6C"],
        ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S"], strict=True)
], [_premium(1, "pass"), _premium(2, "pass"), _premium(0, "pass")])
# A 0/0, B 0/0, C 9/9 -> s = 3, 10 each: A 10, B 10, C 9+10 = 19.  Totals 33, 92, 23.
NB2_RESULT = ([0, 0, 9], [10, 10, 19], [33, 92, 23])


def test_no_bid_fixed_revealer_sets_aside_bid_cards(tmp_path, capsys):
    rc, res, err = _replay(tmp_path, capsys, _std_match(_nb1_fixed(), NB2,
                                                        options={"no_bid": True}))
    assert rc == 0, err
    check(res, [NB1_RESULT, NB2_RESULT], False, [])
    # the default premium rule is no_bid_premium_fixed; naming it changes nothing
    rc, res, err = _replay(tmp_path, capsys, _std_match(
        _nb1_fixed(), NB2, options={"no_bid": True, "no_bid_premium_fixed": True}))
    assert rc == 0, err
    check(res, [NB1_RESULT, NB2_RESULT], False, [])


@pytest.mark.parametrize(("n", "deals"), [
    # N = 2 made: same as the fixed rule (the leftover's 3 is ignored); then deal 2 at hearts.
    (2, [NB1_RESULT, NB2_RESULT]),
    # N = 3 failed (took 2): s = 1 (A) -> A 3+30+60 = 93, B 2, C 4+60 = 64.
    (3, [([3, 2, 4], [93, 2, 64], [93, 2, 64])]),
])
def test_no_bid_announce(tmp_path, capsys, n, deals):
    recs = [_nb1_announce(n)] + ([NB2] if len(deals) > 1 else [])
    rc, res, err = _replay(tmp_path, capsys, _std_match(
        *recs, options={"no_bid": True, "no_bid_premium_announce": True}))
    assert rc == 0, err
    check(res, deals, False, [])


def test_no_bid_fixed_with_premium_priority(tmp_path, capsys):
    # Secret offers A none, B reveal, C reveal: B (nearer the dealer's left) holds the premium;
    # C's offer is void and C plays its whole hand as usual.  Same result as NB1.
    deal = _nb1_fixed()
    deal["actions"].insert(2, _premium(2, "reveal"))
    rc, res, err = _replay(tmp_path, capsys, _std_match(
        deal, options={"no_bid": True, "premium_priority": True}))
    assert rc == 0, err
    check(res, [NB1_RESULT], False, [])


def test_no_bid_refusals(tmp_path, capsys):
    opts = {"no_bid": True}
    # Only reveal or pass: a declare is refused.
    rc, _, err = _replay(tmp_path, capsys, _std_match(
        _truncate(_nb1_fixed(), 0, _premium(0, "declare")), options=opts))
    check_refusal(rc, err, 0, 0)
    # Nobody lays bid cards before play: a bid by B (no reveal yet) is refused.
    rc, _, err = _replay(tmp_path, capsys, _std_match(
        _truncate(NB2, 0, {"seat": 1, "bid": ["6D", "7D", "8D"]}), options=opts))
    check_refusal(rc, err, 0, 0)
    # Fixed rule: the revealer's set-aside 6H is out of play (T7, B third: 3 + 18 + 2 = 23).
    fixed = _nb1_fixed()
    assert fixed["actions"][23] == {"seat": 1, "play": "8C"}
    rc, _, err = _replay(tmp_path, capsys, _std_match(
        _truncate(fixed, 23, {"seat": 1, "play": "6H"}), options=opts))
    check_refusal(rc, err, 0, 23, "6h")
    # Announce rule: B keeps 6H in hand, so it must follow hearts on T7 (2 + 18 + 2 = 22).
    ann = _nb1_announce(2)
    assert ann["actions"][22] == {"seat": 1, "play": "6H"}
    rc, _, err = _replay(tmp_path, capsys, _std_match(
        _truncate(ann, 22, {"seat": 1, "play": "8C"}),
        options={"no_bid": True, "no_bid_premium_announce": True}))
    check_refusal(rc, err, 0, 22, "must follow", "hearts")
    # The announced number is 0..9.
    rc, _, err = _replay(tmp_path, capsys, _std_match(
        _truncate(ann, 1, _premium(1, "reveal", announce=10)),
        options={"no_bid": True, "no_bid_premium_announce": True}))
    check_refusal(rc, err, 0, 1)


# ============================================================================================
# premium_trump_call (4.2), with and without premium_priority.  Deal 1 (dealer C, A leads),
# normally no trump.  A holds all nine spades, B all nine hearts, C four low clubs and five
# diamonds; A bids 6D 7D 8D = 0, B AC KC 9D = 6, C QC JC 10C = 9.  T1 is always A AS, B 6H,
# C 6C: hearts trump -> B, clubs trump -> C, otherwise A; the winner then runs its suit.

PT_BIDS = {0: "6D 7D 8D", 1: "AC KC 9D", 2: "QC JC 10C"}
PT_S = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S"]
PT_H = ["7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]
PT_C = ["7C", "8C", "9C", "AD", "KD", "QD", "JD", "10D"]
PT_TRICKS = {
    "H": ["0: AS 6H 6C"] + [f"1: {h} {c} {s}" for h, c, s in zip(PT_H, PT_C, PT_S, strict=True)],
    "C": ["0: AS 6H 6C"] + [f"2: {c} {s} {h}" for h, c, s in zip(PT_H, PT_C, PT_S, strict=True)],
    "none": ["0: AS 6H 6C"] + [f"0: {s} {h} {c}"
                               for h, c, s in zip(PT_H, PT_C, PT_S, strict=True)],
}
PT_TRICK_COUNTS = {"H": [0, 9, 0], "C": [0, 0, 9], "none": [9, 0, 0]}


def _pt(play: str, premium: list[tuple]) -> dict[str, Any]:
    return nn_deal(2, 3, PT_BIDS, PT_TRICKS[play], premium=premium)


@pytest.mark.parametrize(("priority", "premium", "play", "points"), [
    # Declare naming hearts: A 0/0 made; B 6 took 9, C 9 took 0 -> s = 1: A 0+30+30 = 60, B 9.
    (False, [(0, "declare", "H"), (1, "pass"), (2, "pass")], "H", [60, 9, 0]),
    # A's hearts call is replaced by C's reveal naming clubs; A's declaration is void.
    # A 0/0, C 9/9 revealed -> s = 2: A 20, B 0, C 9+20+60 = 89.
    (False, [(0, "declare", "H"), (1, "pass"), (2, "reveal", "C")], "C", [20, 0, 89]),
    # B's reveal naming no trump replaces A's hearts (C is not asked).  All three fail, s = 0;
    # B's failed reveal pays A and C 60: A 9+60 = 69, B 0, C 60.
    (False, [(0, "declare", "H"), (1, "reveal", "none")], "none", [69, 0, 60]),
    # No premium: the deal's own trump (deal 1: none).  s = 0: A 9.
    (False, passes(2, 3), "none", [9, 0, 0]),
    # A declare naming nothing (accepted, docs): the trump stays none; A 0 took 9 fails:
    # B and C +30.
    (False, [(0, "declare"), (1, "pass"), (2, "pass")], "none", [9, 30, 30]),
    # C's reveal names nothing (docs: accepted, the deal's own trump stands): it still replaces
    # A's hearts call.  No trump: A takes 9; C's failed reveal pays A and B: 9+60 = 69, 60, 0.
    (False, [(0, "declare", "H"), (1, "pass"), (2, "reveal")], "none", [69, 60, 0]),
    # premium_priority, secret offers.  Equal declares: A (nearest the dealer's left) holds the
    # premium and its hearts call stands; B's clubs call is void.
    (True, [(0, "declare", "H"), (1, "declare", "C"), (2, "pass")], "H", [60, 9, 0]),
    # Any reveal beats a declare: C's clubs stands.
    (True, [(0, "declare", "H"), (1, "pass"), (2, "reveal", "C")], "C", [20, 0, 89]),
    # Two reveals: B (nearer the dealer's left than the dealer C) holds it, no trump stands.
    (True, [(0, "declare", "H"), (1, "reveal", "none"), (2, "reveal", "C")], "none",
     [69, 0, 60]),
])
def test_premium_trump_call(tmp_path, capsys, priority, premium, play, points):
    options: dict[str, Any] = {"premium_trump_call": True}
    if priority:
        options["premium_priority"] = True
    rc, res, err = _replay(tmp_path, capsys, _std_match(_pt(play, premium), options=options))
    assert rc == 0, err
    check(res, [(PT_TRICK_COUNTS[play], points, points)], False, [])


# Deal 2 after the hearts call (s = 1 -> spades; the call does not carry over).  Dealer A, B
# leads AH; C (no hearts) ruffs with 6S, A throws 6D -> C with spades trump (with hearts B).
# C runs spades.  Bids: A JC 10C 9C = 9 (took 0), B 7D 8D 9D = 0 (took 0), C AC KC QC = 9.
PT2 = nn_deal(0, 3, {0: "JC 10C 9C", 1: "7D 8D 9D", 2: "AC KC QC"}, ["1: AH 6S 6D"] + [
    f"2: {s} {a} {b}" for s, a, b in zip(
        ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"],
        ["AD", "KD", "QD", "JD", "10D", "8C", "7C", "6C"],
        ["KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H"], strict=True)
], premium=passes(0, 3))


def test_premium_trump_call_lasts_one_deal(tmp_path, capsys):
    deal1 = _pt("H", [(0, "declare", "H"), (1, "pass"), (2, "pass")])
    rc, res, err = _replay(tmp_path, capsys, _std_match(
        deal1, PT2, options={"premium_trump_call": True}))
    assert rc == 0, err
    # Deal 2: B 0/0, C 9/9, A fails -> s = 2: A 0, B 20, C 9+20 = 29.  Totals 60, 29, 29.
    check(res, [([0, 9, 0], [60, 9, 0], [60, 9, 0]), ([0, 0, 9], [0, 20, 29], [60, 29, 29])],
          False, [])


def test_trump_call_refusals(tmp_path, capsys):
    # Naming a trump without premium_trump_call (a reveal this time).
    rc, _, err = _replay(tmp_path, capsys, _std_match(_d1_ex2([(0, "reveal", "H")])))
    check_refusal(rc, err, 0, 3)
    # "nines" needs trump_nines.
    rc, _, err = _replay(tmp_path, capsys, _std_match(
        _pt("H", [(0, "declare", "nines"), (1, "pass"), (2, "pass")]),
        options={"premium_trump_call": True}))
    check_refusal(rc, err, 0, 3)


# ============================================================================================
# trump_nines (4.3).  A declares naming nines.  Bids: A 6D 7D 8D = 0; B AD KD QD = 0;
# C 9C QC 8H = 3+3+2 = 8 (the 9C keeps its printed club value).
# T1: A leads 9S (a nine: the trump suit); B holds 9H and C 9D, so each must play its nine
# even though B holds hearts -> 9H > 9S > 9D: B.  B leads 6H, C wins with AH and runs hearts
# (B follows twice, then throws), then AC KC JC (B follows clubs).
TN_BIDS = {0: "6D 7D 8D", 1: "AD KD QD", 2: "9C QC 8H"}
TN_TRICKS = [
    "0: 9S 9H 9D",
    "1: 6H AH AS",
    "2: KH KS 7H",
    "2: QH QS JD",
    "2: JH JS 10D",
    "2: 10H 10S 6C",
    "2: AC 8S 10C",
    "2: KC 7S 8C",
    "2: JC 6S 7C",
]
TN_OPTS = {"premium_trump_call": True, "trump_nines": True}


def _tn() -> dict[str, Any]:
    return nn_deal(2, 3, TN_BIDS, TN_TRICKS, premium=[(0, "declare", "nines"), (1, "pass"),
                                                      (2, "pass")])


def test_trump_nines_must_play_a_nine_and_nine_bid_card_keeps_its_value(tmp_path, capsys):
    rc, res, err = _replay(tmp_path, capsys, _std_match(_tn(), options=TN_OPTS))
    assert rc == 0, err
    # Tricks A 0, B 1, C 8.  A 0/0 (declared, +30); B 0 took 1 fails; C 8/8 -> s = 2.
    # A 0+20+30 = 50, B 1, C 8+20 = 28.  (9C valued as anything but 3 would fail C: s = 1.)
    check(res, [([0, 1, 8], [50, 1, 28], [50, 1, 28])], False, [])


@pytest.mark.parametrize(("index", "action"), [
    (7, {"seat": 1, "play": "6H"}),   # 9S led: B holds 9H and must play it
    (8, {"seat": 2, "play": "AH"}),   # C holds 9D and must play it
])
def test_trump_nines_nine_led_refusals(tmp_path, capsys, index, action):
    rc, _, err = _replay(tmp_path, capsys, _std_match(_truncate(_tn(), index, action),
                                                      options=TN_OPTS))
    check_refusal(rc, err, 0, index, "nine")


def test_trump_nines_a_nine_does_not_follow_its_printed_suit(tmp_path, capsys):
    # Same deal with A's 6S and B's 6H swapped: A leads 6H; B holds 7H (a real heart) and 9H,
    # so 9H (not a heart) is refused.
    deal = _tn()
    deal["hands"][0] = [c if c != "6S" else "6H" for c in deal["hands"][0]]
    deal["hands"][1] = [c if c != "6H" else "6S" for c in deal["hands"][1]]
    deal["actions"] = [*deal["actions"][:6], {"seat": 0, "play": "6H"},
                       {"seat": 1, "play": "9H"}]
    rc, _, err = _replay(tmp_path, capsys, _std_match(deal, options=TN_OPTS))
    check_refusal(rc, err, 0, 7, "hearts")


# ============================================================================================
# two_player_dummy with dummy_penguin.  Live seats 0 and 1, the dummy is seat 2; its first
# three cards are its bid.  Deal 1 at no trump.

# P1: dealer 1, seat 0 leads.  Seat 0 holds all spades and leads them; seat 1 throws clubs (a
# club trump would take T1), the dummy hearts/diamonds.  0 declares: bid 6H 7H 8H = 6, took 9.
P1 = _dummy_deal(1, {0: "6H 7H 8H", 1: "6D 7D 8D", 2: "9H 9D 10D"}, [
    f"0:{s} 1:{c} 2:{d}" for s, c, d in zip(
        ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S"],
        ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C"],
        ["AH", "KH", "QH", "JH", "10H", "AD", "KD", "QD", "JD"], strict=True)
], [(0, "declare"), (1, "pass")])
# 0 failed (declarer); 1 0/0 succeeded; dummy bid 2+0+0 = 2, took 0 -> "succeeded".
# Two successful entities -> 20 each; 0's failed declare pays 30 to 1 and to the dummy.
# 0: 9; 1: 0+20+30 = 50; dummy 0+20+30 = 50.  Next trump: s = live exact (1) + the dummy only
# if exact (no) = 1 -> spades (docs).
P1_RESULT = ([9, 0, 0], [9, 50, 50], [9, 50, 50])

# P3 (alternative deal 1): dealer 1, seat 0 leads.  Dummy bid 8D 7D 6S = 1, takes 2 -> failed.
P3 = _dummy_deal(1, {0: "9S 8S 7S", 1: "10C 9C 8C", 2: "8D 7D 6S"}, [
    "0:6H 1:7H 2:AH",    # dummy (played by 0)
    "2:KH 1:8H 0:9H",    # 0 leads from the dummy, 1 plays, 0 third from hand -> dummy
    "2:6C 1:7C 0:AC",    # -> 0
    "0:AS 1:10D 2:QH",   # -> 0
    "0:KS 1:9D 2:JH",    # -> 0
    "0:6D 1:AD 2:10H",   # -> 1
    "1:KD 0:QS 2:KC",    # -> 1 (a club trump would give it to the dummy)
    "1:QD 0:JS 2:QC",    # -> 1
    "1:JD 0:10S 2:JC",   # -> 1
], [(0, "pass"), (1, "declare")])
# 0 bid 3 took 3: exact; 1 declared 9, took 4: failed; dummy failed (2 > 1).  One successful
# entity -> 30.  1's failed declare pays 30 to 0 and to the dummy (not a failed declarer).
# 0: 3+30+30 = 63; 1: 4; dummy 2+30 = 32.  Next trump s = 1 -> spades.
P3_RESULT = ([3, 4, 2], [63, 4, 32], [63, 4, 32])

# P2: dealer 0, seat 1 leads, trump spades.  Dummy bid AS KS QS = 3 and takes exactly 3:
# "succeeded and declared".  Both live players declare and fail: 0 bid JS 10S 9S = 3, took 0;
# 1 bid 6H 8C 7C = 8, took 6.
P2 = _dummy_deal(0, {0: "JS 10S 9S", 1: "6H 8C 7C", 2: "AS KS QS"}, [
    "1:AH 0:AD 2:6S",    # dummy ruffs (played by 1)
    "2:7S 0:KD 1:7H",    # 1 leads from the dummy -> dummy
    "2:8S 0:QD 1:8H",    # -> dummy
    "2:6C 0:JD 1:AC",    # -> 1
    "1:KH 0:10D 2:KC", "1:QH 0:9D 2:QC", "1:JH 0:8D 2:JC", "1:10H 0:7D 2:10C",
    "1:9H 0:6D 2:9C",    # -> 1 each
], [(1, "declare"), (0, "declare")])
# Successful entities: the dummy only -> 30.  Dummy: 3 + 30 + 30 (its declare premium) + 30 +
# 30 (from each failed live declarer) = 123.  0: 0.  1: 6 (neither failed declarer pays the
# other).
P2_POINTS = [0, 6, 123]


@pytest.mark.parametrize(("first", "first_result"), [(P1, P1_RESULT), (P3, P3_RESULT)])
def test_dummy_penguin(tmp_path, capsys, first, first_result):
    opts = {"two_player_dummy": True, "dummy_penguin": True}
    rc, res, err = _replay(tmp_path, capsys, record("ninety_nine", 2, [first], opts))
    assert rc == 0, err
    check(res, [first_result], False, [])
    rc, res, err = _replay(tmp_path, capsys, record("ninety_nine", 2, [first, P2], opts))
    assert rc == 0, err
    totals = [a + b for a, b in zip(first_result[2], P2_POINTS, strict=True)]
    # The dummy passes 100 with the highest total: over, the dummy wins (dummy_can_win).
    check(res, [first_result, ([0, 6, 3], P2_POINTS, totals)], True, [2])


def test_dummy_penguin_deal_one_is_not_clubs(tmp_path, capsys):
    # Without dummy_penguin deal 1 is at clubs: seat 1's AC takes P1's first trick, so seat 0
    # leading again is refused (action 2 bids + 2 premium + 3 = 7).
    rc, _, err = _replay(tmp_path, capsys, record("ninety_nine", 2, [P1],
                                                  {"two_player_dummy": True}))
    check_refusal(rc, err, 0, 7, "turn")


# ============================================================================================
# five_player (3.3) with five_player_500.  Seat 0 always bids AC KC QC = 9 and takes all nine
# tricks with AS..8S; everyone else takes none.  Hand "a" holds 2S (as leader it leads it, else
# it follows AS with it); the others hold no spade in play.  Deal 1 at no trump, later spades
# (s = 1).

FIVE_HANDS = {
    "a": ("7S 6S 5S", ["2S", "AH", "KH", "QH", "JH", "12H", "11H", "10H", "9H"]),   # bid 3
    "b": ("4S 3S JC", ["8H", "7H", "6H", "5H", "4H", "3H", "2H", "6C", "5C"]),      # bid 5
    "c": ("12C 11C 10C", ["AD", "KD", "QD", "JD", "12D", "11D", "10D", "9D", "8D"]),  # bid 9
    "d": ("9C 8C 7C", ["7D", "6D", "5D", "4D", "3D", "2D", "4C", "3C", "2C"]),      # bid 9
}
FIVE_SPADES = ["AS", "KS", "QS", "JS", "12S", "11S", "10S", "9S", "8S"]


def five_deal(dealer: int, declarers: set[int]) -> tuple[dict[str, Any], list[int]]:
    leader = (dealer + 1) % 5
    if leader == 0:
        names = dict(zip([1, 2, 3, 4], "abcd", strict=True))
    else:
        rest = [s for s in ((leader + k) % 5 for k in range(1, 5)) if s != 0]
        names = {leader: "a", **dict(zip(rest, "bcd", strict=True))}
    bids = {0: "AC KC QC", **{s: FIVE_HANDS[n][0] for s, n in names.items()}}
    cards = {0: list(FIVE_SPADES), **{s: list(FIVE_HANDS[n][1]) for s, n in names.items()}}
    order = [(leader + k) % 5 for k in range(5)]
    plays = [(s, cards[s].pop(0), False) for s in order]          # T1 -> seat 0
    for _ in range(8):
        plays += [(s, cards[s].pop(0), False) for s in ((0 + k) % 5 for k in range(5))]
    premium = [(s, "declare" if s in declarers else "pass") for s in order]
    deal = nn_deal(dealer, 5, bids, [], premium=premium, plays=plays)
    # seat 0: 9 tricks, bid 9, the only success (s = 1): 9 + 50, + 50 if declared;
    # every other declarer took 0 of a non-zero bid: -50.
    points = [-50 if s in declarers else 0 for s in range(5)]
    points[0] = 9 + 50 + (50 if 0 in declarers else 0)
    return deal, points


FIVE_DECLARERS = [{0, 1, 3}, {1, 4, 0}, {0}, {0, 2}, {0}]


def _five_match() -> tuple[list[dict[str, Any]], list[tuple]]:
    deals, results, totals = [], [], [0] * 5
    for k, decl in enumerate(FIVE_DECLARERS):
        deal, points = five_deal((4 + k) % 5, decl)
        deals.append(deal)
        totals = [t + p for t, p in zip(totals, points, strict=True)]
        results.append(([9, 0, 0, 0, 0], points, totals))
    return deals, results


def test_five_player_several_declarers_and_target_500(tmp_path, capsys):
    deals, results = _five_match()
    # Deal 1: [109, -50, 0, -50, 0]; deal 2: [109, -50, 0, 0, -50] -> [218, -100, 0, -50, -50];
    # deal 3: 327; deal 4: seat 2 declared too: 436, seat 2 -50; deal 5: 545.
    assert results[2][2] == [327, -100, 0, -50, -50]
    assert results[4][2] == [545, -100, -50, -50, -50]
    opts5 = {"five_player": True, "five_player_500": True}
    # 327 >= 250 is not the end with the 500 target...
    rc, res, err = _replay(tmp_path, capsys, record("ninety_nine", 5, deals[:4], opts5))
    assert rc == 0, err
    check(res, results[:4], False, [])
    # ... 545 is.
    rc, res, err = _replay(tmp_path, capsys, record("ninety_nine", 5, deals, opts5))
    assert rc == 0, err
    check(res, results, True, [0])
    # Default target 250: over after deal 3, and deal 4 is refused.
    opts = {"five_player": True}
    rc, res, err = _replay(tmp_path, capsys, record("ninety_nine", 5, deals[:3], opts))
    assert rc == 0, err
    check(res, results[:3], True, [0])
    rc, _, err = _replay(tmp_path, capsys, record("ninety_nine", 5, deals[:4], opts))
    check_refusal(rc, err, 3, None)


# ============================================================================================
# four_player with premium_priority, and failed premiums paying each of the three others.
# _fp_d1_s4: dealer W, everyone bids DDD, N takes all 10 -> all four succeed (s = 4, no bonus).
# _fp_d1_s0: N bids 9 and takes 10, E/S/W bid 1 and take 0 -> nobody succeeds (s = 0).

def _fp_with(deal: dict[str, Any], offers: list[str]) -> dict[str, Any]:
    deal = json.loads(json.dumps(deal))
    premium = [_premium(s, v) for s, v in enumerate(offers)]
    deal["actions"] = deal["actions"][:4] + premium + deal["actions"][8:]
    return deal


@pytest.mark.parametrize(("which", "priority", "offers", "points"), [
    # Reveal beats the two earlier declares: W (the dealer) reveals DDD, made with 0: W +60.
    ("s4", True, ["declare", "declare", "pass", "reveal"], [10, 0, 0, 60]),
    # Equal declares: E (nearer the dealer's left than S): E +30.
    ("s4", True, ["pass", "declare", "declare", "pass"], [10, 30, 0, 0]),
    # Equal reveals E and W: E +60.
    ("s4", True, ["pass", "reveal", "pass", "reveal"], [10, 60, 0, 0]),
    # Reveals E and S beat declares N and W; E holds it and fails: N, S, W +60 each.
    ("s0", True, ["declare", "reveal", "reveal", "declare"], [70, 0, 60, 60]),
    # N reveals and fails (N bid 9 took 10): E, S, W +60 each.
    ("s0", True, ["reveal", "declare", "pass", "pass"], [10, 60, 60, 60]),
    # Default one round: S reveals (W is not asked) and fails: N, E, W +60 each.
    ("s0", False, ["pass", "pass", "reveal"], [70, 60, 0, 60]),
])
def test_four_player_premiums(tmp_path, capsys, which, priority, offers, points):
    base = _fp_d1_s4() if which == "s4" else _fp_d1_s0(declare_e=False)
    options: dict[str, Any] = {"four_player": True}
    if priority:
        options["premium_priority"] = True
    deal = _fp_with(base, offers)
    rc, res, err = _replay(tmp_path, capsys, record("ninety_nine", 4, [deal], options))
    assert rc == 0, err
    check(res, [([10, 0, 0, 0], points, points)], False, [])


# ============================================================================================
# rubber_penguin.  Games to 100; the game winner and any opponent also at 100 add 100; the
# first to win three games wins the rubber and adds 100 per game fewer than eight.  Docs: the
# bonuses are added to the points of the deal that ended the game, each game starts at no
# trump, `totals` are the rubber's running scores.

# Game 1, deal 1 (dealer C, A leads, no trump): A runs AD and eight spades (B follows 6D, 6S).
# Bids A 6C 7C 8C = 9 (exact), B KD QD JD = 0 (exact), C 9C 10C JC = 9 (took 0).
# C reveals and fails.  s = 2: A 9+20+60 = 89, B 0+20+60 = 80, C 0.  Next trump hearts.
R1 = nn_deal(2, 3, {0: "6C 7C 8C", 1: "KD QD JD", 2: "9C 10C JC"}, [
    f"0: {a} {b} {c}" for a, b, c in zip(
        ["AD", "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"],
        ["6D", "6S", "10D", "9D", "8D", "7D", "QC", "KC", "AC"],
        ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H"], strict=True)
], premium=[(0, "pass"), (1, "pass"), (2, "reveal")])
# Game 1, deal 2 (dealer A, B leads, hearts): B runs its nine hearts.  Bids B AC KC QC = 9
# (exact), A AD KD QD = 0 (exact, declared), C JC 10C 9C = 9 (took 0).  s = 2:
# A 0+20+30 = 50, B 9+20 = 29.  Game 139 / 109 / 0: A wins game 1 (+100), B also reached 100
# (+100): deal points 150, 129, 0; totals 239, 209, 0.
R2 = nn_deal(0, 3, {0: "AD KD QD", 1: "AC KC QC", 2: "JC 10C 9C"}, [
    f"1: {h} {c} {s}" for h, c, s in zip(
        ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H"],
        ["JD", "10D", "9D", "8D", "7D", "6D", "8C", "7C", "6C"],
        ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S"], strict=True)
], premium=[(1, "pass"), (2, "pass"), (0, "declare")])

# Games 2 and 3: A sweeps every deal.  A bids 6C 7C 8C = 9 and plays AD + AS..7S; "X" bids
# 9C 10C JC and plays 6D 6S KD..7D; "Y" bids QC KC AC and plays the nine hearts.  The leader is
# A or X; T1 is a diamond lead that A's AD wins (Y throws a heart: a hearts trump would take
# it), then A runs spades (X follows once with 6S).  X and Y fail; A is the only success.
SW_A = ["AD", "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"]
SW_X = ["6D", "6S", "KD", "QD", "JD", "10D", "9D", "8D", "7D"]
SW_Y = ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H"]


def sweep(dealer: int, x: int, premium: list[tuple]) -> dict[str, Any]:
    leader = (dealer + 1) % 3
    y = 3 - x
    assert leader in (0, x)
    cards = {0: list(SW_A), x: list(SW_X), y: list(SW_Y)}
    plays = [(s, cards[s].pop(0), False) for s in ((leader + k) % 3 for k in range(3))]
    for _ in range(8):
        plays += [(s, cards[s].pop(0), False) for s in range(3)]
    return nn_deal(dealer, 3, {0: "6C 7C 8C", x: "9C 10C JC", y: "QC KC AC"}, [],
                   premium=premium, plays=plays)


RUBBER = [
    R1, R2,
    # Game 2, deal 1: dealer B, C leads 6D, A AD, B a heart.  No trump (a new game): with the
    # hearts of R2's s = 2 B would take T1.  A reveals (B is not asked): 9+30+60 = 99.
    sweep(1, 2, [(2, "pass"), (0, "reveal")]),
    # Game 2, deal 2: dealer C, A leads, spades (s = 1).  No premium: A 9+30 = 39; game 2 at
    # 138: A wins game 2 (+100; B's game score is 0): 139.
    sweep(2, 1, passes(2, 3)),
    # Game 3, deal 1: dealer A, B leads, no trump: A reveals 99.
    sweep(0, 1, [(1, "pass"), (2, "pass"), (0, "reveal")]),
    # Game 3, deal 2: dealer B, C leads, spades: A 39 -> 138, third game: +100, and the
    # rubber after 3 games: +100 * (8 - 3) = 500 -> 639.
    sweep(1, 2, passes(1, 3)),
]
RUBBER_RESULTS = [
    ([9, 0, 0], [89, 80, 0], [89, 80, 0]),
    ([0, 9, 0], [150, 129, 0], [239, 209, 0]),
    ([9, 0, 0], [99, 0, 0], [338, 209, 0]),
    ([9, 0, 0], [139, 0, 0], [477, 209, 0]),
    ([9, 0, 0], [99, 0, 0], [576, 209, 0]),
    ([9, 0, 0], [639, 0, 0], [1215, 209, 0]),
]


@pytest.mark.parametrize("n", [2, 4, 6])
def test_rubber_penguin(tmp_path, capsys, n):
    rc, res, err = _replay(tmp_path, capsys, _std_match(*RUBBER[:n],
                                                        options={"rubber_penguin": True}))
    assert rc == 0, err
    check(res, RUBBER_RESULTS[:n], n == 6, [0] if n == 6 else [])


def test_rubber_penguin_is_over_after_three_games(tmp_path, capsys):
    extra = sweep(2, 1, passes(2, 3))
    rc, _, err = _replay(tmp_path, capsys, _std_match(*RUBBER, extra,
                                                      options={"rubber_penguin": True}))
    check_refusal(rc, err, 6, None)


# ============================================================================================
# joker_turnup with match_fixed_deals: true -> nine deals.  Turn-up 9C every deal: no trump,
# the joker is 9C (a club, bid value 3).  The leader plays nine spades, the next seat nine
# hearts, the third nine diamonds; bids: leader AC KC QC = 9, next JC 10C 8C = 9, third
# 7C 6C JK = 9.  The leader takes 9 and is the only success: 9+30 = 39.

def joker_deal(k: int, declare: bool) -> dict[str, Any]:
    dealer, leader = (2 + k) % 3, k % 3
    nxt, third = (leader + 1) % 3, (leader + 2) % 3
    tricks = [f"{leader}: {s} {h} {d}" for s, h, d in zip(
        ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S"],
        ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H"],
        ["AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D", "6D"], strict=True)]
    premium = [(leader, "declare" if declare else "pass"), (nxt, "pass"), (third, "pass")]
    return nn_deal(dealer, 3, {leader: "AC KC QC", nxt: "JC 10C 8C", third: "7C 6C JK"},
                   tricks, premium=premium, stock=["9C"])


def test_joker_turnup_fixed_match_is_nine_deals(tmp_path, capsys):
    deals = [joker_deal(k, declare=k == 8) for k in range(9)]
    results, totals = [], [0, 0, 0]
    for k in range(9):
        points = [0, 0, 0]
        points[k % 3] = 69 if k == 8 else 39   # deal 9: the leader (seat 2) declared: +30
        totals = [t + p for t, p in zip(totals, points, strict=True)]
        tricks = [0, 0, 0]
        tricks[k % 3] = 9
        results.append((tricks, points, totals))
    # After deal 7 seat 0 has 117 (>= 100, strictly highest) but the match goes on.
    assert results[6][2] == [117, 78, 78]
    opts = {"joker_turnup": True, "match_fixed_deals": True}
    rc, res, err = _replay(tmp_path, capsys, _std_match(*deals[:8], options=opts))
    assert rc == 0, err
    check(res, results[:8], False, [])
    rc, res, err = _replay(tmp_path, capsys, _std_match(*deals, options=opts))
    assert rc == 0, err
    check(res, results, True, [2])   # 117, 117, 147


# ============================================================================================
# naughty_nun_site.

# Deal 1, trump by show, three players: A 6H, B 7H, C AS -> hearts (two shown) although AS is
# the highest shown card.  T1: A leads KS, B (no spades) ruffs with 7H, C follows AS -> B only
# with hearts trump.  B runs hearts and AD.  Bids A 6C 7C 8C = 9, B 9C 10C JC = 9,
# C QC KC AC = 9.
SHOW3 = nn_deal(2, 3, {0: "6C 7C 8C", 1: "9C 10C JC", 2: "QC KC AC"}, [
    "0: KS 7H AS",
    "1: AH KD 6H",
    "1: KH QD QS", "1: QH JD JS", "1: JH 10D 10S", "1: 10H 9D 9S", "1: 9H 8D 8S",
    "1: 8H 7D 7S", "1: AD 6D 6S",
])
SHOW3["actions"] = [{"seat": 0, "show": "6H"}, {"seat": 1, "show": "7H"},
                    {"seat": 2, "show": "AS"}] + SHOW3["actions"]


def test_naughty_nun_site_show_by_count(tmp_path, capsys):
    rc, res, err = _replay(tmp_path, capsys, _std_match(SHOW3,
                                                        options={"naughty_nun_site": True}))
    assert rc == 0, err
    # B 9/9, A and C fail -> s = 1: B 9+30 = 39.
    check(res, [([0, 9, 0], [0, 39, 0], [0, 39, 0])], False, [])


# Two players (24 cards; form two_player_24: the non-dealer shows, bids and leads first).
# Dealer 1.  Seat 0 bids JD 10D 9D = 0 and plays AH..9H AC KC QC; seat 1 bids JC 10C 9C = 9
# and plays 9S AS..10S AD KD QD.  T1: 0 AH, 1 (no hearts) 9S.
def _nn2(shows: tuple[str, str], spades: bool) -> dict[str, Any]:
    if spades:   # 9S ruffs; seat 1 runs spades and diamonds (seat 0 has neither)
        tricks = ["0: AH 9S"] + [f"1: {x} {y}" for x, y in zip(
            ["AS", "KS", "QS", "JS", "10S", "AD", "KD", "QD"],
            ["KH", "QH", "JH", "10H", "9H", "AC", "KC", "QC"], strict=True)]
    else:        # AH wins; seat 0 runs hearts and clubs (seat 1 has neither in play)
        tricks = ["0: AH 9S"] + [f"0: {x} {y}" for x, y in zip(
            ["KH", "QH", "JH", "10H", "9H", "AC", "KC", "QC"],
            ["AS", "KS", "QS", "JS", "10S", "AD", "KD", "QD"], strict=True)]
    deal = nn_deal(1, 2, {0: "JD 10D 9D", 1: "JC 10C 9C"}, tricks, bid_seats=[0, 1])
    deal["actions"] = [{"seat": 0, "show": shows[0]}, {"seat": 1, "show": shows[1]}] + \
        deal["actions"]
    return deal


@pytest.mark.parametrize(("shows", "spades", "result"), [
    # KH vs AS: one each, tie broken by the highest shown card -> spades.  Seat 1 takes 9:
    # both exact (0/0, 9/9): 20 each (two players) -> 20, 9+20 = 29.
    (("KH", "AS"), True, ([0, 9], [20, 29], [20, 29])),
    # AH vs AS: equal ranks -> no trump.  Seat 0 takes 9, both fail: 9, 0.
    (("AH", "AS"), False, ([9, 0], [9, 0], [9, 0])),
    # KC vs QD: clubs.  Same play (seat 1's AD thrown on AC would win at diamonds): 9, 0.
    (("KC", "QD"), False, ([9, 0], [9, 0], [9, 0])),
])
def test_naughty_nun_site_show_tie_two_players(tmp_path, capsys, shows, spades, result):
    rc, res, err = _replay(tmp_path, capsys, record(
        "ninety_nine", 2, [_nn2(shows, spades)], {"naughty_nun_site": True}))
    assert rc == 0, err
    check(res, [result], False, [])


# Deal 6 (dealer B, C leads): no trump, no nine bid cards, C holds 9H and 9D and leads 9H;
# A wins with AH and runs spades (B follows 6S once).  Bids C 7C 6C AD = 6, A AC KC QC = 9,
# B KH QH JH = 6.  A 9/9 the only success: 39.
SITE6 = nn_deal(1, 3, {2: "7C 6C AD", 0: "AC KC QC", 1: "KH QH JH"}, [
    "2: 9H AH 6H",
    "0: AS 6S KD", "0: KS 10H QD", "0: QS 8H JD", "0: JS 7H 10D",
    "0: 10S JC 9D", "0: 9S 10C 8D", "0: 8S 9C 7D", "0: 7S 8C 6D",
])
# Deal 7 (dealer C, A leads): snap.  A leads 10D, B (no diamonds) plays 10S and calls snap,
# C follows with AD -> B (the snap beats the highest diamond).  B runs spades.  Bids A
# JC 10C 9C = 9, B AC KC QC = 9, C 8C 7C 6C = 9.  B 9/9 the only success: 39 (s = 1, so
# deal 8 is at spades, as SITE_D8 needs).
SITE7 = nn_deal(2, 3, {0: "JC 10C 9C", 1: "AC KC QC", 2: "8C 7C 6C"}, ["0: 10D 10S* AD"] + [
    f"1: {s} {c} {a}" for s, c, a in zip(
        ["AS", "KS", "QS", "JS", "9S", "8S", "7S", "6S"],
        ["KD", "QD", "JD", "9D", "8D", "7D", "6D", "6H"],
        ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H"], strict=True)
])
# Deal 9 (dealer B, C leads): the nines are trump, CLUBS9 > H9 > S9 > D9, no nine bids.
# T1: C leads AH, A (no hearts) 9D, B (no hearts) 9S -> B (both trump, 9S > 9D).
# T2: B leads 9C; C must play its 9H (trump led); A has no nine -> B.  B runs spades.
# Bids C JC 10C 8C = 9, A 6S AD KD = 1, B AC KC QC = 9.  B 9/9 the only success: 39.
SITE9 = nn_deal(1, 3, {2: "JC 10C 8C", 0: "6S AD KD", 1: "AC KC QC"}, [
    "2: AH 9D 9S",
    "1: 9C 9H 7C",
] + [f"1: {s} {h} {a}" for s, h, a in zip(
    ["AS", "KS", "QS", "JS", "10S", "8S", "7S"],
    ["KH", "QH", "JH", "10H", "8H", "7H", "6H"],
    ["QD", "JD", "10D", "8D", "7D", "6D", "6C"], strict=True)])


def _site_full() -> list[dict[str, Any]]:
    return [*_site_deals()[:5], SITE6, SITE7,
            nn_deal(0, 3, SITE_D8["bids"], SITE_D8["tricks"]), SITE9]


def test_naughty_nun_site_deals_6_7_9(tmp_path, capsys):
    rc, res, err = _replay(tmp_path, capsys, _std_match(*_site_full(),
                                                        options={"naughty_nun_site": True}))
    assert rc == 0, err
    # Deals 1-5 (companion's fillers): the leader (0, 1, 2, 0, 1) takes 9 and scores 9.
    want, totals = [], [0, 0, 0]
    rows = [(k % 3, [0, 0, 0]) for k in range(5)]
    rows += [(0, [39, 0, 0]), (1, [0, 39, 0]), (2, [0, 0, 9]), (1, [0, 39, 0])]
    for k, (taker, pts) in enumerate(rows):
        if k < 5:
            pts = [9 if s == taker else 0 for s in range(3)]
        totals = [t + p for t, p in zip(totals, pts, strict=True)]
        want.append(([9 if s == taker else 0 for s in range(3)], pts, totals))
    # 18, 18, 9 after deal 5; then 57, 18, 9; 57, 57, 9; 57, 57, 18; 57, 96, 18: B wins.
    assert totals == [57, 96, 18]
    check(res, want, True, [1])


@pytest.mark.parametrize(("deal", "bid"), [
    (5, {"seat": 2, "bid": ["9D", "KD", "QD"]}),   # deal 6: C holds 9D
    (8, {"seat": 2, "bid": ["9H", "KH", "QH"]}),   # deal 9: C holds 9H
])
def test_naughty_nun_site_nine_bid_card_refused(tmp_path, capsys, deal, bid):
    deals = _site_full()[:deal + 1]
    deals[deal] = _truncate(deals[deal], 0, bid)
    rc, _, err = _replay(tmp_path, capsys, _std_match(*deals, options={"naughty_nun_site": True}))
    check_refusal(rc, err, deal, 0, "nine")


# ============================================================================================
# Other refusals.

def test_naughty_nun_has_no_premium(tmp_path, capsys):
    deal, _ = _filler(2, "D")          # default Naughty Nun deal 1: 3 bids, then A leads
    rc, _, err = _replay(tmp_path, capsys, _std_match(
        _truncate(deal, 3, _premium(0, "declare")), options={"naughty_nun": True}))
    check_refusal(rc, err, 0, 3)


def test_show_when_not_expected(tmp_path, capsys):
    show = {"seat": 0, "show": "AS"}
    # standard game
    rc, _, err = _replay(tmp_path, capsys, _std_match(_truncate(_d1_ex2(), 0, show)))
    check_refusal(rc, err, 0, 0)
    # default Naughty Nun deal 1 (diamonds trump, no show)
    deal, _ = _filler(2, "D")
    rc, _, err = _replay(tmp_path, capsys, _std_match(_truncate(deal, 0, show),
                                                      options={"naughty_nun": True}))
    check_refusal(rc, err, 0, 0)
    # naughty_nun_site deal 2 (trump by s): B, the leader, shows
    deals = _site_deals()[:2]
    deals[1] = _truncate(deals[1], 0, {"seat": 1, "show": deals[1]["hands"][1][0]})
    rc, _, err = _replay(tmp_path, capsys, _std_match(*deals, options={"naughty_nun_site": True}))
    check_refusal(rc, err, 1, 0)
    # a fourth show in site deal 1 (all three have shown; the bids are due)
    deals = _site_deals()[:1]
    deals[0] = _truncate(deals[0], 3, {"seat": 0, "show": deals[0]["hands"][0][0]})
    rc, _, err = _replay(tmp_path, capsys, _std_match(*deals, options={"naughty_nun_site": True}))
    check_refusal(rc, err, 0, 3)
