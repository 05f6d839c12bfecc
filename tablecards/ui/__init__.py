"""The Qt table (PySide6): lobby, table scene, match controller and per-game panels."""
