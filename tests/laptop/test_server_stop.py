"""A stop signal at any moment once the server has started stops it cleanly, with its backup
(``clubchicago.laptop.server.run``): while the background work starts, while the banner is
written, while requests are served; and a second signal while it stops is ignored.

Seen in the suite on a loaded machine: a stop signal that came while the banner was still being
written ended the server with "cannot join thread before it is started" and no backup.
"""

from __future__ import annotations

import io
import os
import signal
import sqlite3
import threading
from pathlib import Path

import pytest

from clubchicago.laptop import server
from clubchicago.laptop.addresses import PublicAddress
from clubchicago.laptop.datafolder import DataFolder


class FakeServer:
    """A WSGI server that serves until stopped; ``on_serve`` runs as serving begins."""

    def __init__(self, on_serve=None, on_stop=None) -> None:
        self.on_serve = on_serve or (lambda: None)
        self.on_stop = on_stop or (lambda: None)
        self.stopped = threading.Event()

    def serve(self) -> None:
        self.on_serve()
        self.stopped.wait()

    def stop(self) -> None:
        self.on_stop()
        self.stopped.set()


def serving(tmp_path: Path) -> server.Serving:
    folder = DataFolder(tmp_path / "club").prepare()
    sqlite3.connect(folder.database).close()
    return server.Serving(folder, PublicAddress("192.0.2.2", 8000, False), [], demo=False)


def signal_now() -> None:
    """The system's stop signal, delivered to this process at this point of its run."""
    os.kill(os.getpid(), signal.SIGTERM)


@pytest.fixture(autouse=True)
def quiet_banner(monkeypatch):
    """The banner reads the club's name from the database: here it only says it was shown."""
    monkeypatch.setattr(server, "banner", lambda serving, port, out: out.write("banner\n"))


@pytest.fixture
def background(monkeypatch):
    """The background work, replaced by one that records that it started and was stopped."""
    seen: list[str] = []

    def work(stopping: threading.Event) -> None:
        seen.append("started")
        stopping.wait()
        seen.append("stopped")

    monkeypatch.setattr(server, "BACKGROUND", [work])
    return seen


def backups(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "club" / "backups").glob("*-stopped.sqlite3"))


def test_a_stop_signal_while_serving_stops_the_work_and_backs_up(tmp_path, background):
    out = io.StringIO()
    server.run(FakeServer(on_serve=signal_now), serving(tmp_path), 8000, out)
    assert "Stopping..." in out.getvalue() and "Backed up to" in out.getvalue()
    assert background == ["started", "stopped"]
    assert len(backups(tmp_path)) == 1


def test_a_stop_signal_while_the_banner_is_written_stops_it_the_same_way(
    tmp_path, background, monkeypatch
):
    def banner(*args, **kwargs) -> None:
        signal_now()

    monkeypatch.setattr(server, "banner", banner)
    out = io.StringIO()
    server.run(FakeServer(), serving(tmp_path), 8000, out)
    assert "Stopping..." in out.getvalue() and "Backed up to" in out.getvalue()
    assert background == ["started", "stopped"]
    assert len(backups(tmp_path)) == 1


def test_a_stop_signal_before_the_background_work_has_started_stops_it_too(tmp_path, monkeypatch):
    def work(stopping: threading.Event) -> None:  # pragma: no cover - never started
        raise AssertionError("started after the stop")

    class Interrupted(threading.Thread):
        def start(self) -> None:
            signal_now()

    monkeypatch.setattr(server, "BACKGROUND", [work])
    monkeypatch.setattr(threading, "Thread", Interrupted)
    out = io.StringIO()
    server.run(FakeServer(), serving(tmp_path), 8000, out)
    assert "Backed up to" in out.getvalue()
    assert len(backups(tmp_path)) == 1


def test_a_second_signal_while_it_stops_waits_for_the_backup(tmp_path, background):
    out = io.StringIO()
    fake = FakeServer(on_serve=signal_now, on_stop=signal_now)
    server.run(fake, serving(tmp_path), 8000, out)
    assert out.getvalue().count("Stopping...") == 1 and "Backed up to" in out.getvalue()
    assert len(backups(tmp_path)) == 1
    # The handlers are the test process's own again.
    assert signal.getsignal(signal.SIGTERM) is not signal.SIG_IGN
