"""The admin is no second write path (issue 31): every field it lets staff change is written by
the services the pages use, so the pages and prints show the change; every other field is
read-only there. Three bugs of the admin's own writes, each with its test."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from django.contrib import admin
from django.db import transaction
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Evening, Lineup, Player, Season, Table
from clubchicago.club.services import evenings
from clubchicago.club.services.club_points import award_club_points
from tests import factories
from tests.factories import fresh_points, points

pytestmark = pytest.mark.django_db


def admin_url(model: type[Any], view: str, *args: object) -> str:
    return reverse(f"admin:club_{model._meta.model_name}_{view}", args=args)


def change_form(client: Client, model: type[Any], pk: int, **changes: object) -> dict[str, Any]:
    """The object's change form as the admin posts it (its inlines unchanged), with ``changes``."""
    page = client.get(admin_url(model, "change", pk))
    form = page.context["adminform"].form
    data: dict[str, Any] = {}
    for name in form.fields:
        value = form[name].value()
        if value is False:
            continue  # an unticked box is not sent
        data[name] = "" if value is None else value
    for inline in page.context["inline_admin_formsets"]:
        prefix = inline.formset.prefix
        data.update({f"{prefix}-TOTAL_FORMS": "0", f"{prefix}-INITIAL_FORMS": "0"})
    for name, value in changes.items():
        if value is False:
            data.pop(name, None)
        else:
            data[name] = value
    return data


def post_change(client: Client, model: type[Any], pk: int, **changes: object) -> None:
    response = client.post(
        admin_url(model, "change", pk), change_form(client, model, pk, **changes)
    )
    assert response.status_code == 302, response.context["adminform"].form.errors


def versions(evening: Evening) -> tuple[object, object, object]:
    row = Evening.objects.get(pk=evening.pk)
    season = Season.objects.get(pk=row.season_id).results_version if row.season_id else None
    return row.results_version, row.plan_version, season


# -- the three bugs ------------------------------------------------------------------------------


def test_a_schedule_changed_in_the_admin_before_play_plans_the_tables_as_the_evenings_page(
    admin_client: Client,
) -> None:
    by_admin, by_page = (factories.make_evening(schedule="dealer") for _ in range(2))
    factories.seat_tables(by_admin, [5, 6])
    factories.seat_tables(by_page, [5, 6])

    post_change(admin_client, Evening, by_admin.pk, schedule="french")
    evenings.update_evening(by_page, {"schedule": "french"})

    planned = list(Table.objects.filter(evening=by_admin).order_by("number"))
    expected = list(Table.objects.filter(evening=by_page).order_by("number"))
    assert [t.first_dealers for t in planned] == [t.first_dealers for t in expected]
    assert all(t.first_dealers.startswith("NESWEE") for t in planned), planned


def test_a_guest_ticked_in_the_admin_moves_the_season_standings(admin_client: Client) -> None:
    season = factories.make_season(prize_members_only=True)
    evening = factories.finished_evening((4,), season=season, published=True)
    player = Player.objects.filter(table_places__evening=evening).order_by("pk").first()
    assert player is not None
    standings = reverse("club:season_standings", args=[season.pk])
    before_page = admin_client.get(standings).content
    before = versions(evening)

    post_change(admin_client, Player, player.pk, guest="on")

    after = versions(evening)
    assert after[0] != before[0] and after[2] != before[2]
    assert admin_client.get(standings).content != before_page


def test_tables_deleted_in_bulk_in_the_admin_leave_fresh_club_points(admin_client: Client) -> None:
    evening = factories.finished_evening((4, 5), published=True)
    awarded = fresh_points(evening.pk)
    assert awarded
    # Two tables never played nor seated (their lineups are read-only in the admin, which
    # deletes nothing it cannot show): the evening is not final, so it holds no points.
    empty = [factories.new_table(evening, number, 4) for number in (3, 4)]
    Lineup.objects.filter(table__in=empty).delete()
    with transaction.atomic():
        award_club_points(evening.pk)
    assert points(evening.pk) == []
    before = versions(evening)

    response = admin_client.post(
        admin_url(Table, "changelist"),
        {"action": "delete_selected", "_selected_action": [t.pk for t in empty], "post": "yes"},
    )

    assert response.status_code == 302
    assert not Table.objects.filter(pk__in=[t.pk for t in empty]).exists()
    assert points(evening.pk) == fresh_points(evening.pk) == awarded
    assert versions(evening)[0] != before[0]


# -- every editable field of every admin page ----------------------------------------------------

# Each field the admin lets staff change, by model: the value posted, and where it shows.
EDITABLE: dict[type[Any], dict[str, object]] = {
    Player: {
        "name": "Renamed In Admin",
        "member_number": "4242",
        "email": "renamed@example.org",
        "active": False,
        "guest": "on",
    },
    Season: {
        "name": "Renamed season",
        "start_date": "2026-01-02",
        "end_date": "2026-12-30",
    },
    Evening: {
        "date": "2026-12-24",
        "title": "Renamed evening",
        "season": "other season",
        "published": False,
        "start_time": "19:15",
        "tonight_page": "on",
        "schedule": "french",
        "style": "duplicate",
        "honours": "on",
        "half": "down",
        "unit": "fiches",
        "fiche_value": "200",
        "confirm_entries": False,
        "ranking_minimum": "3",
    },
}


def editable_fields(client: Client, model: type[Any], pk: int) -> set[str]:
    """The model's fields the change page lets staff change (not a form's own, as the roster's
    "A different person" box)."""
    form = client.get(admin_url(model, "change", pk)).context["adminform"].form
    return set(form.fields) & {field.name for field in model._meta.concrete_fields}


@pytest.fixture
def sample(db: None) -> Evening:
    """A published evening of a season, seated (tables of 4 and 5) and not started."""
    season = factories.make_season()
    evening = factories.make_evening(season=season, published=True, title="Sample")
    factories.seat_tables(evening, [4, 5])
    return evening


def test_only_players_seasons_and_evenings_have_fields_the_admin_changes(
    admin_client: Client, sample: Evening
) -> None:
    """Every other model is read-only in the admin, or has no field it can change."""
    chukker = factories.start(Table.objects.filter(evening=sample).order_by("number")[0])
    for model in admin.site._registry:
        if model.__module__ != "clubchicago.club.models":
            continue
        row = model._default_manager.order_by("pk").first() if model is not Evening else sample
        if row is None:
            continue
        page = admin_client.get(admin_url(model, "change", row.pk))
        fields = set(page.context["adminform"].form.fields) if page.status_code == 200 else set()
        if model in EDITABLE:
            continue
        assert fields == set(), (model, fields)
    assert chukker.pk is not None


def _value(model: type[Any], name: str, value: object) -> object:
    if value == "other season":
        return factories.make_season("Other season").pk
    return value


@pytest.mark.parametrize(
    ("model", "name"), [(model, name) for model, fields in EDITABLE.items() for name in fields]
)
def test_every_field_changed_in_the_admin_is_shown_by_the_pages_and_prints(
    admin_client: Client, sample: Evening, model: type[Any], name: str
) -> None:
    """The field is written through the services: the evening's versions (or its season's)
    move, so no cached page or print shows it stale, and its club points are a fresh award."""
    rows = {
        Player: Player.objects.filter(table_places__evening=sample).order_by("pk").first(),
        Season: sample.season,
        Evening: sample,
    }
    row = rows[model]
    assert row is not None
    assert name in editable_fields(admin_client, model, row.pk)
    before = versions(sample)
    page = reverse("club:evening_standings", args=[sample.pk])
    shown_before = admin_client.get(page).content

    post_change(admin_client, model, row.pk, **{name: _value(model, name, EDITABLE[model][name])})

    after = versions(sample)
    if model is Season:
        assert after[2] != before[2]
    elif model is Player and name in ("member_number", "email", "active"):
        # Not shown on the evening's pages or prints: the roster's own pages read it afresh.
        assert after[:2] == before[:2]
    else:
        assert after[0] != before[0]
    assert points(sample.pk) == fresh_points(sample.pk)
    if name in ("name", "title"):
        assert admin_client.get(page).content != shown_before


def test_the_admin_lists_exactly_these_editable_fields(
    admin_client: Client, sample: Evening
) -> None:
    """A field made editable in the admin is added to ``EDITABLE`` above, with its check."""
    player = Player.objects.filter(table_places__evening=sample).order_by("pk").first()
    assert player is not None
    found = {
        Player: editable_fields(admin_client, Player, player.pk),
        Season: editable_fields(admin_client, Season, sample.season_id or 0),
        Evening: editable_fields(admin_client, Evening, sample.pk),
    }
    assert {model: set(fields) for model, fields in EDITABLE.items()} == found


def test_an_evening_added_in_the_admin_is_created_by_the_services(admin_client: Client) -> None:
    season = factories.make_season()
    page = admin_client.get(admin_url(Evening, "add"))
    form = page.context["adminform"].form
    data: dict[str, Any] = {}
    for name in form.fields:
        value = form[name].value()
        if value is not False:
            data[name] = "" if value is None else value
    for inline in page.context["inline_admin_formsets"]:
        prefix = inline.formset.prefix
        data.update({f"{prefix}-TOTAL_FORMS": "0", f"{prefix}-INITIAL_FORMS": "0"})
    before = Season.objects.get(pk=season.pk).results_version
    data.update({"date": dt.date(2026, 11, 5).isoformat(), "title": "Added", "season": season.pk})

    response = admin_client.post(admin_url(Evening, "add"), data)

    assert response.status_code == 302, response.context["adminform"].form.errors
    evening = Evening.objects.get(title="Added")
    assert evening.season_id == season.pk
    assert Season.objects.get(pk=season.pk).results_version != before
