"""``python -m wordlog``: the ``wordlog`` command, for an environment without its script."""
import sys

from .cli import main

sys.exit(main())
