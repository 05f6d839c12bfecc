"""War-whist: two players, thirteen cards each, spades are trumps, the most tricks wins.

The worked example of docs/adding-a-game.md, built by following that guide and nothing else.
It is shipped nowhere: tests/games/test_guide_example.py copies this folder into a temporary
games folder and runs the conformance suite on it. Modules: `game_spec` (what the lobby lists),
`option_rules` (the option checks), `match` (the referee), `policy` (the rule player, every
level's) and `texts` (its words). No kernel, no search, no panel; incubating, so no lessons,
Japanese or statistics figures yet.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(id="war_whist", rank=8, match="match:WarWhistMatch",
                 policy="policy:WarWhistBot", texts="texts", option_rules="option_rules",
                 incubating=True)
