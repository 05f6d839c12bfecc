"""Build hook: what a wheel needs beyond the package's own files.

- `assets/` (fonts, icons, licence texts) goes in as `tablecards/assets/`, with LICENSE
  beside them for Help › About;
- the translation catalogues are compiled from `translations/*.ts` into
  `tablecards/i18n/*.qm` (packaging/catalogues.py, with PySide6's lrelease, a build
  requirement), so `pip install .`, pipx of a git checkout and the sdist all carry Japanese;
- the licence texts (`LICENSE`, the font's OFL) ride along through pyproject's
  `license-files`.

Everything else is declared in pyproject.toml.
"""

import importlib.util
import shutil
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _catalogues() -> ModuleType:
    """packaging/catalogues.py (a folder of scripts, not a package), loaded by path."""
    spec = importlib.util.spec_from_file_location(
        "tablecards_catalogues", ROOT / "packaging" / "catalogues.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildPyWithAssets(build_py):
    """Copies assets/ next to the built package modules and compiles the catalogues there."""

    def run(self) -> None:
        super().run()
        built = Path(self.build_lib) / "tablecards"
        source = ROOT / "assets"
        if source.is_dir():
            shutil.copytree(source, built / "assets", dirs_exist_ok=True)
            shutil.copy2(ROOT / "LICENSE", built / "assets" / "LICENSE")  # for Help › About
        # An editable install reads the checkout's own files: its catalogues go there (as ./tc)
        package = ROOT / "tablecards" if getattr(self, "editable_mode", False) else built
        made = _catalogues().compile_catalogues(ROOT / "translations", package / "i18n")
        self.announce(f"compiled {len(made)} catalogues into {package / 'i18n'}", level=2)


setup(cmdclass={"build_py": BuildPyWithAssets})
