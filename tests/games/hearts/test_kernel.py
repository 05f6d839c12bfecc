"""Hearts playout kernel (`random_scores`): every move legal in both engines, the documented
draw rule followed, the same scores as the engines, and uniform choices."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.games.hearts.kernel import (
    DRAW_BITS,
    SUIT_MASK,
    FastHearts,
    KernelRules,
    card_int,
    cards_of,
    deal_fast,
    mask_of,
    random_scores,
)
from tablecards.games.hearts.match import HeartsDeal
from tablecards.rules.cards import cards
from tablecards.rules.registry import new_match

SWITCHES = ("no_points_first_trick", "can_lead_any_club", "must_break_hearts",
            "qs_breaks_hearts", "can_lead_hearts_instead_of_qs", "jd_bonus",
            "avoid_all_tricks_bonus", "moon_minus", "no_pass")
OPTIONS = st.fixed_dictionaries({
    **{name: st.booleans() for name in SWITCHES},
    "pass_dir": st.sampled_from(["left", "right", "across"]),
})


def _fields(fast: FastHearts) -> tuple[Any, ...]:
    return (fast.hands, fast.passes, fast.passing, fast.leader, fast.turn, fast.trick,
            fast.taken, fast.tricks, fast.ntricks, fast.broken, fast.done, fast.rules)


def _position(options: dict[str, Any], seed: int, cut: int) -> HeartsDeal:
    """A hand `cut` random legal moves into its pass or play, through the validating engine."""
    match = new_match("hearts", 4, options, seed=seed)
    match.deal_next()
    deal = match.deal
    assert isinstance(deal, HeartsDeal)
    rng = random.Random(seed)
    for _ in range(cut):
        if deal.is_complete():
            break
        legal = deal.legal_actions()
        deal.apply(legal[rng.randrange(len(legal))])
    return deal


def _reference(state: FastHearts, rng: random.Random) -> list[int]:
    """The moves of the documented draw rule, through `legal()`: x drawn at each trick's
    start, at each pass and at the start; move `legal[x % n]`, then x //= n."""
    s = state.clone()
    moves: list[int] = []
    x = -1
    while not s.done:
        legal = s.legal()
        if s.passing or not s.trick or x < 0:
            x = rng.getrandbits(DRAW_BITS)
        move = legal[x % len(legal)]
        x //= len(legal)
        moves.append(move)
        s.play(move)
    return moves


@settings(max_examples=40, deadline=None)
@given(options=OPTIONS, seed=st.integers(0, 2**32), cut=st.integers(0, 64))
def test_kernel_moves_are_legal_in_both_engines_and_score_alike(
    options: dict[str, Any], seed: int, cut: int
) -> None:
    deal = _position(options, seed, cut)
    fast = FastHearts.from_deal(deal)
    before = _fields(fast)
    trace: list[int] = []
    scores = random_scores(fast, random.Random(seed), trace)
    assert _fields(fast) == before  # the position is left as it was
    assert trace == _reference(fast, random.Random(seed))
    for move in trace:
        assert move in fast.legal()
        action = fast.action(move)
        assert deal.refusal(action) is None
        deal.apply(action)
        fast.play(move)
    assert fast.done and deal.is_complete()
    assert scores == fast.scores() == deal.points()


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), cut=st.integers(0, 64),
       switches=st.tuples(*(st.booleans() for _ in KernelRules._fields)))
def test_kernel_equals_the_general_path_from_fast_positions(
    seed: int, cut: int, switches: tuple[bool, ...]
) -> None:
    """From positions the fast path reaches (any dealer and pass direction), the kernel's
    trace replays in `FastHearts` to the scores it returned."""
    rng = random.Random(seed)
    state = deal_fast(rng, dealer=seed % 4, offset=seed % 4 if cut % 2 else 0,
                      rules=KernelRules(*switches))
    for _ in range(cut):
        if state.done:
            break
        legal = state.legal()
        state.play(legal[rng.randrange(len(legal))])
    trace: list[int] = []
    scores = random_scores(state, random.Random(seed + 1), trace)
    assert trace == _reference(state, random.Random(seed + 1))
    for move in trace:
        assert move in state.legal()
        state.play(move)
    assert state.done and scores == state.scores()


def _fixed(hands: list[str], leader: int, nt: int, broken: bool, rules: KernelRules,
           trick: str = "") -> FastHearts:
    """A play position from card codes, less the cards of `trick` (played from `leader` on);
    the cards in neither count as taken by seat 0 in `nt` tricks."""
    played = [card_int(c) for c in cards(trick)] if trick else []
    gone = mask_of(cards(trick)) if trick else 0
    masks = [mask_of(cards(h)) & ~gone for h in hands]
    taken = ((1 << 52) - 1) & ~gone & ~(masks[0] | masks[1] | masks[2] | masks[3])
    return FastHearts(masks, 3, 0, rules, leader=leader, trick=played,
                      taken=[taken, 0, 0, 0], tricks=[nt, 0, 0, 0], broken=broken)


def _traces(state: FastHearts, runs: int, seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    out = []
    for _ in range(runs):
        trace: list[int] = []
        random_scores(state, rng, trace)
        out.append(trace)
    return out


def _firsts(state: FastHearts, runs: int, seed: int = 5) -> set[int]:
    return {t[0] for t in _traces(state, runs, seed)}


def _fits(observed: Counter[Any], expected: dict[Any, float]) -> bool:
    """Observed counts match the expected probabilities within the chi-square law's upper
    0.1 % tail (the Wilson-Hilferty approximation of its quantile)."""
    assert set(observed) <= set(expected)
    n = sum(observed.values())
    stat = sum((observed[k] - n * p) ** 2 / (n * p) for k, p in expected.items())
    df = len(expected) - 1
    critical = df * (1 - 2 / (9 * df) + 3.09 * (2 / (9 * df)) ** 0.5) ** 3
    return stat < critical


# Five tricks played without a heart or Q♠: eight cards each, all thirteen hearts in hand.
QS_HANDS = ["QS AH KH QH JH 10H 9H 8H", "2H 3H 4H 5H 6H 7H 2D 3D",
            "4D 5D 6D 7D 8D 9D 10D JD", "QD KD AD 2C 3C 4C 5C 6C"]
# The first deal: seat 1 holds only points, seat 2 spades and one heart, no clubs for either.
FIRST_HANDS = ["2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
               "QS AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H",
               "2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS 2H",
               "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD"]


def test_a_leader_with_only_qs_besides_hearts_leads_as_the_option_says() -> None:
    strict = KernelRules(can_lead_hearts_instead_of_qs=False)
    assert _firsts(_fixed(QS_HANDS, 0, 5, False, strict), 40) == {card_int(cards("QS")[0])}
    loose = KernelRules(can_lead_hearts_instead_of_qs=True)
    state = _fixed(QS_HANDS, 0, 5, False, loose)
    assert _firsts(state, 150) == set(cards_of(state.hands[0]))
    broken = _fixed(QS_HANDS, 0, 5, True, strict)
    assert _firsts(broken, 150) == set(cards_of(broken.hands[0]))


def test_first_trick_discards_avoid_points_unless_the_hand_has_nothing_else() -> None:
    only_points = _fixed(FIRST_HANDS, 0, 0, False, KernelRules(), trick="2C")
    assert _firsts(only_points, 150) == set(cards_of(only_points.hands[1]))
    clean = _fixed(FIRST_HANDS, 0, 0, False, KernelRules(), trick="2C AH")
    spades = set(cards_of(clean.hands[2] & SUIT_MASK[0]))
    assert len(spades) == 12 and _firsts(clean, 150) == spades
    loose = _fixed(FIRST_HANDS, 0, 0, False, KernelRules(no_points_first_trick=False),
                   trick="2C AH")
    assert _firsts(loose, 250) == set(cards_of(loose.hands[2]))


# Seven tricks played, hearts broken: six cards each; seat 1 has no diamonds.
LATE_HANDS = ["2S 3S 4S 2H 3H 2D", "5S 6S 7S 4H 5H 6H",
              "8S 9S 7H 8H 3D 4D", "10S JS 9H 10H 5D 6D"]


def test_a_choice_is_uniform() -> None:
    state = _fixed(LATE_HANDS, 0, 7, True, KernelRules())
    legal = state.legal()
    assert len(legal) == 6
    seen = Counter(t[0] for t in _traces(state, 1200, 11))
    assert _fits(seen, {m: 1 / 6 for m in legal})


def test_the_choices_of_a_trick_are_uniform_and_independent() -> None:
    """A lead and the next card come from one draw: every pair must have the chance of a
    uniform lead times a uniform reply."""
    state = _fixed(LATE_HANDS, 0, 7, True, KernelRules())
    expected: dict[tuple[int, int], float] = {}
    for lead in state.legal():
        reply = state.clone()
        reply.play(lead)
        for card in reply.legal():
            expected[lead, card] = 1 / 6 / len(reply.legal())
    assert len(expected) == 3 * 3 + 2 * 3 + 6
    seen = Counter((t[0], t[1]) for t in _traces(state, 2000, 3))
    assert _fits(seen, expected)


def test_pass_choices_are_uniform() -> None:
    """Each card of the first passer's hand is among its three passed cards equally often
    (a count over 3 x runs picks without repeats within a pass: the test errs on the safe
    side)."""
    state = deal_fast(random.Random(2), dealer=3, offset=1)
    hand = cards_of(state.hands[0])
    seen = Counter(c for t in _traces(state, 600, 7) for c in cards_of(t[0]))
    assert _fits(seen, {c: 1 / 13 for c in hand})
