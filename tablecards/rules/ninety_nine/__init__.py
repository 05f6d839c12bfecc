"""Ninety-Nine (shared/rules/ninety_nine.md): every offered form and variant.

Modules: `options` (option ids and their resolution), `forms` (packs and tables per form),
`tricks` (trick rules), `naughty` (Naughty Nun's nine deals), `premium` (declare/reveal),
`scoring` (pure scoring functions), `deal`, `deal_scoring`, `view` and `match`.
"""

from tablecards.rules.ninety_nine.match import NinetyNineMatch
from tablecards.rules.registry import register

register(NinetyNineMatch)

__all__ = ["NinetyNineMatch"]
