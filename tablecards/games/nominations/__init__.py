"""Nominations (rules: spec.md): every offered variant and option.

Modules: `options` (option ids and their resolution), `rules` (ladder, packets, double-hand
redeal, trick rules as pure functions), `scoring`, `deal`, `view` and `match`.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="nominations", rank=5,
                 match="match:NominationsMatch", policy="policy:NominationsBot")
