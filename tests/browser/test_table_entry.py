"""The table page as a player uses it on a 360 x 740 phone: one screen per deal, no page load,
the deal saved once even through a dropped network, and the same page without JavaScript.

What is measured here is asserted (taps, page loads, scrolling, exactly once); the time a deal
takes is printed by ``benchmarks/bench_table_entry.py`` and written in docs/performance.md.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest
from django.utils import translation
from playwright.sync_api import Page, Response, Route, expect

from clubchicago.club.models import DealRecord, Table
from clubchicago.club.services import play
from tests import factories
from tests.browser.phone import PHONE, Phone
from tests.factories import FOUR_DEALS, enter

if TYPE_CHECKING:
    from playwright.sync_api import Browser

    from tests.browser.conftest import WatchedPages

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def table(db: None) -> Table:
    evening = factories.make_evening(confirm_entries=True)
    (table,) = factories.seat_tables(evening, (4,))
    # Deal 1 is in: the phone scores deal 2, in the middle of the chukker.
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table), confirmed_by="x")
    return table


def phone_on(
    browser: Browser, pages: WatchedPages, base: str, table: Table, **options: Any
) -> Phone:
    page = pages.open(browser, **{**PHONE, **options})
    page.set_default_timeout(15_000)
    page.goto(f"{base}/t/{table.pk}/{table.token}/")
    return Phone(page)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_deal_takes_one_screen_five_taps_and_no_page_load(
    live_server, browser, pages, table, language
):
    phone = phone_on(browser, pages, live_server.url, table, locale=language)
    loads_before = phone.loads

    phone.deal(4, "H", 0, "E", "=")  # a plain contract: level, strain, declarer, result, save
    saved_taps = phone.taps
    name = phone.confirm()  # a player of the other side confirms with their own name

    assert saved_taps == 5  # the goal is 7 at most
    assert phone.taps == 6
    assert phone.loads == loads_before  # no full page load: htmx swapped the page's region
    assert phone.offscreen == [] and phone.scrolled == 0  # everything was on the screen
    deal = DealRecord.objects.get(chukker__table=table, number=2)
    assert (deal.level, deal.strain, deal.declarer, deal.tricks) == (4, "H", "E", 10)
    assert deal.confirmed_by == name
    with translation.override(language):
        said = translation.gettext("Deal %(number)s confirmed by %(name)s.") % {
            "number": 2,
            "name": name,
        }
    expect(phone.page.locator("#announce")).to_contain_text(said)
    # The page is ready for the next deal, at the top.
    expect(phone.page.locator(".now-dealing")).to_contain_text("3")
    assert phone.page.evaluate("window.scrollY") == 0


def test_the_result_buttons_are_the_contracts_own(live_server, browser, pages, table):
    phone = phone_on(browser, pages, live_server.url, table)
    phone.choose("level", 4)
    results = phone.page.locator("input[name='result']")
    expect(results).to_have_count(14)
    values = [results.nth(i).get_attribute("value") for i in range(14)]
    assert values == ["=", "+1", "+2", "+3", *[f"-{n}" for n in range(1, 11)]]
    phone.choose("level", 7)
    expect(phone.page.locator("input[name='result'][value='+1']")).to_have_count(0)
    expect(phone.page.locator("input[name='result'][value='-13']")).to_have_count(1)


def test_a_deal_saved_while_offline_arrives_exactly_once(live_server, browser, pages, table):
    phone = phone_on(browser, pages, live_server.url, table)
    page = phone.page
    phone.contract(3, "NT", 0, "S")
    phone.choose("result", "=")
    expect(page.locator("#preview strong")).to_be_visible()

    page.context.set_offline(True)
    phone.tap("button[name='save']")

    outbox = page.locator("#outbox")
    expect(outbox).to_be_visible()
    expect(outbox).to_contain_text("Not sent yet")
    expect(page.locator("button[name='save']")).to_be_disabled()  # no second copy queued
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 0

    page.context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")  # as the phone does on Wi-Fi

    expect(page.locator("#announce")).to_contain_text("Sent now that the network is back")
    expect(outbox).to_be_hidden()
    stored = DealRecord.objects.filter(chukker__table=table, number=2)
    assert stored.count() == 1
    assert (stored.get().level, stored.get().strain) == (3, "NT")
    # Nothing is left to send: a reload sends nothing again.
    page.reload()
    page.wait_for_timeout(500)
    assert DealRecord.objects.filter(chukker__table=table).count() == 2


def drop_posts(route: Route) -> None:
    """A route that loses every POST on the way, as a Wi-Fi that drops does. Dropping only the
    POSTs keeps the browser "online", so nothing sends a kept entry until the test says so."""
    if route.request.method == "POST":
        route.abort("internetdisconnected")
    else:
        route.continue_()


def test_the_outbox_survives_a_reload_and_sends_once(live_server, browser, pages, table):
    phone = phone_on(browser, pages, live_server.url, table)
    page = phone.page
    phone.contract(2, "S", 1, "W")
    phone.choose("result", "-1")

    # The Save is lost on the way (the Wi-Fi drops as it leaves): ``drop_posts``.
    page.route("**/*", drop_posts)
    phone.tap("button[name='save']")
    expect(page.locator("#outbox")).to_contain_text("Not sent yet")
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 0

    page.unroute("**/*", drop_posts)
    page.reload()  # the phone's page is opened again: what it kept is sent then

    expect(page.locator("#announce")).to_contain_text("Sent now that the network is back")
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 1


def wait_until(page: Page, done: Callable[[], object], seconds: float = 15) -> None:
    """Let the page run (its timers, the routes' handlers) until ``done()`` or fail."""
    for _ in range(int(seconds * 10)):
        if done():
            return
        page.wait_for_timeout(100)
    raise AssertionError("the page did not get there in time")


def test_a_deal_the_server_does_not_take_stays_kept_until_it_is_stored_once(
    live_server, browser, pages, table
):
    phone = phone_on(browser, pages, live_server.url, table)
    page = phone.page
    phone.contract(4, "S", 0, "N")
    phone.choose("result", "=")
    expect(page.locator("#preview strong")).to_be_visible()

    # The Save and the next two resends get what a proxy gives while the server restarts, and
    # then a 403; the one after that goes through.
    failures = [502, 503, 403]
    posts: list[int] = []

    def server(route):
        if route.request.method != "POST":
            route.continue_()
            return
        posts.append(len(posts))
        if failures:
            route.fulfill(status=failures.pop(0), body="<h1>Bad gateway</h1>")
        else:
            route.continue_()

    page.route(f"**/t/{table.pk}/**", server)
    phone.tap("button[name='save']")

    outbox = page.locator("#outbox")
    expect(outbox).to_contain_text("Not sent yet: the club’s server did not take this deal")
    expect(page.locator("button[name='save']")).to_be_disabled()
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 0
    # The 503: tried again by itself a moment later (backoff), and still kept.
    wait_until(page, lambda: len(posts) == 2)
    expect(outbox).to_contain_text("Not sent yet")
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 0
    # The 403 (sent at once when the network says it is back): still kept.
    page.evaluate("window.dispatchEvent(new Event('online'))")
    wait_until(page, lambda: len(posts) == 3)
    expect(outbox).to_contain_text("Not sent yet")
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 0
    # Then, by itself after a fresh CSRF token, the server takes it.
    expect(page.locator("#announce")).to_contain_text("Sent", timeout=20_000)
    expect(outbox).to_be_hidden()
    assert len(posts) == 4
    stored = DealRecord.objects.filter(chukker__table=table, number=2)
    assert stored.count() == 1 and stored.get().level == 4
    expect(page.locator("button[name='save']")).to_be_enabled()
    page.reload()  # nothing is left to send again
    page.wait_for_timeout(500)
    assert DealRecord.objects.filter(chukker__table=table).count() == 2


# Answers a phone may get that are not the club's server answering its deal: each is "successful"
# (a 200 in the end), and proves nothing was stored.
PORTAL = (
    "<!doctype html><html lang='en'><head><title>Club Wi-Fi</title></head><body><main>"
    "<h1>Welcome to the club's Wi-Fi</h1><p>Accept the terms to go online.</p></main></body></html>"
)
ELSEWHERE: dict[str, Callable[[Route], None]] = {
    "a redirect to the home page": lambda route: route.fulfill(
        status=302, headers={"Location": "/"}
    ),
    "a captive portal's page": lambda route: route.fulfill(
        status=200, content_type="text/html; charset=utf-8", body=PORTAL
    ),
}
NOT_REACHED = "Not sent yet: something other than the club’s server answered"


def kept_entries(page: Page, table: Table) -> int:
    """How many entries the phone's outbox keeps for the table."""
    kept = page.evaluate(f"localStorage.getItem('clubchicago-outbox-table-{table.pk}')")
    return len(json.loads(kept or "[]"))


@pytest.mark.parametrize("answer", ELSEWHERE)
def test_a_save_answered_by_another_page_is_kept_and_sent_again_once(
    live_server, browser, pages, table, answer
):
    """The Save reaches the server and is stored, but the phone gets another page instead of
    the table's (the Wi-Fi's, or a redirect home): it keeps the deal, says so, sends it again,
    and the server, knowing its key, stores it once."""
    phone = phone_on(browser, pages, live_server.url, table)
    page = phone.page
    phone.contract(3, "H", 0, "N")
    phone.choose("result", "=")
    expect(page.locator("#preview strong")).to_be_visible()
    posts: list[int] = []

    def server(route: Route) -> None:
        if route.request.method != "POST":
            route.continue_()
            return
        posts.append(len(posts))
        if len(posts) == 1:
            route.fetch()  # it reaches the server, which stores the deal...
            ELSEWHERE[answer](route)  # ...but another page answers the phone
        else:
            route.continue_()

    page.route(f"**/t/{table.pk}/**", server)
    phone.tap("button[name='save']")

    expect(page.locator("#outbox")).to_contain_text(NOT_REACHED)
    expect(page.locator("button[name='save']")).to_be_disabled()
    expect(page.locator("#deal-form")).to_be_visible()  # the other page was not swapped in
    assert kept_entries(page, table) == 1
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 1

    # Sent again by itself a moment later: the table's page says it was stored.
    expect(page.locator("#announce")).to_contain_text("Sent", timeout=20_000)
    expect(page.locator("#outbox")).to_be_hidden()
    assert kept_entries(page, table) == 0 and len(posts) == 2
    stored = DealRecord.objects.filter(chukker__table=table, number=2)
    assert stored.count() == 1 and stored.get().level == 3


@pytest.mark.parametrize("answer", ELSEWHERE)
def test_a_resend_answered_by_another_page_is_kept_and_sent_again_once(
    live_server, browser, pages, table, answer
):
    """The Save is lost on the way; its first resend is answered by another page without
    reaching the server: still kept, and stored once by the next resend."""
    phone = phone_on(browser, pages, live_server.url, table)
    page = phone.page
    phone.contract(2, "S", 0, "E")
    phone.choose("result", "+1")
    posts: list[int] = []

    def server(route: Route) -> None:
        if route.request.method != "POST":
            route.continue_()
            return
        posts.append(len(posts))
        if len(posts) == 1:
            route.abort("internetdisconnected")
        elif len(posts) == 2:
            ELSEWHERE[answer](route)
        else:
            route.continue_()

    page.route(f"**/t/{table.pk}/**", server)
    phone.tap("button[name='save']")
    expect(page.locator("#outbox")).to_contain_text("Not sent yet")

    page.evaluate("window.dispatchEvent(new Event('online'))")  # the Wi-Fi is back: resent
    wait_until(page, lambda: len(posts) >= 2)
    expect(page.locator("#outbox")).to_contain_text(NOT_REACHED)
    assert kept_entries(page, table) == 1
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 0

    expect(page.locator("#announce")).to_contain_text("Sent", timeout=20_000)
    expect(page.locator("#outbox")).to_be_hidden()
    assert kept_entries(page, table) == 0 and len(posts) == 3
    stored = DealRecord.objects.filter(chukker__table=table, number=2)
    assert stored.count() == 1 and (stored.get().level, stored.get().tricks) == (2, 9)


def test_a_deal_refused_for_a_stale_csrf_token_is_sent_again_with_a_fresh_one(
    live_server, browser, pages, table
):
    phone = phone_on(browser, pages, live_server.url, table)
    page = phone.page
    phone.contract(2, "H", 0, "E")
    phone.choose("result", "+1")

    page.route("**/*", drop_posts)
    phone.tap("button[name='save']")
    expect(page.locator("#outbox")).to_contain_text("Not sent yet")
    # The phone loses its cookies meanwhile: the token on the page no longer matches any.
    page.context.clear_cookies()
    page.unroute("**/*", drop_posts)
    answers: list[int] = []

    def answered(response: Response) -> None:
        if response.request.method == "POST":
            answers.append(response.status)

    page.on("response", answered)
    page.evaluate("window.dispatchEvent(new Event('online'))")

    expect(page.locator("#announce")).to_contain_text("Sent", timeout=20_000)
    assert answers == [403, 200], answers  # refused by Django's CSRF check, then taken
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 1


def test_a_refusal_outside_the_table_page_is_shown_and_not_retried(
    live_server, browser, pages, table
):
    phone = phone_on(browser, pages, live_server.url, table)
    page = phone.page
    phone.contract(1, "C", 0, "W")
    phone.choose("result", "=")
    play.new_link(table)  # the director gives the table a new link: this one no longer works
    phone.tap("button[name='save']")

    expect(page.locator("#outbox")).to_contain_text(
        "This deal was not saved: This table link no longer works"
    )
    assert page.evaluate("localStorage.length") == 0
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 0


def test_without_javascript_a_deal_takes_one_page_load(live_server, browser, pages, table):
    phone = phone_on(browser, pages, live_server.url, table, java_script_enabled=False)
    page = phone.page
    loads_before = phone.loads

    # Every result any contract can have is offered, since nothing asks the server for them.
    expect(page.locator("input[name='result']")).to_have_count(20)
    phone.choose("level", 4)
    phone.choose("strain", "H")
    phone.choose("declarer", "E")
    phone.choose("result", "=")
    with page.expect_navigation():
        phone.tap("button[name='save']")

    assert phone.loads - loads_before == 1
    assert DealRecord.objects.filter(chukker__table=table, number=2).count() == 1
    expect(page.locator("#announce")).to_contain_text("Saved. Deal 2")


def test_between_chukkers_the_seats_come_first_above_deal_one_on_the_same_screen(
    live_server, browser, pages
):
    # A table of six with long names: the worst case for the height of the new seats.
    evening = factories.make_evening(confirm_entries=False)
    names = ["Anne-Sophie Marchetti", "Bob Li", "Cléo Dubois-Lefèvre", "Dan Oakes"]
    players = [factories.make_player(name) for name in [*names, "Élodie Rossi", "Fra Bianchi"]]
    (table,) = factories.seat_players(evening, [players])
    for contract in FOUR_DEALS:
        enter(table, contract, play.Actor.for_table(table))
    phone = phone_on(browser, pages, live_server.url, table)
    page = phone.page

    between = page.locator("#between")
    expect(between).to_have_attribute("open", "")
    expect(between).to_contain_text("Change seats for chukker 2")
    expect(between).to_contain_text("Sitting out:")
    phone.deal(4, "H", 0, "E", "=")  # the seats stay open above: no tap to fold them

    assert phone.taps == 5  # the five taps of a plain contract, as on any deal
    assert phone.offscreen == [] and phone.scrolled == 0
    assert DealRecord.objects.filter(chukker__table=table, chukker__number=2).count() == 1
