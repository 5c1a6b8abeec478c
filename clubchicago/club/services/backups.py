"""The site's side of the laptop's backups (``clubchicago.laptop.backups`` makes them).

Backups exist where the site has a data folder (``settings.DATA_FOLDER``: the club's laptop)
and its database is SQLite: the database the site runs on is copied into the folder's backups.
One is made when an evening is published, once the publication is committed (a backup that
fails is logged and never undoes the publication), and when the director downloads one.
"""

from __future__ import annotations

import logging
from pathlib import Path

from django.conf import settings
from django.db import connection, transaction

from clubchicago.laptop.backups import Backup, BackupError, list_backups, make_backup
from clubchicago.laptop.datafolder import DataFolder

__all__ = ["Backup", "BackupError", "available", "back_up", "stored", "stored_named"]

log = logging.getLogger(__name__)


def _folder() -> DataFolder | None:
    folder: DataFolder | None = getattr(settings, "DATA_FOLDER", None)
    return folder if connection.vendor == "sqlite" else None


def available() -> bool:
    """Whether this site keeps backups (a data folder, and a database SQLite can copy)."""
    return _folder() is not None


def back_up(reason: str) -> Backup:
    """A backup made now, kept with the others; ``BackupError`` when it cannot be made."""
    folder = _folder()
    if folder is None:
        raise BackupError("This site has no data folder to keep backups in.")
    database = Path(connection.settings_dict["NAME"])
    return make_backup(database, folder.backups, reason)


def back_up_once_committed(reason: str) -> None:
    """A backup made as soon as the current transaction commits (none without a data folder)."""
    if available():
        transaction.on_commit(lambda: _back_up_quietly(reason))


def _back_up_quietly(reason: str) -> None:
    try:
        back_up(reason)
    except BackupError:
        log.exception("The backup made when an evening was published failed")


def stored() -> list[Backup]:
    """The backups kept, newest first (none without a data folder)."""
    folder = _folder()
    return list_backups(folder.backups) if folder is not None else []


def stored_named(name: str) -> Backup | None:
    """The kept backup whose file name is ``name``; None for any other name."""
    return next((backup for backup in stored() if backup.name == name), None)
