"""Standings and season standings, computed without any view."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Protocol, TypeVar

import pytest
from django.utils import timezone

from clubchicago.club.models import Table
from clubchicago.club.selectors.season_standings import season_standings
from clubchicago.club.selectors.standings import StandingRow, evening_standings, evenings_standings
from scoring import Unit
from scoring.standings import Order, average, rank
from tests import factories
from tests.factories import closed_chukker, finished_evening, play_evening, seat_players

if TYPE_CHECKING:
    from pytest_django import DjangoAssertNumQueries

pytestmark = pytest.mark.django_db


def row(name: str, total: int, positions: int = 5) -> StandingRow:
    return StandingRow(
        player_id=hash(name), name=name, table=1, number=1, positions=positions, total=total, raw=0
    )


class Named(Protocol):
    @property
    def name(self) -> str: ...


R = TypeVar("R", bound=Named)


def by_name(rows: Sequence[R]) -> dict[str, R]:
    return {r.name: r for r in rows}


# -- rank: pure --------------------------------------------------------------------------


def test_equal_totals_share_a_rank_and_the_next_rank_is_skipped() -> None:
    rows = [row("A", 500), row("B", 300), row("C", 300), row("D", -800)]

    ranked = rank(rows, key=lambda r: r.total)

    assert [(r.name, r.rank) for r in ranked] == [("A", 1), ("B", 2), ("C", 2), ("D", 4)]


def test_rank_puts_the_highest_first_whatever_the_input_order() -> None:
    ranked = rank([row("low", -100), row("high", 900), row("mid", 0)], key=lambda r: r.total)

    assert [r.name for r in ranked] == ["high", "mid", "low"]
    assert [r.rank for r in ranked] == [1, 2, 3]


def test_the_average_is_rounded_to_one_decimal_and_absent_before_any_play() -> None:
    assert average(1000, 6) == Decimal("166.7")
    assert average(-1000, 6) == Decimal("-166.7")
    assert average(0, 0) is None


# -- an evening --------------------------------------------------------------------------


def test_the_winners_get_the_rounded_net_and_the_losers_minus_it() -> None:
    evening = factories.make_evening(ranking_minimum=0)
    [table] = factories.seat_tables(evening, (4,))
    closed_chukker(table, 1, ns_total=1350, ew_total=600)  # position 1: 1-2 v 3-4

    rows = {r.number: r for r in evening_standings(evening).rows}

    assert {n: r.total for n, r in rows.items()} == {1: 800, 2: 800, 3: -800, 4: -800}
    assert {n: r.raw for n, r in rows.items()} == {1: 750, 2: 750, 3: -750, 4: -750}
    assert [rows[n].rank for n in (1, 2, 3, 4)] == [1, 1, 3, 3]
    assert all(r.positions == 1 for r in rows.values())


def test_only_closed_chukkers_count() -> None:
    evening = factories.make_evening()
    [table] = factories.seat_tables(evening, (4,))
    closed_chukker(table, 1, 1000, 0)
    closed_chukker(table, 2, 0, 3000, closed=False)

    rows = {r.number: r for r in evening_standings(evening).rows}

    assert rows[1].total == 1000
    assert rows[1].positions == 1


def test_sitters_out_are_credited_nothing_and_play_no_position() -> None:
    evening = factories.make_evening()
    [table] = factories.seat_tables(evening, (5,))
    closed_chukker(table, 1, 900, 100)  # 1-2 v 3-4, 5 sits out

    rows = {r.number: r for r in evening_standings(evening).rows}

    assert rows[5].total == 0
    assert rows[5].positions == 0
    assert rows[5].average is None


def test_an_exact_fifty_rounds_by_the_evenings_rule() -> None:
    evening = factories.make_evening(half="down")
    [table] = factories.seat_tables(evening, (4,))
    closed_chukker(table, 1, 750, 0)

    rows = {r.number: r for r in evening_standings(evening).rows}

    assert rows[1].total == 700
    assert rows[3].total == -700


def test_a_fiches_evening_counts_in_fiches_of_its_value() -> None:
    evening = factories.make_evening(unit=Unit.FICHES, fiche_value=200)
    [table] = factories.seat_tables(evening, (4,))
    closed_chukker(table, 1, 1700, 0)  # 1700 -> 9 fiches of 200 (the half fiche rounds up)
    closed_chukker(table, 2, 0, 750)  # 1-3 v 2-4: 800 -> 4 fiches to 2 and 4

    rows = {r.number: r for r in evening_standings(evening).rows}

    assert {n: r.total for n, r in rows.items()} == {1: 5, 2: 13, 3: -13, 4: -5}


def test_a_table_of_six_gives_players_five_and_six_six_positions() -> None:
    evening = finished_evening((6,), length=8)  # one whole cycle of the table of six

    rows = {r.number: r for r in evening_standings(evening).rows}

    assert {n: r.positions for n, r in rows.items()} == {1: 5, 2: 5, 3: 5, 4: 5, 5: 6, 6: 6}


def test_an_evening_played_through_the_services_sums_to_zero() -> None:
    director = factories.make_director()
    evening = factories.make_evening()
    play_evening(evening, director, (4, 5, 6), seed=3)

    rows = evening_standings(evening).rows

    assert len(rows) == 15
    assert sum(r.total for r in rows) == 0
    assert sum(r.raw for r in rows) == 0
    # Every table plays the evening's six chukkers, four players each.
    assert sum(r.positions for r in rows) == 4 * 6 * 3


def test_ranking_by_average_ranks_by_the_total_per_position() -> None:
    evening = factories.make_evening(ranking_minimum=0)
    [table] = factories.seat_tables(evening, (6,))
    # Position 1 of the table of six is 3-4 v 5-6; position 2 is 1-5 v 2-6.
    closed_chukker(table, 1, 0, 600)  # 5 and 6 +600; 3 and 4 -600
    closed_chukker(table, 2, 0, 700)  # 2 and 6 +700; 1 and 5 -700

    by_total = evening_standings(evening, Order.TOTAL).rows
    by_average = evening_standings(evening, "average").rows

    assert sorted((r.rank, r.number, r.total) for r in by_total) == [
        (1, 6, 1300),
        (2, 2, 700),
        (3, 5, -100),
        (4, 3, -600),
        (4, 4, -600),
        (6, 1, -700),
    ]
    assert sorted((r.rank, r.number, r.average) for r in by_average) == [
        (1, 2, Decimal("700.0")),
        (2, 6, Decimal("650.0")),
        (3, 5, Decimal("-50.0")),
        (4, 3, Decimal("-600.0")),
        (4, 4, Decimal("-600.0")),
        (6, 1, Decimal("-700.0")),
    ]


def test_players_of_different_table_sizes_are_ranked_by_average_and_it_is_said() -> None:
    evening = factories.make_evening(ranking_minimum=0, length=5)
    four, five = factories.seat_tables(evening, (4, 5))
    for table in (four, five):
        for number in range(1, 6):
            closed_chukker(table, number, 100 * number, 0)

    result = evening_standings(evening)

    # Everyone at the table of four played five positions; at the table of five, four each.
    assert {row.positions for row in result.rows} == {4, 5}
    assert result.positions_differ and result.order is Order.AVERAGE
    assert "because players played different numbers of positions" in result.notes("hundreds")[0]
    assert all(row.average is not None for row in result.rows if row.ranked)
    averages = [row.average for row in result.rows if row.ranked and row.average is not None]
    assert averages == sorted(averages, reverse=True)
    # The director may still rank by the totals.
    assert evening_standings(evening, "total").order is Order.TOTAL


def test_when_everyone_played_as_often_the_ranking_is_by_total() -> None:
    evening = finished_evening((4, 4), length=3)

    result = evening_standings(evening)

    assert not result.positions_differ
    assert result.order is Order.TOTAL
    assert "Ranked by the total" in result.notes("hundreds")[0]


def test_a_player_under_the_clubs_minimum_is_listed_but_not_ranked() -> None:
    # Six chukkers at 50 %: three positions needed once the evening has ended (here the
    # director stopped the only table after three: docs/rules.md#ranking-minimum).
    evening = factories.make_evening(length=6, ranking_minimum=50)
    [table] = factories.seat_tables(evening, (5,))
    Table.objects.filter(pk=table.pk).update(length=3)
    table.refresh_from_db()
    for number in range(1, 4):  # positions 1, 2, 3 sit out 5, 4 and 3
        closed_chukker(table, number, 500, 0)

    result = evening_standings(evening)
    rows = {row.number: row for row in result.rows}

    assert result.minimum == 3
    # Player 2 plays all three (1-2, 2-3, 2-5); the others sit one out.
    assert {n: row.positions for n, row in rows.items()} == {1: 3, 2: 3, 3: 2, 4: 2, 5: 2}
    assert rows[1].ranked and rows[2].ranked
    assert {n for n, row in rows.items() if not row.ranked} == {3, 4, 5}
    # Listed after the ranked players, and the page says why.
    assert [r.rank is None for r in result.rows] == [False, False, True, True, True]
    assert any("fewer than 3 positions" in note for note in result.notes("hundreds"))


def test_until_the_evening_ends_the_minimum_is_half_of_the_chukkers_played_so_far() -> None:
    # docs/rules.md#ranking-minimum: three of six chukkers closed, so two positions needed.
    evening = factories.make_evening(length=6, ranking_minimum=50)
    [table] = factories.seat_tables(evening, (5,))
    closed_chukker(table, 1, 500, 0)

    after_one = evening_standings(evening)
    # Ranked from the first chukker: the four who played it; the one who sat out is not.
    assert after_one.minimum == 1 and not after_one.final
    assert [row.number for row in after_one.rows if not row.ranked] == [5]

    for number in (2, 3):
        closed_chukker(table, number, 500, 0)
    result = evening_standings(evening)

    assert result.minimum == 2
    assert all(row.ranked for row in result.rows)
    assert not any("not ranked" in note for note in result.notes("hundreds"))


def test_a_chukker_of_only_pass_outs_is_not_a_position_played() -> None:
    evening = factories.make_evening(ranking_minimum=0)
    [table] = factories.seat_tables(evening, (4,))
    closed_chukker(table, 1, 600, 0)
    closed_chukker(table, 2, 0, 0, deals_played=0)  # closed with every deal passed out

    rows = {row.number: row for row in evening_standings(evening).rows}

    assert {row.positions for row in rows.values()} == {1}
    assert rows[1].average == Decimal("600.0")


def test_standings_are_provisional_until_every_table_has_finished() -> None:
    evening = factories.make_evening(length=3)
    first, second = factories.seat_tables(evening, (4, 4))
    for number in range(1, 4):
        closed_chukker(first, number, 100, 0)
    closed_chukker(second, 1, 100, 0)
    closed_chukker(second, 2, 100, 0, closed=False)

    provisional = evening_standings(evening)

    assert not provisional.final
    assert provisional.remaining == 2  # chukker 2 in play and chukker 3 to come
    assert any("Provisional: 2 chukkers" in note for note in provisional.notes("hundreds"))

    second.chukkers.filter(number=2).update(closed_at=timezone.now())
    closed_chukker(second, 3, 100, 0)
    final = evening_standings(evening)
    assert final.final and final.remaining == 0
    assert not any("Provisional" in note for note in final.notes("hundreds"))


def test_a_table_stopped_early_is_final_once_its_shorter_evening_is_played() -> None:
    evening = factories.make_evening(length=3)
    [table] = factories.seat_tables(evening, (4,))
    closed_chukker(table, 1, 100, 0)
    table.length = 1
    table.save()

    assert evening_standings(evening).final


def test_rows_tie_on_the_average_when_their_averages_are_equal() -> None:
    rows = [row("six", 600, positions=6), row("five", 500, positions=5), row("x", 550)]

    ranked = rank(rows, key=lambda r: (r.positions > 0, Fraction(r.total, r.positions)))

    assert [(r.name, r.rank) for r in ranked] == [("x", 1), ("six", 2), ("five", 2)]


# -- a season ----------------------------------------------------------------------------


def test_a_season_adds_hundreds_and_shows_each_fiche_value_apart() -> None:
    season = factories.make_season()
    players = factories.make_players(5)
    first = factories.make_evening(season=season, date=dt.date(2026, 10, 5))
    second = factories.make_evening(
        season=season, date=dt.date(2026, 10, 12), unit=Unit.FICHES, fiche_value=200
    )
    [table] = seat_players(first, [players[:4]])
    closed_chukker(table, 1, 750, 0)  # 1-2 v 3-4: +800, 8 fiches
    [table] = seat_players(second, [[players[0], players[1], players[2], players[4]]])
    closed_chukker(table, 1, 1700, 0)  # +1700, 9 fiches of 200

    result = season_standings(season)
    rows = by_name(result.rows)
    leader = rows[players[0].name]

    assert result.evenings == 2
    assert (leader.evenings, leader.positions) == (2, 2)
    # The hundreds evening counts no fiches; the fiches evening's 1700 is 8.5 fiches of 200,
    # rounded once (the half up): 9.
    assert (leader.rounded_points, leader.fiches, leader.raw) == (2500, ((200, 9),), 2450)
    assert leader.rank == 1
    assert rows[players[3].name].evenings == 1
    assert rows[players[4].name].rounded_points == -1700
    assert sum(r.rounded_points for r in result.rows) == 0
    assert sum(n for r in result.rows for _value, n in r.fiches) == 0
    assert result.fiche_values == [200]


def test_a_season_never_adds_fiches_of_different_values() -> None:
    season = factories.make_season()
    players = factories.make_players(4)
    for day, value in ((5, 100), (12, 500)):
        evening = factories.make_evening(
            season=season, date=dt.date(2026, 10, day), unit=Unit.FICHES, fiche_value=value
        )
        [table] = seat_players(evening, [players])
        closed_chukker(table, 1, 1500, 0)  # 15 fiches of 100; 3 fiches of 500

    leader = by_name(season_standings(season).rows)[players[0].name]

    assert leader.fiches == ((100, 15), (500, 3))
    assert leader.rounded_points == 3000
    assert season_standings(season).fiche_values == [100, 500]


def test_a_season_can_be_ranked_by_total_or_by_average() -> None:
    season = factories.make_season()
    players = factories.make_players(4)
    evening = factories.make_evening(season=season)
    [table] = seat_players(evening, [players])
    closed_chukker(table, 1, 1000, 0)
    closed_chukker(table, 2, 0, 300)

    by_total = season_standings(season, "total").rows
    by_average = season_standings(season, Order.AVERAGE).rows

    assert [r.rounded_points for r in by_total] == sorted(
        (r.rounded_points for r in by_total), reverse=True
    )
    assert by_average[0].average == Decimal("650.0")
    # "fiches" is no longer a season order: fiches of different values cannot be ranked.
    assert season_standings(season, "fiches").order is Order.TOTAL


def test_a_season_is_published_only_when_every_evening_is() -> None:
    season = factories.make_season()
    factories.make_evening(season=season, published=True)
    factories.make_evening(season=season, published=False)

    assert season_standings(season).published is False


# -- recaps ------------------------------------------------------------------------------


# -- names ----------------------------------------------------------------------------------

ACCENTED = ["Zoé", "Łukasz", "Élodie", "Ærø", "Laura", "Eric", "Oscar", "Øyvind"]
IN_ORDER = ["Ærø", "Élodie", "Eric", "Laura", "Łukasz", "Oscar", "Øyvind", "Zoé"]


def test_equal_totals_are_listed_by_name_as_a_french_or_italian_reader_expects() -> None:
    season = factories.make_season()
    evening = factories.make_evening(season=season)
    players = [factories.make_player(name) for name in ACCENTED]
    seat_players(evening, [players[:4], players[4:]])

    assert [row.name for row in evening_standings(evening).rows] == IN_ORDER
    # Nobody played a position: listed apart (docs/rules.md#season-standings), by name too.
    assert [row.name for row in season_standings(season).unplayed] == IN_ORDER


# -- many evenings at once, and the season's progression ---------------------------------------


def test_many_evenings_at_once_rank_each_as_its_own_standings_do() -> None:
    director = factories.make_director()
    evenings = [
        factories.make_evening(date=dt.date(2026, 11, day), ranking_minimum=50) for day in (2, 9)
    ]
    play_evening(evenings[0], director, (4, 5, 6), seed=3)
    play_evening(evenings[1], director, (6, 4), seed=4)
    moved = evenings[1].tables.get(number=2).table_players.get(number=1)
    moved.player = factories.make_player("Late replacement")
    moved.save()
    empty = factories.make_evening(date=dt.date(2026, 11, 16))

    together = evenings_standings([*evenings, empty])

    for evening in [*evenings, empty]:
        assert together[evening.pk] == evening_standings(evening)
    assert evenings_standings([]) == {}


def test_many_evenings_at_once_take_the_same_queries_as_one(
    django_assert_num_queries: DjangoAssertNumQueries,
) -> None:
    evenings = [finished_evening((4, 5), seed=day) for day in range(6)]

    with django_assert_num_queries(3):
        evenings_standings(evenings[:1])
    with django_assert_num_queries(3):
        evenings_standings(evenings)


def test_the_progression_runs_each_leaders_total_evening_by_evening() -> None:
    season = factories.make_season()
    players = factories.make_players(4)
    for day, totals in enumerate([(800, 0), (0, 300), (1200, 1200)]):
        evening = factories.make_evening(season=season, date=dt.date(2026, 10, 1 + day))
        [table] = seat_players(evening, [players])
        closed_chukker(table, 1, *totals)  # position 1: 1-2 v 3-4
    factories.make_evening(season=season, date=dt.date(2026, 10, 9))  # nothing played yet

    standings = season_standings(season)
    leaders = {p.row.name: p.cumulative for p in standings.progression(leaders=5)}

    assert [evening.date.day for evening in standings.played] == [1, 2, 3]
    assert leaders[players[0].name] == (800, 500, 500)
    assert leaders[players[3].name] == (-800, -500, -500)
    assert len(standings.progression(leaders=2)) == 2
    assert standings.progression(leaders=1)[0].row.rank == 1


def test_a_player_seated_but_never_credited_is_never_among_the_leaders() -> None:
    season = factories.make_season()
    evening = factories.make_evening(season=season, date=dt.date(2026, 10, 1))
    played, idle = factories.seat_tables(evening, (4, 4))
    closed_chukker(played, 1, 0, 900)  # players 1 and 2 of table 1 lose, 3 and 4 win

    standings = season_standings(season)
    leaders = standings.progression(leaders=6)  # the chart's five at most

    # docs/rules.md#season-standings: no position played, not ranked, so not on the chart.
    assert [leader.cumulative for leader in leaders] == [(900,), (900,), (-900,), (-900,)]
    idle_ids = set(idle.table_players.values_list("player_id", flat=True))
    assert {row.player_id for row in standings.unplayed} == idle_ids
    assert not {leader.row.player_id for leader in leaders} & idle_ids
    assert standings.progression_by_evening(leaders) == [
        (standings.played[0], (900, 900, -900, -900))
    ]
