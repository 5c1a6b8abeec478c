"""The data folder: outside the checkout, its secret key made once and kept, one server at once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import platformdirs
import pytest

from clubchicago.laptop import datafolder
from clubchicago.laptop.datafolder import DataFolder, DataFolderError

ROOT = Path(__file__).resolve().parents[2]


def test_the_default_folders_are_the_systems_place_for_application_data_not_the_checkout():
    root = platformdirs.user_data_path("clubchicago", appauthor=False)
    assert datafolder.default_folder() == root / "club"
    assert datafolder.default_folder(demo=True) == root / "demo"
    assert ROOT not in datafolder.default_folder().parents


def test_the_default_folder_follows_xdg_data_home_on_linux(monkeypatch, tmp_path):
    if sys.platform != "linux":
        pytest.skip("XDG_DATA_HOME is a Linux convention")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert datafolder.default_folder() == tmp_path / "clubchicago" / "club"


def test_prepare_makes_the_folder_and_its_backups_folder(tmp_path):
    folder = DataFolder(tmp_path / "a" / "club").prepare()
    assert folder.path.is_dir() and folder.backups.is_dir()
    assert folder.database == folder.path / "club.sqlite3"
    assert not folder.has_database()


def test_a_file_in_the_folders_place_is_refused_with_a_clear_message(tmp_path):
    (tmp_path / "club").write_text("not a folder")
    with pytest.raises(DataFolderError, match="is a file, not a folder"):
        DataFolder(tmp_path / "club").prepare()


def test_the_secret_key_is_made_on_first_use_and_kept(tmp_path):
    folder = DataFolder(tmp_path).prepare()
    key = folder.secret_key()
    assert len(key) >= 50
    assert folder.secret_key() == key
    assert DataFolder(tmp_path).secret_key() == key
    if os.name == "posix":
        assert folder.key_file.stat().st_mode & 0o777 == 0o600


def test_each_folder_has_a_key_of_its_own(tmp_path):
    first = DataFolder(tmp_path / "one").prepare().secret_key()
    second = DataFolder(tmp_path / "two").prepare().secret_key()
    assert first != second


def test_a_truncated_key_file_is_refused_rather_than_used(tmp_path):
    folder = DataFolder(tmp_path).prepare()
    folder.key_file.write_text("short\n")
    with pytest.raises(DataFolderError, match="too short"):
        folder.secret_key()


def test_the_folder_is_in_use_while_another_process_holds_its_lock_and_free_once_it_is_killed(
    tmp_path,
):
    folder = DataFolder(tmp_path).prepare()
    assert not folder.in_use()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path;"
            "from clubchicago.laptop.datafolder import DataFolder;"
            "lock = DataFolder(Path(sys.argv[1])).server_lock(); lock.acquire();"
            "print('held', flush=True); time.sleep(120)",
            str(tmp_path),
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "held"
        assert folder.in_use()
    finally:
        holder.send_signal(signal.SIGKILL if os.name == "posix" else signal.SIGTERM)
        holder.wait(timeout=30)
        if holder.stdout is not None:
            holder.stdout.close()
    # The system let the lock go with the process: nothing to clean up before starting again.
    deadline = time.monotonic() + 10
    while folder.in_use() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not folder.in_use()
