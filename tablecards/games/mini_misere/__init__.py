"""Mini Misère (rules: spec.md): new and old rules for four and five players.

Modules: `config` (option ids and their resolution), `tricks` (trick rules and scoring as pure
functions), `deal` (one hand: the Lot, plays, early stop, views) and `match`.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="mini_misere", rank=4,
                 match="match:MiniMisereMatch", policy="policy:MiniMisereBot")
