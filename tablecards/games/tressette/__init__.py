"""Tressette for two: the game's folder.

`GAME` below is all the rest of the program knows of this game.
"""

from tablecards.rules.registry import GameEntry

GAME = GameEntry(
    id="tressette",
    rank=2,
    match="match:TressetteMatch",
    policy="policy:TressetteBot",
    search="search",
    panel="panel:Panel",
)
