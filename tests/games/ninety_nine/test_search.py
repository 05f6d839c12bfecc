"""Ninety-Nine search in every form and variant: legal, honest and deterministic decisions.

Each offered variant (`NinetyNineMatch.variant_examples`) is played with the search deciding
for every seat at tiny budgets. The determinizations must honour the view, and the true deal
must always be one of them (so no inferred void or ban is wrong); the decision must not
change when two cards the seat cannot see change places.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from tablecards.ai.bots import baseline_bot
from tablecards.ai.search.core import Budget
from tablecards.games.ninety_nine import search as nn
from tablecards.games.ninety_nine.deal import NinetyNineDeal
from tablecards.games.ninety_nine.facts import NinetyNineFacts
from tablecards.games.ninety_nine.kernel import FastNinetyNine
from tablecards.games.ninety_nine.kernel_engine import from_deal
from tablecards.games.ninety_nine.kernel_playout import playout, random_deal
from tablecards.games.ninety_nine.kernel_tables import (
    CALL_BITS,
    CALL_SHIFT,
    DONE,
    KIND_BITS,
    NINES,
    PASS,
    PLAY,
    RULE_HIERARCHY,
    RULE_SNAP,
    KernelRules,
)
from tablecards.games.ninety_nine.match import NinetyNineMatch
from tablecards.games.ninety_nine.policy import planned_keep
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, Rank
from tablecards.rules.game import DealSetup, Match, SeatView
from tablecards.rules.registry import new_match

EXAMPLES = NinetyNineMatch.variant_examples
TINY = Budget(6, 5.0)


def _label(example: tuple[int, dict[str, Any]]) -> str:
    return f"{example[0]}p-" + ("-".join(sorted(example[1])) or "default")


def _naughty(options: dict[str, Any]) -> bool:
    return any(k.startswith("naughty") for k in options)


def _deal(m: Match) -> NinetyNineDeal:
    assert isinstance(m.deal, NinetyNineDeal)
    return m.deal


def _decisions(players: int, options: dict[str, Any], seed: int,
               deals: int) -> Iterator[tuple[Match, SeatView]]:
    """Every decision of `deals` deals, rule bots moving whenever the caller does not."""
    m = new_match("ninety_nine", players, options, seed=seed)
    bot = baseline_bot("ninety_nine")
    rng = random.Random(seed)
    for _ in range(deals):
        if m.over:
            return
        m.deal_next()
        while not _deal(m).is_complete():
            seat = m.controller()
            assert seat is not None
            view = m.view(seat)
            done = len(m.actions[-1])
            yield m, view
            if len(m.actions[-1]) == done:  # the caller did not move
                m.apply(bot.choose(view, view.legal_actions, rng))


# -- every decision searched, always legal -------------------------------------------------------
@pytest.mark.parametrize("example", EXAMPLES, ids=_label)
def test_every_decision_is_searched_and_legal(example: tuple[int, dict[str, Any]]) -> None:
    players, options = example
    deals = 9 if _naughty(options) else 1
    phases: set[str] = set()
    for i, (m, view) in enumerate(_decisions(players, options, 3, deals)):
        phase = NinetyNineFacts.of(view).phase
        if _naughty(options) and i % 4 and phase == "play":
            continue  # Naughty Nun: every fourth card keeps all nine deals quick
        found = nn.decide(view, view.legal_actions, TINY, random.Random(i), options)
        assert found is not None, (phase, i)
        action, why = found
        assert action in view.legal_actions and why
        phases.add(phase)
        m.apply(action)
    assert "play" in phases
    assert "bid" in phases or options.get("no_bid")


def test_searching_without_the_options_reads_the_rules_off_the_view() -> None:
    """The app's worker passes no options: the view alone must do (shows, snaps, nines)."""
    searched = 0
    for i, (m, view) in enumerate(_decisions(4, {"naughty_nun_site": True}, 6, 9)):
        if i % 5:
            continue
        found = nn.decide(view, view.legal_actions, TINY, random.Random(i), None)
        assert found is not None and found[0] in view.legal_actions
        searched += 1
        m.apply(found[0])
    assert searched > 50


# -- the rules read off the view ----------------------------------------------------------------
ATTRS = ("form", "dummy", "premium", "kinds", "no_bid", "zero_or_ten")


@pytest.mark.parametrize("example", EXAMPLES, ids=_label)
def test_inferred_rules_agree_with_the_options(example: tuple[int, dict[str, Any]]) -> None:
    """Everything a view can show is read right; the scoring too, except what no view shows
    (Penguin dummy scoring after deal 1, failed divide-and-conquer bidders keeping tricks)."""
    players, options = example
    unknowable = options.get("dummy_penguin") or options.get("dac_fail_keeps_tricks")
    for _m, view in _decisions(players, options, 7, 2):
        legal = view.legal_actions
        given = nn.rules_for(view, options, legal)
        seen = nn.inferred_rules(view, legal)
        facts = NinetyNineFacts.of(view)
        for attr in ATTRS:
            assert getattr(seen, attr) == getattr(given, attr), (attr, facts.phase)
        if not unknowable:
            assert seen.scoring == given.scoring
        if facts.phase == "premium":  # where calls and numbers are offered
            assert (seen.trump_call, seen.trump_nines) == (given.trump_call, given.trump_nines)
            assert seen.no_bid_announce == given.no_bid_announce
        if "reveal" in facts.premium.get("holders", {}).values():
            assert seen.no_bid_announce == given.no_bid_announce


def test_nine_rules_of_the_site_sequence() -> None:
    """Site deals 6 and 9 bar nines from the bid cards; deal 6 forces a nine to be led."""
    seen = {}
    for _m, view in _decisions(3, {"naughty_nun_site": True}, 2, 9):
        rules = nn.rules_for(view, {"naughty_nun_site": True})
        seen[view.deal_index] = nn.nine_rules(view, rules, {"naughty_nun_site": True})
        if view.deal_index == 8:
            assert nn.nine_rules(view, nn.inferred_rules(view), None) == (True, False)
    assert seen[5] == (True, True) and seen[8] == (True, False)
    assert all(seen[i] == (False, False) for i in range(5))


# -- determinizations ----------------------------------------------------------------------------
def _played(know: nn.Knowledge, view: SeatView) -> int:
    tricks = [*view.tricks, *([view.trick] if view.trick else [])]
    return know.mask([c for t in tricks for _, c in t.plays])


def _check_world(know: nn.Knowledge, st: FastNinetyNine, view: SeatView) -> None:
    rules = know.rules
    me = view.seat
    assert st.hands[me] == know.hands[me] and st.bids[me] == know.bids[me]
    assert st.to_move() == view.to_move and st.controller() == me
    union = _played(know, view)
    for s in range(rules.seats):
        assert st.hands[s].bit_count() == view.hand_sizes[s]
        assert st.hands[s] & know.hands[s] == know.hands[s]  # revealed, dummy, shown cards
        assert st.bids[s] & know.bids[s] == know.bids[s]  # face-up bid cards
        assert st.bids[s].bit_count() == (3 if know.bids[s] or know.hidden_bid[s] else 0)
        if s != me:
            assert not (st.hands[s] & ~know.hands[s]) & know.voids[s]
            if know.no_nine_bid and s != know.dummy:
                assert not st.bids[s] & rules.nines_mask
        assert not union & (st.hands[s] | st.bids[s])
        union |= st.hands[s] | st.bids[s]
    assert union == rules.full


def _truth_fits(know: nn.Knowledge, truth: FastNinetyNine) -> None:
    """The real deal is one of the worlds: every inference the seat made is true."""
    rules = know.rules
    for s in range(rules.seats):
        assert truth.hands[s] & know.hands[s] == know.hands[s]
        assert not truth.hands[s] & know.voids[s]
        hidden = truth.bids[s] & ~know.bids[s]
        assert hidden.bit_count() == know.hidden_bid[s]
        if know.no_nine_bid and s != know.dummy:
            assert not truth.bids[s] & rules.nines_mask


@pytest.mark.parametrize("example", EXAMPLES, ids=_label)
def test_determinizations_honour_the_view(example: tuple[int, dict[str, Any]]) -> None:
    players, options = example
    deals = 9 if _naughty(options) else 2
    checked = 0
    for i, (m, view) in enumerate(_decisions(players, options, 5, deals)):
        if i % 3:
            continue
        rules = nn.rules_for(view, options, view.legal_actions)
        bans = nn.nine_rules(view, rules, options, view.legal_actions)
        know = nn.Knowledge(view, rules, no_nine_bid=bans[0], lead_nine=bans[1])
        assert know.consistent
        _truth_fits(know, from_deal(_deal(m)))
        rng = random.Random(i)
        for _ in range(10):
            _check_world(know, know.determinize(rng).s, view)
        checked += 1
    assert checked > 5


def test_voids_count_trump_nines_as_their_own_suit() -> None:
    """With nines trumps, not following a led heart says nothing about the heart nine."""
    rules = KernelRules("standard_3p", premium_trump_call=True, trump_nines=True)
    w = rules.width
    h9 = 1 * w + rules.nine_index
    mask = nn.follow_mask(rules, NINES, 1 * w + 2)
    assert not mask >> h9 & 1 and mask >> (1 * w + 2) & 1
    assert nn.follow_mask(rules, NINES, h9) == rules.nines_mask


# -- the same view gives the same decision -------------------------------------------------------
def _hidden_places(m: Match, seat: int) -> list[list[Card]]:
    """The cards of each place `seat` cannot see: other hands (less shown cards) and bids."""
    deal = _deal(m)
    view = m.view(seat)
    places = []
    for s in range(deal.seats):
        if s == seat:
            continue
        known = set(view.visible_hands.get(s, [])) | set(view.known_cards.get(s, []))
        places.append([c for c in deal.hands[s] if c not in known])
        if str(s) not in NinetyNineFacts.of(view).face_up_bids:
            places.append(list(deal.bids[s] or []))
    return places


def _replayed(m: Match, x: Card, y: Card) -> Match:
    """The same match with x and y exchanged in the current deal (cards and actions)."""
    def swap(c: Any) -> Any:
        return y if c == x else x if c == y else c

    def swap_action(a: Action) -> Action:
        value = tuple(swap(c) for c in a.value) if isinstance(a.value, tuple) else swap(a.value)
        return Action(a.seat, a.verb, value, a.extras)

    other = type(m)(m.players, m.given_options, seed=m.seed)
    last = len(m.setups) - 1
    for i, (setup, actions) in enumerate(zip(m.setups, m.actions, strict=True)):
        hands = [list(h) for h in setup.hands]
        stock = list(setup.stock)
        if i == last:
            hands = [[swap(c) for c in h] for h in hands]
            stock = [swap(c) for c in stock]
            actions = [swap_action(a) for a in actions]
        other.deal_next(DealSetup(setup.dealer, hands, stock))
        for a in actions:
            other.apply(a)
    return other


def _swaps(m: Match, seat: int) -> Iterator[Match]:
    """Matches the seat cannot tell from `m`: two hidden cards of one suit (and nine-ness)
    exchanged between two hidden places."""
    places = _hidden_places(m, seat)
    for i, p in enumerate(places):
        for q in places[i + 1:]:
            for x in p:
                for y in q:
                    if x.is_joker or y.is_joker or x.suit != y.suit or x == y:
                        continue
                    if (x.rank is Rank.NINE) != (y.rank is Rank.NINE):
                        continue
                    try:
                        other = _replayed(m, x, y)
                    except ValueError:
                        continue
                    if other.view(seat).to_json() == m.view(seat).to_json():
                        yield other


SWAPPED = [e for e in EXAMPLES if e[1] and not e[1].get("match_fixed_deals")
           and not e[1].get("tie_shared")]


@pytest.mark.parametrize("example", SWAPPED, ids=_label)
def test_decision_ignores_the_hidden_cards(example: tuple[int, dict[str, Any]]) -> None:
    players, options = example
    compared = 0
    deals = 9 if _naughty(options) else 1
    for i, (m, view) in enumerate(_decisions(players, options, 4, deals)):
        if i % 7 != 3 or len(view.legal_actions) < 2:
            continue
        other = next(_swaps(m, view.seat), None)
        if other is None:
            continue
        assert _deal(other).hands != _deal(m).hands or _deal(other).bids != _deal(m).bids
        a = nn.decide(view, view.legal_actions, TINY, random.Random(1), options)
        seen = other.view(view.seat)
        b = nn.decide(seen, seen.legal_actions, TINY, random.Random(1), options)
        assert a is not None and b is not None and a == b
        compared += 1
        if compared >= 4:
            break
    assert compared > 0


# -- rollouts and candidates ---------------------------------------------------------------------
@pytest.mark.parametrize("example", EXAMPLES, ids=_label)
def test_heuristic_playout_finishes_every_kind_of_deal(
    example: tuple[int, dict[str, Any]]
) -> None:
    players, options = example
    rng = random.Random(3)
    for i, (m, _view) in enumerate(_decisions(players, options, 8, 9 if _naughty(options) else 1)):
        if i % 6:
            continue
        state = from_deal(_deal(m))
        nn.heuristic_playout(state, rng)
        assert state.phase == DONE and sum(state.tricks) == state.rules.tricks


def _made_rate(rules: KernelRules, policy: bool, deals: int, **kw: Any) -> float:
    rng = random.Random(1)
    made = 0
    for _ in range(deals):
        st = random_deal(rng, rules, **kw)
        if policy:
            nn.heuristic_playout(st, rng)
        else:
            playout(st, rng)
        made += sum(st.made()[:rules.live])
    return made / (deals * rules.live)


@pytest.mark.parametrize(("form", "kw"), [
    ("standard_3p", {}), ("two_player_dummy", {}), ("four_player", {"rule": RULE_HIERARCHY}),
    ("standard_3p", {"rule": RULE_SNAP}), ("standard_3p", {"trump": NINES, "no_nine_bid": True}),
])
def test_rollouts_make_bids_far_more_often_than_random_play(form: str, kw: Any) -> None:
    rules = KernelRules(form, naughty="rule" in kw or "trump" in kw)
    assert _made_rate(rules, True, 150, **kw) > _made_rate(rules, False, 150, **kw) + 0.1


def test_no_bid_rollouts_keep_their_planned_bid_cards() -> None:
    rules = KernelRules("standard_3p", no_bid=True)
    rng = random.Random(2)
    for _ in range(30):
        st = random_deal(rng, rules)
        st.close_premium()
        assert st.phase == PLAY
        keeps = [planned_keep(st, seat, st.hands[seat]) for seat in range(rules.seats)]
        assert all(k.bit_count() == 3 and k & st.hands[seat] == k
                   for seat, k in enumerate(keeps))
    assert _made_rate(rules, True, 150) > _made_rate(rules, False, 150) + 0.05


def test_premium_candidates_keep_pass_and_the_best_calls() -> None:
    for _m, view in _decisions(3, {"no_bid": True, "no_bid_premium_announce": True,
                                  "premium_trump_call": True}, 1, 1):
        if NinetyNineFacts.of(view).phase != "premium":
            continue
        rules = nn.rules_for(view, {"no_bid": True, "no_bid_premium_announce": True,
                                    "premium_trump_call": True}, view.legal_actions)
        know = nn.Knowledge(view, rules)
        probe = know.determinize(random.Random(0)).s
        actions = sorted(probe.from_action(a) for a in view.legal_actions)
        assert len(actions) > 50  # pass, and a reveal per call and number
        cands = nn.premium_candidates(know, actions)
        assert len(cands) == nn.PREMIUM_KEEP and cands[0] & KIND_BITS == PASS
        calls = {a >> CALL_SHIFT & CALL_BITS for a in cands[1:]}
        assert len(calls) > 1  # numbers near the estimate under more than one trump
        return
    raise AssertionError("no premium decision met")


def test_show_candidates_are_each_suits_top_and_bottom() -> None:
    rules = KernelRules("standard_3p", naughty=True)
    w = rules.width
    cards = [0, 3, 5, w + 8, 2 * w + 1, 2 * w + 2]
    assert nn.show_candidates(rules, cards) == [5, 0, w + 8, 2 * w + 2, 2 * w + 1]
