"""Mini Misère (rules: spec.md): new and old rules for four and five players.

Modules: `options` (option ids and their resolution), `tricks` (trick rules and scoring as pure
functions), `deal` (one hand: the Lot, plays, early stop, views) and `match`: the referee;
`kernel` (its integer twin), `knowledge` (what a seat knows, as kernel worlds), `policy`,
`search`, and the Qt `panel*` modules.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="mini_misere", rank=4,
                 match="match:MiniMisereMatch", policy="policy:MiniMisereBot",
                 search="search", kernel="kernel:twin", panel="panel:MiniMiserePanel",
                 texts="texts", figures="figures", option_rules="option_rules")
