"""A club's data folder: where the laptop form keeps everything that is the club's own.

Words: the *data folder* is one directory per club, outside the checkout or the installed
package, so that upgrading or reinstalling ClubChicago never touches a club's results. It holds:

- ``club.sqlite3`` (with SQLite's ``-wal`` and ``-shm`` files beside it while it is open): the
  club's database;
- ``secret_key``: the key that signs the director's sessions and the forms' CSRF tokens, made
  at random on the first run and kept, so that a restart does not sign anyone out;
- ``backups/``: the last copies of the database (``backups``);
- ``static/``: the stylesheets and scripts the server gives out, gathered at each start;
- ``server.lock``: held by the one server that serves this folder (``server_lock``).

The default folder is the system's place for an application's data (platformdirs): on Linux
``~/.local/share/clubchicago/club`` (or under ``$XDG_DATA_HOME``), on macOS
``~/Library/Application Support/clubchicago/club``, on Windows
``%LOCALAPPDATA%\\clubchicago\\club``; the demo club has a folder of its own, ``demo`` beside
``club``. ``--data DIR`` names any other.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass
from pathlib import Path

import filelock
import platformdirs

# The key is 64 random bytes written as URL-safe text (86 characters): well over the 50 Django's
# deployment check asks for.
KEY_BYTES = 64


def default_root() -> Path:
    """The system's folder for ClubChicago's data, which holds the ``club`` and ``demo``
    folders (``platformdirs.user_data_path``, without the vendor level Windows would add)."""
    return platformdirs.user_data_path("clubchicago", appauthor=False)


def default_folder(*, demo: bool = False) -> Path:
    return default_root() / ("demo" if demo else "club")


class DataFolderError(Exception):
    """The data folder cannot be used (a file in its place, no right to write there); the
    message says which and what to do, for the terminal."""


@dataclass(frozen=True)
class DataFolder:
    path: Path

    @property
    def database(self) -> Path:
        return self.path / "club.sqlite3"

    @property
    def backups(self) -> Path:
        return self.path / "backups"

    @property
    def static(self) -> Path:
        return self.path / "static"

    @property
    def key_file(self) -> Path:
        return self.path / "secret_key"

    @property
    def lock_file(self) -> Path:
        return self.path / "server.lock"

    def prepare(self) -> DataFolder:
        """Make the folder (and its parents) if need be; the folder, its path made absolute."""
        folder = DataFolder(self.path.expanduser().resolve())
        try:
            folder.path.mkdir(parents=True, exist_ok=True)
            folder.backups.mkdir(exist_ok=True)
        except (FileExistsError, NotADirectoryError) as error:
            raise DataFolderError(f"{folder.path} is a file, not a folder: {error}") from error
        except OSError as error:
            raise DataFolderError(f"Cannot make the data folder {folder.path}: {error}") from error
        if not os.access(folder.path, os.W_OK):
            raise DataFolderError(f"Cannot write in the data folder {folder.path}.")
        return folder

    def has_database(self) -> bool:
        return self.database.is_file() and self.database.stat().st_size > 0

    def secret_key(self) -> str:
        """The folder's secret key, made on first use and read ever after.

        Made with ``O_EXCL``: two processes starting at the same moment cannot write two keys,
        the second reads the first's. Readable by its owner only (on POSIX systems).
        """
        try:
            descriptor = os.open(self.key_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            key = self.key_file.read_text(encoding="ascii").strip()
            if len(key) < 50:
                raise DataFolderError(
                    f"The secret key in {self.key_file} is too short: delete the file and "
                    "start again (the director will have to sign in again)."
                ) from None
            return key
        key = secrets.token_urlsafe(KEY_BYTES)
        with os.fdopen(descriptor, "w", encoding="ascii") as file:
            file.write(key + "\n")
        return key

    def server_lock(self) -> filelock.BaseFileLock:
        """The lock one server holds on this folder while it serves (or while a restore writes
        the database). The system lets it go when the process ends, however it ends: a server
        killed mid-evening leaves nothing to clean before it starts again."""
        # Never a lock file's mere presence (filelock's "soft" fallback): a killed server would
        # leave it behind and keep the folder shut.
        return filelock.FileLock(
            self.lock_file, timeout=0, thread_local=False, fallback_to_soft=False
        )

    def in_use(self) -> bool:
        """Whether a server holds the folder now (asked without keeping the lock)."""
        lock = self.server_lock()
        try:
            lock.acquire()
        except filelock.Timeout:
            return True
        lock.release()
        return False
