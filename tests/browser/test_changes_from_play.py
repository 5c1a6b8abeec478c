"""Issue 29, point 3, measured in Chromium: from the director's Play page, where the director is
during the evening, a late arrival is seated, a substitute takes a player's place and a player
leaves, each in a few clicks (every click counted, the Confirm included), each change seen with
the table's new plan before it is made (docs/rules.md#changes-during-the-evening)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from clubchicago.club.models import Player, SeatingChange, TablePlayer
from clubchicago.club.services import play
from tests import factories
from tests.browser.axe import serious
from tests.factories import FOUR_DEALS, enter

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "chicago-changes"
DESKTOP = {"width": 1280, "height": 900}


@pytest.fixture
def evening(db: None) -> object:
    """Tables of 4 and 5 have played chukker 1; Søren Kierkegaard has just arrived."""
    factories.make_director("director", PASSWORD)
    evening = factories.make_evening(confirm_entries=False)
    first, second = factories.seat_tables(evening, (4, 5))
    for table in (first, second):
        for contract in FOUR_DEALS:
            enter(table, contract, play.Actor.for_table(table))
    factories.mark_present(evening, [factories.make_player("Søren Kierkegaard")])
    return evening


class Clicks:
    """Every click of the director, counted."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.count = 0

    def link(self, name: str) -> None:
        self.page.get_by_role("link", name=name, exact=True).first.click()
        self.count += 1

    def button(self, name: str) -> None:
        self.page.get_by_role("button", name=name, exact=True).click()
        self.count += 1


def play_page(pages, browser, live_server, evening) -> tuple[Page, Clicks]:
    page = pages.signed_in(browser, live_server.url, PASSWORD, viewport=DESKTOP)
    page.goto(f"{live_server.url}/club/evenings/{evening.pk}/play/")
    return page, Clicks(page)


def test_a_late_arrival_is_seated_in_at_most_4_clicks(live_server, browser, pages, evening) -> None:
    page, clicks = play_page(pages, browser, live_server, evening)
    expect(page.get_by_text("Søren Kierkegaard is here and not seated")).to_be_visible()

    clicks.link("Join table 1")
    expect(page.locator(".table-change h2").first).to_contain_text("5 players")
    assert serious(page) == []
    clicks.button("Confirm the change")

    expect(page.locator(".messages")).to_contain_text("Seating changed")
    assert TablePlayer.seated.get(player__name="Søren Kierkegaard").table.number == 1
    print(f"late arrival seated from the Play page in {clicks.count} clicks")
    assert clicks.count <= 4


def test_a_substitute_takes_a_place_in_at_most_4_clicks(
    live_server, browser, pages, evening
) -> None:
    out = TablePlayer.seated.get(table__number=1, number=2).player
    page, clicks = play_page(pages, browser, live_server, evening)

    clicks.page.locator("tbody tr").first.get_by_role("link", name="Seating", exact=True).click()
    clicks.count += 1
    row = page.locator("li", has_text=f"2. {out.name}")
    row.get_by_role("link", name="Replaced by Søren Kierkegaard").click()
    clicks.count += 1
    expect(page.get_by_text(f"Søren Kierkegaard takes {out.name}'s place")).to_be_visible()
    assert serious(page) == []
    clicks.button("Confirm the change")

    assert TablePlayer.seated.get(table__number=1, number=2).player.name == "Søren Kierkegaard"
    print(f"substitute seated from the Play page in {clicks.count} clicks")
    assert clicks.count <= 4


def test_a_leaver_leaves_in_at_most_3_clicks_and_is_not_offered_again(
    live_server, browser, pages, evening
) -> None:
    leaver = TablePlayer.seated.get(table__number=2, number=3).player
    page, clicks = play_page(pages, browser, live_server, evening)

    page.locator("tbody tr").nth(1).get_by_role("link", name="Seating", exact=True).click()
    clicks.count += 1
    page.locator("li", has_text=f"3. {leaver.name}").get_by_role("link", name="Leaves").click()
    clicks.count += 1
    expect(page.get_by_text(f"{leaver.name} leaves table 2 after chukker 1.")).to_be_visible()
    # A table of 5 can play on as 4 or take the player waiting for a seat instead.
    expect(page.get_by_text("Or a substitute takes the place")).to_be_visible()
    clicks.button("Confirm the change")

    assert not TablePlayer.seated.filter(player=leaver).exists()
    assert SeatingChange.objects.count() == 1
    print(f"leaver gone from the Play page in {clicks.count} clicks")
    assert clicks.count <= 3
    # Gone stays gone: table 1's changes offer Søren, not the leaver, except as "is back".
    page.goto(f"{live_server.url}/club/evenings/{evening.pk}/tables/1/changes/")
    expect(page.get_by_role("link", name="Replaced by Søren Kierkegaard").first).to_be_visible()
    assert page.get_by_role("link", name=f"Replaced by {leaver.name}").count() == 0
    back_text = f"{leaver.name} (left after chukker 1) is back: joins table 1"
    back = page.get_by_role("link", name=back_text)
    expect(back).to_be_visible()
    assert Player.objects.filter(pk=leaver.pk).exists()
