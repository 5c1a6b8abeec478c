"""The season's PDF: its standings and the leaders' progression drawn with reportlab."""

from __future__ import annotations

import datetime as dt

import pytest
from reportlab.graphics.shapes import Circle, PolyLine, String

from clubchicago.club.charts import Series, line_chart
from clubchicago.club.models import Club, Season
from clubchicago.club.pdf.season import SERIES_COLOURS, SeasonPdf, chart_drawing
from clubchicago.club.selectors.season_standings import season_standings
from tests import factories
from tests.factories import closed_chukker, seat_players
from tests.pdf_helpers import pdf_text

pytestmark = pytest.mark.django_db


def season_of_two_evenings(closed: bool = True) -> Season:
    season = factories.make_season()
    players = factories.make_players(4)
    for day in range(2):
        evening = factories.make_evening(
            season=season, date=dt.date(2026, 10, 1) + dt.timedelta(days=day), published=True
        )
        [table] = seat_players(evening, [players])
        closed_chukker(table, 1, 800, 0, closed=closed)
    return season


def test_the_season_pdf_draws_the_leaders_progression_with_a_legend() -> None:
    season = season_of_two_evenings()
    standings = season_standings(season)

    text = pdf_text(SeasonPdf(club=Club.load(), season=season, standings=standings).render())

    assert "The leaders' progression" in text
    assert "+1600" in text  # the top value tick
    for row in standings.rows:
        assert text.count(row.name) == 2  # a line of the standings, and the legend


def test_a_season_where_no_chukker_counts_yet_has_no_chart() -> None:
    season = season_of_two_evenings(closed=False)

    text = pdf_text(
        SeasonPdf(club=Club.load(), season=season, standings=season_standings(season)).render()
    )

    assert "progression" not in text


def test_the_drawing_follows_the_chart_with_pdf_coordinates_upside_down() -> None:
    chart = line_chart([Series("A", (0, 500, 1000)), Series("B", (0, -500, -1000))])

    drawing = chart_drawing(chart)

    lines = [shape for shape in drawing.contents if isinstance(shape, PolyLine)]
    assert len(lines) == 2
    first = lines[0].points  # x0, y0, x1, y1, ...
    assert first[0] == chart.left and first[-2] == chart.right
    assert first[1] < first[3] < first[5]  # rising in the PDF as on the page
    assert lines[0].strokeColor.hexval()[2:].lower() == SERIES_COLOURS[0][1:]
    assert lines[1].strokeDashArray is not None and lines[0].strokeDashArray is None
    assert len([shape for shape in drawing.contents if isinstance(shape, Circle)]) == 6
    labels = {shape.text for shape in drawing.contents if isinstance(shape, String)}
    assert {"A", "B", "1", "3", "0", "+1000", "−1000"} <= labels
