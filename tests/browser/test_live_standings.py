"""The projector's live standings: htmx asks for them every 30 seconds and swaps them in place."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_chukker_closed_after_the_page_opened_shows_within_thirty_seconds(
    live_server, browser, pages
):
    factories.make_director("director", "chicago-live")
    evening = factories.make_evening(confirm_entries=False)
    (table,) = factories.seat_players(
        evening, [[factories.make_player(n) for n in ("Ann A", "Bob B", "Cy C", "Di D")]]
    )
    page = pages.signed_in(browser, live_server.url, "chicago-live")
    page.clock.install()
    page.goto(live_server.url + reverse("club:evening_live", args=[evening.pk]))
    full = page.evaluate("document.documentElement.outerHTML")
    before = page.locator("#standings").inner_text()

    for contract in FOUR_DEALS:  # the chukker closes: NS win by 120, +100 each in hundreds
        enter(table, contract, play.Actor.for_table(table))
    page.clock.fast_forward(31_000)

    expect(page.locator("#standings")).to_contain_text("+100")
    assert "+100" not in before
    assert page.url.endswith("/live/") and "live-standings.js" not in full
    assert page.locator("#standings").count() == 1
