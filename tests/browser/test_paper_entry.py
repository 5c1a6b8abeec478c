"""The director types a chukker in from its paper sheet with the keyboard alone: the cursor
starts in deal 1, each line is typed, Tab moves on and shows that deal's score and the running
total (asked of the server by htmx), Enter saves the chukker and the page moves on to the next
one. No mouse anywhere; the page breaks no policy. Without JavaScript, Enter still saves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from clubchicago.club.models import Chukker, DealRecord, Table
from clubchicago.club.services import paper
from tests.factories import make_director, make_evening, seat_tables

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

    from tests.browser.conftest import WatchedPages

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def table(db: None) -> Table:
    make_director(password="chicago-paper")
    (table,) = seat_tables(make_evening(confirm_entries=True, length=6), (5,))
    return paper.set_on_paper(table, True)


def logged_in(browser: Browser, pages: WatchedPages, base: str, **options: Any) -> Page:
    """A director's page, logged in with the keyboard."""
    page = pages.open(browser, locale="en", **options)
    page.set_default_timeout(15_000)
    page.goto(f"{base}/accounts/login/")
    page.locator("input[name='username']").focus()
    page.keyboard.type("director")
    page.keyboard.press("Tab")
    page.keyboard.type("chicago-paper")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    return page


def test_a_chukker_is_typed_in_with_the_keyboard_alone(live_server, browser, pages, table):
    page = logged_in(browser, pages, live_server.url)
    page.goto(live_server.url + reverse("club:paper_entry", args=[table.evening_id, 1]))
    keyboard = page.keyboard

    expect(page.locator("#id_d1-line")).to_be_focused()
    keyboard.type("4S N =")
    keyboard.press("Tab")
    expect(page.locator("#id_d2-line")).to_be_focused()
    expect(page.locator("#row-1-score")).to_contain_text("NS +420")
    expect(page.locator("#paper-running")).to_contain_text("NS 420 · EW 0")

    keyboard.type("pass 2h e 8")  # lower case reads too
    keyboard.press("Tab")
    expect(page.locator("#row-2-score")).to_contain_text("EW +60")
    keyboard.type("3NTX S -3")  # a slip: shown at once, fixed before saving
    keyboard.press("Tab")
    expect(page.locator("#row-3-score")).to_contain_text("NS 420 · EW 860")
    keyboard.press("Shift+Tab")
    expect(page.locator("#id_d3-line")).to_be_focused()
    keyboard.press("Control+A")
    keyboard.type("3NT S -1")
    keyboard.press("Tab")
    expect(page.locator("#paper-running")).to_contain_text("NS 420 · EW 160")
    keyboard.type("1C W +1")
    with page.expect_navigation():
        keyboard.press("Enter")

    expect(page.locator(".messages")).to_contain_text("Chukker 1 saved: NS 420 · EW 300.")
    expect(page.locator("main h2").first).to_contain_text("Chukker 2 of 6")
    expect(page.locator("#id_d1-line")).to_be_focused()
    chukker = Chukker.objects.get(table=table, number=1)
    assert chukker.closed and (chukker.ns_total, chukker.ew_total) == (420, 300)
    assert DealRecord.objects.filter(chukker=chukker, passed_out=True).count() == 1


def test_a_mistake_is_said_on_its_row_and_the_cursor_goes_back_to_it(
    live_server, browser, pages, table
):
    page = logged_in(browser, pages, live_server.url)
    page.goto(live_server.url + reverse("club:paper_entry", args=[table.evening_id, 1]))
    keyboard = page.keyboard

    keyboard.type("4S N =")
    keyboard.press("Tab")
    keyboard.type("2Z E 8")
    keyboard.press("Tab")
    expect(page.locator("#row-2-score")).to_contain_text("After the level, write the strain")
    with page.expect_navigation():
        keyboard.press("Enter")

    expect(page.locator("#row-2-score")).to_contain_text("After the level, write the strain")
    expect(page.locator("#id_d2-line")).to_be_focused()
    assert not DealRecord.objects.exists()
    keyboard.press("Control+A")
    keyboard.type("2H E 8")
    with page.expect_navigation():
        keyboard.press("Enter")
    expect(page.locator(".messages")).to_contain_text("It stays open until its four deals are in.")
    assert Chukker.objects.get(table=table).deals_played == 2


def test_without_javascript_enter_saves_the_chukker(live_server, browser, pages, table):
    page = logged_in(browser, pages, live_server.url, java_script_enabled=False)
    page.goto(live_server.url + reverse("club:paper_entry", args=[table.evening_id, 1]))
    keyboard = page.keyboard

    page.locator("#id_d1-line").focus()
    for line in ("4S N =", "2H E 8", "3NT S -1"):
        keyboard.type(line)
        keyboard.press("Tab")
    keyboard.type("1C W +1")
    expect(page.locator("button[name='preview']")).to_be_visible()
    with page.expect_navigation():
        keyboard.press("Enter")

    expect(page.locator(".messages")).to_contain_text("Chukker 1 saved: NS 420 · EW 300.")
