"""Moving and swapping players after the draw."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rotations import RotationError, join, leave, merge, move_player, replace, split, swap_players

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


# -- changes during the evening -----------------------------------------------------------------


def test_a_late_arrival_joins_a_table_which_plays_on_larger():
    assert join(TABLES, "z", 2) == (TABLES[0], ("f", "g", "h", "i", "z"), TABLES[2])


def test_a_late_arrival_cannot_join_a_table_of_6_or_a_table_that_stopped():
    with pytest.raises(RotationError) as refused:
        join(TABLES, "z", 3)
    assert refused.value.params == {"table": 3, "size": 7}
    with pytest.raises(RotationError, match="has stopped"):
        join((TABLES[0], ()), "z", 2)


def test_a_player_already_seated_does_not_join_twice():
    with pytest.raises(RotationError, match="already seated"):
        join(TABLES, "a", 2)


def test_a_player_leaves_a_table_of_5_which_plays_on_as_4():
    assert leave(TABLES, "c") == (("a", "b", "d", "e"), TABLES[1], TABLES[2])


def test_a_substitute_or_a_lent_player_takes_the_leavers_place():
    # A substitute, present and not seated, takes the number too.
    assert replace(TABLES, "g", "z")[1] == ("f", "z", "h", "i")
    # A player lent by the table of 6, which plays on as 5.
    lent = replace(TABLES, "g", "o")
    assert lent[1] == ("f", "o", "h", "i") and lent[2] == ("j", "k", "l", "m", "n")


def test_a_lent_player_cannot_leave_a_table_of_4_with_3():
    with pytest.raises(RotationError) as refused:
        replace(TABLES, "a", "f")
    assert refused.value.params == {"table": 2, "size": 3}


def test_two_tables_that_each_lose_a_player_merge_and_one_stops():
    fours = (("a", "b", "c", "d"), ("e", "f", "g", "h"))
    assert merge(fours, 1, 2, leaving=["d", "e"]) == (("a", "b", "c", "f", "g", "h"), ())


@pytest.mark.parametrize(
    ("into", "other", "leaving"), [(1, 1, []), (1, 2, []), (1, 2, ["z"]), (1, 4, [])]
)
def test_merges_that_cannot_be_are_refused(into, other, leaving):
    fours = (("a", "b", "c", "d"), ("e", "f", "g", "h"), ())
    with pytest.raises(RotationError):
        merge(fours, into, other, leaving=leaving)


def test_a_table_of_6_and_two_late_arrivals_make_two_tables_of_4():
    six = (("a", "b", "c", "d", "e", "f"),)
    assert split(six, 1, moving=["e", "f"], arriving=["y", "z"]) == (
        ("a", "b", "c", "d"),
        ("e", "f", "y", "z"),
    )


def test_a_split_leaving_three_at_either_table_is_refused():
    six = (("a", "b", "c", "d", "e", "f"),)
    with pytest.raises(RotationError):
        split(six, 1, moving=["d", "e", "f"], arriving=["z"])
    with pytest.raises(RotationError, match="does not sit at table 1"):
        split(six, 1, moving=["q"], arriving=["y", "z"])


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


# -- every refusal, with the words the site translates and the values it fills in ---------------

FOUR = ("a1", "a2", "a3", "a4")
FIVE = ("b1", "b2", "b3", "b4", "b5")
SIX = ("c1", "c2", "c3", "c4", "c5", "c6")


def refusal(change: Callable[[], object]) -> tuple[str, dict[str, object], str]:
    with pytest.raises(RotationError) as refused:
        change()
    return refused.value.template, refused.value.params, str(refused.value)


@pytest.mark.parametrize("number", [0, 3, True, "1", None])
def test_a_table_that_does_not_exist_is_named_as_given(number: object) -> None:
    tables = (FOUR, FIVE)
    expected = ("There is no table %(table)s", {"table": number}, f"There is no table {number}")
    assert refusal(lambda: join(tables, "late", number)) == expected  # type: ignore[arg-type]
    assert refusal(lambda: merge(tables, number, 2)) == expected  # type: ignore[arg-type]
    assert refusal(lambda: split(tables, number, ["b1"])) == expected  # type: ignore[arg-type]


def test_a_player_already_seated_cannot_join_or_arrive() -> None:
    tables = (FOUR, FIVE)
    expected = (
        "%(player)s is already seated at a table",
        {"player": "b2"},
        "b2 is already seated at a table",
    )
    assert refusal(lambda: join(tables, "b2", 1)) == expected
    assert refusal(lambda: split((SIX, FIVE), 1, ["c5", "c6"], ["late", "b2"])) == expected


def test_nobody_joins_a_table_that_has_stopped() -> None:
    assert refusal(lambda: join(((), SIX), "late", 1)) == (
        "Table %(table)s has stopped",
        {"table": 1},
        "Table 1 has stopped",
    )


def test_a_player_cannot_replace_themselves() -> None:
    assert refusal(lambda: replace((FOUR,), "a2", "a2")) == (
        "Choose two different players.",
        {},
        "Choose two different players.",
    )


def test_a_table_cannot_merge_with_itself() -> None:
    assert refusal(lambda: merge((FOUR, FIVE), 2, 2)) == (
        "Choose two different tables to merge.",
        {},
        "Choose two different tables to merge.",
    )


@pytest.mark.parametrize(
    ("tables", "into", "other", "stopped"),
    [
        (((), FOUR, FIVE), 1, 2, 1),
        (((), FOUR, FIVE), 2, 1, 1),
        ((FOUR, FIVE, ()), 2, 3, 3),
        ((FOUR, FIVE, ()), 3, 1, 3),
    ],
)
def test_a_merge_names_the_table_that_has_stopped(
    tables: tuple[tuple[str, ...], ...], into: int, other: int, stopped: int
) -> None:
    assert refusal(lambda: merge(tables, into, other)) == (
        "Table %(table)s has stopped",
        {"table": stopped},
        f"Table {stopped} has stopped",
    )


def test_a_merge_names_a_leaver_from_neither_table() -> None:
    assert refusal(lambda: merge((FOUR, ("d1", "d2", "d3", "d4"), FIVE), 1, 2, ["b1"])) == (
        "%(player)s does not sit at either table",
        {"player": "b1"},
        "b1 does not sit at either table",
    )


def test_a_split_names_a_player_who_is_not_at_the_table() -> None:
    assert refusal(lambda: split((SIX, FIVE), 1, ["c5", "b1"], ["late1", "late2"])) == (
        "%(player)s does not sit at table %(table)s",
        {"player": "b1", "table": 1},
        "b1 does not sit at table 1",
    )


def test_a_split_keeps_every_other_table_in_its_place() -> None:
    tables = (FOUR, SIX, FIVE)
    assert split(tables, 2, ["c5", "c6"], ["late1", "late2"]) == (
        FOUR,
        ("c1", "c2", "c3", "c4"),
        FIVE,
        ("c5", "c6", "late1", "late2"),
    )
