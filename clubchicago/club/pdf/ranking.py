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
from reportlab.pdfbase.pdfmetrics import getAscent, stringWidth
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from clubchicago.club import display
from clubchicago.club.models import Club, Evening
from clubchicago.club.pdf.base import PdfRenderer, text
from clubchicago.club.selectors.plans import SeatedPlayer
from clubchicago.club.selectors.standings import EveningStandings


class Cell(Flowable):  # type: ignore[misc]  # reportlab has no type stubs: Flowable is Any
    """One table cell of plain text, drawn directly when it fits on one line.

    A recap of six tables holds some 6,000 cells; as ``Paragraph`` objects, parsing their markup
    and breaking their lines took most of the rendering time. Text that fits is drawn as it is
    (no markup, so ``<`` and ``&`` print as typed, and nothing needs escaping); text that does not
    fit falls back to an escaped ``Paragraph``, which wraps it.
    """

    def __init__(self, value: str, style: ParagraphStyle) -> None:
        super().__init__()
        self.value = value
        self.style = style
        self.paragraph: Paragraph | None = None

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        style = self.style
        if stringWidth(self.value, style.fontName, style.fontSize) <= avail_width:
            self.paragraph = None
            self.height = style.leading
            return avail_width, self.height
        self.paragraph = Paragraph(text(self.value), style)
        _width, self.height = self.paragraph.wrap(avail_width, avail_height)
        return avail_width, self.height

    def draw(self) -> None:
        if self.paragraph is not None:
            self.paragraph.drawOn(self.canv, 0, 0)
            return
        style = self.style
        # The baseline where a one-line Paragraph of this style puts it.
        y = self.height - getAscent(style.fontName, style.fontSize)
        self.canv.setFont(style.fontName, style.fontSize)
        if style.alignment == TA_RIGHT:
            self.canv.drawRightString(self.width, y, self.value)
        else:
            self.canv.drawString(0, y, self.value)


class ResultsPdf(PdfRenderer):
    """A printable of results: the base renderer plus right-aligned, signed number cells."""

    def __init__(self, *, club: Club, when: dt.date | None) -> None:
        super().__init__(club_name=club.name, paper_size=club.paper_size, when=when)
        self.styles.add(ParagraphStyle("num", parent=self.styles["cell"], alignment=TA_RIGHT))
        self.styles.add(
            ParagraphStyle("num_bold", parent=self.styles["cell_bold"], alignment=TA_RIGHT)
        )
        self.styles.add(ParagraphStyle("head", parent=self.styles["cell_bold"], fontSize=8))
        self.styles.add(ParagraphStyle("head_num", parent=self.styles["head"], alignment=TA_RIGHT))

    def grid(
        self,
        rows: Sequence[Sequence[str | Flowable]],
        *,
        widths: Sequence[float | None] | None = None,
        header_rows: int = 1,
        numeric_from: int | None = None,
        heights: Sequence[float | None] | None = None,
    ) -> Table:
        """The base's ruled grid, with narrower side padding: results have many columns."""
        table = super().grid(
            rows, widths=widths, header_rows=header_rows, numeric_from=numeric_from, heights=heights
        )
        table.setStyle(
            TableStyle(
                [("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3)]
            )
        )
        return table

    def number(
        self,
        value: int | Decimal | str | None,
        *,
        sign: bool = False,
        bold: bool = False,
        blank: bool = False,
    ) -> Cell:
        """A number, right-aligned; ``sign``: with its sign, as credits read. None prints as a
        dash, or as nothing with ``blank``."""
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
        """A header row in small bold type; the columns from ``numeric_from`` on are numbers."""
        return [
            Cell(str(label), self.styles["head_num" if index >= numeric_from else "head"])
            for index, label in enumerate(labels)
        ]

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
