"""The benchmarks' harness: a PostgreSQL database of their own, gunicorn in production mode on
127.0.0.1, and what the machine and the database spent (``load_evening``, ``bench_festival``,
``bench_laptop``). Out of ``load_evening.py``, which keeps the phones, the evening and the
report."""

from __future__ import annotations

import argparse
import http.client
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import psycopg

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"


def database_url(server: str, name: str) -> str:
    parts = urlsplit(server)
    return parts._replace(path=f"/{name}").geturl()


def admin_connection(server: str) -> psycopg.Connection:
    return psycopg.connect(server.replace("postgres://", "postgresql://", 1), autocommit=True)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def production_env(
    url: str, secret: str, redis: str, conn_max_age: int | None = None
) -> dict[str, str]:
    """The server's environment: production settings as the README gives them."""
    env = {k: v for k, v in os.environ.items() if k not in ("CONN_MAX_AGE", "REDIS_URL")}
    env.update(
        CLUBCHICAGO_ENV="production",
        DEBUG="0",
        SECRET_KEY=secret,
        ALLOWED_HOSTS=HOST,
        SECURE_SSL_REDIRECT="0",
        SECURE_HSTS_SECONDS="0",
        DATABASE_URL=url,
        REDIS_URL=redis,
        LOG_LEVEL="WARNING",
    )
    if conn_max_age is not None:
        env["CONN_MAX_AGE"] = str(conn_max_age)
    return env


@dataclass
class Run:
    """A run's own PostgreSQL database, with Django set up on it in this process (development
    settings, the run's key), and what is to be undone at its end."""

    name: str
    url: str
    secret: str
    log: Path
    server: subprocess.Popen | None = None
    static_root: str | None = None

    def served_env(self, redis: str, conn_max_age: int | None = None) -> dict[str, str]:
        """The environment of production settings for gunicorn, its static files collected in
        a directory of the run's own (left in the checkout's staticfiles/, WhiteNoise would
        index them in every test's server: +20 s) and the shared cache emptied."""
        env = production_env(self.url, self.secret, redis, conn_max_age)
        self.static_root = tempfile.mkdtemp(prefix="clubchicago-static-")
        env["STATIC_ROOT"] = self.static_root
        empty_redis(redis)
        subprocess.run(
            [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"],
            cwd=ROOT,
            env=env,
            check=True,
        )
        return env


@contextmanager
def own_database(server: str, prefix: str, *, keep: bool = False) -> Iterator[Run]:
    """A database made for the run and dropped after it (unless ``keep``), the server stopped
    and the static files removed whatever happens."""
    name = f"{prefix}_{os.getpid()}"
    run = Run(
        name,
        database_url(server, name),
        secrets.token_urlsafe(64),
        Path(tempfile.gettempdir()) / f"{name}-gunicorn.log",
    )
    with admin_connection(server) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        os.environ.update(DATABASE_URL=run.url, SECRET_KEY=run.secret)
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubchicago.settings")
        import django

        django.setup()
        from clubchicago.club.tenancy import enter_club_for_script

        enter_club_for_script()
        yield run
    finally:
        if run.server is not None:
            stop_gunicorn(run.server)
        if run.static_root is not None:
            shutil.rmtree(run.static_root, ignore_errors=True)
        if "django" in sys.modules:
            from django.db import connections

            connections.close_all()
        if keep:
            print(f"kept the database {name}")
        else:
            with admin_connection(server) as admin:
                admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def busy_and_total() -> tuple[float, float]:
    """The machine's busy and total CPU time so far, in seconds (Linux; zeros elsewhere)."""
    try:
        fields = [int(value) for value in Path("/proc/stat").read_text().split()[1:9]]
    except (OSError, ValueError):
        return 0.0, 0.0
    idle = fields[3] + fields[4]  # idle and waiting for I/O
    ticks = os.sysconf("SC_CLK_TCK")
    return (sum(fields) - idle) / ticks, sum(fields) / ticks


def database_cpu(name: str) -> float:
    """CPU seconds used so far by the PostgreSQL backends serving database ``name`` (Linux).

    A backend's title names its database (``postgres: user name 127.0.0.1(port) idle``); with
    persistent connections the same backends serve the whole run.
    """
    total = 0
    for pid in Path("/proc").glob("[0-9]*"):
        try:
            title = (pid / "cmdline").read_bytes().decode("utf-8", "replace")
            if not title.startswith("postgres:") or f" {name} " not in title:
                continue
            stat = (pid / "stat").read_text()
        except OSError:
            continue
        total += sum(int(value) for value in stat[stat.rfind(")") + 2 :].split()[11:13])
    return total / os.sysconf("SC_CLK_TCK")


def start_gunicorn(options: argparse.Namespace, env: dict[str, str], log: Path) -> tuple:
    port = free_port()
    command = [
        str(Path(sys.executable).with_name("gunicorn")),
        "clubchicago.wsgi",
        "--bind",
        f"{HOST}:{port}",
        "--workers",
        str(options.workers),
        "--worker-class",
        options.worker_class,
        "--threads",
        str(options.threads),
        "--timeout",
        "30",
        "--graceful-timeout",
        "5",
        "--capture-output",
        "--error-logfile",
        str(log),
        "--log-level",
        "warning",
    ]
    server = subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"gunicorn stopped at start; see {log}")
        try:
            connection = http.client.HTTPConnection(HOST, port, timeout=2)
            connection.request("GET", "/")
            if connection.getresponse().status == 200:
                return server, port
        except OSError:
            time.sleep(0.2)
    raise SystemExit("gunicorn did not answer within 30 s")


def stop_gunicorn(server: subprocess.Popen) -> None:
    if server.poll() is not None:
        return
    server.send_signal(signal.SIGTERM)
    try:
        server.wait(timeout=15)
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=5)


def empty_redis(url: str) -> None:
    """Empty the Redis database the server will share (the test's own: ``--redis``)."""
    import redis

    redis.Redis.from_url(url).flushdb()
