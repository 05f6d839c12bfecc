"""Sneak (tablecards/games/sneak/spec.md): draw, sneak or flaunt; challengers compete for the cards.

Modules: `combos` (classifying and comparing sets), `choices` (long legal-action lists built
lazily), `deal` (one deal: turns, leads, challenges, views), `match` (options and match end).

`GAME` below is all the rest of the program knows of this game.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(
    id="sneak",
    rank=3,
    match="match:SneakMatch",
    policy="policy:SneakBot",
    search="search",
    panel="panel:Panel",
)
