"""Splitting the players present into tables, and the seeded random draw."""

from __future__ import annotations

import random
import secrets

import pytest

from rotations import RotationError, draw_tables, new_seed, seatable, split_into_tables

EXAMPLES = {
    4: (4,),
    5: (5,),
    6: (6,),
    8: (4, 4),
    9: (4, 5),
    10: (5, 5),
    11: (5, 6),
    12: (4, 4, 4),
    13: (4, 4, 5),
    14: (4, 5, 5),
    15: (5, 5, 5),
}


@pytest.mark.parametrize(("count", "sizes"), EXAMPLES.items())
def test_split_prefers_more_tables_then_fives_over_sixes(count, sizes):
    assert split_into_tables(count) == sizes


@pytest.mark.parametrize("count", [4, 5, 6, *range(8, 41)])
def test_split_seats_everyone_at_as_many_tables_as_possible(count):
    sizes = split_into_tables(count)
    assert sum(sizes) == count
    assert all(size in (4, 5, 6) for size in sizes)
    assert len(sizes) == count // 4
    assert list(sizes) == sorted(sizes)
    assert seatable(count)


@pytest.mark.parametrize("count", [-1, 0, 1, 2, 3])
def test_fewer_than_four_players_cannot_make_a_table(count):
    with pytest.raises(RotationError) as caught:
        split_into_tables(count)
    assert "At least 4 players" in str(caught.value)
    assert caught.value.params == {"count": count}
    assert not seatable(count)


def test_seven_players_cannot_all_be_seated():
    with pytest.raises(RotationError) as caught:
        split_into_tables(7)
    message = str(caught.value)
    assert message.startswith("7 players cannot all be seated")
    assert "at most 6" in message
    assert "at least 8" in message
    assert "Add a player, or let one sit out" in message
    assert not seatable(7)


def test_a_count_that_is_not_a_whole_number_is_a_programming_error():
    with pytest.raises(TypeError):
        split_into_tables("8")  # type: ignore[arg-type]  # the mistake under test


NAMES = [f"player{number:02d}" for number in range(1, 21)]


def test_the_same_seed_gives_the_same_draw():
    assert draw_tables(NAMES, seed=1234) == draw_tables(NAMES, seed=1234)


def test_the_order_the_players_come_in_does_not_change_the_draw():
    shuffled = NAMES[:]
    random.Random(99).shuffle(shuffled)
    assert shuffled != NAMES
    assert draw_tables(shuffled, seed=1234) == draw_tables(NAMES, seed=1234)
    assert draw_tables(tuple(reversed(NAMES)), seed=1234) == draw_tables(NAMES, seed=1234)


def test_different_seeds_give_different_draws():
    draws = {draw_tables(NAMES, seed=seed) for seed in range(10)}
    assert len(draws) == 10


def test_the_draw_does_not_touch_the_global_random_generator():
    random.seed(5)
    expected = random.random()
    random.seed(5)
    draw_tables(NAMES, seed=1)
    assert random.random() == expected


def test_the_draw_seats_everyone_once_at_the_default_sizes():
    tables = draw_tables(NAMES, seed=7)
    assert tuple(len(table) for table in tables) == split_into_tables(20)
    assert sorted(player for table in tables for player in table) == NAMES


def test_given_sizes_are_used_in_their_order():
    tables = draw_tables(list(range(100, 114)), seed=3, sizes=[5, 4, 5])
    assert [len(table) for table in tables] == [5, 4, 5]


def test_the_order_within_a_table_is_the_player_number():
    tables = draw_tables(["ann", "bob", "cid", "dee", "eve"], seed=11)
    (table,) = tables
    numbers = {player: number for number, player in enumerate(table, start=1)}
    assert sorted(numbers.values()) == [1, 2, 3, 4, 5]
    assert table[numbers["eve"] - 1] == "eve"


def test_a_player_listed_twice_is_refused():
    with pytest.raises(RotationError) as caught:
        draw_tables(["ann", "bob", "cid", "ann", "dee"], seed=1)
    assert str(caught.value) == "ann is listed twice"
    assert caught.value.template == "%(player)s is listed twice"


@pytest.mark.parametrize("sizes", [[4, 3, 6], [7, 6], [3]])
def test_sizes_outside_four_to_six_are_refused(sizes):
    with pytest.raises(RotationError, match="a table seats 4, 5 or 6"):
        draw_tables(list(range(sum(sizes))), seed=1, sizes=sizes)


def test_sizes_naming_the_bad_table_from_one():
    with pytest.raises(RotationError) as caught:
        draw_tables(list(range(13)), seed=1, sizes=[4, 3, 6])
    assert caught.value.params == {"table": 2, "size": 3}


def test_sizes_must_seat_exactly_the_players_present():
    with pytest.raises(RotationError) as caught:
        draw_tables(list(range(10)), seed=1, sizes=[4, 5])
    assert caught.value.params == {"seats": 9, "count": 10}


def test_seven_players_cannot_be_drawn_without_sizes():
    with pytest.raises(RotationError, match="7 players cannot all be seated"):
        draw_tables(list(range(7)), seed=1)


def test_a_seed_must_be_an_int():
    with pytest.raises(TypeError):
        draw_tables(NAMES, seed="1234")  # type: ignore[arg-type]  # the mistake under test


def test_new_seeds_are_non_negative_ints_below_two_to_the_31():
    seeds = {new_seed() for _ in range(20)}
    assert all(isinstance(seed, int) and 0 <= seed < 2**31 for seed in seeds)
    assert len(seeds) > 1


# -- the draw the site makes: database keys, a stored seed ---------------------------------------


def test_a_seed_draws_the_same_tables_of_player_keys_whatever_their_order() -> None:
    # The site draws players' database keys, whole numbers: sorted as text before the shuffle.
    drawn = ((1, 6, 11, 4), (8, 3, 13, 12), (9, 7, 5, 2, 10))
    assert draw_tables(list(range(1, 14)), 2026) == drawn
    assert draw_tables(list(range(13, 0, -1)), 2026) == drawn
    assert draw_tables(list(range(1, 12)), 7) == ((10, 9, 2, 8, 7), (3, 6, 1, 5, 11, 4))


def test_a_new_seed_is_a_whole_number_below_two_to_the_thirty_first(monkeypatch) -> None:
    # The evening stores it in a database integer column: 0 to 2**31 - 1 fit everywhere.
    asked: list[int] = []

    def highest(bound: int) -> int:
        asked.append(bound)
        return bound - 1

    monkeypatch.setattr(secrets, "randbelow", highest)
    assert new_seed() == 2**31 - 1
    assert asked == [2**31]


def test_new_seeds_differ_and_stay_in_range() -> None:
    seeds = [new_seed() for _ in range(50)]
    assert all(0 <= seed < 2**31 for seed in seeds)
    assert len(set(seeds)) > 45


@pytest.mark.parametrize("count", [True, False, 8.0])
def test_a_count_of_players_that_is_no_whole_number_is_a_programming_error(count: object) -> None:
    with pytest.raises(TypeError) as caught:
        split_into_tables(count)  # type: ignore[arg-type]  # the mistake under test
    assert str(caught.value) == f"a number of players must be an int, got {count!r}"


@pytest.mark.parametrize("seed", [True, 1.5, None])
def test_a_seed_that_is_no_whole_number_is_a_programming_error(seed: object) -> None:
    with pytest.raises(TypeError) as caught:
        draw_tables(NAMES[:8], seed=seed)  # type: ignore[arg-type]  # the mistake under test
    assert str(caught.value) == f"a draw seed must be an int, got {seed!r}"


def test_the_draws_refusals_name_what_is_wrong() -> None:
    refusals = {
        (3,): (
            "At least 4 players are needed to make a Chicago table (%(count)s present)",
            {"count": 3},
        ),
    }
    for args, (template, params) in refusals.items():
        with pytest.raises(RotationError) as caught:
            split_into_tables(*args)
        assert (caught.value.template, caught.value.params) == (template, params)
    with pytest.raises(RotationError) as caught:
        split_into_tables(7)
    assert caught.value.template == (
        "%(count)s players cannot all be seated: one table seats at most 6 and two tables "
        "need at least 8. Add a player, or let one sit out."
    )
    assert caught.value.params == {"count": 7}
    with pytest.raises(RotationError) as caught:
        draw_tables(["a", "b", "a", "c"], seed=1)
    assert (caught.value.template, caught.value.params) == (
        "%(player)s is listed twice",
        {"player": "a"},
    )
    with pytest.raises(RotationError) as caught:
        draw_tables(NAMES[:9], seed=1, sizes=(4, 3, 2))
    assert (caught.value.template, caught.value.params) == (
        "Table %(table)s would have %(size)s players; a table seats 4, 5 or 6",
        {"table": 2, "size": 3},
    )
    with pytest.raises(RotationError) as caught:
        draw_tables(NAMES[:9], seed=1, sizes=(4, 4))
    assert (caught.value.template, caught.value.params) == (
        "The tables have %(seats)s seats for %(count)s players",
        {"seats": 8, "count": 9},
    )


def test_ids_that_read_alike_draw_the_same_whatever_order_they_come_in() -> None:
    # 1 and "1" read the same as text: their type breaks the tie before the shuffle.
    ids: list[int | str] = [1, "1", 2, "2", 3, "3", 4, "4"]
    drawn = draw_tables(ids, seed=7)
    for seed in range(1, 6):
        shuffled = list(ids)
        random.Random(seed).shuffle(shuffled)
        assert draw_tables(shuffled, seed=7) == drawn
