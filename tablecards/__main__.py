"""`python -m tablecards` is the `tablecards` command."""

import sys

from tablecards.cli import main

sys.exit(main())
