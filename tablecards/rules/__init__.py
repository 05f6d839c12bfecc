"""The rules core: pure Python, no Qt. One module per game on the protocol in `game.py`."""
