"""Where the app's data files are: assets (fonts) and compiled catalogues (.qm).

In a source checkout the assets sit beside the package (`assets/`); an installed wheel carries
them inside it (`tablecards/assets/`, copied by setup.py's build step). Compiled catalogues
are always built into `tablecards/i18n/` (by `./tc`, or before building a wheel).
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
SOURCE_ASSETS = PACKAGE_DIR.parent / "assets"
PACKAGE_ASSETS = PACKAGE_DIR / "assets"


def assets_dir() -> Path:
    """The assets folder: inside the installed package, else the checkout's `assets/`."""
    return PACKAGE_ASSETS if PACKAGE_ASSETS.is_dir() else SOURCE_ASSETS


def asset_path(*parts: str) -> Path:
    """The path of one asset, e.g. `asset_path("fonts", "x.otf")` (it may not exist)."""
    return assets_dir().joinpath(*parts)


def i18n_dir() -> Path:
    """Where the compiled `tablecards_<lang>.qm` catalogues live."""
    return PACKAGE_DIR / "i18n"
