"""Results where the players are: the table's phone after a chukker closes, and the tonight
page, on a 360 x 740 phone in English, French and Italian, with axe-core finding nothing serious.

After a close the phone shows each player's credit by name in one short line, apart from the
next chukker's seats, and the next deal's entry still fits the screen with Save on it; the
evening so far is folded one tap below. The tonight page shows the live standings without
sideways scrolling.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from clubchicago.club.models import Evening, Table
from clubchicago.club.services import play
from tests import factories
from tests.browser.axe import serious
from tests.browser.phone import PHONE, VIEWPORT
from tests.factories import FOUR_DEALS, closed_chukker, enter

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FIVE = ["Jean-Luc O'Brien", "Hélène Garnier", "José Álvarez", "Chiara Esposito", "François Roy"]
SAYS_OVER = {"en": "Chukker 1:", "fr": "Position 1", "it": "Giro 1:"}


@pytest.fixture
def evening(db: None) -> Evening:
    """Tonight page on; a table of five between chukkers 1 and 2, a table of four with two
    closed."""
    evening = factories.make_evening(confirm_entries=False, tonight_page=True)
    five, four = factories.seat_players(
        evening,
        [[factories.make_player(name) for name in FIVE], factories.make_players(4, "Guest")],
    )
    for contract in FOUR_DEALS:
        enter(five, contract, play.Actor.for_table(five))
    for number in (1, 2):
        closed_chukker(four, number, 900, 100)
    return evening


def bottom(page: Page, selector: str) -> float:
    box = page.locator(selector).first.bounding_box()
    assert box is not None
    return box["y"] + box["height"]


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_after_a_close_the_phone_names_each_credit_and_save_still_fits(
    live_server, browser, pages, evening, language
):
    five = Table.objects.get(evening=evening, number=1)
    page = pages.open(browser, locale=language, **PHONE)
    page.goto(live_server.url + reverse("club:table_play", args=[five.pk, five.token]))

    over = page.locator(".chukker-over")
    expect(over).to_contain_text(SAYS_OVER[language])
    expect(over).to_contain_text("Jean-Luc O.")
    expect(over).to_contain_text("+100")
    expect(over).to_contain_text("François R.")  # sits out
    expect(page.locator("#between")).to_have_attribute("open", "")
    page.locator("label:has(input[name='level'][value='4'])").tap()
    expect(page.locator("input[name='result']")).to_have_count(14)  # the tallest entry
    assert bottom(page, "#deal-form .save-row") <= VIEWPORT["height"]
    assert page.evaluate("window.scrollY") == 0
    problems = {"after a close": serious(page)}

    # The evening so far: folded below Save, open in one tap, this table's five players.
    so_far = page.locator("#so-far")
    assert bottom(page, "#deal-form .save-row") <= so_far.bounding_box()["y"]
    expect(so_far.locator("table")).to_be_hidden()
    so_far.locator("summary").tap()
    expect(so_far.locator("tbody tr")).to_have_count(5)
    expect(so_far).to_contain_text("Hélène Garnier")
    # Its box fits the screen; a table wider than a narrow phone scrolls inside it.
    box = so_far.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= VIEWPORT["width"]
    problems["the evening so far open"] = serious(page)
    assert {where: found for where, found in problems.items() if found} == {}


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_the_tonight_page_reads_on_a_phone_without_scrolling_sideways(
    live_server, browser, pages, evening, language
):
    page = pages.open(browser, locale=language, **PHONE)
    page.goto(live_server.url + reverse("club:tonight", args=[evening.pk, evening.tonight_token]))

    expect(page.locator("#standings tbody tr")).to_have_count(9)
    expect(page.locator("#standings .message.warning")).to_be_visible()  # provisional
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]
    assert serious(page) == []


def test_the_live_display_shows_the_tonight_code(live_server, browser, pages, evening):
    factories.make_director(password="chicago-tonight")
    page = pages.signed_in(browser, live_server.url, "chicago-tonight")
    page.goto(live_server.url + reverse("club:evening_live", args=[evening.pk]))

    code = page.locator(".tonight-link .qr-code svg")
    expect(code).to_be_visible()
    box = code.bounding_box()
    assert box is not None and box["width"] >= 150  # big enough to scan across a room
    assert serious(page) == []
