"""Tressette for two: 40 cards, no trumps, visible draws, points in thirds.

Modules: `match` (the referee), `kernel` (its integer twin for search), `policy`, `search`
and `panel`.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="tressette", rank=2, match="match:TressetteMatch",
                 policy="policy:TressetteBot", search="search", kernel="kernel:twin",
                 panel="panel:TressettePanel", texts="texts", figures="figures",
                 option_rules="option_rules")
