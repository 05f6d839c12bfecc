"""The frozen build (packaging/build_frozen.py), made once per session in a temporary folder:
it starts, shows the lobby in English and Japanese, starts a match with its bot worker
process, quits cleanly; its `replay`, `suggest` and `games` answer as the source does, for
every game; without a display it says so in one line (status 1, not Qt's abort); the Qt
parts the build leaves out stay out.

Skipped only when PyInstaller is not installed (`pip install -e '.[freeze]'`; `./tc test`
installs it with the test extra).
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tablecards import __version__
from tablecards.cli import games_listing
from tablecards.rules.game import Match
from tablecards.rules.records import replay_file
from tablecards.rules.registry import game_class, game_ids
from tests.packaging.smoke import check_smoke, isolated_env, run_smoke
from tests.packaging.test_no_display import no_display_env

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build_frozen.py"
APP_ID = "io.github.tablecards.TableCards"

pytestmark = [
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                       reason="PyInstaller is not installed (the 'freeze' extra)"),
    # One worker of a parallel run (pytest-xdist) takes them all: the build happens once.
    pytest.mark.xdist_group("frozen build"),
]


@pytest.fixture(scope="session")
def frozen(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The frozen folder's executable, built once for the session."""
    base = tmp_path_factory.mktemp("frozen")
    done = subprocess.run([sys.executable, str(BUILD), "--dist", str(base / "dist"),
                           "--work", str(base / "work")],
                          capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    exe = base / "dist" / "tablecards" / ("tablecards.exe" if sys.platform == "win32"
                                          else "tablecards")
    assert exe.is_file()
    return exe


def _run(exe: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(exe), *args], env=isolated_env(home), capture_output=True,
                          text=True, timeout=180, check=False)


def _record(game_id: str, folder: Path) -> tuple[Path, Match]:
    """A record of the first deal a few actions in, with its match as it stands."""
    cls = game_class(game_id)
    match = cls(cls.spec.usual_players, {}, seed=5)
    match.deal_next()
    for _ in range(3):
        match.apply(match.legal_actions()[0])
    path = folder / f"{game_id}.json"
    path.write_text(json.dumps(match.to_record()), encoding="utf-8")
    return path, match


def test_frozen_app_starts_plays_and_quits(frozen: Path, tmp_path: Path) -> None:
    check_smoke(run_smoke([str(frozen)], tmp_path / "home"))


def test_frozen_verbs_answer_as_the_source_does(frozen: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    version = _run(frozen, home, "--version")
    assert version.returncode == 0 and version.stdout.split() == ["tablecards", __version__]
    listing = _run(frozen, home, "games")
    assert listing.returncode == 0, listing.stderr
    assert json.loads(listing.stdout) == json.loads(json.dumps(games_listing()))
    for game_id in game_ids():
        path, match = _record(game_id, tmp_path)
        replay = _run(frozen, home, "replay", str(path))
        assert replay.returncode == 0, f"{game_id}: {replay.stderr}"
        expected: dict[str, Any] = json.loads(json.dumps(replay_file(str(path))))
        assert json.loads(replay.stdout) == expected, game_id
        seat = match.controller()
        assert seat is not None
        suggest = _run(frozen, home, "suggest", str(path), "--seat", str(seat),
                       "--level", "normal", "--seed", "2")
        assert suggest.returncode == 0, f"{game_id}: {suggest.stderr}"
        answer = json.loads(suggest.stdout)
        assert answer["level"] == "normal" and answer["action"]["seat"] == seat, game_id


def test_frozen_replay_error_is_one_line_with_status_2(frozen: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    done = _run(frozen, tmp_path / "home", "replay", str(bad))
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and not done.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland only")
def test_frozen_app_without_a_display_says_so_in_one_line(frozen: Path, tmp_path: Path) -> None:
    """Issue 28 item 9, for the archive's build too: Qt alone aborts (134) there as well."""
    env = no_display_env(tmp_path / "home")
    done = subprocess.run([str(frozen)], env=env, capture_output=True, text=True, timeout=180,
                          check=False)
    assert done.returncode == 1, done.stderr
    assert done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith("tablecards: no display found (DISPLAY and WAYLAND_DISPLAY "
                                  "are unset)")
    games = subprocess.run([str(frozen), "games"], env=env, capture_output=True, text=True,
                           timeout=180, check=False)
    assert games.returncode == 0 and json.loads(games.stdout), games.stderr


def test_frozen_folder_holds_only_the_qt_it_uses(frozen: Path) -> None:
    folder = frozen.parent
    internal = folder / "_internal"
    bindings = {p.name.partition(".")[0] for p in (internal / "PySide6").iterdir()
                if p.name.startswith("Qt") and p.suffix in {".so", ".pyd"}}
    # QtNetwork: the local socket that keeps one running copy per home (ui/single_instance.py)
    assert bindings == {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtNetwork"}
    qt = internal / "PySide6" / "Qt"
    catalogues = {p.name for p in (qt / "translations").glob("*.qm")}
    assert catalogues == {"qtbase_en.qm", "qtbase_ja.qm"}
    plugins = {p.parent.name + "/" + p.name.split(".")[0].removeprefix("lib")
               for p in (qt / "plugins").glob("*/*")}
    assert {"platforms/qxcb", "platforms/qwayland", "platforms/qoffscreen",
            "imageformats/qsvg", "iconengines/qsvgicon"} <= plugins
    assert not {"platforms/qeglfs", "platforms/qvnc", "platformthemes/qgtk3",
                "imageformats/qtiff", "tls/qopensslbackend"} & plugins
    for name in ("install.sh", f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml"):
        assert (folder / name).is_file(), name
    data = internal / "tablecards"
    assert (data / "assets" / "fonts").is_dir() and (data / "assets" / "icons").is_dir()
    assert {p.stem for p in (data / "i18n").glob("*.qm")} >= {"tablecards_en", "tablecards_ja"}


def test_frozen_folder_carries_the_third_party_notices(frozen: Path) -> None:
    """Every library in the folder is named in THIRD-PARTY-NOTICES.txt with its licence, and
    each text it points to is in licenses/; Help › About finds LICENSE and Python's."""
    sys.path.insert(0, str(ROOT / "packaging"))
    import notices

    folder = frozen.parent
    text = (folder / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    for name in ("TableCards", "Qt 6.", "PySide6 and Shiboken6", "ICU ", "Python 3."):
        assert f"\n{name}" in text, name
    for library in notices.bundled_libraries(folder):
        assert f"\n{library.name}" in text, library.name
    assert "\nlibssl.so.3" in text or sys.platform != "linux"  # OpenSSL, through Python
    paths = [line.split("Text: ", 1)[1] for line in text.splitlines() if "  Text: " in line]
    assert {"licenses/LGPL-3.0.txt", "licenses/GPL-3.0.txt", "licenses/TableCards-LICENSE.txt",
            "licenses/Python-LICENSE.txt"} <= set(paths)
    assert all((folder / path).is_file() for path in paths)
    assets = folder / "_internal" / "tablecards" / "assets"
    assert (assets / "LICENSE").is_file() and (assets / "fonts" / "OFL.txt").is_file()
