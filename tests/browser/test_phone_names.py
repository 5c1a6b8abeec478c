"""The table page on a 360 x 740 phone with long names, in the three languages: the whole entry
of the first deal of a chukker, with the new seats open above it, and of a deal waiting under a
confirmation, fits the screen with Save reachable; names show so a player recognises theirs."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from clubchicago.club import display
from clubchicago.club.models import Club
from clubchicago.club.services import play
from tests import factories
from tests.browser.phone import PHONE, VIEWPORT
from tests.factories import FOUR_DEALS, enter

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SIX = [
    "Jean-Luc O'Brien",
    "Chiara Esposito",
    "Αννα Παπαδοπούλου",
    "Anne-Sophie Marchetti",
    "Élodie Rossi",
    "Fra Bianchi",
]
FOUR = ["Marie-Christine Lefèvre-Dubois", "Bob Li", "Ólafur Jónsson", "Niccolò Rossi"]
CLUB = "Club de Chicago de la Gare"


@pytest.fixture
def tables(db: None) -> tuple[object, object]:
    Club.objects.update_or_create(pk=1, defaults={"name": CLUB})
    evening = factories.make_evening(confirm_entries=True)
    six, four = factories.seat_players(
        evening, [[factories.make_player(n) for n in names] for names in (SIX, FOUR)]
    )
    for contract in FOUR_DEALS:  # the table of six is between chukkers 1 and 2
        enter(six, contract, play.Actor.for_table(six), confirmed_by="x")
    enter(four, FOUR_DEALS[0], play.Actor.for_table(four))  # deal 1 waits for its confirmation
    return six, four


def clipped(page: Page, selector: str) -> list[str]:
    """The texts of ``selector`` that their box cuts off (wider or taller than it shows)."""
    return page.eval_on_selector_all(
        selector,
        "els => els.filter(e => e.scrollWidth > e.clientWidth + 1"
        " || e.scrollHeight > e.clientHeight + 1).map(e => e.textContent.trim())",
    )


def choose_a_level(page: Page) -> None:
    page.locator("label:has(input[name='level'][value='4'])").tap()
    expect(page.locator("input[name='result']")).to_have_count(14)


def bottom(page: Page, selector: str) -> float:
    box = page.locator(selector).first.bounding_box()
    assert box is not None
    return box["y"] + box["height"]


@pytest.mark.parametrize("language", ["en", "fr", "it"])
def test_the_first_deal_of_a_chukker_fits_below_the_new_seats_with_names_whole(
    live_server, browser, pages, tables, language
):
    six, _four = tables
    page = pages.open(browser, locale=language, **PHONE)
    page.goto(live_server.url + reverse("club:table_play", args=[six.pk, six.token]))
    expect(page.locator("#between")).to_have_attribute("open", "")

    choose_a_level(page)  # the result buttons are in: the tallest the entry gets

    assert bottom(page, "#deal-form .save-row") <= VIEWPORT["height"]
    assert page.evaluate("window.scrollY") == 0
    lines = page.locator(".choices.declarers small span").all_text_contents()
    seated = [SIX[i] for i in (0, 1, 4, 5)]  # N E S W of position 1 at a table of six
    assert lines == [line for name in seated for line in display.name_lines(name) if line]
    assert lines[:2] == ["Jean-Luc", "O'Brien"]
    # Each tile: "1. Jean-Luc O.", and for the first dealer a word for screen readers after it.
    tiles = page.locator("#between .seats dd").all_inner_texts()
    assert [tile.split(". ", 1)[1].splitlines()[0].strip() for tile in tiles] == [
        display.short_name(name) for name in seated
    ]
    assert "2. Chiara E." in tiles[1]
    assert clipped(page, ".choices.declarers small span, #between .seats dd") == []
    assert clipped(page, ".site-header .brand") == []
    expect(page.locator(".site-header .brand")).to_have_text(CLUB)


def test_a_deal_under_a_confirmation_fits_the_screen(live_server, browser, pages, tables):
    _six, four = tables
    page = pages.open(browser, **PHONE)
    page.goto(live_server.url + reverse("club:table_play", args=[four.pk, four.token]))
    expect(page.locator("section.confirm")).to_be_visible()

    choose_a_level(page)

    assert bottom(page, "#deal-form .save-row") <= VIEWPORT["height"]
    lines = page.locator(".choices.declarers small span").all_text_contents()
    assert lines[:2] == ["Marie-", "Christine L."]
    assert clipped(page, ".choices.declarers small span, section.confirm button") == []
