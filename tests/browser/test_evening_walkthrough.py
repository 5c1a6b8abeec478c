"""End to end in a real browser: the director sets up an evening of five players, a phone at
the table enters position 1's deals on its one-screen page (a passed-out deal, a doubled
contract going down, a correction, each confirmed by the other side), the standings show the
right fiches and the recap PDF downloads; then the same walk in French.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from django.utils import translation
from playwright.sync_api import expect

from clubchicago.club.models import Chukker, Club, DealRecord, Player
from tests import factories
from tests.browser.phone import PHONE, Phone

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

    from tests.browser.conftest import WatchedPages

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NAMES = ["Zoë Ærø", "Łukasz Nowak", "Άννα Παππά", "Jean-Luc O'Brien", "Марина Иванова"]


@pytest.fixture
def club(db: None) -> None:
    factories.make_director(password="chicago-walk")
    club = Club.load()
    club.unit = "fiches"
    club.save()
    for name in NAMES:
        Player.objects.create(name=name)


def new_page(browser: Browser, pages: WatchedPages, language: str, **options: Any) -> Page:
    page = pages.open(browser, locale=language, **options)
    page.set_default_timeout(15_000)
    return page


def director_sets_up_the_evening(page: Page, base: str) -> tuple[str, str]:
    page.goto(f"{base}/accounts/login/")
    page.fill("input[name='username']", "director")
    page.fill("input[name='password']", "chicago-walk")
    with page.expect_navigation():
        page.locator("main form button[type='submit'], main form input[type='submit']").last.click()
    page.goto(f"{base}/club/evenings/add/")
    page.fill("input[name='date']", "2026-11-30")
    page.fill("input[name='title']", "Walkthrough")
    with page.expect_navigation():
        page.locator("main form button[type='submit']").click()
    evening_url = page.url
    page.goto(evening_url + "attendance/")
    for checkbox in page.locator("input[name='players']").all():
        checkbox.check()
    with page.expect_navigation():
        # The list's own button (the first one adds a guest).
        page.locator("form:has(input[name='players']) button[type='submit']").last.click()
    page.goto(evening_url + "draw/")
    with page.expect_navigation():
        page.locator("main form button[type='submit']").first.click()
    page.goto(evening_url + "play/")
    link = page.locator("a[href^='/t/']").first.get_attribute("href")
    assert link is not None
    return evening_url, link


def table_plays_position_one(phone: Phone, base: str, link: str) -> None:
    page = phone.page
    page.goto(base + link)
    phone.tap("button[name='passed_out']")  # deal 1 passed out: redealt, not counted
    expect(page.locator("#announce")).to_contain_text("1")
    phone.deal(4, "S", 0, "N", "=")  # NS 120 + 300 game
    phone.confirm()
    phone.deal(3, "NT", 1, "E", "-2")  # EW vulnerable, doubled, two down: 500 to NS
    phone.confirm()
    phone.deal(2, "H", 0, "S", "+1")  # entered wrong, corrected below
    phone.confirm()
    page.locator("#sheet > summary").click()
    with page.expect_navigation():
        page.locator("#sheet a[href*='/deals/']:not([href$='delete/'])").last.click()
    page.locator("label:has(input[name='result'][value='='])").click()
    page.select_option("select[name='confirmed_by']", index=1)
    page.locator("button[name='save']").click()
    page.wait_for_url(base + link)  # back on the table page once the correction is saved
    expect(page.locator("#announce")).to_contain_text("3")
    phone.deal(1, "NT", 0, "W", "=")  # EW partscore on deal 4: 40 + 100
    phone.confirm()


def expected_fiches() -> dict[str, int]:
    """NS 980 (420 + 500 + 60) against EW 140: net 840, 8.4 fiches of 100, so 8 each."""
    chukker = Chukker.objects.get()
    assert (chukker.ns_total, chukker.ew_total) == (980, 140)
    assert chukker.closed
    assert DealRecord.objects.filter(passed_out=True).count() == 1
    credits = {p.name: 0 for p in Player.objects.all()}
    for player in (chukker.north, chukker.south):
        credits[player.name] = 8
    for player in (chukker.east, chukker.west):
        credits[player.name] = -8
    return credits


def standings_rows(page: Page) -> dict[str, str]:
    rows = {}
    for row in page.locator("table tbody tr").all():
        cells = [c.inner_text().strip() for c in row.locator("td").all()]
        for name in NAMES:
            if name in cells:
                rows[name] = " ".join(cells)
    return rows


@pytest.mark.parametrize("language", ["en", "fr"])
def test_director_and_table_walk_through_an_evening(live_server, browser, pages, club, language):
    base = live_server.url
    director = new_page(browser, pages, language)
    evening_url, link = director_sets_up_the_evening(director, base)
    phone = Phone(new_page(browser, pages, language, **PHONE))
    table_plays_position_one(phone, base, link)
    with translation.override(language):
        assert phone.page.locator("html").get_attribute("lang") == language
        heading = translation.gettext("Change seats for chukker %(k)s") % {"k": 2}
    assert heading in phone.page.content()

    credits = expected_fiches()
    director.goto(evening_url + "standings/")
    rows = standings_rows(director)
    for name, fiches in credits.items():
        shown = f"+{fiches}" if fiches > 0 else (f"−{-fiches}" if fiches < 0 else "0")
        assert shown in rows[name].split(), (name, rows[name])

    response = director.request.get(evening_url + "tables/1/recap.pdf")
    assert response.status == 200
    assert response.headers["content-type"] == "application/pdf"
    assert response.body().startswith(b"%PDF")
