"""Hearts: the game's folder.

`GAME` below is all the rest of the program knows of this game.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(
    id="hearts",
    rank=7,
    match="match:HeartsMatch",
    policy="policy:HeartsBot",
    search="search",
    panel="panel:Panel",
)
