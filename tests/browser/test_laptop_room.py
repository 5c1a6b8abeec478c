"""A club night on the director's laptop, end to end: the server as ``clubchicago serve`` runs
it, a phone that reaches it at the address it advertises, and the director on 127.0.0.1.

The server listens on every interface of the machine. The phone's browser is a Chromium of its
own whose resolver maps the advertised address to 127.0.0.1 (``--host-resolver-rules``): it
asks for the advertised address, as a phone that scanned a card does, while nothing is ever
sent to the machine's network address. The phone scores a chukker; the director, signed in on
the laptop's own 127.0.0.1, prints the table cards and opens the projector's display: their
QR codes and links carry the advertised address, never a loopback one.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from playwright.sync_api import expect

from clubchicago.laptop import addresses
from tests.browser.conftest import CHROMIUM_ARGS, chromium_path
from tests.browser.phone import PHONE, Phone
from tests.factories import PASSWORD
from tests.laptop.running import LaptopServer, clubchicago, free_port, listening_addresses
from tests.pdf_helpers import pdf_text
from tests.suites.test_public_address import links_in, qr_codes_in, qr_of

if TYPE_CHECKING:
    from playwright.sync_api import Browser

    from tests.browser.conftest import WatchedPages

pytestmark = [pytest.mark.browser, pytest.mark.slow]

BUILD = """
import json
from clubchicago.club.tenancy import enter_club_for_script
from tests import factories
enter_club_for_script()  # the laptop's only club
factories.make_director()
evening = factories.make_evening(confirm_entries=False, tonight_page=True)
(table,) = factories.seat_tables(evening, [4])
print(json.dumps({"evening": evening.pk, "table": f"/t/{table.pk}/{table.token}/"}))
"""


class SteadyPhone(Phone):
    """A phone whose player waits for the page to finish what the last tap asked for (htmx's
    request in flight) before the next tap, as a person does when the server is slow: here one
    server process shares the machine with the rest of the suite."""

    def tap(self, selector: str) -> None:
        self.page.wait_for_function("() => !document.querySelector('.htmx-request')")
        super().tap(selector)


CHUKKER = [
    (4, "S", 0, "N", "="),
    (2, "H", 0, "E", "="),
    (3, "NT", 0, "S", "+1"),
    (2, "D", 0, "W", "+1"),
]


@pytest.fixture
def laptop(tmp_path: Path) -> Iterator[tuple[LaptopServer, dict[str, object]]]:
    data = tmp_path / "club"
    for command in (["migrate", "--noinput"], ["shell", "-c", BUILD]):
        done = clubchicago("manage", "--data", str(data), *command)
        assert done.returncode == 0, done.stderr
    built = json.loads(done.stdout.strip().splitlines()[-1])
    # The machine's own address, as the server detects it; a name of the test's where it has
    # none (a machine on no network). Either way the phone's browser maps it to 127.0.0.1.
    detected, _others = addresses.detect()
    extra = () if detected else ("--address", "club-laptop.test")
    server = LaptopServer(data, free_port(), tmp_path / "server.log", extra=extra)
    try:
        yield server.start(), built
    finally:
        server.close()


@pytest.fixture
def room_browser(
    browser: Browser, laptop: tuple[LaptopServer, dict[str, object]]
) -> Iterator[Browser]:
    """A Chromium whose resolver sends the advertised address to 127.0.0.1, and nothing else
    anywhere (any other name is not found)."""
    server, _built = laptop
    host = server.advertised_host.rsplit(":", 1)[0]
    rules = f"--host-resolver-rules=MAP {host} 127.0.0.1, EXCLUDE 127.0.0.1, MAP * ~NOTFOUND"
    phone_browser = browser.browser_type.launch(
        executable_path=chromium_path(), args=[*CHROMIUM_ARGS, rules]
    )
    yield phone_browser
    phone_browser.close()


def test_a_phone_at_the_advertised_address_scores_a_chukker_and_every_print_carries_it(
    laptop, room_browser: Browser, pages: WatchedPages
):
    server, built = laptop
    advertised = server.advertised
    assert not addresses.is_loopback(server.advertised_host.rsplit(":", 1)[0])
    if sys.platform.startswith("linux"):
        assert listening_addresses(server.port) == {"00000000"}  # every interface

    page = pages.open(room_browser, **PHONE)
    page.set_default_timeout(20_000)
    page.goto(f"{advertised}{str(built['table'])[1:]}")
    assert page.url.startswith(advertised)
    phone = SteadyPhone(page)
    # One server process on a machine other tests keep busy: each answer may take seconds.
    expect.set_options(timeout=20_000)
    try:
        for level, strain, doubled, declarer, result in CHUKKER:
            phone.deal(level, strain, doubled, declarer, result)
    finally:
        expect.set_options(timeout=5_000)  # Playwright's default, for the other tests

    director = pages.signed_in(room_browser, f"http://127.0.0.1:{server.port}", PASSWORD)
    assert director.url.startswith("http://127.0.0.1:")
    evening = built["evening"]
    cards = director.request.get(
        f"http://127.0.0.1:{server.port}/club/evenings/{evening}/cards.pdf"
    )
    assert cards.ok, cards.status
    pdf = cards.body()
    links = links_in(pdf)  # the table's entry page and the tonight page
    assert len(links) == 2 and all(link.startswith(advertised) for link in links)
    assert set(qr_codes_in(pdf)) == {qr_of(link) for link in links}
    assert not any("127.0.0.1" in link or "localhost" in link for link in links)
    assert "127.0.0.1" not in pdf_text(pdf) and "localhost" not in pdf_text(pdf)
    (tonight,) = [link for link in links if "/tonight/" in link]

    director.goto(f"http://127.0.0.1:{server.port}/club/evenings/{evening}/live/")
    expect(director.locator(".tonight-link")).to_contain_text(tonight)
    assert "127.0.0.1" not in director.locator(".tonight-link").inner_text()

    # The phone opens the tonight page from the card, at the advertised address.
    page.goto(tonight)
    expect(page.locator("h1")).to_be_visible()

    connection = sqlite3.connect(f"{(server.data / 'club.sqlite3').as_uri()}?mode=ro", uri=True)
    try:
        stored = connection.execute(
            "SELECT d.number, d.level, d.strain FROM club_dealrecord d "
            "WHERE d.deleted_at IS NULL ORDER BY d.number"
        ).fetchall()
        closed = connection.execute("SELECT closed_at IS NOT NULL FROM club_chukker").fetchall()
    finally:
        connection.close()
    assert stored == [(n + 1, level, strain) for n, (level, strain, *_r) in enumerate(CHUKKER)]
    assert closed == [(1,)]
