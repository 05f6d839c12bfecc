"""What the UI needs from a newer Python than the oldest it supports (3.11).

`override` is `typing.override` on 3.12+; on 3.11 a decorator that returns the method as it is
(the check it stands for is the type checker's, so nothing is lost at run time).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, TypeVar

_F = TypeVar("_F", bound=Callable[..., Any])

if sys.version_info >= (3, 12):
    from typing import override
else:

    def override(method: _F, /) -> _F:
        """Mark `method` as overriding a base class's (no-op before Python 3.12)."""
        return method


__all__ = ["override"]
