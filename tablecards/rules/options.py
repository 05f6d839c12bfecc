"""Variant options: their declarations and how a record's option object is resolved.

Each game declares its options with the stable ids of its spec. Flags that exclude each other
(a game's player-count forms, the tie rules) share a `group`: setting one member on turns the
group's default off, and two members on at once is an error.
"""

from __future__ import annotations

from collections.abc import ItemsView, KeysView, Mapping, Sequence, ValuesView
from dataclasses import dataclass
from typing import Any

from tablecards.rules.problems import Problem

OptionValue = bool | int | str
MAX_OPTION_NUMBER = 10_000
"""No number option may exceed this in size (deals, target scores): far beyond any real
match, and it keeps a record's totals and messages a readable length."""


@dataclass(frozen=True)
class OptionSpec:
    """One option id of a game's spec."""

    id: str
    default: OptionValue
    summary: str
    group: str | None = None
    choices: tuple[OptionValue, ...] = ()
    offered: bool = True
    # An int option that a record may also give as a flag: `true` means "the game's own
    # default count" and is kept as given for the game to interpret (a fixed number of
    # deals, say).
    flag_ok: bool = False

    def check(self, value: Any) -> OptionValue:
        """Validate a value from a record, returning the normalised value."""
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise Problem("option {option} must be true or false", option=self.id)
            return value
        if self.flag_ok and isinstance(value, bool):
            return value
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise Problem("option {option} must be one of {allowed}", option=self.id,
                          allowed=allowed)
        not_int = isinstance(value, bool) or not isinstance(value, int)
        if isinstance(self.default, int) and not_int:
            raise Problem("option {option} must be a number", option=self.id)
        if isinstance(value, int) and abs(value) > MAX_OPTION_NUMBER:
            raise Problem("option {option} must be between {low} and {high}", option=self.id,
                          low=-MAX_OPTION_NUMBER, high=MAX_OPTION_NUMBER)
        return value  # type: ignore[no-any-return]


class Options(Mapping[str, OptionValue]):
    """A game's resolved options: every id present, defaults filled in."""

    def __init__(self, values: Mapping[str, OptionValue]) -> None:
        self._values = dict(values)

    def __getitem__(self, key: str) -> OptionValue:
        return self._values[key]

    def __iter__(self) -> Any:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    # The dict's own views and look-ups: the Mapping defaults go through __getitem__ key by
    # key, and the lobby copies and walks a game's options a few hundred times as it opens.
    def __contains__(self, key: object) -> bool:
        return key in self._values

    def keys(self) -> KeysView[str]:
        return self._values.keys()

    def items(self) -> ItemsView[str, OptionValue]:
        return self._values.items()

    def values(self) -> ValuesView[OptionValue]:
        return self._values.values()

    def get(self, key: str, default: Any = None) -> Any:
        return self._values.get(key, default)

    def on(self, key: str) -> bool:
        """True when a flag is set (an int or str option counts as set when truthy)."""
        return bool(self._values.get(key, False))

    def int(self, key: str) -> int:
        value = self._values[key]
        assert isinstance(value, int)
        return value

    def changed(self, specs: Sequence[OptionSpec]) -> dict[str, OptionValue]:
        """Only the options that differ from their defaults, for compact records."""
        by_id = {s.id: s for s in specs}
        return {k: v for k, v in self._values.items() if by_id[k].default != v}

    def __repr__(self) -> str:
        return f"Options({self._values!r})"


def resolve_options(specs: Sequence[OptionSpec], given: Mapping[str, Any]) -> Options:
    """Fill defaults and enforce groups.

    Raises:
        ValueError: for an unknown id, a bad value, or two options of one group.
    """
    by_id, members_of, defaults, required = _layout(specs)
    values = dict(defaults)
    chosen_in_group: dict[str, str] = {}
    for key, raw in given.items():
        spec = by_id.get(key)
        if spec is None or not spec.offered:
            raise Problem("unknown option {option}", option=repr(key))
        value = spec.check(raw)
        values[key] = value
        if spec.group and value is True:
            other = chosen_in_group.get(spec.group)
            if other is not None:
                raise Problem("options {first} and {second} cannot be combined",
                                  first=other, second=key)
            chosen_in_group[spec.group] = key
    for group, key in chosen_in_group.items():
        for spec in members_of[group]:
            if spec.id != key:
                values[spec.id] = False
    for named, members in required:
        if named not in chosen_in_group and not any(values[s.id] for s in members):
            raise Problem("one of {options} must be on",
                          options=", ".join(s.id for s in members))
    return Options(values)


MAX_LAYOUTS = 64
"""Spec sequences whose layout is kept (a game's spec has one; a few games make theirs
anew in places, which must not grow the cache)."""
Layout = tuple[dict[str, OptionSpec], dict[str, list[OptionSpec]], dict[str, OptionValue],
               list[tuple[str, list[OptionSpec]]]]
"""A spec sequence's specs by id, each group's members in order, every default, and the
flag groups of which one member must be on (in the order of their first flag)."""
_layouts: dict[int, tuple[Sequence[OptionSpec], Layout]] = {}
"""Each spec sequence's ids and groups, made once (the lobby resolves a game's options a few
hundred times as it opens); keyed by identity, holding the sequence so the key stays its."""


def _layout(specs: Sequence[OptionSpec]) -> Layout:
    """The specs by id, each group's members in order, and every default (not to change)."""
    known = _layouts.get(id(specs))
    if known is not None and known[0] is specs:
        return known[1]
    by_id = {s.id: s for s in specs}
    members_of: dict[str, list[OptionSpec]] = {}
    for spec in specs:
        if spec.group:
            members_of.setdefault(spec.group, []).append(spec)
    defaults: dict[str, OptionValue] = {s.id: s.default for s in specs}
    # A group whose members all default to off ("none of these") may stay all off.
    flag_groups = dict.fromkeys(s.group for s in specs
                                if s.group and isinstance(s.default, bool))
    required = [(g, members_of[g]) for g in flag_groups
                if any(s.default is True for s in members_of[g])]
    if isinstance(specs, tuple):  # a list may change after this call: not kept
        if len(_layouts) >= MAX_LAYOUTS:  # a caller that makes its specs anew each time
            _layouts.clear()
        _layouts[id(specs)] = (specs, (by_id, members_of, defaults, required))
    return by_id, members_of, defaults, required
