"""Backups of a club's database: SQLite's online backup API, the last twenty kept.

Words: a *backup* is a complete copy of the database file, made page by page by SQLite itself
(``sqlite3.Connection.backup``) while the server goes on serving: the copy is consistent as of
one moment, whatever the phones write meanwhile (in WAL mode a reader never waits for a
writer). The laptop makes one when an evening is published and when the server stops; the
director can download one from the site at any time. Each is written beside the others under a
temporary name and renamed once complete, so a copy cut short (the laptop's battery) is never
listed. Only the last ``KEEP`` are kept.

A *restore* copies a chosen backup back over the database, the same way, once it is checked
(``check``: an SQLite file that holds a ClubChicago club, whole), and only while no server
serves the folder (the cli holds the folder's lock). The database as it was is backed up first,
so a restore can itself be undone.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

KEEP = 20
SUFFIX = ".sqlite3"
# club-2026-03-14-203005Z-published.sqlite3, the time in UTC (the laptop's clock may change
# its time zone, the order of the copies must not); a second copy in the same second gets "-2".
NAME = re.compile(r"^club-(\d{4}-\d{2}-\d{2}-\d{6})Z-([a-z-]+?)(?:-(\d+))?\.sqlite3$")
STAMP = "%Y-%m-%d-%H%M%S"
# What a ClubChicago database holds, at the least, whatever its version.
REQUIRED_TABLES = {"django_migrations", "club_club", "club_evening", "club_player"}


class BackupError(Exception):
    """A backup cannot be made, found or restored; the message says why, for a person."""


@dataclass(frozen=True)
class Backup:
    path: Path
    made: dt.datetime  # in UTC
    reason: str

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def size(self) -> int:
        return self.path.stat().st_size


def _connect(path: Path, *, read_only: bool = False) -> sqlite3.Connection:
    # A read-only URI never creates a file where none was; 20 s for a busy writer to finish.
    if read_only:
        return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=20)
    return sqlite3.connect(path, timeout=20)


def copy_database(source: Path, target: Path) -> None:
    """``source`` copied whole into ``target`` by SQLite's online backup API; ``target`` is
    replaced only once the copy is complete and in the rollback-journal mode of a plain file
    (one file, nothing beside it to lose when it is moved or downloaded)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(prefix=".partial-", suffix=SUFFIX, dir=target.parent)
    os.close(descriptor)
    try:
        reading = _connect(source, read_only=True)
        try:
            writing = sqlite3.connect(temporary)
            try:
                reading.backup(writing)
                writing.execute("PRAGMA journal_mode=DELETE")
            finally:
                writing.close()
        finally:
            reading.close()
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _unique(folder: Path, stamp: str, reason: str) -> Path:
    """A name after every copy of the same second, even one already pruned: a name is never
    given twice, so the newest copy always sorts newest."""
    made = [
        int(match.group(3) or 1)
        for path in (folder.iterdir() if folder.is_dir() else [])
        if (match := NAME.match(path.name)) and match.group(1) == stamp
    ]
    count = max(made, default=0) + 1
    suffix = f"-{count}" if count > 1 else ""
    return folder / f"club-{stamp}Z-{reason}{suffix}{SUFFIX}"


def make_backup(database: Path, folder: Path, reason: str, *, keep: int = KEEP) -> Backup:
    """A new backup of ``database`` in ``folder``, named for now and ``reason`` ("published",
    "stopped", "before-restore"); then only the newest ``keep`` are left."""
    if not re.fullmatch(r"[a-z]+(?:-[a-z]+)*", reason):
        raise ValueError(f"a backup's reason is lowercase words joined by '-', not {reason!r}")
    if not database.is_file():
        raise BackupError(f"There is no database to back up at {database}.")
    now = dt.datetime.now(dt.UTC).replace(microsecond=0)
    target = _unique(folder, now.strftime(STAMP), reason)
    try:
        copy_database(database, target)
    except (sqlite3.Error, OSError) as error:
        raise BackupError(f"The backup into {target} failed: {error}") from error
    prune(folder, keep)
    return Backup(target, now, reason)


def list_backups(folder: Path) -> list[Backup]:
    """The folder's backups, newest first (by the time in their names, then their number)."""
    found = []
    if folder.is_dir():
        for path in folder.iterdir():
            match = NAME.match(path.name)
            if match and path.is_file():
                made = dt.datetime.strptime(match.group(1), STAMP).replace(tzinfo=dt.UTC)
                found.append((made, int(match.group(3) or 1), Backup(path, made, match.group(2))))
    found.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [backup for _made, _count, backup in found]


def prune(folder: Path, keep: int = KEEP) -> list[Path]:
    """Delete all but the newest ``keep`` backups; what was deleted."""
    gone = [backup.path for backup in list_backups(folder)[keep:]]
    for path in gone:
        path.unlink(missing_ok=True)
    return gone


def check(path: Path) -> None:
    """Refuse anything but a whole ClubChicago database: a file SQLite opens, whose pages are
    intact (``PRAGMA integrity_check``) and which holds the club's tables."""
    if not path.is_file():
        raise BackupError(f"There is no file {path}.")
    try:
        connection = _connect(path, read_only=True)
        try:
            integrity = connection.execute("PRAGMA integrity_check").fetchone()
            tables = {
                row[0]
                for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise BackupError(f"{path} is not an SQLite database: {error}") from error
    if not integrity or integrity[0] != "ok":
        raise BackupError(f"{path} is damaged: {integrity[0] if integrity else 'unreadable'}")
    if not REQUIRED_TABLES.issubset(tables):
        raise BackupError(f"{path} is an SQLite database, but not a ClubChicago club's.")


def find(folder: Path, chosen: str) -> Path:
    """The backup ``chosen`` names: its number in ``list_backups`` (1 is the newest), its file
    name in ``folder``, or the path of any file (a backup downloaded from the site)."""
    backups = list_backups(folder)
    if chosen.isdigit():
        index = int(chosen)
        if not 1 <= index <= len(backups):
            raise BackupError(f"There is no backup number {chosen}: {len(backups)} are kept.")
        return backups[index - 1].path
    named = folder / chosen
    if NAME.match(chosen) and named.is_file():
        return named
    path = Path(chosen).expanduser()
    if path.is_file():
        return path
    raise BackupError(f"No backup is called {chosen}.")


def restore(source: Path, database: Path, folder: Path) -> Backup | None:
    """Put the backup ``source`` in place of ``database`` (checked first); the backup of the
    database as it was, made first (None when there was none). The caller holds the folder's
    lock: no server is writing."""
    check(source)
    before = None
    if database.is_file():
        before = make_backup(database, folder, "before-restore")
    try:
        reading = _connect(source, read_only=True)
        try:
            writing = sqlite3.connect(database)
            try:
                reading.backup(writing)
                # The laptop's settings put the database back in WAL mode when it opens.
                writing.execute("PRAGMA journal_mode=WAL")
            finally:
                writing.close()
        finally:
            reading.close()
    except (sqlite3.Error, OSError) as error:
        raise BackupError(f"The restore into {database} failed: {error}") from error
    return before
