"""Sneak (rules: spec.md): draw, sneak or flaunt; challengers compete for the cards.

Modules: `combos` (classifying and comparing sets), `choices` (long legal-action lists built
lazily), `deal` (one deal: turns, leads, challenges, views), `match` (options and match end).
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="sneak", rank=3, match="match:SneakMatch", policy="policy:SneakBot")
