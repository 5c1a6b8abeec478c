"""The shared cache failing safe: a failing backend answers as an empty cache that keeps
nothing, is left alone a few seconds after a failure, and is reported once a minute."""

from __future__ import annotations

import logging
import socket
from collections.abc import Iterator

import pytest
from django.core.cache.backends.base import BaseCache
from django.core.cache.backends.locmem import LocMemCache
from django.db import transaction

from clubchicago.club import failsafe_cache
from clubchicago.club.failsafe_cache import (
    FailSafe,
    FailSafeDatabaseCache,
    FailSafeRedisCache,
)
from clubchicago.club.models import Player
from tests import factories
from tests.broken_cache import BrokenCache, FailSafeBrokenCache


class Clock:
    """The time as the cache reads it, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(failsafe_cache, "clock", clock)
    return clock


@pytest.fixture
def broken(clock: Clock) -> Iterator[FailSafeBrokenCache]:
    BrokenCache.calls = 0
    yield FailSafeBrokenCache("", {"OPTIONS": {"retry_after": 0}})


def reports(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == failsafe_cache.__name__]


def test_a_failing_backend_answers_as_an_empty_cache_that_keeps_nothing(broken) -> None:
    assert broken.get("standings") is None
    assert broken.get("standings", "drawn again") == "drawn again"
    assert broken.get_many(["a", "b"]) == {}
    assert not broken.has_key("a") and "a" not in broken
    assert broken.set("a", 1) is None
    assert broken.add("a", 1) is False
    assert broken.set_many({"a": 1, "b": 2}) == ["a", "b"]  # the keys it could not store
    assert broken.touch("a") is False
    assert broken.delete("a") is False
    broken.delete_many(["a"])
    broken.clear()
    broken.close()
    assert broken.get_or_set("pdf", lambda: b"drawn") == b"drawn"
    with pytest.raises(ValueError):
        broken.incr("table-link-failures:1:192.0.2.1")  # as Django says of a missing counter
    with pytest.raises(ValueError):
        broken.decr("a")
    assert BrokenCache.calls >= 17  # each of them asked the backend, which raised


def test_the_failure_is_reported_once_a_minute_with_the_calls_it_cost(broken, clock, caplog):
    caplog.set_level(logging.WARNING)
    for _ in range(100):
        broken.get("a")
        clock.now += 0.5  # fifty seconds of calls
    assert len(reports(caplog)) == 1
    assert "ConnectionError" in reports(caplog)[0] and "1 call(s)" in reports(caplog)[0]

    clock.now += 10  # a minute after the first report
    broken.get("a")

    assert len(reports(caplog)) == 2
    assert "100 call(s)" in reports(caplog)[1]  # the 99 unreported, and this one


def test_a_failed_backend_is_left_alone_for_a_few_seconds(clock) -> None:
    BrokenCache.calls = 0
    cache = FailSafeBrokenCache("", {"OPTIONS": {"retry_after": 5}})
    cache.get("a")
    for _ in range(50):
        assert cache.get("a", "drawn") == "drawn"
    assert BrokenCache.calls == 1  # Redis not asked again while it rests

    clock.now += 5
    cache.get("a")
    assert BrokenCache.calls == 2


class Flaky(BaseCache):
    """Fails until it is told to answer."""

    answering = False

    def __init__(self, location: str, params: dict) -> None:
        super().__init__(params)
        self.held: dict[str, object] = {}

    def get(self, key: str, default: object = None, version: int | None = None) -> object:
        if not self.answering:
            raise ConnectionError("refused")
        return self.held.get(key, default)


class FailSafeFlaky(FailSafe, Flaky):
    pass


def test_a_backend_that_answers_again_is_used_again_and_said_so(clock, caplog) -> None:
    caplog.set_level(logging.WARNING)
    cache = FailSafeFlaky("", {"OPTIONS": {"retry_after": 5}})
    cache.get("a")
    cache.answering = True
    assert cache.get("a", "missing") == "missing"  # still resting: not asked
    cache.held["a"] = "kept"
    clock.now += 5
    assert cache.get("a") == "kept"
    assert cache.get("a") == "kept"
    assert reports(caplog)[-1] == "The shared cache answers again."
    assert len(reports(caplog)) == 2


class FailSafeLocMemCache(FailSafe, LocMemCache):
    pass


def test_a_working_backends_missing_counter_is_its_answer_not_a_failure(clock, caplog) -> None:
    caplog.set_level(logging.WARNING)
    cache = FailSafeLocMemCache("counters", {})
    with pytest.raises(ValueError):
        cache.incr("nobody-counted-this")
    assert cache.add("counted", 1) and cache.incr("counted") == 2
    assert reports(caplog) == []


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port  # nothing listens there once the probe is closed


def test_redis_stopped_is_answered_without_it(clock, caplog) -> None:
    caplog.set_level(logging.WARNING)
    cache = FailSafeRedisCache(
        f"redis://127.0.0.1:{closed_port()}/0", {"OPTIONS": {"socket_connect_timeout": 1}}
    )
    assert cache.get("a", "drawn") == "drawn"
    assert cache.add("table-link-failures:1:192.0.2.1", 1) is False
    assert "ConnectionError" in reports(caplog)[0]


@pytest.mark.django_db
def test_a_missing_cache_table_never_breaks_the_transaction_it_is_read_in(clock, caplog):
    caplog.set_level(logging.WARNING)
    cache = FailSafeDatabaseCache("no_such_cache_table", {"OPTIONS": {"retry_after": 0}})
    factories.make_player("Ann")
    with transaction.atomic():  # a page's snapshot
        assert cache.get("standings") is None
        cache.set("standings", [1, 2])
        assert cache.add("counter", 1) is False
        # On PostgreSQL a failed statement aborts the transaction: the savepoint kept it whole.
        assert Player.objects.filter(name="Ann").count() == 1
    assert reports(caplog) and "no_such_cache_table" in reports(caplog)[0]
