"""Five-handed Sheepshead (rules: spec.md): every offered variant.

Modules: `cards` (trumps, strength, points, trick winner), `options` (ids and resolved rules),
`calls` (partner calls after the bury), `play` (which card may be played), `scoring` (pure
unit scoring), `deal`, `breakdown` (scoring lines), `view` and `match`: the referee; `facts`
(the typed public view), `kernel` (its integer twin), `knowledge` (what a seat knows, as kernel
worlds), `policy`, `search`, `texts`, and the Qt `panel*` modules.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="sheepshead", rank=6,
                 match="match:SheepsheadMatch", policy="policy:SheepsheadBot",
                 search="search", kernel="kernel:twin", panel="panel:SheepsheadPanel",
                 texts="texts", figures="figures", option_rules="option_rules")
