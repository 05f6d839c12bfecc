"""Acceptance audit of `tablecards replay` for Sneak and Sheepshead, written from the specs.

Every record is hand-built and every expected figure was worked out by hand from
`games/sneak/spec.md`, `games/sheepshead/spec.md` (Clarifications included) and
`docs/records-format.md`; comments show the arithmetic. The engine is driven only through
`tablecards replay` (in-process); no scoring function of the engine is called.

Sneak deals are written with relative seats: r0 is the dealer's left, the dealer ("H", the
hoarder) plays last. The helper only keeps track of which stock card each seat drew so that it
can name the cards in the actions; the outcomes are the hand derivations in the comments.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.rules.test_acceptance_records import _replay, check, check_refusal, parse_tricks, record

# ============================================================================================
# Sneak

RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def sneak_pack(packs: int = 1) -> list[str]:
    return [r + s for s in "SHDC" for r in RANKS] * packs


class SneakDeal:
    """A deal written turn by turn. Seats are relative: r = (dealer + 1 + r) % n."""

    def __init__(self, n: int, dealer: int, top: list[str] = (), bottom: list[str] = (),
                 packs: int = 1) -> None:
        self.n, self.dealer = n, dealer
        rest = Counter(sneak_pack(packs)) - Counter(top) - Counter(bottom)
        filler = []
        for c in sneak_pack(packs):
            if rest[c] > 0:
                rest[c] -= 1
                filler.append(c)
        self.stock = list(top) + filler + list(bottom)
        assert Counter(self.stock) == Counter(sneak_pack(packs))
        self.pos = 0
        self.held: dict[int, list[str]] = {r: [] for r in range(n)}
        self.actions: list[dict[str, Any]] = []

    def seat(self, r: int) -> int:
        return (self.dealer + 1 + r) % self.n

    def left(self) -> int:
        return len(self.stock) - self.pos

    def draw(self, *rs: int) -> SneakDeal:
        for r in rs:
            self.held[r].append(self.stock[self.pos])
            self.pos += 1
            self.actions.append({"seat": self.seat(r), "draw": True})
        return self

    def _out(self, r: int, cards: list[str]) -> None:
        for c in cards:
            self.held[r].remove(c)

    def lead(self, r: int, verb: str, cards: list[str]) -> SneakDeal:
        self._out(r, cards)
        self.actions.append({"seat": self.seat(r), verb: list(cards)})
        return self

    def challenge(self, r: int, cards: list[str]) -> SneakDeal:
        self._out(r, cards)
        self.actions.append({"seat": self.seat(r), "challenge": list(cards)})
        return self

    def decline(self, *rs: int) -> SneakDeal:
        for r in rs:
            self.actions.append({"seat": self.seat(r), "decline": True})
        return self

    def finish(self) -> SneakDeal:
        """From: r0..r(n-2) hold nothing, H = r(n-1) holds something or nothing, r0 to move.
        Pairs of rounds: (all draw) then (r0..r(n-2) each sneak their one card, declined by the
        later seats that still hold a card and by H; H draws): n+1 cards per pair; each r0..
        r(n-2) banks 1 per pair, H keeps 2 per pair.
        - remaining = 0 after the pairs: H's draw was the last card and every other hand is
          empty, so H banks its hand at once (Clarification 1).
        - remaining = n-1: r0..r(n-2) draw the last cards (the aces AS AH AD put at the bottom);
          H must flaunt one card (largest other hand 1): a club, which no ace holder can
          challenge, so nobody is asked; then each ace is flaunted and nobody can challenge it
          (one pack); then only H holds cards and banks them unseen."""
        n, h = self.n, self.n - 1
        while self.left() >= n + 1:
            self.draw(*range(n))
            for r in range(n - 1):
                self.lead(r, "sneak", [self.held[r][0]])
                self.decline(*range(r + 1, n))
            self.draw(h)
        if self.left() == 0:
            return self
        assert self.left() == n - 1
        self.draw(*range(n - 1))
        club = next(c for c in self.held[h] if c.endswith("C"))
        self.lead(h, "flaunt", [club])
        for r in range(n - 1):
            self.lead(r, "flaunt", [self.held[r][0]])
        return self

    def deal(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "hands": [[] for _ in range(self.n)],
                "stock": self.stock, "actions": self.actions}


def rel(points: list[int], dealer: int) -> list[int]:
    """Relative (r0, r1, ..., H) -> absolute seats."""
    n = len(points)
    out = [0] * n
    for r, p in enumerate(points):
        out[(dealer + 1 + r) % n] = p
    return out


def sneak_record(n: int, deals: list[dict[str, Any]], **options: Any) -> dict[str, Any]:
    return record("sneak", n, deals, options)


# --------------------------------------------------------------------------------------------
# Single-card sneak, spec example 3 relabelled: the leader is H, the challengers r0 then r1;
# equal queens -> the later seat counted clockwise from the leader (r1) wins.
# Three players, dealer seat 2: r0 = seat 0, r1 = seat 1, H = seat 2.
#   R1: all draw (3C, 4C, 7D).
#   R2: r0 sneaks 3C: r1 and H hold a card -> both asked, decline -> r0 banks 1 unseen.
#       r1 sneaks 4C: H asked (r0 empty, not asked), declines -> r1 banks 1. H draws 2C.
#   R3: r0 draws QC, r1 draws QH; H sneaks 7D (others hold 1: one card allowed);
#       r0 challenges QC, r1 QH -> Q = Q, r1 later -> r1 banks 3 (7D QC QH).
#   Then r0 moves (not the winner r1): 6 cards drawn, 46 left = 11 pairs of 4 + 2 ->
#   finish with the aces: r0 +11+1, r1 +11+1, H keeps 2C + 22 = 23.
#   r0 1 + 12 = 13; r1 1 + 3 + 12 = 16; H 23.  13 + 16 + 23 = 52.
def _example3(tie_seats: tuple[str, str] = ("QC", "QH")) -> SneakDeal:
    d = SneakDeal(3, 2, top=["3C", "4C", "7D", "2C", *tie_seats], bottom=["AS", "AH"])
    d.draw(0, 1, 2)
    d.lead(0, "sneak", ["3C"]).decline(1, 2)
    d.lead(1, "sneak", ["4C"]).decline(2)
    d.draw(2)
    d.draw(0, 1).lead(2, "sneak", ["7D"])
    d.challenge(0, [tie_seats[0]]).challenge(1, [tie_seats[1]])
    return d.finish()


def test_sneak_single_card_tie_goes_to_the_later_challenger(tmp_path, capsys):
    rc, result, err = _replay(tmp_path, capsys, sneak_record(3, [_example3().deal()]))
    assert rc == 0, err
    check(result, [(None, [13, 16, 23], [13, 16, 23])], False, [])


def test_sneak_single_card_suit_is_irrelevant(tmp_path, capsys):
    # r0 KC beats r1 QH whatever the suit: r0 banks the 3 -> r0 1+3+12 = 16, r1 13, H 23.
    rc, result, err = _replay(tmp_path, capsys, sneak_record(3, [_example3(("KC", "QH")).deal()]))
    assert rc == 0, err
    check(result, [(None, [16, 13, 23], [16, 13, 23])], False, [])


def test_sneak_winner_does_not_take_the_next_turn(tmp_path, capsys):
    d = SneakDeal(3, 2, top=["3C", "4C", "7D", "2C", "QC", "QH"])
    d.draw(0, 1, 2)
    d.lead(0, "sneak", ["3C"]).decline(1, 2)
    d.lead(1, "sneak", ["4C"]).decline(2)
    d.draw(2)
    d.draw(0, 1).lead(2, "sneak", ["7D"])
    d.challenge(0, ["QC"]).challenge(1, ["QH"])
    d.actions.append({"seat": 1, "draw": True})  # r1 won, but r0 (seat 0) moves next
    rc, _, err = _replay(tmp_path, capsys, sneak_record(3, [d.deal()]))
    check_refusal(rc, err, 0, len(d.actions) - 1)


# --------------------------------------------------------------------------------------------
# Three-card sneaks challenged by both other seats (examples 4-8 and more). Three players,
# dealer 2 (H = seat 2).
#   R1: all draw.  R2: r0 sneaks its card (r1, H decline), r1 sneaks its card (H declines),
#   H draws.  R3, R4: all draw.  R5: r0, r1 draw (3 cards each), H (4 cards) sneaks 3;
#   r0 then r1 challenge with 3 each.  12 cards drawn, 40 left = 10 pairs, clean end.
#   Without the challenge: r0 1 + 10 = 11, r1 1 + 10 = 11, H keeps 1 + 20 = 21 (sum 43 + 9 = 52);
#   the winner of the 9 challenge cards adds 9.
WIN = {"H": [11, 11, 30], "r0": [20, 11, 21], "r1": [11, 20, 21]}
COMBOS = [
    # ex 4+5: flush (13,10,2) > flush (13,9,8); straight (7,6,5) beats both flushes
    ("KS 10S 2S", "KH 9H 8H", "5C 6D 7H", "r1"),
    # flushes (13,10,2) equal: the leader always loses a tie
    ("KS 10S 2S", "KH 9H 8H", "KD 10D 2D", "r1"),
    # flush > none; K-10-2 beats K-9-8 card by card, never by sum
    ("KS 10S 2S", "KH 9H 8H", "QD JC 9C", "H"),
    # ex 8: 2-3-4 (4,3,2) beats ace-low A-2-3 (3,2,1); both beat the flush
    ("KS 10S 2S", "2H 3C 4D", "AH 2C 3D", "r0"),
    # ex 8: K-A-2 does not wrap: none (14,13,2) beats none Q-J-9 but loses to a flush
    ("QC JD 9S", "KH AD 2C", "3C 5C 7C", "r1"),
    # ex 7 (one pack): none (13,9,3) > none (13,9,2) > none (12,11,8)
    ("KC 9D 2H", "KD 9S 3C", "QS JS 8H", "r0"),
    # ex 6: match > straight flush
    ("4C 4D 4H", "JS QS KS", "8D 9D 10D", "H"),
    # two equal challenges (flushes 13,9,8): the later challenger r1 wins
    ("2C 5D 7S", "KH 9H 8H", "KD 9D 8D", "r1"),
]


@pytest.mark.parametrize(("lead", "c0", "c1", "winner"), COMBOS)
def test_sneak_three_card_challenges(tmp_path, capsys, lead, c0, c1, winner):
    sets = [lead.split(), c0.split(), c1.split()]
    used = {c for s in sets for c in s}
    spare = [c for c in sneak_pack() if c not in used][:3]  # two banked early, one H keeps
    h, a, b = sets
    top = [spare[0], spare[1], h[0], h[1], a[0], b[0], h[2], a[1], b[1], spare[2], a[2], b[2]]
    d = SneakDeal(3, 2, top=top)
    d.draw(0, 1, 2)
    d.lead(0, "sneak", [spare[0]]).decline(1, 2)
    d.lead(1, "sneak", [spare[1]]).decline(2)
    d.draw(2)
    d.draw(0, 1, 2).draw(0, 1, 2).draw(0, 1)
    d.lead(2, "sneak", h).challenge(0, a).challenge(1, b)
    d.finish()
    rc, result, err = _replay(tmp_path, capsys, sneak_record(3, [d.deal()]))
    assert rc == 0, err
    check(result, [(None, WIN[winner], WIN[winner])], False, [])


# --------------------------------------------------------------------------------------------
# Flaunt with secret challenges recorded clockwise from the leader's left (example 9).
# Four players, dealer 3 (H = seat 3); r0..r2 = seats 0..2.
#   R1, R2: all draw (r2 gets 9H then y; H gets h0 then 2C).
#   R3: r0 sneaks 2 (r1, r2, H asked: decline), r1 sneaks 2 (r2, H decline; r0 empty),
#       r2 sneaks y (H declines; r0, r1 empty), H draws 3C.
#   R4: r0 draws JH, r1 draws QH; r2 flaunts 9H. Asked from r2's left: H (no heart >= 9 ->
#       passed over, no action), r0 (JH), r1 (QH). QH highest -> r1 banks 3. H draws.
#   12 drawn, 40 left = 8 pairs of 5, clean end.
#   r0 2 + 8 = 10; r1 2 + 3 + 8 = 13; r2 1 + 8 = 9; H (h0 2C 3C + 1) 4 + 16 = 20. Sum 52.
def _flaunt_deal(h0: str = "2H", h_answer: bool = False, swap: bool = False) -> SneakDeal:
    d = SneakDeal(4, 3, top=["2S", "3S", "9H", h0, "4S", "5S", "6S", "2C", "3C", "JH", "QH"])
    d.draw(0, 1, 2, 3).draw(0, 1, 2, 3)
    d.lead(0, "sneak", ["2S", "4S"]).decline(1, 2, 3)
    d.lead(1, "sneak", ["3S", "5S"]).decline(2, 3)
    d.lead(2, "sneak", ["6S"]).decline(3)
    d.draw(3)
    d.draw(0, 1).lead(2, "flaunt", ["9H"])
    if h_answer:
        d.decline(3)
    if swap:
        d.challenge(1, ["QH"]).challenge(0, ["JH"])
    else:
        d.challenge(0, ["JH"]).challenge(1, ["QH"])
    return d


def test_sneak_flaunt_seat_without_a_legal_challenge_is_passed_over(tmp_path, capsys):
    d = _flaunt_deal().draw(3).finish()
    rc, result, err = _replay(tmp_path, capsys, sneak_record(4, [d.deal()]))
    assert rc == 0, err
    check(result, [(None, [10, 13, 9, 20], [10, 13, 9, 20])], False, [])


def test_sneak_flaunt_seat_able_to_challenge_answers_first_from_the_leaders_left(tmp_path, capsys):
    # H holds 10H (a legal challenge): it is asked first (leader r2's left) and declines.
    d = _flaunt_deal("10H", h_answer=True).draw(3).finish()
    rc, result, err = _replay(tmp_path, capsys, sneak_record(4, [d.deal()]))
    assert rc == 0, err
    check(result, [(None, [10, 13, 9, 20], [10, 13, 9, 20])], False, [])


def test_sneak_flaunt_passed_over_seat_may_not_answer(tmp_path, capsys):
    d = _flaunt_deal(h_answer=True)  # H (2H only) records a decline it was never asked for
    rc, _, err = _replay(tmp_path, capsys, sneak_record(4, [d.deal()]))
    check_refusal(rc, err, 0, len(d.actions) - 3)


def test_sneak_flaunt_challenges_are_recorded_in_seat_order(tmp_path, capsys):
    d = _flaunt_deal(swap=True)
    rc, _, err = _replay(tmp_path, capsys, sneak_record(4, [d.deal()]))
    check_refusal(rc, err, 0, len(d.actions) - 2)


def test_sneak_flaunt_of_a_non_combo_is_illegal(tmp_path, capsys):
    d = SneakDeal(2, 1, top=["2S", "5C", "9H", "6C"])
    d.draw(0, 1, 0, 1).lead(0, "flaunt", ["2S", "9H"])  # 2S 9H: no combo -> refused
    rc, _, err = _replay(tmp_path, capsys, sneak_record(2, [d.deal()]))
    check_refusal(rc, err, 0, 4)


# Who is asked after a 3-card flaunt (example 10, Clarifications). Two players, dealer 1:
# r0 and r1 draw three cards each alternately, r0 flaunts its three. r1 is asked only with a
# legal challenge; then r1 answers (decline) and draws, or is passed over and simply draws.
FLAUNT_ASKED = [
    ("KS 10S 2S", "JH 10H 9H", False),  # straight flush valued as flush (11,10,9) < (13,10,2)
    ("KS 10S 2S", "KH QH 3H", True),    # flush (13,12,3) >= (13,10,2)
    ("KS 10S 2S", "AH 2H 3H", True),    # as a flush the ace stays high: (14,3,2)
    ("5D 6D 7D", "6C 7C 8C", True),     # straight flush (8,7,6) >= (7,6,5)
    ("5D 6D 7D", "6C 7H 8C", False),    # a plain straight cannot challenge a straight flush
    ("5D 6H 7D", "6C 7H 8C", True),     # straight vs straight (8,7,6)
    ("5D 6H 7D", "AC 2H 3C", False),    # ace-low straight (3,2,1) < (7,6,5)
]


@pytest.mark.parametrize(("lead", "other", "asked"), FLAUNT_ASKED)
def test_sneak_flaunt_who_is_asked(tmp_path, capsys, lead, other, asked):
    a, b = lead.split(), other.split()
    d = SneakDeal(2, 1, top=[a[0], b[0], a[1], b[1], a[2], b[2]])
    d.draw(0, 1, 0, 1, 0, 1).lead(0, "flaunt", a)
    if asked:
        d.decline(1)
    d.draw(1)
    rc, result, err = _replay(tmp_path, capsys, sneak_record(2, [d.deal()]))
    assert rc == 0, err
    check(result, [(None, None, [0, 0], False)], False, [])


def test_sneak_after_the_stock_only_flaunts(tmp_path, capsys):
    deal = _two_player(1)
    i = next(k for k, a in enumerate(deal["actions"]) if "flaunt" in a)
    deal["actions"] = [*deal["actions"][:i], {"seat": 1, "sneak": deal["actions"][i]["flaunt"]}]
    rc, _, err = _replay(tmp_path, capsys, sneak_record(2, [deal]))
    check_refusal(rc, err, 0, i)
    deal["actions"][i] = {"seat": 1, "draw": True}
    rc, _, err = _replay(tmp_path, capsys, sneak_record(2, [deal]))
    check_refusal(rc, err, 0, i)


# --------------------------------------------------------------------------------------------
# Lead-size limit and the first round.
def test_sneak_first_turn_is_draw_only_and_no_lead_against_empty_hands(tmp_path, capsys):
    d = SneakDeal(2, 1)
    d.actions.append({"seat": 0, "sneak": ["2S"]})
    rc, _, err = _replay(tmp_path, capsys, sneak_record(2, [d.deal()]))
    check_refusal(rc, err, 0, 0)
    # r0 d, r1 d, r0 d (2 cards), r1 sneaks its one card (r0 declines) -> r1 empty;
    # r0 may not lead at all (every other hand empty): its sneak is refused.
    d = SneakDeal(2, 1).draw(0, 1, 0)
    d.lead(1, "sneak", [d.held[1][0]]).decline(0)
    d.lead(0, "sneak", [d.held[0][0]])
    rc, _, err = _replay(tmp_path, capsys, sneak_record(2, [d.deal()]))
    check_refusal(rc, err, 0, 5)


# --------------------------------------------------------------------------------------------
# Two players, one pack, target 100, dealer alternating. Fresh deal: 52 = 17 pairs of 3 + 1:
# the finish with AS at the bottom: r0 17 + 1 = 18, H 34 (sum 52).
def _two_player(dealer: int) -> dict[str, Any]:
    return SneakDeal(2, dealer, bottom=["AS"]).finish().deal()


def _two_player_match(k: int) -> list[dict[str, Any]]:
    return [_two_player(1 - i % 2) for i in range(k)]


def test_sneak_two_players_to_the_target_with_a_tie_played_on(tmp_path, capsys):
    # dealer 1: seat 0 18, seat 1 34; dealer 0: seat 1 18, seat 0 34.
    # totals 18/34, 52/52, 70/86, 104/104 (tie -> play on), 122/138 -> seat 1 wins.
    rc, result, err = _replay(tmp_path, capsys, sneak_record(2, _two_player_match(5)))
    assert rc == 0, err
    check(result, [
        (None, [18, 34], [18, 34]),
        (None, [34, 18], [52, 52]),
        (None, [18, 34], [70, 86]),
        (None, [34, 18], [104, 104]),
        (None, [18, 34], [122, 138]),
    ], True, [1])


def test_sneak_tie_shared(tmp_path, capsys):
    rc, result, err = _replay(tmp_path, capsys,
                              sneak_record(2, _two_player_match(4), tie_shared=True))
    assert rc == 0, err
    assert result["totals"] == [104, 104] and result["over"] is True
    assert sorted(result["winners"]) == [0, 1]
    rc, _, err = _replay(tmp_path, capsys,
                         sneak_record(2, _two_player_match(5), tie_shared=True))
    check_refusal(rc, err, 4, 0)


def test_sneak_unfinished_deal(tmp_path, capsys):
    d = SneakDeal(2, 1).draw(0, 1, 0)
    rc, result, err = _replay(tmp_path, capsys, sneak_record(2, [_two_player(1), d.deal()]))
    assert rc == 0, err
    check(result, [(None, [18, 34], [18, 34]), (None, None, [18, 34], False)], False, [])


# --------------------------------------------------------------------------------------------
# Two packs.
def test_sneak_seven_players_two_packs(tmp_path, capsys):
    # 104 = 13 pairs of 8: each r banks 13, H keeps 26 (6*13 + 26 = 104); target 200 not reached.
    d = SneakDeal(7, 6, packs=2).finish()
    rc, result, err = _replay(tmp_path, capsys, sneak_record(7, [d.deal()]))
    assert rc == 0, err
    pts = [13] * 6 + [26]
    check(result, [(None, pts, pts)], False, [])


def test_sneak_pack_size_follows_the_players_and_options(tmp_path, capsys):
    two = SneakDeal(4, 3, packs=2).draw(0, 1).deal()
    rc, result, err = _replay(tmp_path, capsys, sneak_record(4, [two], double_deck=True))
    assert rc == 0, err
    check(result, [(None, None, [0, 0, 0, 0], False)], False, [])
    rc, _, err = _replay(tmp_path, capsys, sneak_record(4, [two]))  # one pack by default
    assert rc == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1
    one = SneakDeal(7, 6).deal()
    rc, _, err = _replay(tmp_path, capsys, sneak_record(7, [one]))
    assert rc == 2 and "Traceback" not in err
    for opts in ({"single_deck": True}, {"hand_limit_7": True, "hand_limit_5": True},
                 {"tie_play_on": True, "tie_shared": True}):
        rc, _, err = _replay(tmp_path, capsys, sneak_record(7, [SneakDeal(7, 6, packs=2).deal()],
                                                           **opts))
        assert rc == 2 and "Traceback" not in err, opts


def test_sneak_two_packs_equal_single_card_flaunt_goes_to_the_challenger(tmp_path, capsys):
    # 5 players (two packs), dealer 4. R1: r0 9H, r1 9H (the twin), r2 2S, r3 3S, H 4S.
    # R2: r0 flaunts 9H (others hold 1): r1's equal 9H is a legal challenge (asked); r2, r3, H
    # hold no heart -> passed over. Unfinished deal: the record must replay.
    d = SneakDeal(5, 4, top=["9H", "9H", "2S", "3S", "4S"], packs=2)
    d.draw(0, 1, 2, 3, 4).lead(0, "flaunt", ["9H"]).challenge(1, ["9H"])
    rc, result, err = _replay(tmp_path, capsys, sneak_record(5, [d.deal()]))
    assert rc == 0, err
    check(result, [(None, None, [0] * 5, False)], False, [])
    d.decline(2)  # r2 was never asked
    rc, _, err = _replay(tmp_path, capsys, sneak_record(5, [d.deal()]))
    check_refusal(rc, err, 0, 7)


# --------------------------------------------------------------------------------------------
# Hand-limit house rule. Two players, dealer 1, hand_limit_5.
#   10 draws: 5 cards each (actions 0-9). r0 at the limit may not draw (action 10 refused).
#   r0 sneaks its 5 (r1 holds 5: allowed); r1 declines; r0 banks 5.
#   r1 at the limit cannot lead (r0 holds 0): its turn passes with no action.
#   r0 draws (action 12, its turn again); r1 (5 cards) must lead: a draw is refused (action 13);
#   a one-card sneak (largest other hand 1) is accepted.
def _limit(tail: list[dict[str, Any]], draw_at_limit: bool = False, **opts: Any):
    d = SneakDeal(2, 1)
    for _ in range(5):
        d.draw(0, 1)
    if draw_at_limit:
        d.draw(0)
        return sneak_record(2, [d.deal()], **opts)
    d.lead(0, "sneak", list(d.held[0])).decline(1).draw(0)
    deal = d.deal()
    deal["actions"] = deal["actions"] + tail
    return sneak_record(2, [deal], hand_limit_5=True, **opts)


def test_sneak_hand_limit_forbids_the_draw(tmp_path, capsys):
    rc, _, err = _replay(tmp_path, capsys, _limit([], draw_at_limit=True, hand_limit_5=True))
    check_refusal(rc, err, 0, 10)
    # without the option (or with the 7-card limit) the sixth draw is fine
    rc, _result, err = _replay(tmp_path, capsys, _limit([], draw_at_limit=True, hand_limit_7=True))
    assert rc == 0, err


def test_sneak_hand_limit_automatic_pass_and_forced_lead(tmp_path, capsys):
    rc, result, err = _replay(tmp_path, capsys, _limit([]))
    assert rc == 0, err  # r0's draw at action 12 was its turn: r1 was passed over
    check(result, [(None, None, [0, 0], False)], False, [])
    rc, _, err = _replay(tmp_path, capsys, _limit([{"seat": 1, "draw": True}]))
    check_refusal(rc, err, 0, 13)
    # r1 drew stock[1], [3], ... [9] (3S 5S 7S 9S JS in pack order): sneak one of them
    rc, result, err = _replay(tmp_path, capsys,
                              _limit([{"seat": 1, "sneak": ["5S"]}, {"seat": 0, "decline": True}]))
    assert rc == 0, err
    check(result, [(None, None, [0, 0], False)], False, [])


# ============================================================================================
# Sheepshead (five players; dealer 4 unless rotated, seat 0 leads the first trick)


def sh_deal(dealer: int, hands: list[str], blind: str, head: list[dict[str, Any]],
            tricks: list[str]) -> dict[str, Any]:
    plays = [{"seat": s, "play": c} for s, c, _ in parse_tricks(tricks, 5)]
    return {"dealer": dealer, "hands": [h.split() for h in hands], "stock": blind.split(),
            "actions": head + plays}


def rotate(deal: dict[str, Any], k: int) -> dict[str, Any]:
    hands = [None] * 5
    for s, h in enumerate(deal["hands"]):
        hands[(s + k) % 5] = h
    return {"dealer": (deal["dealer"] + k) % 5, "hands": hands, "stock": deal["stock"],
            "actions": [dict(a, seat=(a["seat"] + k) % 5) for a in deal["actions"]]}


def rot(points: list[int], k: int) -> list[int]:
    out = [0] * 5
    for s, p in enumerate(points):
        out[(s + k) % 5] = p
    return out


def sh_record(deals: list[dict[str, Any]], **options: Any) -> dict[str, Any]:
    return record("sheepshead", 5, deals, options)


def pick(seat: int = 0, bury: str = "", call: str | None = None, unknown: str | None = None,
         passes: int = 0) -> list[dict[str, Any]]:
    head: list[dict[str, Any]] = [{"seat": s, "pick": False} for s in range(passes)]
    head.append({"seat": seat, "pick": True})
    head.append({"seat": seat, "bury": bury.split()})
    if call is not None:
        c: dict[str, Any] = {"seat": seat, "call": call}
        if unknown:
            c["unknown"] = unknown
        head.append(c)
    return head


ALL_PASS = [{"seat": s, "pick": False} for s in range(5)]

# D1: P1 (seat 0) picks 9S 8S, buries them (0 points), calls AH with the hold card 7H.
D1_HANDS = ["QC QS QH QD JC 7H", "JS AD 9D AC 10C KC", "AH 10H JD 8D 7C 9C",
            "JH 10D KD AS 10S KS", "7D 8C 9H 8H 7S KH"]
D1_BLIND = "9S 8S"
D1_TRICKS = [
    "0: QC 9D 8D 10D 7D",   # QC wins; 3+0+0+10+0 = 13
    "0: QS AD JD KD 8C",    # QS; 3+11+2+4+0 = 20 (seat 4 out of trumps)
    "0: QH JS 7C JH 8H",    # QH; 3+2+0+2+0 = 7 (partner may not throw AH)
    "0: 7H KC AH 10S KH",   # hearts first led: partner must play AH, wins; 0+4+11+10+4 = 29
    "2: 10H KS 9H JC AC",   # JC trumps; 10+4+0+2+11 = 27
    "0: QD 10C 9C AS 7S",   # QD; 3+10+0+11+0 = 24        (sum 120, bury 0)
]
# Picker + partner take all 6 tricks -> schwarz, u = 3: picker +6, partner (seat 2) +3, -3 each.
D1_POINTS = [6, -3, 3, -3, -3]
D1_TRICK_COUNT = [5, 0, 1, 0, 0]


def d1(call: str | None = "AH", head: list[dict[str, Any]] | None = None,
       tricks: list[str] = D1_TRICKS) -> dict[str, Any]:
    return sh_deal(4, D1_HANDS, D1_BLIND, head if head is not None else pick(0, D1_BLIND, call),
                   tricks)


def test_sheepshead_called_ace_schwarz(tmp_path, capsys):
    rc, result, err = _replay(tmp_path, capsys, sh_record([d1()]))
    assert rc == 0, err
    check(result, [(D1_TRICK_COUNT, D1_POINTS, D1_POINTS)], False, [])


def test_sheepshead_alone_schneider_at_91(tmp_path, capsys):
    # Alone: seat 2's trick (29) is a defender's. P = 13+20+7+27+24 = 91 -> schneider, u = 2:
    # picker +4u = +8, each defender -2.
    rc, result, err = _replay(tmp_path, capsys, sh_record([d1("alone")]))
    assert rc == 0, err
    pts = [8, -2, -2, -2, -2]
    check(result, [(D1_TRICK_COUNT, pts, pts)], False, [])


def test_sheepshead_leaster(tmp_path, capsys):
    # All pass; same cards and plays. Card points: seat 0 91 + blind 0 (last trick), seat 2 29,
    # others no trick -> fewest among trick-takers: seat 2 -> +4, others -1.
    rc, result, err = _replay(tmp_path, capsys, sh_record([d1(head=list(ALL_PASS))]))
    assert rc == 0, err
    pts = [-1, -1, 4, -1, -1]
    check(result, [(D1_TRICK_COUNT, pts, pts)], False, [])


def test_sheepshead_hands_game_end_shared_win(tmp_path, capsys):
    # D1 then D1 moved one seat left (dealer 0, picker seat 1, partner seat 3).
    # totals [6,-3,3,-3,-3] + [-3,6,-3,3,-3] = [3,3,0,0,-6] -> over after 2 hands, 0 and 1 share.
    deals = [d1(), rotate(d1(), 1)]
    rc, result, err = _replay(tmp_path, capsys, sh_record(deals, hands=2))
    assert rc == 0, err
    check(result, [(D1_TRICK_COUNT, D1_POINTS, D1_POINTS),
                   (rot(D1_TRICK_COUNT, 1), rot(D1_POINTS, 1), [3, 3, 0, 0, -6])], True, [0, 1])
    rc, _, err = _replay(tmp_path, capsys, sh_record([*deals, rotate(d1(), 2)], hands=2))
    check_refusal(rc, err, 2, 0)


def test_sheepshead_default_length_is_ten_hands(tmp_path, capsys):
    deals = [rotate(d1(), k) for k in range(10)]
    # each seat picks twice, is partner twice (seat k+2), defends 6 times:
    # 2*6 + 2*3 + 6*(-3) = 0 for everyone -> all tied, shared win of all five.
    rc, result, err = _replay(tmp_path, capsys, sh_record(deals[:9]))
    assert rc == 0, err
    assert result["over"] is False
    rc, result, err = _replay(tmp_path, capsys, sh_record(deals))
    assert rc == 0, err
    assert result["totals"] == [0] * 5 and result["over"] is True
    assert sorted(result["winners"]) == [0, 1, 2, 3, 4]


def test_sheepshead_doublers(tmp_path, capsys):
    thrown = {"dealer": 4, "hands": [h.split() for h in D1_HANDS], "stock": D1_BLIND.split(),
              "actions": list(ALL_PASS)}
    # one thrown-in hand, then D1 one seat on (dealer 0): x2
    deals = [thrown, rotate(d1(), 1)]
    rc, result, err = _replay(tmp_path, capsys, sh_record(deals, doublers=True))
    assert rc == 0, err
    p2 = [2 * x for x in rot(D1_POINTS, 1)]  # [-6, 12, -6, 6, -6]
    check(result, [([0] * 5, [0] * 5, [0] * 5), (rot(D1_TRICK_COUNT, 1), p2, p2)], False, [])
    # two in a row: x4 (dealers 4, 0 thrown in; D1 two seats on, dealer 1)
    deals = [thrown, rotate(thrown, 1), rotate(d1(), 2)]
    rc, result, err = _replay(tmp_path, capsys, sh_record(deals, doublers=True))
    assert rc == 0, err
    p4 = [4 * x for x in rot(D1_POINTS, 2)]  # [-12, -12, 24, -12, 12]
    check(result, [([0] * 5, [0] * 5, [0] * 5), ([0] * 5, [0] * 5, [0] * 5),
                   (rot(D1_TRICK_COUNT, 2), p4, p4)], False, [])
    # a doubler pending at the end lapses: hands=2, D1 then a thrown-in hand
    deals = [d1(), rotate(thrown, 1)]
    rc, result, err = _replay(tmp_path, capsys, sh_record(deals, doublers=True, hands=2))
    assert rc == 0, err
    assert result["totals"] == D1_POINTS and result["over"] is True and result["winners"] == [0]


def test_sheepshead_forced_pick(tmp_path, capsys):
    four = [{"seat": s, "pick": False} for s in range(4)]
    deal = d1(head=[*four, {"seat": 4, "pick": False}], tricks=[])
    rc, _, err = _replay(tmp_path, capsys, sh_record([deal], forced_pick=True))
    check_refusal(rc, err, 0, 4)
    # the dealer's forced pick is recorded; seat 4 then holds 7D 8C 9H 8H 7S KH + 9S 8S
    head = [*four, {"seat": 4, "pick": True}, {"seat": 4, "bury": ["9S", "8S"]},
            {"seat": 4, "call": "AH"}]
    rc, result, err = _replay(tmp_path, capsys, sh_record([d1(head=head, tricks=[])],
                                                          forced_pick=True))
    assert rc == 0, err
    check(result, [([0] * 5, None, [0] * 5, False)], False, [])


def test_sheepshead_pick_after_passes(tmp_path, capsys):
    # seat 0 passes, seat 1 picks (9S 8S), buries them and holds JS AD 9D AC 10C KC: AC is its
    # own, no spade or heart to hold AS/AH, one ace only -> "AH unknown" (here 9D) is legal.
    head = [{"seat": 0, "pick": False}, {"seat": 1, "pick": True},
            {"seat": 1, "bury": ["9S", "8S"]}, {"seat": 1, "call": "AH", "unknown": "9D"}]
    rc, result, err = _replay(tmp_path, capsys, sh_record([d1(head=head, tricks=[])]))
    assert rc == 0, err
    check(result, [([0] * 5, None, [0] * 5, False)], False, [])
    # nobody after the picker is asked
    bad = [*head[:2], {"seat": 2, "pick": False}]
    rc, _, err = _replay(tmp_path, capsys, sh_record([d1(head=bad, tricks=[])]))
    check_refusal(rc, err, 0, 2)


@pytest.mark.parametrize(("index", "action"), [
    (2, {"seat": 0, "call": "AS"}),                  # spades buried: no hold card left
    (2, {"seat": 0, "call": "AC"}),                  # no club in hand
    (2, {"seat": 0, "call": "10H"}),                 # ten call needs all three fail aces
    (2, {"seat": 0, "call": "AS", "unknown": "QD"}),  # unknown only when nothing is callable
    (2, {"seat": 0, "play": "QC"}),                  # called_ace: a call is required first
    (1, {"seat": 0, "bury": ["AH", "8S"]}),          # AH is not the picker's
    (15, {"seat": 2, "play": "AH"}),                 # T3: partner may not throw the called ace
    (20, {"seat": 2, "play": "10H"}),                # T4: hearts first led: must play AH
])
def test_sheepshead_called_ace_refusals(tmp_path, capsys, index, action):
    deal = d1()
    deal["actions"] = [*deal["actions"][:index], action]
    rc, _, err = _replay(tmp_path, capsys, sh_record([deal]))
    check_refusal(rc, err, 0, index)


# D3: unknown call. Picker seat 0 holds only trumps after burying the blind 7C 7S:
# QD JC JS JH JD AD -> no hold card anywhere, no three aces -> "AC unknown", AD set aside.
D3_HANDS = ["QD JC JS JH JD AD", "QC AC 10C 9H 8H 7H", "QS AH 10H KH 9C 8C",
            "QH 10D KC AS 10S KS", "KD 9D 8D 7D 9S 8S"]
D3_BLIND = "7C 7S"
D3_TRICKS = [
    "0: QD QC QS 10D 7D",   # QC (partner seat 1); 3+3+3+10+0 = 19
    "1: AC 9C KC 9S AD",    # clubs first led: AD is the unknown, a club that never wins;
                            # AC wins 11+0+4+0+11 = 26
    "1: 10C 8C KS 8S JD",   # JD trumps; 10+0+4+0+2 = 16 (seat 0)
    "0: JH 9H KH QH 8D",    # QH; 2+0+4+3+0 = 9 (seat 3)
    "3: AS KD JS 8H 10H",   # JS; 11+4+2+0+10 = 27 (seat 0)
    "0: JC 7H AH 10S 9D",   # JC; 2+0+11+10+0 = 23 (seat 0)    sum 120, bury 0
]


def test_sheepshead_unknown_call(tmp_path, capsys):
    # side: 19+26 (seat 1) + 16+27+23 (seat 0) = 111 >= 91 -> schneider, u = 2: +4 / +2 / -2.
    deal = sh_deal(4, D3_HANDS, D3_BLIND, pick(0, D3_BLIND, "AC", "AD"), D3_TRICKS)
    rc, result, err = _replay(tmp_path, capsys, sh_record([deal]))
    assert rc == 0, err
    pts = [4, 2, -2, -2, -2]
    check(result, [([3, 2, 0, 1, 0], pts, pts)], False, [])


@pytest.mark.parametrize(("index", "card"), [
    (3, "AD"),    # T1 lead: the unknown card cannot be led before the last trick
    (12, "JD"),   # T2: the picker must play the unknown card to the first club lead
])
def test_sheepshead_unknown_card_refusals(tmp_path, capsys, index, card):
    deal = sh_deal(4, D3_HANDS, D3_BLIND, pick(0, D3_BLIND, "AC", "AD"), D3_TRICKS)
    deal["actions"] = [*deal["actions"][:index], {"seat": 0, "play": card}]
    rc, _, err = _replay(tmp_path, capsys, sh_record([deal]))
    check_refusal(rc, err, 0, index)


D3_ALONE_TRICKS = [
    "0: QD QC QS 10D 7D",   # QC (seat 1); 19
    "1: AC 9C KC 9S AD",    # AD is a trump now: seat 0; 11+0+4+0+11 = 26
    "0: JD 7H 8C QH 8D",    # QH (seat 3); 2+0+0+3+0 = 5
    "3: AS 8S JH 9H KH",    # JH; 11+0+2+0+4 = 17 (seat 0)
    "0: JS 8H 10H KS 9D",   # JS; 2+0+10+4+0 = 16 (seat 0)
    "0: JC 10C AH 10S KD",  # JC; 2+10+11+10+4 = 37 (seat 0)   sum 120
]


@pytest.mark.parametrize("opts", [{"no_unknown_call": True}, {}])
def test_sheepshead_alone_forced_or_chosen(tmp_path, capsys, opts):
    # P = 26+17+16+37 = 96 -> schneider alone, u = 2: +8, -2 each.
    deal = sh_deal(4, D3_HANDS, D3_BLIND, pick(0, D3_BLIND, "alone"), D3_ALONE_TRICKS)
    rc, result, err = _replay(tmp_path, capsys, sh_record([deal], **opts))
    assert rc == 0, err
    pts = [8, -2, -2, -2, -2]
    check(result, [([4, 1, 0, 1, 0], pts, pts)], False, [])


def test_sheepshead_no_unknown_call_refuses_the_unknown(tmp_path, capsys):
    deal = sh_deal(4, D3_HANDS, D3_BLIND, pick(0, D3_BLIND, "AC", "AD"), [])
    rc, _, err = _replay(tmp_path, capsys, sh_record([deal], no_unknown_call=True))
    check_refusal(rc, err, 0, 2)
    deal = sh_deal(4, D3_HANDS, D3_BLIND, pick(0, D3_BLIND), ["0: QD"])  # no call at all
    rc, _, err = _replay(tmp_path, capsys, sh_record([deal], no_unknown_call=True))
    check_refusal(rc, err, 0, 2)


# D4: ten call. Picker seat 0 picks AS KS and buries them (15 points), keeps AC AH: all three
# fail aces counting the bury -> may call 10H (hold AH 7H). Partner: seat 2.
D4_HANDS = ["AC AH 7H 8D 9D 7D", "QC QS QH QD JC JS", "JH JD AD 10D KD 10H",
            "10C KC 9C 8C 7C 10S", "9S 8S 7S KH 9H 8H"]
D4_BLIND = "AS KS"
D4_TRICKS = [
    "0: AC QC JH 7C 9S",    # QC 11+3+2 = 16
    "1: QS JD 8C 8S 7D",    # 5
    "1: QH AD 9C 7S 8D",    # 14
    "1: QD 10D KC 8H 9D",   # 17
    "1: JC KD 10C 9H 7H",   # 16 (picker keeps AH, its last heart)
    "1: JS 10H 10S KH AH",  # 37 (the called 10H may go on the last trick)   105 + bury 15
]
# Picker's side takes no trick -> P = 0 (bury not counted) -> schwarz loss, u = 3.
# D4B: the same with JS and JH swapped between seats 1 and 2, so the partner takes one trick.
D4B_HANDS = ["AC AH 7H 8D 9D 7D", "QC QS QH QD JC JH", "JS JD AD 10D KD 10H",
             "10C KC 9C 8C 7C 10S", "9S 8S 7S KH 9H 8H"]
D4B_TRICKS = [
    "0: AC JH JS 7C 9S",    # JS (partner) 11+2+2 = 15
    "2: JD 8C 8S 7D QS",    # QS 2+0+0+0+3 = 5
    "1: QH AD 9C 7S 8D",    # 14
    "1: QD 10D KC 8H 9D",   # 17
    "1: JC KD 10C 9H 7H",   # 16
    "1: QC 10H 10S KH AH",  # 3+10+10+4+11 = 38                           105 + bury 15
]


@pytest.mark.parametrize(("hands", "tricks", "opts", "count", "pts"), [
    # schwarz loss: picker -4u = -12, partner -2u = -6, defenders +2u = +6
    (D4_HANDS, D4_TRICKS, {}, [0, 6, 0, 0, 0], [-12, 6, -6, 6, 6]),
    # no_double_on_bump: picker -2u = -6, partner -3, defenders +3
    (D4_HANDS, D4_TRICKS, {"no_double_on_bump": True}, [0, 6, 0, 0, 0], [-6, 3, -3, 3, 3]),
    # one trick: P = 15 + bury 15 = 30 -> schneidered loss, u = 2: -8 / -4 / +4
    (D4B_HANDS, D4B_TRICKS, {}, [0, 5, 1, 0, 0], [-8, 4, -4, 4, 4]),
])
def test_sheepshead_ten_call_losses(tmp_path, capsys, hands, tricks, opts, count, pts):
    deal = sh_deal(4, hands, D4_BLIND, pick(0, D4_BLIND, "10H"), tricks)
    rc, result, err = _replay(tmp_path, capsys, sh_record([deal], **opts))
    assert rc == 0, err
    check(result, [(count, pts, pts)], False, [])


@pytest.mark.parametrize("call", ["AS", "AC", "10C"])
def test_sheepshead_ten_call_refusals(tmp_path, capsys, call):
    # AS is buried (still the picker's) and AC is held: neither can be called; 10C can (its
    # ace AC is the hold card).
    deal = sh_deal(4, D4_HANDS, D4_BLIND, pick(0, D4_BLIND, call), [])
    rc, _result, err = _replay(tmp_path, capsys, sh_record([deal]))
    if call == "10C":
        assert rc == 0, err
    else:
        check_refusal(rc, err, 0, 2)


# D5: jack of diamonds. D1 with JD in the blind (seat 2 gets 9S): the picker finds J♦ and
# plays alone secretly; buries 7H 8S.
D5_HANDS = ["QC QS QH QD JC 7H", "JS AD 9D AC 10C KC", "AH 10H 9S 8D 7C 9C",
            "JH 10D KD AS 10S KS", "7D 8C 9H 8H 7S KH"]
D5_TRICKS = [
    "0: QC 9D 8D 10D 7D",   # 13
    "0: QS AD 9S KD 8C",    # 3+11+0+4+0 = 18
    "0: QH JS 7C JH 8H",    # 7
    "0: QD KC 9C KS 7S",    # 3+4+0+4+0 = 11
    "0: JC 10C 10H 10S 9H",  # 32
    "0: JD AC AH AS KH",    # 39   sum 120, bury 0
]


def test_sheepshead_jd_partner_picker_holds_jd(tmp_path, capsys):
    # all 6 tricks alone -> schwarz, u = 3: +12, -3 each
    deal = sh_deal(4, D5_HANDS, "JD 8S", pick(0, "7H 8S"), D5_TRICKS)
    rc, result, err = _replay(tmp_path, capsys, sh_record([deal], jd_partner=True))
    assert rc == 0, err
    pts = [12, -3, -3, -3, -3]
    check(result, [([6, 0, 0, 0, 0], pts, pts)], False, [])


def test_sheepshead_jd_call_up(tmp_path, capsys):
    # holding JD and JC: the next higher jack not held is JH (seat 3) -> partner seat 3;
    # schwarz with a partner: +6 / +3 / -3.
    deal = sh_deal(4, D5_HANDS, "JD 8S", pick(0, "7H 8S", "JH"), D5_TRICKS)
    rc, result, err = _replay(tmp_path, capsys, sh_record([deal], jd_partner=True,
                                                          jd_call_up=True))
    assert rc == 0, err
    pts = [6, -3, -3, 3, -3]
    check(result, [([6, 0, 0, 0, 0], pts, pts)], False, [])
    deal = sh_deal(4, D5_HANDS, "JD 8S", pick(0, "7H 8S", "JS"), [])
    rc, _, err = _replay(tmp_path, capsys, sh_record([deal], jd_partner=True, jd_call_up=True))
    check_refusal(rc, err, 0, 2)


def test_sheepshead_jd_partner_holder_is_partner(tmp_path, capsys):
    # D1 with jd_partner and no call: JD holder seat 2 is the partner -> as D1.
    rc, result, err = _replay(tmp_path, capsys, sh_record([d1(call=None)], jd_partner=True))
    assert rc == 0, err
    check(result, [(D1_TRICK_COUNT, D1_POINTS, D1_POINTS)], False, [])


@pytest.mark.parametrize("opts", [
    {"called_ace": True, "jd_partner": True}, {"unknown_call": True, "no_unknown_call": True},
    {"double_on_bump": True, "no_double_on_bump": True}, {"leaster": True, "doublers": True},
    {"doublers": True, "forced_pick": True}, {"jd_call_up": True}, {"bogus": True},
])
def test_sheepshead_contradictory_options(tmp_path, capsys, opts):
    rc, _, err = _replay(tmp_path, capsys, sh_record([d1()], **opts))
    assert rc == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1
