"""Per-game panels, registered by game id, with a generic fallback.

A panel turns card clicks into the game's actions and shows buttons for decisions that are
not a card play, so the controller and the scene never need to know which game is on.
"""

from __future__ import annotations

import importlib

from tablecards.ui.controller import MatchController
from tablecards.ui.games.generic import GamePanel

# game id -> module exposing `Panel`, imported only when that game is played.
PANEL_MODULES: dict[str, str] = {
    "hearts": "tablecards.ui.games.hearts",
    "mini_misere": "tablecards.ui.games.mini_misere",
    "ninety_nine": "tablecards.ui.games.ninety_nine",
    "nominations": "tablecards.ui.games.nominations",
    "sheepshead": "tablecards.ui.games.sheepshead",
    "sneak": "tablecards.ui.games.sneak",
    "tressette": "tablecards.ui.games.tressette",
}


def create_panel(controller: MatchController) -> GamePanel:
    """The panel registered for the controller's game, else the generic one."""
    module = PANEL_MODULES.get(controller.game_id)
    if module is None:
        return GamePanel(controller)
    panel_cls: type[GamePanel] = importlib.import_module(module).Panel
    return panel_cls(controller)
