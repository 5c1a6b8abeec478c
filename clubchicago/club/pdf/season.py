"""The season's cumulative standings: every evening counted in hundreds, fiches beside them."""

from __future__ import annotations

from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from reportlab.lib.units import mm
from reportlab.platypus import Flowable

from clubchicago.club import display
from clubchicago.club.models import Club, Season
from clubchicago.club.pdf.ranking import ResultsPdf
from clubchicago.club.selectors.standings import Order, SeasonStandings


class SeasonPdf(ResultsPdf):
    """The season's ranking, as computed by ``standings.season_standings``."""

    def __init__(
        self,
        *,
        club: Club,
        season: Season,
        standings: SeasonStandings,
        order: Order = Order.TOTAL,
    ) -> None:
        super().__init__(club=club, when=timezone.localdate())
        self.season = season
        self.standings = standings
        self.order = order

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
        notes = {
            Order.TOTAL: _("Ranked by the total in hundreds over every evening of the season."),
            Order.FICHES: _("Ranked by the total in fiches over every evening of the season."),
            Order.AVERAGE: _("Ranked by the average per position, in hundreds."),
        }
        header = [
            _("Rank"),
            _("Player"),
            _("Evenings attended"),
            _("Positions played"),
            _("Total (hundreds)"),
            _("Total (fiches)"),
            _("Average per position"),
        ]
        body = [
            [
                self.number(row.rank),
                self.cell(row.name),
                self.number(row.evenings),
                self.number(row.positions),
                self.number(row.hundreds, sign=True, bold=self.order is not Order.FICHES),
                self.number(row.fiches, sign=True, bold=self.order is Order.FICHES),
                self.number(row.average, sign=True),
            ]
            for row in self.standings.rows
        ]
        widths = [12 * mm, None, 20 * mm, 20 * mm, 24 * mm, 20 * mm, 24 * mm]
        widths[1] = self.width - sum(w for w in widths if w)
        return [
            self.paragraph(self.title(), "title"),
            self.paragraph(dates, "body"),
            self.paragraph(notes[self.order], "small"),
            self.grid([self.header(header, numeric_from=2), *body], widths=widths),
        ]
