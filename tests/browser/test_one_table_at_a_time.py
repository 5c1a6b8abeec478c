"""Issue 29's case in Chromium (docs/rules.md#one-table-at-a-time): table 1's chukker 4 has one
deal entered, Dorothy Parker playing South, and the director moves her to table 3 from the
Seating page. The preview says she plays at table 3 from chukker 5 and that table 3's chukker 4
is played without her, with the close-now option; confirmed, table 1's phone still seats her
for deal 2 and table 3's phone cannot begin the chukker that seats her until hers is over. In
English, French and Italian, on a desktop and on a 360 x 740 phone, checked by axe-core."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from clubchicago.club.models import Chukker, Evening, Table, TablePlayer
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.services import play
from tests import factories
from tests.browser.axe import serious
from tests.browser.phone import PHONE
from tests.factories import FOUR_DEALS, enter

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "chicago-one-table"


def play_chukker(table: Table, deals: int = 4) -> None:
    for contract in FOUR_DEALS[:deals]:
        enter(table, contract, play.Actor.for_table(table))


@pytest.fixture
def night(db: None) -> tuple[Evening, Any]:
    factories.make_director("director", PASSWORD)
    evening = factories.make_evening(confirm_entries=False)
    tables = factories.seat_tables(evening, (5, 4, 4))
    for _chukker in range(3):
        play_chukker(tables[0])
        play_chukker(tables[2])
    play_chukker(tables[0], deals=1)
    dorothy = Chukker.objects.get(table=tables[0], number=4).south
    dorothy.name = "Dorothy Parker"
    dorothy.save()
    return evening, dorothy


@pytest.mark.parametrize(
    ("language", "move", "without", "confirm", "refused"),
    [
        (
            "en",
            "Move",
            "Table 3's chukker 4 is played without Dorothy Parker",
            "Confirm the change",
            "Dorothy Parker is still playing chukker 4 at table 1",
        ),
        (
            "fr",
            "Déplacer",
            "La position 4 de la table 3 se joue sans Dorothy Parker",
            "Confirmer le changement",
            "Dorothy Parker joue encore la position 4 à la table 1",
        ),
        (
            "it",
            "Sposta",
            "Il giro 4 del tavolo 3 si gioca senza Dorothy Parker",
            "Conferma la modifica",
            "Dorothy Parker sta ancora giocando il giro 4 al tavolo 1",
        ),
    ],
)
@pytest.mark.parametrize("viewport", ["desktop", "phone"])
def test_dorothy_is_moved_to_table_3_from_its_chukker_5(
    live_server, browser, pages, night, language, move, without, confirm, refused, viewport
) -> None:
    evening, dorothy = night
    size = PHONE if viewport == "phone" else {"viewport": {"width": 1280, "height": 900}}
    page = pages.signed_in(browser, live_server.url, PASSWORD, locale=language, **size)
    page.goto(f"{live_server.url}/club/evenings/{evening.pk}/seating/")
    page.select_option("select[name='move-player']", str(dorothy.pk))
    page.select_option("select[name='move-table']", "3")
    page.get_by_role("button", name=move, exact=True).click()

    what = page.locator("#what-heading + ul")
    expect(what).to_contain_text("Dorothy Parker")
    expect(what).to_contain_text(without)
    expect(page.locator("#change-3")).to_contain_text("5")
    expect(page.locator(".table-change [role='note']")).to_contain_text("Dorothy Parker")
    assert page.locator("input[name='close'][value='1']").count() == 1
    assert serious(page) == []
    page.get_by_role("button", name=confirm).click()
    expect(page.locator(".messages")).to_be_visible()

    placed = TablePlayer.seated.get(player=dorothy)
    assert placed.table.number == 3 and placed.lineup.start == 5
    one = evening.tables.get(number=1)
    three = evening.tables.get(number=3)
    # Table 1's phone still seats her for deal 2 of chukker 4.
    phone = pages.open(browser, **PHONE, locale=language)
    phone.goto(f"{live_server.url}/t/{one.pk}/{one.token}/")
    expect(phone.locator("main")).to_contain_text("Dorothy Parker")
    # Table 3 plays its chukker 4 without her; the chukker that seats her waits for hers.
    play_chukker(three)
    while dorothy.pk not in {p.player_id for p in table_state(three).upcoming_seats.values()}:
        play_chukker(three)
    waiting = table_state(three).chukker_number
    phone.goto(f"{live_server.url}/t/{three.pk}/{three.token}/")
    phone.locator("label:has(input[name='level'][value='1'])").tap()
    phone.locator("label:has(input[name='strain'][value='C'])").tap()
    phone.locator("label:has(input[name='declarer'][value='N'])").tap()
    phone.locator("label:has(input[name='result'][value='='])").tap()
    phone.locator("button[name='save']").tap()
    expect(phone.locator("#announce")).to_contain_text(refused)
    assert serious(phone) == []
    assert not three.chukkers.filter(number=waiting).exists()
