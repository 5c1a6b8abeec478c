"""The server killed mid-evening (kill -9) while phones post deals: nothing lost, nothing twice.

Four tables' phones enter two chukkers each through the table page, as fast as they can, on the
laptop's server. Once a few deals are in, the server is killed outright, then started again on
the same data folder. A phone whose POST got no answer sends the same entry again, with the
same entry key, until one comes (what the table page's outbox does); the key it was loaded with
makes a second arrival harmless. Afterwards every deal is stored exactly once, in the order it
was entered, and ``checkcredits`` finds every chukker's credits right. A second server started
on the same data folder meanwhile refuses, naming the folder.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from tests.laptop.running import LaptopServer, Phone, clubchicago, free_port

pytestmark = pytest.mark.slow

TABLES = 4
CHUKKERS = 2
# One chukker (tests.factories.FOUR_DEALS): what each phone enters, chukker after chukker.
CONTRACTS = [
    {"declarer": "N", "level": "4", "strain": "S", "result": "="},
    {"declarer": "E", "level": "2", "strain": "H", "result": "="},
    {"declarer": "S", "level": "3", "strain": "NT", "result": "+1"},
    {"declarer": "W", "level": "1", "strain": "C", "result": "-1"},
]
FORM_FIELDS = ("csrfmiddlewaretoken", "number", "chukker_number", "entry_key", "lineup")

BUILD = """
import json
from clubchicago.club.tenancy import enter_club_for_script
from tests import factories
enter_club_for_script()  # the laptop's only club
factories.make_director()
evening = factories.make_evening(confirm_entries=False)
tables = factories.seat_tables(evening, [4] * {tables})
print(json.dumps([f"/t/{{t.pk}}/{{t.token}}/" for t in tables]))
"""


class Phones:
    """Every table's phone, entering its deals; what they saw."""

    def __init__(self, port: int, host: str, paths: list[str]) -> None:
        self.port, self.host, self.paths = port, host, paths
        self.saved = 0
        self.unanswered = 0  # requests the server, down, did not answer
        self.problems: list[str] = []
        self.lock = threading.Lock()
        self.deadline = time.monotonic() + 240

    def play(self, path: str) -> None:
        phone = Phone(self.port, self.host)
        for turn in range(CHUKKERS * 4):
            status, fields = 0, dict[str, str]()
            while status != 200 and time.monotonic() < self.deadline:
                status, fields = phone.form(path)  # the server may be down: try again
                if status != 200:
                    self.down()
            entry = {name: fields.get(name, "") for name in FORM_FIELDS}
            expected = (str(turn // 4 + 1), str(turn % 4 + 1))
            if (entry["chukker_number"], entry["number"]) != expected:
                self.problem(f"{path}: the page offers {entry} for turn {turn}")
                return
            body = {**entry, **CONTRACTS[turn % 4], "doubled": "0", "save": "1"}
            while time.monotonic() < self.deadline:
                status, content, _headers = phone.request("POST", path, body)
                if status == 302:
                    break
                if status != 0:
                    self.problem(f"{path}: deal {expected} answered {status}: {content[:300]}")
                    return
                self.down()  # no answer: the outbox sends the same entry again
            with self.lock:
                self.saved += 1

    def down(self) -> None:
        with self.lock:
            self.unanswered += 1
        time.sleep(0.1)

    def problem(self, text: str) -> None:
        with self.lock:
            self.problems.append(text)


def stored_deals(database: Path) -> list[tuple[int, int, int, int, str, str]]:
    connection = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        return connection.execute(
            "SELECT t.number, c.number, d.number, d.level, d.strain, d.declarer "
            "FROM club_dealrecord d JOIN club_chukker c ON d.chukker_id = c.id "
            "JOIN club_table t ON c.table_id = t.id "
            "WHERE d.deleted_at IS NULL AND NOT d.passed_out ORDER BY t.number, c.number, d.id"
        ).fetchall()
    finally:
        connection.close()


def test_a_server_killed_while_phones_post_deals_loses_none_and_stores_none_twice(tmp_path):
    data = tmp_path / "club"
    built = clubchicago("manage", "--data", str(data), "migrate", "--noinput")
    assert built.returncode == 0, built.stderr
    built = clubchicago("manage", "--data", str(data), "shell", "-c", BUILD.format(tables=TABLES))
    assert built.returncode == 0, built.stderr
    paths = json.loads(built.stdout.strip().splitlines()[-1])

    port = free_port()
    server = LaptopServer(data, port, tmp_path / "server.log")
    try:
        server.start()
        phones = Phones(port, server.advertised_host, paths)
        threads = [threading.Thread(target=phones.play, args=(path,)) for path in paths]
        for thread in threads:
            thread.start()
        while phones.saved < 6 and time.monotonic() < phones.deadline:
            time.sleep(0.01)
        server.kill()
        killed_at = phones.saved

        # A second server on the folder while the first runs again: refused, naming it.
        server.start()
        second = clubchicago("serve", "--data", str(data), "--port", str(free_port()), timeout=60)
        assert second.returncode == 2
        assert f"already serving the data folder {data}" in second.stderr

        for thread in threads:
            thread.join(timeout=300)
        assert server.stop() == 0
    finally:
        server.close()

    assert phones.problems == []
    assert 0 < killed_at < TABLES * CHUKKERS * 4, "the server was not killed mid-evening"
    assert phones.unanswered > 0, "no phone met the server down: the test proves nothing"
    assert phones.saved == TABLES * CHUKKERS * 4
    deals = stored_deals(data / "club.sqlite3")
    places = Counter((table, chukker, number) for table, chukker, number, *_rest in deals)
    assert max(places.values()) == 1, "a deal was stored twice"
    assert sorted(places) == [
        (table, chukker, number)
        for table in range(1, TABLES + 1)
        for chukker in range(1, CHUKKERS + 1)
        for number in range(1, 5)
    ]
    entered = [(int(c["level"]), c["strain"], c["declarer"]) for c in CONTRACTS] * CHUKKERS
    for table in range(1, TABLES + 1):
        assert [tuple(d[3:]) for d in deals if d[0] == table] == entered
    checked = clubchicago("manage", "--data", str(data), "checkcredits")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    # The stop after the restart backed the database up.
    assert list((data / "backups").glob("club-*-stopped.sqlite3"))
