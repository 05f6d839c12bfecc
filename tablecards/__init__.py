"""tablecards: a desktop card table for traditional and David Parlett card games."""

__version__ = "0.1.0"
