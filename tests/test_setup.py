"""Installed as an application (what ``pipx install`` does): a wheel, a venv, the command.

The wheel is built from this checkout and installed, without its dependencies, into a new
virtual environment that borrows the checkout's installed packages (a ``.pth`` file naming them;
the installed ``clubchicago`` comes first and is the wheel's). Its ``clubchicago`` command then
serves the demo club from a folder outside the checkout: pages, static files, fonts and
translations all come from inside the installed package.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

from tests.laptop.running import LaptopServer, Phone, free_port

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent


def build_wheel(target: Path) -> Path:
    built = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"),
            *("--no-index", "--quiet", "--wheel-dir", str(target), str(ROOT)),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = target.glob("clubchicago-*.whl")
    return wheel


def test_the_wheel_carries_the_site_and_installs_a_working_clubchicago_command(tmp_path):
    wheel = build_wheel(tmp_path / "dist")
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "clubchicago/site/templates/base.html",
        "clubchicago/site/static/css/site.css",
        "clubchicago/site/fixtures/demo.json",
        "clubchicago/club/pdf/fonts/DejaVuSans.ttf",
        "clubchicago/locale/fr/LC_MESSAGES/django.po",
        "scoring/__init__.py",
        "rotations/__init__.py",
    ):
        assert needed in names

    home = tmp_path / "app"
    venv.EnvBuilder(with_pip=False).create(home)
    python = home / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    Path(site, "borrowed.pth").write_text(sysconfig.get_path("purelib") + "\n")
    installed = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps"),
            *("--no-index", "--quiet", str(wheel)),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert installed.returncode == 0, installed.stderr
    where = subprocess.run(
        [str(python), "-c", "import clubchicago; print(clubchicago.__file__)"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=True,
    ).stdout.strip()
    assert Path(where).is_relative_to(Path(site))

    command = home / ("Scripts/clubchicago.exe" if os.name == "nt" else "bin/clubchicago")
    server = LaptopServer(
        tmp_path / "demo", free_port(), tmp_path / "log", ("--demo",), [str(command)], tmp_path
    )
    try:
        server.start()
        phone = Phone(server.port, f"127.0.0.1:{server.port}")
        # The demo holds two clubs: the site's first page names both, their pages are each
        # under its club's address.
        status, page, _headers = phone.request("GET", "/")
        assert status == 200 and 'href="/riverside/"' in page
        status, page, _headers = phone.request(
            "GET", "/clubchicago/", headers={"Accept-Language": "fr"}
        )
        assert status == 200 and "Club de Chicago de la Gare" in page
        assert 'lang="fr"' in page and "Résultats" in page  # the catalogues, compiled
        status, _pdf, headers = phone.request("GET", "/clubchicago/pad/sheet.pdf")
        assert status == 200 and headers is not None
        assert headers["Content-Type"] == "application/pdf"
        assert server.stop() == 0
    finally:
        server.close()
    assert (tmp_path / "demo" / "club.sqlite3").is_file()
