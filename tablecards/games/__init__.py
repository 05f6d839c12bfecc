"""The games: one package each, holding everything that is that game.

See `tablecards.rules.registry` for how they are found and docs/adding-a-game.md for how to
add one.
"""
