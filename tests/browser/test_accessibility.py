"""axe-core in Chromium: no serious or critical violation on the table page, the score pad, the
public results pages (with their charts) and every director page, in English and in French
(axe-playwright-python bundles axe-core; nothing is loaded from another host)."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

import pytest
from django.urls import reverse

from clubchicago.club.models import Evening, Player, Table
from clubchicago.club.services import paper, play
from tests import factories
from tests.browser.axe import serious
from tests.browser.phone import PHONE
from tests.factories import FOUR_DEALS, enter

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def published_evening(db: None) -> Evening:
    factories.make_director(password="chicago-axe")
    season = factories.make_season()
    evening = factories.make_evening(season=season, confirm_entries=True, published=True)
    four, five = factories.seat_tables(evening, (4, 5))
    for contract in FOUR_DEALS:
        enter(four, contract, play.Actor.for_table(four), confirmed_by="x")
    enter(five, FOUR_DEALS[0], play.Actor.for_table(five))  # waiting for confirmation
    factories.make_player("Hélène Garnier")
    # Two finished evenings of the season, so the season's and the players' charts have lines.
    for day in (1, 8):
        factories.finished_evening(
            (4, 5), seed=day, season=season, published=True, date=dt.date(2026, 10, day)
        )
    return evening


def public_pages(evening: Evening) -> list[str]:
    player = evening.tables.get(number=1).table_players.get(number=1).player
    regular = Player.objects.filter(table_places__evening__date=dt.date(2026, 10, 1))[0]
    return [
        reverse("home"),
        reverse("club:results"),
        reverse("club:player_results", args=[player.pk]),
        reverse("club:player_results", args=[regular.pk]),
        reverse("club:evening_standings", args=[evening.pk]),
        reverse("club:season_standings", args=[evening.season_id]),
    ]


def director_pages(evening: Evening) -> list[str]:
    table = evening.tables.get(number=2)
    player = factories.make_player("Élodie Faure")
    return [
        reverse("club:dashboard"),
        reverse("club:evening_add"),
        reverse("club:evening_detail", args=[evening.pk]),
        reverse("club:evening_edit", args=[evening.pk]),
        reverse("club:evening_attendance", args=[evening.pk]),
        reverse("club:evening_draw", args=[evening.pk]),
        reverse("club:evening_seating", args=[evening.pk]),
        reverse("club:table_positions", args=[evening.pk, 1]),
        reverse("club:evening_play", args=[evening.pk]),
        reverse("club:table_deals", args=[evening.pk, 1]),
        reverse("club:evening_history", args=[evening.pk]),
        reverse("club:evening_standings", args=[evening.pk]),
        reverse("club:evening_live", args=[evening.pk]),
        reverse("club:table_recap", args=[evening.pk, 1]),
        reverse("club:season_standings", args=[evening.season_id]),
        reverse("club:results"),
        reverse("club:player_results", args=[player.pk]),
        reverse("club:seasons"),
        reverse("club:season_edit", args=[evening.season_id]),
        reverse("club:roster"),
        reverse("club:player_add"),
        reverse("club:player_edit", args=[player.pk]),
        reverse("club:player_retire_confirm", args=[player.pk]),
        reverse("club:roster_import"),
        reverse("club:club_settings"),
        reverse("club:points_scale"),
        reverse("club:club_import"),
        reverse("club:table_play", args=[table.pk, table.token]),  # as the director
    ]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_table_page_and_the_score_pad_have_no_serious_violation(
    live_server, browser, pages, published_evening, language
):
    page = pages.open(browser, locale=language, **PHONE)
    found = {}
    waiting = Table.objects.get(evening=published_evening, number=2)
    between = Table.objects.get(evening=published_evening, number=1)
    for url in (
        f"/t/{waiting.pk}/{waiting.token}/",  # a deal to confirm, the entry, the sheet
        f"/t/{between.pk}/{between.token}/",  # between two chukkers
        reverse("score_pad"),
        reverse("score_pad") + "?schedule=dealer&first_dealer=N&style=chicago&d=4S.N.10",
        "/t/1/not-a-link/",
    ):
        page.goto(live_server.url + url)
        found[url] = serious(page)
    # With a contract chosen: the result buttons drawn by htmx are checked too.
    page.goto(f"{live_server.url}/t/{waiting.pk}/{waiting.token}/")
    page.locator("label:has(input[name='level'][value='3'])").click()
    page.locator("input[name='result'][value='=']").wait_for(state="attached")
    found["table page, level chosen"] = serious(page)
    assert {url: problems for url, problems in found.items() if problems} == {}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_public_results_pages_have_no_serious_violation(
    live_server, browser, pages, published_evening, language
):
    page = pages.open(browser, locale=language, **PHONE)
    found = {}
    for url in public_pages(published_evening):
        page.goto(live_server.url + url)
        found[url] = serious(page)
    # The charts are there to be checked: the season's leaders and a player's season.
    page.goto(live_server.url + public_pages(published_evening)[-1])
    assert page.locator("figure.chart svg[role='img']").count() == 1
    assert {url: problems for url, problems in found.items() if problems} == {}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_director_page_has_no_serious_violation(
    live_server, browser, pages, published_evening, language
):
    found: dict[str, list[str]] = {}

    def look(login: Page) -> None:
        found["login"] = serious(login)

    page = pages.signed_in(browser, live_server.url, "chicago-axe", look, locale=language)
    for url in director_pages(published_evening):
        page.goto(live_server.url + url)
        found[url] = serious(page)
    assert {url: problems for url, problems in found.items() if problems} == {}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_paper_pages_have_no_serious_violation(
    live_server, browser, pages, published_evening, language
):
    """The fast entry (on one line and in fields, with a score drawn by htmx and a mistake shown),
    the switch on the positions page, the Play page's marks, and a paper table's phone page."""
    paper.set_on_paper(published_evening.tables.get(number=2), True)
    page = pages.signed_in(browser, live_server.url, "chicago-axe", locale=language)
    entry = reverse("club:paper_entry", args=[published_evening.pk, 2])
    found = {}
    for url in (
        entry,
        entry + "?fields=1",
        reverse("club:paper_entry", args=[published_evening.pk, 1]),  # a table scored by phone
        reverse("club:table_positions", args=[published_evening.pk, 2]),
        reverse("club:evening_play", args=[published_evening.pk]),
    ):
        page.goto(live_server.url + url)
        found[url] = serious(page)
    page.goto(live_server.url + entry)  # deal 1 is in already: the cursor starts in deal 2
    page.keyboard.type("2H E 8")
    page.keyboard.press("Tab")
    page.locator("#row-2-score strong").wait_for()
    page.keyboard.type("4Z N =")
    page.keyboard.press("Tab")
    page.locator("#row-3-score .error").wait_for()
    found["fast entry, scores and a mistake drawn"] = serious(page)
    phone = pages.open(browser, locale=language, **PHONE)
    table = published_evening.tables.get(number=2)
    phone.goto(f"{live_server.url}/t/{table.pk}/{table.token}/")
    found["a paper table's phone page"] = serious(phone)
    assert {url: problems for url, problems in found.items() if problems} == {}
