"""The changes the director asks for, as the seating each leads to (``rotations.replans``;
docs/rules.md#changes-during-the-evening). No database: seatings of player ids."""

from __future__ import annotations

import pytest

from rotations import RotationError
from rotations.moves import join, leave, merge, move_player, replace, split, swap_players
from rotations.replans import Request, RequestKind, seating_after

# Table 1 of 5, table 2 of 4, table 3 of 6; 20 and 21 are present but unseated.
SEATING = ((1, 2, 3, 4, 5), (6, 7, 8, 9), (10, 11, 12, 13, 14, 15))


def refusal(request: Request, seating: tuple[tuple[int, ...], ...] = SEATING) -> str:
    with pytest.raises(RotationError) as caught:
        seating_after(seating, request)
    assert caught.value.params == {}
    return caught.value.template


# -- the request ----------------------------------------------------------------------------


def test_a_request_reads_its_kind_as_the_enum():
    request = Request("move", player=1, table=2)
    assert request.kind is RequestKind.MOVE
    assert Request(RequestKind.SPLIT).kind is RequestKind.SPLIT


def test_a_kind_that_is_none_is_the_callers_mistake():
    with pytest.raises(ValueError, match="is not a valid RequestKind"):
        Request("sit")


def test_the_kinds_are_the_forms_choices_in_order():
    assert Request.KINDS == ("move", "swap", "leave", "replace", "merge", "split", "back")
    assert all(type(kind) is str for kind in Request.KINDS)


def test_a_request_names_its_players_in_the_order_of_its_fields():
    request = Request("swap", player=1, first=2, second=3, by=4, table=5, other=6, players=(7, 8))
    assert request.mentioned() == [1, 2, 3, 4, 7, 8]
    assert Request("leave", player=0).mentioned() == [0]
    assert Request("split", table=1).mentioned() == []


# -- each kind ------------------------------------------------------------------------------


def test_a_seated_player_moves_and_an_unseated_one_joins():
    assert seating_after(SEATING, Request("move", player=5, table=2)) == move_player(SEATING, 5, 2)
    assert seating_after(SEATING, Request("move", player=20, table=2)) == join(SEATING, 20, 2)


def test_two_seated_players_swap():
    after = seating_after(SEATING, Request("swap", first=1, second=6))
    assert after == swap_players(SEATING, 1, 6)


def test_a_swap_with_an_unseated_player_is_a_substitute_either_way_round():
    replaced = replace(SEATING, 1, 20)
    assert seating_after(SEATING, Request("swap", first=1, second=20)) == replaced
    assert seating_after(SEATING, Request("swap", first=20, second=1)) == replaced


def test_a_player_is_not_swapped_with_themselves():
    assert refusal(Request("swap", first=1, second=1)) == "Choose two different players to swap."
    assert refusal(Request("swap", first=20, second=20)) == "Choose two different players to swap."


def test_two_unseated_players_are_not_swapped():
    assert refusal(Request("swap", first=20, second=21)) == "Neither player is seated at a table."


def test_a_player_leaves():
    assert seating_after(SEATING, Request("leave", player=1, table=2)) == leave(SEATING, 1)


def test_a_player_who_left_comes_back():
    assert seating_after(SEATING, Request("back", player=20, table=2)) == join(SEATING, 20, 2)


def test_a_seated_player_does_not_come_back():
    expected = "This player is seated at a table already."
    assert refusal(Request("back", player=5, table=2)) == expected


def test_a_player_is_replaced():
    after = seating_after(SEATING, Request("replace", player=6, by=20, table=3))
    assert after == replace(SEATING, 6, 20)


def test_two_tables_merge_with_players_leaving():
    request = Request("merge", table=2, other=1, players=(1, 2, 3))
    assert seating_after(SEATING, request) == merge(SEATING, 2, 1, (1, 2, 3))
    merged = seating_after(((1, 2, 3, 4), (5, 6)), Request("merge", table=1, other=2))
    assert merged == ((1, 2, 3, 4, 5, 6), ())


def test_a_split_takes_players_of_its_table_and_unseated_ones():
    request = Request("split", table=3, players=(10, 11, 20, 21))
    assert seating_after(SEATING, request) == split(SEATING, 3, [10, 11], [20, 21])
    assert seating_after(SEATING, request)[3] == (10, 11, 20, 21)


def test_a_split_of_the_first_table_reads_its_players():
    seating = ((1, 2, 3, 4, 5, 6), (7, 8, 9, 10))
    request = Request("split", table=1, players=(1, 2, 20, 21), player=7)
    assert seating_after(seating, request) == ((3, 4, 5, 6), (7, 8, 9, 10), (1, 2, 20, 21))


@pytest.mark.parametrize("table", [0, 4, -1])
def test_a_split_of_a_table_that_is_none_takes_no_seated_player(table):
    # Every player named is read as arriving: a seated one is refused as seated already,
    # before the table's number is checked only when the split itself runs.
    with pytest.raises(RotationError) as caught:
        seating_after(SEATING, Request("split", table=table, players=(20, 21, 22, 23)))
    assert caught.value.params.get("table") == table


# -- incomplete requests --------------------------------------------------------------------

INCOMPLETE = [
    Request("move", player=5),
    Request("move", table=2),
    Request("swap", first=1),
    Request("swap", second=1),
    Request("leave", table=1),
    Request("back", player=20),
    Request("back", table=2),
    Request("replace", player=6),
    Request("replace", by=20),
    Request("merge", table=1),
    Request("merge", other=2),
    Request("split", players=(1, 2, 3, 4)),
]


@pytest.mark.parametrize("request_", INCOMPLETE, ids=repr)
def test_an_incomplete_request_is_the_callers_mistake(request_):
    with pytest.raises(ValueError, match=r"^an incomplete seating request: Request\(kind=") as e:
        seating_after(SEATING, request_)
    assert not isinstance(e.value, RotationError)
