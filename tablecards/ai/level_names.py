"""The levels' names, apart from the bots that play them.

The lobby, the settings and the saves list and check levels by name; keeping the names here
lets them do so without loading the search (`tablecards.ai.levels` re-exports both).
"""

# The levels a computer seat can play at, weakest first: the one list the table, the saves,
# the settings and the command line offer and check.
LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"
