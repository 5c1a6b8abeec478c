"""Scoring deals on the table page as a player does, on a 360 x 740 phone (Debian's Chromium).

Run from the checkout (Chromium at ``CHROMIUM_PATH`` or ``/usr/bin/chromium``; nothing is left
behind):

    .venv/bin/python benchmarks/bench_table_entry.py [--chukkers 2] [--size 4]

What it does:

1. Builds a throw-away SQLite database (migrated), one evening with one table of four players
   (each deal confirmed by a player of the other side, the club's default), and serves the site
   on a free port of 127.0.0.1 (``runserver``, development settings, in a subprocess).
2. A phone opens the table link and scores ``--chukkers`` chukkers, deal by deal, tapping only
   what a player taps: level, strain, doubling when there is one, declarer, result, *Save*, then
   a player of the other side taps their own name to confirm. Before each chukker the page
   first shows the position's seats above the first deal's entry, which still fits the screen.
3. For every deal it records the taps, the full page loads, the pixels scrolled and whether any
   control tapped was outside the screen, and the time from the first tap to the moment the page
   says the deal was saved (the server has stored it by then; the script checks the database).
4. Then the two cases that are about trust rather than speed: a deal saved while the phone is
   offline (``context.set_offline``) is sent once the network is back, and arrives exactly once;
   and the same deal without JavaScript takes one page load.

It prints one line per deal and a summary (medians) with the goals of issue 11: at most 7 taps
for a plain contract plus the confirmation, 0 page loads with JavaScript and 1 without, 0 pixels
scrolled, the offline deal stored exactly once. Exit status 1 when a goal is missed.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
HOST = "127.0.0.1"
TAP_GOAL = 7  # for a plain contract, before the confirmation

# The deals the phone scores, in turn: (level, strain, doubled, declarer, result).
DEALS = [
    (4, "H", 0, "E", "="),
    (3, "NT", 0, "S", "+1"),
    (2, "S", 1, "W", "-1"),
    (1, "C", 0, "N", "+2"),
    (6, "D", 0, "E", "="),
    (3, "H", 0, "N", "-2"),
    (5, "C", 2, "W", "="),
    (2, "NT", 0, "S", "="),
]


# Names as long as a club's roster has them, so the seats' lines are tried for width.
NAMES = (
    "Anne-Sophie Marchetti",
    "Bob Li",
    "Cléo Dubois-Lefèvre",
    "Dan Oakes",
    "Élodie Rossi",
    "Francesco Bianchi",
)


@dataclass
class DealRun:
    chukker: int
    deal: int
    taps: int
    loads: int
    scrolled: int
    offscreen: list[str]
    ms: float


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def build_database(url: str, size: int) -> str:
    """Migrate, seat one table of ``size`` players, and return the path of its link."""
    os.environ["DATABASE_URL"] = url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "clubchicago.settings")
    # Playwright's sync API runs an event loop in this thread; the ORM calls are still plain
    # synchronous code between its calls.
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    import django

    django.setup()
    from clubchicago.club.tenancy import enter_club_for_script

    enter_club_for_script()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    call_command("createcachetable", verbosity=0)
    from clubchicago.club.models import Attendance, Club, Evening, Player, Table
    from clubchicago.club.services.seating import save_seating

    club = Club.load()
    evening = Evening.objects.create(
        **{**club.scoring_settings(), "confirm_entries": True},
        date=dt.date.today(),
        title="Benchmark",
    )
    players = [Player.objects.create(name=name) for name in NAMES[:size]]
    Attendance.objects.bulk_create(Attendance(evening=evening, player=p) for p in players)
    save_seating(evening, [[player.pk for player in players]])
    table = Table.objects.get(evening=evening)
    return f"/t/{table.pk}/{table.token}/"


def stored_deals() -> int:
    from clubchicago.club.models import DealRecord

    return DealRecord.objects.filter(deleted_at__isnull=True, passed_out=False).count()


def start_server(url: str, port: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "DATABASE_URL": url, "CLUBCHICAGO_ENV": "development"}
    server = subprocess.Popen(
        [sys.executable, "manage.py", "runserver", "--noreload", f"{HOST}:{port}"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection((HOST, port), timeout=0.5).close()
            return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit("the development server did not start")


def chromium() -> str:
    path = os.environ.get("CHROMIUM_PATH") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(path).exists():
        raise SystemExit("Chromium is not installed: apt-get install chromium")
    return path


def score_chukkers(browser: object, base: str, link: str, chukkers: int) -> list[DealRun]:
    from playwright.sync_api import expect

    from tests.browser.phone import PHONE, Phone

    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(base + link)
    phone = Phone(page)
    runs = []
    for chukker in range(1, chukkers + 1):
        for number in range(1, 5):
            level, strain, doubled, declarer, result = DEALS[(chukker - 1) * 4 + number - 1]
            taps, loads = phone.taps, phone.loads
            phone.offscreen, phone.scrolled = [], 0
            before = stored_deals()
            started = time.perf_counter()
            phone.deal(level, strain, doubled, declarer, result)
            elapsed = (time.perf_counter() - started) * 1000
            assert stored_deals() == before + 1, "the page said saved but nothing was stored"
            phone.confirm()
            runs.append(
                DealRun(
                    chukker,
                    number,
                    phone.taps - taps,
                    phone.loads - loads,
                    phone.scrolled,
                    list(phone.offscreen),
                    elapsed,
                )
            )
        # The chukker closed: the next position's seats are shown first, at the top.
        expect(page.locator("#announce")).not_to_be_empty()
    context.close()
    return runs


def offline_exactly_once(browser: object, base: str, link: str) -> tuple[int, int]:
    """A deal saved offline and sent when the network is back: the deals stored before, after."""
    from playwright.sync_api import expect

    from tests.browser.phone import PHONE, Phone

    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(base + link)
    phone = Phone(page)
    before = stored_deals()
    phone.contract(3, "NT", 0, "S")
    phone.choose("result", "=")
    expect(page.locator("#preview strong")).to_be_visible()
    context.set_offline(True)
    phone.tap("button[name='save']")
    expect(page.locator("#outbox")).to_be_visible()
    context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator("#outbox")).to_be_hidden()
    page.reload()  # and once more: nothing is left to send
    page.wait_for_timeout(500)
    after = stored_deals()
    phone.confirm()
    context.close()
    return before, after


def without_javascript(browser: object, base: str, link: str) -> tuple[int, int]:
    """The page loads and taps one deal takes with JavaScript off."""
    from tests.browser.phone import PHONE, Phone

    context = browser.new_context(**PHONE, java_script_enabled=False)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(base + link)
    phone = Phone(page)
    loads, taps = phone.loads, phone.taps
    for name, value in (("level", 2), ("strain", "H"), ("declarer", "N"), ("result", "=")):
        phone.choose(name, value)
    with page.expect_navigation():
        phone.tap("button[name='save']")
    context.close()
    return phone.loads - loads, phone.taps - taps


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chukkers", type=int, default=2, help="chukkers scored (4 deals each)")
    parser.add_argument(
        "--size", type=int, default=4, choices=(4, 5, 6), help="players at the table"
    )
    options = parser.parse_args()
    chukkers = max(1, min(options.chukkers, len(DEALS) // 4))
    folder = Path(tempfile.mkdtemp(prefix="clubchicago_entry_"))
    url = f"sqlite:///{folder / 'bench.sqlite3'}"
    server = None
    try:
        link = build_database(url, options.size)
        port = free_port()
        server = start_server(url, port)
        base = f"http://{HOST}:{port}"
        from playwright.sync_api import sync_playwright

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium(), args=["--no-sandbox", "--disable-gpu"]
            )
            runs = score_chukkers(browser, base, link, chukkers)
            before, after = offline_exactly_once(browser, base, link)
            no_js_loads, no_js_taps = without_javascript(browser, base, link)
            browser.close()
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)
    print(f"A table of {options.size}, {chukkers} chukker(s), on a 360 x 740 phone.")
    return report(runs, before, after, no_js_loads, no_js_taps)


def report(runs: list[DealRun], before: int, after: int, no_js_loads: int, no_js_taps: int) -> int:
    print("chukker deal  taps  loads  scrolled px  off screen  first tap -> saved (ms)")
    for run in runs:
        print(
            f"{run.chukker:7} {run.deal:4} {run.taps:5} {run.loads:6} {run.scrolled:12} "
            f"{len(run.offscreen):11} {run.ms:12.0f}  {' '.join(run.offscreen)}"
        )
    plain = [run for run in runs if DEALS[(run.chukker - 1) * 4 + run.deal - 1][2] == 0]
    # Taps to save (the confirmation is the last tap of each deal).
    plain_taps = max(run.taps - 1 for run in plain)
    print()
    print(
        f"taps for a plain contract, to save:  {plain_taps} (goal {TAP_GOAL} at most)"
        " + 1 to confirm"
    )
    print(f"full page loads per deal:            {max(run.loads for run in runs)} (goal 0)")
    print(f"pixels scrolled, most in any deal:   {max(run.scrolled for run in runs)} (goal 0)")
    offscreen = sum(len(run.offscreen) for run in runs)
    print(f"taps outside the screen:             {offscreen} (goal 0)")
    print(f"first tap -> saved, median:          {statistics.median(r.ms for r in runs):.0f} ms")
    print(f"first tap -> saved, slowest:         {max(r.ms for r in runs):.0f} ms")
    print(f"deal saved offline, stored:          {after - before} time(s) (goal exactly 1)")
    print(
        f"without JavaScript:                  {no_js_loads} page load(s), {no_js_taps} taps"
        " (goal 1)"
    )
    missed = (
        plain_taps > TAP_GOAL
        or any(run.loads for run in runs)
        or any(run.scrolled for run in runs)
        or offscreen
        or after - before != 1
        or no_js_loads != 1
    )
    print("goals: " + ("MISSED" if missed else "met"))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
