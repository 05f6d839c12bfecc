"""`python -m tablecards` is the `tablecards` command; also the frozen build's entry script.

`multiprocessing.freeze_support()` comes first in a frozen build: there the bot worker process
is this same executable started again with multiprocessing's arguments, which it must serve
(and then exit) before the command line is read. Anywhere else it would do nothing, so
multiprocessing is not even imported (the lobby starts sooner without it).
"""

import sys

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()

    from tablecards.cli import main

    sys.exit(main())
