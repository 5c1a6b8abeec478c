"""``python -m clubchicago``: the ``clubchicago`` command (``clubchicago.laptop.cli``)."""

from __future__ import annotations

import sys

from clubchicago.laptop.cli import main

sys.exit(main())
