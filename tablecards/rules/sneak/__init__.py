"""Sneak (shared/rules/sneak.md): draw, sneak or flaunt; challengers compete for the cards.

Modules: `combos` (classifying and comparing sets), `choices` (long legal-action lists built
lazily), `deal` (one deal: turns, leads, challenges, views), `match` (options and match end).
"""

from tablecards.rules.sneak.deal import Rules, SneakDeal
from tablecards.rules.sneak.match import SneakMatch

__all__ = ["Rules", "SneakDeal", "SneakMatch"]
