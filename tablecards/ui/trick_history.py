"""The tricks of the deal in play, each with why it was won, for the trick history overlay.

The reasons are what the referee said when each trick was decided; they are heard again by
replaying the match's record, so a resumed match explains its earlier tricks too. Only public
facts come out: the cards played to each trick and why the winner took it.
"""

from __future__ import annotations

from tablecards.rules.explain import Why
from tablecards.rules.explained_record import explained_events
from tablecards.rules.game import Match
from tablecards.rules.records import RecordError


def deal_whys(match: Match) -> list[Why]:
    """Why each trick of the current deal was won, in order (the rules core says it of every
    trick, and the replay runs today's rules, so none is missing)."""
    record = match.to_record()
    current = len(record.get("deals", [])) - 1
    try:
        _, told = explained_events(record)
    except RecordError:
        return []  # a match that cannot replay has nothing more to tell
    return [why for deal, event, why in told
            if deal == current and event.kind == "trick_won" and why is not None]
