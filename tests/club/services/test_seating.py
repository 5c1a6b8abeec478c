"""The evening services: settings copied from the club, attendance, the draw, moves, table plans."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import IntegrityError, transaction

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import Attendance, Chukker, Club, Player, Table, TablePlayer
from clubchicago.club.selectors import attendance as attendance_reads
from clubchicago.club.selectors import plans
from clubchicago.club.services import attendance, evenings, seating
from tests import factories

pytestmark = pytest.mark.django_db


def mark_present(evening: object, players: list[Player]) -> None:
    Attendance.objects.bulk_create(Attendance(evening=evening, player=p) for p in players)


def sizes(evening: object) -> list[int]:
    return list(
        Table.objects.filter(evening=evening).order_by("number").values_list("size", flat=True)
    )


def numbers_by_table(evening: object) -> dict[int, list[int]]:
    result: dict[int, list[int]] = {}
    for table, number in TablePlayer.objects.filter(evening=evening).values_list(
        "table__number", "number"
    ):
        result.setdefault(table, []).append(number)
    return {table: sorted(numbers) for table, numbers in result.items()}


# -- evenings ------------------------------------------------------------------------------------


def test_a_new_evening_copies_the_club_defaults() -> None:
    club = Club.load()
    club.schedule, club.honours, club.unit, club.fiche_value = "french", True, "fiches", 200
    club.save()

    evening = evenings.create_evening(dt.date(2026, 12, 7), "Lundi", None)

    assert evening.scoring_settings() == club.scoring_settings()
    assert evening.title == "Lundi"


def test_changing_a_club_default_does_not_change_an_existing_evening() -> None:
    evening = evenings.create_evening(dt.date(2026, 12, 7), "", None)
    club = Club.load()
    club.schedule, club.honours = "non_dealer", True
    club.save()

    evening.refresh_from_db()

    assert evening.schedule == "dealer"
    assert evening.honours is False


def test_the_schedule_cannot_change_once_play_has_started(evening: object) -> None:
    (table,) = factories.seat_tables(evening, [4])
    factories.start(table)

    with pytest.raises(ClubUserError):
        evenings.update_evening(evening, {"schedule": "french"})
    evenings.update_evening(evening, {"title": "Renamed", "schedule": evening.schedule})

    evening.refresh_from_db()
    assert (evening.title, evening.schedule) == ("Renamed", "dealer")


# -- who is here ---------------------------------------------------------------------------------


def test_attendance_adds_and_removes_players(evening: object) -> None:
    players = factories.make_players(3)
    mark_present(evening, players[:1])

    added, removed = attendance.set_attendance(evening, [players[1].pk, players[2].pk])

    assert (added, removed) == (2, 1)
    assert set(Attendance.objects.values_list("player_id", flat=True)) == {
        players[1].pk,
        players[2].pk,
    }


def test_a_seated_player_cannot_be_marked_absent(evening: object) -> None:
    (table,) = factories.seat_tables(evening, [4])
    seated = [place.player_id for place in table.table_players.all()]

    with pytest.raises(ClubUserError, match="seated at table 1"):
        attendance.set_attendance(evening, seated[1:])

    assert Attendance.objects.filter(evening=evening).count() == 4


def test_a_guest_added_on_the_spot_is_a_guest_and_present(evening: object) -> None:
    guest = attendance.add_guest(evening, "  Zoë   Ærø ")

    assert guest.name == "Zoë Ærø"
    assert guest.guest is True
    assert Attendance.objects.filter(evening=evening, player=guest).exists()


def test_a_guest_with_a_roster_name_is_refused(evening: object) -> None:
    factories.make_player("Łukasz Nowak")

    with pytest.raises(ClubUserError, match="already in the roster"):
        attendance.add_guest(evening, "łukasz nowak")

    assert Player.objects.count() == 1


def test_the_attendance_candidates_are_the_active_roster_and_anyone_present(
    evening: object,
) -> None:
    active = factories.make_player("Active")
    retired_present = factories.make_player("Retired but here", active=False)
    factories.make_player("Retired", active=False)
    mark_present(evening, [retired_present])

    candidates = {p.name: p.present for p in attendance_reads.attendance_candidates(evening)}

    assert candidates == {active.name: False, retired_present.name: True}


# -- the draw ------------------------------------------------------------------------------------


def test_thirteen_players_make_tables_of_4_4_and_5() -> None:
    assert attendance_reads.describe_split(13) == "13 players: tables of 4, 4 and 5"
    assert attendance_reads.describe_split(4) == "4 players: one table of 4"


def test_seven_players_cannot_be_seated_and_nothing_is_created(evening: object) -> None:
    mark_present(evening, factories.make_players(7))

    with pytest.raises(ClubUserError, match="7 players cannot all be seated"):
        seating.draw(evening)

    evening.refresh_from_db()
    assert evening.draw_seed is None
    assert not Table.objects.filter(evening=evening).exists()


def test_the_draw_seats_everyone_present_with_numbers_from_one(evening: object) -> None:
    mark_present(evening, factories.make_players(13))

    seating.draw(evening)

    assert sizes(evening) == [4, 4, 5]
    assert numbers_by_table(evening) == {1: [1, 2, 3, 4], 2: [1, 2, 3, 4], 3: [1, 2, 3, 4, 5]}
    assert TablePlayer.objects.filter(evening=evening).count() == 13


def test_the_draw_stores_its_seed_and_the_same_seed_gives_the_same_draw(evening: object) -> None:
    mark_present(evening, factories.make_players(11))

    first = seating.draw(evening)
    evening.refresh_from_db()
    again = seating.draw(evening, seed=evening.draw_seed)

    assert evening.draw_seed is not None
    assert again == first
    assert plans.current_seating(evening) == first


def test_a_redraw_gets_a_new_seed(evening: object) -> None:
    mark_present(evening, factories.make_players(9))
    seating.draw(evening)
    evening.refresh_from_db()
    first_seed = evening.draw_seed

    seating.draw(evening)

    evening.refresh_from_db()
    assert evening.draw_seed != first_seed


def test_a_redraw_is_refused_once_a_table_has_started(evening: object) -> None:
    tables = factories.seat_tables(evening, [4, 4])
    factories.start(tables[1])
    before = plans.current_seating(evening)

    with pytest.raises(ClubUserError, match="Table 2 has started"):
        seating.draw(evening)

    assert plans.current_seating(evening) == before


def test_a_redraw_keeps_the_entry_links_of_the_tables(evening: object) -> None:
    mark_present(evening, factories.make_players(8))
    seating.draw(evening)
    tokens = list(Table.objects.order_by("number").values_list("token", flat=True))

    seating.draw(evening)

    assert list(Table.objects.order_by("number").values_list("token", flat=True)) == tokens


# -- moves by hand -------------------------------------------------------------------------------


def test_a_move_keeps_numbers_contiguous(evening: object) -> None:
    tables = factories.seat_tables(evening, [4, 5])
    second_of_table_2 = tables[1].table_players.get(number=2).player

    seating.move_player(evening, second_of_table_2.pk, 1)

    assert sizes(evening) == [5, 4]
    assert numbers_by_table(evening) == {1: [1, 2, 3, 4, 5], 2: [1, 2, 3, 4]}
    assert TablePlayer.objects.get(player=second_of_table_2).number == 5


def test_a_move_that_leaves_three_players_is_refused(evening: object) -> None:
    tables = factories.seat_tables(evening, [4, 5])
    player = tables[0].table_players.get(number=1).player

    with pytest.raises(ClubUserError, match="Table 1 would have 3 players"):
        seating.move_player(evening, player.pk, 2)

    assert sizes(evening) == [4, 5]


def test_a_move_after_the_table_started_is_refused(evening: object) -> None:
    tables = factories.seat_tables(evening, [5, 4])
    factories.start(tables[0])
    player = tables[0].table_players.get(number=5).player

    with pytest.raises(ClubUserError, match="Table 1 has started"):
        seating.move_player(evening, player.pk, 2)

    assert TablePlayer.objects.get(player=player).table == tables[0]


def test_moves_between_tables_that_have_not_started_go_on_after_another_started(
    evening: object,
) -> None:
    tables = factories.seat_tables(evening, [4, 5, 4])
    factories.start(tables[0])
    player = tables[1].table_players.get(number=1).player

    seating.move_player(evening, player.pk, 3)

    assert sizes(evening) == [4, 4, 5]


def test_a_late_arrival_is_seated_at_the_end_of_a_table(evening: object) -> None:
    factories.seat_tables(evening, [4])
    late = factories.make_player("Ærø")
    mark_present(evening, [late])

    seating.move_player(evening, late.pk, 1)

    assert TablePlayer.objects.get(player=late).number == 5
    assert sizes(evening) == [5]


def test_a_swap_exchanges_tables_and_numbers(evening: object) -> None:
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


def test_a_swap_with_a_player_not_seated_makes_a_substitute(evening: object) -> None:
    (table,) = factories.seat_tables(evening, [4])
    leaving = table.table_players.get(number=3).player
    substitute = factories.make_player("Zoë")
    mark_present(evening, [substitute])

    seating.swap_players(evening, leaving.pk, substitute.pk)
    attendance.set_attendance(
        evening, Attendance.objects.exclude(player=leaving).values_list("player_id", flat=True)
    )

    assert TablePlayer.objects.get(player=substitute).number == 3
    assert not TablePlayer.objects.filter(player=leaving).exists()


def test_a_player_at_two_tables_is_refused_with_a_message(evening: object) -> None:
    players = factories.make_players(8)
    mark_present(evening, players)
    ids = [p.pk for p in players]

    with pytest.raises(ClubUserError, match="cannot sit at two tables"):
        seating.save_seating(evening, [ids[:4], [ids[0], *ids[4:7]]])

    assert not Table.objects.filter(evening=evening).exists()


def test_the_database_forbids_a_player_at_two_tables_of_an_evening(evening: object) -> None:
    tables = factories.seat_tables(evening, [4, 4])
    player = tables[0].table_players.get(number=1).player

    with pytest.raises(IntegrityError), transaction.atomic():
        TablePlayer.objects.create(table=tables[1], evening=evening, player=player, number=5)


def test_a_player_not_present_cannot_be_seated(evening: object) -> None:
    players = factories.make_players(4)
    mark_present(evening, players[:3])

    with pytest.raises(ClubUserError, match="not marked present"):
        seating.save_seating(evening, [[p.pk for p in players]])


# -- a table's plan ------------------------------------------------------------------------------


def test_the_plan_of_a_five_table_names_position_two(evening: object) -> None:
    (table,) = factories.seat_tables(evening, [5])
    names = {place.number: place.player.name for place in table.table_players.all()}

    line = plans.table_plan(table).lines[1]

    assert line.notation == "1-5 v 2-3 (4)"
    assert (line.chukker, line.position) == (2, 2)
    assert [str(p) for p in line.north_south] == [f"1. {names[1]}", f"5. {names[5]}"]
    assert [str(p) for p in line.east_west] == [f"2. {names[2]}", f"3. {names[3]}"]
    assert [str(p) for p in line.sitting_out] == [f"4. {names[4]}"]
    # Chukker 2 starts one seat clockwise from North: East, player 2.
    assert (line.first_dealer, line.dealer.number) == ("E", 2)


def test_partner_warnings_appear_only_when_the_cycle_is_replayed(evening: object) -> None:
    (table,) = factories.seat_tables(evening, [6])
    assert plans.table_plan(table).warnings == ()

    seating.play_cycle_again(table)
    table.refresh_from_db()
    plan = plans.table_plan(table)

    assert len(plan.lines) == 16
    assert len(plan.warnings) == 1
    assert "chukkers 8 and 9" in plan.warnings[0]


def test_a_table_can_stop_early_but_not_before_a_chukker_already_played(evening: object) -> None:
    (table,) = factories.seat_tables(evening, [5])
    factories.start(table, number=1)
    Chukker.objects.filter(table=table).update(number=3)

    with pytest.raises(ClubUserError, match="Chukker 3 has already started"):
        seating.stop_table_after(table, 2)
    seating.stop_table_after(table, 3)

    table.refresh_from_db()
    assert len(plans.table_plan(table).lines) == 3


def test_playing_the_cycle_again_lifts_an_early_stop(evening: object) -> None:
    (table,) = factories.seat_tables(evening, [4])
    seating.stop_table_after(table, 2)

    table = seating.play_cycle_again(table)

    assert (table.cycles, table.stop_after) == (2, None)


def test_a_table_cannot_play_fewer_chukkers_than_already_started(evening: object) -> None:
    (table,) = factories.seat_tables(evening, [4])
    table = seating.play_cycle_again(table)
    factories.start(table)
    Chukker.objects.filter(table=table).update(number=4)

    with pytest.raises(ClubUserError, match="Chukker 4 has already started"):
        seating.set_table_cycles(table, 1)
    with pytest.raises(ClubUserError):
        seating.stop_table_after(table, 7)
