"""The season's cumulative standings: every evening counted in hundreds, fiches beside them,
and the leaders' progression drawn with reportlab's graphics from the page's own chart
(``clubchicago.club.charts``): same scale, colours and dashes as the season's page."""

from __future__ import annotations

import datetime as dt

from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from reportlab.graphics.shapes import Circle, Drawing, Line, PolyLine, String
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether

from clubchicago.club import caching, display, standings_columns
from clubchicago.club.charts import Chart, line_chart
from clubchicago.club.models import Club, Season
from clubchicago.club.pdf.base import FONT, Column, ResultsPdf, number, register_fonts, signed
from clubchicago.club.pdf.ranking import handicap_columns, player_column, positions_column
from clubchicago.club.selectors.handicaps import handicaps_version
from clubchicago.club.selectors.season_rows import SeasonRow
from clubchicago.club.selectors.season_standings import SeasonStandings
from clubchicago.club.selectors.seasons import season_is_open
from clubchicago.club.standings_columns import heading
from clubchicago.club.standings_notes import handicap_note
from scoring.standings import Order

# Each line's colour and dash by its style (1..5), as site.css draws them on the page.
SERIES_COLOURS = ("#14507a", "#b3261e", "#1f6f35", "#8a4b00", "#6b3fa0")
SERIES_DASHES: tuple[tuple[float, ...] | None, ...] = (None, (9, 4), (2, 4), (12, 4, 2, 4), (5, 5))
GRID = colors.HexColor("#c5ccd3")
AXIS = colors.HexColor("#5b6670")
LABEL_SIZE = 8
LEGEND_ROW = 12
LEGEND_KEY = 22  # the line drawn before each label, and its gap
LEGEND_GAP = 8  # between two entries of a row


def label_width(label: str) -> float:
    width: float = stringWidth(label, FONT, LABEL_SIZE)
    return width


def fitted(label: str, room: float) -> str:
    """``label``, shortened with an ellipsis until it fits ``room`` points."""
    if label_width(label) <= room:
        return label
    while label and label_width(label + "…") > room:
        label = label[:-1]
    return label.rstrip() + "…"


def chart_drawing(chart: Chart) -> Drawing:
    """``chart`` as a reportlab drawing, its legend underneath (PDF's y grows upwards)."""
    register_fonts()  # its labels are measured in DejaVu Sans, even before any print is drawn
    # As many legend entries a row as their longest label lets fit side by side (at most
    # three); a label longer than a whole row is shortened, so no two overlap.
    span = chart.right - chart.left
    widest = max((label_width(line.label) for line in chart.lines), default=0)
    per_row = max(1, min(3, int(span // (widest + LEGEND_KEY + LEGEND_GAP))))
    room = span / per_row - LEGEND_KEY - LEGEND_GAP
    rows = -(-len(chart.lines) // per_row)
    legend = rows * LEGEND_ROW + 4
    drawing = Drawing(chart.width, chart.height + legend)

    def y(value: float) -> float:
        return chart.height + legend - value

    for tick in chart.value_ticks:
        colour, width = (AXIS, 1) if tick.value == 0 else (GRID, 0.5)
        drawing.add(
            Line(
                chart.left,
                y(tick.at),
                chart.right,
                y(tick.at),
                strokeColor=colour,
                strokeWidth=width,
            )
        )
        drawing.add(
            String(
                chart.value_label_x,
                y(tick.at) - LABEL_SIZE / 3,
                display.signed(tick.value),
                fontName=FONT,
                fontSize=LABEL_SIZE,
                textAnchor="end",
            )
        )
    for tick in chart.evening_ticks:
        drawing.add(
            String(
                tick.at,
                y(chart.evening_label_y),
                str(tick.value),
                fontName=FONT,
                fontSize=LABEL_SIZE,
                textAnchor="middle",
            )
        )
    column = span / per_row
    for index, line in enumerate(chart.lines):
        colour = colors.HexColor(SERIES_COLOURS[line.style - 1])
        dash = SERIES_DASHES[line.style - 1]
        points = [coordinate for p in line.points for coordinate in (p.x, y(p.y))]
        if len(line.points) > 1:
            drawing.add(PolyLine(points, strokeColor=colour, strokeWidth=1.5, strokeDashArray=dash))
        for point in line.points if chart.marked else ():
            drawing.add(Circle(point.x, y(point.y), 2, fillColor=colour, strokeColor=colour))
        x = chart.left + (index % per_row) * column
        row_y = legend - (index // per_row + 1) * LEGEND_ROW
        drawing.add(
            Line(
                x,
                row_y + 3,
                x + 18,
                row_y + 3,
                strokeColor=colour,
                strokeWidth=1.5,
                strokeDashArray=dash,
            )
        )
        label = fitted(line.label, room)
        drawing.add(String(x + LEGEND_KEY, row_y, label, fontName=FONT, fontSize=LABEL_SIZE))
    return drawing


class SeasonPdf(ResultsPdf):
    """The season's ranking, as computed by ``season_standings.season_standings``."""

    def __init__(
        self,
        *,
        club: Club,
        season: Season,
        standings: SeasonStandings,
        order: Order = Order.TOTAL,
        handicap: SeasonStandings | None = None,
    ) -> None:
        super().__init__(club=club, when=timezone.localdate())
        self.season = season
        self.standings = standings
        self.order = order
        self.handicap = handicap

    @classmethod
    def cache_key(
        cls,
        request: HttpRequest,
        club: Club,
        season: Season,
        order: Order,
        *,
        public: bool,
        today: dt.date,
    ) -> str:
        """The print's key (``caching.print_key``): the season's results version (every
        evening's publication moves it, ``services.versions``), who reads (the ``public`` sees
        the published evenings only), whether the season is still open on ``today`` ("after N
        evenings"), the ``order``, the day it is dated, and the handicaps (``handicaps_version``).
        """
        version = (season.results_version, public, season_is_open(season, today))
        return caching.print_key(
            request,
            "season",
            f"season {season.pk}",
            version,
            club,
            order,
            today,
            handicaps_version(season),
        )

    def title(self) -> str:
        return _("Season standings · %(season)s") % {"season": self.season.name}

    def story(self) -> list[Flowable]:
        dates = ngettext(
            "%(start)s to %(end)s, %(count)s evening",
            "%(start)s to %(end)s, %(count)s evenings",
            self.standings.evenings,
        ) % {
            "start": display.date_text(self.season.start_date),
            "end": display.date_text(self.season.end_date),
            "count": self.standings.evenings,
        }
        counted = self.standings.counted_note()
        return [
            self.paragraph(self.title(), "title"),
            self.paragraph(dates, "body"),
            self.paragraph(self.standings.after(), "body"),
            *([self.paragraph(counted, "body")] if counted else []),
            *[self.paragraph(note, "small") for note in self.standings.notes()],
            self.grid(self.columns(), self.standings.rows),
            *self.handicap_ranking(),
            *self.unplayed(),
            *self.progression(),
        ]

    def unplayed(self) -> list[Flowable]:
        """docs/rules.md#season-standings: the players present who played no position, apart."""
        if not self.standings.unplayed:
            return []
        names = ", ".join(row.name for row in self.standings.unplayed)
        return [
            self.paragraph(_("Present, no position played"), "h2"),
            self.paragraph(
                _("Drawn at an evening that counts here but never played a position: not ranked.")
                + " "
                + names,
                "body",
            ),
        ]

    def rule_columns(self) -> list[Column[SeasonRow]]:
        """The columns of the season's rules that are on (docs/rules.md#season-rules)."""
        rules = self.standings.rules
        columns: list[Column[SeasonRow]] = []
        if rules.best is not None:
            columns.append(
                Column(
                    heading(standings_columns.DROPPED),
                    lambda row: number(row.dropped),
                    numeric=True,
                )
            )
        if rules.minimum_evenings or rules.members_only:
            columns.append(Column(heading(standings_columns.ELIGIBLE), lambda row: row.eligibility))
        return columns

    def handicap_ranking(self) -> list[Flowable]:
        """The handicap ranking after the scratch one, wherever a player has a handicap."""
        handicap = self.handicap
        if handicap is None or not any(row.handicap for row in handicap.rows):
            return []
        by_average = self.order is Order.AVERAGE
        columns: list[Column[SeasonRow]] = [
            self.rank_column(),
            player_column(SeasonRow),
            positions_column(SeasonRow),
            Column(
                heading(standings_columns.SEASON_TOTAL),
                lambda row: signed(row.rounded_points),
                numeric=True,
            ),
            *handicap_columns(
                SeasonRow, heading(standings_columns.SEASON_HANDICAP_TOTAL), by_average=by_average
            ),
            *self.rule_columns(),
        ]
        return [
            self.paragraph(_("Handicap ranking"), "h2"),
            self.paragraph(handicap_note(), "small"),
            self.grid(columns, handicap.rows),
        ]

    def rank_column(self) -> Column[SeasonRow]:
        return Column(
            heading(standings_columns.RANK),
            lambda row: number(row.rank),
            numeric=True,
            width=12 * mm,
        )

    def columns(self) -> list[Column[SeasonRow]]:
        """The season's columns, each said once; the one it is ranked by in bold."""
        return [
            self.rank_column(),
            player_column(SeasonRow),
            Column(
                heading(standings_columns.EVENINGS), lambda row: number(row.evenings), numeric=True
            ),
            positions_column(SeasonRow),
            Column(
                heading(standings_columns.SEASON_TOTAL),
                lambda row: signed(row.rounded_points),
                numeric=True,
                bold=self.order is Order.TOTAL,
            ),
            Column(
                heading(standings_columns.AVERAGE),
                lambda row: signed(row.average),
                numeric=True,
                bold=self.order is Order.AVERAGE,
            ),
            Column(
                heading(standings_columns.FICHES),
                lambda row: display.fiches_by_value(row.fiches),
                numeric=True,
            ),
            *self.rule_columns(),
        ]

    def progression(self) -> list[Flowable]:
        """The leaders' running totals, evening by evening: nothing before a chukker counts."""
        leaders = self.standings.progression()
        if not leaders:
            return []
        chart = line_chart(
            [leader.series for leader in leaders],
            numbers=[evening.number for evening in self.standings.played],
            width=int(self.width),
            height=int(70 * mm),
        )
        sampled = self.standings.sampled_note()
        # The heading, its chart and their caption on one page.
        return [
            KeepTogether(
                [
                    self.paragraph(_("The leaders' progression"), "h2"),
                    chart_drawing(chart),
                    self.paragraph(
                        _(
                            "Across: the evenings, by number. Up: the total in points, to the "
                            "hundred."
                        ),
                        "small",
                    ),
                    *([self.paragraph(sampled, "small")] if sampled else []),
                ]
            )
        ]
