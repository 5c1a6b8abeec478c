"""Moving and swapping players after the draw."""

from __future__ import annotations

import pytest

from rotations import RotationError, move_player, swap_players

TABLES = (("a", "b", "c", "d", "e"), ("f", "g", "h", "i"), ("j", "k", "l", "m", "n", "o"))


def test_a_moved_player_takes_the_last_number_at_the_new_table():
    moved = move_player(TABLES, "c", to_table=2)
    assert moved == (("a", "b", "d", "e"), ("f", "g", "h", "i", "c"), TABLES[2])


def test_moving_a_player_leaves_the_original_seating_alone():
    move_player(TABLES, "c", to_table=2)
    assert TABLES[0] == ("a", "b", "c", "d", "e")


def test_moving_a_player_to_their_own_table_changes_nothing():
    assert move_player(TABLES, "c", to_table=1) == TABLES


def test_a_move_that_leaves_three_players_is_refused_naming_the_table():
    with pytest.raises(RotationError) as caught:
        move_player(TABLES, "g", to_table=1)
    assert caught.value.params == {"table": 2, "size": 3}
    assert str(caught.value) == "Table 2 would have 3 players; a table seats 4, 5 or 6"


def test_a_move_that_makes_seven_players_is_refused_naming_the_table():
    with pytest.raises(RotationError) as caught:
        move_player(TABLES, "a", to_table=3)
    assert caught.value.params == {"table": 3, "size": 7}


@pytest.mark.parametrize("to_table", [0, 4, -1])
def test_moving_to_a_table_that_does_not_exist_is_refused(to_table):
    with pytest.raises(RotationError) as caught:
        move_player(TABLES, "a", to_table=to_table)
    assert str(caught.value) == f"There is no table {to_table}"


def test_moving_someone_who_is_not_seated_is_refused():
    with pytest.raises(RotationError) as caught:
        move_player(TABLES, "z", to_table=1)
    assert str(caught.value) == "z is not seated at any table"


def test_a_seating_with_a_player_twice_is_refused():
    with pytest.raises(RotationError, match="a is listed twice"):
        move_player((("a", "b", "c", "d"), ("a", "e", "f", "g")), "b", to_table=2)


def test_swapping_across_tables_exchanges_tables_and_numbers():
    swapped = swap_players(TABLES, "b", "n")
    assert swapped == (
        ("a", "n", "c", "d", "e"),
        TABLES[1],
        ("j", "k", "l", "m", "b", "o"),
    )


def test_swapping_within_a_table_exchanges_numbers():
    assert swap_players(TABLES, "f", "i")[1] == ("i", "g", "h", "f")


def test_swapping_a_player_with_themselves_changes_nothing():
    assert swap_players(TABLES, "k", "k") == TABLES


@pytest.mark.parametrize(("a", "b"), [("z", "a"), ("a", "z")])
def test_swapping_someone_who_is_not_seated_is_refused(a, b):
    with pytest.raises(RotationError, match="z is not seated at any table"):
        swap_players(TABLES, a, b)


@pytest.mark.parametrize("table", [True, False, 0, 4, "2", 2.0])
def test_a_move_to_a_table_that_is_not_there_is_refused_naming_it(table: object) -> None:
    # True is an int to Python, but no table number.
    with pytest.raises(RotationError) as caught:
        move_player(TABLES, "c", to_table=table)  # type: ignore[arg-type]  # the mistake under test
    assert (caught.value.template, caught.value.params) == (
        "There is no table %(table)s",
        {"table": table},
    )


def test_moving_or_swapping_someone_not_seated_is_refused_naming_them() -> None:
    with pytest.raises(RotationError) as moved:
        move_player(TABLES, "z", 1)
    with pytest.raises(RotationError) as swapped:
        swap_players(TABLES, "a", "z")
    for caught in (moved, swapped):
        assert (caught.value.template, caught.value.params) == (
            "%(player)s is not seated at any table",
            {"player": "z"},
        )
