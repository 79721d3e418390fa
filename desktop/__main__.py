"""``python -m desktop``: the same as the ``trading-floor`` command."""

import multiprocessing
import sys

from desktop.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
