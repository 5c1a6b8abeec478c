"""A player's season and the players with published results, computed without any view."""

from __future__ import annotations

import datetime as dt

import pytest

from clubchicago.club.models import Evening, Player
from clubchicago.club.selectors.players import (
    NO_SEASON,
    player_evenings,
    player_season,
    players_with_results,
)
from clubchicago.club.selectors.standings import evening_standings
from tests import factories
from tests.factories import closed_chukker, seat_players

pytestmark = pytest.mark.django_db


def evening_of(players: list[Player], day: int, **fields: object) -> Evening:
    """One table of ``players`` (4 or 5); chukker 1 closed, won 800 by players 1 and 2."""
    fields.setdefault("date", dt.date(2026, 10, 1) + dt.timedelta(days=day))
    evening = factories.make_evening(**fields)
    [table] = seat_players(evening, [players])
    closed_chukker(table, 1, 800, 0)
    return evening


def test_each_evening_is_the_players_line_of_that_evenings_standings() -> None:
    players = factories.make_players(5)
    season = factories.make_season()
    first = evening_of(players, 1, season=season, published=True)
    second = evening_of(players, 2, season=season, published=True, unit="fiches")
    table = second.tables.get()
    closed_chukker(table, 2, 0, 450)  # position 2: 1-5 v 2-3, 4 sits out

    result = player_season(players[0], None, public=True)

    standings = {e.pk: evening_standings(e) for e in (first, second)}
    for line in result.evenings:
        expected = next(r for r in standings[line.evening.pk].rows if r.player_id == players[0].pk)
        assert line.row == expected
        assert line.ranked == sum(1 for r in standings[line.evening.pk].rows if r.ranked)
    assert [line.evening for line in result.evenings] == [first, second]
    assert [line.rounded_points for line in result.evenings] == [800, 800 - 500]
    assert [line.cumulative for line in result.evenings] == [800, 1100]
    assert result.rounded_points == 1100 and result.positions == 3
    assert result.fiches == ((100, 8 - 5),)


def test_the_season_totals_add_hundreds_and_keep_fiches_of_each_value_apart() -> None:
    players = factories.make_players(4)
    season = factories.make_season()
    evening_of(players, 1, season=season, published=True, unit="fiches", fiche_value=100)
    evening_of(players, 2, season=season, published=True, unit="fiches", fiche_value=200)
    evening_of(players, 3, season=season, published=True)

    result = player_season(players[0], str(season.pk), public=True)

    assert result.rounded_points == 2400
    assert result.fiches == ((100, 8), (200, 4))
    assert result.average == 800


def test_the_public_counts_only_published_evenings_and_the_director_all() -> None:
    players = factories.make_players(4)
    published = evening_of(players, 1, published=True)
    hidden = evening_of(players, 2, published=False)

    public = player_season(players[0], None, public=True)
    director = player_season(players[0], None, public=False)

    assert [line.evening for line in public.evenings] == [published]
    assert [line.evening for line in director.evenings] == [published, hidden]


def test_a_player_who_played_nothing_visible_has_no_season() -> None:
    players = factories.make_players(4)
    evening_of(players, 1, published=False)

    result = player_season(players[0], None, public=True)

    assert result.choice is None and result.evenings == () and result.choices == ()


def test_the_seasons_to_choose_from_are_newest_first_with_the_evenings_outside_any() -> None:
    players = factories.make_players(4)
    autumn = factories.make_season(name="Autumn")
    winter = factories.make_season(name="Winter")
    evening_of(players, 1, season=autumn, published=True)
    evening_of(players, 2, published=True)
    evening_of(players, 3, season=winter, published=True)

    result = player_season(players[0], "not a number", public=True)

    assert [choice.key for choice in result.choices] == [str(winter.pk), NO_SEASON, str(autumn.pk)]
    assert result.season == winter
    assert player_season(players[0], NO_SEASON, public=True).season is None


def test_a_player_credited_but_no_longer_seated_still_played_the_evening() -> None:
    players = factories.make_players(5)
    evening = evening_of(players[:4], 1, published=True)
    evening.tables.get().table_players.filter(player=players[0]).update(player=players[4])

    assert list(player_evenings(players[0], public=True)) == [evening]
    assert players[0] in players_with_results()


def test_only_players_of_published_evenings_have_results() -> None:
    shown = factories.make_players(4, prefix="Shown")
    hidden = factories.make_players(4, prefix="Hidden")
    evening_of(shown, 1, published=True)
    evening_of(hidden, 2, published=False)
    factories.make_player("Never seated")

    assert list(players_with_results()) == sorted(shown, key=lambda p: p.name)


def test_a_seated_player_before_any_chukker_closes_has_results_once_published() -> None:
    players = factories.make_players(4)
    evening = factories.make_evening(published=True)
    seat_players(evening, [players])

    result = player_season(players[0], None, public=True)

    assert [line.row.positions for line in result.evenings] == [0]
    assert result.average is None
    assert result.evenings[0].final is False
