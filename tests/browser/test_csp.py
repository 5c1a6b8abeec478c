"""The pages still work under the Content-Security-Policy, and break none of its rules.

Every page opened through ``pages`` fails its test on a policy refusal or a script error
(``conftest.WatchedPages``). Here the director uses each script the site has: the player filter
of "Who is here", the confirmation before closing a chukker, the live standings' full-screen
button; and htmx on the table page, which swaps content with nothing evaluated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from playwright.sync_api import expect

from clubchicago.club.models import Attendance, Evening, Player
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Dialog, Page

    from tests.browser.conftest import WatchedPages

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def evening_in_play(db: None) -> Evening:
    factories.make_director(password="chicago-csp", is_superuser=True)
    evening = factories.make_evening(confirm_entries=False, published=True)
    (table,) = factories.seat_tables(evening, (4,))
    for name in ("Zoë Ærø", "Łukasz Nowak"):
        Attendance.objects.create(evening=evening, player=Player.objects.create(name=name))
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    return evening


def logged_in(browser: Browser, pages: WatchedPages, base: str) -> Page:
    return pages.signed_in(browser, base, "chicago-csp")


def test_the_directors_scripts_work_under_the_policy(live_server, browser, pages, evening_in_play):
    base = live_server.url
    page = logged_in(browser, pages, base)
    response = page.goto(f"{base}/club/evenings/{evening_in_play.pk}/attendance/")
    assert response is not None
    assert "script-src 'self'" in response.headers["content-security-policy"]

    # "Who is here": typing part of a name hides the other players.
    choices = page.locator("#player-list .player-choice")
    everyone = choices.count()
    page.fill("#player-filter", "łuk")
    expect(page.locator(".player-choice:visible")).to_have_count(1)
    assert page.locator(".player-choice:visible").inner_text().startswith("Łukasz")
    page.fill("#player-filter", "")
    expect(page.locator(".player-choice:visible")).to_have_count(everyone)

    # Closing a chukker asks first; saying no leaves it open.
    page.goto(f"{base}/club/evenings/{evening_in_play.pk}/play/")
    questions = []

    def say_no(dialog: Dialog) -> None:
        questions.append(dialog.message)
        dialog.dismiss()

    page.once("dialog", say_no)
    page.locator("form[data-confirm] button").first.click()
    page.wait_for_timeout(300)
    assert questions and "Close this chukker now?" in questions[0]
    assert page.url.endswith(f"/club/evenings/{evening_in_play.pk}/play/")

    # The projector's page shows its full-screen button once its script has run.
    page.goto(f"{base}/club/evenings/{evening_in_play.pk}/live/")
    page.locator("#fullscreen").wait_for(state="visible")

    # The admin works under the same policy.
    page.goto(f"{base}/admin/club/player/")
    assert page.locator("#result_list").count() == 1
    page.goto(f"{base}/admin/club/player/add/")
    assert page.locator("input[name='name']").count() == 1


def test_htmx_swaps_content_under_the_policy_without_eval(
    live_server, browser, pages, evening_in_play
):
    base = live_server.url
    table = evening_in_play.tables.get()
    phone = pages.open(browser)
    phone.set_default_timeout(15_000)
    phone.goto(f"{base}/t/{table.pk}/{table.token}/")
    # (Playwright's own evaluate goes through the DevTools protocol: no policy applies to it,
    # and wait_for_function would need the eval the policy refuses.)
    assert phone.evaluate("typeof htmx") == "object"
    assert phone.evaluate("htmx.config.allowEval") is False
    assert phone.evaluate("htmx.config.includeIndicatorStyles") is False
    # The page's own settings take effect (htmx reads the first htmx-config meta alone: one
    # meta per page, club/includes/htmx.html).
    assert phone.evaluate("htmx.config.historyCacheSize") == 0
    assert phone.evaluate("htmx.config.scrollIntoViewOnBoost") is False
    assert phone.evaluate("document.querySelectorAll('meta[name=htmx-config]').length") == 1
    # Choosing a level asks the server for its results: a request and a swap by htmx.
    phone.locator("label:has(input[name='level'][value='4'])").click()
    expect(phone.locator("input[name='result']")).to_have_count(14)
    phone.locator("label:has(input[name='strain'][value='S'])").click()
    phone.locator("label:has(input[name='declarer'][value='N'])").click()
    phone.locator("label:has(input[name='result'][value='='])").click()
    expect(phone.locator("#preview")).to_contain_text("+")


def test_a_policy_violation_on_any_page_fails_the_test(live_server, browser, evening_in_play):
    """The watch every browser test's pages go through sees an inline style the policy refuses."""
    from tests.browser.conftest import WatchedPages

    watched = WatchedPages()
    page = watched.open(browser)
    table = evening_in_play.tables.get()
    page.goto(f"{live_server.url}/t/{table.pk}/{table.token}/")
    assert watched.refused == []
    # What the walkthrough saw in the console: an inline style applied by a script.
    page.evaluate("document.body.insertAdjacentHTML('beforeend', '<p style=\"color: red\">x</p>')")
    page.wait_for_function("document.querySelector('p[style]') !== null")
    page.wait_for_timeout(200)
    page.context.close()
    refused = watched.refused
    assert any("securitypolicyviolation" in line and "style-src" in line for line in refused)
