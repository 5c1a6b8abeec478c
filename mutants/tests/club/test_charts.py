"""The line charts' geometry: pure, no database."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from clubchicago.club.charts import (
    MOST_MARKED,
    MOST_POINTS,
    STYLES,
    Series,
    line_chart,
    nice_step,
    sample,
)


@pytest.mark.parametrize(
    ("span", "step"),
    [(0, 1), (1, 1), (4, 1), (7, 2), (10, 2), (23, 5), (100, 20), (1500, 500), (4300, 1000)],
)
def test_the_step_between_ticks_is_one_two_or_five_times_a_power_of_ten(span, step) -> None:
    assert nice_step(span) == step


def test_a_higher_value_is_drawn_higher_and_zero_is_on_the_chart() -> None:
    chart = line_chart([Series("A", (800, 1600, -400))])

    [line] = chart.lines
    ys = [point.y for point in line.points]
    assert ys[1] < ys[0] < chart.zero < ys[2]
    assert chart.top <= min(ys) and max(ys) <= chart.bottom
    assert [tick.value for tick in chart.value_ticks] == [-500, 0, 500, 1000, 1500, 2000]
    assert chart.value_ticks[0].at == chart.bottom and chart.value_ticks[-1].at == chart.top


def test_the_evenings_are_spread_evenly_from_edge_to_edge() -> None:
    chart = line_chart([Series("A", (1, 2, 3, 4, 5))], width=400, margin_left=60, margin_right=12)

    xs = [point.x for point in chart.lines[0].points]
    assert xs[0] == chart.left == 60 and xs[-1] == chart.right == 388
    gaps = {round(b - a, 1) for a, b in pairwise(xs)}
    assert gaps == {82.0}
    assert [tick.value for tick in chart.evening_ticks] == [1, 2, 3, 4, 5]


def test_one_evening_is_drawn_in_the_middle() -> None:
    chart = line_chart([Series("A", (300,))])

    [point] = chart.lines[0].points
    assert point.x == (chart.left + chart.right) / 2
    assert chart.lines[0].path == f"M{point.x:g} {point.y:g}"


def test_the_path_moves_to_the_first_point_then_draws_lines_to_the_next() -> None:
    chart = line_chart([Series("A", (0, 100, 200))], width=212, margin_left=12, margin_right=0)

    path = chart.lines[0].path

    assert re.fullmatch(r"M12 [\d.]+ L112 [\d.]+ L212 [\d.]+", path)
    assert "," not in path


def test_a_flat_series_of_zeros_still_has_a_scale() -> None:
    chart = line_chart([Series("A", (0, 0, 0))])

    assert [tick.value for tick in chart.value_ticks] == [0, 1]
    assert {point.y for point in chart.lines[0].points} == {chart.zero} == {chart.bottom}


def test_many_evenings_get_at_most_twelve_numbered_ticks() -> None:
    chart = line_chart([Series("A", tuple(range(50)))])

    ticks = [tick.value for tick in chart.evening_ticks]
    assert len(ticks) <= 12
    assert ticks[:3] == [1, 6, 11]
    assert len(chart.lines[0].points) == 50


def test_every_series_shares_one_scale_and_gets_its_own_style() -> None:
    series = [Series(f"P{n}", (n * 100, -n * 100)) for n in range(1, 8)]

    chart = line_chart(series)

    assert [line.style for line in chart.lines] == list(range(1, STYLES + 1))
    assert chart.lines[0].points[0].y > chart.lines[4].points[0].y
    assert chart.evenings == 2


def test_a_line_knows_its_last_highest_and_lowest_values() -> None:
    line = line_chart([Series("A", (200, -300, 900, 400))]).lines[0]

    assert (line.last, line.highest, line.lowest) == (400, 900, -300)


def test_no_series_makes_an_empty_chart() -> None:
    chart = line_chart([])

    assert chart.lines == () and chart.evening_ticks == () and chart.evenings == 0


def test_each_evening_is_marked_only_while_evenings_are_few() -> None:
    assert line_chart([Series("A", tuple(range(MOST_MARKED)))]).marked
    assert not line_chart([Series("A", tuple(range(MOST_MARKED + 1)))]).marked
    assert line_chart([Series("A", (5,))]).marked


@pytest.mark.parametrize(
    ("count", "step", "shown"),
    [(0, 1, 0), (1, 1, 1), (40, 1, 40), (41, 2, 21), (78, 2, 40), (80, 3, 28), (500, 13, 40)],
)
def test_a_long_chart_shows_one_evening_in_a_few_the_first_and_the_last(
    count: int, step: int, shown: int
) -> None:
    kept, every = sample(count)

    assert every == step and len(kept) == shown <= MOST_POINTS
    if count:
        assert kept[0] == 0 and kept[-1] == count - 1
        assert all(b - a == step for a, b in pairwise(kept[:-1]))
    if count > 1:
        assert 0 < kept[-1] - kept[-2] <= step


def test_the_evenings_across_can_be_numbered_as_shown() -> None:
    chart = line_chart([Series("A", (1, 2, 3))], numbers=[1, 14, 20])

    assert [tick.value for tick in chart.evening_ticks] == [1, 14, 20]
