"""``python3 dev.py serve``: the laptop's server on the demo club, or on the club's own data."""

from __future__ import annotations

import importlib.util
import os
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def dev(monkeypatch: pytest.MonkeyPatch) -> tuple[ModuleType, list[list[str]]]:
    spec = importlib.util.spec_from_file_location("dev", ROOT / "dev.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    started: list[list[str]] = []
    monkeypatch.setattr(module, "ensure_environment", lambda **kwargs: None)
    monkeypatch.setattr(os, "execv", lambda path, argv: started.append(list(argv)))
    return module, started


@pytest.mark.skipif(os.name == "nt", reason="Windows waits for the server instead of exec")
def test_serve_serves_the_demo_club_from_its_folder_in_the_checkout(dev):
    module, started = dev
    module.main(["dev.py", "serve"])
    (argv,) = started
    assert Path(argv[0]) == module.BIN / "clubchicago"
    assert argv[1:] == ["serve", "--demo", "--data", str(ROOT / "demo-data")]


@pytest.mark.skipif(os.name == "nt", reason="Windows waits for the server instead of exec")
def test_serve_club_serves_the_clubs_own_data_folder_with_the_options_given(dev):
    module, started = dev
    module.main(["dev.py", "serve", "--club", "--port", "8080", "--address", "club.lan"])
    (argv,) = started
    assert argv[1:] == ["serve", "--port", "8080", "--address", "club.lan"]


def test_the_demo_folder_is_ignored_by_git():
    assert "/demo-data/" in (ROOT / ".gitignore").read_text().splitlines()


def test_mutants_runs_the_mutation_command_in_the_environment_and_exits_as_it_does(
    dev, monkeypatch
):
    module, _ = dev
    ran: list[list[str]] = []

    def run(argv: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        ran.append(argv)
        return subprocess.CompletedProcess(argv, 1)

    monkeypatch.setattr(module.subprocess, "run", run)
    with pytest.raises(SystemExit) as exited:
        module.main(["dev.py", "mutants", "--max-children", "1", "scoring.handicap"])
    assert exited.value.code == 1
    assert ran == [
        [str(module.PYTHON), str(ROOT / "tools" / "mutants.py"), "--max-children", "1",
         "scoring.handicap"]
    ]  # fmt: skip
