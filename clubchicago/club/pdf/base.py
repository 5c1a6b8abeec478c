"""The one PDF renderer shape every printable follows.

A renderer sets the page size and margins as class attributes, builds its flowables in
``story()`` and returns the file's bytes from ``render()`` (pretix's invoice renderer, Django's
"How to create PDF files"). DejaVu Sans is embedded, so names in Latin, Greek or Cyrillic print
as typed; ``text()`` escapes user text before it reaches a ``Paragraph`` so ``<`` and ``&`` print
literally.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from io import BytesIO
from pathlib import Path
from typing import ClassVar
from xml.sax.saxutils import escape

from django.utils.translation import gettext as _
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle, StyleSheet1
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Paragraph,
    SimpleDocTemplate,
    Table,
    TableStyle,
)

from clubchicago.club import display

FONT_DIR = Path(__file__).resolve().parent / "fonts"
FONT = "DejaVuSans"
FONT_BOLD = "DejaVuSans-Bold"
PAGE_SIZES: dict[str, tuple[float, float]] = {"A4": A4, "LETTER": LETTER}


def register_fonts() -> None:
    if FONT in pdfmetrics.getRegisteredFontNames():
        return
    pdfmetrics.registerFont(TTFont(FONT, str(FONT_DIR / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(TTFont(FONT_BOLD, str(FONT_DIR / "DejaVuSans-Bold.ttf")))
    pdfmetrics.registerFontFamily(
        FONT, normal=FONT, bold=FONT_BOLD, italic=FONT, boldItalic=FONT_BOLD
    )


def styles() -> StyleSheet1:
    sheet = StyleSheet1()
    sheet.add(ParagraphStyle("body", fontName=FONT, fontSize=9.5, leading=12))
    sheet.add(ParagraphStyle("small", fontName=FONT, fontSize=8, leading=10))
    sheet.add(ParagraphStyle("title", fontName=FONT_BOLD, fontSize=16, leading=20, spaceAfter=6))
    sheet.add(
        ParagraphStyle(
            "h2", fontName=FONT_BOLD, fontSize=12, leading=15, spaceBefore=8, spaceAfter=4
        )
    )
    sheet.add(ParagraphStyle("cell", fontName=FONT, fontSize=9, leading=11))
    sheet.add(ParagraphStyle("cell_bold", fontName=FONT_BOLD, fontSize=9, leading=11))
    return sheet


def text(value: str) -> str:
    """User text made safe for a Paragraph: printed exactly as typed."""
    return escape(str(value), {'"': "&quot;", "'": "&#39;"})


class PdfRenderer:
    """Subclasses set ``title`` and implement ``story()``; ``render()`` gives the PDF bytes."""

    pagesize: ClassVar[tuple[float, float]] = A4
    margin_left: ClassVar[float] = 15 * mm
    margin_right: ClassVar[float] = 15 * mm
    margin_top: ClassVar[float] = 18 * mm
    margin_bottom: ClassVar[float] = 18 * mm

    def __init__(
        self, *, club_name: str, paper_size: str = "A4", when: dt.date | None = None
    ) -> None:
        register_fonts()
        self.club_name = club_name
        self.page = PAGE_SIZES.get(paper_size, self.pagesize)
        self.when = when
        self.styles = styles()

    # -- hooks ---------------------------------------------------------------------------
    def title(self) -> str:
        raise NotImplementedError

    def story(self) -> list[Flowable]:
        raise NotImplementedError

    # -- shared pieces -------------------------------------------------------------------
    def paragraph(self, value: str, style: str = "body") -> Paragraph:
        return Paragraph(text(value), self.styles[style])

    def grid(
        self,
        rows: Sequence[Sequence[str | Flowable]],
        *,
        widths: Sequence[float | None] | None = None,
        header_rows: int = 1,
        numeric_from: int | None = None,
        heights: Sequence[float | None] | None = None,
    ) -> Table:
        """A ruled table; cells are escaped text unless already a Flowable. ``heights``: each
        row's height (None: as tall as its content)."""
        cells = [
            [
                cell
                if isinstance(cell, Flowable)
                else Paragraph(text(cell), self.styles["cell_bold" if r < header_rows else "cell"])
                for cell in row
            ]
            for r, row in enumerate(rows)
        ]
        table = Table(cells, colWidths=widths, rowHeights=heights, repeatRows=header_rows)
        commands: list[tuple[object, ...]] = [
            ("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#9aa6b1")),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.HexColor("#e6ebf0")),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ]
        table.setStyle(TableStyle([c for c in commands if header_rows or c[0] != "BACKGROUND"]))
        return table

    def _decorate(self, canvas: Canvas, doc: BaseDocTemplate) -> None:
        canvas.saveState()
        width, _height = self.page
        canvas.setFont(FONT, 8)
        footer_left = self.club_name
        if self.when:
            footer_left = f"{footer_left} · {display.date_text(self.when)}"
        canvas.drawString(self.margin_left, 10 * mm, footer_left)
        canvas.drawRightString(
            width - self.margin_right, 10 * mm, _("Page %(page)s") % {"page": doc.page}
        )
        canvas.restoreState()

    def render(self) -> bytes:
        buffer = BytesIO()
        doc = SimpleDocTemplate(
            buffer,
            pagesize=self.page,
            leftMargin=self.margin_left,
            rightMargin=self.margin_right,
            topMargin=self.margin_top,
            bottomMargin=self.margin_bottom,
            title=self.title(),
            author=self.club_name,
            creator="ClubChicago",
        )
        doc.build(self.story(), onFirstPage=self._decorate, onLaterPages=self._decorate)
        return buffer.getvalue()
