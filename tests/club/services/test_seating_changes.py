"""Changes of seating once play has started (docs/rules.md#changes-during-the-evening): a
substitute, a late arrival, a leaver, a move, a merge and a split, each from a table's next
chukker, with the chukkers already played left as they were; refusals that change nothing;
undoing; and a phone whose page shows the seats from before a change."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from clubchicago.club.errors import ClubUserError
from clubchicago.club.models import (
    Chukker,
    ChukkerCredit,
    Evening,
    Lineup,
    SeatingChange,
    Table,
    TablePlayer,
)
from clubchicago.club.selectors.plans import current_seating, table_plan
from clubchicago.club.selectors.replans import Request, propose, seating_after
from clubchicago.club.selectors.table_state import table_state
from clubchicago.club.services import play, seating
from clubchicago.club.services.credits import check_credits
from tests import factories


@pytest.fixture
def evening(db: None) -> Evening:
    return factories.make_evening(confirm_entries=False)


def play_chukker(table: Table, director: User) -> Chukker:
    actor = play.Actor.for_director(director)
    for contract in factories.FOUR_DEALS:
        factories.enter(table, contract, actor)
    return Chukker.objects.filter(table=table).latest("number")


def seated(table: Table) -> list[int]:
    return list(
        TablePlayer.seated.filter(table=table).order_by("number").values_list("player", flat=True)
    )


def recorded(applied: seating.Applied) -> SeatingChange:
    """The change a seating service call recorded (a started evening's always is)."""
    assert applied.change is not None
    return applied.change


def snapshot(table: Table) -> list[tuple[int, int, int, int, int, int]]:
    """The chukkers a table has played, with their players and totals."""
    return list(
        Chukker.objects.filter(table=table)
        .order_by("number")
        .values_list("number", "north", "east", "south", "west", "ns_total")
    )


def test_a_late_arrival_joins_a_table_of_4_from_its_next_chukker(evening, director) -> None:
    table, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(table, director)
    played = snapshot(table)
    late = factories.make_player("Late Comer")
    factories.mark_present(evening, [late])

    applied = seating.move_player(evening, late.pk, 1)

    table.refresh_from_db()
    assert (table.size, table.length) == (5, 6)
    assert list(table.lineups.values_list("start", "size")) == [(1, 4), (2, 5)]
    assert late.pk in seated(table)
    assert snapshot(table) == played  # chukker 1 as it was played, with its credits
    state = table_state(table)
    assert late.pk not in {p.player_id for p in state.upcoming_sitting_out}
    assert state.players_changed is not None
    assert [p.player.name for p in state.players_changed[0]] == ["Late Comer"]
    change = applied.change
    assert change is not None and change.after[0]["start"] == 2
    assert applied.reprint == [1]
    plan = table_plan(
        Table.objects.prefetch_related("lineups", "table_players__player", "chukkers").get(
            pk=table.pk
        )
    )
    assert plan.revised_after == 1 and [line.changed for line in plan.lines][:3] == [
        False,
        True,
        False,
    ]
    assert check_credits().clean


def test_a_substitute_takes_the_place_and_number_of_a_player_who_leaves(evening, director):
    table, _other = factories.seat_tables(evening, [5, 4])
    play_chukker(table, director)
    leaving = table.table_players.get(number=2).player
    reserve = factories.make_player("Reserve")
    factories.mark_present(evening, [reserve])
    before = [line.position for line in table_plan(table).lines]

    seating.swap_players(evening, leaving.pk, reserve.pk)

    assert TablePlayer.seated.get(player=reserve).number == 2
    assert not TablePlayer.seated.filter(player=leaving).exists()
    assert TablePlayer.objects.get(player=leaving).current is False
    # The table plays on exactly as planned, the reserve in the leaver's place.
    table.refresh_from_db()
    assert [line.position for line in table_plan(table).lines] == before
    # The leaver keeps chukker 1: credited, and listed as having left after it.
    assert ChukkerCredit.objects.filter(player=leaving).count() == 1


def test_a_table_of_5_plays_on_as_4_when_a_player_leaves(evening, director) -> None:
    table, _other = factories.seat_tables(evening, [5, 4])
    play_chukker(table, director)
    play_chukker(table, director)
    leaving = table.table_players.get(number=4).player_id

    seating.change_seating(evening, Request("leave", player=leaving))

    table.refresh_from_db()
    assert table.size == 4 and len(seated(table)) == 4 and leaving not in seated(table)
    assert list(table.lineups.values_list("start", "size")) == [(1, 5), (3, 4)]
    assert [line.chukker for line in table_plan(table).lines] == [1, 2, 3, 4, 5, 6]


def test_a_table_of_4_cannot_play_on_with_3_and_nothing_changes(evening, director) -> None:
    table, _other = factories.seat_tables(evening, [4, 5])
    play_chukker(table, director)
    leaving = table.table_players.get(number=1).player_id

    with pytest.raises(ClubUserError, match="Table 1 would have 3 players"):
        seating.change_seating(evening, Request("leave", player=leaving))

    assert len(seated(table)) == 4 and Lineup.objects.filter(table=table).count() == 1
    assert not SeatingChange.objects.exists()


def test_a_table_of_5_lends_its_next_sitter_out_to_a_table_of_4(evening, director) -> None:
    four, five = factories.seat_tables(evening, [4, 5])
    play_chukker(four, director)
    play_chukker(five, director)
    leaving = four.table_players.get(number=3).player_id
    # Chukker 2 of a table of 5 is position 2 (1-5 v 2-3): number 4 sits out.
    lent = five.table_players.get(number=4).player_id

    seating.change_seating(evening, Request("replace", player=leaving, by=lent))

    assert len(seated(four)) == 4 and lent in seated(four) and leaving not in seated(four)
    assert len(seated(five)) == 4 and lent not in seated(five)


def test_a_player_moves_from_a_table_of_5_to_a_table_of_4(evening, director) -> None:
    five, four = factories.seat_tables(evening, [5, 4])
    play_chukker(five, director)
    play_chukker(four, director)
    mover = five.table_players.get(number=5).player_id

    seating.move_player(evening, mover, 2)

    assert len(seated(five)) == 4 and len(seated(four)) == 5 and mover in seated(four)
    assert TablePlayer.objects.filter(player=mover).count() == 2


def test_two_tables_of_4_that_each_lose_a_player_merge_into_one_of_6(evening, director):
    first, second = factories.seat_tables(evening, [4, 4])
    for table in (first, second):
        play_chukker(table, director)
        play_chukker(table, director)
    leavers = [
        first.table_players.get(number=1).player_id,
        second.table_players.get(number=2).player_id,
    ]

    applied = seating.change_seating(
        evening, Request("merge", table=1, other=2, players=tuple(leavers))
    )

    first.refresh_from_db()
    second.refresh_from_db()
    assert first.size == 6 and len(seated(first)) == 6
    assert seated(second) == [] and second.length == 2  # it stops after the chukkers it played
    assert table_state(second).finished
    assert sorted(applied.reprint) == [1]
    assert current_seating(evening)[1] == ()


def test_a_table_of_6_and_two_late_arrivals_split_into_two_tables_of_4(evening, director):
    (six,) = factories.seat_tables(evening, [6])
    play_chukker(six, director)
    play_chukker(six, director)
    late = factories.make_players(2)
    factories.mark_present(evening, late)
    moving = list(six.table_players.filter(number__gte=5).values_list("player", flat=True))

    seating.change_seating(
        evening, Request("split", table=1, players=(*moving, *(p.pk for p in late)))
    )

    new = Table.objects.get(evening=evening, number=2)
    # The new table plays the chukkers the evening has left, and finishes with the first.
    assert (new.size, new.length, new.begins_after) == (4, 4, 2)
    assert set(seated(new)) == {*moving, *(p.pk for p in late)}
    assert len(seated(six)) == 4
    assert new.token != six.token


def test_a_change_while_a_chukker_is_in_play_takes_effect_after_it(evening, director) -> None:
    table, _other = factories.seat_tables(evening, [5, 4])
    actor = play.Actor.for_director(director)
    factories.enter(table, factories.FOUR_DEALS[0], actor)  # chukker 1, deal 1 of 4
    sitter = table_state(table).sitting_out[0].player_id

    seating.change_seating(evening, Request("leave", player=sitter))

    chukker = Chukker.objects.get(table=table)
    assert chukker.closed_at is None  # still in play, with its five players' lineup
    assert list(table.lineups.values_list("start", flat=True)) == [1, 2]


def test_the_director_closes_the_chukker_in_play_for_a_player_who_must_leave_now(
    evening, director
) -> None:
    table, _other = factories.seat_tables(evening, [5, 4])
    actor = play.Actor.for_director(director)
    factories.enter(table, factories.FOUR_DEALS[0], actor)
    playing = table_state(table).seats["N"].player_id
    asked = Request("leave", player=playing)
    proposal = propose(evening, seating_after(evening, asked))

    seating.change_seating(
        evening, asked, user=director, fingerprint=proposal.fingerprint, close=[1]
    )

    chukker = Chukker.objects.get(table=table)
    assert chukker.closed_at is not None and chukker.deals_played == 1  # the score stands
    assert playing not in seated(table)
    assert ChukkerCredit.objects.filter(chukker=chukker, player=playing).exists()


def test_a_change_confirmed_after_a_table_moved_on_is_refused(evening, director) -> None:
    table, _other = factories.seat_tables(evening, [5, 4])
    play_chukker(table, director)
    leaving = table.table_players.get(number=5).player_id
    asked = Request("leave", player=leaving)
    shown = propose(evening, seating_after(evening, asked))
    factories.enter(table, factories.FOUR_DEALS[0], play.Actor.for_director(director))

    with pytest.raises(ClubUserError, match="moved on while you were looking"):
        seating.change_seating(evening, asked, fingerprint=shown.fingerprint)

    assert leaving in seated(table)


@pytest.mark.parametrize(
    "request_of",
    [
        lambda t, late: Request("move", player=late, table=2),  # a table of 6 would have 7
        lambda t, late: Request("swap", first=late, second=late),
        lambda t, late: Request("move", player=t[0], table=9),
    ],
)
def test_changes_that_cannot_be_are_refused_and_change_nothing(evening, director, request_of):
    four, _six = factories.seat_tables(evening, [4, 6])
    play_chukker(four, director)
    late = factories.make_player()
    factories.mark_present(evening, [late])
    before = current_seating(evening)

    with pytest.raises(ClubUserError):
        seating.change_seating(evening, request_of(seated(four), late.pk))

    assert current_seating(evening) == before
    assert Lineup.objects.count() == 2


def test_a_player_not_present_cannot_join(evening, director) -> None:
    table, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(table, director)
    stranger = factories.make_player("Stranger")

    with pytest.raises(ClubUserError, match="Stranger is not marked present"):
        seating.move_player(evening, stranger.pk, 1)


def test_a_table_that_played_all_its_chukkers_takes_no_new_player(evening, director) -> None:
    evening.length = 2
    evening.save()
    table, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(table, director)
    play_chukker(table, director)
    late = factories.make_player()
    factories.mark_present(evening, [late])

    with pytest.raises(ClubUserError, match="has played all its 2 chukkers"):
        seating.move_player(evening, late.pk, 1)


# -- undoing ------------------------------------------------------------------------------------


def test_a_change_is_undone_until_the_table_plays_with_its_new_players(evening, director):
    table, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(table, director)
    players = seated(table)
    dealers = Table.objects.get(pk=table.pk).first_dealers
    late = factories.make_player()
    factories.mark_present(evening, [late])
    applied = seating.move_player(evening, late.pk, 1)

    seating.undo_change(recorded(applied), user=director)

    table.refresh_from_db()
    assert seated(table) == players and table.size == 4 and table.first_dealers == dealers
    assert list(table.lineups.values_list("start", flat=True)) == [1]
    assert SeatingChange.objects.get().undone_at is not None
    with pytest.raises(ClubUserError, match="already been undone"):
        seating.undo_change(SeatingChange.objects.get())


def test_a_change_cannot_be_undone_once_its_lineup_played(evening, director) -> None:
    table, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(table, director)
    late = factories.make_player()
    factories.mark_present(evening, [late])
    applied = seating.move_player(evening, late.pk, 1)
    factories.enter(table, factories.FOUR_DEALS[0], play.Actor.for_director(director))

    with pytest.raises(ClubUserError, match="has started chukker 2 with its new players"):
        seating.undo_change(recorded(applied))

    assert late.pk in seated(table)


def test_undoing_a_merge_and_a_split_gives_the_tables_back(evening, director) -> None:
    first, second = factories.seat_tables(evening, [4, 4])
    for table in (first, second):
        play_chukker(table, director)
    leavers = (
        first.table_players.get(number=1).player_id,
        second.table_players.get(number=1).player_id,
    )
    before = current_seating(evening)
    merged = seating.change_seating(evening, Request("merge", table=1, other=2, players=leavers))

    seating.undo_change(recorded(merged))

    assert current_seating(evening) == before
    second.refresh_from_db()
    assert second.length == 6 and second.size == 4


def test_a_later_change_of_the_same_table_is_undone_first(evening, director) -> None:
    table, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(table, director)
    late = factories.make_players(2)
    factories.mark_present(evening, late)
    first = seating.move_player(evening, late[0].pk, 1)
    second = seating.move_player(evening, late[1].pk, 1)

    with pytest.raises(ClubUserError, match="undo it first"):
        seating.undo_change(recorded(first))
    seating.undo_change(recorded(second))
    seating.undo_change(recorded(first))

    assert len(seated(table)) == 4


# -- the phone ----------------------------------------------------------------------------------


def test_a_phone_that_shows_the_seats_from_before_a_change_is_refused(evening, director):
    table, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(table, director)
    shown = table_state(table).entry_lineup
    late = factories.make_player()
    factories.mark_present(evening, [late])
    seating.move_player(evening, late.pk, 1)

    with pytest.raises(ClubUserError, match="players at this table changed"):
        play.record_deal(
            table,
            factories.FOUR_DEALS[0],
            number=1,
            chukker_number=2,
            actor=play.Actor.for_table(table),
            lineup=shown,
        )

    assert Chukker.objects.filter(table=table).count() == 1
    # With the page as it is now, the deal is stored and credited to the new lineup's players.
    play.record_deal(
        table,
        factories.FOUR_DEALS[0],
        number=1,
        chukker_number=2,
        actor=play.Actor.for_table(table),
        lineup=table_state(table).entry_lineup,
    )
    chukker = Chukker.objects.get(table=table, number=2)
    assert set(chukker.player_ids().values()) <= set(seated(table))


# -- the evening's length -----------------------------------------------------------------------


def test_a_longer_evening_lengthens_every_table_still_playing_and_a_split_one_too(
    evening, director
):
    (six,) = factories.seat_tables(evening, [6])
    play_chukker(six, director)
    late = factories.make_players(2)
    factories.mark_present(evening, late)
    moving = list(six.table_players.filter(number__gte=5).values_list("player", flat=True))
    seating.change_seating(
        evening, Request("split", table=1, players=(*moving, *(p.pk for p in late)))
    )

    evening.length = 8
    evening.save()
    seating.plan_evening(evening)

    lengths = dict(Table.objects.filter(evening=evening).values_list("number", "length"))
    assert lengths == {1: 8, 2: 7}
    for table in Table.objects.filter(evening=evening):
        assert len(table.first_dealers) == table.length


def test_a_table_cannot_stop_before_a_change_planned_for_it(evening, director) -> None:
    table, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(table, director)
    late = factories.make_player()
    factories.mark_present(evening, [late])
    seating.move_player(evening, late.pk, 1)

    with pytest.raises(ClubUserError, match="players change from chukker 2"):
        seating.set_table_length(table, 1)


# -- a table scored on paper --------------------------------------------------------------------


def test_a_table_on_paper_follows_the_new_plan_on_its_sheets_and_entry(evening, director):
    from clubchicago.club.selectors.paper import paper_chukker, table_sheets
    from clubchicago.club.services import paper

    table, _other = factories.seat_tables(evening, [4, 4])
    play_chukker(table, director)
    paper.set_on_paper(table, True)
    late = factories.make_player("Late Comer")
    factories.mark_present(evening, [late])

    seating.move_player(evening, late.pk, 1)

    table.refresh_from_db()
    upcoming = paper_chukker(table)
    assert upcoming is not None and upcoming.number == 2
    assert late.pk in {p.player_id for p in [*upcoming.seats.values(), *upcoming.sitting_out]}
    sheets = table_sheets(
        Table.objects.prefetch_related("lineups", "table_players__player", "chukkers").get(
            pk=table.pk
        ),
        evening.schedule,
    )
    assert sheets.plan is not None and all(sheet.line for sheet in sheets.chukkers)
    lines = [sheet.line for sheet in sheets.chukkers if sheet.line is not None]
    assert len(lines) == len(sheets.chukkers)
    named = [{line.north.name, line.south.name, line.east.name, line.west.name} for line in lines]
    assert "Late Comer" not in named[0] and any("Late Comer" in seats for seats in named[1:])
    assert sheets.plan.revised_after == 1
