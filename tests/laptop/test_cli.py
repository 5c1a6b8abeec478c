"""The ``clubchicago`` command's backups: made by hand, listed, restored (never under a server)."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from clubchicago.laptop import backups, cli
from clubchicago.laptop.datafolder import DataFolder
from tests.laptop.test_backups import club_database, count_deals

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def folder(tmp_path: Path) -> DataFolder:
    folder = DataFolder(tmp_path / "club").prepare()
    club_database(folder.database, deals=3)
    return folder


def run(*arguments: str) -> tuple[int, str]:
    out = io.StringIO()
    status = cli.main(list(arguments), out=out)
    return status, out.getvalue()


def test_backup_makes_a_copy_and_backups_lists_them_newest_first(folder):
    status, said = run("backup", "--data", str(folder.path))
    assert status == 0 and "Backed up to" in said
    run("backup", "--data", str(folder.path))
    status, listed = run("backups", "--data", str(folder.path))
    assert status == 0
    lines = [line for line in listed.splitlines() if "by-hand" in line]
    assert [line.split()[0] for line in lines] == ["1", "2"]
    assert "clubchicago restore NUMBER" in listed


def test_restore_puts_a_chosen_copy_back(folder):
    run("backup", "--data", str(folder.path))
    club_database(folder.path / "other.sqlite3", deals=9)  # a copy downloaded from the site
    status, said = run("restore", str(folder.path / "other.sqlite3"), "--data", str(folder.path))
    assert status == 2  # not asked in a terminal: --yes is needed
    assert count_deals(folder.database) == 3

    status, said = run("restore", "1", "--data", str(folder.path), "--yes")
    assert status == 0 and "Restored" in said
    status, said = run(
        "restore", str(folder.path / "other.sqlite3"), "--data", str(folder.path), "--yes"
    )
    assert status == 0
    assert count_deals(folder.database) == 9
    assert "The database as it was is kept as" in said
    assert {b.reason for b in backups.list_backups(folder.backups)} == {"by-hand", "before-restore"}


def test_restore_is_refused_while_a_server_serves_the_folder(folder, capsys):
    run("backup", "--data", str(folder.path))
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path;"
            "from clubchicago.laptop.datafolder import DataFolder;"
            "lock = DataFolder(Path(sys.argv[1])).server_lock(); lock.acquire();"
            "print('held', flush=True); time.sleep(120)",
            str(folder.path),
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        status, _said = run("restore", "1", "--data", str(folder.path), "--yes")
    finally:
        holder.kill()
        holder.wait(timeout=30)
        if holder.stdout is not None:
            holder.stdout.close()
    assert status == 2
    assert "stop it (Ctrl+C in its window) before restoring" in capsys.readouterr().err
    assert count_deals(folder.database) == 3


def test_restoring_what_is_not_a_backup_says_so_and_changes_nothing(folder, capsys):
    (folder.path / "notes.txt").write_text("table 3 was late")
    status, _said = run("restore", str(folder.path / "notes.txt"), "--data", str(folder.path))
    assert status == 2
    assert "not an SQLite database" in capsys.readouterr().err
    assert count_deals(folder.database) == 3


def test_a_data_folder_that_is_a_file_is_refused_clearly(tmp_path, capsys):
    (tmp_path / "club").write_text("")
    assert run("backups", "--data", str(tmp_path / "club"))[0] == 2
    assert "is a file, not a folder" in capsys.readouterr().err


def test_the_command_is_installed_as_clubchicago_and_lists_its_commands():
    result = subprocess.run(
        [str(Path(sys.executable).with_name("clubchicago")), "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0
    for command in ("serve", "backup", "backups", "restore", "manage"):
        assert command in result.stdout
