"""The one PDF renderer shape every printable follows, drawn with reportlab's public API.

A renderer sets the page size and margins as class attributes, builds its flowables in
``story()`` and returns the file's bytes from ``render()`` (pretix's invoice renderer, Django's
"How to create PDF files"). DejaVu Sans is embedded, so names in Latin, Greek or Cyrillic print
as typed; ``text()`` escapes user text before it reaches a ``Paragraph`` so ``<`` and ``&`` print
literally. A print is drawn once per version of what it shows and then read from the cache
(``clubchicago.club.caching``), so nothing here trades clarity for speed.

A ruled grid is reportlab's ``Table`` and ``TableStyle``, built by ``grid`` from its
``Column``\\ s: each column is said once (its heading, what a row shows in it, whether it holds
numbers, its width), so a column is added or renamed in one place. Headings are
``Paragraph``\\ s that wrap only between words: a column is never narrower than the longest
word of its heading, in any language, nor than its longest number. Numbers are right-aligned
under right-aligned headings; text that does not fit its column (a long name) is a
``Paragraph`` that wraps between words, or at a hyphen inside one.

``ResultsPdf`` is the renderer of every results print (the club's name, paper size and date),
and ``number`` and ``signed`` write their numbers as the reader's language does.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from io import BytesIO
from pathlib import Path
from typing import ClassVar, Generic, TypeVar
from xml.sax.saxutils import escape

from django.utils.translation import gettext as _
from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle, StyleSheet1
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    PageBreak,
    Paragraph,
    SimpleDocTemplate,
    Table,
    TableStyle,
)

from clubchicago.club import display
from clubchicago.club.models import Club

FONT_DIR = Path(__file__).resolve().parent / "fonts"
FONT = "DejaVuSans"
FONT_BOLD = "DejaVuSans-Bold"
PAGE_SIZES: dict[str, tuple[float, float]] = {"A4": A4, "LETTER": LETTER}
RULE = colors.HexColor("#9aa6b1")
HEADER_SHADE = colors.HexColor("#e6ebf0")

R = TypeVar("R")


def register_fonts() -> None:
    if FONT in pdfmetrics.getRegisteredFontNames():
        return
    pdfmetrics.registerFont(TTFont(FONT, str(FONT_DIR / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(TTFont(FONT_BOLD, str(FONT_DIR / "DejaVuSans-Bold.ttf")))
    pdfmetrics.registerFontFamily(
        FONT, normal=FONT, bold=FONT_BOLD, italic=FONT, boldItalic=FONT_BOLD
    )


def styles() -> StyleSheet1:
    """The printables' type. Headings keep with what follows them (never last on a page); text
    in a cell wraps between words, or at a hyphen inside a word too long for its column."""
    sheet = StyleSheet1()
    sheet.add(ParagraphStyle("body", fontName=FONT, fontSize=9.5, leading=12))
    sheet.add(ParagraphStyle("small", fontName=FONT, fontSize=8, leading=10))
    sheet.add(
        ParagraphStyle(
            "title", fontName=FONT_BOLD, fontSize=16, leading=20, spaceAfter=6, keepWithNext=1
        )
    )
    sheet.add(
        ParagraphStyle(
            "h2",
            fontName=FONT_BOLD,
            fontSize=12,
            leading=15,
            spaceBefore=8,
            spaceAfter=4,
            keepWithNext=1,
        )
    )
    # embeddedHyphenation 2: a word too long for its column breaks at a hyphen it holds.
    cell = {"fontSize": 9, "leading": 11, "embeddedHyphenation": 2}
    sheet.add(ParagraphStyle("cell", fontName=FONT, **cell))
    sheet.add(ParagraphStyle("cell_bold", fontName=FONT_BOLD, **cell))
    sheet.add(ParagraphStyle("num", parent=sheet["cell"], alignment=TA_RIGHT))
    sheet.add(ParagraphStyle("num_bold", parent=sheet["cell_bold"], alignment=TA_RIGHT))
    # Headings of grid columns: wrapped only between words (``grid`` makes every word fit).
    sheet.add(ParagraphStyle("head", fontName=FONT_BOLD, fontSize=8, leading=10))
    sheet.add(ParagraphStyle("head_num", parent=sheet["head"], alignment=TA_RIGHT))
    return sheet


def text(value: str) -> str:
    """User text made safe for a Paragraph: printed exactly as typed, line breaks kept."""
    return "<br/>".join(
        escape(str(line), {'"': "&quot;", "'": "&#39;"}) for line in value.split("\n")
    )


def widest_word(value: str, style: ParagraphStyle) -> float:
    """The width of the longest word of ``value`` in ``style``: a column narrower than this
    would break the word."""
    return max(
        (stringWidth(word, style.fontName, style.fontSize) for word in value.split()), default=0
    )


def widest_line(value: str, style: ParagraphStyle) -> float:
    """The width of the longest line of ``value`` in ``style``, unbroken."""
    width: float = max(
        stringWidth(line, style.fontName, style.fontSize) for line in value.split("\n")
    )
    return width


@dataclass(frozen=True)
class Column(Generic[R]):
    """One column of a ``grid``, said once: its heading, what each row shows in it, whether it
    holds numbers (right-aligned, its heading too) or bold text, and its width in points.

    ``width`` None: a number column is as wide as its longest number or heading word; a text
    column shares the room left with the other text columns. A column is never narrower than
    the longest word of its heading, nor than its longest number.
    """

    heading: str
    cell: Callable[[R], str]
    numeric: bool = False
    bold: bool = False
    width: float | None = None


class _Document(SimpleDocTemplate):  # type: ignore[misc]  # reportlab has no type stubs
    """reportlab's ``SimpleDocTemplate`` that tells its renderer each flowable it drew, and on
    which page (``afterFlowable``, the hook reportlab offers for a table of contents)."""

    def __init__(self, renderer: PdfRenderer, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.renderer = renderer

    def afterFlowable(self, flowable: Flowable) -> None:  # reportlab's name
        self.renderer._after_flowable(flowable, self.page)


class PdfRenderer:
    """Subclasses set ``title`` and implement ``story()``; ``render()`` gives the PDF bytes."""

    pagesize: ClassVar[tuple[float, float]] = A4
    margin_left: ClassVar[float] = 15 * mm
    margin_right: ClassVar[float] = 15 * mm
    margin_top: ClassVar[float] = 18 * mm
    margin_bottom: ClassVar[float] = 18 * mm
    cell_padding: ClassVar[float] = 3  # left and right of each grid cell

    def __init__(
        self, *, club_name: str, paper_size: str = "A4", when: dt.date | None = None
    ) -> None:
        register_fonts()
        self.club_name = club_name
        self.page = PAGE_SIZES.get(paper_size, self.pagesize)
        self.when = when
        self.styles = styles()
        # The number its first page prints: a part of a print (``pdf.parts``) drawn on its own
        # numbers its pages as the whole print does.
        self.first_page = 1
        # The flowables that start a part (``tables_story``), and the pages they were drawn on.
        self._heads: list[Flowable] = []
        self._head_ids: set[int] = set()
        self.part_starts: list[int] = []

    # -- hooks ---------------------------------------------------------------------------
    def title(self) -> str:
        raise NotImplementedError

    def story(self) -> list[Flowable]:
        raise NotImplementedError

    # -- shared pieces -------------------------------------------------------------------
    @property
    def width(self) -> float:
        """The printable width of the page."""
        return self.page[0] - self.margin_left - self.margin_right

    def tables_story(
        self, items: Sequence[R], story_of: Callable[[R], list[Flowable]], empty: str
    ) -> list[Flowable]:
        """The story of a print of ``items`` (tables), each starting on a new page, or the
        ``empty`` sentence when there is none. Where each item's part starts is noted, so the
        print can be kept table by table (``pdf.parts``)."""
        story: list[Flowable] = []
        self._heads = []
        for index, item in enumerate(items):
            if index:
                story.append(PageBreak())
            part = story_of(item)
            self._heads.append(part[0])
            story.extend(part)
        if not story:
            story.append(self.paragraph(empty))
        return story

    def paragraph(self, value: str, style: str = "body") -> Paragraph:
        """``value`` in ``style``, printed as typed."""
        return Paragraph(text(value), self.styles[style])

    def grid(
        self,
        columns: Sequence[Column[R]],
        rows: Iterable[R],
        *,
        footer: Sequence[Sequence[str]] = (),
        width: float | None = None,
        style: Sequence[tuple[object, ...]] = (),
    ) -> Table:
        """A ruled ``Table`` of ``rows``, one ``Column`` a column: the shaded heading row
        (repeated on every page the grid runs onto), a line a row, then ``footer`` rows in
        bold (totals). ``width``: the room it may take (the page's width); ``style``: more of
        ``TableStyle``'s commands (they come last, so they win)."""
        body = [[column.cell(row) for column in columns] for row in rows]
        cells = [*body, *[list(line) for line in footer]]
        widths = self.column_widths(columns, cells, width or self.width)
        head = [
            Paragraph(text(column.heading), self.styles["head_num" if column.numeric else "head"])
            for column in columns
        ]
        footer_from = 1 + len(body)
        data: list[list[str | Flowable]] = [head]
        for r, line in enumerate(cells, start=1):
            bold_row = r >= footer_from
            data.append(
                [
                    self._cell(value, column, widths[c], bold=bold_row or column.bold)
                    for c, (value, column) in enumerate(zip(line, columns, strict=True))
                ]
            )
        commands: list[tuple[object, ...]] = [
            ("GRID", (0, 0), (-1, -1), 0.4, RULE),
            ("BACKGROUND", (0, 0), (-1, 0), HEADER_SHADE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("FONT", (0, 1), (-1, -1), FONT, 9, 11),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ("LEFTPADDING", (0, 0), (-1, -1), self.cell_padding),
            ("RIGHTPADDING", (0, 0), (-1, -1), self.cell_padding),
        ]
        for c, column in enumerate(columns):
            if column.numeric:
                commands.append(("ALIGN", (c, 1), (c, -1), "RIGHT"))
            if column.bold:
                commands.append(("FONT", (c, 1), (c, -1), FONT_BOLD, 9, 11))
        if footer:
            commands.append(("FONT", (0, footer_from), (-1, -1), FONT_BOLD, 9, 11))
        return Table(data, colWidths=widths, repeatRows=1, style=TableStyle([*commands, *style]))

    def column_widths(
        self, columns: Sequence[Column[R]], cells: Sequence[Sequence[str]], room: float
    ) -> list[float]:
        """Each column's width: at least its heading's longest word and, for numbers and bold
        or fixed text, its longest line; text columns without a width share what is left."""
        padding = 2 * self.cell_padding
        least = []
        for c, column in enumerate(columns):
            style = self.styles["head"]
            need = widest_word(column.heading, style)
            if column.numeric:
                body = self.styles["cell_bold"]  # bold or not, room for the bold figures
                need = max(need, *(widest_line(line[c], body) for line in cells), 0)
            least.append(need + padding)
        widths = [
            max(column.width or 0, need) if column.width or column.numeric else None
            for column, need in zip(columns, least, strict=True)
        ]
        shared = [c for c, width in enumerate(widths) if width is None]
        left = room - sum(width for width in widths if width is not None)
        for c in shared:
            widths[c] = max(least[c], left / len(shared))
        return [width or 0 for width in widths]

    def _cell(self, value: str, column: Column[R], width: float, *, bold: bool) -> str | Flowable:
        """A cell's text as the ``Table`` draws it when it fits on its lines, else a
        ``Paragraph`` that wraps it (between words, or at a hyphen)."""
        if not value:
            return ""
        font = FONT_BOLD if bold else FONT
        room = width - 2 * self.cell_padding
        fits = all(stringWidth(line, font, 9) <= room for line in value.split("\n"))
        if fits:
            return value
        name = ("num" if column.numeric else "cell") + ("_bold" if bold else "")
        return Paragraph(text(value), self.styles[name])

    def _decorate(self, canvas: Canvas, doc: BaseDocTemplate) -> None:
        canvas.saveState()
        width, _height = self.page
        canvas.setFont(FONT, 8)
        footer_left = self.club_name
        if self.when:
            footer_left = f"{footer_left} · {display.date_text(self.when)}"
        canvas.drawString(self.margin_left, 10 * mm, footer_left)
        page = doc.page + self.first_page - 1
        canvas.drawRightString(
            width - self.margin_right, 10 * mm, _("Page %(page)s") % {"page": page}
        )
        canvas.restoreState()

    def _after_flowable(self, flowable: Flowable, page: int) -> None:
        """Called by the document once ``flowable`` is drawn on ``page``: notes a part's start.
        (The heads are kept alive in ``_heads`` while the print is drawn, so no other flowable
        can have the id of one.)"""
        if id(flowable) in self._head_ids:
            self.part_starts.append(page)

    def render(self) -> bytes:
        buffer = BytesIO()
        self.part_starts = []
        story = self.story()
        self._head_ids = {id(head) for head in self._heads}
        doc = _Document(
            self,
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
        doc.build(story, onFirstPage=self._decorate, onLaterPages=self._decorate)
        return buffer.getvalue()


class ResultsPdf(PdfRenderer):
    """A printable of results: the base renderer with the club's name, paper size and date."""

    def __init__(self, *, club: Club, when: dt.date | None) -> None:
        super().__init__(club_name=club.name, paper_size=club.paper_size, when=when)


def number(value: int | Decimal | str | None) -> str:
    """A number as the reader's language writes it (12,5 in French); None is a dash."""
    if isinstance(value, int | Decimal):
        return display.number(value)
    return "—" if value is None else str(value)


def signed(value: int | Decimal | None) -> str:
    """A credit with its sign, as credits read; None is a dash."""
    return "—" if value is None else display.signed(value)
