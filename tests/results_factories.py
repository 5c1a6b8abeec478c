"""Kept only for ``benchmarks/pdf_evening.py``, which imports from here: use ``tests.factories``.

The factories live in one module now; once the benchmark imports ``tests.factories``, delete this.
"""

from __future__ import annotations

from tests.factories import finished_evening, play_evening

__all__ = ["finished_evening", "play_evening"]
