"""Format 4 of the export: licence numbers, the club's points scale and licence pattern; the
club points a file carries are never imported but awarded again from what it holds, as on
publishing (docs/rules.md#club-points); a format-3 file still imports, with the defaults."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth.models import User

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Club, ClubPoints, Evening, Player
from clubchicago.club.selectors.club_points import player_points, season_points
from clubchicago.club.selectors.standings import evening_standings
from clubchicago.club.services import transfer
from clubchicago.club.services.evenings import set_published
from scoring.club_points import DEFAULT_SCALE
from tests import factories
from tests.club.services.test_transfer import as_format_3
from tests.transfer_checks import counts, picture, round_trip, wipe

pytestmark = pytest.mark.django_db

SCALE = [{"players": 4, "points": [3, 1]}, {"players": 8, "points": [9, 5, 2]}]


def published_evening(director: User) -> Evening:
    """Two tables of four played through the services, published under a scale of the club's
    own; its winner and its last have licence numbers (as ``first`` and ``last`` name them)."""
    club = Club.load()
    club.points_scale = SCALE
    club.licence_pattern = r"[0-9]{6}"
    club.save()
    evening = factories.make_evening(season=factories.make_season(), length=3)
    factories.play_evening(evening, director, (4, 4), seed=3)
    rows = evening_standings(evening).rows
    Player.objects.filter(pk=rows[0].player_id).update(licence_number="123456", name="First")
    Player.objects.filter(pk=rows[-1].player_id).update(licence_number="654321", name="Last")
    set_published(evening, True)
    return Evening.objects.get(pk=evening.pk)


def test_the_points_and_licence_numbers_come_back_with_the_club_scale(director: User) -> None:
    evening = published_evening(director)
    before = picture(evening)
    assert ("First", "123456", 1, 9, 8) in before["club_points"]  # type: ignore[operator]

    round_trip(transfer.export_evening(evening), club_settings=True)

    assert picture(Evening.objects.get()) == before
    assert Player.objects.get(name="Last").licence_number == "654321"


def test_the_scale_and_pattern_come_back_with_the_club_settings(director: User) -> None:
    document = transfer.export_evening(published_evening(director))

    round_trip(copy.deepcopy(document))
    assert (Club.load().points_scale, Club.load().licence_pattern) == (DEFAULT_SCALE.as_data(), "")

    Evening.objects.all().delete()
    transfer.import_export(document, club_settings=True)
    assert (Club.load().points_scale, Club.load().licence_pattern) == (SCALE, r"[0-9]{6}")


def test_points_are_awarded_again_under_the_scale_of_the_club_imported_into(
    director: User,
) -> None:
    document = transfer.export_evening(published_evening(director))
    wipe()  # the club here has the default scale: 8 players, 6 4 3 2 1

    transfer.import_export(transfer.read_export(transfer.dumps(document)))

    assert ClubPoints.objects.get(player__name="First").points == 6  # not the file's 9


def test_an_unpublished_evening_imports_without_points_whatever_the_file_says(
    director: User,
) -> None:
    """The attack: a file whose evening is marked unpublished but carries points rows (two
    evenings here, one published) added 29 points to the public season and a player's year."""
    evening = published_evening(director)
    document = transfer.export_evening(evening)
    second = copy.deepcopy(document["evenings"][0])
    second.update(id=second["id"] + 1000, published=False, date="2026-11-20")
    second["club_points"] = [
        {**row, "points": 10} for row in document["evenings"][0]["club_points"]
    ]
    document["evenings"].append(_renumbered(second))
    wipe()

    transfer.import_export(transfer.read_export(transfer.dumps(document)), club_settings=True)

    hidden = Evening.objects.get(published=False)
    assert not ClubPoints.objects.filter(evening=hidden).exists()
    shown = Evening.objects.get(published=True)
    awarded = dict(ClubPoints.objects.filter(evening=shown).values_list("player__name", "points"))
    assert awarded["First"] == 9
    season = {row.name: row.points for row in season_points(shown.season)}  # type: ignore[arg-type]
    assert season == awarded
    assert player_points(Player.objects.get(name="First")).by_year == ((shown.date.year, 9),)


def _renumbered(evening: dict[str, Any]) -> dict[str, Any]:
    """An evening record whose tables, chukkers and deals have ids of their own in the file."""
    shift = 10_000
    for table in evening["tables"]:
        table["id"] += shift
        for chukker in table["chukkers"]:
            chukker["id"] += shift
            for deal in chukker["deals"]:
                deal["id"] += shift
    for change in evening["changes"]:
        change["chukker"] += shift
        if change["deal"] is not None:
            change["deal"] += shift
    return evening


def test_a_format_3_file_imports_with_its_points_awarded_and_no_licence_numbers(
    director: User,
) -> None:
    document = as_format_3(transfer.export_evening(published_evening(director)))
    wipe()

    transfer.import_export(transfer.read_export(transfer.dumps(document)), club_settings=True)

    assert set(Player.objects.values_list("licence_number", flat=True)) == {""}
    assert Club.load().scale() == DEFAULT_SCALE and Club.load().licence_pattern == ""
    evening = Evening.objects.get()
    assert evening.published
    # As on publishing: the default scale over its eight ranked players.
    assert ClubPoints.objects.filter(evening=evening).count() == 8
    assert ClubPoints.objects.order_by("place").first().points == 6  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "damage",
    [
        lambda doc: doc["club"].update(points_scale=[{"players": 4, "points": [-1]}]),
        lambda doc: doc["club"].update(points_scale="4: 3 1"),
        lambda doc: doc["club"].update(licence_pattern="[0-9"),
        lambda doc: doc["evenings"][0]["club_points"][0].update(points="9"),
        lambda doc: doc["players"][1].update(licence_number="123456"),  # twice in the file
        lambda doc: doc["players"][0].update(licence_number="x" * 21),
    ],
)
def test_a_damaged_file_is_refused_and_nothing_changes(
    director: User, damage: Callable[[dict[str, Any]], object]
) -> None:
    document = transfer.export_evening(published_evening(director))
    wipe()
    damage(document)
    before = counts()

    with pytest.raises(ClubUserError):
        transfer.import_export(transfer.read_export(transfer.dumps(document)), club_settings=True)

    assert counts() == before


@pytest.mark.parametrize(
    "change",
    [
        lambda doc: doc["evenings"][0]["club_points"][0].update(player=999_999),
        lambda doc: doc["evenings"][0]["club_points"][0].update(place=0),
        lambda doc: doc["evenings"][0]["club_points"][0].update(points=123_456),
        lambda doc: doc["evenings"][0]["club_points"].append(
            dict(doc["evenings"][0]["club_points"][0])
        ),
    ],
)
def test_the_points_a_file_carries_are_read_for_their_shape_and_never_used(
    director: User, change: Callable[[dict[str, Any]], object]
) -> None:
    document = transfer.export_evening(published_evening(director))
    expected = sorted(ClubPoints.objects.values_list("player__name", "place", "points"))
    wipe()
    change(document)

    transfer.import_export(transfer.read_export(transfer.dumps(document)), club_settings=True)

    assert sorted(ClubPoints.objects.values_list("player__name", "place", "points")) == expected


def test_a_licence_number_held_here_by_another_player_is_refused(director: User) -> None:
    document = transfer.export_evening(published_evening(director))
    wipe()
    factories.make_player("Someone Else", licence_number="123456")

    with pytest.raises(ClubUserError, match="First has licence number 123456 in the file"):
        transfer.import_export(transfer.read_export(transfer.dumps(document)))
