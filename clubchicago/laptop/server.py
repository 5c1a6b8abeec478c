"""``clubchicago serve``: the club's laptop serves the phones in the room.

The server is cheroot (CherryPy's WSGI server): pure Python, so it runs the same on Linux,
macOS and Windows, where gunicorn does not run at all; threaded, with a pool of ``THREADS``
threads in one process, so the process's memory cache is shared by every request (the
wrong-link counters, the prints); its idle keep-alive connections wait in a selector, not in a
thread, so 150 phones polling every 30 seconds hold no thread between polls; and it speaks TLS
itself (``--cert``/``--key``), which waitress, the other pure-Python candidate, does not.

It listens on every IPv4 interface of the laptop (``0.0.0.0``), so any phone on the room's
network reaches it, and advertises the laptop's address (``addresses``). Django runs with DEBUG
off (settings' laptop form), WhiteNoise gives out the static files gathered into the data folder
at each start. When the server stops (Ctrl+C, the system's stop signal) it finishes the requests
under way, then backs the database up.
"""

from __future__ import annotations

import signal
import ssl
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import TextIO

from clubchicago.laptop.addresses import PublicAddress
from clubchicago.laptop.datafolder import DataFolder

# The server's thread pool: the 30-table night of docs/performance.md is served by 16; SQLite
# writes one transaction at a time whatever the count, and reads never wait for it (WAL).
THREADS = 16
LISTEN = "0.0.0.0"  # every IPv4 interface: the room's Wi-Fi, a cable, the laptop itself


def run_tasks(stopping: threading.Event) -> None:
    """The site's background tasks (an import of the club's history) while the server runs: the
    worker that ``manage.py db_worker`` is beside gunicorn, here a thread of the one process."""
    from clubchicago.club.worker import start_worker, stop_worker

    worker = start_worker()
    stopping.wait()
    stop_worker(worker)


# Work handed off to run beside the requests: each is started in a thread of its own once the
# server listens, given an event set when the server stops, and waited for (5 s) before the
# final backup. Register with ``BACKGROUND.append``.
BACKGROUND: list[Callable[[threading.Event], None]] = [run_tasks]


class ServeError(Exception):
    """The server cannot start; the message says why and what to do, for the terminal."""


@dataclass(frozen=True)
class Serving:
    """What is served, and where."""

    folder: DataFolder
    public: PublicAddress
    others: list[str]  # the laptop's other addresses
    demo: bool
    threads: int = THREADS
    cert: Path | None = None
    key: Path | None = None


def prepare_site(*, demo: bool, out: TextIO) -> None:
    """Bring the data folder's database and static files up to this version of the site; load
    the demo club into an empty demo database."""
    from django.core.management import call_command

    compile_catalogues(out)
    call_command("migrate", interactive=False, verbosity=0)
    call_command("collectstatic", interactive=False, verbosity=0)
    if demo:
        call_command("loaddemo", stdout=out)


def compile_catalogues(out: TextIO) -> None:
    """The translations compiled where they are missing or older than their catalogue (an
    installed package ships the catalogues; a checkout compiles them with ``dev.py``)."""
    from django.conf import settings
    from django.core.management import call_command

    catalogues = [po for d in settings.LOCALE_PATHS for po in Path(d).glob("*/LC_MESSAGES/*.po")]
    stale = [
        po
        for po in catalogues
        if not po.with_suffix(".mo").exists()
        or po.with_suffix(".mo").stat().st_mtime < po.stat().st_mtime
    ]
    if stale:
        try:
            call_command("compilecatalogues", verbosity=0, stdout=out)
        except OSError as error:
            out.write(f"The translations could not be compiled ({error}): pages are in English.\n")


def make_server(serving: Serving, port: int) -> object:
    """The WSGI server for the site, not yet listening."""
    from cheroot import wsgi

    from clubchicago.wsgi import application

    server = wsgi.Server(
        (LISTEN, port),
        application,
        numthreads=serving.threads,
        server_name="ClubChicago",
        shutdown_timeout=5,
    )
    if serving.cert is not None and serving.key is not None:
        from cheroot.ssl.builtin import BuiltinSSLAdapter

        check_certificate(serving.cert, serving.key)
        server.ssl_adapter = BuiltinSSLAdapter(str(serving.cert), str(serving.key))
    return server


def check_certificate(cert: Path, key: Path) -> None:
    """Refuse a certificate and key that do not load together, before anything listens."""
    try:
        ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as error:
        raise ServeError(f"The certificate {cert} and key {key} cannot be used: {error}") from error


def listen(server: object, port: int) -> None:
    try:
        server.prepare()  # type: ignore[attr-defined]
    except OSError as error:
        raise ServeError(
            f"Port {port} is taken on this laptop ({error}). Another program uses it: stop it, "
            "or give another port with --port."
        ) from error


def banner(serving: Serving, port: int, out: TextIO) -> None:
    """What the director reads in the terminal: where the phones go, and a QR code of the
    director's sign-in page to open it on the director's own phone."""
    from clubchicago.club.models import Club

    public = serving.public
    login = f"{public.url}accounts/login/"
    local = PublicAddress("127.0.0.1", port, public.https)
    # Every club of the installation (the demo has two); a new installation's one club.
    names = [club.name for club in Club.objects.order_by("pk")] or [Club.load().name]
    lines = [
        "",
        f"ClubChicago is serving {', '.join(names)} to the room"
        + (" (the demo clubs)." if serving.demo else "."),
        "",
        f"  Phones and tablets on this network: {public.url}",
        f"  The director signs in at:           {login}  (the QR code below)",
        f"  On this laptop:                     {local.url}",
    ]
    if serving.others:
        lines.append(
            f"  This laptop's other addresses: {', '.join(serving.others)} (choose with --address)"
        )
    if serving.demo:
        lines.append("  Demo director: director / chicago")
    lines += [f"  Data folder: {serving.folder.path}", ""]
    out.write("\n".join(lines) + "\n")
    terminal_qr(login, out)
    out.write("\nStop with Ctrl+C (a backup is made as the server stops).\n")
    out.flush()


def terminal_qr(data: str, out: TextIO) -> None:
    import segno

    code = segno.make(data, error="m", micro=False)
    try:
        code.terminal(out=out, compact=True)
    except UnicodeEncodeError:  # a terminal without block characters: ANSI colours instead
        code.terminal(out=out)


STOP_SIGNALS = ("SIGTERM", "SIGBREAK", "SIGHUP")


@contextmanager
def stop_signals() -> Iterator[None]:
    """The system's stop signal (and Windows' Ctrl+Break) stop the server as Ctrl+C does."""

    def interrupt(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    caught = [getattr(signal, name) for name in STOP_SIGNALS if hasattr(signal, name)]
    before = {number: signal.signal(number, interrupt) for number in caught}
    try:
        yield
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)


@contextmanager
def signals_ignored() -> Iterator[None]:
    """While the server stops: a second Ctrl+C or stop signal waits for the backup instead of
    cutting it short (the stop itself takes a few seconds at most)."""
    names = ("SIGINT", *STOP_SIGNALS)
    caught = [getattr(signal, name) for name in names if hasattr(signal, name)]
    before = {number: signal.signal(number, signal.SIG_IGN) for number in caught}
    try:
        yield
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)


def run(server: object, serving: Serving, port: int, out: TextIO) -> None:
    """Tell the director where the phones go, serve until stopped; then finish the requests
    under way and the background work, and back the database up. A stop signal at any moment
    from here on (while the banner is written, the background work started, or requests are
    served) stops it that way, and one more while it stops is ignored."""
    from clubchicago.laptop.backups import BackupError, make_backup

    stopping = threading.Event()
    started: list[threading.Thread] = []
    with stop_signals():
        try:
            for work in BACKGROUND:
                worker = threading.Thread(target=work, args=(stopping,), daemon=True)
                worker.start()
                started.append(worker)
            banner(serving, port, out)
            server.serve()  # type: ignore[attr-defined]
        except KeyboardInterrupt:
            out.write("\nStopping...\n")
        finally:
            with signals_ignored():
                server.stop()  # type: ignore[attr-defined]
                stopping.set()
                for worker in started:  # a thread cut short in its start is a daemon: left
                    worker.join(timeout=5)
                try:
                    made = make_backup(serving.folder.database, serving.folder.backups, "stopped")
                except BackupError as error:
                    out.write(f"No backup could be made: {error}\n")
                else:
                    out.write(f"Backed up to {made.path}\n")
                out.flush()
