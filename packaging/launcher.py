"""Entry point of the frozen build (PyInstaller)."""

import sys

from muster.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
