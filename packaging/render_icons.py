"""Render the app icon's PNG sizes from its SVG (run again after editing the SVG).

    python packaging/render_icons.py

The SVG, `assets/icons/hicolor/scalable/apps/<APP_ID>.svg`, is the icon's source; each PNG
goes to `assets/icons/hicolor/<N>x<N>/apps/<APP_ID>.png`, the freedesktop icon theme layout,
so packaging/linux/install.sh can copy the tree as it is. Rendered by Qt's own SVG renderer
(no extra tool); runs headless.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_ID = "io.github.tablecards.TableCards"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICONS = Path(__file__).resolve().parent.parent / "assets" / "icons" / "hicolor"
SOURCE = ICONS / "scalable" / "apps" / f"{APP_ID}.svg"


def png_path(size: int) -> Path:
    """Where the PNG of `size` pixels goes."""
    return ICONS / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(source: Path = SOURCE, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Write one PNG per size from `source`; returns the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"not a valid SVG: {source}")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = png_path(size)
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target)):  # PNG, from the suffix
            raise SystemExit(f"could not write {target}")
        written.append(target)
    return written


if __name__ == "__main__":
    for path in render():
        print(path.relative_to(ICONS.parent.parent.parent))
