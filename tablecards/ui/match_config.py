"""What the lobby chooses and how fast the table plays it: plain data, apart from the table.

The lobby, the settings and the saves need these before any match is on the table; kept
here, they load without the controller and what it brings (the bots, the worker process, the
coach). `tablecards.ui.controller` imports them from here, and they are importable from there
too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from tablecards.ai.level_names import DEFAULT_LEVEL


@dataclass
class SeatConfig:
    """One player's seat: the name shown, whether a person or a bot decides, the bot's
    level (kept for a human seat too, unused), whether a human may ask for hints, and
    whether the person plays from another machine (`remote`: a hosted network table)."""

    name: str
    human: bool
    level: str = DEFAULT_LEVEL
    hints: bool = True
    remote: bool = False


@dataclass
class MatchConfig:
    """Everything the lobby chose."""

    game_id: str
    players: int
    options: dict[str, Any]
    seats: list[SeatConfig]
    seed: int | None = None


@dataclass
class Pace:
    """Delays in milliseconds; tests use all zeros.

    `inline_bots`: with `bot_ms` zero, bots decide on the GUI thread (deterministic, for
    tests); None follows `Pace.inline_default` at decision time (tests/ui/conftest.py sets it).
    """

    bot_ms: int = 750
    trick_ms: int = 1100
    anim_ms: int = 220
    inline_bots: bool | None = None
    inline_default: ClassVar[bool] = False

    def inline(self) -> bool:
        flag = self.inline_bots if self.inline_bots is not None else Pace.inline_default
        return flag and self.bot_ms == 0
