"""PyInstaller hook for the app's own package: its modules are collected as byte-compiled
files beside the executable ('pyc'), not into the compressed PYZ archive, so the start reads
them as a checkout does instead of inflating each one first (docs/startup.md)."""

module_collection_mode = "pyc"
