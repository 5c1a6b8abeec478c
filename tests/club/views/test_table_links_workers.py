"""The wrong-link counters are shared by every server process, as a real deployment runs them.

Starts ``gunicorn --workers 2`` on a free port against the test database, behind a pretend
reverse proxy (``TRUSTED_PROXIES=127.0.0.1`` and an ``X-Forwarded-For`` per phone), once with
the database cache and once with Redis. Wrong links are sent several at a time so that both
workers answer some (the access log names the process of each request); the count they kept is
then read from the shared cache, and the next wrong links, one at a time, must be refused as
soon as it passes thirty, whichever worker answers. With a per-process cache there would be no
shared count, and each worker would still answer 404.

Redis is looked for at ``CLUBCHICAGO_TEST_REDIS_URL`` (default ``redis://127.0.0.1:6379/5``);
where none answers its run is skipped, unless ``CLUBCHICAGO_REQUIRE_REDIS=1`` (set by
``.ci/run``), which fails it instead.
"""

from __future__ import annotations

import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

import pytest
from django.core.management import call_command
from django.db import connection
from django.test import override_settings

from clubchicago.club.views.table_links import MAX_FAILED_GUESSES
from tests import factories

pytestmark = pytest.mark.django_db(transaction=True)

ROOT = Path(__file__).resolve().parents[3]
REDIS_URL = os.environ.get("CLUBCHICAGO_TEST_REDIS_URL", "redis://127.0.0.1:6379/5")
DATABASE_CACHE = {
    "default": {
        "BACKEND": "django.core.cache.backends.db.DatabaseCache",
        "LOCATION": "clubchicago_cache",
    }
}


def database_url() -> str:
    """The test database, as ``DATABASE_URL`` names it for another process."""
    settings = connection.settings_dict
    if connection.vendor == "sqlite":
        return f"sqlite:///{settings['NAME']}"
    user = quote(settings["USER"] or "", safe="")
    password = quote(settings["PASSWORD"] or "", safe="")
    login = f"{user}:{password}@" if password else f"{user}@"
    host = f"{settings['HOST'] or 'localhost'}:{settings['PORT'] or 5432}"
    return f"postgres://{login}{host}/{settings['NAME']}"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def redis_answers() -> bool:
    import redis

    try:
        redis.Redis.from_url(REDIS_URL, socket_connect_timeout=2).ping()
    except redis.RedisError:
        return False
    return True


@dataclass
class Server:
    base: str
    access_log: Path
    caches: dict[str, dict[str, str]]  # the cache the server processes share, as settings say

    def counted(self, key: str) -> object:
        """What the server processes' shared cache holds under ``key``, read from here."""
        with override_settings(CACHES=self.caches):
            from django.core.cache import cache

            return cache.get(key)

    def get(self, path: str, phone: str) -> int:
        request = urllib.request.Request(
            self.base + path, headers={"X-Forwarded-For": phone, "Connection": "close"}
        )
        try:
            with urllib.request.urlopen(request, timeout=20) as response:
                status: int = response.status
                return status
        except urllib.error.HTTPError as error:
            return error.code

    def ready(self) -> bool:
        try:
            return self.get("/", "192.0.2.1") == 200
        except (urllib.error.URLError, ConnectionError):
            return False

    def workers_that_answered(self, marker: str) -> set[str]:
        lines = self.access_log.read_text().splitlines()
        return {line.split()[0] for line in lines if marker in line}

    def both_workers_up(self, deadline: float) -> bool:
        """Send pages several at a time until both workers have answered one: a worker still
        starting on a busy machine would otherwise leave the other to answer everything."""
        round_ = 0
        while time.monotonic() < deadline:
            round_ += 1
            marker = f"/?warm-up={round_}-end"
            with ThreadPoolExecutor(max_workers=6) as pool:
                list(pool.map(self.get, [marker] * 6, ["192.0.2.1"] * 6))
            if len(self.workers_that_answered(marker[2:])) == 2:
                return True
        return False


@pytest.fixture(params=["database", "redis"])
def server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Server]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in {"REDIS_URL", "DEBUG", "SECRET_KEY", "CLUBCHICAGO_ENV"}
        and not k.startswith("DJANGO_")
    }
    if request.param == "redis":
        if not redis_answers():
            message = f"Redis is not answering at {REDIS_URL}"
            if os.environ.get("CLUBCHICAGO_REQUIRE_REDIS") == "1":
                pytest.fail(message)
            pytest.skip(message)
        env["REDIS_URL"] = REDIS_URL
        shared = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache"}}
        shared["default"]["LOCATION"] = REDIS_URL
    else:
        shared = DATABASE_CACHE
        with override_settings(CACHES=shared):
            call_command("createcachetable", verbosity=0)  # what the README's steps run
    env.update(DATABASE_URL=database_url(), TRUSTED_PROXIES="127.0.0.1", LOG_LEVEL="ERROR")
    port = free_port()
    access_log, errors = tmp_path / "access.log", tmp_path / "errors.log"
    command = [sys.executable, "-m", "gunicorn", "clubchicago.wsgi", "--workers", "2"]
    command += ["--bind", f"127.0.0.1:{port}", "--access-logfile", str(access_log)]
    command += ["--access-logformat", "%(p)s %(s)s %(U)s %(q)s", "--graceful-timeout", "3"]
    command += ["--error-logfile", str(errors)]
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    server = Server(f"http://127.0.0.1:{port}", access_log, shared)
    try:
        deadline = time.monotonic() + 60
        while not server.ready():
            if process.poll() is not None or time.monotonic() > deadline:
                pytest.fail(
                    f"gunicorn did not start: {process.stderr.read() if process.stderr else ''!r}"
                )
            time.sleep(0.2)
        if not server.both_workers_up(time.monotonic() + 60):
            pytest.fail("only one gunicorn worker answered for a minute")
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_two_workers_count_the_same_wrong_links_and_never_refuse_a_right_one(server):
    table, other = factories.seat_tables(factories.make_evening(), (4, 4))
    # A phone address of its own for each run, so runs sharing a Redis never meet.
    phone = f"198.18.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}"
    marker = f"/t/{table.pk}/stale-{secrets.token_hex(4)}-"

    def wrong_link(attempt: int) -> int:
        return server.get(f"{marker}{attempt:03d}/", phone)

    # Several at a time: while one worker answers, the other takes the next request.
    with ThreadPoolExecutor(max_workers=6) as pool:
        statuses = list(pool.map(wrong_link, range(MAX_FAILED_GUESSES)))
    assert statuses == [404] * MAX_FAILED_GUESSES
    workers = server.workers_that_answered(marker)
    assert len(workers) == 2, f"only {workers} answered: the test proves nothing"

    # Both workers counted into one shared counter. Redis counts exactly; the database cache
    # adds one by a read and a write, so links sent at the same moment may be missed.
    counted = server.counted(f"table-link-failures:{table.pk}:{phone}")
    assert counted is not None, "the workers did not count in the shared cache"
    if server.caches["default"]["BACKEND"].endswith("RedisCache"):
        assert counted == MAX_FAILED_GUESSES
    assert MAX_FAILED_GUESSES - 10 <= counted <= MAX_FAILED_GUESSES
    # One at a time now: whichever worker answers knows the count both kept.
    missing = MAX_FAILED_GUESSES - counted
    later = [wrong_link(100 + n) for n in range(missing + 3)]
    assert later == [404] * missing + [429] * 3
    assert server.get(f"/t/{table.pk}/{table.token}/", phone) == 200
    assert server.get(f"/t/{other.pk}/stale-link/", phone) == 404
    assert server.get(f"{marker}200/", "198.19.0.1") == 404  # another phone, same proxy
