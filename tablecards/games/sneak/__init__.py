"""Sneak (rules: spec.md): draw, sneak or flaunt; challengers compete for the cards.

Modules: `combos` (classifying and comparing sets), `choices` (long legal-action lists built
lazily), `deal` (one deal: turns, leads, challenges, views), `match` (options and match end),
`facts` (the typed public view); `kernel` (the integer twin), `answers` (the rule policy's
answer to a lead), `knowledge` (what a seat knows, as kernel worlds), `policy`, `search`, and
the Qt `panel*` modules.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="sneak", rank=3, match="match:SneakMatch", policy="policy:SneakBot",
                 search="search", kernel="kernel:twin", panel="panel:SneakPanel",
                 texts="texts", figures="figures", option_rules="option_rules")
