"""Every page and PDF a director or a table uses, over a club with a long season.

Run from the checkout:

    .venv/bin/python benchmarks/bench_pages.py [--evenings 1,50,500] [--tables 4,30] [--runs 10]
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
        .venv/bin/python benchmarks/bench_pages.py

For each number of ``--tables`` it builds a fresh database of its own (a temporary SQLite file,
or with ``DATABASE_URL`` a new PostgreSQL database named ``clubchicago_bench_<pid>`` on that
server) and drops it at the end. The club's first evening, *tonight*, seats that many tables
(4, 5 and 6 players mixed; 30 is a festival night), goes through ``services.play.record_deal``
deal by deal and leaves its biggest table two deals into its last chukker, so its table page
shows the entry form as the phones see it during play. The season then grows to each number of
``--evenings`` (the others are club nights of four tables, scored by the same engine and written
in bulk by ``season_data``), and every page is measured again. The pages are tonight's, its
table in play's and one of its deals', and the club's and the season's. Every page is asked
for through ``django.test.Client``, so the whole middleware stack runs; a director's pages are
fetched logged in, a table's pages through its link, as a phone would.

**The floor is the home page** (``/``, the base layout and nothing else), fetched by the
logged-in director. In every round each page is fetched right after the home page, and the
ratio of the two is taken in that round: what else runs on the machine slows both alike. The
script prints, for each page, its SQL queries at each season length, the median time of
``--runs`` rounds and the median of the rounds' ratios to the home page.

Every print is kept in the shared cache once drawn (issue 23, ``clubchicago.club.caching``), so
the PDFs here are timed as printed again; ``all table cards PDF, first print`` empties the cache
first, and ``bench_cache.py`` times every print after a change.

Goals (issues 7 and 16): the same query count at every season length; at the largest tables
and season, all recap sheets PDF at most 100 times the home page, all table cards at most 80
(printed again, and printed first: the QR codes made anew), every HTML page of tonight at most
15; the season's pages and exports cost the same at the
longest season as at 50 evenings (within 1.5 times); the season PDF under a second. Missed goals
are listed at the end and the exit status is 1.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubchicago.settings")
# WhiteNoise notes that collectstatic never ran; nothing here serves static files.
warnings.filterwarnings("ignore", "No directory at", UserWarning)

import django  # noqa: E402

django.setup()
from clubchicago.club.tenancy import enter_club_for_script  # noqa: E402

enter_club_for_script()

from django.conf import settings  # noqa: E402
from django.core.cache import cache  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.urls import reverse  # noqa: E402

from benchmarks import season_data  # noqa: E402
from benchmarks.season_data import Page, club_pages  # noqa: E402
from clubchicago.club.pdf import table_cards  # noqa: E402

RECAPS_RATIO = 100.0
CARDS_RATIO = 80.0
PAGE_RATIO = 15.0
SEASON_GROWTH = 1.5
SEASON_PDF_MS = 1000.0
SEASON_PAGES = ("season standings", "season PDF", "season CSV")
HOME = "home page (/)"
# The cards printed as on the evening's first print: no table's QR code kept yet.
CARDS_FIRST = "all table cards PDF, first print"


@dataclass
class Result:
    page: Page
    queries: dict[int, int] = field(default_factory=dict)  # season length -> queries
    median_ms: dict[int, float] = field(default_factory=dict)
    ratio: dict[int, float] = field(default_factory=dict)  # median of each round's ratio


def fetch(client: Client, page: Page) -> None:
    if page.label == CARDS_FIRST:  # drawn, not read from the cache (``caching``)
        table_cards.qr_rects.cache_clear()
        cache.clear()
    response = client.get(page.path)
    if response.status_code != 200:
        raise SystemExit(f"{page.label}: {page.path} answered {response.status_code}")
    content = b"".join(response.streaming_content) if response.streaming else response.content
    if page.kind == "pdf" and not content.startswith(b"%PDF"):
        raise SystemExit(f"{page.label}: {page.path} is not a PDF")


def count_queries(client: Client, page: Page) -> int:
    with CaptureQueriesContext(connection) as queries:
        fetch(client, page)
    return len(queries.captured_queries)


def timed(action: Callable[[], None]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def measure_rounds(
    results: list[Result],
    home: Result,
    client_for: Callable[[Page], Client],
    length: int,
    runs: int,
) -> None:
    """``runs`` rounds; in each, every page right after the home page, and their ratio."""
    times: dict[str, list[float]] = {r.page.label: [] for r in [home, *results]}
    ratios: dict[str, list[float]] = {r.page.label: [] for r in results}
    for _round in range(runs):
        for result in results:
            floor = timed(lambda: fetch(client_for(home.page), home.page))
            spent = timed(lambda r=result: fetch(client_for(r.page), r.page))
            times[HOME].append(floor)
            times[result.page.label].append(spent)
            ratios[result.page.label].append(spent / floor)
    for result in [home, *results]:
        result.median_ms[length] = statistics.median(times[result.page.label])
        result.ratio[length] = statistics.median(ratios.get(result.page.label, [1.0]))


def pages_of(club: season_data.ClubData) -> list[Page]:
    """The pages measured: tonight's and the club's, and the season's standings as CSV."""
    pages = club_pages(club)
    season = club.season.pk
    standings = reverse("club:season_standings", args=[season])
    pages.insert(
        pages.index(next(p for p in pages if p.label == "season PDF")) + 1,
        Page("season CSV", standings + "?_export=csv", kind="export"),
    )
    cards = next(p for p in pages if p.label == "all table cards PDF")
    pages.insert(pages.index(cards) + 1, Page(CARDS_FIRST, cards.path, kind="pdf"))
    pages.append(
        Page("season JSON export", reverse("club:season_export", args=[season]), kind="export")
    )
    return pages


def measure(tables: int, lengths: list[int], runs: int) -> tuple[list[Result], Result, list[str]]:
    club = season_data.new_club(weeks=max(52, max(lengths) + 1))
    season_data.add_tonight(club, tables=tables)
    director, phone = Client(), Client()
    director.force_login(club.director)

    def client_for(page: Page) -> Client:
        return phone if page.as_table else director

    results = [Result(page) for page in pages_of(club)]
    home = Result(Page(HOME, reverse("home")))
    for result in [home, *results]:
        fetch(client_for(result.page), result.page)  # warm up: templates, fonts, caches
    notes = []
    for length in lengths:
        start = time.perf_counter()
        season_data.add_evenings(club, length - len(club.evenings))
        season_data.analyze()
        notes.append(f"season of {length}: built in {time.perf_counter() - start:.1f} s")
        for result in results:
            result.queries[length] = count_queries(client_for(result.page), result.page)
        measure_rounds(results, home, client_for, length, runs)
    return results, home, notes


def report(results: list[Result], home: Result, tables: int, lengths: list[int]) -> list[str]:
    """Print the table; return the goals missed."""
    queries = " | ".join(f"queries@{n}" for n in lengths)
    spent = " | ".join(f"ms@{n}" for n in lengths)
    ratios = " | ".join(f"×home@{n}" for n in lengths)
    print(f"| page | {queries} | {spent} | {ratios} |")
    print("| --- |" + " ---: |" * (3 * len(lengths)))
    floor = " | ".join(f"{home.median_ms[n]:.1f}" for n in lengths)
    print(f"| {HOME} |" + " |" * len(lengths) + f" {floor} |" + " 1.0 |" * len(lengths))
    for r in results:
        print(
            f"| {r.page.label} | "
            + " | ".join(str(r.queries[n]) for n in lengths)
            + " | "
            + " | ".join(f"{r.median_ms[n]:.1f}" for n in lengths)
            + " | "
            + " | ".join(f"{r.ratio[n]:.1f}" for n in lengths)
            + " |"
        )
    last = lengths[-1]
    missed = []
    for r in results:
        # The season's export reads its evenings ten at a time: its queries grow by design.
        if len(set(r.queries.values())) > 1 and r.page.label != "season JSON export":
            missed.append(f"{r.page.label}: queries {r.queries} grow with the season")
    by_label = {r.page.label: r for r in results}
    goals = [("all recaps PDF", RECAPS_RATIO), ("all table cards PDF", CARDS_RATIO)]
    goals += [(CARDS_FIRST, CARDS_RATIO)]
    # Tonight's pages: the evening's own and its table's. The club's and the season's pages
    # (the season standings list every player of the season) have the season's goals below.
    evenings = reverse("club:evening_detail", args=[1]).removesuffix("1/")
    goals += [
        (r.page.label, PAGE_RATIO)
        for r in results
        if r.page.kind == "page" and (r.page.as_table or r.page.path.startswith(evenings))
    ]
    for label, most in goals:
        if by_label[label].ratio[last] > most:
            missed.append(
                f"{tables} tables, {last} evenings: {label} {by_label[label].ratio[last]:.1f}× "
                f"home (at most {most:.0f}×)"
            )
    if 50 in lengths and last > 50:
        for label in SEASON_PAGES:
            grown = by_label[label].ratio[last] / by_label[label].ratio[50]
            if grown > SEASON_GROWTH:
                missed.append(f"{label}: {grown:.1f}× as costly at {last} evenings as at 50")
    season_pdf = by_label["season PDF"].median_ms[last]
    if season_pdf >= SEASON_PDF_MS:
        missed.append(f"season PDF: {season_pdf:.0f} ms at {last} evenings")
    return missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--evenings", default="1,50,500", help="season lengths, ascending")
    parser.add_argument("--tables", default="4,30", help="tables tonight")
    parser.add_argument("--runs", type=int, default=10, help="rounds timed at each length")
    options = parser.parse_args()
    lengths = sorted(int(n) for n in options.evenings.split(","))
    table_counts = [int(n) for n in options.tables.split(",")]
    if lengths[0] < 1 or options.runs < 1 or min(table_counts) < 1:
        parser.error("--evenings, --tables and --runs must be at least 1")

    # As in production: no query log, no template debugging. Django's test environment is not
    # set up either: its template-rendered signal would add a third to form-heavy pages.
    settings.DEBUG = False
    test_settings = connection.settings_dict.setdefault("TEST", {})
    if connection.vendor == "postgresql":
        test_settings["NAME"] = f"clubchicago_bench_{os.getpid()}"
    missed = []
    for tables in table_counts:
        old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
        try:
            results, home, notes = measure(tables, lengths, options.runs)
            print(
                f"\n{connection.vendor}, tonight {tables} tables; seasons of "
                f"{', '.join(map(str, lengths))} evenings; median of {options.runs} rounds, "
                f"each page right after the home page; {'; '.join(notes)}\n"
            )
            missed += report(results, home, tables, lengths)
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)
    print()
    for line in missed:
        print(f"MISSED: {line}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
