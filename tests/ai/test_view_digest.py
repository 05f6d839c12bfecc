"""The level bots' seed digest: it tells views apart and never builds a lazily built list."""

from __future__ import annotations

import dataclasses

from tablecards.ai.levels import view_digest
from tablecards.rules.actions import Action
from tablecards.rules.cards import cards
from tablecards.rules.game import SeatView


class Untouchable(list[Action]):
    """A legal list that knows its length but must not be walked (it would build millions)."""

    def __len__(self) -> int:
        return 1_000_000

    def __iter__(self):  # type: ignore[no-untyped-def]
        raise AssertionError("the digest walked the lazy list")


def _view(**changes: object) -> SeatView:
    base = SeatView.dealt("any", 0, [cards("AS KS"), cards("2H 3H")], 1, 0,
                          legal_actions=[Action(0, "play", c) for c in cards("AS KS")])
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def test_digest_tells_views_apart_by_what_the_seat_sees() -> None:
    assert view_digest(_view()) == view_digest(_view())
    assert view_digest(_view()) != view_digest(_view(hand=cards("AS")))
    assert view_digest(_view()) != view_digest(_view(legal_actions=[]))


def test_a_lazy_legal_list_is_digested_by_its_length_without_being_built() -> None:
    lazy = _view(legal_actions=Untouchable())
    assert view_digest(lazy) == view_digest(_view(legal_actions=Untouchable()))
    assert view_digest(lazy) != view_digest(_view(legal_actions=[]))
