"""Line charts drawn on the server: series of whole numbers turned into SVG path coordinates.

Words:
- a *series* is one line: a player's running season total in hundreds, evening by evening;
- the *plot* is the rectangle inside the margins where the lines are drawn;
- the *ticks* mark round values on the vertical axis (1, 2 or 5 times a power of ten apart,
  zero always among them) and evenings by their number on the horizontal one.

SVG's y grows downwards: a higher value has a smaller y. The page's template writes the markup
(``club/results/chart.html``: no script, nothing from another host) and the season's PDF draws
the same geometry with reportlab (``pdf/season.py``), so both show one chart.

This module does not interact with the database, nor with Django.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import ceil, floor

# Each series' style (colour and dash, in site.css and pdf/season.py) by its place: five at most.
STYLES = 5
MOST_EVENING_TICKS = 12
# Each evening's point is marked while they are few; past this many the marks only crowd the
# lines (and cost a PDF many shapes to draw).
MOST_MARKED = 24
# The most evenings a chart draws: past this many, one evening in a few (``sample``), so a long
# season costs a page what a short one does.
MOST_POINTS = 40


def sample(count: int, most: int = MOST_POINTS) -> tuple[tuple[int, ...], int]:
    """Which of ``count`` evenings (their indices, from 0) a chart draws, and one in how many.

    Every evening while there are at most ``most``; past that, one evening in ``step`` from the
    first (0, step, 2 x step...) and always the last, ``most`` at the very most.
    """
    step = 1
    while True:
        kept = (*range(0, count, step), *((count - 1,) if (count - 1) % step else ()))
        if len(kept) <= most:
            return kept, step
        step += 1


@dataclass(frozen=True)
class Series:
    """One line of the chart: its label and a value for each evening, in order."""

    label: str
    values: tuple[int, ...]


@dataclass(frozen=True)
class Point:
    x: float
    y: float
    value: int


@dataclass(frozen=True)
class Line:
    label: str
    style: int  # 1..STYLES: the series' colour and dash
    points: tuple[Point, ...]

    @property
    def path(self) -> str:
        """The SVG path through the points: ``M10 200 L60 180 L110 150``."""
        return " ".join(
            f"{'M' if index == 0 else 'L'}{_short(point.x)} {_short(point.y)}"
            for index, point in enumerate(self.points)
        )

    @property
    def last(self) -> int | None:
        return self.points[-1].value if self.points else None

    @property
    def highest(self) -> int | None:
        return max((point.value for point in self.points), default=None)

    @property
    def lowest(self) -> int | None:
        return min((point.value for point in self.points), default=None)


@dataclass(frozen=True)
class Tick:
    value: int
    at: float  # y for a value tick, x for an evening tick


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    left: float  # the plot's edges
    right: float
    top: float
    bottom: float
    lines: tuple[Line, ...]
    value_ticks: tuple[Tick, ...]  # bottom to top
    evening_ticks: tuple[Tick, ...]  # left to right; value: the evening's number, from 1
    zero: float  # y of the value 0 (always on the chart)

    @property
    def evenings(self) -> int:
        return max((len(line.points) for line in self.lines), default=0)

    @property
    def marked(self) -> bool:
        """Whether each evening's point is drawn as a dot: while there are few."""
        return self.evenings <= MOST_MARKED

    @property
    def value_label_x(self) -> float:
        """Where the value ticks' labels end, just left of the plot."""
        return self.left - 6

    @property
    def evening_label_y(self) -> float:
        """The baseline of the evenings' numbers, under the plot."""
        return self.bottom + 18


def nice_step(span: int, ticks: int = 5) -> int:
    """The gap between value ticks: 1, 2 or 5 times a power of ten, about ``ticks`` to ``span``."""
    if span <= 0:
        return 1
    raw = span / max(ticks, 1)
    power = 1
    while power * 10 <= raw:
        power *= 10
    for factor in (1, 2, 5):
        if factor * power >= raw:
            return factor * power
    return 10 * power


def line_chart(
    series: Sequence[Series],
    *,
    numbers: Sequence[int] | None = None,
    width: int = 400,
    height: int = 220,
    margin_left: int = 60,
    margin_right: int = 12,
    margin_top: int = 12,
    margin_bottom: int = 32,
) -> Chart:
    """The chart of ``series`` (at most ``STYLES``), all values sharing one vertical scale.

    The vertical scale runs from the lowest tick at or below both 0 and the lowest value to the
    highest tick at or above both 0 and the highest value; evenings are spread evenly across,
    one alone in the middle. ``numbers``: each value's evening number, for the ticks across
    (when only some evenings are drawn); 1, 2, 3... by default.
    """
    series = list(series)[:STYLES]
    values = [value for one in series for value in one.values]
    low, high = min([0, *values]), max([0, *values])
    step = nice_step(high - low)
    bottom_value = floor(low / step) * step
    top_value = ceil(high / step) * step
    if top_value == bottom_value:
        top_value = bottom_value + step
    left, right = float(margin_left), float(width - margin_right)
    top, bottom = float(margin_top), float(height - margin_bottom)

    def y_of(value: int) -> float:
        share = (value - bottom_value) / (top_value - bottom_value)
        return _round(bottom - share * (bottom - top))

    count = max((len(one.values) for one in series), default=0)

    def x_of(index: int) -> float:
        if count <= 1:
            return _round((left + right) / 2)
        return _round(left + index * (right - left) / (count - 1))

    lines = tuple(
        Line(
            label=one.label,
            style=place,
            points=tuple(
                Point(x_of(index), y_of(value), value) for index, value in enumerate(one.values)
            ),
        )
        for place, one in enumerate(series, start=1)
    )
    value_ticks = tuple(
        Tick(value, y_of(value)) for value in range(bottom_value, top_value + step, step)
    )
    every = ceil(count / MOST_EVENING_TICKS) if count else 1
    named = list(numbers) if numbers is not None else list(range(1, count + 1))
    evening_ticks = tuple(Tick(named[index], x_of(index)) for index in range(0, count, every))
    return Chart(
        width=width,
        height=height,
        left=left,
        right=right,
        top=top,
        bottom=bottom,
        lines=lines,
        value_ticks=value_ticks,
        evening_ticks=evening_ticks,
        zero=y_of(0),
    )


def _round(value: float) -> float:
    return round(value, 1)


def _short(value: float) -> str:
    """A coordinate as SVG reads it, without a useless ``.0``."""
    return f"{value:.1f}".removesuffix(".0")
