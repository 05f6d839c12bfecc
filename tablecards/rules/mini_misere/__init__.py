"""Mini Misère (shared/rules/mini_misere.md): new and old rules for four and five players.

Modules: `config` (option ids and their resolution), `tricks` (trick rules and scoring as pure
functions), `deal` (one hand: the Lot, plays, early stop, views) and `match`.
"""

from tablecards.rules.mini_misere.match import MiniMisereMatch
from tablecards.rules.registry import register

register(MiniMisereMatch)

__all__ = ["MiniMisereMatch"]
