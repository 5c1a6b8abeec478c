"""Every page and PDF a director or a table uses, over a club with a long season.

Run from the checkout:

    .venv/bin/python benchmarks/bench_pages.py [--evenings 50] [--runs 20]
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
        .venv/bin/python benchmarks/bench_pages.py

It builds a fresh database of its own (a temporary SQLite file, or with ``DATABASE_URL`` a new
PostgreSQL database named ``clubchicago_bench_<pid>`` on that server) and drops it at the end.
The club gets a season of evenings of four tables (4, 5 and 6 players mixed), every deal played.
The first evening, *tonight*, goes through ``services.play.record_deal`` deal by deal and leaves
its biggest table two deals into its last chukker, so its table page shows the entry form as the
phones see it during play; the other evenings are scored by the same engine and written in bulk
(``season_data``). The pages measured are tonight's, its table in play's and one of its deals'.
Every page is asked for through ``django.test.Client``, so the whole middleware stack runs; a
director's pages are fetched logged in, a table's pages through its link, as a phone would.

For each page: the SQL queries with one evening in the database and with all of them, and the
median time of ``--runs`` requests with all of them, next to the *bare page*: the score pad
(``/pad/``) with no query string, fetched by the logged-in director. It goes through the same
middleware, loads the same session and user, renders the base layout and the pad's five empty
forms, and runs no query of its own. The home page (the layout alone) is shown for reference.

Targets (issue 7): the same query count at one evening and at all of them, at most 12; the
heaviest page (HTML or export) at most 5 times the bare page; PDFs, typeset by reportlab, are
held to time instead: the season PDF under a second. The script prints one table (Markdown)
and exits 1 if a target is missed.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubchicago.settings")
# WhiteNoise notes that collectstatic never ran; nothing here serves static files.
warnings.filterwarnings("ignore", "No directory at", UserWarning)

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.urls import reverse  # noqa: E402

from benchmarks import season_data  # noqa: E402
from benchmarks.season_data import Page, club_pages  # noqa: E402

MAX_QUERIES = 12
MAX_RATIO = 5.0
SEASON_PDF_MS = 1000.0
BARE = "bare page (/pad/, no query)"
HOME = "home page (layout only, for reference)"


@dataclass
class Result:
    page: Page
    queries_one: int = 0
    queries_all: int = 0
    median_ms: float = 0.0


def fetch(client: Client, page: Page) -> None:
    response = client.get(page.path)
    if response.status_code != 200:
        raise SystemExit(f"{page.label}: {page.path} answered {response.status_code}")
    if page.kind == "pdf" and not response.content.startswith(b"%PDF"):
        raise SystemExit(f"{page.label}: {page.path} is not a PDF")


def count_queries(client: Client, page: Page) -> int:
    with CaptureQueriesContext(connection) as queries:
        fetch(client, page)
    return len(queries.captured_queries)


def median_ms(action: Callable[[], None], runs: int) -> float:
    times = []
    for _run in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def measure(evenings: int, runs: int) -> tuple[list[Result], float, float, str]:
    club = season_data.new_club(weeks=max(52, evenings + 1))
    season_data.add_tonight(club)
    director, phone = Client(), Client()
    director.force_login(club.director)

    def client_for(page: Page) -> Client:
        return phone if page.as_table else director

    results = [Result(page) for page in club_pages(club)]
    for result in results:
        fetch(client_for(result.page), result.page)  # warm up: templates, fonts, caches
        result.queries_one = count_queries(client_for(result.page), result.page)

    start = time.perf_counter()
    season_data.add_evenings(club, evenings - 1)
    built = f"{evenings - 1} more evenings built in {time.perf_counter() - start:.1f} s"

    for result in results:
        result.queries_all = count_queries(client_for(result.page), result.page)
    bare, home = Page(BARE, reverse("score_pad")), Page(HOME, reverse("home"))
    fetch(director, bare)
    fetch(director, home)
    bare_ms = median_ms(lambda: fetch(director, bare), runs)
    home_ms = median_ms(lambda: fetch(director, home), runs)
    for result in results:
        client = client_for(result.page)
        result.median_ms = median_ms(lambda c=client, p=result.page: fetch(c, p), runs)
    return results, bare_ms, home_ms, built


def report(results: list[Result], bare_ms: float, home_ms: float, evenings: int) -> list[str]:
    """Print the table; return the targets missed."""
    header = f"| page | queries@1 | queries@{evenings} | median ms | × bare |"
    print(header)
    print("| --- | ---: | ---: | ---: | ---: |")
    print(f"| {BARE} | | | {bare_ms:.1f} | 1.0 |")
    print(f"| {HOME} | | | {home_ms:.1f} | {home_ms / bare_ms:.1f} |")
    for r in results:
        ratio = r.median_ms / bare_ms
        print(
            f"| {r.page.label} | {r.queries_one} | {r.queries_all} | {r.median_ms:.1f} "
            f"| {ratio:.1f} |"
        )
    missed = []
    for r in results:
        if r.queries_one != r.queries_all:
            missed.append(f"{r.page.label}: {r.queries_one} queries became {r.queries_all}")
        if r.queries_all > MAX_QUERIES:
            missed.append(f"{r.page.label}: {r.queries_all} queries (at most {MAX_QUERIES})")
    pages = [r for r in results if r.page.kind != "pdf"]
    heaviest = max(pages, key=lambda r: r.median_ms)
    if heaviest.median_ms > MAX_RATIO * bare_ms:
        missed.append(
            f"heaviest page {heaviest.page.label}: {heaviest.median_ms / bare_ms:.1f}× bare"
        )
    season_pdf = next(r for r in results if r.page.label == "season PDF")
    if season_pdf.median_ms >= SEASON_PDF_MS:
        missed.append(f"season PDF: {season_pdf.median_ms:.0f} ms")
    print()
    print(
        f"Heaviest page (HTML and exports): {heaviest.page.label}, "
        f"{heaviest.median_ms / bare_ms:.1f}× bare; season PDF {season_pdf.median_ms:.0f} ms."
    )
    return missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--evenings", type=int, default=50, help="evenings in the season")
    parser.add_argument("--runs", type=int, default=20, help="requests timed per page")
    options = parser.parse_args()
    if options.evenings < 1 or options.runs < 1:
        parser.error("--evenings and --runs must be at least 1")

    # As in production: no query log, no template debugging. Django's test environment is not
    # set up either: its template-rendered signal would add a third to form-heavy pages.
    settings.DEBUG = False
    test_settings = connection.settings_dict.setdefault("TEST", {})
    if connection.vendor == "postgresql":
        test_settings["NAME"] = f"clubchicago_bench_{os.getpid()}"
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        results, bare_ms, home_ms, built = measure(options.evenings, options.runs)
        print(
            f"{connection.vendor}, {options.evenings} evenings of 4 tables, "
            f"median of {options.runs} requests; {built}"
        )
        print()
        missed = report(results, bare_ms, home_ms, options.evenings)
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
    for line in missed:
        print(f"MISSED: {line}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
