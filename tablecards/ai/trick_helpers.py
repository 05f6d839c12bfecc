"""Small card-choice helpers the rule policies of several trick games share.

A policy's kernel holds a hand as a bitmask with four suits in equal fields, `width` bits
each, suit s starting at bit `s * width` and a higher bit a higher card within its suit (see
`tablecards/rules/bits.py`). The helpers here answer a bot's plain questions on such masks; a
policy keeps its own judgement (what to keep, what to throw) and asks them only for the card.
"""

from __future__ import annotations


def highest_rank(mask: int, width: int) -> int:
    """The card of highest rank in a non-empty `mask`, whatever its suit: the dearest card to
    throw away. On equal ranks the suit in the lowest field wins (the first suit on a tie)."""
    field = (1 << width) - 1
    pick = rank = -1
    for offset in (0, width, 2 * width, 3 * width):
        top = (mask >> offset & field).bit_length() - 1
        if top > rank:
            pick, rank = offset + top, top
    return pick
