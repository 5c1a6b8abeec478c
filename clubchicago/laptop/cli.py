"""The ``clubchicago`` command: the club's laptop, from its first run to its backups.

    clubchicago serve [--demo] [--data DIR] [--port 8000] [--address ADDRESS] [--cert F --key F]
    clubchicago backup [--data DIR]          # a backup now (the server may be running)
    clubchicago backups [--data DIR]         # the backups kept, newest first, numbered
    clubchicago restore CHOICE [--data DIR]  # a backup's number, name or file put back
    clubchicago manage [--data DIR] COMMAND  # any manage.py command on the club's data

``--demo`` chooses the demo club's data folder instead of the club's. Installed with
``pipx install`` (or from a checkout by ``python3 dev.py serve``), it needs nothing else.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TextIO

import filelock

from clubchicago.laptop import addresses, backups, datafolder, server
from clubchicago.laptop.addresses import PublicAddress
from clubchicago.laptop.datafolder import DataFolder, DataFolderError

DEFAULT_PORT = 8000


def parser() -> argparse.ArgumentParser:
    folder = argparse.ArgumentParser(add_help=False)
    folder.add_argument(
        "--data",
        type=Path,
        metavar="DIR",
        help=f"the club's data folder (default: {datafolder.default_folder()})",
    )
    folder.add_argument(
        "--demo",
        action="store_true",
        help=f"the demo club (its data folder: {datafolder.default_folder(demo=True)})",
    )
    main = argparse.ArgumentParser(
        prog="clubchicago",
        description="ClubChicago on the club's laptop: serves a club night of rotating Chicago "
        "to the phones in the room.",
    )
    commands = main.add_subparsers(dest="command", required=True, metavar="COMMAND")
    serve = commands.add_parser(
        "serve", parents=[folder], help="serve the club to every phone on this laptop's network"
    )
    serve.add_argument("--port", type=int, default=DEFAULT_PORT, help="default: %(default)s")
    serve.add_argument(
        "--address",
        help="the address the phones use to reach this laptop (default: its network address, "
        "detected); every printed link and QR code starts with it",
    )
    serve.add_argument(
        "--threads", type=int, default=server.THREADS, help="server threads (default: %(default)s)"
    )
    serve.add_argument("--cert", type=Path, help="a TLS certificate (PEM), to serve https")
    serve.add_argument("--key", type=Path, help="the certificate's private key (PEM)")
    serve.add_argument(
        "--no-input",
        action="store_true",
        help="ask nothing in the terminal: a first run is done on the first-run page instead",
    )
    commands.add_parser("backup", parents=[folder], help="back the club's database up now")
    commands.add_parser("backups", parents=[folder], help="list the backups kept, newest first")
    restore = commands.add_parser(
        "restore",
        parents=[folder],
        help="put a backup back in place of the club's database (the server must be stopped)",
    )
    restore.add_argument(
        "choice", metavar="BACKUP", help="its number in `clubchicago backups`, its name, or a file"
    )
    restore.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    manage = commands.add_parser(
        "manage", parents=[folder], help="run a Django management command on the club's data"
    )
    manage.add_argument("arguments", nargs=argparse.REMAINDER, metavar="COMMAND ...")
    return main


def main(argv: list[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    options = parser().parse_args(argv)
    path = options.data or datafolder.default_folder(demo=options.demo)
    try:
        folder = DataFolder(path).prepare()
    except DataFolderError as error:
        return fail(str(error))
    command = options.command
    try:
        if command == "serve":
            return serve(options, folder, out)
        if command == "backup":
            return back_up(folder, out)
        if command == "backups":
            return list_backups(folder, out)
        if command == "restore":
            return restore(folder, options.choice, yes=options.yes, out=out)
        return manage(folder, options.arguments)
    except (server.ServeError, backups.BackupError) as error:
        return fail(str(error))


def fail(message: str) -> int:
    sys.stderr.write(f"clubchicago: {message}\n")
    return 2


def public_address(given: str | None, port: int, https: bool) -> tuple[PublicAddress, list[str]]:
    """The address to advertise and the laptop's other ones."""
    detected, others = addresses.detect()
    if given:
        if addresses.is_loopback(given):
            raise server.ServeError(
                f"{given} reaches only this laptop, never a phone: give the address the phones "
                f"use (this laptop's: {', '.join(filter(None, [detected, *others])) or 'none'})."
            )
        others = [address for address in [detected, *others] if address and address != given]
        return PublicAddress(given.strip("[]"), port, https), others
    if detected is None:
        sys.stderr.write(
            "This laptop is on no network: no phone can reach it. Connect it to the room's "
            "Wi-Fi and start again (or give --address). Serving this laptop only for now.\n"
        )
        return PublicAddress("127.0.0.1", port, https), []
    return PublicAddress(detected, port, https), others


def configure(folder: DataFolder, public: PublicAddress | None, others: list[str]) -> None:
    """Set Django up on the laptop's settings for ``folder`` (once a process)."""
    os.environ["DJANGO_SETTINGS_MODULE"] = "clubchicago.settings"
    os.environ["CLUBCHICAGO_ENV"] = "laptop"
    os.environ["CLUBCHICAGO_DATA"] = str(folder.path)
    public = public or PublicAddress("127.0.0.1", DEFAULT_PORT)
    os.environ["CLUBCHICAGO_PUBLIC_URL"] = public.url
    os.environ["CLUBCHICAGO_TLS"] = "1" if public.https else "0"
    os.environ["ALLOWED_HOSTS"] = ",".join(addresses.allowed_hosts(public, others))
    os.environ.pop("DEBUG", None)
    import django

    django.setup()


def serve(options: argparse.Namespace, folder: DataFolder, out: TextIO) -> int:
    if (options.cert is None) != (options.key is None):
        return fail("--cert and --key go together: give both, or neither.")
    if not 1 <= options.port <= 65535:
        return fail(f"--port must be between 1 and 65535, not {options.port}.")
    lock = folder.server_lock()
    try:
        lock.acquire()
    except filelock.Timeout:
        return fail(
            f"Another ClubChicago server is already serving the data folder {folder.path}. "
            "Stop it first (Ctrl+C in its window), or give another folder with --data."
        )
    try:
        public, others = public_address(options.address, options.port, options.cert is not None)
        configure(folder, public, others)
        serving = server.Serving(
            folder, public, others, options.demo, options.threads, options.cert, options.key
        )
        server.prepare_site(demo=options.demo, out=out)
        wsgi = server.make_server(serving, options.port)
        server.listen(wsgi, options.port)
        first_run(serving, options.no_input, out)
        server.run(wsgi, serving, options.port, out)
    finally:
        lock.release()
    return 0


def first_run(serving: server.Serving, no_input: bool, out: TextIO) -> None:
    from clubchicago.club.services.club_setup import is_set_up
    from clubchicago.laptop import firstrun

    if is_set_up():
        return
    if not no_input and sys.stdin.isatty():
        firstrun.ask(out)
        return
    page = PublicAddress("127.0.0.1", serving.public.port, serving.public.https).url
    out.write(f"\nFirst run: open {page}setup/ in this laptop's browser to set the club up.\n")


def back_up(folder: DataFolder, out: TextIO) -> int:
    made = backups.make_backup(folder.database, folder.backups, "by-hand")
    out.write(f"Backed up to {made.path}\n")
    return 0


def list_backups(folder: DataFolder, out: TextIO) -> int:
    kept = backups.list_backups(folder.backups)
    if not kept:
        out.write(f"No backup is kept in {folder.backups} yet.\n")
        return 0
    out.write(f"Backups kept in {folder.backups}, newest first:\n")
    for number, backup in enumerate(kept, start=1):
        size = f"{backup.size / 1_000_000:.1f} MB"
        made = backup.made.astimezone()  # the laptop's own time
        out.write(f"  {number:>2}  {made:%Y-%m-%d %H:%M:%S}  {backup.reason:<15} {size}\n")
    out.write("Restore one with: clubchicago restore NUMBER\n")
    return 0


def restore(folder: DataFolder, choice: str, *, yes: bool, out: TextIO) -> int:
    """Refused while a server serves the folder: the lock is held for the whole restore, so
    none can start meanwhile either."""
    lock = folder.server_lock()
    try:
        lock.acquire()
    except filelock.Timeout:
        return fail(
            f"A ClubChicago server is serving {folder.path}: stop it (Ctrl+C in its window) "
            "before restoring a backup."
        )
    try:
        source = backups.find(folder.backups, choice)
        backups.check(source)
        if not yes:
            if not sys.stdin.isatty():
                return fail("Add --yes to restore without being asked.")
            answer = input(
                f"Replace the club's database with {source.name}? The database as it is now is "
                "backed up first. [y/N] "
            )
            if answer.strip().lower() not in ("y", "yes"):
                out.write("Nothing was restored.\n")
                return 1
        before = backups.restore(source, folder.database, folder.backups)
        out.write(f"Restored {source.name} into {folder.database}.\n")
        if before is not None:
            out.write(f"The database as it was is kept as {before.name}.\n")
        return 0
    finally:
        lock.release()


def manage(folder: DataFolder, arguments: list[str]) -> int:
    from django.core.management import execute_from_command_line

    configure(folder, None, [])
    execute_from_command_line(["clubchicago manage", *arguments])
    return 0
