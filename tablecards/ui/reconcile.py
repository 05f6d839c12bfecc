"""The history and the statistics agree: a finished match the history holds is counted.

A finished match goes to the history first, then to the statistics. A program killed between
the two, or statistics that could not be written before it closed (a busy or full file), leave
a match the history holds and the statistics lack. When a session first opens the statistics,
each history file whose match id the statistics do not hold is replayed and counted, unless
its game's statistics were reset after it finished. The statistics count a match id once, so
a repair that meets a write still waiting counts nothing twice. Files without a match id
(written before matches had one) are left as they are. No widgets here.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from tablecards.rules.records import RecordError, load_record_file
from tablecards.ui.history import HistoryEntry, HistoryStore
from tablecards.ui.saves import SaveError, parse_save
from tablecards.ui.seat_names import stats_name
from tablecards.ui.statistics import FinishedMatch, StatsStore, finished_match

LOG = logging.getLogger(__name__)


def finished_of_record(record: dict[str, Any], when: datetime) -> FinishedMatch:
    """What the statistics keep of a finished match's history record (as the table counted
    it when the match ended).

    Raises:
        SaveError: the record is not one of the table's finished matches.
    """
    saved = parse_save(record)
    if not saved.match.over:
        raise SaveError("the match is not finished")
    return finished_match(saved.match, [stats_name(s.name) for s in saved.seats],
                          [s.human for s in saved.seats], saved.match.open_hands, when,
                          saved.match_id)


def missing(entries: list[HistoryEntry], kept: set[str],
            resets: dict[str, str]) -> list[HistoryEntry]:
    """The readable entries with a match id the statistics lack, oldest first (a game's
    matches that finished before its reset are not missing)."""
    found = [e for e in entries if e.readable and e.match_id and e.match_id not in kept
             and not _before_reset(e, resets)]
    return sorted(found, key=lambda e: e.finished_at)


def _before_reset(entry: HistoryEntry, resets: dict[str, str]) -> bool:
    reset = resets.get(entry.game)
    return reset is not None and entry.finished_at.isoformat(timespec="seconds") <= reset


def repair_statistics(history: HistoryStore, stats: StatsStore) -> int:
    """Count the history's matches the statistics lack; returns how many were queued. Only
    for statistics on their file (an in-memory stand-in is for this session alone)."""
    if not stats.on_file:
        return 0
    kept = stats.kept_keys()
    if kept is None:  # the file cannot be read now: the next session tries again
        return 0
    added = 0
    for entry in missing(history.entries(), *kept):
        try:
            stats.record(finished_of_record(load_record_file(entry.path), entry.finished_at))
        except (RecordError, SaveError) as err:
            LOG.warning("%s could not be counted in the statistics: %s", entry.path, err)
            continue
        except Exception:  # a game's figures failing must not stop the others
            LOG.exception("%s could not be counted in the statistics", entry.path)
            continue
        added += 1
    return added
