"""Entry point of the frozen app (PyInstaller runs this file)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The bot worker process uses the spawn start method: in a frozen app the
    # child re-runs this executable, and freeze_support() turns it into the worker.
    multiprocessing.freeze_support()
    from desktop.cli import main

    sys.exit(main())
