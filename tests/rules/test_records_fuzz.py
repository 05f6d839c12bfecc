"""A broken record file is always one clear error, never a crash.

Hypothesis mutates real records (keys dropped, values swapped for other JSON values, cards
renamed, actions shuffled) and replays them: the only acceptable failure is a RecordError.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tablecards.ai.driver import play_until
from tablecards.ai.random_bot import RandomBot
from tablecards.rules.records import RecordError, replay_record
from tablecards.rules.registry import game_class, game_ids, new_match

JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 60), st.text(max_size=4),
    st.lists(st.integers(0, 3), max_size=3), st.dictionaries(st.text(max_size=3), st.none()),
    st.sampled_from(["AS", "10H", "JK", "12D", "ZZ", "play", "declare", "pass", "S"]),
)


def _sample_record(game_id: str, seed: int) -> dict[str, Any]:
    players = game_class(game_id).spec.usual_players
    match = new_match(game_id, players, seed=seed)
    play_until(match, [RandomBot() for _ in range(match.seats)], random.Random(seed),
               max_actions=60)
    return json.loads(json.dumps(match.to_record()))


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found += _paths(value, (*prefix, i))
    return found


def _mutate(record: dict[str, Any], path: tuple[Any, ...], how: str, junk: Any) -> None:
    if not path:
        return
    parent: Any = record
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if how == "drop" and isinstance(parent, dict):
        del parent[last]
    elif how == "drop" and isinstance(parent, list):
        parent.pop(last)
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        parent[last] = junk


@settings(max_examples=150, deadline=None)
@given(
    game_id=st.sampled_from(game_ids()),
    seed=st.integers(0, 50),
    picks=st.lists(
        st.tuples(st.integers(0, 10_000), st.sampled_from(["drop", "duplicate", "junk"]), JUNK),
        min_size=1, max_size=3,
    ),
)
def test_mutated_records_fail_only_with_record_error(
    game_id: str, seed: int, picks: list[tuple[int, str, Any]]
) -> None:
    record = _sample_record(game_id, seed)
    for index, how, junk in picks:
        paths = _paths(record)
        _mutate(record, paths[index % len(paths)], how, junk)
    try:
        replay_record(record)
    except RecordError as err:
        text = str(err)
        assert text and "\n" not in text
