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


APP_ID = "io.github.tablecards.TableCards"
"""The app's reverse-DNS id: its desktop file, AppStream metainfo and icon names."""


def app_icon_files() -> list[Path]:
    """The app icon's files, smallest PNG first and the SVG last (those that exist):
    `assets/icons/hicolor/<N>x<N>/apps/<APP_ID>.png` and `.../scalable/apps/<APP_ID>.svg`."""
    hicolor = asset_path("icons", "hicolor")
    pngs = sorted(hicolor.glob(f"*x*/apps/{APP_ID}.png"),
                  key=lambda p: int(p.parent.parent.name.partition("x")[0]))
    svg = hicolor / "scalable" / "apps" / f"{APP_ID}.svg"
    return pngs + ([svg] if svg.is_file() else [])
