"""Build hook: put the repository's `assets/` into the wheel as `tablecards/assets/`.

Everything else is declared in pyproject.toml. The compiled catalogues
(`tablecards/i18n/*.qm`, made by `./tc`) are package data declared there.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithAssets(build_py):
    """Copies assets/ next to the built package modules."""

    def run(self) -> None:
        super().run()
        source = Path(__file__).resolve().parent / "assets"
        if source.is_dir():
            shutil.copytree(source, Path(self.build_lib) / "tablecards" / "assets",
                            dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildPyWithAssets})
