"""Smoke test: the demo's two clubs of the Quick start load and their pages answer."""

from __future__ import annotations

import io

import pytest
from django.core import checks
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django_scopes import scope, scopes_disabled

from clubchicago.club.collation import sort_key
from clubchicago.club.management.commands.builddemo import NAMES, SECOND_NAMES
from clubchicago.club.models import (
    Chukker,
    ChukkerCredit,
    Club,
    Evening,
    Membership,
    Player,
    Season,
    Table,
)
from clubchicago.club.selectors.sheets import sheet_for
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.services.roster import look_alikes
from scoring import Side

pytestmark = pytest.mark.django_db

FIRST = "/clubchicago"  # the first club's address: the demo holds two clubs


@pytest.fixture
def demo(db: None) -> None:
    call_command("loaddemo")


def test_demo_has_a_club_with_accented_names_and_tables_of_four_five_and_six(demo):
    assert Player.objects.filter(active=True).count() >= 16
    assert Player.objects.filter(name="Zoë Ærø").exists()
    assert set(Table.objects.values_list("size", flat=True)) == {4, 5, 6}
    assert Evening.objects.filter(published=True).count() >= 3


def test_demo_totals_are_the_engines(demo):
    for chukker in Chukker.objects.select_related("table__evening"):
        sheet = sheet_for(chukker)
        assert (chukker.ns_total, chukker.ew_total) == (
            sheet.totals[Side.NS],
            sheet.totals[Side.EW],
        )


def test_demo_director_can_log_in_and_open_every_table(client, demo):
    # Through the login page: django-axes needs the request to count attempts.
    response = client.post(reverse("login"), {"username": "director", "password": "chicago"})
    assert response.status_code == 302
    for table in Table.objects.all():
        url = reverse("club:table_play", args=[table.pk, table.token])
        assert client.get(url).status_code == 200


def test_every_demo_player_has_the_sort_key_of_their_name(demo):
    assert not [m for m in checks.run_checks(databases=["default"]) if m.id == "club.W001"]
    assert Player.objects.get(name="Hélène Garnier").sort_name == "helene garnier"


def test_the_demos_roster_and_check_in_list_find_an_accented_name_typed_without_accents(
    client, django_user_model, demo
):
    director_client = client
    director_client.force_login(django_user_model.objects.get(username="director"))
    roster = director_client.get(FIRST + reverse("club:roster"), {"q": "helene"}).content.decode()
    assert "Hélène Garnier" in roster
    evening = Evening.objects.filter(tables__isnull=True).first() or Evening.objects.first()
    assert evening is not None
    page = director_client.get(FIRST + reverse("club:evening_attendance", args=[evening.pk]))
    assert 'data-name="helene garnier"' in page.content.decode()


def test_loading_the_demo_twice_changes_nothing(demo):
    before = Player.objects.count()
    call_command("loaddemo")
    assert Player.objects.count() == before


def test_the_demo_stores_the_credits_of_its_closed_chukkers(demo):
    out = io.StringIO()
    call_command("checkcredits", stdout=out)
    assert "Every stored credit is what its chukker credits." in out.getvalue()
    assert ChukkerCredit.objects.exists()


def test_the_demo_players_have_their_sort_names(demo):
    # loaddata skips Player.save: without them lists sort wrongly and look-alikes go unseen.
    assert all(p.sort_name == sort_key(p.name) for p in Player.objects.all())
    zoe = Player.objects.get(name="Zoë Ærø")
    assert look_alikes("Zoe Aero") == [zoe]


def test_the_demos_second_club_has_its_own_roster_season_evening_and_director(demo):
    riverside = Club.objects.get(slug="riverside")
    with scopes_disabled():
        assert Player.objects.filter(club=riverside).count() == len(SECOND_NAMES)
        assert not set(SECOND_NAMES) & set(
            Player.objects.filter(club=1).values_list("name", flat=True)
        )
    with scope(club=riverside):
        assert set(Player.objects.values_list("name", flat=True)) == set(SECOND_NAMES)
        assert Season.objects.get().name == "Riverside Season 2026"
        (evening,) = Evening.objects.all()
        assert evening.published and evening.title == "Riverside Thursday Chicago"
        tables = Table.objects.all()
        assert tables and all(table_state(table).finished for table in tables)
        assert ChukkerCredit.objects.exists()
    director = Membership.objects.get(club=riverside).user
    assert director.username == "riverside" and not director.is_staff
    assert not Membership.objects.filter(user=director).exclude(club=riverside).exists()
    # The first club's rows stay its own.
    assert set(Player.objects.exclude(guest=True).values_list("name", flat=True)) == set(NAMES)


def test_the_demos_second_director_signs_in_and_sees_their_club_only(demo):
    client = Client()
    response = client.post(reverse("login"), {"username": "riverside", "password": "thursday"})
    assert response.status_code == 302
    roster = client.get("/riverside" + reverse("club:roster"))
    assert roster.status_code == 200
    page = roster.content.decode()
    assert "Abigail Thornbury" in page and "14 players listed" in page
    assert "Hélène Garnier" not in page
    # The first club's director pages are not theirs.
    response = client.get(FIRST + reverse("club:roster"))
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    with scope(club=Club.objects.get(slug="riverside")):
        evening = Evening.objects.get()
    results = client.get("/riverside" + reverse("club:evening_standings", args=[evening.pk]))
    assert results.status_code == 200
    assert "Riverside Thursday Chicago" in results.content.decode()
