"""Play → Correct a deal, as the director uses it: the stored result is the one chosen, the
score follows the result chosen at once, and Save returns to the list of deals."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from clubchicago.club.models import DealRecord
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def deal(db: None) -> DealRecord:
    factories.make_director("director", "chicago-fix")
    evening = factories.make_evening(confirm_entries=False)
    (table,) = factories.seat_tables(evening, (4,))
    return enter(table, FOUR_DEALS[0], play.Actor.for_table(table))  # 4♠ by North, 10 tricks


def test_the_score_follows_the_result_chosen_and_save_returns_to_the_list(
    live_server, browser, pages, deal
):
    table = deal.chukker.table
    page = pages.signed_in(browser, live_server.url, "chicago-fix")
    deals_url = reverse("club:table_deals", args=[table.evening_id, table.number])
    page.goto(live_server.url + deals_url)
    with page.expect_navigation():
        page.get_by_role("link", name="Correct deal 1 of chukker 1").click()

    expect(page.locator("input[name='result'][value='=']")).to_be_checked()
    page.locator("label:has(input[name='result'][value='+1'])").click()
    expect(page.locator("#preview strong")).to_contain_text("450")  # 4♠+1 not vulnerable

    # A result typed, then a button chosen: the score is the button's at once.
    page.locator("details.typed-toggle summary").click()
    page.fill("input[name='result_typed']", "9")
    page.locator("input[name='result_typed']").dispatch_event("change")
    expect(page.locator("#preview strong")).to_contain_text("50")
    page.locator("label:has(input[name='result'][value='=']) span").click()
    expect(page.locator("#preview strong")).to_contain_text("420")

    with page.expect_navigation():
        page.locator("button[name='save']").click()
    assert page.url == live_server.url + deals_url
    expect(page.locator("main")).to_contain_text("Deal 1 corrected.")
    assert DealRecord.objects.get(pk=deal.pk).tricks == 10
