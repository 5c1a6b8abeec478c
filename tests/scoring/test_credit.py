"""Crediting players with a chukker's net: winners +, losers -, sitters-out nothing."""

from __future__ import annotations

import random

import pytest

from rotations import schedule
from scoring import NOTHING, Credit, Half, Side, Unit, player_credits, side_credits


def test_the_winning_side_gets_the_rounded_net_and_the_losers_its_negation() -> None:
    credits = side_credits(1350, 600)

    assert credits[Side.NS] == Credit(raw=750, rounded_points=800, fiches=8)
    assert credits[Side.EW] == Credit(raw=-750, rounded_points=-800, fiches=-8)


def test_east_west_winning_is_credited_the_other_way() -> None:
    credits = side_credits(120, 860)

    assert credits[Side.EW] == Credit(raw=740, rounded_points=700, fiches=7)
    assert credits[Side.NS] == Credit(raw=-740, rounded_points=-700, fiches=-7)


def test_a_tie_credits_nobody() -> None:
    assert side_credits(500, 500) == {Side.NS: NOTHING, Side.EW: NOTHING}


def test_an_exact_half_follows_the_evenings_rule_for_both_sides() -> None:
    down = side_credits(750, 0, half=Half.DOWN)

    assert down[Side.NS].rounded_points == 700
    assert down[Side.EW].rounded_points == -700


def test_a_fiche_worth_two_hundred_points_counts_fewer_fiches() -> None:
    credits = side_credits(1700, 0, fiche_value=200)

    assert credits[Side.NS].fiches == 9  # 1700 is 8.5 fiches of 200: the half rounds up
    assert credits[Side.EW].fiches == -9
    assert side_credits(1700, 0, half="down", fiche_value=200)[Side.NS].fiches == 8
    assert side_credits(1650, 0, fiche_value=200)[Side.NS].fiches == 8  # 8.25 -> 8, one rounding


def test_credits_add_up() -> None:
    assert Credit(750, 800, 8) + Credit(-40, 0, 0) == Credit(710, 800, 8)


def test_sitters_out_are_credited_nothing() -> None:
    credits = player_credits((1, 2), (3, 4), 900, 100, sitting_out=(5, 6))

    assert credits[5] == credits[6] == NOTHING
    assert credits[1] == credits[2] == Credit(800, 800, 8)
    assert credits[3] == credits[4] == Credit(-800, -800, -8)


@pytest.mark.parametrize("size", [4, 5, 6])
@pytest.mark.parametrize("half", [Half.UP, Half.DOWN])
@pytest.mark.parametrize("fiche_value", [100, 200])
def test_every_position_of_every_table_size_sums_to_zero(
    size: int, half: Half, fiche_value: int
) -> None:
    chance = random.Random(f"{size}-{half}-{fiche_value}")
    for position in schedule(size):
        for _ in range(50):
            # Totals in tens, as bridge scores are; some exact 50s and ties among them.
            ns_total = chance.randrange(0, 300) * 10
            ew_total = chance.choice([ns_total, chance.randrange(0, 300) * 10])
            credits = player_credits(
                position.pairs[0],
                position.pairs[1],
                ns_total,
                ew_total,
                sitting_out=position.sitting_out,
                half=half,
                fiche_value=fiche_value,
            )

            assert sorted(credits) == list(range(1, size + 1))
            assert sum(credits.values(), NOTHING) == NOTHING


def test_credits_add_up_in_each_form() -> None:
    assert Credit(750, 800, 8) + Credit(-40, -100, 3) == Credit(710, 700, 11)
    assert NOTHING + Credit(1, 2, 3) == Credit(1, 2, 3)
    assert -Credit(1, 2, 3) == Credit(-1, -2, -3)


def test_players_are_credited_in_fiches_of_the_evenings_value() -> None:
    credits = player_credits((1, 2), (3, 4), 1750, 0, fiche_value=500)

    assert credits[1] == credits[2] == Credit(1750, 1800, 4)  # 3.5 fiches of 500: the half up
    assert credits[3] == Credit(-1750, -1800, -4)
    down = player_credits((1, 2), (3, 4), 1750, 0, half="down", fiche_value=500)
    assert down[1] == Credit(1750, 1700, 3)


@pytest.mark.parametrize(
    ("unit", "recorded"),
    [(Unit.FICHES, 7), ("fiches", 7), (Unit.HUNDREDS, 700), ("hundreds", 700)],
)
def test_a_credit_is_recorded_in_the_evenings_unit(unit: Unit | str, recorded: int) -> None:
    assert Credit(740, 700, 7).in_unit(unit) == recorded
