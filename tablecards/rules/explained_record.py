"""A record told as the table tells it: why each trick and challenge was won, and each score.

`tablecards explain` prints these objects, one per line, so the explanations can be checked
against the rules without a display.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from tablecards.rules.actions import Event
from tablecards.rules.explain import Translate, Why, all_explanations, english, sentence
from tablecards.rules.game import Match
from tablecards.rules.records import replay_record
from tablecards.rules.registry import game_ids, game_texts

# Events that end a trick with a Why; any other event with one ends another kind of contest
# (a challenge of a lead, say) and is reported as a challenge.
TRICK_KINDS = ("trick_won",)


def explain_record(record: Mapping[str, Any],
                   translate: Translate = english) -> list[dict[str, Any]]:
    """Every explained trick or challenge and every deal's score, in the order they happened.

    Raises:
        RecordError: the record's own error, as `replay` reports it.
    """
    match, told = explained_events(record)
    seats = record.get("seats")
    names = list(seats) if isinstance(seats, list) and all(isinstance(s, str) for s in seats) \
        else [f"seat {s}" for s in range(match.seats)]
    names = seat_words(names, translate)
    explanations = all_explanations(
        words.explanations for g in game_ids() if (words := game_texts(g)) is not None)
    counters: dict[int, int] = {}
    return [_line(deal, event, why, counters, names, explanations, translate)
            for deal, event, why in told]


# The names the app gives seats nobody named, as the table words them: the lobby's defaults
# (context "Lobby") and the lessons' compass seats (context "Lesson").
_COMPASS = ("You", "North", "West", "East", "Northwest", "Northeast")
_NUMBERED = re.compile(r"(Player|Bot) (\d{1,3})")


def seat_words(names: Sequence[str], translate: Translate) -> list[str]:
    """The seats' names in the translator's language: a name the app gave (`You`, `Bot 2`,
    `West`) is reworded as the table words it, so a Japanese sentence never reads `You`; a
    name a player typed stays as typed."""
    worded = []
    for name in names:
        numbered = _NUMBERED.fullmatch(name)
        if name == "You":
            worded.append(translate("Lobby", "You"))
        elif name in _COMPASS:
            worded.append(translate("Lesson", name))
        elif numbered:
            template = translate("Lobby", numbered.group(1) + " %1")
            worded.append(template.replace("%1", numbered.group(2)))
        else:
            worded.append(name)
    return worded


def explained_events(record: Mapping[str, Any]
                     ) -> tuple[Match, list[tuple[int, Event, Why | None]]]:
    """The replayed match, and (deal, event, Why) for every event that says why a contest was
    won and every deal's score (its Why None), in the order they happened.

    Raises:
        RecordError: the record's own error, as `replay` reports it.
    """
    told: list[tuple[int, Event, Why | None]] = []

    def heard(deal: int, events: list[Event]) -> None:
        for event in events:
            why = None if event.seat is None else Why.from_data(event.seat, event.data)
            if why is not None or event.kind == "deal_scored":
                told.append((deal, event, why))

    return replay_record(record, heard).match, told


def _line(deal: int, event: Event, why: Why | None, counters: dict[int, int],
          names: list[str], explanations: Mapping[str, str],
          translate: Translate) -> dict[str, Any]:
    if why is None:
        return {"deal": deal, "kind": "score", **{k: v for k, v in event.data.items()
                                                  if k in ("points", "totals", "lines")}}
    index = counters.get(deal, 0)
    counters[deal] = index + 1
    kind = "trick" if event.kind in TRICK_KINDS else "challenge"
    return {"deal": deal, "kind": kind, kind: index, "cards": list(event.data.get("cards", [])),
            "winner": why.winner, "card": why.card.code, "reason": why.reason,
            "text": sentence(why, translate, names, explanations)}
