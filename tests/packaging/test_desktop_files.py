"""Linux desktop integration (packaging/linux/) and the app icon (assets/icons/).

The validators run when installed (Debian: desktop-file-utils, appstream); the rest checks
that the files agree with each other and with the package: one app id everywhere, the newest
release is the package's version, screenshots that exist, every icon size, and an install
that lands where a desktop looks.
"""

from __future__ import annotations

import fnmatch
import os
import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tablecards import __version__
from tablecards.resources import APP_ID
from tablecards.rules.registry import game_entry, game_ids

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
HICOLOR = ROOT / "assets" / "icons" / "hicolor"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _desktop_entries() -> dict[str, str]:
    lines = DESKTOP.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed (desktop-file-utils)")
def test_desktop_file_validates() -> None:
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli is not installed (appstream)")
def test_metainfo_validates() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_one_app_id_and_the_package_version() -> None:
    entries = _desktop_entries()
    assert entries["Icon"] == APP_ID and entries["Exec"] == "tablecards %u"
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == entries["Exec"].split()[0]
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == __version__


def test_the_launcher_opens_tablecards_links() -> None:
    """An invitation link (tablecards://HOST:PORT/CODE) is handed to the app (%u), which
    opens the Join dialog with it."""
    entries = _desktop_entries()
    assert "x-scheme-handler/tablecards" in entries["MimeType"].split(";")
    assert entries["Exec"].endswith(" %u")


def test_developer_named_for_old_and_new_appstream() -> None:
    """AppStream 1.0's <developer>, and <developer_name> for 0.16 (Debian 12, Ubuntu 24.04),
    which does not know the former and would show no developer."""
    root = ET.parse(METAINFO).getroot()
    name = root.findtext("developer/name")
    assert name and root.findtext("developer_name") == name


def test_screenshots_are_the_repository_s() -> None:
    images = ET.parse(METAINFO).getroot().findall("screenshots/screenshot/image")
    assert images
    for image in images:
        url = image.text or ""
        assert url.startswith("https://")
        assert (ROOT / "docs" / "screenshots" / url.rpartition("/")[2]).is_file(), url


def _png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and header[12:16] == b"IHDR"
    width, height = struct.unpack(">II", header[16:24])
    return width, height


def test_icon_at_every_size_and_as_svg() -> None:
    for size in SIZES:
        assert _png_size(HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png") == (size, size)
    svg = ET.parse(HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg").getroot()
    assert svg.tag == "{http://www.w3.org/2000/svg}svg"


def test_package_data_carries_every_game_picture() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = config["tool"]["setuptools"]["package-data"]["tablecards"]
    assert "i18n/*.qm" in globs
    for game_id in game_ids():
        entry = game_entry(game_id)
        picture = entry.folder() / entry.picture
        relative = picture.relative_to(ROOT / "tablecards").as_posix()
        assert picture.is_file() and any(fnmatch.fnmatch(relative, g) for g in globs), relative
    scripts = config["project"]
    assert scripts["scripts"]["tablecards"] == scripts["gui-scripts"]["tablecards-gui"]


@pytest.mark.skipif(os.name != "posix" or shutil.which("bash") is None, reason="needs bash")
def test_install_script_puts_the_launcher_in_place(tmp_path: Path) -> None:
    exe = tmp_path / "my apps" / "tablecards"
    exe.parent.mkdir()
    exe.write_text("#!/bin/sh\n", encoding="utf-8")
    exe.chmod(0o755)
    data = tmp_path / "share"
    env = {**os.environ, "XDG_DATA_HOME": str(data), "HOME": str(tmp_path)}
    done = subprocess.run(["bash", str(LINUX / "install.sh"), str(exe)], env=env,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    installed = data / "applications" / DESKTOP.name
    text = installed.read_text(encoding="utf-8")
    assert f'Exec="{exe}" %u\n' in text and f"TryExec={exe}\n" in text
    assert (data / "metainfo" / METAINFO.name).is_file()
    for size in SIZES:
        assert (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(installed)], capture_output=True,
                               text=True, check=False)
        assert check.returncode == 0, check.stdout
    gone = subprocess.run(["bash", str(LINUX / "install.sh"), "--uninstall"], env=env,
                          capture_output=True, text=True, check=False)
    assert gone.returncode == 0 and not installed.exists()
    assert not list(data.rglob(f"{APP_ID}*"))


CACHE_TOOL = """#!/bin/sh
# Stands in for update-desktop-database / gtk-update-icon-cache: writes the cache and logs.
for arg; do dir="$arg"; done
echo "$0 $dir" >>"$LOG"
: >"$dir/$CACHE_NAME"
"""


def _home_with_cache_tools(tmp_path: Path) -> tuple[Path, Path, dict[str, str]]:
    """A fresh home (no ~/.local), a fake executable, and an environment whose cache tools
    are stand-ins that create their caches as the real ones do."""
    home, tools, log = tmp_path / "home dir", tmp_path / "tools", tmp_path / "cache.log"
    home.mkdir()
    tools.mkdir()
    for tool, cache in (("update-desktop-database", "mimeinfo.cache"),
                        ("gtk-update-icon-cache", "icon-theme.cache")):
        script = tools / tool
        script.write_text(CACHE_TOOL.replace("$CACHE_NAME", cache), encoding="utf-8")
        script.chmod(0o755)
    exe = tmp_path / "app" / "tablecards"
    exe.parent.mkdir()
    exe.write_text("#!/bin/sh\n", encoding="utf-8")
    exe.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(HOME=str(home), LOG=str(log), PATH=f"{tools}{os.pathsep}{os.environ['PATH']}")
    return home, exe, env


def _script(env: dict[str, str], *args: str) -> None:
    done = subprocess.run(["bash", str(LINUX / "install.sh"), *args], env=env,
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def _tree(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")}


@pytest.mark.skipif(os.name != "posix" or shutil.which("bash") is None, reason="needs bash")
def test_uninstall_leaves_a_fresh_home_as_it_was(tmp_path: Path) -> None:
    """Every folder the install made (22 under ~/.local/share, and ~/.local itself here) and
    the caches it created go again; installing twice changes nothing."""
    home, exe, env = _home_with_cache_tools(tmp_path)
    _script(env, str(exe))
    share = home / ".local" / "share"
    assert (share / "applications" / "mimeinfo.cache").is_file()
    assert (share / "icons" / "hicolor" / "icon-theme.cache").is_file()
    _script(env, str(exe))
    _script(env, "--uninstall")
    assert _tree(home) == set()


@pytest.mark.skipif(os.name != "posix" or shutil.which("bash") is None, reason="needs bash")
def test_uninstall_keeps_what_was_there_before(tmp_path: Path) -> None:
    """Folders and caches that existed before the install stay (the caches brought up to
    date), with the other programs' files in them, even an empty folder."""
    home, exe, env = _home_with_cache_tools(tmp_path)
    share = home / ".local" / "share"
    apps = share / "applications"
    apps.mkdir(parents=True)
    (apps / "other.desktop").write_text("[Desktop Entry]\n", encoding="utf-8")
    (apps / "mimeinfo.cache").write_text("[MIME Cache]\n", encoding="utf-8")
    (share / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    before = _tree(home)
    _script(env, str(exe))
    log = Path(env["LOG"])
    log.unlink()
    _script(env, "--uninstall")
    assert _tree(home) == before
    calls = log.read_text(encoding="utf-8").splitlines()
    assert calls == [f"{tmp_path / 'tools' / 'update-desktop-database'} {apps}"]
