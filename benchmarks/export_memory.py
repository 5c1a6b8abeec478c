"""How much memory and time the season's JSON export takes, over a long season (issue 16).

Run from the checkout:

    .venv/bin/python benchmarks/export_memory.py [--evenings 500]
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
        .venv/bin/python benchmarks/export_memory.py

It builds a season of ``--evenings`` evenings of four tables in a database of its own (a
temporary SQLite file, or a new ``clubchicago_export_<pid>`` database on the server
``DATABASE_URL`` names) and drops it at the end. Each measurement runs in a fresh Python
process, as a server worker would: it loads Django, serves the home page once (an *idle
worker*), notes its resident memory, then downloads the season's export through the whole
middleware stack (the director logged in), reading the streamed file piece by piece as a
client would, and reports the growth of its peak resident memory (``ru_maxrss``) and the time.
For comparison it also times the file written whole in memory (``--whole``: the export as it
was before it streamed, ``json.dumps`` with ``indent=1``).

Goal: the peak within 50 MiB of the idle worker's. Exit status 1 when it is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubchicago.settings")
warnings.filterwarnings("ignore", "No directory at", UserWarning)

GOAL_MIB = 50

# The worker: run in a fresh process with the database built by the parent.
WORKER = r"""
import json, os, resource, sys, time, warnings
warnings.filterwarnings("ignore", "No directory at", UserWarning)
sys.path.insert(0, os.environ["ROOT"])
import django
django.setup()
from clubchicago.club.tenancy import enter_club_for_script  # noqa: E402

enter_club_for_script()
from django.conf import settings
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse
from clubchicago.club.models import Season
from clubchicago.club.services import transfer

settings.DEBUG = False

def rss_mib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

client = Client()
client.force_login(get_user_model().objects.get(username="director"))
assert client.get("/").status_code == 200
idle = rss_mib()
season = Season.objects.get()
start = time.perf_counter()
size = 0
if os.environ["HOW"] == "whole":
    # Before issue 16: the document built whole, then encoded with indent=1.
    data = json.dumps(transfer.export_season(season), ensure_ascii=False, indent=1).encode()
    size = len(data)
    del data
else:
    response = client.get(reverse("club:season_export", args=[season.pk]))
    assert response.status_code == 200 and response.streaming
    for piece in response.streaming_content:
        size += len(piece)
seconds = time.perf_counter() - start
print(json.dumps({"idle": idle, "peak": rss_mib(), "seconds": seconds, "bytes": size}))
"""


def measure(how: str, env: dict[str, str]) -> dict[str, float]:
    result = subprocess.run(
        [sys.executable, "-c", WORKER],
        env={**env, "HOW": how, "ROOT": str(ROOT)},
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise SystemExit(result.stderr)
    return json.loads(result.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--evenings", type=int, default=500, help="evenings in the season")
    parser.add_argument(
        "--whole", action="store_true", help="also measure the export built whole in memory"
    )
    options = parser.parse_args()

    import django

    django.setup()
    from clubchicago.club.tenancy import enter_club_for_script

    enter_club_for_script()
    from django.conf import settings
    from django.db import connection

    from benchmarks import season_data

    env = dict(os.environ)
    folder = None
    test_settings = connection.settings_dict.setdefault("TEST", {})
    if connection.vendor == "postgresql":
        test_settings["NAME"] = f"clubchicago_export_{os.getpid()}"
    else:
        folder = tempfile.mkdtemp(prefix="clubchicago-export-")
        test_settings["NAME"] = str(Path(folder) / "season.sqlite3")
    settings.DEBUG = False
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        start = time.perf_counter()
        club = season_data.new_club(weeks=max(52, options.evenings + 1))
        season_data.add_evenings(club, options.evenings)
        season_data.analyze()
        print(f"{options.evenings} evenings built in {time.perf_counter() - start:.0f} s")
        name = connection.settings_dict["NAME"]
        if connection.vendor == "postgresql":
            base = os.environ["DATABASE_URL"].rsplit("/", 1)[0]
            env["DATABASE_URL"] = f"{base}/{name}"
        else:
            env["DATABASE_URL"] = f"sqlite:///{name}"
        connection.close()  # the workers read the database on their own
        ways = ["streamed", *(["whole"] if options.whole else [])]
        print(f"{connection.vendor}; peak resident memory of a fresh worker process")
        print("| export | seconds | MiB | idle worker MiB | peak MiB | growth MiB |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        growth = {}
        for how in ways:
            found = measure(how, env)
            growth[how] = found["peak"] - found["idle"]
            print(
                f"| {how} | {found['seconds']:.1f} | {found['bytes'] / 2**20:.1f} "
                f"| {found['idle']:.0f} | {found['peak']:.0f} | {growth[how]:.0f} |"
            )
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
    if growth["streamed"] > GOAL_MIB:
        print(f"MISSED: the streamed export grew the worker by {growth['streamed']:.0f} MiB")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
