"""The shared cache, failing safe: a cache is a speed-up, never the reason a page fails.

Words: the *backend* is the cache the server processes really share (Redis, or the database's
cache table: ``settings.CACHES``); ``FailSafe`` is put in front of its class
(``FailSafeRedisCache``, ``FailSafeDatabaseCache``) and is the only place that knows it may
fail. When the backend fails (Redis stopped or unreachable, the cache table missing), each call
is answered as a cache that holds nothing and keeps nothing would answer it: ``get`` finds
nothing, ``set`` and ``add`` store nothing, ``incr`` finds no counter.
So every page and print is drawn without it (what it would have held is drawn again: every key
names a version, ``clubchicago.club.caching``, so nothing is ever stale for it), a deal posted
is stored and answered as usual, and the wrong-link counters count nothing: a right link is
never refused, a wrong one is answered "not found" (``views.table_links``).

After a failure the backend is left alone for ``retry_after`` seconds, so a Redis that stopped
answering costs one timeout now and then, not one on every call. The failure is logged once a
minute by each server process (not on every request), with the number of calls answered without
the backend meanwhile, and once more when the backend answers again.

In front of the database's cache table, a call made inside a transaction (a page's snapshot,
``clubchicago.club.snapshots``) runs in a savepoint of its own: on PostgreSQL an error aborts the
whole transaction, and the page's queries after it would fail too.

    CACHES = {"default": {
        "BACKEND": "clubchicago.club.failsafe_cache.FailSafeRedisCache",
        "LOCATION": "redis://127.0.0.1:6379/0",
        "OPTIONS": {"retry_after": 5, "socket_timeout": 1},
    }}

The other ``OPTIONS`` are the backend's own. Each class is still its backend's (``manage.py
createcachetable`` finds the database's).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable
from contextlib import nullcontext, suppress
from typing import Any, TypeVar, cast

from django.core.cache.backends.base import DEFAULT_TIMEOUT, BaseCache
from django.core.cache.backends.db import BaseDatabaseCache, DatabaseCache
from django.core.cache.backends.redis import RedisCache
from django.db import connections, router, transaction

T = TypeVar("T")

logger = logging.getLogger(__name__)

RETRY_AFTER = 5.0  # seconds without asking a backend that failed
LOG_EVERY = 60.0  # seconds between two reports of a failing backend

clock = time.monotonic  # replaced by the tests, which never wait for a real minute


class FailSafe(BaseCache):
    """Put before a cache backend's class: its calls never raise (``OPTIONS["retry_after"]``:
    how long a failed backend is left alone)."""

    def __init__(self, location: str, params: dict[str, Any]) -> None:
        options = dict(params.get("OPTIONS", {}))
        self.retry_after = float(options.pop("retry_after", RETRY_AFTER))
        # The backend's constructor (its location, then its settings), not BaseCache's.
        super().__init__(location, {**params, "OPTIONS": options})  # type: ignore[call-arg, arg-type]
        self._lock = threading.Lock()
        self._inside = threading.local()  # a call the backend makes of its own methods
        self._resting_until = -1.0
        self._failing = False
        self._unreported = 0  # calls answered without the backend since the last report
        self._reported_at: float | None = None
        self._last_error: Exception | None = None

    # -- every call, one way -----------------------------------------------------------------

    def _ask(self, call: Callable[[], T], fallback: T, *, missing: bool = False) -> T:
        """``call()``, or ``fallback`` when the backend fails or rests after failing.

        ``missing``: the call is ``incr`` or ``decr``, whose ``ValueError`` says the counter is
        not there (the backend's answer, not its failure). A backend's method that calls
        another of its own (the database's ``get`` calls ``get_many``) is answered by the
        outer call alone."""
        if getattr(self._inside, "asking", False):
            return call()
        now = clock()
        if now < self._resting_until:
            self._failed(now, None)
            return fallback
        self._inside.asking = True
        try:
            with self._isolated():
                answer = call()
        except Exception as error:  # any failure of a speed-up: answered without it
            if missing and isinstance(error, ValueError):
                raise
            self._resting_until = now + self.retry_after
            self._failed(now, error)
            return fallback
        finally:
            self._inside.asking = False
        if self._failing:
            self._recovered()
        return answer

    def _backend(self) -> BaseCache:
        """The backend's own methods: the class after this one in the cache's."""
        return cast(BaseCache, super())

    def _isolated(self) -> transaction.Atomic | nullcontext[None]:
        """A savepoint for a call to the database's cache table inside a transaction."""
        if not isinstance(self, BaseDatabaseCache):
            return nullcontext()
        alias = router.db_for_write(self.cache_model_class)
        if not connections[alias].in_atomic_block:
            return nullcontext()
        return transaction.atomic(using=alias)

    def _failed(self, now: float, error: Exception | None) -> None:
        """Count a call answered without the backend; report once a minute at most."""
        with self._lock:
            self._last_error = error or self._last_error
            self._failing = True
            self._unreported += 1
            if self._reported_at is not None and now - self._reported_at < LOG_EVERY:
                return
            count, self._unreported, self._reported_at = self._unreported, 0, now
            error = self._last_error
        logger.warning(
            "The shared cache is failing (%s: %s): %s call(s) answered without it since the "
            "last report; pages and prints are drawn without it.",
            type(error).__name__,
            error,
            count,
        )

    def _recovered(self) -> None:
        """Once after each failure: the backend is asked again and answers."""
        with self._lock:
            if not self._failing:
                return
            self._failing = False
        logger.warning("The shared cache answers again.")

    # -- Django's cache API, each call through ``_ask`` -------------------------------------

    def get(self, key: str, default: Any = None, version: int | None = None) -> Any:
        parent = self._backend()
        return self._ask(lambda: parent.get(key, default, version), default)

    def get_many(self, keys: Iterable[str], version: int | None = None) -> dict[str, Any]:
        keys = list(keys)
        parent = self._backend()
        return self._ask(lambda: parent.get_many(keys, version), {})

    def has_key(self, key: str, version: int | None = None) -> bool:
        parent = self._backend()
        return self._ask(lambda: parent.has_key(key, version), False)

    def set(
        self,
        key: str,
        value: Any,
        timeout: float | None = DEFAULT_TIMEOUT,
        version: int | None = None,
    ) -> None:
        parent = self._backend()
        self._ask(lambda: parent.set(key, value, timeout, version), None)

    def add(
        self,
        key: str,
        value: Any,
        timeout: float | None = DEFAULT_TIMEOUT,
        version: int | None = None,
    ) -> bool:
        parent = self._backend()
        return self._ask(lambda: parent.add(key, value, timeout, version), False)

    def set_many(
        self,
        data: dict[str, Any],
        timeout: float | None = DEFAULT_TIMEOUT,
        version: int | None = None,
    ) -> list[str]:
        parent = self._backend()
        return self._ask(lambda: parent.set_many(data, timeout, version), list(data))

    def touch(
        self,
        key: str,
        timeout: float | None = DEFAULT_TIMEOUT,
        version: int | None = None,
    ) -> bool:
        parent = self._backend()
        return self._ask(lambda: parent.touch(key, timeout, version), False)

    def incr(self, key: str, delta: int = 1, version: int | None = None) -> int:
        parent = self._backend()
        return self._count(lambda: parent.incr(key, delta, version))

    def decr(self, key: str, delta: int = 1, version: int | None = None) -> int:
        parent = self._backend()
        return self._count(lambda: parent.decr(key, delta, version))

    def _count(self, call: Callable[[], int]) -> int:
        """A counter moved: a failing backend holds none, so ``ValueError`` as Django's say."""
        found: int | None = self._ask(call, None, missing=True)
        if found is None:
            raise ValueError("the shared cache holds no such counter")
        return found

    def delete(self, key: str, version: int | None = None) -> bool:
        parent = self._backend()
        return self._ask(lambda: parent.delete(key, version), False)

    def delete_many(self, keys: Iterable[str], version: int | None = None) -> None:
        keys = list(keys)
        parent = self._backend()
        self._ask(lambda: parent.delete_many(keys, version), None)

    def clear(self) -> None:
        parent = self._backend()
        self._ask(lambda: parent.clear(), None)

    def close(self, **kwargs: Any) -> None:
        """After each request: not a call to the backend (most close nothing), so neither a
        failure nor a sign that it answers again."""
        with suppress(Exception):  # a connection that cannot even be closed is gone anyway
            self._backend().close(**kwargs)


class FailSafeRedisCache(FailSafe, RedisCache):
    """Django's Redis cache, failing safe."""


class FailSafeDatabaseCache(FailSafe, DatabaseCache):
    """Django's database cache, failing safe."""
