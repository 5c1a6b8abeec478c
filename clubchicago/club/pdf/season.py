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
        header = [
            _("Rank"),
            _("Player"),
            _("Evenings attended"),
            _("Positions played"),
            _("Total (hundreds)"),
            _("Average per position"),
            _("Fiches"),
        ]
        body = [
            [
                self.number(row.rank),
                self.cell(row.name),
                self.number(row.evenings),
                self.number(row.positions),
                self.number(row.hundreds, sign=True, bold=self.order is Order.TOTAL),
                self.number(row.average, sign=True, bold=self.order is Order.AVERAGE),
                self.cell(display.fiches_by_value(row.fiches)),
            ]
            for row in self.standings.rows
        ]
        widths = [14 * mm, None, 18 * mm, 18 * mm, 22 * mm, 22 * mm, 30 * mm]
        widths[1] = self.width - sum(w for w in widths if w)
        return [
            self.paragraph(self.title(), "title"),
            self.paragraph(dates, "body"),
            *[self.paragraph(note, "small") for note in self.standings.notes()],
            self.grid([self.header(header, numeric_from=2), *body], widths=widths),
        ]
