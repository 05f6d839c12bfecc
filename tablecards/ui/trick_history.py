"""The tricks of the deal in play, each with why it was won, for the trick history overlay.

The reasons are what the referee said when each trick was decided; they are heard again by
replaying the match's record, so a resumed match explains its earlier tricks too. Only public
facts come out: the cards played to each trick and why the winner took it.
"""

from __future__ import annotations

from tablecards.rules.actions import Event
from tablecards.rules.explain import Why
from tablecards.rules.game import Match
from tablecards.rules.records import RecordError, replay_record


def deal_whys(match: Match) -> list[Why | None]:
    """Why each trick of the current deal was won, in order (None where none was said)."""
    record = match.to_record()
    current = len(record.get("deals", [])) - 1
    found: list[Why | None] = []

    def heard(deal: int, events: list[Event]) -> None:
        if deal == current:
            found.extend(Why.from_data(e.seat, e.data) for e in events
                         if e.kind == "trick_won" and e.seat is not None)

    try:
        replay_record(record, heard)
    except RecordError:
        return []  # a match that cannot replay has nothing more to tell
    return found
