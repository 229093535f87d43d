"""``python -m wordlog``: the ``wordlog`` command, for an environment without its script."""
import sys

from .start import main

sys.exit(main())
