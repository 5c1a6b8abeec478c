"""Who is here, in a real browser: ticks are never lost (adding a guest, with or without
JavaScript), each tick saves as it is clicked, and "Find a player" matches without accents.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from playwright.sync_api import expect

from clubchicago.club.models import Attendance, Evening, Player
from tests import factories
from tests.browser.phone import PHONE

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page

    from tests.browser.conftest import WatchedPages

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NAMES = [
    "Hélène Dupré",
    "Łukasz Nowak",
    "Élodie Martin",
    "Ærø Ødegård",
    "Niccolò Rossi",
    "Zoë Laurent",
    "Paul Durand",
    "Jean Moreau",
    "Anna Bianchi",
    "Luca Ferrari",
    "Marie Petit",
    "Sofia Romano",
    "Chiara Colombo",
    "Pierre Lefèvre",
]


@pytest.fixture
def roster_evening(db: None) -> Evening:
    factories.make_director(password="chicago-here")
    for name in NAMES:
        Player.objects.create(name=name)
    return factories.make_evening()


def logged_in(browser: Browser, pages: WatchedPages, base: str, **options: Any) -> Page:
    return pages.signed_in(browser, base, "chicago-here", **options)


def box(page: Page, name: str) -> Locator:
    return page.locator(f".player-choice:has-text('{name}') input[type='checkbox']")


def present(evening: Evening) -> set[str]:
    return set(Attendance.objects.filter(evening=evening).values_list("player__name", flat=True))


def test_twelve_ticks_then_a_guest_keeps_all_twelve(live_server, browser, pages, roster_evening):
    page = logged_in(browser, pages, live_server.url)
    page.goto(f"{live_server.url}/club/evenings/{roster_evening.pk}/attendance/")

    for name in NAMES[:12]:
        with page.expect_response(lambda response: "/attendance/mark/" in response.url):
            box(page, name).check()
    expect(page.locator("#present-count")).to_have_text("12 players present.")
    page.fill("input[name='name']", "Guest Visitor")
    with page.expect_navigation():
        page.get_by_role("button", name="Add the guest and mark them present").click()

    expect(page.locator(".messages")).to_contain_text("Guest Visitor added as a guest")
    expect(page.locator("input[name='players']:checked")).to_have_count(13)
    assert present(roster_evening) == {*NAMES[:12], "Guest Visitor"}


def test_without_javascript_the_guest_button_sends_the_ticks_too(
    live_server, browser, pages, roster_evening
):
    page = logged_in(browser, pages, live_server.url, java_script_enabled=False)
    page.goto(f"{live_server.url}/club/evenings/{roster_evening.pk}/attendance/")

    for name in NAMES[:5]:
        box(page, name).check()
    assert present(roster_evening) == set()  # nothing sent yet: no script
    page.fill("input[name='name']", "Guest Visitor")
    with page.expect_navigation():
        page.get_by_role("button", name="Add the guest and mark them present").click()

    expect(page.locator("input[name='players']:checked")).to_have_count(6)
    assert present(roster_evening) == {*NAMES[:5], "Guest Visitor"}

    box(page, NAMES[5]).check()
    with page.expect_navigation():  # the guest's name is empty: the list is saved all the same
        page.get_by_role("button", name="Save who is here").click()
    expect(page.locator(".messages")).to_contain_text("Who is here: 1 added, 0 removed.")
    assert present(roster_evening) == {*NAMES[:6], "Guest Visitor"}


def test_a_tick_is_saved_as_it_is_clicked_and_a_refused_one_is_put_back(
    live_server, browser, pages, roster_evening
):
    factories.seat_players(roster_evening, [list(Player.objects.order_by("pk")[:4])])
    factories.mark_present(roster_evening, Player.objects.order_by("pk")[:4])
    seated = Player.objects.order_by("pk")[0].name
    page = logged_in(browser, pages, live_server.url)
    page.goto(f"{live_server.url}/club/evenings/{roster_evening.pk}/attendance/")

    with page.expect_response(lambda response: "/attendance/mark/" in response.url):
        box(page, "Zoë Laurent").check()
    page.reload()
    expect(box(page, "Zoë Laurent")).to_be_checked()

    with page.expect_response(lambda response: "/attendance/mark/" in response.url):
        # A click, not uncheck(): the page puts the tick back as soon as the refusal arrives,
        # which uncheck() would take for a click that did nothing.
        box(page, seated).click()
    expect(page.locator("#attendance-status")).to_contain_text(f"{seated} is seated at table 1")
    expect(box(page, seated)).to_be_checked()
    assert seated in present(roster_evening)


@pytest.mark.parametrize(
    ("typed", "found"),
    [
        ("helene", "Hélène Dupré"),
        ("Hélène", "Hélène Dupré"),
        ("HELENE dup", "Hélène Dupré"),
        ("lukasz", "Łukasz Nowak"),
        ("łuk", "Łukasz Nowak"),
        ("aero", "Ærø Ødegård"),
        ("odegard", "Ærø Ødegård"),
        ("niccolo", "Niccolò Rossi"),
        ("lefevre", "Pierre Lefèvre"),
    ],
)
def test_find_a_player_matches_with_and_without_accents(
    live_server, browser, pages, roster_evening, typed, found
):
    page = logged_in(browser, pages, live_server.url, **PHONE)
    page.goto(f"{live_server.url}/club/evenings/{roster_evening.pk}/attendance/")
    page.fill("#player-filter", typed)

    expect(page.locator(".player-choice:visible")).to_have_count(1)
    expect(page.locator(".player-choice:visible")).to_contain_text(found)
    page.fill("#player-filter", "")
    expect(page.locator(".player-choice:visible")).to_have_count(len(NAMES))


def test_enter_in_the_search_box_adds_no_guest_and_a_search_with_no_match_says_so(
    live_server, browser, pages, roster_evening
):
    page = logged_in(browser, pages, live_server.url)
    url = f"{live_server.url}/club/evenings/{roster_evening.pk}/attendance/"
    page.goto(url)
    box(page, "Paul Durand").check()

    page.fill("#player-filter", "nobody at all")
    page.press("#player-filter", "Enter")

    expect(page.locator("#no-match")).to_be_visible()
    expect(page.locator(".player-choice:visible")).to_have_count(0)
    assert page.url == url
    expect(box(page, "Paul Durand")).to_be_checked()
