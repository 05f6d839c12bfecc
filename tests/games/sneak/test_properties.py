"""Sneak properties over random play: cards conserved at every step, no view names a hidden
card (other hands, unchallenged sneaks, the last hand, pending challenges), every listed combo
is a combo, and long lists stay lazy and exact."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.games.sneak.choices import LazyActions, subset_actions
from tablecards.games.sneak.combos import combos, is_combo
from tablecards.games.sneak.deal import SneakDeal
from tablecards.games.sneak.match import SneakMatch
from tablecards.rules.actions import Action
from tablecards.rules.cards import Card, cards

FORMS = st.sampled_from([(2, {}), (3, {}), (4, {"double_deck": True}), (5, {}),
                         (3, {"losers_cards_discarded": True}), (6, {"hand_limit_5": True})])


def _all_cards(deal: SneakDeal) -> Counter[Card]:
    held: Counter[Card] = Counter(deal.stock[deal.top:])
    for group in (*deal.hands, *deal.piles, deal.discarded):
        held.update(group)
    if deal.lead is not None:
        held.update(deal.lead.cards)
        for _, cs in deal.lead.challenges:
            held.update(cs)
    return held


@settings(max_examples=12, deadline=None)
@given(form=FORMS, seed=st.integers(0, 2**32))
def test_cards_conserved_and_secrets_kept(form: tuple[int, dict[str, bool]], seed: int) -> None:
    players, options = form
    match = SneakMatch(players, options, seed=seed)
    match.deal_next()
    deal = match.deal
    assert isinstance(deal, SneakDeal)
    pack = Counter(match.pack())
    single = not match.double
    hidden: set[str] = set()  # banked unseen (single pack: a code names one card)
    rng = random.Random(seed)
    while not deal.is_complete():
        assert _all_cards(deal) == pack
        lead = deal.lead
        if lead is not None and not lead.face_up and single:
            hidden |= {c.code for c in lead.cards}
        for seat in range(players):
            view = match.view(seat)
            text = json.dumps(view.to_json())
            own = {c.code for c in view.all_cards()}
            for other in range(players):
                if other != seat:
                    assert not any(f'"{c.code}"' in text for c in deal.hands[other]
                                   if c.code not in own)
            if lead is not None and lead.face_up:
                for s, cs in lead.challenges:
                    if s != seat:
                        assert view.hand_sizes[s] == len(deal.hands[s]) + len(cs)
                        assert not any(f'"{c.code}"' in text for c in cs if c.code not in own)
            if lead is not None and not lead.face_up:
                assert not any(f'"{c.code}"' in text for c in lead.cards if c.code not in own)
            shown = {c.code for t in deal.resolved for _, c in t.plays}
            assert not any(f'"{code}"' in text for code in hidden - shown)
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    assert _all_cards(deal) == pack
    if single:
        unseen_forever = hidden - {c.code for t in deal.resolved for _, c in t.plays}
        for seat in range(players):
            text = json.dumps(match.view(seat).to_json())
            assert not any(f'"{code}"' in text for code in unseen_forever)
    assert sum(deal.points()) + len(deal.discarded) == sum(pack.values())


@settings(max_examples=40, deadline=None)
@given(hand=st.lists(st.sampled_from(cards("AS 2S 3S KS QS 2H 3H AH 7H 7D 8C 9C 10C")),
                     min_size=1, max_size=12))
def test_listed_combos_are_combos(hand: list[Card]) -> None:
    for s in combos(hand, len(hand)):
        assert is_combo(s)
        assert not Counter(s) - Counter(hand)


def test_lazy_list_is_exact() -> None:
    hand = cards("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2H 3H")
    lazy = subset_actions(0, "sneak", hand, 1, 15, head=[Action(0, "draw")])
    assert isinstance(lazy, LazyActions)
    assert len(lazy) == 2**15  # the draw and every non-empty subset
    assert lazy[0] == Action(0, "draw")
    assert lazy[-1].value == tuple(sorted(hand))
    assert Action(0, "sneak", (hand[0], hand[14])) in lazy
    assert Action(0, "sneak", (hand[0], hand[0])) not in lazy
    sample = [lazy[i] for i in range(0, len(lazy), 997)]
    assert sample == [a for i, a in enumerate(lazy) if i % 997 == 0]
    small = subset_actions(0, "challenge", cards("7H 7H 8H"), 2, 2)
    assert [a.value for a in small] == [tuple(cards("7H 7H")), tuple(cards("7H 8H"))]
