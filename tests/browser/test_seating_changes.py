"""The evening as it really goes, in Chromium (docs/rules.md#changes-during-the-evening): the
director seats a late arrival in a few clicks from the Play page, sees the table's new plan
before confirming, and the table's phone says its players changed and shows the new seats
first; a phone still showing the old seats is told its deal was not saved. In English and
French, the pages checked by axe-core."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubchicago.club.models import TablePlayer
from clubchicago.club.services import play, seating
from tests import factories
from tests.browser.axe import serious
from tests.browser.phone import PHONE, VIEWPORT
from tests.factories import FOUR_DEALS, enter

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "chicago-seating"


@pytest.fixture
def evening(db: None) -> object:
    factories.make_director("director", PASSWORD)
    evening = factories.make_evening(confirm_entries=False)
    first, second = factories.seat_tables(evening, (4, 5))
    for table in (first, second):
        for contract in FOUR_DEALS:
            enter(table, contract, play.Actor.for_table(table))
    factories.mark_present(evening, [factories.make_player("Jean-Luc Latecomer")])
    return evening


@pytest.mark.parametrize(
    ("language", "join", "confirm", "changed"),
    [
        ("en", "Join table 1", "Confirm the change", "Seating changed"),
        ("fr", "Rejoindre la table 1", "Confirmer le changement", "Placement"),
    ],
)
def test_a_late_arrival_is_seated_in_two_clicks_from_the_play_page(
    live_server, browser, pages, evening, language, join, confirm, changed
) -> None:
    page = pages.signed_in(
        browser, live_server.url, PASSWORD, locale=language, viewport={"width": 1280, "height": 900}
    )
    page.goto(f"{live_server.url}/club/evenings/{evening.pk}/play/")
    clicks = 0

    page.get_by_role("link", name=join).click()
    clicks += 1
    # The table's new plan, before anything is changed: five players from chukker 2.
    expect(page.locator(".table-change h2")).to_contain_text("2")
    assert page.locator(".table-change tbody tr").count() == 5
    assert serious(page) == []
    page.get_by_role("button", name=confirm).click()
    clicks += 1

    assert clicks <= 4
    expect(page.locator(".messages")).to_contain_text(changed)
    late = TablePlayer.seated.get(player__name="Jean-Luc Latecomer")
    assert late.table.number == 1
    # The cards to print again are listed, and the change can be undone.
    expect(page.locator("a[href$='/tables/1/card.pdf']").first).to_be_visible()
    assert page.locator("a[href*='/undo/']").count() == 1
    assert serious(page) == []


@pytest.mark.parametrize(
    ("language", "changed", "refused"),
    [
        ("en", "Players changed:", "The players at this table changed"),
        ("fr", "Joueurs changés :", "Les joueurs de cette table ont changé"),
    ],
)
def test_the_phone_shows_the_new_players_first_and_refuses_a_page_from_before(
    live_server, browser, pages, evening, language, changed, refused
) -> None:
    table = evening.tables.get(number=1)
    url = f"{live_server.url}/t/{table.pk}/{table.token}/"
    stale = pages.open(browser, **PHONE, locale=language)
    stale.goto(url)  # loaded before the change: it shows chukker 2's old seats
    seating.move_player(evening, evening.attendances.order_by("-pk").first().player_id, 1)

    fresh = pages.open(browser, **PHONE, locale=language)
    fresh.goto(url)
    notice = fresh.locator(".players-changed")
    expect(notice).to_contain_text(changed)
    expect(notice).to_contain_text("Jean-Luc Latecomer")
    # The new seats come first, within the screen, above the entry of deal 1.
    between = fresh.locator("#between").bounding_box()
    entry = fresh.locator("#deal-form").bounding_box()
    assert between is not None and entry is not None
    assert between["y"] < entry["y"] and between["y"] < VIEWPORT["height"]
    assert serious(fresh) == []

    # The phone that loaded the page before the change enters deal 1 with the old seats.
    stale.locator("label:has(input[name='level'][value='1'])").tap()
    expect(stale.locator("input[name='result']")).to_have_count(14)
    stale.locator("label:has(input[name='strain'][value='C'])").tap()
    stale.locator("label:has(input[name='declarer'][value='N'])").tap()
    stale.locator("label:has(input[name='result'][value='='])").tap()
    stale.locator("button[name='save']").tap()
    expect(stale.locator("#announce")).to_contain_text(refused)
    assert not table.chukkers.filter(number=2).exists()
