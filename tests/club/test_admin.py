"""The Django admin: every model's pages open for a superuser, deals and history read-only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from django.apps import apps
from django.contrib import admin
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import (
    Attendance,
    Chukker,
    ChukkerCredit,
    Club,
    ClubImport,
    ClubPoints,
    DealChange,
    DealRecord,
    EntryKey,
    Evening,
    Lineup,
    Membership,
    Player,
    Season,
    SeasonFiches,
    SeasonTotal,
    SeatingChange,
    Table,
    TablePlayer,
)
from clubchicago.club.services.credits import check_credits
from tests import factories

if TYPE_CHECKING:
    from django.db.models import Model

MODELS = [
    Club,
    Player,
    Season,
    Evening,
    Attendance,
    Table,
    Lineup,
    TablePlayer,
    SeatingChange,
    Chukker,
    ChukkerCredit,
    SeasonTotal,
    SeasonFiches,
    ClubImport,
    ClubPoints,
    DealRecord,
    EntryKey,
    DealChange,
    Membership,
]


@pytest.fixture
def chukker(db):
    """A seated evening with one chukker, one deal and its history."""
    season = factories.make_season()
    evening = factories.make_evening(season=season)
    table = factories.seat_tables(evening, [4])[0]
    north, east, south, west = (place.player for place in table.table_players.all())
    chukker = Chukker.objects.create(
        table=table,
        number=1,
        position=1,
        first_dealer="N",
        north=north,
        east=east,
        south=south,
        west=west,
    )
    deal = DealRecord.objects.create(chukker=chukker, number=1, level=4, strain="S", tricks=10)
    EntryKey.objects.create(table=table, key="sent-from-a-phone", deal=deal)
    DealChange.objects.create(
        evening=evening, chukker=chukker, deal=deal, action="created", actor="North"
    )
    # A credit row for its page to show (the services store them when a chukker closes).
    ChukkerCredit.objects.create(
        chukker=chukker, evening=evening, player=north, raw=0, rounded_points=0, fiches=0
    )
    # A change of seating, as the services record one during play.
    SeatingChange.objects.create(evening=evening, actor="director")
    # And the season's totals, as the services sum them.
    SeasonTotal.objects.create(season=season, player=north, positions=1, raw=0, rounded_points=0)
    SeasonFiches.objects.create(season=season, player=north, fiche_value=100, fiches=0)
    # And club points, as publishing awards them.
    ClubPoints.objects.create(evening=evening, player=north, place=1, points=4, field=4)
    # And a director, a member of the club.
    factories.make_director("keeper")
    # And an import, as the import page queues one.
    ClubImport.objects.create(filename="club.json", data=b"x")
    return chukker


def admin_url(model: type[Model], view: str, *args: object) -> str:
    return reverse(f"admin:club_{model._meta.model_name}_{view}", args=args)


def test_every_club_model_is_registered():
    club_models = set(apps.get_app_config("club").get_models())
    assert club_models == set(MODELS)
    assert all(admin.site.is_registered(model) for model in club_models)


@pytest.mark.parametrize("model", MODELS, ids=lambda model: model.__name__)
def test_every_changelist_opens(admin_client, chukker, model):
    Club.load()
    response = admin_client.get(admin_url(model, "changelist"))
    assert response.status_code == 200


@pytest.mark.parametrize("model", MODELS, ids=lambda model: model.__name__)
def test_every_change_page_opens(admin_client, chukker, model):
    Club.load()
    obj = model.objects.first()
    assert admin_client.get(admin_url(model, "change", obj.pk)).status_code == 200


@pytest.mark.parametrize("model", MODELS, ids=lambda model: model.__name__)
def test_every_changelist_search_works(admin_client, chukker, model):
    response = admin_client.get(admin_url(model, "changelist"), {"q": "Player"})
    assert response.status_code == 200


def test_changelists_need_few_queries_however_many_rows(
    admin_client, chukker, django_assert_max_num_queries
):
    for number in range(2, 30):
        DealRecord.objects.create(chukker=chukker, number=1, passed_out=True)
        DealChange.objects.create(
            evening=chukker.table.evening, chukker=chukker, action="passed_out", actor=f"{number}"
        )
    for model in (TablePlayer, Chukker, DealRecord, DealChange, Attendance, Table):
        with django_assert_max_num_queries(12):
            admin_client.get(admin_url(model, "changelist"))


def test_deals_and_their_history_are_read_only(admin_client, chukker):
    deal = chukker.deals.get()
    change = DealChange.objects.get()
    assert admin_client.get(admin_url(DealRecord, "add")).status_code == 403
    assert admin_client.get(admin_url(DealChange, "add")).status_code == 403
    response = admin_client.post(admin_url(DealRecord, "change", deal.pk), {"level": 7})
    assert response.status_code == 403
    assert admin_client.post(admin_url(DealChange, "delete", change.pk)).status_code == 403
    deal.refresh_from_db()
    assert deal.level == 4


def test_there_is_only_ever_one_club(admin_client):
    Club.load()
    assert admin_client.get(admin_url(Club, "add")).status_code == 403
    assert admin_client.get(admin_url(Club, "delete", 1)).status_code == 403


def test_admin_refuses_a_duplicate_player_name_with_a_message(admin_client):
    factories.make_player("Zoë")
    response = admin_client.post(
        admin_url(Player, "add"), {"name": "ZOË", "member_number": "", "email": ""}
    )
    assert response.status_code == 200
    assert "is already in the roster" in response.content.decode()
    assert Player.objects.count() == 1


def test_a_player_renamed_in_the_admin_gets_a_new_sort_key_and_is_found_without_accents(
    admin_client,
):
    player = factories.make_player("Helen")
    data = {"name": "Hélène Łukasiewicz", "member_number": "", "email": "", "active": "on"}

    admin_client.post(admin_url(Player, "change", player.pk), data)

    assert Player.objects.get(pk=player.pk).sort_name == "helene lukasiewicz"
    found = admin_client.get(admin_url(Player, "changelist"), {"q": "lukas"})
    assert "Hélène Łukasiewicz" in found.content.decode()


def test_who_sits_where_is_read_only_in_the_admin_even_before_play(admin_client, evening):
    # Seats change on the evening's Seating page, through the services (lineups, plan, history).
    (table,) = factories.seat_tables(evening, [4])
    page = admin_client.get(admin_url(Table, "change", table.pk))
    inline = page.context["inline_admin_formsets"][0]
    assert not inline.has_change_permission and not inline.has_add_permission
    assert "size" not in page.context["adminform"].form.fields
    place = TablePlayer.objects.order_by("pk")[0]
    assert admin_client.post(admin_url(TablePlayer, "change", place.pk), {}).status_code == 403
    assert admin_client.get(admin_url(TablePlayer, "delete", place.pk)).status_code == 403
    assert admin_client.get(admin_url(Table, "add")).status_code == 403
    lineup = Lineup.objects.get()
    assert admin_client.get(admin_url(Lineup, "delete", lineup.pk)).status_code == 403


# -- one write path: what play depends on is read-only here once play has started -----------


@pytest.fixture
def started(evening):
    (table,) = factories.seat_tables(evening, [4])
    chukker = factories.start(table)
    return table, chukker


def test_a_started_tables_players_size_and_plan_are_read_only(admin_client, started):
    table, _chukker = started
    page = admin_client.get(admin_url(Table, "change", table.pk))
    form = page.context["adminform"].form
    assert {"size", "number", "evening", "length"}.isdisjoint(form.fields)
    inline = page.context["inline_admin_formsets"][0]
    assert not inline.has_change_permission and not inline.has_add_permission
    before = list(TablePlayer.objects.values_list("pk", "number", "player_id"))

    admin_client.post(
        admin_url(Table, "change", table.pk),
        {
            "table_players-TOTAL_FORMS": 0,
            "table_players-INITIAL_FORMS": 0,
            "table_players-MIN_NUM_FORMS": 0,
            "table_players-MAX_NUM_FORMS": 6,
        },
    )

    table.refresh_from_db()
    assert (table.size, table.length) == (4, 6)
    assert list(TablePlayer.objects.values_list("pk", "number", "player_id")) == before


def test_a_tables_place_cannot_be_changed_or_deleted_once_it_started(admin_client, started):
    place = TablePlayer.objects.first()
    assert place is not None
    assert admin_client.get(admin_url(TablePlayer, "delete", place.pk)).status_code == 403


def test_chukkers_are_read_only_in_the_admin(admin_client, started):
    _table, chukker = started
    response = admin_client.post(
        admin_url(Chukker, "change", chukker.pk), {"ns_total": 9999, "closed_at": ""}
    )
    assert response.status_code == 403
    chukker.refresh_from_db()
    assert chukker.ns_total == 0
    assert admin_client.get(admin_url(Chukker, "delete", chukker.pk)).status_code == 403


def test_an_evenings_schedule_style_honours_are_read_only_once_play_started(
    admin_client, evening, started
):
    form = admin_client.get(admin_url(Evening, "change", evening.pk)).context["adminform"].form
    assert {"schedule", "style", "honours", "length"}.isdisjoint(form.fields)
    assert "fiche_value" in form.fields  # credits are recomputed from the totals: free to change


def test_before_play_the_evenings_schedule_can_change_but_never_its_length(admin_client, evening):
    form = admin_client.get(admin_url(Evening, "change", evening.pk)).context["adminform"].form
    assert "schedule" in form.fields
    assert "length" not in form.fields  # it plans every table: the evening's page does it


def test_attendance_is_read_only_once_play_started(admin_client, evening, started):
    attendance = evening.attendances.first()
    assert admin_client.get(admin_url(Attendance, "delete", attendance.pk)).status_code == 403


# -- the season totals follow an evening changed or deleted in the admin ------------------------


def admin_form_data(admin_client, evening: Evening, **changes: object) -> dict[str, object]:
    """The evening's change form as the admin posts it, with ``changes``."""
    page = admin_client.get(admin_url(Evening, "change", evening.pk))
    form = page.context["adminform"].form
    data = {name: form[name].value() for name in form.fields}
    data = {name: "" if value is None else value for name, value in data.items()}
    data.update(
        {
            "attendances-TOTAL_FORMS": "0",
            "attendances-INITIAL_FORMS": "0",
            "attendances-MIN_NUM_FORMS": "0",
            "attendances-MAX_NUM_FORMS": "1000",
        }
    )
    data.update(changes)
    return data


@pytest.fixture
def played(db) -> Evening:
    """A finished evening of a season, its credits and totals stored."""
    return factories.finished_evening((4, 5), seed=3, season=factories.make_season())


def test_an_evening_moved_to_another_season_in_the_admin_moves_its_totals(admin_client, played):
    spring = played.season
    autumn = factories.make_season(name="Autumn")
    data = admin_form_data(admin_client, played, season=autumn.pk, unit="fiches")

    response = admin_client.post(admin_url(Evening, "change", played.pk), data)

    assert response.status_code == 302, response.context["adminform"].form.errors
    assert not SeasonTotal.objects.filter(season=spring).exists()
    assert SeasonTotal.objects.filter(season=autumn).count() == 9
    assert SeasonFiches.objects.filter(season=autumn, fiche_value=played.fiche_value).count() == 9
    assert check_credits().clean


def test_an_evening_played_cannot_be_deleted_in_the_admin_so_its_totals_stay(admin_client, played):
    # Its chukkers are read-only there, and they would go with it.
    stored = sorted(SeasonTotal.objects.values_list("player", "positions", "rounded_points"))

    response = admin_client.post(admin_url(Evening, "delete", played.pk), {"post": "yes"})

    assert response.status_code == 403
    assert (
        sorted(SeasonTotal.objects.values_list("player", "positions", "rounded_points")) == stored
    )


def test_club_points_licence_numbers_and_the_scale_are_read_only_in_the_admin(
    admin_client: Client, chukker: Chukker
) -> None:
    points = ClubPoints.objects.get()
    player = points.player
    Player.objects.filter(pk=player.pk).update(licence_number="123456")

    response = admin_client.post(
        admin_url(ClubPoints, "change", points.pk), {"points": "99", "place": "1"}
    )
    admin_client.post(
        admin_url(Player, "change", player.pk),
        {"name": player.name, "member_number": "", "licence_number": "999", "email": ""},
    )
    club = Club.load()
    admin_client.post(admin_url(Club, "change", club.pk), {"points_scale": "[]"})

    assert response.status_code == 403
    assert ClubPoints.objects.get().points == 4
    assert Player.objects.get(pk=player.pk).licence_number == "123456"
    assert Club.load().points_scale == club.points_scale
    page = admin_client.get(admin_url(Player, "change", player.pk)).content.decode()
    assert "123456" in page and 'name="licence_number"' not in page
