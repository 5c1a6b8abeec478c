"""A festival evening under load: 30 tables x 5 phones enter every deal at once, on 127.0.0.1.

Run from the checkout (PostgreSQL and Redis must answer; Redis database 6 is emptied):

    .venv/bin/python benchmarks/load_evening.py [--tables 30] [--phones 5] [--workers 3]

What it does, in order:

1. Creates a new PostgreSQL database (``clubchicago_load_<pid>`` on the server ``--server``
   names), migrates it, and seats one evening of ``--tables`` tables of 4, 5 and 6 players
   mixed, with the club's default settings (each deal confirmed by a player of the other side).
2. Collects the static files (into a temporary ``STATIC_ROOT``, removed at the end) and starts
   gunicorn (``clubchicago.wsgi``, sync workers unless ``--worker-class gthread``) on a free port of
   127.0.0.1 in production mode: ``CLUBCHICAGO_ENV=production``, a random ``SECRET_KEY``,
   ``SECURE_SSL_REDIRECT=0`` so plain http works, Redis as the cache the workers share
   (``--redis``, emptied first). Database connections are what the production settings keep
   (``CONN_MAX_AGE`` is not set unless ``--conn-max-age`` asks for a value).
3. Every table gets ``--phones`` phones, each a client of its own (its own connection and
   cookies, kept whatever their ``Secure`` flag says). The phones take turns: while a hand is
   played (a pause x ``--play-scale``), then the phone whose turn it is loads the table page,
   waits, asks for the score (``preview``), waits, saves with the name of a defender who
   confirms, and follows the redirect; a passed-out deal is one click. For ``--duplicates`` of
   the deals a second phone enters the same deal and both press *Save* at the same moment: one
   is stored, the other refused with a message. The other phones of the table look at the sheet
   every pause x ``--look-scale``; the projector reloads the live standings and the director's
   screen the play dashboard, each every ``--poll`` seconds. Pauses (``--pause``, in ms) are a
   person's pauses scaled down.
4. Reports requests per second, p50/p95/p99 latency, every error (5xx, unexpected status,
   connection error, an entry refused or a page out of step with the deals entered) and where
   the CPU went; then stops gunicorn and checks the database: every table played all its
   chukkers, each chukker holds deals 1-4 once (none lost, none doubled) and exactly the deals
   the phones entered, and every chukker's stored totals equal a fresh
   ``scoring.score_chukker`` over its deals.
5. The floor: gunicorn is started again and as many clients as the evening had (phones and
   screens) ask for the home page ``/`` at the evening's pace (its requests per second) for
   ``--home-seconds``; their p50/p95/p99 are printed beside the evening's.
6. Drops the database, whatever happened (``--keep`` keeps it for a look).

Bounded: the deals are fixed in advance, and ``--timeout`` (seconds) stops everything. Exit
status 1 when a target is missed: 0 errors, 0 lost or doubled deals, p95 under 150 ms. The
harness is ``served.py`` (database, gunicorn), the phones and their tally ``phones.py``.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import sys
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.phones import (
    HIDDEN_PASSED_OUT,
    Client,
    TableRun,
    Tally,
    contract_data,
    csrf_token,
    home_floor,
    not_saved,
    percentile,
    print_statuses,
    refusals,
    shown_numbers,
    tally_missed,
)
from benchmarks.served import (
    busy_and_total,
    database_cpu,
    own_database,
    start_gunicorn,
    stop_gunicorn,
)

P95_TARGET_MS = 150.0


class Evening:
    """The clients' side of the evening: every table's phones and the director's screen."""

    def __init__(self, options: argparse.Namespace, port: int, tally: Tally) -> None:
        self.options = options
        self.port = port
        self.tally = tally
        self.stop = threading.Event()
        self.rng = random.Random(options.seed)
        self.rng_lock = threading.Lock()
        low, high = (int(ms) for ms in options.pause.split(","))
        self.pause_range = (low / 1000, high / 1000)

    def pause(self, scale: float = 1.0) -> None:
        with self.rng_lock:
            seconds = self.rng.uniform(*self.pause_range) * scale
        self.stop.wait(seconds)

    def chance(self) -> float:
        with self.rng_lock:
            return self.rng.random()

    def play_table(self, run: TableRun) -> None:
        try:
            for turn, (chukker, number, contract) in enumerate(run.entries):
                if self.stop.is_set():
                    return
                self.pause(scale=self.options.play_scale)  # the hand is bid and played
                phone = run.phones[turn % len(run.phones)]
                partner = run.phones[(turn + 1) % len(run.phones)]
                duplicate = contract is not None and self.chance() < self.options.duplicates
                self.enter(run, phone, partner if duplicate else None, chukker, number, contract)
            run.finished.set()
        except Exception as error:  # a bug here must not hang the run: report it
            self.tally.problem(f"table {run.number}: the phones stopped: {error!r}")
            run.finished.set()

    def load(self, run: TableRun, phone: Client, chukker: int, number: int) -> str:
        content = phone.page("GET table page", run.path)
        shown = shown_numbers(content)
        if shown != (chukker, number):
            self.tally.problem(
                f"table {run.number}: page shows chukker/deal {shown}, "
                f"the phones expected {(chukker, number)}"
            )
        return content

    def enter(
        self,
        run: TableRun,
        phone: Client,
        partner: Client | None,
        chukker: int,
        number: int,
        contract: object,
    ) -> None:
        with phone.lock:
            content = self.load(run, phone, chukker, number)
            token = csrf_token(content)
            self.pause()
            if contract is None:
                data = {"csrfmiddlewaretoken": token, "number": number}
                data.update(chukker_number=chukker, passed_out=1)
                # How many pass-outs of this deal the page showed: the form requires it.
                seen = HIDDEN_PASSED_OUT.search(content)
                data["passed_out_seen"] = seen.group(1) if seen else ""
                self.check_saved(run, *phone.post_and_follow("POST passed out", run.path, data))
                return
            defender = run.defenders[(chukker, str(contract.declarer))]
            data = {
                "csrfmiddlewaretoken": token,
                **contract_data(contract, chukker, number, defender),
            }
            status, shown, _location = phone.request("POST preview", "POST", run.path, data)
            if status != 200 or 'name="save"' not in shown:
                self.tally.problem(f"table {run.number}: preview refused: {refusals(shown)}")
            self.pause()
            if partner is None:
                saved = phone.post_and_follow("POST save", run.path, {**data, "save": 1})
                self.check_saved(run, *saved)
                return
        self.enter_twice(run, phone, partner, chukker, number, data)

    def enter_twice(
        self, run: TableRun, phone: Client, partner: Client, chukker: int, number: int, data: dict
    ) -> None:
        """Two phones press Save on the same deal at the same moment."""
        with partner.lock:
            content = self.load(run, partner, chukker, number)
            partner_data = {**data, "csrfmiddlewaretoken": csrf_token(content)}
            partner.request("POST preview", "POST", run.path, partner_data)
        both = threading.Barrier(2, timeout=30)
        pages: dict[int, tuple[int, str]] = {}

        def save(index: int, client: Client, form: dict) -> None:
            with client.lock:
                both.wait()
                pages[index] = client.post_and_follow("POST save", run.path, {**form, "save": 1})

        second = threading.Thread(target=save, args=(1, partner, partner_data))
        second.start()
        save(0, phone, data)
        second.join(timeout=60)
        told = [not_saved(*pages.get(i, (0, ""))) for i in (0, 1)]
        with self.tally.lock:
            self.tally.duplicates += 1
            if sorted(bool(messages) for messages in told) == [False, True]:
                self.tally.duplicates_handled += 1
                self.tally.refusals.update(" / ".join(messages) for messages in told if messages)
            else:
                self.tally.problems.append(f"table {run.number}: saved twice at once: {told}")

    def check_saved(self, run: TableRun, status: int, content: str) -> None:
        for message in not_saved(status, content):
            self.tally.problem(f"table {run.number}: not saved: {message}")

    def look_now_and_then(self, run: TableRun, phone: Client) -> None:
        """A phone that is not entering: its player glances at the sheet now and then."""
        while not (self.stop.is_set() or run.finished.is_set()):
            self.pause(scale=self.options.look_scale)
            if phone.lock.acquire(blocking=False):
                try:
                    if not run.finished.is_set():
                        phone.page("GET table page (look)", run.path)
                finally:
                    phone.lock.release()

    def screen(self, screen: Client, kind: str, path: str, runs: list[TableRun]) -> None:
        """The projector or the director's screen: reloads its page every ``--poll`` s."""
        while not self.stop.is_set() and not all(run.finished.is_set() for run in runs):
            screen.page(kind, path)
            self.stop.wait(self.options.poll)


# -- building the evening and checking what was stored -------------------------------------


def build_evening(options: argparse.Namespace) -> tuple[list[dict], int, dict[str, str]]:
    """Seat the evening; return each table's plan, the evening's pk and the director's cookie."""
    from django.conf import settings
    from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
    from django.contrib.sessions.backends.db import SessionStore
    from django.core.management import call_command

    from benchmarks import season_data

    call_command("migrate", verbosity=0)
    rng = random.Random(options.seed)
    sizes = [4, 5, 6] * (options.tables // 3) + [4, 5, 6][: options.tables % 3]
    rng.shuffle(sizes)
    club = season_data.new_club(players=sum(sizes) + 10, seed=options.seed)
    evening = season_data.seat_evening(club, sizes, published=False)
    plans = []
    for table in evening.tables.order_by("number"):
        names = season_data.player_names(table)
        entries, defenders = [], {}
        for played, deals in zip(table.plan(), season_data.table_script(table, rng), strict=True):
            seats = season_data.seat_names(names, played)
            number = 1
            for contract in deals:
                entries.append((played.index, number, contract))
                if contract is not None:
                    defenders[(played.index, str(contract.declarer))] = season_data.defender(
                        seats, contract
                    )
                number += contract is not None
        plans.append(
            {
                "number": table.number,
                "size": table.size,
                "path": f"/t/{table.pk}/{table.token}/",
                "entries": entries,
                "defenders": defenders,
            }
        )
    session = SessionStore()
    session[SESSION_KEY] = str(club.director.pk)
    # The backend that loads users (the first, django-axes', only refuses locked-out logins).
    session[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    session[HASH_SESSION_KEY] = club.director.get_session_auth_hash()
    session.save()
    return plans, evening.pk, {settings.SESSION_COOKIE_NAME: session.session_key}


def check_database(plans: list[dict]) -> tuple[list[str], dict[str, int]]:
    """What the database holds against what the phones entered; also a fresh rescoring."""
    from benchmarks import season_data
    from clubchicago.club.models import Chukker, DealRecord, Table

    problems: list[str] = []
    counts = Counter()
    tables = {table.number: table for table in Table.objects.all()}
    for plan in plans:
        table = tables[plan["number"]]
        wanted: dict[int, list] = defaultdict(list)
        for chukker, _number, contract in plan["entries"]:
            wanted[chukker].append(contract)
        chukkers = {c.number: c for c in Chukker.objects.filter(table=table)}
        if sorted(chukkers) != list(range(1, len(table.plan()) + 1)):
            problems.append(f"table {table.number}: chukkers {sorted(chukkers)} stored")
        for index, contracts in wanted.items():
            chukker = chukkers.get(index)
            if chukker is None:
                continue
            live = list(DealRecord.objects.filter(chukker=chukker, deleted_at__isnull=True))
            played = sorted((d for d in live if not d.passed_out), key=lambda d: d.number)
            numbers = [deal.number for deal in played]
            counts["deals"] += len(played)
            counts["passed out"] += len(live) - len(played)
            counts["doubled"] += len(numbers) - len(set(numbers))
            counts["lost"] += len({1, 2, 3, 4} - set(numbers))
            entered = [c.contract_code for c in contracts if c is not None]
            stored = [deal.contract().contract_code for deal in played]
            results = [(c.declarer, c.tricks) for c in contracts if c is not None]
            if numbers != [1, 2, 3, 4] or stored != entered:
                problems.append(f"table {table.number} chukker {index}: deals {numbers} {stored}")
            elif [(d.declarer, d.tricks) for d in played] != [(str(s), t) for s, t in results]:
                problems.append(f"table {table.number} chukker {index}: results differ")
            if len(live) - len(played) != contracts.count(None):
                problems.append(f"table {table.number} chukker {index}: pass-outs differ")
            if chukker.closed_at is None:
                problems.append(f"table {table.number} chukker {index}: not closed")
    everything = Chukker.objects.select_related("table__evening")
    counts["chukkers"] = everything.count()
    wrong = season_data.check_scores(everything)
    counts["scores differing"] = len(wrong)
    problems += wrong
    return problems, counts


# -- the report ------------------------------------------------------------------------------


def report(tally: Tally, seconds: float, options: argparse.Namespace, sizes: Counter) -> float:
    samples = tally.samples
    times = [s.ms for s in samples]
    p95 = percentile(times, 0.95)
    print(
        f"{options.tables} tables ({', '.join(f'{n} of {k}' for k, n in sorted(sizes.items()))}), "
        f"{options.tables * options.phones} phones; gunicorn {options.worker_class} "
        f"x {options.workers} workers"
        + (f" x {options.threads} threads" if options.worker_class == "gthread" else "")
        + f"; pauses {options.pause} ms"
    )
    print(
        f"{len(samples)} requests in {seconds:.1f} s: {len(samples) / seconds:.0f} requests/s; "
        f"latency p50 {percentile(times, 0.5):.0f} ms, p95 {p95:.0f} ms, "
        f"p99 {percentile(times, 0.99):.0f} ms, max {max(times, default=0):.0f} ms"
    )
    print()
    print("| request | count | p50 ms | p95 ms | p99 ms |")
    print("| --- | ---: | ---: | ---: | ---: |")
    by_kind: dict[str, list[float]] = defaultdict(list)
    for sample in samples:
        by_kind[sample.kind].append(sample.ms)
    for kind, values in sorted(by_kind.items()):
        print(
            f"| {kind} | {len(values)} | {statistics.median(values):.0f} "
            f"| {percentile(values, 0.95):.0f} | {percentile(values, 0.99):.0f} |"
        )
    print_statuses(samples)
    print(
        f"same deal saved by two phones at once: {tally.duplicates} times, "
        f"{tally.duplicates_handled} handled (one stored, the other refused with a message):"
    )
    for message, count in tally.refusals.most_common():
        print(f"  {count} x {message}")
    return p95


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", default="postgres://postgres@127.0.0.1:5432/postgres")
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--phones", type=int, default=5, help="phones at each table")
    parser.add_argument("--workers", type=int, default=3, help="gunicorn worker processes")
    parser.add_argument("--worker-class", default="sync", choices=["sync", "gthread"])
    parser.add_argument("--threads", type=int, default=1, help="threads per gthread worker")
    parser.add_argument(
        "--conn-max-age",
        type=int,
        default=None,
        help="CONN_MAX_AGE in seconds (default: not set, the production settings' value)",
    )
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/6", help="the shared cache")
    parser.add_argument("--poll", type=float, default=2.0, help="screens reload every (s)")
    parser.add_argument(
        "--home-seconds", type=float, default=30.0, help="how long the home page floor runs"
    )
    parser.add_argument("--pause", default="50,300", help="a phone's pause, min,max in ms")
    parser.add_argument(
        "--play-scale", type=float, default=3.0, help="playing a hand takes a pause x this"
    )
    parser.add_argument(
        "--look-scale", type=float, default=20.0, help="idle phones look every pause x this"
    )
    parser.add_argument("--duplicates", type=float, default=0.1, help="share of deals saved twice")
    parser.add_argument("--timeout", type=float, default=600, help="stop everything after (s)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--keep", action="store_true", help="keep the database afterwards")
    options = parser.parse_args()
    if options.tables < 1 or options.phones < 2:
        parser.error("at least one table and two phones")

    with own_database(options.server, "clubchicago_load", keep=options.keep) as run:
        from django.db import connections

        # This process reads and checks the same database (development settings, same key).
        plans, evening_pk, director_cookie = build_evening(options)
        connections.close_all()
        env = run.served_env(options.redis, options.conn_max_age)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        run.server, port = start_gunicorn(options, env, run.log)
        phones_cpu, machine, database = (
            time.process_time(),
            busy_and_total(),
            database_cpu(run.name),
        )
        missed, seconds, rate, clients = run_load(options, port, plans, evening_pk, director_cookie)
        phones_cpu = time.process_time() - phones_cpu
        busy, total = (now - then for now, then in zip(busy_and_total(), machine, strict=True))
        database = database_cpu(run.name) - database
        stop_gunicorn(run.server)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        server_cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        print(
            f"CPU over {seconds:.1f} s: the machine's {os.cpu_count()} cores "
            f"{100 * busy / total if total else 0:.0f}% busy; gunicorn {server_cpu:.1f} s, "
            f"the phones {phones_cpu:.1f} s, PostgreSQL {database:.1f} s, anything else "
            f"{max(0.0, busy - server_cpu - phones_cpu - database):.1f} s"
        )
        run.server, port = start_gunicorn(options, env, run.log)
        home_floor(options, port, rate, clients)
        stop_gunicorn(run.server)
        run.server = None
        problems, counts = check_database(plans)
        connections.close_all()
        print()
        print(
            "database: "
            + ", ".join(f"{key} {value}" for key, value in counts.items())
            + f"; {len(problems)} problems"
        )
        for problem in problems[:20]:
            print(f"  {problem}")
        if problems:
            missed.append("the database does not hold exactly the deals entered")
        for line in missed:
            print(f"MISSED: {line}")
        if missed and run.log.exists() and run.log.stat().st_size:
            print(f"gunicorn's log: {run.log}")
        elif run.log.exists():
            run.log.unlink()
        return 1 if missed else 0


def run_load(
    options: argparse.Namespace,
    port: int,
    plans: list[dict],
    evening_pk: int,
    director_cookie: dict[str, str],
) -> tuple[list[str], float, float, int]:
    """Play the evening; the goals missed, its length, its requests per second, its clients."""
    tally = Tally()
    evening = Evening(options, port, tally)
    runs = [
        TableRun(
            plan["number"],
            plan["path"],
            plan["entries"],
            plan["defenders"],
            [Client(port, tally) for _phone in range(options.phones)],
        )
        for plan in plans
    ]
    threads = [threading.Thread(target=evening.play_table, args=(run,)) for run in runs]
    threads += [
        threading.Thread(target=evening.look_now_and_then, args=(run, phone))
        for run in runs
        for phone in run.phones
    ]
    screens = [
        ("GET projector (live standings)", f"/club/evenings/{evening_pk}/live/"),
        ("GET director (play dashboard)", f"/club/evenings/{evening_pk}/play/"),
    ]
    for kind, path in screens:
        screen = Client(port, tally, director_cookie)
        threads.append(threading.Thread(target=evening.screen, args=(screen, kind, path, runs)))
    for thread in threads:
        thread.daemon = True
    start = time.perf_counter()
    deadline = time.monotonic() + options.timeout
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=max(0.0, deadline - time.monotonic()))
    timed_out = any(thread.is_alive() for thread in threads)
    evening.stop.set()
    for thread in threads:
        thread.join(timeout=5)
    seconds = time.perf_counter() - start
    sizes = Counter(plan["size"] for plan in plans)
    p95 = report(tally, seconds, options, sizes)
    missed = []
    if timed_out:
        missed.append(f"the evening did not finish within {options.timeout:.0f} s")
    missed += tally_missed(tally)
    if p95 >= P95_TARGET_MS:
        missed.append(f"p95 {p95:.0f} ms (target under {P95_TARGET_MS:.0f} ms)")
    clients = len(runs) * options.phones + len(screens)
    return missed, seconds, len(tally.samples) / seconds, clients


if __name__ == "__main__":
    sys.exit(main())
