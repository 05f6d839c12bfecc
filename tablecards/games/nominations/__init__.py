"""Nominations (rules: spec.md): every offered variant and option.

Modules: `options` (option ids and their resolution), `rules` (ladder, packets, double-hand
redeal, trick rules as pure functions), `scoring`, `deal`, `view`, `facts` and `match`: the
referee; `kernel` (its integer twin), `hand_value` (what a hand is worth to the rule bidder),
`knowledge` (what a seat knows, as kernel worlds), `policy`, `search`, `texts` and the Qt
`panel*` modules.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="nominations", rank=5,
                 match="match:NominationsMatch", policy="policy:NominationsBot",
                 search="search", kernel="kernel:twin", panel="panel:NominationsPanel",
                 texts="texts", figures="figures", option_rules="option_rules")
