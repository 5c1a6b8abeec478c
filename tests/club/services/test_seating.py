"""The seating services: the draw, moves and swaps by hand, and how long a table plays."""

from __future__ import annotations

import pytest

import rotations
from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Attendance, Chukker, Evening, Table, TablePlayer
from clubchicago.club.selectors import plans
from clubchicago.club.services import attendance, seating
from scoring import Seat
from tests import factories

pytestmark = pytest.mark.django_db


def sizes(evening: Evening) -> list[int]:
    return list(
        Table.objects.filter(evening=evening).order_by("number").values_list("size", flat=True)
    )


def numbers_by_table(evening: Evening) -> dict[int, list[int]]:
    result: dict[int, list[int]] = {}
    for table, number in TablePlayer.seated.filter(evening=evening).values_list(
        "table__number", "number"
    ):
        result.setdefault(table, []).append(number)
    return {table: sorted(numbers) for table, numbers in result.items()}


# -- the draw ------------------------------------------------------------------------------------


def test_seven_players_cannot_be_seated_and_nothing_is_created(evening: Evening) -> None:
    factories.mark_present(evening, factories.make_players(7))

    with pytest.raises(ClubUserError, match="7 players cannot all be seated"):
        seating.draw(evening)

    evening.refresh_from_db()
    assert evening.draw_seed is None
    assert not Table.objects.filter(evening=evening).exists()


def test_the_draw_seats_everyone_present_with_numbers_from_one(evening: Evening) -> None:
    factories.mark_present(evening, factories.make_players(13))

    seating.draw(evening)

    assert sizes(evening) == [4, 4, 5]
    assert numbers_by_table(evening) == {1: [1, 2, 3, 4], 2: [1, 2, 3, 4], 3: [1, 2, 3, 4, 5]}
    assert TablePlayer.objects.filter(evening=evening).count() == 13


def test_the_draw_stores_its_seed_and_the_same_seed_gives_the_same_draw(evening: Evening) -> None:
    factories.mark_present(evening, factories.make_players(11))

    first = seating.draw(evening)
    evening.refresh_from_db()
    again = seating.draw(evening, seed=evening.draw_seed)

    assert evening.draw_seed is not None
    assert again == first
    assert plans.current_seating(evening) == first


def test_a_redraw_gets_a_new_seed(evening: Evening) -> None:
    factories.mark_present(evening, factories.make_players(9))
    seating.draw(evening)
    evening.refresh_from_db()
    first_seed = evening.draw_seed

    seating.draw(evening)

    evening.refresh_from_db()
    assert evening.draw_seed != first_seed


def test_a_redraw_is_refused_once_a_table_has_started(evening: Evening) -> None:
    tables = factories.seat_tables(evening, [4, 4])
    factories.start(tables[1])
    before = plans.current_seating(evening)

    with pytest.raises(ClubUserError, match="Table 2 has started"):
        seating.draw(evening)

    assert plans.current_seating(evening) == before


def test_a_redraw_keeps_the_entry_links_of_the_tables(evening: Evening) -> None:
    factories.mark_present(evening, factories.make_players(8))
    seating.draw(evening)
    tokens = list(Table.objects.order_by("number").values_list("token", flat=True))

    seating.draw(evening)

    assert list(Table.objects.order_by("number").values_list("token", flat=True)) == tokens


# -- moves by hand -------------------------------------------------------------------------------


def test_a_move_keeps_numbers_contiguous(evening: Evening) -> None:
    tables = factories.seat_tables(evening, [4, 5])
    second_of_table_2 = tables[1].table_players.get(number=2).player

    seating.move_player(evening, second_of_table_2.pk, 1)

    assert sizes(evening) == [5, 4]
    assert numbers_by_table(evening) == {1: [1, 2, 3, 4, 5], 2: [1, 2, 3, 4]}
    assert TablePlayer.objects.get(player=second_of_table_2).number == 5


def test_a_move_that_leaves_three_players_is_refused(evening: Evening) -> None:
    tables = factories.seat_tables(evening, [4, 5])
    player = tables[0].table_players.get(number=1).player

    with pytest.raises(ClubUserError, match="Table 1 would have 3 players"):
        seating.move_player(evening, player.pk, 2)

    assert sizes(evening) == [4, 5]


def test_a_move_after_the_table_started_takes_effect_from_its_next_chukker(
    evening: Evening,
) -> None:
    tables = factories.seat_tables(evening, [5, 4])
    chukker = factories.start(tables[0])  # chukker 1 in play, player 5 sitting it out
    player = tables[0].table_players.get(number=5).player

    seating.move_player(evening, player.pk, 2)

    # Table 1 plays chukker 1 as planned, then as a table of 4; table 2 had not started.
    assert TablePlayer.seated.get(player=player).table == tables[1]
    assert list(tables[0].lineups.values_list("start", "size")) == [(1, 5), (2, 4)]
    assert TablePlayer.objects.get(player=player, table=tables[0]).current is False
    chukker.refresh_from_db()
    first = tables[0].table_players.get(number=1, lineup__start=1)
    assert chukker.player_ids()[Seat.N] == first.player_id
    assert sizes(evening) == [4, 5]


def test_moves_between_tables_that_have_not_started_go_on_after_another_started(
    evening: Evening,
) -> None:
    tables = factories.seat_tables(evening, [4, 5, 4])
    factories.start(tables[0])
    player = tables[1].table_players.get(number=1).player

    seating.move_player(evening, player.pk, 3)

    assert sizes(evening) == [4, 4, 5]


def test_a_late_arrival_is_seated_at_the_end_of_a_table(evening: Evening) -> None:
    factories.seat_tables(evening, [4])
    late = factories.make_player("Ærø")
    factories.mark_present(evening, [late])

    seating.move_player(evening, late.pk, 1)

    assert TablePlayer.objects.get(player=late).number == 5
    assert sizes(evening) == [5]


def test_a_swap_exchanges_tables_and_numbers(evening: Evening) -> None:
    tables = factories.seat_tables(evening, [4, 4])
    a = tables[0].table_players.get(number=2).player
    b = tables[1].table_players.get(number=4).player

    seating.swap_players(evening, a.pk, b.pk)

    assert (
        TablePlayer.objects.get(player=a).table.number,
        TablePlayer.objects.get(player=a).number,
    ) == (2, 4)
    assert (
        TablePlayer.objects.get(player=b).table.number,
        TablePlayer.objects.get(player=b).number,
    ) == (1, 2)


def test_a_swap_with_a_player_not_seated_makes_a_substitute(evening: Evening) -> None:
    (table,) = factories.seat_tables(evening, [4])
    leaving = table.table_players.get(number=3).player
    substitute = factories.make_player("Zoë")
    factories.mark_present(evening, [substitute])

    seating.swap_players(evening, leaving.pk, substitute.pk)
    attendance.set_attendance(
        evening, Attendance.objects.exclude(player=leaving).values_list("player_id", flat=True)
    )

    assert TablePlayer.objects.get(player=substitute).number == 3
    assert not TablePlayer.objects.filter(player=leaving).exists()


def test_a_player_at_two_tables_is_refused_with_a_message(evening: Evening) -> None:
    players = factories.make_players(8)
    factories.mark_present(evening, players)
    ids = [p.pk for p in players]

    with pytest.raises(ClubUserError, match="cannot sit at two tables"):
        seating.save_seating(evening, [ids[:4], [ids[0], *ids[4:7]]])

    assert not Table.objects.filter(evening=evening).exists()


def test_a_player_not_present_cannot_be_seated(evening: Evening) -> None:
    players = factories.make_players(4)
    factories.mark_present(evening, players[:3])

    with pytest.raises(ClubUserError, match="not marked present"):
        seating.save_seating(evening, [[p.pk for p in players]])


# -- how long a table plays ---------------------------------------------------------------------


def test_a_table_can_stop_early_but_not_before_a_chukker_already_played(evening: Evening) -> None:
    (table,) = factories.seat_tables(evening, [5])
    factories.start(table, number=1)
    Chukker.objects.filter(table=table).update(number=3)

    with pytest.raises(ClubUserError, match="Chukker 3 has already started"):
        seating.set_table_length(table, 2)
    seating.set_table_length(table, 3)

    table.refresh_from_db()
    assert len(plans.table_plan(table).lines) == 3


def test_a_table_can_play_on_beyond_the_evenings_length(evening: Evening) -> None:
    (table,) = factories.seat_tables(evening, [4])
    assert table.length == evening.length == 6

    table = seating.set_table_length(table, 9)

    assert table.length == 9 and len(table.first_dealers) == 9
    assert [played.position.number for played in table.plan()] == [1, 2, 3] * 3


@pytest.mark.parametrize("length", [0, 25, -1])
def test_a_table_plays_from_one_to_twenty_four_chukkers(evening: Evening, length: int) -> None:
    (table,) = factories.seat_tables(evening, [4])
    with pytest.raises(ClubUserError, match="from 1 to 24 chukkers"):
        seating.set_table_length(table, length)
    table.refresh_from_db()
    assert table.length == 6


def test_a_new_plan_keeps_the_first_dealers_of_the_chukkers_started() -> None:
    evening = factories.make_evening(schedule="french", length=3)
    (table,) = factories.seat_tables(evening, [4])
    factories.start(table, number=1)
    Chukker.objects.filter(table=table).update(first_dealer="W")

    table = seating.set_table_length(table, 6)

    assert table.first_dealers[0] == "W"
    counts = rotations.vulnerable_deals(4, table.plan(), "french")
    assert max(counts.values()) - min(counts.values()) == 0  # still the fairest six chukkers


def test_seated_tables_play_the_evenings_length_with_fair_first_dealers() -> None:
    evening = factories.make_evening(schedule="french", length=6)
    players = factories.make_players(13)
    factories.mark_present(evening, players)

    seating.draw(evening, seed=5)

    for table in evening.tables.all():
        assert table.length == 6
        counts = rotations.vulnerable_deals(table.size, table.plan(), "french")
        best = {4: 0, 5: 3}[table.size]  # the smallest spread six chukkers allow (tests/rotations)
        assert max(counts.values()) - min(counts.values()) == best


def test_changing_the_evenings_length_plans_every_table_again() -> None:
    evening = factories.make_evening(length=6)
    four, five = factories.seat_tables(evening, [4, 5])
    factories.start(four, number=1)

    evening.length = 8
    evening.save()
    seating.plan_evening(evening)

    four.refresh_from_db()
    five.refresh_from_db()
    assert (four.length, five.length) == (8, 8)
    assert len(four.first_dealers) == len(five.first_dealers) == 8


def test_an_evening_cannot_be_shorter_than_a_table_has_played() -> None:
    evening = factories.make_evening(length=6)
    (table,) = factories.seat_tables(evening, [4])
    factories.start(table, number=1)
    Chukker.objects.filter(table=table).update(number=4)
    evening.length = 3
    evening.save()

    with pytest.raises(ClubUserError, match="Table 1 has already started chukker 4"):
        seating.plan_evening(evening)
    table.refresh_from_db()
    assert table.length == 6
