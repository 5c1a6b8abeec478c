"""The rotation tables, checked line by line against docs/rules.md#rotation-tables."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from rotations import Position, RotationError, positions_played, schedule

# Copied from docs/rules.md#rotation-tables: (first pair, second pair, sitting out).
EXPECTED: dict[int, list[tuple[tuple[int, int], tuple[int, int], tuple[int, ...]]]] = {
    4: [
        ((1, 2), (3, 4), ()),
        ((1, 3), (2, 4), ()),
        ((1, 4), (2, 3), ()),
    ],
    5: [
        ((1, 2), (3, 4), (5,)),
        ((1, 5), (2, 3), (4,)),
        ((1, 4), (2, 5), (3,)),
        ((1, 3), (4, 5), (2,)),
        ((2, 4), (3, 5), (1,)),
    ],
    6: [
        ((3, 4), (5, 6), (1, 2)),
        ((1, 5), (2, 6), (3, 4)),
        ((1, 3), (4, 2), (5, 6)),
        ((3, 5), (4, 6), (1, 2)),
        ((1, 6), (2, 5), (3, 4)),
        ((1, 4), (2, 3), (5, 6)),
        ((3, 6), (4, 5), (1, 2)),
        ((1, 2), (5, 6), (3, 4)),
    ],
}


def test_the_api_example_from_the_brief_holds():
    assert schedule(5)[0].pairs == ((1, 2), (3, 4))
    assert schedule(5)[0].sitting_out == (5,)


@pytest.mark.parametrize("n", [4, 5, 6])
def test_every_position_is_exactly_as_printed_in_the_rules(n):
    expected = [
        Position(number=number, pairs=(first, second), sitting_out=out)
        for number, (first, second, out) in enumerate(EXPECTED[n], start=1)
    ]
    assert schedule(n) == tuple(expected)


@pytest.mark.parametrize(("n", "count"), [(4, 3), (5, 5), (6, 8)])
def test_a_table_has_the_stated_number_of_positions(n, count):
    assert len(schedule(n)) == count


@pytest.mark.parametrize("n", [4, 5, 6])
def test_each_position_has_four_distinct_players_and_the_rest_sit_out(n):
    for position in schedule(n):
        assert len(set(position.players)) == 4
        assert position.players == tuple(sorted(position.players))
        assert set(position.players) | set(position.sitting_out) == set(range(1, n + 1))
        assert not set(position.players) & set(position.sitting_out)
        assert position.sitting_out == tuple(sorted(position.sitting_out))


@pytest.mark.parametrize("n", [4, 5, 6])
def test_every_player_partners_every_other_at_least_once_per_cycle(n):
    counts = Counter(pair for position in schedule(n) for pair in position.partnerships)
    expected = {frozenset(pair): 1 for pair in combinations(range(1, n + 1), 2)}
    if n == 6:
        # docs/rules.md#rotation-6: at 6 players, 5 and 6 partner twice.
        expected[frozenset({5, 6})] = 2
    assert counts == expected


@pytest.mark.parametrize(
    ("n", "times_out"),
    [
        (4, {1: 0, 2: 0, 3: 0, 4: 0}),
        (5, {1: 1, 2: 1, 3: 1, 4: 1, 5: 1}),
        (6, {1: 3, 2: 3, 3: 3, 4: 3, 5: 2, 6: 2}),
    ],
)
def test_each_player_sits_out_as_often_as_the_rules_say(n, times_out):
    counts = Counter(player for position in schedule(n) for player in position.sitting_out)
    assert {player: counts[player] for player in range(1, n + 1)} == times_out


def test_the_five_player_table_sits_out_players_five_down_to_one():
    assert [position.sitting_out for position in schedule(5)] == [(5,), (4,), (3,), (2,), (1,)]


def test_at_six_players_five_and_six_play_six_positions_and_the_others_five():
    assert positions_played(6) == {1: 5, 2: 5, 3: 5, 4: 5, 5: 6, 6: 6}


@pytest.mark.parametrize(("n", "each"), [(4, 3), (5, 4)])
def test_at_four_and_five_players_everyone_plays_the_same_number_of_positions(n, each):
    assert positions_played(n) == dict.fromkeys(range(1, n + 1), each)


def test_positions_are_numbered_from_one():
    assert [position.number for position in schedule(6)] == list(range(1, 9))


def test_partnerships_are_sets_north_south_first():
    assert schedule(6)[2].partnerships == (frozenset({1, 3}), frozenset({2, 4}))


@pytest.mark.parametrize("n", [3, 7, 0, -5, "5", True, 5.0, None])
def test_a_table_of_any_other_size_is_refused(n):
    with pytest.raises(RotationError) as caught:
        schedule(n)
    assert caught.value.template == "A Chicago table seats 4, 5 or 6 players; this one has %(n)s"
    assert caught.value.params == {"n": n}


def test_positions_played_refuses_a_bad_size_too():
    with pytest.raises(RotationError):
        positions_played(7)
