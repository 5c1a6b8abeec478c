"""The federation's reads: one person by licence number across the clubs that opt in, and the
ranking of club points (``selectors.federation``)."""

from __future__ import annotations

import datetime as dt
import inspect

import pytest
from django_scopes import scope, scopes_disabled

from clubchicago.club.models import ClubPoints, Evening, Player
from clubchicago.club.selectors.federation import (
    federation_player,
    federation_ranking,
    licence_known,
    opted_in_clubs,
)
from clubchicago.club.services.evenings import set_published
from tests.club.federation_world import LICENCE, World, three_clubs

pytestmark = pytest.mark.django_db


@pytest.fixture
def world() -> World:
    return three_clubs()


def test_only_the_clubs_that_opt_in_are_read(world: World) -> None:
    assert [club.name for club in opted_in_clubs().values()] == ["Northside", "Riverside"]
    # Every club, the third too, has the licence number and published points.
    with scopes_disabled():
        assert Player.objects.filter(licence_number=LICENCE).count() == 3
        assert ClubPoints.objects.filter(evening__club=world.secret).exists()


def test_a_person_is_their_published_evenings_at_the_opted_in_clubs(world: World) -> None:
    person = federation_player(LICENCE)

    assert person is not None
    assert [line.evening.title for line in person.evenings] == [
        "River Tuesday",
        "North Monday",
        "North Autumn",
    ]
    assert [line.club.name for line in person.evenings] == ["Riverside", "Northside", "Northside"]
    assert [club.name for club in person.clubs] == ["Northside", "Riverside"]
    # Each as the club's own player page shows it: +1500, first of eight, 6 points.
    for line in person.evenings:
        assert (line.row.total, line.row.rank, line.ranked, line.final) == (1500, 1, 8, True)
        assert line.points == 6
    assert {line.player_id for line in person.evenings} == {
        world.north_dupont.pk,
        world.river_dupont.pk,
    }


def test_the_name_is_the_latest_opted_in_clubs_and_points_go_by_year(world: World) -> None:
    person = federation_player(LICENCE)

    assert person is not None
    # Secretside's evening is later still, and its spelling is never read.
    assert person.name == "J. Dupont"
    assert [(year.year, year.points) for year in person.by_year] == [(2026, 12), (2025, 6)]
    this_year = person.by_year[0]
    assert [(club.name, points) for club, points in this_year.by_club] == [
        ("Northside", 6),
        ("Riverside", 6),
    ]
    assert person.points == 18


def test_a_licence_known_only_where_results_stay_home_has_no_person(world: World) -> None:
    assert federation_player("999999") is None
    assert not licence_known("999999")
    assert federation_player("no-such-licence") is None
    assert federation_player("") is None
    assert licence_known(LICENCE)


def test_no_club_opting_in_shows_nobody(world: World) -> None:
    for club in (world.north, world.river):
        club.federation_results = False
        club.save()

    assert federation_player(LICENCE) is None
    assert federation_ranking(2026).rows == ()


def test_a_person_without_a_published_evening_has_no_page(world: World) -> None:
    with scope(club=world.river):
        Player.objects.create(name="Nobody Yet", licence_number="444")
        set_published(world.river_may, False)

    assert federation_player("444") is None
    # Unpublishing takes the evening away at once: only Northside's remain.
    person = federation_player(LICENCE)
    assert person is not None
    assert [line.club.name for line in person.evenings] == ["Northside", "Northside"]
    assert person.name == "Jeanne Dupont"


def test_the_ranking_adds_up_the_opted_in_clubs_points_by_licence(world: World) -> None:
    ranking = federation_ranking(2026)

    rows = [
        (row.rank, row.name, row.licence_number, [c.name for c in row.clubs], row.points)
        for row in ranking.rows
    ]
    assert rows == [
        (1, "J. Dupont", LICENCE, ["Northside", "Riverside"], 12),
        # Equal points share the place, by name; Secretside's 4 for 222 do not count.
        (2, "Albert Roy", "333", ["Riverside"], 4),
        (2, "Zoé Martin", "222", ["Northside"], 4),
    ]
    assert [row.evenings for row in ranking.rows] == [2, 1, 1]
    assert ranking.years == (2026, 2025)


def test_players_without_a_licence_number_are_not_ranked(world: World) -> None:
    ranked = {row.licence_number for row in federation_ranking(2026).rows}
    assert ranked == {LICENCE, "333", "222"}
    with scope(club=world.north):
        # Northside's third place earned points too, but has no licence number.
        assert ClubPoints.objects.filter(
            evening=world.north_spring, player__licence_number="", points__gt=0
        ).exists()


def test_a_year_ranks_that_years_evenings_only(world: World) -> None:
    rows = federation_ranking(2025).rows
    assert [(row.name, row.points) for row in rows] == [("Jeanne Dupont", 6), ("Zoé Martin", 4)]
    assert federation_ranking(2024).rows == ()


def test_the_ranking_name_is_the_latest_evening_of_the_year(world: World) -> None:
    with scope(club=world.north):
        Evening.objects.filter(pk=world.north_spring.pk).update(date=dt.date(2026, 9, 1))

    (first, *_rest) = federation_ranking(2026).rows
    assert (first.name, first.points) == ("Jeanne Dupont", 12)


def test_the_reads_name_their_clubs_and_never_disable_the_scopes() -> None:
    from clubchicago.club.selectors import federation

    source = inspect.getsource(federation)
    assert "scopes_disabled" not in source and "with_scopes_disabled" not in source
    assert "scope(club=list(clubs))" in source
