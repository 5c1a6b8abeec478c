"""A festival evening, measured: 60 tables (300 players) on gunicorn + PostgreSQL + Redis.

Run from the checkout (PostgreSQL and Redis must answer; nothing is left behind but Redis
database 6, emptied), niced on a shared machine:

    nice -n 10 .venv/bin/python benchmarks/bench_festival.py [--minutes 3] [--tables 60]

What it does, in order (the machinery is ``load_evening.py``'s: its database, server, phones and
checks):

1. Creates a new PostgreSQL database, migrates it and seats one evening of ``--tables`` tables
   of 4, 5 and 6 players (60 tables: 20 of each, 300 players), with the tonight page on
   (``Evening.tonight_page``).
2. Starts gunicorn in production mode (``--workers`` sync workers), Redis as the shared cache.
3. For ``--minutes``: every table enters its deals at a real table's pace, one every
   ``--deal-seconds`` (300: a chukker of four deals in 20 minutes, the club's default), each
   table starting at a random moment of the first interval. An entry is what a phone does:
   load the table page, ask for the score, save (with a defender who confirms) and follow the
   redirect; ``--duplicates`` of the deals are saved by two phones at the same moment. Each of
   the 300 players' phones opens the tonight page and its table's page (at a random moment of
   the first ``--poll`` seconds: "opened"), then polls both every ``--poll`` seconds (30), as
   the pages themselves do, sending back each page's ETag as a browser's cache does from the
   first poll on (an unchanged page answers 304); the projector opens and polls the live
   display (with its ETag) every ``--poll`` seconds as the director.
4. Reports the errors (5xx, unexpected status, connection errors, an entry refused, a page out
   of step) and the p50/p95/p99 of the entries and of the polls, by request.
5. The floor: as many clients as the evening had ask for the home page at the evening's pace
   (its requests per second) for ``--home-seconds``, their p50/p95/p99 beside the evening's.
6. Checks the database: each table holds exactly the deals its phones entered, none lost and
   none doubled, and every chukker's stored totals equal a fresh rescoring; then drops it.

Exit status 1 when a target is missed: 0 errors, 0 deals lost or doubled, and (issue 32) the
polls' p95 at most 3 times the home page's p95 in the floor of the same run.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.load_evening import (  # noqa: E402
    Evening,
    build_evening,
)
from benchmarks.phones import (  # noqa: E402
    Client,
    TableRun,
    Tally,
    home_floor,
    percentile,
    print_statuses,
    tally_missed,
)
from benchmarks.served import (  # noqa: E402
    busy_and_total,
    database_cpu,
    own_database,
    start_gunicorn,
    stop_gunicorn,
)

ENTRY_KINDS = ("GET table page", "POST preview", "POST save", "POST passed out")
POLL_P95 = 3.0  # issue 32: the polls' p95 at most this many times the home page's
ENTRY_FOLLOW = "GET after redirect"


class Festival(Evening):
    """The clients' side: tables entering deals at a real pace, phones and a projector polling."""

    def __init__(self, options: argparse.Namespace, port: int, tally: Tally) -> None:
        super().__init__(options, port, tally)
        self.entered: dict[int, int] = defaultdict(int)  # table number -> entries made
        self.polls: Counter[str] = Counter()  # kind -> answers 304

    def enter_at_pace(self, run: TableRun) -> None:
        """The table's deals, one every ``--deal-seconds`` (with some spread), until the end."""
        with self.rng_lock:
            start = self.rng.uniform(0, self.options.deal_seconds)
        if self.stop.wait(start):
            return
        try:
            for turn, (chukker, number, contract) in enumerate(run.entries):
                phone = run.phones[turn % len(run.phones)]
                partner = run.phones[(turn + 1) % len(run.phones)]
                duplicate = contract is not None and self.chance() < self.options.duplicates
                with self.rng_lock:
                    self.entered[run.number] += 1
                self.enter(run, phone, partner if duplicate else None, chukker, number, contract)
                with self.rng_lock:
                    gap = self.options.deal_seconds * self.rng.uniform(0.7, 1.3)
                if self.stop.wait(gap):
                    return
        except Exception as error:  # a bug here must not hang the run: report it
            self.tally.problem(f"table {run.number}: the phones stopped: {error!r}")

    def poll(self, client: Client, pages: list[tuple[str, str]]) -> None:
        """A phone (or the projector) opens each of ``pages`` (the link or QR code that brought
        it there), then asks for it again every ``--poll`` seconds, sending back the page's
        ETag as the browser's cache does, from the first poll on."""
        etags: dict[str, str] = {}
        with self.rng_lock:
            first = self.rng.uniform(0, self.options.poll)
        if self.stop.wait(first):
            return
        for kind, path in pages:
            self.ask(client, opened(kind), path, etags)
        while not self.stop.wait(self.options.poll):
            for kind, path in pages:
                self.ask(client, kind, path, etags)

    def ask(self, client: Client, kind: str, path: str, etags: dict[str, str]) -> None:
        """One GET of ``path``, with the ETag ``etags`` holds for it, which its answer renews."""
        with client.lock:
            etag = etags.get(path)
            headers = {"If-None-Match": etag} if etag else {}
            status, _content, _location = client.request(kind, "GET", path, extra_headers=headers)
            if status == 304:
                with self.rng_lock:
                    self.polls[kind] += 1
            elif status == 200:
                found = client.last_headers.get("ETag") if client.last_headers else None
                if found:
                    etags[path] = found
            elif status:  # 0: the connection error is reported already
                self.tally.problem(f"{kind} {path}: status {status}")


POLLS = ("GET tonight (poll)", "GET table page (poll)", "GET live display (poll, projector)")


def opened(kind: str) -> str:
    """What a page's first load is called: "GET tonight (opened)" for "GET tonight (poll)"."""
    return kind.split(" (")[0] + " (opened)"


def run_festival(
    options: argparse.Namespace,
    port: int,
    plans: list[dict],
    tonight: str,
    live: str,
    director_cookie: dict[str, str],
) -> tuple[Festival, Tally, float, int]:
    tally = Tally()
    festival = Festival(options, port, tally)
    runs = [
        TableRun(
            plan["number"],
            plan["path"],
            plan["entries"],
            plan["defenders"],
            [Client(port, tally) for _player in range(plan["size"])],  # a phone a player
        )
        for plan in plans
    ]
    threads = [threading.Thread(target=festival.enter_at_pace, args=(run,)) for run in runs]
    threads += [
        threading.Thread(
            target=festival.poll,
            args=(phone, [(POLLS[0], tonight), (POLLS[1], run.path)]),
        )
        for run in runs
        for phone in run.phones
    ]
    projector = Client(port, tally, director_cookie)
    threads.append(threading.Thread(target=festival.poll, args=(projector, [(POLLS[2], live)])))
    for thread in threads:
        thread.daemon = True
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    festival.stop.wait(options.minutes * 60)
    festival.stop.set()
    for thread in threads:
        thread.join(timeout=60)
    seconds = time.perf_counter() - start
    return festival, tally, seconds, sum(len(run.phones) for run in runs) + 1


def report(festival: Festival, tally: Tally, seconds: float) -> float:
    samples = tally.samples
    print(f"{len(samples)} requests in {seconds:.0f} s: {len(samples) / seconds:.1f} requests/s")
    by_kind: dict[str, list[float]] = defaultdict(list)
    for sample in samples:
        by_kind[sample.kind].append(sample.ms)
    groups = {
        "entries (every request of a deal's entry)": [
            s.ms for s in samples if s.kind in (*ENTRY_KINDS, ENTRY_FOLLOW)
        ],
        "polls (tonight, table pages, projector)": [s.ms for s in samples if s.kind in POLLS],
    }
    print()
    print("| request | count | 304 | p50 ms | p95 ms | p99 ms |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for kind, values in [*sorted(by_kind.items()), *groups.items()]:
        print(
            f"| {kind} | {len(values)} | {festival.polls.get(kind, '')} "
            f"| {percentile(values, 0.5):.0f} | {percentile(values, 0.95):.0f} "
            f"| {percentile(values, 0.99):.0f} |"
        )
    print_statuses(samples)
    print(
        f"deals entered: {sum(festival.entered.values())}; saved by two phones at once: "
        f"{tally.duplicates} times, {tally.duplicates_handled} handled (one stored, the other "
        "refused with a message)"
    )
    return percentile(groups["polls (tonight, table pages, projector)"], 0.95)


def check_entered(plans: list[dict], entered: dict[int, int]) -> tuple[list[str], Counter]:
    """Each table's stored deals against the first ``entered[table]`` entries of its plan."""
    from benchmarks import season_data
    from clubchicago.club.models import Chukker, DealRecord

    problems: list[str] = []
    counts: Counter = Counter()
    for plan in plans:
        made = plan["entries"][: entered.get(plan["number"], 0)]
        wanted: dict[int, list] = defaultdict(list)
        for chukker, _number, contract in made:
            wanted[chukker].append(contract)
        chukkers = {c.number: c for c in Chukker.objects.filter(table__number=plan["number"])}
        if sorted(chukkers) != sorted(wanted):
            problems.append(f"table {plan['number']}: chukkers {sorted(chukkers)} stored")
        for index, contracts in wanted.items():
            chukker = chukkers.get(index)
            if chukker is None:
                continue
            live = list(DealRecord.objects.filter(chukker=chukker, deleted_at__isnull=True))
            played = sorted((d for d in live if not d.passed_out), key=lambda d: d.number)
            numbers = [deal.number for deal in played]
            entered_codes = [c.contract_code for c in contracts if c is not None]
            counts["deals"] += len(played)
            counts["passed out"] += len(live) - len(played)
            counts["doubled"] += len(numbers) - len(set(numbers))
            counts["lost"] += max(len(entered_codes) - len(set(numbers)), 0)
            stored = [deal.contract().contract_code for deal in played]
            if numbers != list(range(1, len(entered_codes) + 1)) or stored != entered_codes:
                problems.append(f"table {plan['number']} chukker {index}: {numbers} {stored}")
            if len(live) - len(played) != contracts.count(None):
                problems.append(f"table {plan['number']} chukker {index}: pass-outs differ")
            if (len(entered_codes) == 4) != (chukker.closed_at is not None):
                problems.append(f"table {plan['number']} chukker {index}: closed wrongly")
    everything = Chukker.objects.select_related("table__evening")
    counts["chukkers"] = everything.count()
    counts["chukkers closed"] = everything.filter(closed_at__isnull=False).count()
    wrong = season_data.check_scores(everything)
    counts["scores differing"] = len(wrong)
    return problems + wrong, counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", default="postgres://postgres@127.0.0.1:5432/postgres")
    parser.add_argument("--minutes", type=float, default=3.0, help="how long the evening runs")
    parser.add_argument("--tables", type=int, default=60)
    parser.add_argument("--workers", type=int, default=3, help="gunicorn sync workers")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/6", help="the shared cache")
    parser.add_argument("--poll", type=float, default=30.0, help="phones and projector poll (s)")
    parser.add_argument(
        "--deal-seconds", type=float, default=300.0, help="a table enters a deal every (s)"
    )
    parser.add_argument("--pause", default="1000,4000", help="a player's pause, min,max in ms")
    parser.add_argument("--duplicates", type=float, default=0.1, help="share saved twice")
    parser.add_argument("--home-seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=2026)
    options = parser.parse_args()
    # What ``load_evening``'s phones read: the pauses and a sync server.
    options.worker_class, options.threads = "sync", 1
    options.play_scale = options.look_scale = 1.0

    with own_database(options.server, "clubchicago_festival") as run:
        from django.db import connections

        from clubchicago.club.models import Evening as EveningRow

        plans, evening_pk, director_cookie = build_evening(options)
        EveningRow.objects.filter(pk=evening_pk).update(tonight_page=True)
        token = EveningRow.objects.get(pk=evening_pk).tonight_token
        tonight, live = f"/tonight/{evening_pk}/{token}/", f"/club/evenings/{evening_pk}/live/"
        connections.close_all()
        env = run.served_env(options.redis)
        players = sum(plan["size"] for plan in plans)
        print(
            f"{len(plans)} tables, {players} players; gunicorn sync x {options.workers} workers, "
            f"PostgreSQL, Redis; {options.minutes:g} minutes; a deal every "
            f"{options.deal_seconds:g} s at each table; polls every {options.poll:g} s; "
            f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
        )
        run.server, port = start_gunicorn(options, env, run.log)
        machine, database = busy_and_total(), database_cpu(run.name)
        festival, tally, seconds, clients = run_festival(
            options, port, plans, tonight, live, director_cookie
        )
        busy, total = (now - then for now, then in zip(busy_and_total(), machine, strict=True))
        print(
            f"CPU: the machine {100 * busy / total if total else 0:.0f}% busy, PostgreSQL "
            f"{database_cpu(run.name) - database:.1f} s; "
            f"load average after: {os.getloadavg()[0]:.1f}"
        )
        polls_p95 = report(festival, tally, seconds)
        missed = tally_missed(tally)
        home_p95 = home_floor(options, port, len(tally.samples) / seconds, clients)
        ratio = polls_p95 / home_p95 if home_p95 else float("inf")
        print(f"polls' p95 against the home page's: {ratio:.1f} times (at most {POLL_P95:g})")
        if ratio > POLL_P95:
            missed.append(f"the polls' p95 is {ratio:.1f} times the home page's")
        stop_gunicorn(run.server)
        run.server = None
        problems, counts = check_entered(plans, festival.entered)
        connections.close_all()
        print(
            "\ndatabase: "
            + ", ".join(f"{key} {value}" for key, value in counts.items())
            + f"; {len(problems)} problems"
        )
        for problem in problems[:20]:
            print(f"  {problem}")
        if problems or counts["lost"] or counts["doubled"]:
            missed.append("the database does not hold exactly the deals entered")
        for line in missed:
            print(f"MISSED: {line}")
        if not missed and run.log.exists():
            run.log.unlink()
        elif run.log.exists():
            print(f"gunicorn's log: {run.log}")
        return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
