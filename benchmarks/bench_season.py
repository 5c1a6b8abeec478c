"""The season's standings at 50 and at 500 evenings, against the home page, in the same rounds.

Run from the checkout:

    .venv/bin/python benchmarks/bench_season.py [--evenings 50 500] [--rounds 15]

It builds a fresh database of its own (a temporary SQLite file, or with ``DATABASE_URL`` a new
PostgreSQL database on that server, dropped at the end) and a season of evenings of four tables
written in bulk by ``season_data``, growing it to each size of ``--evenings`` in turn. At each
size, every round asks once for each of: the home page ``/`` (the layout alone: the floor), the
selector ``season_standings.season_standings`` called directly, the season's standings page, its CSV
and XLSX exports, its PDF and the director's list of evenings, all through
``django.test.Client`` logged in as the director. Interleaving them in every round means a slow
moment of the machine weighs on all of them alike. The script prints each one's median and its
ratio to the home page's median at that size, then how much each ratio grew from the first size
to the last: the goal of issue 16 is at most 1.5.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import warnings
from collections.abc import Callable
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
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.urls import reverse  # noqa: E402

from benchmarks import season_data  # noqa: E402
from clubchicago.club.selectors import season_standings as season_ranking  # noqa: E402

HOME = "home page /"
GOAL = 1.5


def fetcher(client: Client, path: str) -> Callable[[], None]:
    def fetch() -> None:
        response = client.get(path)
        if response.status_code != 200:
            raise SystemExit(f"{path} answered {response.status_code}")
        if response.streaming:  # read it all, as a browser would
            for _chunk in response.streaming_content:
                pass

    return fetch


def measures(club: season_data.ClubData, client: Client) -> dict[str, Callable[[], None]]:
    season = club.season
    page = reverse("club:season_standings", args=[season.pk])
    return {
        HOME: fetcher(client, reverse("home")),
        "season_standings() selector": lambda: season_ranking.season_standings(season),
        "season standings page": fetcher(client, page),
        "season CSV": fetcher(client, page + "?_export=csv"),
        "season XLSX": fetcher(client, page + "?_export=xlsx"),
        "season PDF": fetcher(client, reverse("club:season_pdf", args=[season.pk])),
        "evenings list": fetcher(client, reverse("club:dashboard")),
    }


def medians(actions: dict[str, Callable[[], None]], rounds: int) -> dict[str, float]:
    """Each action's median in milliseconds over ``rounds`` rounds, every round asking once for
    each (after one round to warm up)."""
    times: dict[str, list[float]] = {label: [] for label in actions}
    for round_number in range(rounds + 1):
        for label, action in actions.items():
            start = time.perf_counter()
            action()
            if round_number:
                times[label].append((time.perf_counter() - start) * 1000)
    return {label: statistics.median(each) for label, each in times.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--evenings", type=int, nargs="+", default=[50, 500])
    parser.add_argument("--rounds", type=int, default=15, help="rounds timed at each size")
    options = parser.parse_args()
    sizes = sorted(options.evenings)
    if sizes[0] < 1 or options.rounds < 1:
        parser.error("--evenings and --rounds must be at least 1")

    settings.DEBUG = False
    test_settings = connection.settings_dict.setdefault("TEST", {})
    if connection.vendor == "postgresql":
        test_settings["NAME"] = f"clubchicago_bench_{os.getpid()}"
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    results: dict[int, dict[str, float]] = {}
    try:
        club = season_data.new_club(weeks=sizes[-1] + 1)
        client = Client()
        client.force_login(club.director)
        for size in sizes:
            start = time.perf_counter()
            season_data.add_evenings(club, size - len(club.evenings))
            season_data.analyze()
            built = time.perf_counter() - start
            print(f"{size} evenings ({built:.1f} s to build)", file=sys.stderr)
            results[size] = medians(measures(club, client), options.rounds)
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)

    print(f"{connection.vendor}, median of {options.rounds} interleaved rounds, ms (× home page)")
    print()
    print("| what | " + " | ".join(f"{size} evenings" for size in sizes) + " | growth |")
    print("|---|" + "---:|" * (len(sizes) + 1))
    for label in results[sizes[0]]:
        ratios = [results[size][label] / results[size][HOME] for size in sizes]
        cells = [
            f"{results[size][label]:.1f} ({ratio:.1f}×)"
            for size, ratio in zip(sizes, ratios, strict=True)
        ]
        print(f"| {label} | " + " | ".join(cells) + f" | {ratios[-1] / ratios[0]:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
