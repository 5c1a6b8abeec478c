"""Smoke test: the demo club of the Quick start loads and its pages answer."""

from __future__ import annotations

import io

import pytest
from django.core import checks
from django.core.management import call_command
from django.urls import reverse

from clubchicago.club.collation import sort_key
from clubchicago.club.models import Chukker, ChukkerCredit, Evening, Player, Table
from clubchicago.club.selectors.sheets import sheet_for
from clubchicago.club.services.roster import look_alikes
from scoring import Side

pytestmark = pytest.mark.django_db


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
    roster = director_client.get(reverse("club:roster"), {"q": "helene"}).content.decode()
    assert "Hélène Garnier" in roster
    evening = Evening.objects.filter(tables__isnull=True).first() or Evening.objects.first()
    assert evening is not None
    page = director_client.get(reverse("club:evening_attendance", args=[evening.pk]))
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
