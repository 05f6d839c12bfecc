"""`python -m tablecards` is the `tablecards` command; also the frozen build's entry script.

`multiprocessing.freeze_support()` comes first: in a frozen build the bot worker process is
this same executable started again with multiprocessing's arguments, which it must serve
(and then exit) before the command line is read. Anywhere else it does nothing.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from tablecards.cli import main

    sys.exit(main())
