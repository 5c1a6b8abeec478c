"""The public running season standings on a 360 x 740 phone, in English, French and Italian
(docs/rules.md#season-standings, docs/rules.md#showing-credits): how far they go ("after N
evenings"), the totals named as points to the hundred, the players who played no position listed
apart, nothing wider than the screen, and axe-core finding no violation."""

from __future__ import annotations

import datetime as dt

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.urls import reverse

from clubchicago.club.models import Season
from tests import factories
from tests.browser.phone import PHONE, VIEWPORT
from tests.factories import closed_chukker, seat_players

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOWN = {
    "en": ("After 2 evenings.", "Total (points, to the hundred)", "Present, no position played"),
    "fr": ("Après 2 soirées.", "Total (points, à la centaine)", "Présents, aucune position jouée"),
    "it": ("Dopo 2 serate.", "Totale (punti, al centinaio)", "Presenti, nessun giro giocato"),
}


@pytest.fixture
def running_season(db: None) -> Season:
    """An open season of three evenings, two published (one with a table that never played)
    and one not: the public sees two of them."""
    season = factories.make_season(name="Saison d'hiver 2026", end_date=dt.date(2099, 6, 30))
    regulars = [
        factories.make_player(name)
        for name in ("Anne-Charlotte de La Tour-Maubourg", "José Álvarez", "Chiara", "Łukasz")
    ]
    idle = factories.make_players(4, prefix="Absent")
    for day, published in ((1, True), (8, True), (15, False)):
        evening = factories.make_evening(
            season=season, date=dt.date(2026, 10, day), published=published
        )
        groups = [regulars, idle] if day == 8 else [regulars]
        [table, *_rest] = seat_players(evening, groups)
        closed_chukker(table, 1, 1350 + 100 * day, 600)
    return season


@pytest.mark.parametrize("language", list(SHOWN))
def test_the_public_season_standings_read_on_a_phone_in_each_language(
    live_server, browser, pages, running_season, language
):
    page = pages.open(browser, locale=language, **PHONE)
    page.goto(live_server.url + reverse("club:season_standings", args=[running_season.pk]))

    after, heading, apart = SHOWN[language]
    assert page.locator("#season-after").inner_text() == after
    assert " ".join(page.locator("table.standings thead").inner_text().split()).count(heading) == 1
    assert page.locator("#unplayed-heading").inner_text() == apart
    assert page.locator("#unplayed li").count() == 4
    assert page.locator("table.standings tbody tr").count() == 4  # the idle are not ranked
    # The page never scrolls sideways; a wide table scrolls inside its own frame.
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]
    violations = Axe().run(page).response["violations"]
    assert [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3]) for v in violations] == []
