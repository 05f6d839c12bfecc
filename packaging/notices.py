"""The third-party notices of the frozen build: THIRD-PARTY-NOTICES.txt and licenses/.

    write_notices(folder)   (called by build_frozen.py after the folder is complete)

The frozen folder carries more than TableCards: Qt, PySide6 and Shiboken6 (LGPL-3.0), ICU
(shipped inside PySide6's Qt), Python (PSF), PyInstaller's bootloader (the executable itself),
and the shared libraries of the build machine that Qt and Python link to (OpenSSL, X11/xcb,
fontconfig, FreeType, GLib, ...). Each is named in THIRD-PARTY-NOTICES.txt with its licence
and where its full text is in licenses/. The texts are copied at build time from where they
are installed: our LICENSE and the font's OFL from the checkout, the GNU texts from
assets/licenses/, Python's LICENSE.txt from its standard library, PyInstaller's COPYING.txt
from its package metadata, and for each other library the copyright file of the Debian
package it came from (with the /usr/share/common-licenses texts that file refers to). What
cannot be found locally is named with its licence and the upstream address of its text, and
the build says so; nothing is left out silently.
"""

from __future__ import annotations

import importlib.metadata
import platform
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path

from catalogues import ROOT

NOTICES = "THIRD-PARTY-NOTICES.txt"
LICENSES = "licenses"
PYTHON_LICENSE = "Python-LICENSE.txt"  # the name tablecards/ui/about.py reads in a frozen build
COMMON_LICENSES = Path("/usr/share/common-licenses")
# Libraries named by a curated entry below, not looked up as system libraries.
CURATED_PREFIXES = ("libQt6", "libicu", "libpyside6", "libshiboken6", "libpython")


@dataclass
class Component:
    """One part of the folder: what it is, its licence, and the files of licenses/ for it."""

    name: str
    licence: str
    texts: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


class Notices:
    """Collects components and copies their licence texts into `folder`/licenses/."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.licenses = folder / LICENSES
        self.components: list[Component] = []
        self.missing: list[str] = []

    def copy(self, source: Path | None, name: str) -> str | None:
        """Copy `source` to licenses/`name`; its path in the folder, or None if absent."""
        if source is None or not source.is_file():
            return None
        target = self.licenses / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        return target.relative_to(self.folder).as_posix()

    def add(self, component: Component, *texts: str | None, url: str = "") -> None:
        """Add a component with the texts copied for it; a missing text is noted with `url`."""
        component.texts += [t for t in texts if t]
        if not component.texts:
            component.notes.append(f"Full text not found on the build machine: {url}")
            self.missing.append(component.name)
        self.components.append(component)


def _python_licence() -> Path | None:
    for folder in (Path(sysconfig.get_path("stdlib")), Path(sys.base_prefix)):
        if (folder / "LICENSE.txt").is_file():
            return folder / "LICENSE.txt"
    return None


def _pyinstaller_licence() -> Path | None:
    try:
        dist = importlib.metadata.distribution("pyinstaller")
    except importlib.metadata.PackageNotFoundError:
        return None
    for entry in dist.files or []:
        if entry.name.upper().startswith(("COPYING", "LICENSE")):
            return Path(str(dist.locate_file(entry)))
    return None


def _qt_version() -> tuple[str, str]:
    """(Qt's version, PySide6's version) of the PySide6 that was frozen."""
    import PySide6
    from PySide6.QtCore import qVersion

    return qVersion(), PySide6.__version__


def add_own_and_qt(notices: Notices) -> None:
    """TableCards, its font, Qt, PySide6/Shiboken6, ICU, Python and PyInstaller."""
    from tablecards import __version__

    notices.add(Component(f"TableCards {__version__}", "MIT"),
                notices.copy(ROOT / "LICENSE", "TableCards-LICENSE.txt"))
    notices.add(Component("Noto Sans CJK JP (a subset: tablecards/assets/fonts/)", "OFL-1.1"),
                notices.copy(ROOT / "assets" / "fonts" / "OFL.txt", "NotoSansCJK-OFL.txt"),
                url="https://openfontlicense.org")
    qt, pyside = _qt_version()
    gnu = [notices.copy(ROOT / "assets" / "licenses" / name, name)
           for name in ("LGPL-3.0.txt", "GPL-3.0.txt")]
    notices.add(Component(
        f"Qt {qt} (_internal/PySide6/Qt/: its libraries, plugins and translations)",
        "LGPL-3.0-only", notes=[
            "Qt is used as shared libraries, which you may replace with your own build of Qt "
            f"{qt} (or a compatible one): put its libraries in _internal/PySide6/Qt/lib and "
            "its plugins in _internal/PySide6/Qt/plugins.",
            f"Source: https://download.qt.io/official_releases/qt/{qt.rpartition('.')[0]}/{qt}/"
        ]), *gnu, url="https://www.gnu.org/licenses/lgpl-3.0.txt")
    notices.add(Component(
        f"PySide6 and Shiboken6 {pyside} (_internal/PySide6/, _internal/shiboken6/)",
        "LGPL-3.0-only", notes=[
            "Replaceable like Qt: the files in _internal/PySide6 and _internal/shiboken6.",
            "Source: https://download.qt.io/official_releases/QtForPython/"
        ]), *gnu, url="https://www.gnu.org/licenses/lgpl-3.0.txt")
    icu = sorted(notices.folder.rglob("libicuuc.so.*"))
    icu_version = icu[0].name.rpartition(".so.")[2] if icu else "?"
    notices.add(Component(
        f"ICU {icu_version} (libicu*.so.{icu_version}, shipped with PySide6's Qt)",
        "Unicode-3.0 (the ICU licence)"),
        url=f"https://github.com/unicode-org/icu/blob/maint/maint-{icu_version}/icu4c/LICENSE")
    notices.add(Component(
        f"Python {platform.python_version()} (libpython, _internal/base_library.zip and "
        f"_internal/python{sys.version_info.major}.{sys.version_info.minor}/)",
        "PSF-2.0 (with the licences of the parts of Python listed in its text)"),
        notices.copy(_python_licence(), PYTHON_LICENSE),
        url="https://docs.python.org/3/license.html")
    notices.add(Component(
        "PyInstaller's bootloader (the tablecards executable)",
        "GPL-2.0-or-later WITH the PyInstaller bootloader exception (the exception lets it "
        "start programs under any licence)"),
        notices.copy(_pyinstaller_licence(), "PyInstaller-COPYING.txt"),
        url="https://github.com/pyinstaller/pyinstaller/blob/develop/COPYING.txt")


BUNDLED_PACKAGES = {
    # distribution: (licence, where its text is upstream); their licence files are copied
    # from the installed package's metadata.
    "websockets": ("BSD-3-Clause", "https://github.com/python-websockets/websockets/blob/main/LICENSE"),
    "zeroconf": ("LGPL-2.1-or-later", "https://github.com/python-zeroconf/python-zeroconf/blob/master/COPYING"),
    "ifaddr": ("MIT", "https://github.com/ifaddr/ifaddr/blob/master/LICENSE.txt"),
}
"""The Python libraries frozen with TableCards (its dependencies in pyproject.toml and theirs)."""


def add_python_packages(notices: Notices) -> None:
    """The network tables' libraries: the WebSocket transport and LAN discovery.

    zeroconf is under the LGPL: it travels as Python modules (and extension modules) in
    _internal/zeroconf/, which a user may replace with their own build of the same version.
    """
    for name, (licence, url) in BUNDLED_PACKAGES.items():
        try:
            dist = importlib.metadata.distribution(name)
        except importlib.metadata.PackageNotFoundError:
            notices.add(Component(f"{name} (not installed on the build machine)", licence),
                        url=url)
            continue
        texts = [notices.copy(Path(str(dist.locate_file(entry))),
                              f"{name}-{entry.name}")
                 for entry in dist.files or []
                 if entry.name.upper().startswith(("COPYING", "LICENSE", "LGPL", "GPL"))]
        notes = ([f"Replaceable: the files in _internal/{name}/ (source: "
                  f"https://pypi.org/project/{name}/{dist.version}/)."]
                 if licence.startswith("LGPL") else [])
        notices.add(Component(f"{name} {dist.version} (_internal/{name}/)", licence,
                              notes=notes), *texts, url=url)


def bundled_libraries(folder: Path) -> list[Path]:
    """The shared libraries in the folder that no curated entry covers (one per name)."""
    found: dict[str, Path] = {}
    for path in sorted((folder / "_internal").rglob("*.so*")):
        name = path.name
        if (path.is_file() and name.startswith("lib") and ".so" in name
                and not name.startswith(CURATED_PREFIXES) and "lib-dynload" not in path.parts
                and "plugins" not in path.parts):  # Qt's plugins are Qt
            found.setdefault(name, path)
    return [found[name] for name in sorted(found)]


def _system_paths() -> dict[str, Path]:
    """Library name → path as the dynamic linker finds it for this machine (`ldconfig -p`)."""
    ldconfig = shutil.which("ldconfig") or "/sbin/ldconfig"
    try:
        out = subprocess.run([ldconfig, "-p"], capture_output=True, text=True,
                             check=False).stdout
    except OSError:
        return {}
    tag = {"x86_64": "x86-64", "aarch64": "AArch64"}.get(platform.machine(), "")
    paths: dict[str, Path] = {}
    for found in re.finditer(r"^\s*(\S+) \(([^)]*)\) => (\S+)$", out, re.MULTILINE):
        name, flags, path = found.groups()
        if tag in flags:
            paths.setdefault(name, Path(path))
    return paths


def _debian_package(path: Path) -> tuple[str, str] | None:
    """(package, version) that installed `path`, from dpkg; None off Debian or if unknown."""
    if shutil.which("dpkg-query") is None:
        return None
    tries = {str(path), str(path.resolve())}
    for entry in list(tries):
        tries.add(entry.removeprefix("/usr") if entry.startswith("/usr/") else "/usr" + entry)
    for entry in sorted(tries):
        done = subprocess.run(["dpkg-query", "-S", entry], capture_output=True, text=True,
                              check=False)
        if done.returncode == 0 and ":" in done.stdout:
            package = done.stdout.split(":")[0].split(",")[0].strip()
            version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                                     capture_output=True, text=True, check=False).stdout
            return package, version.strip()
    return None


def _licence_names(copyright_text: str) -> str:
    """The licences a Debian (DEP-5) copyright file names, e.g. 'Apache-2.0, MIT'."""
    names: list[str] = []
    for found in re.findall(r"^License:[ \t]*(\S[^\n]*)$", copyright_text, re.MULTILINE):
        if found.strip() not in names:
            names.append(found.strip())
    return ", ".join(names) or "see the copyright file"


def add_system_libraries(notices: Notices) -> None:
    """Each other bundled library, with its Debian package's copyright file."""
    libraries = bundled_libraries(notices.folder)
    if not libraries:
        return
    system = _system_paths()
    for library in libraries:
        origin = system.get(library.name)
        package = _debian_package(origin) if origin else None
        if package is None:
            notices.add(Component(f"{library.name} (from the build machine)", "unknown"),
                        url="the build machine's package of this library; add it to the "
                            "notices before publishing this build")
            continue
        name, version = package
        copyright_file = Path("/usr/share/doc") / name / "copyright"
        text = notices.copy(copyright_file, f"debian/{name}.copyright")
        licence = "see its copyright file"
        extra: list[str | None] = []
        if text is not None:
            content = copyright_file.read_text(encoding="utf-8", errors="replace")
            licence = _licence_names(content)
            for common in sorted(set(re.findall(r"/usr/share/common-licenses/([\w.+-]+)",
                                                content))):
                common = common.rstrip(".")
                extra.append(notices.copy(COMMON_LICENSES / common, f"common/{common}"))
        notices.add(Component(f"{library.name}: Debian package {name} {version}", licence),
                    text, *extra, url=f"https://packages.debian.org/source/{name}")


def render(notices: Notices) -> str:
    """The text of THIRD-PARTY-NOTICES.txt."""
    from tablecards import __version__

    lines = [
        f"TableCards {__version__}: third-party notices",
        "",
        "This folder holds TableCards and the software it is built on and runs with. Each",
        "part keeps its own licence; this file names them, and their full texts are in the",
        f"{LICENSES}/ folder beside it. Help > About TableCards shows the main ones.",
        "",
    ]
    for component in notices.components:
        lines += [component.name, f"  Licence: {component.licence}"]
        lines += [f"  Text: {text}" for text in dict.fromkeys(component.texts)]
        lines += [f"  {note}" for note in component.notes]
        lines.append("")
    return "\n".join(lines)


def write_notices(folder: Path) -> list[str]:
    """Write THIRD-PARTY-NOTICES.txt and licenses/ into the frozen `folder`; returns the
    components whose licence text could not be found (the build warns about them)."""
    notices = Notices(folder)
    shutil.rmtree(notices.licenses, ignore_errors=True)
    add_own_and_qt(notices)
    add_python_packages(notices)
    if sys.platform == "linux":
        add_system_libraries(notices)
    (folder / NOTICES).write_text(render(notices), encoding="utf-8")
    return notices.missing
