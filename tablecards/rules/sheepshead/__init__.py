"""Five-handed Sheepshead (shared/rules/sheepshead.md): every offered variant.

Modules: `cards` (trumps, strength, points, trick winner), `options` (ids and resolved rules),
`calls` (partner calls after the bury), `play` (which card may be played), `scoring` (pure
unit scoring), `deal`, `breakdown` (scoring lines), `view` and `match`.
"""

from tablecards.rules.registry import register
from tablecards.rules.sheepshead.match import SheepsheadMatch

register(SheepsheadMatch)

__all__ = ["SheepsheadMatch"]
