"""A cache backend that raises on every call, as a stopped Redis does, for the tests of
``clubchicago.club.failsafe_cache`` (``FailSafeBrokenCache`` is what settings name)."""

from __future__ import annotations

from typing import Any, NoReturn

import redis
from django.core.cache.backends.base import BaseCache

from clubchicago.club.failsafe_cache import FailSafe


class BrokenCache(BaseCache):
    """Every call raises redis-py's error for a refused connection, and is counted."""

    calls = 0

    def __init__(self, location: str, params: dict[str, Any]) -> None:
        super().__init__(params)

    def _refused(self, *args: object, **kwargs: object) -> NoReturn:
        BrokenCache.calls += 1
        raise redis.ConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    get = set = add = touch = delete = get_many = has_key = _refused
    incr = decr = set_many = delete_many = clear = close = _refused


class FailSafeBrokenCache(FailSafe, BrokenCache):  # type: ignore[misc]  # raises whatever asked
    """The broken backend, behind what stands in front of every backend of the site."""
