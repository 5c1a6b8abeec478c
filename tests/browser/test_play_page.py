"""The director's Play page and history on a desktop and on a 360 px phone: each row's actions
sit on its line on a desktop, and every action is inside the screen's width on a phone."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from clubchicago.club.models import Evening
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter

if TYPE_CHECKING:
    from playwright.sync_api import Browser, FloatRect, Locator, Page

    from tests.browser.conftest import WatchedPages

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def evening_in_play(db: None) -> Evening:
    factories.make_director(password="chicago-play")
    evening = factories.make_evening(confirm_entries=True)
    first, second, _third = factories.seat_tables(evening, (4, 5, 6))
    enter(first, FOUR_DEALS[0], play.Actor.for_table(first))
    for contract in FOUR_DEALS:
        enter(second, contract, play.Actor.for_table(second))
    deal = enter(first, FOUR_DEALS[1], play.Actor.for_table(first))
    play.delete_deal(first, deal.pk, version=deal.version, actor=play.Actor.for_table(first))
    return evening


def logged_in(browser: Browser, pages: WatchedPages, base: str, width: int) -> Page:
    return pages.signed_in(browser, base, "chicago-play", viewport={"width": width, "height": 800})


def box_of(element: Locator) -> FloatRect:
    """Where ``element`` is drawn (it must be)."""
    box = element.bounding_box()
    assert box is not None, "the element is not shown"
    return box


def boxes(page: Page, selector: str) -> list[FloatRect]:
    return [box_of(element) for element in page.locator(selector).all()]


def test_on_a_desktop_each_rows_actions_sit_on_its_line(
    live_server, browser, pages, evening_in_play
):
    page = logged_in(browser, pages, live_server.url, 1280)
    page.goto(f"{live_server.url}/club/evenings/{evening_in_play.pk}/play/")

    rows = page.locator("#progress tbody tr").all()
    assert len(rows) == 3
    for row in rows:
        line = box_of(row)
        table_cell = box_of(row.locator("th"))
        actions = [box_of(b) for b in row.locator(".row-actions > *").all()]
        assert actions
        for box in actions:
            assert line["y"] <= box["y"] and box["y"] + box["height"] <= line["y"] + line["height"]
        # One line of buttons, all as tall as each other, centred on the row like its cells.
        assert len({round(box["y"]) for box in actions}) == 1
        middle = line["y"] + line["height"] / 2
        assert abs(actions[0]["y"] + actions[0]["height"] / 2 - middle) <= 2
        assert abs(table_cell["y"] + table_cell["height"] / 2 - middle) <= 2


@pytest.mark.parametrize("path", ["play/", "history/"])
def test_on_a_phone_every_action_is_inside_the_screen(
    live_server, browser, pages, evening_in_play, path
):
    page = logged_in(browser, pages, live_server.url, 360)
    page.goto(f"{live_server.url}/club/evenings/{evening_in_play.pk}/{path}")

    actions = boxes(page, ".row-actions button, .row-actions a")
    assert len(actions) >= (7 if path == "play/" else 1)
    for box in actions:
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, box
        assert box["height"] >= 44
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
