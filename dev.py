#!/usr/bin/env python3
"""ClubChicago's two Quick-start commands, with nothing but Python 3.11 and pip needed.

    python3 dev.py serve   # set everything up, serve the demo club to the phones on the network
    python3 dev.py test    # set up if needed, then run the whole test suite
    python3 dev.py serve --club  # the club's own data instead of the demo's (its first run)
    python3 dev.py lock    # after changing a dependency: write requirements/lock.txt again
    python3 dev.py mutants # mutation testing of scoring/ and rotations/, and its score

Both create ``.venv`` inside the checkout on first use and install into it exactly what
``requirements/lock.txt`` pins, each file checked against its hash (so a new machine gets what
CI tested), then the project itself; later runs reuse it and reinstall only when
``pyproject.toml`` or the lock file changed. ``serve`` runs the ``clubchicago serve`` command
of the environment (``clubchicago.laptop``): the demo club, its data in ``demo-data/`` of the
checkout, or with ``--club`` the club's own data folder; other arguments go to it (``--port``,
``--address``, ``--data``). Extra arguments after ``test`` go to pytest
(``python3 dev.py test -k scoring``); after ``lock``, to pip-compile (``python3 dev.py lock
--upgrade`` moves every pin to the newest release pyproject.toml allows).
``python3 dev.py test -m "not slow and not browser"`` runs the quick part (see CONTRIBUTING.md's
"Test").
"""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".clubchicago-installed"
LOCK = ROOT / "requirements" / "lock.txt"
# The demo club's data folder (ignored by git): delete it for a fresh demo.
DEMO_DATA = ROOT / "demo-data"


def run(*args: str | Path, **env: str) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], cwd=ROOT, check=True, env={**os.environ, **env})


def ensure_environment(*, catalogues: bool = True) -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py may be started by an older python3
        sys.exit("ClubChicago needs Python 3.11 or newer.")
    if not PYTHON.exists():
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + LOCK.read_bytes()).hexdigest()
    if not STAMP.exists() or STAMP.read_text() != wanted:
        # Every package (pip and setuptools too) at the locked version, its file hash-checked;
        # then the project alone, built with that setuptools, nothing fetched unchecked.
        pip = (PYTHON, "-m", "pip", "install", "--quiet")
        run(*pip, "--require-hashes", "-r", LOCK)
        run(*pip, "--no-deps", "--no-build-isolation", "--editable", ".")
        STAMP.write_text(wanted)
    # The translation catalogues are compiled from the .po files, never committed.
    if catalogues:
        run(PYTHON, "manage.py", "compilecatalogues")


def serve(extra: list[str]) -> None:
    """The laptop's server (``clubchicago serve``): the demo club, or with ``--club`` the club's
    own data folder; it migrates, gathers the static files and loads the demo itself."""
    ensure_environment()
    if "--club" in extra:
        arguments = ["serve", *(a for a in extra if a != "--club")]
    else:
        arguments = ["serve", "--demo", "--data", str(DEMO_DATA), *extra]
    command = str(BIN / ("clubchicago.exe" if os.name == "nt" else "clubchicago"))
    if os.name == "nt":
        # Windows has no exec: wait for the server, which Ctrl+C stops itself (with its backup).
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        sys.exit(subprocess.run([command, *arguments], cwd=ROOT).returncode)
    os.execv(command, [command, *arguments])


def test(extra: list[str]) -> None:
    ensure_environment()
    # Python keeps its compiled modules (in __pycache__, which git ignores) even where the
    # machine says not to: each test process then reads pytest's rewritten test modules and the
    # project's code from there instead of compiling them again (2.5 s a process here).
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    result = subprocess.run([str(PYTHON), "-m", "pytest", *extra], cwd=ROOT, env=environment)
    sys.exit(result.returncode)


def lock(extra: list[str]) -> None:
    """Resolve pyproject.toml's dependencies (dev included) again into the hashed lock file.

    Pins what Linux and CPython 3.11 resolve (CI's platform); the hashes cover every file of
    each pinned release. The machine's own pip settings (mirrors) are not written into it.
    """
    # Only pip-tools is needed here: a new dependency the old lock lacks must not stop the lock.
    ensure_environment(catalogues=False)
    run(
        PYTHON, "-m", "piptools", "compile", "--quiet", "--generate-hashes", "--allow-unsafe",
        "--strip-extras", "--no-emit-index-url", "--no-emit-find-links", "--extra", "dev",
        "--output-file", LOCK, "pyproject.toml", *extra,
        CUSTOM_COMPILE_COMMAND="python3 dev.py lock",
    )  # fmt: skip
    ensure_environment()  # and install what it now says


def mutants(extra: list[str]) -> None:
    """Mutation testing of ``scoring/`` and ``rotations/`` to the end, and its score:
    ``tools/mutants.py`` in the environment (``python3 dev.py mutants --help``;
    docs/testing.md). ``extra``: ``--max-children N`` and the modules to mutate (all without)."""
    ensure_environment(catalogues=False)
    result = subprocess.run([str(PYTHON), str(ROOT / "tools" / "mutants.py"), *extra], cwd=ROOT)
    sys.exit(result.returncode)


def main(argv: list[str]) -> None:
    command = argv[1] if len(argv) > 1 else ""
    if command == "serve":
        serve(argv[2:])
    elif command == "test":
        test(argv[2:])
    elif command == "lock":
        lock(argv[2:])
    elif command == "mutants":
        mutants(argv[2:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
