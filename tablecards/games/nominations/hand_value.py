"""What a Nominations hand is worth to the rule-based bidder: counted tricks, misère danger,
the order of its suits. The rule policy bids and names trumps by these; what a seat knows reads
the calls back through them (a world's hidden hands are fitted to the calls they would make).
"""

from __future__ import annotations

from tablecards.games.nominations.kernel import BID_BASE, MISERE_A
from tablecards.rules.cards import STANDARD_RANKS

PARTNER_TRICKS = 3.0  # what a called partner adds, on average
RANK_VALUE: tuple[int, ...] = tuple(int(r) for r in STANDARD_RANKS)


def _suit_honours(bits: int) -> float:
    """One suit's counted tricks: its ace, a guarded king and a twice guarded queen."""
    n = bits.bit_count()
    return (bits >> 12 & 1) + 0.7 * (bits >> 11 & 1 and n >= 2) + \
        0.3 * (bits >> 10 & 1 and n >= 3)


def _suit_danger(bits: int) -> int:
    """One suit's cards too high to duck in misère: the i-th lowest above 2(i + 1) + 3."""
    ranks = [RANK_VALUE[r] for r in range(13) if bits >> r & 1]
    return sum(1 for i, v in enumerate(ranks) if v > 2 * (i + 1) + 3)


# Per 13-bit suit pattern, so an evaluation is four look-ups.
HONOURS: tuple[float, ...] = tuple(_suit_honours(b) for b in range(1 << 13))
DANGER: tuple[int, ...] = tuple(_suit_danger(b) for b in range(1 << 13))


def _suits(hand: int) -> tuple[int, int, int, int]:
    return hand & 0x1FFF, hand >> 13 & 0x1FFF, hand >> 26 & 0x1FFF, hand >> 39


def estimated_tricks(hand: int) -> float:
    """Aces, guarded kings and queens, and the longest suit's cards beyond three."""
    a, b, c, d = _suits(hand)
    longest = max(a.bit_count(), b.bit_count(), c.bit_count(), d.bit_count())
    return HONOURS[a] + HONOURS[b] + HONOURS[c] + HONOURS[d] + max(0, longest - 3)


def misere_danger(hand: int) -> int:
    """Cards too high to duck (0: a misère hand)."""
    a, b, c, d = _suits(hand)
    return DANGER[a] + DANGER[b] + DANGER[c] + DANGER[d]


def suit_rank(hand: int) -> list[int]:
    """Suits longest first, the stronger on a tie, then in suit order."""
    def strength(s: int) -> tuple[int, int]:
        bits = hand >> (13 * s) & 0x1FFF
        return bits.bit_count(), sum(RANK_VALUE[r] for r in range(13) if bits >> r & 1)
    return sorted(range(4), key=lambda s: (-strength(s)[0], -strength(s)[1], s))


def is_number(code: int) -> bool:
    return BID_BASE < code < MISERE_A
