"""Nominations (shared/rules/nominations.md): every offered variant and option.

Modules: `options` (option ids and their resolution), `rules` (ladder, packets, double-hand
redeal, trick rules as pure functions), `scoring`, `deal`, `view` and `match`.
"""

from tablecards.rules.nominations.match import NominationsMatch
from tablecards.rules.registry import register

register(NominationsMatch)

__all__ = ["NominationsMatch"]
