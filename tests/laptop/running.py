"""The laptop's server as the tests run it: ``python -m clubchicago serve`` in a process of its
own, on a data folder of the test's, answering on 127.0.0.1 (it listens on every interface; the
tests never send anything to the machine's network address).

``LaptopServer.start`` waits for the banner and reads the address the server advertises from it;
``phone`` is a minimal HTTP client with its own cookies, for the threads that play phones.
"""

from __future__ import annotations

import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urlsplit

ROOT = Path(__file__).resolve().parents[2]
ADVERTISED = re.compile(r"Phones and tablets on this network: (\S+)")
HIDDEN = re.compile(r'<input type="hidden" name="([^"]+)" value="([^"]*)"')
# What the test process set for itself and the server must not inherit.
NOT_INHERITED = ("DJANGO_", "CLUBCHICAGO_", "SECRET_KEY", "DEBUG", "DATABASE_URL", "REDIS_URL")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def listening_addresses(port: int) -> set[str]:
    """The local addresses a socket listens on at ``port`` (Linux's table of TCP sockets)."""
    found = set()
    for table, width in (("/proc/net/tcp", 8), ("/proc/net/tcp6", 32)):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            local, _remote, state = line.split()[1:4]
            address, hexport = local.split(":")
            if int(hexport, 16) == port and state == "0A" and len(address) == width:
                found.add(address)
    return found


def environment() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(NOT_INHERITED)}
    env["PYTHONUNBUFFERED"] = "1"
    return env


def clubchicago(*arguments: str, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    """The ``clubchicago`` command, run to its end."""
    return subprocess.run(
        [sys.executable, "-m", "clubchicago", *arguments],
        cwd=ROOT,
        env=environment(),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@dataclass
class LaptopServer:
    data: Path
    port: int
    log: Path
    extra: tuple[str, ...] = ()
    command: list[str] = field(default_factory=lambda: [sys.executable, "-m", "clubchicago"])
    cwd: Path = ROOT
    process: subprocess.Popen[bytes] | None = None
    advertised: str = ""  # the address the banner gives the phones

    def start(self, timeout: float = 120) -> LaptopServer:
        command = [*self.command, "serve", "--data", str(self.data)]
        command += ["--port", str(self.port), "--no-input", *self.extra]
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                command,
                cwd=self.cwd,
                env=environment(),
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = ADVERTISED.findall(self.output())
            if found and self.answers():
                self.advertised = found[-1]
                return self
            if self.process.poll() is not None:
                raise AssertionError(f"the server stopped at start:\n{self.output()}")
            time.sleep(0.1)
        raise AssertionError(f"the server did not start in {timeout} s:\n{self.output()}")

    def output(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace") if self.log.exists() else ""

    def answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                return True
        except OSError:
            return False

    @property
    def advertised_host(self) -> str:
        return urlsplit(self.advertised).netloc

    def stop(self, timeout: float = 60) -> int:
        """Stop it as the system does (SIGTERM): it finishes, backs up and exits."""
        assert self.process is not None
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=timeout)

    def kill(self) -> None:
        """Kill it outright (kill -9): no request finished, no backup, nothing cleaned up."""
        assert self.process is not None
        self.process.kill()
        self.process.wait(timeout=30)

    def close(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=30)


@dataclass
class Phone:
    """One phone: its own connection to 127.0.0.1 and its cookies; ``host`` is the Host header
    it sends (the advertised address, as a phone that scanned a card would)."""

    port: int
    host: str
    cookies: dict[str, str] = field(default_factory=dict)

    def request(
        self,
        method: str,
        path: str,
        data: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, str, http.client.HTTPMessage | None]:
        """The status, body and headers; status 0 when the server did not answer (down)."""
        sent = {"Host": self.host, "Connection": "close", **(headers or {})}
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if data is not None:
            body = urlencode(data)
            sent["Content-Type"] = "application/x-www-form-urlencoded"
            sent["Origin"] = f"http://{self.host}"
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=20)
        try:
            connection.request(method, path, body=body, headers=sent)
            response = connection.getresponse()
            content = response.read().decode("utf-8", "replace")
        except (OSError, http.client.HTTPException):
            return 0, "", None
        finally:
            connection.close()
        for header in response.headers.get_all("Set-Cookie") or []:
            name, _eq, rest = header.partition("=")
            self.cookies[name.strip()] = rest.split(";", 1)[0]
        return response.status, content, response.headers

    def form(self, path: str) -> tuple[int, dict[str, str]]:
        """The hidden fields of the page's forms (the CSRF token, the entry's numbers and key)."""
        status, content, _headers = self.request("GET", path)
        return status, dict(HIDDEN.findall(content))
