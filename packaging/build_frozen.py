"""Build the one-folder frozen app with PyInstaller, and optionally its release archive.

    python packaging/build_frozen.py [--dist DIR] [--work DIR] [--archive] [--no-trim]

Run it with the Python of an environment that has tablecards and the `freeze` extra
(`pip install -e '.[freeze]'`; `./tc test` installs it). The folder, DIR/tablecards/, holds
the `tablecards` executable: the card table without arguments, and the `replay`, `suggest`
and `games` verbs with them, as the installed command. Beside it go the Linux desktop files
and install.sh (packaging/linux/), which installs the folder's executable for the desktop.

What goes in:
- every module of the `tablecards` package, found by walking the package
  (`--collect-submodules`): the games are discovered at run time (`pkgutil.iter_modules` over
  `tablecards.games`), so no import statement names them;
- its data files (`--collect-data`: the compiled catalogues, compiled here first, and each
  game's picture) and the checkout's assets/ (fonts, icons) as `tablecards/assets`;
- of Qt, only the PySide6 modules that tablecards imports (found by reading its sources);
- the network tables' libraries, whole: websockets and zeroconf (`--collect-submodules`,
  as both import their submodules where PyInstaller's analysis does not look) and ifaddr;
- beside the executable, THIRD-PARTY-NOTICES.txt and licenses/ (packaging/notices.py): every
  bundled component, its licence and its full text, as Qt's LGPL and the others require;
  LICENSE goes in beside the assets for Help › About.

Trimming (skipped with --no-trim, to measure what it saves): Qt plugins for devices and
features the app never uses are deleted (embedded and VNC platforms, input devices, network
plugins, GTK's theme, image formats other than SVG), Qt's own catalogues are cut down to the
languages the app speaks, shared libraries that nothing left in the folder links to are
deleted (on Linux, from the ELF files' DT_NEEDED entries, read with `readelf`), and binaries
are stripped (`--strip`). The folder's size, and the archive's with --archive, are printed.

The entry script is tablecards/__main__.py, which calls `multiprocessing.freeze_support()`
first: the bot worker process is this executable started again by multiprocessing.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

from catalogues import ROOT, compile_catalogues, languages
from notices import NOTICES, write_notices

APP_ID = "io.github.tablecards.TableCards"
NAME = "tablecards"
LINUX_FILES = ROOT / "packaging" / "linux"

# Qt plugins never needed by a desktop card table: {plugin folder: plugin names, or None for
# the whole folder}. Names are file stems without the "lib" prefix (Linux spelling; the same
# stems on Windows and macOS, where some of these do not exist).
UNUSED_PLUGINS: dict[str, set[str] | None] = {
    "egldeviceintegrations": None,  # EGLFS (embedded, no window system)
    "generic": None,  # evdev / tslib / TUIO input devices (embedded)
    "networkinformation": None,  # QtNetwork's, which the app does not use
    "tls": None,  # likewise
    "platforms": {"qeglfs", "qlinuxfb", "qminimal", "qminimalegl", "qvnc", "qvkkhrdisplay"},
    "platformthemes": {"qgtk3"},  # pulls in GTK, cairo and pango; Qt's own dialogs suffice
}
KEPT_IMAGE_FORMATS = {"qsvg"}  # pictures are SVG; PNG is built into QtGui


def qt_modules_used() -> list[str]:
    """The PySide6 modules that tablecards' sources import, e.g. ['QtCore', 'QtGui', ...]."""
    found: set[str] = set()
    pattern = re.compile(r"\bPySide6\.(Qt\w+)")
    for source in (ROOT / "tablecards").rglob("*.py"):
        found.update(pattern.findall(source.read_text(encoding="utf-8")))
    return sorted(found)


def qt_modules_unused() -> list[str]:
    """Every PySide6 module installed here that tablecards does not import."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("PySide6 is not installed in this environment")
    package = Path(next(iter(spec.submodule_search_locations)))
    used = set(qt_modules_used())
    installed = {path.name.partition(".")[0] for path in package.iterdir()
                 if path.name.startswith("Qt") and path.suffix in {".so", ".pyd"}}
    return sorted(installed - used)


def pyinstaller_args(dist: Path, work: Path, trim: bool) -> list[str]:
    """The PyInstaller command line for the one-folder build."""
    sep = ";" if sys.platform == "win32" else ":"
    args = [
        sys.executable, "-m", "PyInstaller", str(ROOT / "tablecards" / "__main__.py"),
        "--name", NAME, "--onedir", "--console", "--noconfirm", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work),
        "--paths", str(ROOT),
        "--additional-hooks-dir", str(ROOT / "packaging" / "hooks"),  # tablecards as .pyc files
        "--collect-submodules", "tablecards",
        # Network tables: websockets loads its submodules lazily; zeroconf's compiled
        # modules import one another where PyInstaller cannot see it (no hook of its own),
        # and it finds the interfaces with ifaddr.
        "--collect-submodules", "websockets",
        "--collect-submodules", "zeroconf",
        "--hidden-import", "ifaddr",
        "--collect-data", "tablecards",
        "--add-data", f"{ROOT / 'assets'}{sep}tablecards/assets",
        "--add-data", f"{ROOT / 'LICENSE'}{sep}tablecards/assets",  # for Help › About
    ]
    icon = ROOT / "assets" / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png"
    if sys.platform != "linux" and icon.exists():
        args += ["--icon", str(icon)]  # Windows and macOS convert it (needs Pillow)
    if trim:
        for module in qt_modules_unused():
            args += ["--exclude-module", f"PySide6.{module}"]
        args += ["--exclude-module", "tkinter"]
        if sys.platform != "win32" and shutil.which("strip"):
            args.append("--strip")  # binutils' strip: libpython alone goes from 30 to 7 MB
    return args


def _plugin_stem(path: Path) -> str:
    stem = path.name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def prune_qt(folder: Path) -> list[Path]:
    """Delete unused Qt plugins and other languages' Qt catalogues; returns what went."""
    gone: list[Path] = []
    for plugins in folder.rglob("plugins"):
        if not (plugins.is_dir() and plugins.parent.name in {"Qt", "Qt6"}):
            continue
        for kind in sorted(p for p in plugins.iterdir() if p.is_dir()):
            names = UNUSED_PLUGINS.get(kind.name, set())
            for plugin in sorted(p for p in kind.iterdir() if p.is_file()):
                stem = _plugin_stem(plugin)
                if (names is None or stem in names
                        or (kind.name == "imageformats" and stem not in KEPT_IMAGE_FORMATS)):
                    plugin.unlink()
                    gone.append(plugin)
            if not any(kind.iterdir()):
                kind.rmdir()
    wanted = {f"qtbase_{lang}.qm" for lang in languages()}
    for catalogues in folder.rglob("translations"):
        if catalogues.is_dir() and catalogues.parent.name in {"Qt", "Qt6"}:
            for qm in sorted(catalogues.glob("*.qm")):
                if qm.name not in wanted:
                    qm.unlink()
                    gone.append(qm)
    return gone


def _is_elf(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def _needed(path: Path, readelf: str) -> set[str]:
    out = subprocess.run([readelf, "-d", str(path)], capture_output=True, text=True,
                         check=False).stdout
    return set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out))


def prune_libraries(folder: Path) -> list[Path]:
    """Linux: delete the bundled shared libraries that nothing left in `folder` needs.

    Roots are the executable, Python's extension modules and Qt's plugins; libraries are
    kept when a root or a kept library names them in DT_NEEDED. libpython is always kept
    (the bootloader loads it by name). Without `readelf` nothing is deleted.
    """
    readelf = shutil.which("readelf")
    if sys.platform != "linux" or readelf is None:
        return []
    internal = folder / "_internal"
    lib_dirs = {internal, *(p for p in internal.rglob("lib") if p.parent.name == "Qt")}
    elves = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink() and _is_elf(p)]
    libraries = {p.name: p for p in elves if p.parent in lib_dirs and p.name.startswith("lib")
                 and ".so" in p.name and not p.name.startswith("libpython")}
    keep: set[str] = set()
    todo = [p for p in elves if p.name not in libraries]
    while todo:
        for name in _needed(todo.pop(), readelf):
            if name in libraries and name not in keep:
                keep.add(name)
                todo.append(libraries[name])
    gone = [path for name, path in sorted(libraries.items()) if name not in keep]
    for path in gone:
        path.unlink()
    for link in [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()]:
        link.unlink()  # pointed at a deleted library
    return gone


def add_desktop_files(folder: Path) -> None:
    """Put install.sh, the .desktop file and the AppStream metainfo beside the executable."""
    for path in sorted(LINUX_FILES.iterdir()):
        if path.is_file():
            shutil.copy2(path, folder / path.name)


def folder_size(folder: Path) -> int:
    """Bytes in the folder's files (symlinks not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def make_archive(folder: Path, version: str) -> Path:
    """The release archive: tar.xz on Linux and macOS, zip on Windows; top folder
    tablecards-VERSION/."""
    top = f"{NAME}-{version}"
    machine = f"{sys.platform}-{_machine()}"
    if sys.platform == "win32":
        target = folder.parent / f"{top}-{machine}.zip"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
            for path in sorted(folder.rglob("*")):
                archive.write(path, f"{top}/{path.relative_to(folder)}")
        return target
    target = folder.parent / f"{top}-{machine}.tar.xz"
    with tarfile.open(target, "w:xz", preset=9) as archive:
        archive.add(folder, arcname=top, filter=_anonymous)
    return target


def _anonymous(member: tarfile.TarInfo) -> tarfile.TarInfo:
    """An archive member owned by nobody in particular (unpacks as the unpacking user)."""
    member.uid = member.gid = 0
    member.uname = member.gname = ""
    return member


def _machine() -> str:
    import platform

    return platform.machine().lower() or "unknown"


def version() -> str:
    """tablecards' version, from its one place (tablecards/__init__.py)."""
    text = (ROOT / "tablecards" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("no __version__ in tablecards/__init__.py")
    return found.group(1)


def build(dist: Path, work: Path, trim: bool = True) -> Path:
    """Make DIST/tablecards/ and return it."""
    compile_catalogues()
    subprocess.run(pyinstaller_args(dist, work, trim), check=True)
    folder = dist / NAME
    if trim:
        prune_qt(folder)
        prune_libraries(folder)
    add_desktop_files(folder)
    for name in write_notices(folder):
        print(f"warning: no licence text found for {name}; {NOTICES} names where it is",
              file=sys.stderr)
    return folder


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the folder goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "frozen",
                        help="PyInstaller's work folder (default: build/frozen/)")
    parser.add_argument("--archive", action="store_true", help="also make the release archive")
    parser.add_argument("--no-trim", dest="trim", action="store_false",
                        help="keep every Qt part PyInstaller collects (for comparison)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    folder = build(args.dist.resolve(), args.work.resolve(), args.trim)
    print(f"{folder}: {folder_size(folder) / 1e6:.1f} MB, "
          f"built in {time.monotonic() - started:.0f} s")
    if args.archive:
        archive = make_archive(folder, version())
        print(f"{archive}: {archive.stat().st_size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
