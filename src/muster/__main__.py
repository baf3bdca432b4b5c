import sys

from muster.cli.main import main

sys.exit(main())
