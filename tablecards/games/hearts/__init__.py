"""Hearts for four: pass three, avoid the hearts and the queen of spades, or shoot the moon.

Modules: `match` (the referee), `kernel` (its integer twin for search), `knowledge` (what a
seat knows, as kernel worlds), `policy`, `search` and `panel`.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="hearts", rank=7, match="match:HeartsMatch", policy="policy:HeartsBot",
                 search="search", kernel="kernel:twin", panel="panel:HeartsPanel",
                 texts="texts", figures="figures", option_rules="option_rules")
