"""The tonight page: live standings for everyone in the room, behind the evening's own link."""

from __future__ import annotations

import io
import re
from typing import TYPE_CHECKING

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from pypdf import PdfReader

from clubchicago.club.models import Club, Evening, Table
from clubchicago.club.services import evenings as evening_services
from clubchicago.club.services import play
from clubchicago.club.services.versions import results_changed
from tests import factories
from tests.factories import FOUR_DEALS, closed_chukker, enter
from tests.pdf_helpers import pdf_links, pdf_text

if TYPE_CHECKING:
    from pytest_django import DjangoAssertNumQueries

pytestmark = pytest.mark.django_db


def tonight(evening: Evening, token: str | None = None) -> str:
    return reverse("club:tonight", args=[evening.pk, token or evening.tonight_token])


@pytest.fixture
def open_evening(db: None) -> Evening:
    """An evening of six chukkers with its tonight page on: a table of 5 and one of 4."""
    evening = factories.make_evening(tonight_page=True, length=6, ranking_minimum=50)
    factories.seat_tables(evening, (5, 4))
    return evening


def unranked_rows(page: str) -> int:
    """The standings' rows of players listed but not ranked."""
    body = re.split(r"<tbody[^>]*>", page, maxsplit=1)[1].split("</tbody>", 1)[0]
    return sum(1 for row in body.split("<tr")[1:] if "not ranked" in row)


def table(evening: Evening, number: int) -> Table:
    return Table.objects.get(evening=evening, number=number)


def test_the_tonight_page_is_off_by_default_and_then_not_found(client: Client) -> None:
    evening = factories.make_evening()
    assert not evening.tonight_page and not Club.load().tonight_page
    assert client.get(tonight(evening)).status_code == 404


def test_a_wrong_or_another_evenings_key_is_not_found(client: Client, open_evening: Evening):
    other = factories.make_evening(tonight_page=True)
    assert client.get(tonight(open_evening, "x" * 43)).status_code == 404
    assert client.get(tonight(open_evening, other.tonight_token)).status_code == 404
    assert client.get(tonight(open_evening, open_evening.tonight_token[:-1])).status_code == 404
    long_id = f"/tonight/{'9' * 30}/{open_evening.tonight_token}/"
    assert client.get(long_id).status_code == 404
    assert client.post(tonight(open_evening)).status_code == 405


def test_each_evening_has_its_own_unguessable_key(db: None) -> None:
    keys = {factories.make_evening().tonight_token for _ in range(3)}
    assert len(keys) == 3 and all(len(key) >= 43 for key in keys)


def test_the_public_sees_live_provisional_standings_the_rule_and_the_chukkers_open(
    client: Client, open_evening: Evening
) -> None:
    closed_chukker(table(open_evening, 1), 1, 900, 0)
    names = dict(table(open_evening, 1).table_players.values_list("number", "player__name"))

    response = client.get(tonight(open_evening))

    assert response.status_code == 200
    page = response.content.decode()
    assert names[1] in page and names[5] in page
    # Twelve chukkers tonight (two tables of six), one closed.
    assert "Provisional standings: 11 chukkers are still open." in page
    assert "Ranked by the average per position played, in points to the hundred" in page
    assert "Until the evening ends, a player is ranked after 1 position played so far" in page
    assert 'name="robots" content="noindex"' in page
    assert "no-cache" in response["Cache-Control"]
    # Nobody is signed in and the results are not published: the page links to nothing private.
    assert reverse("club:evening_standings", args=[open_evening.pk]) not in page


def test_the_ranking_counts_the_chukkers_played_so_far_until_the_evening_ends(
    client: Client, open_evening: Evening
) -> None:
    # docs/rules.md#ranking-minimum: after chukker 1 the player who sat it out is not ranked,
    # the four who played it are; at the end the minimum is half of the whole evening.
    five = table(open_evening, 1)
    closed_chukker(five, 1, 900, 0)
    sat_out = five.table_players.get(number=5).player.name

    after_one = client.get(tonight(open_evening)).content.decode()
    rows = [line for line in after_one.split("<tr") if sat_out in line]
    assert len(rows) == 1 and "not ranked" in rows[0]
    assert unranked_rows(after_one) == 1 + 4  # player 5, and the table of 4 not yet begun

    # The evening ends: both tables stopped by the director after three chukkers.
    Table.objects.filter(evening=open_evening).update(length=3)
    for number in (2, 3):
        closed_chukker(five, number, 500, 0)
    four = table(open_evening, 2)
    for number in (1, 2, 3):
        closed_chukker(four, number, 400, 0)
    results_changed(open_evening)  # as the services do with every change (the factory does not)

    final = client.get(tonight(open_evening)).content.decode()
    assert "Every chukker is closed: these are the evening's standings." in final
    assert "A player is ranked after at least 3 positions played." in final
    # At the table of five, players 3, 4 and 5 each sat one of the three out: two positions.
    assert unranked_rows(final) == 3


def test_an_unchanged_evening_answers_the_poll_with_a_304(
    client: Client, open_evening: Evening, director: User
) -> None:
    url = tonight(open_evening)
    first = client.get(url)
    assert first["ETag"] and first["Last-Modified"]
    again = client.get(url, headers={"If-None-Match": first["ETag"]})
    assert again.status_code == 304 and again.content == b""
    by_date = client.get(url, headers={"If-Modified-Since": first["Last-Modified"]})
    assert by_date.status_code == 304

    # Deals entered in an open chukker leave the standings as they were: still a 304, which a
    # browser's cache asks with both validators (the ETag decides, RFC 9110 13.2.2).
    five = table(open_evening, 1)
    for contract in FOUR_DEALS[:3]:
        enter(five, contract, play.Actor.for_director(director), confirmed_by="x")
    both = {"If-None-Match": first["ETag"], "If-Modified-Since": first["Last-Modified"]}
    assert client.get(url, headers=both).status_code == 304

    enter(five, FOUR_DEALS[3], play.Actor.for_director(director), confirmed_by="x")  # closes
    changed = client.get(url, headers=both)
    assert changed.status_code == 200 and changed["ETag"] != first["ETag"]
    assert client.get(url, headers={"If-None-Match": changed["ETag"]}).status_code == 304


def test_switched_off_the_link_stops_working_at_once_even_for_a_poll(
    director_client: Client, client: Client, open_evening: Evening
) -> None:
    url = tonight(open_evening)
    first = client.get(url)
    edit = reverse("club:evening_edit", args=[open_evening.pk])
    form = director_client.get(edit).context["form"]
    data = {name: value for name, value in form.initial.items() if value is not None}
    data.pop("tonight_page")
    data["date"] = open_evening.date.isoformat()
    data["start_time"] = ""
    response = director_client.post(edit, data)
    assert response.status_code == 302

    open_evening.refresh_from_db()
    assert not open_evening.tonight_page
    assert client.get(url, headers={"If-None-Match": first["ETag"]}).status_code == 404


def test_the_director_switches_it_on_in_the_evenings_settings(
    director_client: Client, client: Client
) -> None:
    evening = factories.make_evening()
    plan_version = evening.plan_version
    edit = reverse("club:evening_edit", args=[evening.pk])
    form = director_client.get(edit).context["form"]
    data = {name: value for name, value in form.initial.items() if value is not None}
    data.update(date=evening.date.isoformat(), start_time="", tonight_page="on")
    data.pop("published")

    assert director_client.post(edit, data).status_code == 302

    evening.refresh_from_db()
    assert evening.tonight_page
    assert evening.plan_version != plan_version  # the table cards are printed with its code
    assert client.get(tonight(evening)).status_code == 200
    detail = director_client.get(reverse("club:evening_detail", args=[evening.pk]))
    assert tonight(evening) in detail.content.decode()


def test_the_clubs_setting_is_the_default_of_each_new_evening(director_client: Client) -> None:
    Club.load()
    Club.objects.filter(pk=1).update(tonight_page=True)
    evening = evening_services.create_evening(factories.make_evening().date, "Opened")
    assert evening.tonight_page
    Club.objects.filter(pk=1).update(tonight_page=False)
    assert not evening_services.create_evening(evening.date, "Closed").tonight_page
    settings_page = director_client.get(reverse("club:club_settings")).content.decode()
    assert 'name="tonight_page"' in settings_page


def test_the_live_display_shows_the_tonight_link_as_a_qr_code_only_when_it_is_on(
    director_client: Client, open_evening: Evening
) -> None:
    live = reverse("club:evening_live", args=[open_evening.pk])
    page = director_client.get(live).content.decode()
    link = f"http://testserver{tonight(open_evening)}"
    assert link in page
    assert '<span class="qr-code" role="img"' in page and "<svg" in page

    Evening.objects.filter(pk=open_evening.pk).update(tonight_page=False)
    page = director_client.get(live).content.decode()
    assert open_evening.tonight_token not in page and "<svg" not in page


def test_the_table_cards_print_the_tonight_link_only_when_it_is_on(
    director_client: Client, open_evening: Evening
) -> None:
    cards = reverse("club:table_cards_pdf", args=[open_evening.pk])
    pdf = director_client.get(cards).content
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    link = f"http://testserver{tonight(open_evening)}"
    assert link in pdf_links(pdf)
    assert "Tonight's standings, live, on your phone" in text

    evening_services.update_evening(open_evening, {"tonight_page": False})
    pdf = director_client.get(cards).content
    assert pdf_links(pdf)  # the tables' links
    assert not any(open_evening.tonight_token in shown for shown in pdf_links(pdf))
    assert open_evening.tonight_token not in pdf_text(pdf)


def test_once_published_the_page_links_to_the_results(
    client: Client, open_evening: Evening
) -> None:
    evening_services.set_published(open_evening, True)
    page = client.get(tonight(open_evening)).content.decode()
    assert reverse("club:evening_standings", args=[open_evening.pk]) in page


def test_the_page_reads_few_queries_and_a_poll_fewer(
    client: Client, open_evening: Evening, django_assert_max_num_queries: DjangoAssertNumQueries
) -> None:
    for number in (1, 2):
        closed_chukker(table(open_evening, 1), number, 700, 0)
    url = tonight(open_evening)
    # The evening, the club's name (every page's header), then the evening's seats, closed
    # chukkers and tables' progress.
    with django_assert_max_num_queries(6):  # and the club of the address
        first = client.get(url)
    # Drawn again (another reader, no ETag): the standings and their table come from the cache.
    with django_assert_max_num_queries(3):
        again = client.get(url)
    assert again.status_code == 200 and b"Provisional standings: 10 chukkers" in again.content
    with django_assert_max_num_queries(2):
        assert client.get(url, headers={"If-None-Match": first["ETag"]}).status_code == 304
