"""A record told as the table tells it: why each trick and challenge was won, and each score.

`tablecards explain` prints these objects, one per line, so the explanations can be checked
against the rules without a display.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tablecards.rules.actions import Event
from tablecards.rules.explain import Translate, Why, all_explanations, english, sentence
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
    lines: list[dict[str, Any]] = []
    counters: dict[int, int] = {}
    explanations = all_explanations(
        words.explanations for g in game_ids() if (words := game_texts(g)) is not None)
    names: list[str] = []

    def heard(deal: int, events: list[Event]) -> None:
        for event in events:
            line = _line(deal, event, counters, names, explanations, translate)
            if line is not None:
                lines.append(line)

    seats = record.get("seats")
    if isinstance(seats, list) and all(isinstance(s, str) for s in seats):
        names.extend(seats)
    replay = replay_record(record, heard)
    if not names:
        names.extend(f"seat {s}" for s in range(replay.match.seats))
    return lines


def _line(deal: int, event: Event, counters: dict[int, int], names: list[str],
          explanations: Mapping[str, str], translate: Translate) -> dict[str, Any] | None:
    if event.kind == "deal_scored":
        return {"deal": deal, "kind": "score", **{k: v for k, v in event.data.items()
                                                  if k in ("points", "totals", "lines")}}
    if event.seat is None:
        return None
    reason = Why.from_data(event.seat, event.data)
    if reason is None:
        return None
    index = counters.get(deal, 0)
    counters[deal] = index + 1
    kind = "trick" if event.kind in TRICK_KINDS else "challenge"
    seat_names = names or [f"seat {s}" for s in range(event.seat + 1)]
    return {"deal": deal, "kind": kind, kind: index, "cards": list(event.data.get("cards", [])),
            "winner": event.seat, "card": reason.card.code, "reason": reason.reason,
            "text": sentence(reason, translate, seat_names, explanations)}
