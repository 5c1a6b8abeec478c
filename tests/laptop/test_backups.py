"""Backups: SQLite's online backup API while the club plays, the last twenty kept, and restore."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from clubchicago.laptop import backups
from clubchicago.laptop.backups import BackupError


def club_database(path: Path, deals: int = 0) -> Path:
    """A small database holding the tables a ClubChicago club has, in WAL mode as served."""
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA journal_mode=WAL")
        for table in backups.REQUIRED_TABLES:
            connection.execute(f"CREATE TABLE {table} (id INTEGER PRIMARY KEY, note TEXT)")
        connection.execute("CREATE TABLE deals (id INTEGER PRIMARY KEY, number INTEGER)")
        numbers = [(n,) for n in range(deals)]
        connection.executemany("INSERT INTO deals (number) VALUES (?)", numbers)
    connection.close()
    return path


def count_deals(path: Path) -> int:
    connection = sqlite3.connect(path)
    try:
        (count,) = connection.execute("SELECT count(*) FROM deals").fetchone()
    finally:
        connection.close()
    return int(count)


def test_a_backup_is_a_whole_single_file_copy_named_for_when_and_why(tmp_path):
    database = club_database(tmp_path / "club.sqlite3", deals=12)
    made = backups.make_backup(database, tmp_path / "backups", "published")
    assert made.reason == "published"
    assert made.path.parent == tmp_path / "backups"
    assert backups.NAME.match(made.name)
    assert count_deals(made.path) == 12
    connection = sqlite3.connect(made.path)
    # A plain file: nothing beside it to lose when it is downloaded or moved.
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    connection.close()
    backups.check(made.path)
    assert [path.name for path in (tmp_path / "backups").iterdir()] == [made.name]


def test_a_backup_made_while_deals_are_written_is_consistent_as_of_one_moment(tmp_path):
    database = club_database(tmp_path / "club.sqlite3")
    stop = threading.Event()

    def phones() -> None:
        writer = sqlite3.connect(database, timeout=20)
        number = 0
        while not stop.is_set() and number < 100_000:
            number += 1
            with writer:  # each deal a transaction of two rows, as a saved deal and its history
                writer.execute("INSERT INTO deals (number) VALUES (?)", (number,))
                writer.execute("INSERT INTO deals (number) VALUES (?)", (-number,))
        writer.close()

    thread = threading.Thread(target=phones)
    thread.start()
    try:
        made = [backups.make_backup(database, tmp_path / "b", "by-hand") for _n in range(5)]
    finally:
        stop.set()
        thread.join(timeout=60)
    for backup in made:
        connection = sqlite3.connect(backup.path)
        (unpaired,) = connection.execute("SELECT sum(number) FROM deals").fetchone()
        connection.close()
        assert unpaired in (0, None), "a backup caught a transaction half written"


def test_only_the_last_twenty_backups_are_kept(tmp_path):
    database = club_database(tmp_path / "club.sqlite3")
    made = [backups.make_backup(database, tmp_path / "b", "stopped") for _n in range(23)]
    kept = backups.list_backups(tmp_path / "b")
    assert len(kept) == backups.KEEP == 20
    assert [b.path for b in kept] == [b.path for b in reversed(made[3:])]
    assert not any(b.path.exists() for b in made[:3])


def test_copies_made_in_the_same_second_each_get_a_name_of_their_own(tmp_path):
    database = club_database(tmp_path / "club.sqlite3")
    names = {backups.make_backup(database, tmp_path / "b", "download").name for _n in range(4)}
    assert len(names) == 4


def test_a_copy_cut_short_is_never_listed_and_leaves_nothing(tmp_path, monkeypatch):
    database = club_database(tmp_path / "club.sqlite3", deals=3)

    class DiesMidway:
        def backup(self, target: sqlite3.Connection) -> None:
            target.execute("CREATE TABLE half (x)")
            raise sqlite3.OperationalError("disk I/O error")

        def close(self) -> None:
            pass

    monkeypatch.setattr(backups, "_connect", lambda path, read_only=False: DiesMidway())
    with pytest.raises(BackupError, match="failed"):
        backups.make_backup(database, tmp_path / "b", "stopped")
    assert list((tmp_path / "b").iterdir()) == []


def test_there_is_nothing_to_back_up_before_the_first_run(tmp_path):
    with pytest.raises(BackupError, match="no database"):
        backups.make_backup(tmp_path / "club.sqlite3", tmp_path / "b", "stopped")


def test_restore_puts_the_copy_back_and_keeps_the_database_as_it_was(tmp_path):
    database = club_database(tmp_path / "club.sqlite3", deals=5)
    folder = tmp_path / "b"
    copy = backups.make_backup(database, folder, "published")
    with sqlite3.connect(database) as connection:
        connection.execute("DELETE FROM deals")
    connection.close()
    before = backups.restore(copy.path, database, folder)
    assert count_deals(database) == 5
    assert before is not None and before.reason == "before-restore"
    assert count_deals(before.path) == 0
    connection = sqlite3.connect(database)
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    connection.close()


def test_a_backup_restores_into_a_new_laptops_empty_folder(tmp_path):
    copy = backups.make_backup(club_database(tmp_path / "old.sqlite3", 7), tmp_path / "b", "x")
    new = tmp_path / "new" / "club.sqlite3"
    new.parent.mkdir()
    assert backups.restore(copy.path, new, tmp_path / "new" / "backups") is None
    assert count_deals(new) == 7


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "not a ClubChicago club's"),
        (b"deal 1: 4S by North, made\n" * 200, "not an SQLite database"),
    ],
)
def test_restore_refuses_what_is_not_a_club_database(tmp_path, content, message):
    database = club_database(tmp_path / "club.sqlite3", deals=2)
    stranger = tmp_path / "stranger.sqlite3"
    stranger.write_bytes(content)
    with pytest.raises(BackupError, match=message):
        backups.restore(stranger, database, tmp_path / "b")
    assert count_deals(database) == 2


def test_restore_refuses_another_programs_database(tmp_path):
    database = club_database(tmp_path / "club.sqlite3", deals=2)
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")
    connection.close()
    with pytest.raises(BackupError, match="not a ClubChicago club's"):
        backups.restore(other, database, tmp_path / "b")


def test_restore_refuses_a_damaged_copy(tmp_path):
    copy = backups.make_backup(club_database(tmp_path / "c.sqlite3", 500), tmp_path / "b", "x")
    data = bytearray(copy.path.read_bytes())
    for start in range(4096, len(data), 4096):  # every page's header but the first's overwritten
        data[start : start + 12] = b"\xff" * 12
    copy.path.write_bytes(bytes(data))
    with pytest.raises(BackupError):
        backups.check(copy.path)


def test_a_backup_is_found_by_its_number_its_name_or_its_path(tmp_path):
    database = club_database(tmp_path / "club.sqlite3")
    older = backups.make_backup(database, tmp_path / "b", "published")
    newer = backups.make_backup(database, tmp_path / "b", "stopped")
    assert backups.find(tmp_path / "b", "1") == newer.path
    assert backups.find(tmp_path / "b", "2") == older.path
    assert backups.find(tmp_path / "b", older.name) == older.path
    assert backups.find(tmp_path / "b", str(database)) == database
    with pytest.raises(BackupError, match="no backup number 3"):
        backups.find(tmp_path / "b", "3")
    with pytest.raises(BackupError, match="No backup is called"):
        backups.find(tmp_path / "b", "yesterday")


def test_a_reason_is_a_word_not_a_path(tmp_path):
    with pytest.raises(ValueError, match="reason"):
        backups.make_backup(club_database(tmp_path / "c.sqlite3"), tmp_path / "b", "../x")
