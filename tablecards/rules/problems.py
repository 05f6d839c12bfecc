"""A problem found in what a record or a table gave the rules, kept as words and values.

The rules core words every problem in English (what `tablecards replay` prints), but keeps the
template and its values apart so that a table can word the same problem in the player's
language without reading the English back.
"""

from __future__ import annotations

from typing import Any


class Problem(ValueError):
    """A ValueError whose line is `template` (English, `str.format` fields) filled from `params`.

    A value may itself be a Problem: a phrase of the core's own words inside the line.
    `params` rather than `args`: an exception's `args` is Python's own tuple.
    """

    def __init__(self, template: str, **params: str | int | Problem) -> None:
        super().__init__(template, params)
        self.template = template
        self.params = params

    def __str__(self) -> str:
        return self.template.format(**{k: str(v) for k, v in self.params.items()})

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuilt, (self.template, self.params))


def _rebuilt(template: str, params: dict[str, str | int | Problem]) -> Problem:
    """A Problem from its parts, for pickling (its keyword arguments are not `args`)."""
    return Problem(template, **params)
