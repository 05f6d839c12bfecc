"""The frozen build's third-party notices (packaging/notices.py), on a stand-in folder: every
bundled library is named with its licence and the full text copied beside it, and what has
no text on the build machine is said, never left out. The real folder is checked in
test_frozen.py."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import notices  # noqa: E402  (packaging/ is a folder of scripts)


def _text_paths(text: str) -> list[str]:
    return [line.split("Text: ", 1)[1] for line in text.splitlines() if "  Text: " in line]


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "tablecards"
    qt_lib = folder / "_internal" / "PySide6" / "Qt" / "lib"
    plugins = folder / "_internal" / "PySide6" / "Qt" / "plugins" / "platforms"
    for path in (qt_lib / "libicuuc.so.73", qt_lib / "libQt6Core.so.6",
                 plugins / "libqxcb.so", folder / "_internal" / "libmystery.so.1"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"\x7fELF")
    return folder


def test_own_and_qt_notices_with_their_texts(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    missing = notices.write_notices(folder)
    text = (folder / notices.NOTICES).read_text(encoding="utf-8")
    for name in ("TableCards", "Noto Sans CJK JP", "Qt 6.", "PySide6 and Shiboken6",
                 "ICU 73", "Python 3.", "PyInstaller's bootloader"):
        assert f"\n{name}" in text, name
    assert "LGPL-3.0-only" in text and "_internal/PySide6/Qt/lib" in text
    paths = _text_paths(text)
    assert {"licenses/TableCards-LICENSE.txt", "licenses/LGPL-3.0.txt", "licenses/GPL-3.0.txt",
            "licenses/NotoSansCJK-OFL.txt", "licenses/Python-LICENSE.txt"} <= set(paths)
    assert all((folder / path).is_file() for path in paths)
    assert "libqxcb.so" not in text  # a Qt plugin is Qt
    # No text on this machine: named, with where to read it, and reported to the build.
    assert any(name.startswith("ICU 73") for name in missing)
    assert "libmystery.so.1 (from the build machine)" in missing
    assert "https://github.com/unicode-org/icu/" in text


def test_the_network_libraries_are_named_with_their_texts(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    notices.write_notices(folder)
    text = (folder / notices.NOTICES).read_text(encoding="utf-8")
    for name, (licence, _url) in notices.BUNDLED_PACKAGES.items():
        block = text.split(f"\n{name} ", 1)[1].split("\n\n", 1)[0]
        assert licence in block, name
        paths = _text_paths(block)
        assert paths and all((folder / path).is_file() for path in paths), name
    assert "_internal/zeroconf/" in text  # the LGPL library may be replaced


@pytest.mark.skipif(sys.platform != "linux" or shutil.which("dpkg-query") is None,
                    reason="the system libraries' notices come from Debian packages")
def test_system_library_named_with_its_package_copyright(tmp_path: Path) -> None:
    origin = notices._system_paths().get("libz.so.1")
    if origin is None:
        pytest.skip("no libz.so.1 on this machine")
    folder = _folder(tmp_path)
    shutil.copyfile(origin, folder / "_internal" / "libz.so.1")
    assert "libz.so.1: Debian package" not in " ".join(notices.write_notices(folder))
    text = (folder / notices.NOTICES).read_text(encoding="utf-8")
    entry = text.split("\nlibz.so.1: Debian package ", 1)[1].split("\n\n", 1)[0]
    assert "Licence: Zlib" in entry
    assert all((folder / path).is_file() for path in _text_paths(entry))
