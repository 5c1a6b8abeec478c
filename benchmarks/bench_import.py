"""How long a club's whole history takes to import, and how much memory (issue 30).

Run from the checkout:

    nice .venv/bin/python benchmarks/bench_import.py [--evenings 500]
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME \\
        nice .venv/bin/python benchmarks/bench_import.py

It builds a season of ``--evenings`` evenings of four tables (``season_data``) in a database of
its own (a temporary SQLite file, or ``NAME_import_bench`` on the server ``DATABASE_URL``
names, dropped at the end), exports it to a file as the season's download does, then empties the
database and imports the file back, each way in a fresh Python process as a server worker would
be:

- ``command``: ``manage.py importclub FILE``;
- ``page``: the director's upload to the import page (the request, in a process of its own:
  the file's head read, the file compressed and queued), then the tasks' worker running the
  import in another (``services.transfer.jobs``), its checking and writing passes timed apart;
  the memory is the worker's.

Each process first serves the home page 15 times (its median is the machine's pace at that
moment: on a shared machine, compare ratios), notes its resident memory, imports, and reports
the time, the growth of its peak resident memory (``ru_maxrss``), and whether the import came
back whole: the evenings and deals of the file, every stored credit what a fresh rescoring
makes of it (``checkcredits``).
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

# The worker: a fresh process, on the database the parent built and emptied.
WORKER = r"""
import json, os, resource, statistics, sys, time, warnings
warnings.filterwarnings("ignore", "No directory at", UserWarning)
sys.path.insert(0, os.environ["ROOT"])
import django
django.setup()
from clubchicago.club.tenancy import enter_club_for_script  # noqa: E402

enter_club_for_script()
from django.conf import settings
from django.contrib.auth import get_user_model
import shutil
from django.core.files.uploadedfile import TemporaryUploadedFile
from django.test import RequestFactory
from clubchicago.club.views.transfer import club_import
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from unittest import mock
from clubchicago.club import worker
from clubchicago.club.models import ClubImport, DealRecord, Evening
from clubchicago.club.services.credits import check_credits
from clubchicago.club.services.transfer import jobs

settings.DEBUG = False

def rss_mib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

client = Client()
client.force_login(get_user_model().objects.get(username="director"))
home = []
for _ in range(15):
    start = time.perf_counter()
    assert client.get("/").status_code == 200
    home.append((time.perf_counter() - start) * 1000)
idle = rss_mib()
path = os.environ["FILE"]
found = {"home_ms": statistics.median(home), "idle": idle}
start = time.perf_counter()
if os.environ["HOW"] == "command":
    call_command("importclub", path, stderr=open(os.devnull, "w"))
elif os.environ["HOW"] == "request":
    # The director's upload, as a server receives it: the file in a temporary file.
    with open(path, "rb") as stream:
        upload = TemporaryUploadedFile("season.json", "application/json", 0, None)
        shutil.copyfileobj(stream, upload.file)
        upload.size = upload.file.tell()
    request = RequestFactory().post(reverse("club:club_import"), {"club_settings": ""})
    request.user = get_user_model().objects.get(username="director")
    request.FILES["file"] = upload
    request.session = {}
    response = club_import(request)
    assert response.status_code == 302, response.content[:2000]
else:
    marks = {}
    record = jobs._progress
    def progress(job, phase, done):
        marks.setdefault(str(phase), time.perf_counter() - start)
        record(job, phase, done)
    with mock.patch.object(jobs, "_progress", progress):
        worker.run_queued_tasks()
    job = ClubImport.objects.get()
    assert job.state == "done", job.message
    found["checking"] = marks["writing"] - marks["checking"]
    found["writing"] = time.perf_counter() - start - marks["writing"]
found["seconds"] = time.perf_counter() - start
found["peak"] = rss_mib()
check = check_credits()
found["whole"] = {
    "evenings": Evening.objects.count(),
    "deals": DealRecord.objects.count(),
    "credits_clean": not (check.missing or check.extra or check.wrong),
}
print(json.dumps(found))
"""


def measure(how: str, env: dict[str, str], path: Path) -> dict[str, object]:
    result = subprocess.run(
        [sys.executable, "-c", WORKER],
        env={**env, "HOW": how, "ROOT": str(ROOT), "FILE": str(path)},
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise SystemExit(result.stderr[-4000:])
    found: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return found


def growth(found: dict[str, object]) -> float:
    return float(str(found["peak"])) - float(str(found["idle"]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--evenings", type=int, default=500, help="evenings in the season")
    options = parser.parse_args()

    import django

    django.setup()
    from clubchicago.club.tenancy import enter_club_for_script

    enter_club_for_script()
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection

    from benchmarks import season_data
    from clubchicago.club.models import Club, DealRecord, Membership, Season
    from clubchicago.club.services import transfer

    env = dict(os.environ)
    folder = Path(tempfile.mkdtemp(prefix="clubchicago-import-"))
    test_settings = connection.settings_dict.setdefault("TEST", {})
    if connection.vendor == "postgresql":
        test_settings["NAME"] = f"{connection.settings_dict['NAME']}_import_bench"
    else:
        test_settings["NAME"] = str(folder / "club.sqlite3")
    settings.DEBUG = False
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        start = time.perf_counter()
        club = season_data.new_club(weeks=max(52, options.evenings + 1))
        season_data.add_evenings(club, options.evenings)
        season_data.analyze()
        path = folder / "season.json"
        with path.open("wb") as file:
            for piece in transfer.stream_season(Season.objects.get()):
                file.write(piece)
        deals = DealRecord.objects.count()
        print(
            f"{options.evenings} evenings ({deals} deals) built and exported in "
            f"{time.perf_counter() - start:.0f} s: {path.stat().st_size / 2**20:.1f} MB"
        )
        name = connection.settings_dict["NAME"]
        if connection.vendor == "postgresql":
            env["DATABASE_URL"] = f"{os.environ['DATABASE_URL'].rsplit('/', 1)[0]}/{name}"
        else:
            env["DATABASE_URL"] = f"sqlite:///{name}"
        print(f"{connection.vendor}; a fresh process for each import")
        print(
            "| import | seconds | checking s | writing s | request s | peak MiB | growth MiB "
            "| home page ms | whole |"
        )
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
        for how in ("command", "page"):
            call_command("flush", interactive=False, verbosity=0)
            Membership.objects.create(
                club=Club.load(),
                user=get_user_model().objects.create_user(
                    username=season_data.DIRECTOR, is_staff=True
                ),
            )
            connection.close()  # the worker reads the database on its own
            if how == "page":  # the upload, then the worker, each in a process of its own
                request = measure("request", env, path)
                found = {**measure("worker", env, path), "request": request["seconds"]}
            else:
                found = measure(how, env, path)
            whole = found["whole"]
            assert isinstance(whole, dict)
            ok = (
                whole["evenings"] == options.evenings
                and whole["deals"] == deals
                and whole["credits_clean"]
            )
            print(
                f"| {how} | {found['seconds']:.1f} | {found.get('checking', 0):.1f} "
                f"| {found.get('writing', 0):.1f} | {found.get('request', 0):.2f} "
                f"| {found['peak']:.0f} | {growth(found):.0f} "
                f"| {found['home_ms']:.1f} | {'yes' if ok else f'NO: {whole}'} |"
            )
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
