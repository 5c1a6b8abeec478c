"""How long the evening's PDFs take: an evening of 6 tables, every chukker played.

Run from the checkout:

    .venv/bin/python benchmarks/pdf_evening.py [--sizes 6,6,6,6,6,6] [--runs 5]

It builds a throw-away test database (SQLite in memory, or a test database on the PostgreSQL
server that ``DATABASE_URL`` names), plays every deal of the evening through the services,
puts the evening in a season with two more finished evenings, then fetches each PDF as the
director would (queries, layout and rendering together) and prints the times in milliseconds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubchicago.settings")

import django  # noqa: E402

django.setup()
from clubchicago.club.tenancy import enter_club_for_script  # noqa: E402

enter_club_for_script()

from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment, teardown_test_environment  # noqa: E402
from django.urls import reverse  # noqa: E402


def build(sizes: tuple[int, ...]) -> tuple[object, dict[str, str]]:
    """The director and the PDF addresses of a played evening in a season of three evenings."""
    from tests import factories
    from tests.factories import finished_evening, play_evening

    director = factories.make_director()
    season = factories.make_season()
    evening = factories.make_evening(season=season)
    play_evening(evening, director, sizes, seed=2026)
    for seed in (1, 2):
        finished_evening(sizes, seed=seed, season=season)
    urls = {
        "recaps_pdf": reverse("club:recaps_pdf", args=[evening.pk]),
        "table_recap_pdf": reverse("club:table_recap_pdf", args=[evening.pk, 1]),
        "ranking_pdf": reverse("club:ranking_pdf", args=[evening.pk]),
        "season_pdf": reverse("club:season_pdf", args=[season.pk]),
    }
    return director, urls


def measure(client: Client, url: str, runs: int) -> tuple[list[float], int, int]:
    times = []
    size = pages = 0
    for _ in range(runs):
        start = time.perf_counter()
        response = client.get(url)
        times.append((time.perf_counter() - start) * 1000)
        assert response.status_code == 200 and response.content.startswith(b"%PDF")
        size = len(response.content)
        pages = response.content.count(b"/Type /Page\n") or response.content.count(b"/Type /Page")
    return times, size, pages


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="6,6,6,6,6,6", help="players at each table")
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    sizes = tuple(int(size) for size in options.sizes.split(","))

    setup_test_environment()
    if connection.vendor == "sqlite":
        connection.settings_dict["TEST"]["NAME"] = None  # in memory: nothing left behind
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        director, urls = build(sizes)
        client = Client()
        client.force_login(director)
        client.get(urls["ranking_pdf"])  # warm up: fonts registered, templates loaded
        print(f"Evening of {len(sizes)} tables {sizes}, every chukker played; {options.runs} runs")
        print(f"{'PDF':<16} {'min ms':>8} {'median ms':>10} {'max ms':>8} {'pages':>6} {'KiB':>6}")
        for name, url in urls.items():
            times, size, pages = measure(client, url, options.runs)
            print(
                f"{name:<16} {min(times):>8.0f} {statistics.median(times):>10.0f} "
                f"{max(times):>8.0f} {pages:>6} {size / 1024:>6.0f}"
            )
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
        teardown_test_environment()


if __name__ == "__main__":
    main()
