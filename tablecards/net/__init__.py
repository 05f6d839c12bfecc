"""Network tables: one host (the referee) for the app and `tablecards serve`, and its clients.

Qt-free like the rules and the AI: the app runs the host and its clients off the GUI thread.
The wire is described in docs/network.md.
"""
