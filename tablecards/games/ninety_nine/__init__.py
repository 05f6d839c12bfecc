"""Ninety-Nine (rules: spec.md): every offered form and variant.

Modules: `options` (option ids and their resolution), `forms` (packs and tables per form),
`tricks` (trick rules), `naughty` (Naughty Nun's nine deals), `premium` (declare/reveal),
`scoring` (pure scoring functions), `deal`, `deal_scoring`, `view` and `match`: the referee;
`facts` (the typed public view), `kernel*` (its integer twin), `judgement` (a hand's worth in
tricks: bids and shows), `knowledge` (what a seat knows, as kernel worlds), `policy`, `search`,
and the Qt `panel*` modules.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="ninety_nine", rank=1,
                 match="match:NinetyNineMatch", policy="policy:NinetyNineBot",
                 search="search", kernel="kernel:twin", panel="panel:NinetyNinePanel",
                 texts="texts", figures="figures", option_rules="option_rules")
