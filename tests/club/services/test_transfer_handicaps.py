"""Handicaps and season rules in the club's export and import, format 4 (docs/rules.md#handicaps,
docs/rules.md#season-rules): they come back as they were, with the same handicap and season
rankings; a format-3 file imports with none; a bad value is refused and nothing imported."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

import pytest
from django.contrib.auth.models import User

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Evening, Player, Season
from clubchicago.club.selectors.season_standings import season_standings
from clubchicago.club.selectors.standings import evening_handicap_standings
from clubchicago.club.services import transfer
from scoring.standings import Order
from tests import factories
from tests.factories import lively_evening
from tests.transfer_checks import counts, round_trip, wipe

pytestmark = pytest.mark.django_db


def ruled_season(director: User) -> Season:
    """Two lively evenings (deals played through the services) of a season with every rule on,
    and a few handicaps, one of them a guest's."""
    season = factories.make_season(
        best_evenings=1,
        of_evenings=2,
        prize_minimum_evenings=1,
        prize_members_only=True,
        handicap_rule="half_distance",
        handicap_cap=Decimal("2.5"),
    )
    for day in (5, 12):
        lively_evening(director, season=season, date=dt.date(2026, 10, day))
    players = list(Player.objects.order_by("pk"))
    for player, handicap in zip(players, ["1.5", "-0.5", "3.0", "0.0", "-10.0"], strict=False):
        player.handicap = Decimal(handicap)
        player.guest = handicap == "-0.5"  # a guest who played
        player.save()
    return season


def rankings(season: Season) -> dict[str, Any]:
    """The season's scratch and handicap rankings and its first evening's handicap ranking, by
    name."""
    evening = Evening.objects.filter(season=season).order_by("date").first()
    assert evening is not None
    return {
        "season": [
            (r.name, r.rank, r.rounded_points, r.positions, r.dropped, r.ineligible)
            for r in season_standings(season).rows
        ],
        "handicap": [
            (r.name, r.rank, r.handicap, r.handicap_total)
            for r in season_standings(season, handicap=True).rows
        ],
        "evening": [
            (r.name, r.rank, r.handicap, r.handicap_total)
            for r in evening_handicap_standings(evening, Order.TOTAL).rows
        ],
        "handicaps": dict(Player.objects.values_list("name", "handicap")),
        "rules": Season.objects.values_list(*Season.RULE_FIELDS).get(pk=season.pk),
    }


def test_a_season_comes_back_with_its_rules_handicaps_and_rankings(director: User) -> None:
    season = ruled_season(director)
    before = rankings(season)
    assert any(row[5] for row in before["season"])  # the guest who played is not eligible
    document = transfer.export_season(season)
    assert document["version"] == transfer.VERSION == 5
    assert [p["handicap"] for p in document["players"]][:2] == ["1.5", "-0.5"]
    assert document["seasons"][0]["best_evenings"] == 1

    round_trip(document)

    assert rankings(Season.objects.get()) == before


def test_a_format_3_file_imports_with_no_handicap_and_no_season_rule(director: User) -> None:
    season = ruled_season(director)
    document = transfer.export_season(season)
    document["version"] = 3
    for player in document["players"]:
        del player["handicap"]
    for name in Season.RULE_FIELDS:
        del document["seasons"][0][name]

    round_trip(document)

    imported = Season.objects.get()
    assert (imported.handicap_rule, imported.handicap_cap) == ("manual", Decimal("3.0"))
    assert imported.rules().active is False
    assert set(Player.objects.values_list("handicap", flat=True)) == {Decimal("0.0")}
    assert not any(row.dropped or row.ineligible for row in season_standings(imported).rows)


@pytest.mark.parametrize(
    ("where", "name", "value"),
    [
        ("players", "handicap", "12.5"),
        ("players", "handicap", "a lot"),
        ("players", "handicap", 1.5),  # a handicap is written as text, exactly
        ("seasons", "best_evenings", 9),  # of 2: best 9 of 2
        ("seasons", "handicap_rule", "by_luck"),
        ("seasons", "handicap_cap", "11"),
    ],
)
def test_a_bad_handicap_or_season_rule_is_refused_and_nothing_imported(
    director: User, where: str, name: str, value: object
) -> None:
    document = transfer.export_season(ruled_season(director))
    document[where][0][name] = value
    data = transfer.dumps(document)
    wipe()
    empty = counts()

    with pytest.raises(ClubUserError):
        transfer.import_export(transfer.read_export(data))

    assert counts() == empty
