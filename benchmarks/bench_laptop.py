"""A club night on the director's laptop, measured: ``clubchicago serve`` on SQLite, 30 tables.

Run from the checkout, niced on a shared machine (nothing is left behind):

    nice -n 10 .venv/bin/python benchmarks/bench_laptop.py [--tables 30] [--minutes 3]

The machinery is ``bench_festival.py``'s (and through it ``load_evening.py``'s): the same
evening, phones, polls and checks, played against the laptop form instead of gunicorn on
PostgreSQL. What it does, in order:

1. Makes a data folder of its own (a temporary directory, removed at the end) and seats one
   evening of ``--tables`` tables of 4, 5 and 6 players in its SQLite database, on the laptop's
   settings (this process reads and checks the same database).
2. Starts the laptop's server as a director does: ``python -m clubchicago serve --data ...``
   (cheroot, ``--threads`` threads, DEBUG off, WhiteNoise, SQLite in WAL mode, the cache in the
   server's memory), on a free port; the clients talk to it on 127.0.0.1.
3. For ``--minutes``: every table enters a deal every ``--deal-seconds`` (300: a chukker of four
   deals in 20 minutes) as a phone does (table page, score, save, redirect; ``--duplicates``
   saved by two phones at once); every player's phone polls its table page and the tonight page
   every ``--poll`` seconds (30), sending back the ETag, and the projector polls the live display.
4. Reports the errors and the p50/p95/p99 of the entries and the polls, then the floor: the
   same number of clients asking for the home page at the evening's pace.
5. Stops the server (it backs the database up) and checks the database: each table holds exactly
   the deals its phones entered, none lost, none doubled, every chukker's totals right.

Exit status 1 when a target is missed: 0 errors, 0 deals lost or doubled.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_festival import check_entered, report, run_festival  # noqa: E402
from benchmarks.load_evening import (  # noqa: E402
    build_evening,
    busy_and_total,
)
from benchmarks.phones import (  # noqa: E402
    home_floor,
    tally_missed,
)
from benchmarks.served import (  # noqa: E402
    HOST,
    free_port,
)


def process_cpu(pid: int) -> float:
    """CPU seconds the process has used so far (Linux; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_laptop(folder: Path, port: int, threads: int, log: Path) -> subprocess.Popen[bytes]:
    """The laptop's own command, waited for until it answers."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "CLUBCHICAGO_", "DATABASE_URL", "REDIS_URL"))
    }
    command = [sys.executable, "-m", "clubchicago", "serve", "--data", str(folder)]
    command += ["--port", str(port), "--threads", str(threads), "--no-input"]
    with log.open("wb") as out:
        server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"the server stopped at start:\n{log.read_text()}")
        try:
            with socket.create_connection((HOST, port), timeout=1):
                if "Phones and tablets" in log.read_text():
                    return server
        except OSError:
            pass
        time.sleep(0.2)
    raise SystemExit("the server did not answer within 120 s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--minutes", type=float, default=3.0, help="how long the evening runs")
    parser.add_argument("--threads", type=int, default=16, help="the server's threads")
    parser.add_argument("--poll", type=float, default=30.0, help="phones and projector poll (s)")
    parser.add_argument(
        "--deal-seconds", type=float, default=300.0, help="a table enters a deal every (s)"
    )
    parser.add_argument("--pause", default="1000,4000", help="a player's pause, min,max in ms")
    parser.add_argument("--duplicates", type=float, default=0.1, help="share saved twice")
    parser.add_argument("--home-seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=2026)
    options = parser.parse_args()
    options.worker_class, options.threads_per_worker = "cheroot", options.threads
    options.play_scale = options.look_scale = 1.0

    work = Path(tempfile.mkdtemp(prefix="clubchicago-laptop-bench-"))
    folder, server = work / "club", None
    try:
        # This process reads and checks the same database, on the laptop's settings.
        os.environ.update(
            DJANGO_SETTINGS_MODULE="clubchicago.settings",
            CLUBCHICAGO_ENV="laptop",
            CLUBCHICAGO_DATA=str(folder),
            CLUBCHICAGO_PUBLIC_URL=f"http://{HOST}:8000/",
        )
        import django

        django.setup()
        from clubchicago.club.tenancy import enter_club_for_script

        enter_club_for_script()
        from django.db import connections

        from clubchicago.club.models import Evening as EveningRow

        plans, evening_pk, director_cookie = build_evening(options)
        EveningRow.objects.filter(pk=evening_pk).update(tonight_page=True)
        token = EveningRow.objects.get(pk=evening_pk).tonight_token
        tonight, live = f"/tonight/{evening_pk}/{token}/", f"/club/evenings/{evening_pk}/live/"
        connections.close_all()
        players = sum(plan["size"] for plan in plans)
        print(
            f"{len(plans)} tables, {players} players; clubchicago serve (cheroot, "
            f"{options.threads} threads, SQLite in WAL mode); {options.minutes:g} minutes; a "
            f"deal every {options.deal_seconds:g} s at each table; polls every "
            f"{options.poll:g} s; load average before: {os.getloadavg()[0]:.1f} on "
            f"{os.cpu_count()} cores"
        )
        port = free_port()
        server = start_laptop(folder, port, options.threads, work / "server.log")
        machine, cpu = busy_and_total(), process_cpu(server.pid)
        festival, tally, seconds, clients = run_festival(
            options, port, plans, tonight, live, director_cookie
        )
        busy, total = (now - then for now, then in zip(busy_and_total(), machine, strict=True))
        print(
            f"CPU: the machine {100 * busy / total if total else 0:.0f}% busy, the server "
            f"{process_cpu(server.pid) - cpu:.1f} s over {seconds:.0f} s; "
            f"load average after: {os.getloadavg()[0]:.1f}"
        )
        report(festival, tally, seconds)
        missed = tally_missed(tally)
        home_floor(options, port, len(tally.samples) / seconds, clients)
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=60)
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
        if missed:
            print((work / "server.log").read_text()[-3000:])
        return 1 if missed else 0
    finally:
        if server is not None and server.poll() is None:
            server.kill()
            server.wait(timeout=30)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
