"""The parts held in a club: a scorer runs the Play page and corrects deals, nothing else, and
is told so on a director's page (403, in their language); a part in one club opens nothing of
another."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import translation
from django_scopes import scope

from clubchicago.club.models import Chukker, Club, DealRecord, Evening
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, deal_form, enter

pytestmark = pytest.mark.django_db


@pytest.fixture
def evening() -> Evening:
    evening = factories.make_evening()
    factories.seat_tables(evening, (4, 4))
    return evening


@pytest.fixture
def scorer() -> User:
    return factories.make_scorer()


@pytest.fixture
def scorer_client(client: Client, scorer: User) -> Client:
    client.force_login(scorer)
    return client


def play_pages(evening: Evening) -> list[str]:
    return [
        reverse("club:play_evenings"),
        reverse("club:evening_play", args=[evening.pk]),
        reverse("club:evening_history", args=[evening.pk]),
        reverse("club:table_deals", args=[evening.pk, 1]),
    ]


def director_pages(evening: Evening) -> list[str]:
    """A director's pages of every area: none is a scorer's."""
    return [
        reverse("club:dashboard"),
        reverse("club:evening_detail", args=[evening.pk]),
        reverse("club:evening_seating", args=[evening.pk]),
        reverse("club:evening_attendance", args=[evening.pk]),
        reverse("club:table_changes", args=[evening.pk, 1]),
        reverse("club:paper_entry", args=[evening.pk, 1]),
        reverse("club:roster"),
        reverse("club:seasons"),
        reverse("club:club_settings"),
        reverse("club:points_scale"),
        reverse("club:club_import"),
    ]


def test_a_scorer_opens_the_play_pages(scorer_client: Client, evening: Evening) -> None:
    for url in play_pages(evening):
        assert scorer_client.get(url).status_code == 200, url


def test_the_scorers_first_page_lists_the_evenings_not_yet_published(
    scorer_client: Client, evening: Evening
) -> None:
    factories.make_evening(title="Published long ago", published=True)
    page = scorer_client.get(reverse("club:play_evenings")).content.decode()
    assert reverse("club:evening_play", args=[evening.pk]) in page
    assert "Published long ago" not in page


def test_a_scorer_closes_and_reopens_a_chukker(scorer_client: Client, evening: Evening) -> None:
    table = evening.tables.get(number=1)
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    chukker = Chukker.objects.get(table=table)
    scorer_client.post(reverse("club:chukker_close", args=[chukker.pk]))
    chukker.refresh_from_db()
    assert chukker.closed
    scorer_client.post(reverse("club:chukker_reopen", args=[chukker.pk]))
    chukker.refresh_from_db()
    assert not chukker.closed


def test_a_scorer_restores_a_deleted_deal_and_is_named_in_the_history(
    scorer_client: Client, evening: Evening
) -> None:
    table = evening.tables.get(number=1)
    actor = play.Actor.for_table(table)
    deal = enter(table, FOUR_DEALS[0], actor)
    play.delete_deal(table, deal.pk, version=deal.version, actor=actor)
    scorer_client.post(reverse("club:deal_restore", args=[deal.pk]))
    assert DealRecord.objects.get(pk=deal.pk).deleted_at is None
    history = scorer_client.get(reverse("club:evening_history", args=[evening.pk]))
    assert "scorer" in history.content.decode()  # the restore, by the scorer's username


def test_a_scorer_corrects_a_deal_of_a_closed_chukker_from_the_table_link(
    scorer_client: Client, evening: Evening
) -> None:
    table = evening.tables.get(number=1)
    deals = [enter(table, c, play.Actor.for_table(table), confirmed_by="x") for c in FOUR_DEALS]
    assert Chukker.objects.get(table=table).closed  # a table's phone may no longer change it
    edit = reverse("club:deal_edit", args=[table.pk, table.token, deals[0].pk])
    data = deal_form(version=deals[0].version, level=4, strain="S", declarer="N", result="-1")
    scorer_client.post(edit, data)
    assert DealRecord.objects.get(pk=deals[0].pk).tricks == 9


def test_a_scorer_on_a_directors_page_is_told_it_is_the_directors(
    scorer_client: Client, evening: Evening
) -> None:
    for url in director_pages(evening):
        response = scorer_client.get(url)
        assert response.status_code == 403, url
        body = response.content.decode()
        assert "This page is for the club's directors" in body, url
        assert reverse("club:play_evenings") in body  # and where their own pages are


def test_a_scorer_may_not_change_what_only_the_director_changes(
    scorer_client: Client, evening: Evening
) -> None:
    table = evening.tables.get(number=1)
    token = table.token
    response = scorer_client.post(reverse("club:table_new_link", args=[table.pk]))
    assert response.status_code == 403
    table.refresh_from_db()
    assert table.token == token
    response = scorer_client.post(reverse("club:evening_publish", args=[evening.pk]))
    assert response.status_code == 403
    assert not Evening.objects.get(pk=evening.pk).published


def test_the_refusal_speaks_the_scorers_language(scorer_client: Client) -> None:
    response = scorer_client.get(reverse("club:roster"), HTTP_ACCEPT_LANGUAGE="fr")
    assert response.status_code == 403
    with translation.override("fr"):
        heading = translation.gettext("This page is for the club's directors")
        results = translation.gettext("Results")
    assert results != "Results"  # the page around it is French
    assert heading in response.content.decode() and results in response.content.decode()
    assert '<html lang="fr">' in response.content.decode()


def test_a_scorer_sees_only_what_they_may_use(scorer_client: Client, evening: Evening) -> None:
    table = evening.tables.get(number=1)
    pages = [
        *play_pages(evening),
        reverse("club:table_play", args=[table.pk, table.token]),
        reverse("club:results"),
    ]
    forbidden = [
        reverse("club:dashboard"),
        reverse("club:roster"),
        reverse("club:seasons"),
        reverse("club:club_settings"),
        reverse("club:evening_detail", args=[evening.pk]),
        reverse("club:table_new_link", args=[table.pk]),
        reverse("club:table_changes", args=[evening.pk, 1]),
    ]
    for url in pages:
        body = scorer_client.get(url).content.decode()
        assert 'href="' + reverse("club:play_evenings") + '"' in body, url
        for link in forbidden:
            assert f'"{link}"' not in body, (url, link)


def test_the_director_still_sees_every_action_of_the_play_page(
    director_client: Client, evening: Evening
) -> None:
    table = evening.tables.get(number=1)
    body = director_client.get(reverse("club:evening_play", args=[evening.pk])).content.decode()
    for link in (
        reverse("club:dashboard"),
        reverse("club:evening_detail", args=[evening.pk]),
        reverse("club:table_new_link", args=[table.pk]),
        reverse("club:table_changes", args=[evening.pk, 1]),
    ):
        assert f'"{link}"' in body, link
    assert reverse("club:play_evenings") not in body


def test_visitors_and_people_of_no_part_are_sent_to_log_in(
    client: Client, evening: Evening
) -> None:
    urls = [*play_pages(evening), reverse("club:dashboard")]
    for url in urls:
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")
    client.force_login(factories.make_member("nobody"))
    for url in urls:
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")


def test_a_part_in_one_club_opens_nothing_of_another(client: Client, evening: Evening) -> None:
    """The scorer and the director of Riverside, at the first club's address: the login page,
    and nothing changed."""
    riverside = Club.objects.create(name="Riverside")
    with scope(club=riverside):
        their_scorer = factories.make_scorer("river-scorer", club=riverside)
        their_director = factories.make_director("river-director", club=riverside)
    table = evening.tables.get(number=1)
    enter(table, FOUR_DEALS[0], play.Actor.for_table(table))
    chukker = Chukker.objects.get(table=table)
    first = "/clubchicago"
    for person in (their_scorer, their_director):
        client.force_login(person)
        for url in [*play_pages(evening), reverse("club:dashboard")]:
            response = client.get(first + url)
            assert response.status_code == 302, (person, url)
            assert response["Location"].startswith(f"{first}/accounts/login/")
        response = client.post(f"{first}{reverse('club:chukker_close', args=[chukker.pk])}")
        assert response.status_code == 302
        assert not Chukker.objects.get(pk=chukker.pk).closed
        # At their own club's address, the first club's evening does not exist.
        url = reverse("club:evening_play", args=[evening.pk])
        assert client.get(f"/riverside{url}").status_code == 404


def test_a_scorer_signing_in_lands_on_the_evenings_to_play(client: Client, scorer: User) -> None:
    response = client.post(
        reverse("login"), {"username": "scorer", "password": factories.PASSWORD}, follow=True
    )
    assert response.redirect_chain[-1][0] == reverse("club:play_evenings")
    assert response.status_code == 200


def test_a_director_signing_in_lands_on_the_evenings(client: Client, director: User) -> None:
    response = client.post(
        reverse("login"), {"username": "director", "password": factories.PASSWORD}, follow=True
    )
    assert response.redirect_chain[-1][0] == reverse("club:dashboard")
