"""Many clubs on one installation (issue 33): every page of one club at 10 and at 1,000 clubs.

Run from the checkout (PostgreSQL only: the copies are made by ``INSERT … SELECT``):

    .venv/bin/python benchmarks/bench_clubs.py                 # 10 then 1,000 clubs, 30 evenings
    .venv/bin/python benchmarks/bench_clubs.py --quick         # a smoke run: 2 then 5 clubs
    .venv/bin/python benchmarks/bench_clubs.py --clubs 10,100,1000 --evenings 30 --runs 9
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
        .venv/bin/python benchmarks/bench_clubs.py

It makes a PostgreSQL database of its own on ``DATABASE_URL``'s server (by default
``postgres://postgres@127.0.0.1:5432/postgres``), named ``clubchicago_bench_<pid>``, and drops it
at the end. The model club (``clubs_data.model_club``) gets a director, a roster of 24, a season
of ``--evenings`` evenings of four tables (every chukker scored by the engine, written in bulk)
and tonight's evening, played through the services with a table still in play. The
installation then grows to each number of ``--clubs`` by copies of the model club
(``clubs_data.copy_clubs``, PostgreSQL copying the rows itself), is analysed (``VACUUM
ANALYZE``, as autovacuum would have done), and every page of the model club is measured: the
same club, the same rows, among 10 clubs and among 1,000. The build time and the database's
size are printed at each step.

The pages are the club's public ones (results, a player's page, the published evening's and
the season's standings, the tonight page), the director's (the evenings list, tonight's detail,
seating, the Play page, the history, the live display, the roster, the settings), the table's
page and a deal's correction through the printed link a phone opens (``/t/<id>/<key>/``, no
club in the address: its club is found from the table), the JSON API's endpoints and the
federation's pages (``/federation/``, the ranking of the season's year and the page of one of the
model club's players by licence number; every club opts in, and each licence number is held at
four clubs), each also drawn once afresh (an empty cache) and reported apart. A director's pages
are fetched logged in as the model club's director, through ``django.test.Client`` (the whole
middleware stack, the club's prefix in the address).

**The floor is the club's home page** (``/<club>/``), fetched right before each page in every
round; each page's figure is the median of the rounds' ratios to it, so the machine's other work
slows both alike (docs/performance.md, "Reading the figures").

Goals: every page runs the same number of queries at every number of clubs, and its ratio to
the home page at the most clubs is at most 1.5 times its ratio at the fewest. Missed goals are
listed at the end and the exit status is 1.
"""

from __future__ import annotations

import argparse
import logging
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
os.environ.setdefault("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/postgres")
warnings.filterwarnings("ignore", "No directory at", UserWarning)

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.cache import cache  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.urls import reverse, set_script_prefix  # noqa: E402
from django_scopes import scope  # noqa: E402

from benchmarks import clubs_data, season_data  # noqa: E402
from benchmarks.season_data import Page  # noqa: E402

GROWTH = 1.5
HOME = "home page (/<club>/)"


@dataclass
class Result:
    page: Page
    queries: dict[int, int] = field(default_factory=dict)  # clubs -> queries
    median_ms: dict[int, float] = field(default_factory=dict)
    ratio: dict[int, float] = field(default_factory=dict)  # median of each round's ratio


def fetch(client: Client, page: Page) -> int:
    response = client.get(page.path)
    if response.status_code != 200:
        raise SystemExit(f"{page.label}: {page.path} answered {response.status_code}")
    if response.streaming:
        b"".join(response.streaming_content)
    return response.status_code


def count_queries(client: Client, page: Page) -> int:
    with CaptureQueriesContext(connection) as queries:
        fetch(client, page)
    return len(queries.captured_queries)


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def pages_of(built: clubs_data.Built) -> list[Page]:
    """Every page measured, in the model club's addresses (its prefix: ``/<slug>/``)."""
    with scope(club=built.club):
        return _pages_of(built)


def _pages_of(built: clubs_data.Built) -> list[Page]:
    data, tonight = built.data, built.tonight
    published = data.evenings[-2]  # the season's last published evening
    prefix = f"/{built.club.slug}/"
    set_script_prefix(prefix)
    try:
        table = tonight.tables.order_by("-size", "number")[0]
        player = table.table_players.all()[0].player_id
        deal = table.chukkers.order_by("-number")[0].deals.filter(passed_out=False)[0]
        e, p, s = tonight.pk, published.pk, data.season.pk

        def url(name: str, *args: object) -> str:
            return reverse(f"club:{name}", args=args)

        pages = [
            Page("results (public)", url("results")),
            Page("player page (public)", url("player_results", player)),
            Page("evening standings (published)", url("evening_standings", p)),
            Page("season standings", url("season_standings", s)),
            Page("season CSV", url("season_standings", s) + "?_export=csv", kind="export"),
            Page("ranking PDF (published)", url("ranking_pdf", p), kind="pdf"),
            Page("dashboard (evenings)", url("dashboard")),
            Page("evening detail (tonight)", url("evening_detail", e)),
            Page("attendance", url("evening_attendance", e)),
            Page("seating", url("evening_seating", e)),
            Page("play dashboard", url("evening_play", e)),
            Page("history", url("evening_history", e)),
            Page("evening standings (tonight)", url("evening_standings", e)),
            Page("live display", url("evening_live", e)),
            Page("table recap", url("table_recap", e, table.number)),
            Page("seasons", url("seasons")),
            Page("roster", url("roster")),
            Page("club settings", url("club_settings")),
        ]
        api = f"/api/v1/clubs/{built.club.slug}"  # a page of the site's: the club in the path
        pages += [
            Page("API index", "/api/v1/", kind="export"),
            Page("API seasons", f"{api}/seasons", kind="export"),
            Page("API season standings", f"{api}/seasons/{s}/standings", kind="export"),
            Page("API season club points", f"{api}/seasons/{s}/club-points", kind="export"),
            Page("API evenings", f"{api}/evenings", kind="export"),
            Page("API evening", f"{api}/evenings/{p}", kind="export"),
            Page("API evening standings", f"{api}/evenings/{p}/standings", kind="export"),
            Page("API evening recaps", f"{api}/evenings/{p}/recaps", kind="export"),
            Page("API evening club points", f"{api}/evenings/{p}/club-points", kind="export"),
            Page("API players", f"{api}/players", kind="export"),
            Page("API player", f"{api}/players/{player}", kind="export"),
        ]
    finally:
        set_script_prefix("/")
    # The printed links, as the phones open them: no club in the address.
    link = [table.pk, table.token]
    pages += [
        Page("table page (printed link)", reverse("club:table_play", args=link), as_table=True),
        Page(
            "deal edit (printed link)",
            reverse("club:deal_edit", args=[*link, deal.pk]),
            as_table=True,
        ),
        Page(
            "tonight page (printed link)",
            reverse("club:tonight", args=[e, tonight.tonight_token]),
            as_table=True,
        ),
    ]
    pages += federation_pages(player)
    return pages


def federation_pages(player: int) -> list[Page]:
    """The federation's pages (no club's): its index, the ranking of the model club's season's
    year and the page of the model club's player by licence number (held at a few clubs)."""
    with scope(club=1):
        licence = clubs_data.Player.objects.get(pk=player).licence_number
        year = clubs_data.Evening.objects.filter(published=True).latest("date").date.year
    return [
        Page("federation (/federation/)", "/federation/"),
        Page("federation ranking", reverse("federation:ranking") + f"?year={year}"),
        Page("federation player page", reverse("federation:player", args=[licence])),
    ]


def cold_federation(results: list[Result], n: int, client: Client) -> list[str]:
    """The federation's pages drawn afresh (an empty cache: the first request after a change),
    once each: their queries and time."""
    lines = []
    for result in results:
        if not result.page.label.startswith("federation"):
            continue
        cache.clear()
        with CaptureQueriesContext(connection) as queries:
            spent = timed(lambda r=result: fetch(client, r.page))
        lines.append(
            f"{n} clubs, {result.page.label} drawn afresh: "
            f"{len(queries.captured_queries)} queries, {spent:.0f} ms"
        )
        print(lines[-1], flush=True)
    return lines


def measure_rounds(
    results: list[Result], home: Result, client_for: Callable[[Page], Client], n: int, runs: int
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
        result.median_ms[n] = statistics.median(times[result.page.label])
        result.ratio[n] = statistics.median(ratios.get(result.page.label, [1.0]))


def check_pages(built: clubs_data.Built, director: Client) -> None:
    """The model club's director is refused another club's evening: the copies are apart."""
    other = clubs_data.Club.objects.exclude(pk=built.club.pk).order_by("pk").first()
    if other is None:
        return
    stride = built.strides["club_evening"]
    copied = built.tonight.pk + (other.pk - built.club.pk) * stride
    path = reverse("club:evening_detail", args=[copied])
    own = director.get(f"/{built.club.slug}{path}")
    theirs = director.get(f"/{other.slug}{path}")
    if own.status_code != 404 or theirs.status_code not in (302, 403, 404):
        raise SystemExit(
            f"another club's evening answered {own.status_code} in the model club's address "
            f"and {theirs.status_code} in its own, to the model club's director"
        )


def measure(counts: list[int], evenings: int, runs: int) -> tuple[list[Result], Result, list]:
    notes: list[str] = []
    start = time.perf_counter()
    built = clubs_data.model_club(evenings)
    notes.append(
        f"the model club ({evenings} evenings and tonight) in {time.perf_counter() - start:.1f} s"
    )
    print(notes[-1], flush=True)
    rows = clubs_data.row_counts()
    print("  its rows: " + ", ".join(f"{k} {v}" for k, v in rows.items() if v), flush=True)
    director, phone = Client(), Client()
    director.force_login(built.data.director)

    def client_for(page: Page) -> Client:
        return phone if page.as_table else director

    results: list[Result] = []
    home = Result(Page(HOME, f"/{built.club.slug}/"))
    for n in counts:
        spent = clubs_data.copy_clubs(built, n, say=lambda line: print(line, flush=True))
        analysing = time.perf_counter()
        season_data.analyze()
        analysed = time.perf_counter() - analysing
        _bytes, size = clubs_data.database_size()
        notes.append(
            f"{n} clubs: copies made in {spent:.0f} s, analysed in {analysed:.0f} s, "
            f"database {size}"
        )
        print(notes[-1], flush=True)
        if not results:
            results = [Result(page) for page in pages_of(built)]
        check_pages(built, director)
        for result in [home, *results]:
            fetch(client_for(result.page), result.page)  # templates, first connections
        notes += cold_federation(results, n, director)
        cache.clear()
        for result in [home, *results]:
            fetch(client_for(result.page), result.page)  # warm up: templates, caches
        for result in results:
            result.queries[n] = count_queries(client_for(result.page), result.page)
        measure_rounds(results, home, client_for, n, runs)
    crossed = clubs_data.crossed_rows()
    if crossed:
        raise SystemExit(f"the copies cross: {crossed}")
    return results, home, notes


def report(results: list[Result], home: Result, counts: list[int]) -> list[str]:
    """Print the table; return the goals missed."""
    first, last = counts[0], counts[-1]
    queries = " | ".join(f"queries@{n}" for n in counts)
    spent = " | ".join(f"ms@{n}" for n in counts)
    ratios = " | ".join(f"×home@{n}" for n in counts)
    print(f"| page | {queries} | {spent} | {ratios} | {last}/{first} |")
    print("| --- |" + " ---: |" * (3 * len(counts) + 1))
    floor = " | ".join(f"{home.median_ms[n]:.1f}" for n in counts)
    print(f"| {HOME} |" + " |" * len(counts) + f" {floor} |" + " 1.0 |" * len(counts) + " |")
    missed = []
    for r in results:
        growth = r.ratio[last] / r.ratio[first]
        print(
            f"| {r.page.label} | "
            + " | ".join(str(r.queries[n]) for n in counts)
            + " | "
            + " | ".join(f"{r.median_ms[n]:.1f}" for n in counts)
            + " | "
            + " | ".join(f"{r.ratio[n]:.2f}" for n in counts)
            + f" | {growth:.2f} |"
        )
        if len(set(r.queries.values())) > 1:
            missed.append(f"{r.page.label}: queries {r.queries} grow with the clubs")
        if growth > GROWTH:
            missed.append(
                f"{r.page.label}: {growth:.2f}× as costly at {last} clubs as at {first} "
                f"(at most {GROWTH}×)"
            )
    home_growth = home.median_ms[last] / home.median_ms[first]
    print(f"\nthe home page itself: {home_growth:.2f}× its time at {first} clubs")
    return missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clubs", default="10,1000", help="numbers of clubs, ascending")
    parser.add_argument("--evenings", type=int, default=30, help="evenings of each club's season")
    parser.add_argument("--runs", type=int, default=9, help="rounds timed at each number")
    parser.add_argument(
        "--quick", action="store_true", help="a smoke run: 2 then 5 clubs, 3 evenings, 2 rounds"
    )
    options = parser.parse_args()
    if options.quick:
        options.clubs, options.evenings, options.runs = "2,5", 3, 2
    counts = sorted(int(n) for n in options.clubs.split(","))
    if counts[0] < 2 or options.evenings < 2 or options.runs < 1:
        parser.error("--clubs at least 2 (the club's prefix), --evenings 2, --runs 1")
    if connection.vendor != "postgresql":
        parser.error("PostgreSQL only: DATABASE_URL=postgres://…")

    # As in production: no query log, no template debugging, no test signals; the refusals
    # checked (another club's evening) not logged as the site's warnings.
    settings.DEBUG = False
    logging.getLogger("django.request").setLevel(logging.ERROR)
    name = connection.settings_dict.setdefault("TEST", {})["NAME"] = (
        f"clubchicago_bench_{os.getpid()}"
    )
    # Migration 0022 reads the club in scope for its new columns' default on PostgreSQL: the
    # first club's, as a one-club installation's ``migrate`` would give them.
    old_name = connection.settings_dict["NAME"]
    try:
        with scope(club=1):
            connection.creation.create_test_db(verbosity=0, autoclobber=True)
    except BaseException:  # a migration failed: the half-made database is not left behind
        connection.close()
        connection.settings_dict["NAME"] = old_name
        connection.creation._destroy_test_db(name, verbosity=0)
        raise
    try:
        results, home, notes = measure(counts, options.evenings, options.runs)
        print(
            f"\npostgresql, {', '.join(map(str, counts))} clubs of {options.evenings} evenings "
            f"and tonight; the model club's pages; median of {options.runs} rounds, each page "
            f"right after the home page; {'; '.join(notes)}\n"
        )
        missed = report(results, home, counts)
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
    print()
    for line in missed:
        print(f"MISSED: {line}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
