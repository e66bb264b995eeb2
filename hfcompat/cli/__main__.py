"""``python -m hfcompat.cli``: the ``hfcompat`` script."""

import sys

from hfcompat.cli import main

sys.exit(main())
