"""The evening's final ranking, one line per player, as the director pins it on the wall.

The rows come ranked from ``clubchicago.club.standings``; this module only lays them out. The
small helpers of ``ResultsPdf`` (right-aligned numbers, signed totals) are shared by the recap
sheets and the season's standings; words and signed numbers come from ``display``.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from decimal import Decimal

from django.utils.translation import gettext as _
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable

from clubchicago.club import display
from clubchicago.club.models import Club, Evening
from clubchicago.club.pdf.base import Cell, PdfRenderer
from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.standings import EveningStandings


class ResultsPdf(PdfRenderer):
    """A printable of results: the base renderer plus right-aligned, signed number cells."""

    cell_padding = 3  # narrower than the base's: results have many columns

    def __init__(self, *, club: Club, when: dt.date | None) -> None:
        super().__init__(club_name=club.name, paper_size=club.paper_size, when=when)
        self.styles.add(ParagraphStyle("num", parent=self.styles["cell"], alignment=TA_RIGHT))
        self.styles.add(
            ParagraphStyle("num_bold", parent=self.styles["cell_bold"], alignment=TA_RIGHT)
        )
        self.styles.add(ParagraphStyle("head", parent=self.styles["cell_bold"], fontSize=8))
        self.styles.add(ParagraphStyle("head_num", parent=self.styles["head"], alignment=TA_RIGHT))
        self._headers: dict[tuple[tuple[str, ...], int], list[Cell]] = {}
        self._numbers: dict[tuple[object, ...], Cell] = {}

    def number(
        self,
        value: int | Decimal | str | None,
        *,
        sign: bool = False,
        bold: bool = False,
        blank: bool = False,
    ) -> Cell:
        """A number, right-aligned; ``sign``: with its sign, as credits read. None prints as a
        dash, or as nothing with ``blank``. Each is formatted once a file (a recap of 30
        tables prints 10,000 numbers, most of them alike)."""
        key = (type(value), str(value), sign, bold, blank)
        cell = self._numbers.get(key)
        if cell is None:
            cell = self._numbers[key] = self._number(value, sign=sign, bold=bold, blank=blank)
        return cell

    def _number(
        self, value: int | Decimal | str | None, *, sign: bool, bold: bool, blank: bool
    ) -> Cell:
        if value is None and blank:
            shown = ""
        elif sign:
            shown = display.signed(value) if value is not None else "—"
        elif isinstance(value, int | Decimal):
            shown = display.number(value)  # 12,5 in French and Italian
        else:
            shown = "—" if value is None else str(value)
        return Cell(shown, self.styles["num_bold" if bold else "num"])

    def header(self, labels: Sequence[str], numeric_from: int) -> list[Cell]:
        """A header row in small bold type; the columns from ``numeric_from`` on are numbers.

        The same row is given to every grid that asks for it (a recap of 30 tables has 180
        alike), so a header that wraps is broken into lines once."""
        key = (tuple(str(label) for label in labels), numeric_from)
        if key not in self._headers:
            self._headers[key] = [
                Cell(label, self.styles["head_num" if index >= numeric_from else "head"])
                for index, label in enumerate(key[0])
            ]
        return self._headers[key]

    def cell(self, value: str | SeatedPlayer, *, bold: bool = False) -> Cell:
        """Text (a name, a contract) printed exactly as typed."""
        return Cell(str(value), self.styles["cell_bold" if bold else "cell"])

    @property
    def width(self) -> float:
        """The printable width of the page."""
        return self.page[0] - self.margin_left - self.margin_right


class RankingPdf(ResultsPdf):
    """The evening's ranking: final once every table has finished, provisional until then."""

    def __init__(self, *, club: Club, evening: Evening, standings: EveningStandings) -> None:
        super().__init__(club=club, when=evening.date)
        self.evening = evening
        self.standings = standings

    def title(self) -> str:
        name = display.evening_name(self.evening)
        if self.standings.final:
            return _("Final ranking · %(evening)s") % {"evening": name}
        return _("Provisional ranking · %(evening)s") % {"evening": name}

    def story(self) -> list[Flowable]:
        unit = display.unit_name(self.evening.unit)
        header = [
            _("Rank"),
            _("Player"),
            _("Table"),
            _("Positions played"),
            _("Total (%(unit)s)") % {"unit": unit},
            _("Average per position"),
            _("Raw points"),
        ]
        by_average = self.standings.by_average
        body = [
            [
                self.number(row.rank) if row.ranked else self.cell(_("not ranked")),
                self.cell(row.name),
                self.number(row.table),
                self.number(row.positions),
                self.number(row.total, sign=True, bold=not by_average),
                self.number(row.average, sign=True, bold=by_average),
                self.number(row.raw, sign=True),
            ]
            for row in self.standings.rows
        ]
        widths = [18 * mm, None, 12 * mm, 20 * mm, 24 * mm, 24 * mm, 20 * mm]
        widths[1] = self.width - sum(w for w in widths if w)
        return [
            self.paragraph(self.title(), "title"),
            *[self.paragraph(note, "small") for note in self.standings.notes(self.evening.unit)],
            self.grid([self.header(header, numeric_from=2), *body], widths=widths),
        ]
