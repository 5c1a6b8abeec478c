"""The one PDF renderer shape every printable follows.

A renderer sets the page size and margins as class attributes, builds its flowables in
``story()`` and returns the file's bytes from ``render()`` (pretix's invoice renderer, Django's
"How to create PDF files"). DejaVu Sans is embedded, so names in Latin, Greek or Cyrillic print
as typed; ``text()`` escapes user text before it reaches a ``Paragraph`` so ``<`` and ``&`` print
literally.

Ruled tables (``grid``) hold thousands of cells in a recap of a big evening. A cell whose text
fits its column on one line is a ``Line`` (``Lines`` for several) drawn straight onto the page,
each distinct text typeset once per file; only what must wrap becomes a ``Paragraph``. A grid
of known widths is a ``RuledGrid``, laid out and drawn here; one with fixed row heights (the
score sheets' boxes, which span and centre cells) is reportlab's ``Table`` (``Grid``).
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
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.rl_accel import fp_str
from reportlab.lib.styles import ParagraphStyle, StyleSheet1
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import getAscent, stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.textobject import PDFTextObject
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Paragraph,
    SimpleDocTemplate,
    Table,
    TableStyle,
)
from reportlab.platypus.tables import CellStyle

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


def plain(value: str) -> bool:
    """Whether ``value`` prints the same drawn as it is and in a ``Paragraph``, which folds
    line breaks and runs of spaces into one space."""
    return " ".join(value.split()) == value


class Cell(Flowable):  # type: ignore[misc]  # reportlab has no type stubs: Flowable is Any
    """One table cell of plain text, drawn directly when it fits on one line.

    Parsing markup and breaking lines as a ``Paragraph`` does is wasted on a number or a name
    that fits: text that fits is drawn as it is (no markup, so ``<`` and ``&`` print as typed,
    and nothing needs escaping); text that does not fit, or holds line breaks (``\n``), falls
    back to an escaped ``Paragraph``, which wraps it. In a ``grid`` of known widths a cell
    that fits becomes a ``Line`` (``Lines`` for several lines that each fit) instead.
    """

    def __init__(self, value: str, style: ParagraphStyle) -> None:
        super().__init__()
        self.value = value
        self.style = style
        self.paragraph: Paragraph | None = None
        self.height = 0.0
        self._wrapped_for: float | None = None  # the width it was last measured for

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        # A table measures its cells more than once, and a header row can be shared by every
        # table of a file: the same width gives the same lines.
        if self._wrapped_for == avail_width:
            return avail_width, self.height
        self._wrapped_for = self.width = avail_width
        style = self.style
        if "\n" not in self.value and (
            stringWidth(self.value, style.fontName, style.fontSize) <= avail_width
        ):
            self.paragraph = None
            self.height = style.leading
            return avail_width, self.height
        # Its lines, each wrapped where it must.
        self.paragraph = Paragraph("<br/>".join(map(text, self.value.split("\n"))), style)
        _width, self.height = self.paragraph.wrap(avail_width, avail_height)
        return avail_width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        """Text that wraps splits across pages by lines, as its ``Paragraph``; a line cannot."""
        self.wrap(avail_width, avail_height)
        return [] if self.paragraph is None else self.paragraph.split(avail_width, avail_height)

    def draw(self) -> None:
        """Draws the text; the operators of each distinct text, style and width are built once
        per file (they name the file's font subsets), then copied: a recap of 30 tables draws
        the same wrapped header 180 times."""
        canvas = self.canv
        drawn: dict[tuple[str, str, float], list[str]]
        drawn = canvas.__dict__.setdefault("_clubchicago_cells", {})
        key = (self.value, self.style.name, self.width)
        code = drawn.get(key)
        if code is not None:
            canvas._code.extend(code)
            return
        start = len(canvas._code)
        if self.paragraph is not None:
            self.paragraph.drawOn(canvas, 0, 0)
        else:
            canvas.drawText(line_text(canvas, self.value, self.style, self.width))
        drawn[key] = canvas._code[start:]


def line_text(canvas: Canvas, value: str, style: ParagraphStyle, width: float) -> PDFTextObject:
    """``value`` on one line at the top of a box ``width`` wide, as a text object: left or
    right-aligned, its baseline where a one-line Paragraph of ``style`` puts it."""
    canvas.setFont(style.fontName, style.fontSize)
    y = style.leading - getAscent(style.fontName, style.fontSize)
    x = 0.0
    if style.alignment == TA_RIGHT:
        x = width - stringWidth(value, style.fontName, style.fontSize)
    text_object = canvas.beginText(x, y)
    text_object.textLine(value)
    return text_object


class Line(str):
    """A grid cell's text that fits its column on one line, with the style it prints in."""

    style: ParagraphStyle


class Lines(tuple[Line, ...]):
    """A grid cell of several lines, one below the other, each fitting its column."""

    __slots__ = ()


class Grid(Table):  # type: ignore[misc]  # reportlab has no type stubs: Table is Any
    """A ``Table`` that draws its ``Line`` cells itself: exactly what a ``Cell`` that fits
    draws (same operators, same place), without measuring each cell again as a flowable.

    The table reads a ``Line`` as plain text, one line high: ``grid`` gives a row holding one
    the ``Line``'s leading in its cell style. The operators of each distinct text are built once
    per file (they name the file's font subsets), then copied for each cell showing it.
    """

    def _drawCell(
        self,
        cellval: object,
        cellstyle: CellStyle,
        pos: tuple[float, float],
        size: tuple[float, float],
    ) -> None:
        if type(cellval) is not Line:
            super()._drawCell(cellval, cellstyle, pos, size)
            return
        if not cellval:
            return
        canvas = self.canv
        colpos, rowpos = pos
        colwidth, rowheight = size
        style = cellval.style
        width = colwidth - cellstyle.leftPadding - cellstyle.rightPadding
        height = style.leading
        # Where Table puts a flowable one line high: the cell's top, bottom or middle.
        if cellstyle.valign == "TOP":
            y = rowpos + rowheight - cellstyle.topPadding - height
        elif cellstyle.valign == "BOTTOM":
            y = rowpos + cellstyle.bottomPadding
        else:
            y = rowpos + (rowheight + cellstyle.bottomPadding - cellstyle.topPadding - height) / 2
        drawn: dict[tuple[object, ...], str] = canvas.__dict__.setdefault("_clubchicago_lines", {})
        key = (str(cellval), style.name, width)
        code = drawn.get(key)
        if code is None:
            font = canvas._fontname, canvas._fontsize, canvas._leading
            code = drawn[key] = line_text(canvas, cellval, style, width).getCode()
            canvas._fontname, canvas._fontsize, canvas._leading = font
        # What Flowable.drawOn writes around a Cell: save, move to the cell, draw, restore.
        canvas._code.extend(("q", f"1 0 0 1 {fp_str(colpos + cellstyle.leftPadding, y)} cm"))
        canvas._code.extend((code, "Q"))


class RuledGrid(Flowable):  # type: ignore[misc]  # reportlab has no type stubs: Flowable is Any
    """A ruled grid of known column widths, laid out and drawn without reportlab's ``Table``.

    It prints what ``Grid`` printed for the same cells (every cell top-aligned, ``padding``
    at the sides, 2 points above and below; a ``Line`` drawn with the very operators a
    ``Cell`` wrote; any other cell a flowable drawn where the table put it; the header rows
    shaded and repeated after a page break; 0.4-point rules round every cell), but a row's
    height is one ``max`` and the rules are one path: a recap of 30 tables has 400 grids of
    20,000 cells, which ``Table`` measured, styled and drew one cell at a time.
    """

    rule_width: ClassVar[float] = 0.4
    rule_color: ClassVar[colors.Color] = colors.HexColor("#9aa6b1")
    header_color: ClassVar[colors.Color] = colors.HexColor("#e6ebf0")
    pad_top: ClassVar[float] = 2
    pad_bottom: ClassVar[float] = 2

    def __init__(
        self,
        rows: Sequence[Sequence[Flowable | Line]],
        widths: Sequence[float],
        *,
        header_rows: int,
        padding: float,
    ) -> None:
        super().__init__()
        self.hAlign = "CENTER"  # where a reportlab Table sits in a wider frame
        self.rows = rows
        self.widths = widths
        self.header_rows = header_rows
        self.padding = padding
        self.width = sum(widths)
        self.row_heights: list[float] | None = None
        self.height = 0.0

    def _measure(self) -> list[float]:
        """Each row's height: its tallest cell and the paddings, as ``Table`` counts it."""
        if self.row_heights is None:
            room = [width - 2 * self.padding for width in self.widths]
            heights = []
            for row in self.rows:
                tallest = 0.0
                for column, cell in enumerate(row):
                    if type(cell) is Line:  # most cells
                        height = cell.style.leading
                    elif isinstance(cell, Lines):
                        height = sum(line.style.leading for line in cell)
                    elif isinstance(cell, Line):
                        height = cell.style.leading
                    else:
                        height = cell.wrap(room[column], 1e9)[1]
                    if height > tallest:
                        tallest = height
                heights.append(tallest + self.pad_top + self.pad_bottom)
            self.row_heights = heights
            self.height = sum(heights)
        return self.row_heights

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self._measure()
        return self.width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        """The rows that fit in ``avail_height``, then the rest under the header rows again;
        nothing if not even one row beyond the header fits (as ``Table`` splits by row)."""
        heights = self._measure()
        used, fit = 0.0, 0
        for height in heights:
            if used + height > avail_height:
                break
            used += height
            fit += 1
        if fit <= self.header_rows:
            return []
        if fit == len(self.rows):
            return [self]
        header = list(self.rows[: self.header_rows])
        return [
            RuledGrid(
                self.rows[:fit], self.widths, header_rows=self.header_rows, padding=self.padding
            ),
            RuledGrid(
                [*header, *self.rows[fit:]],
                self.widths,
                header_rows=self.header_rows,
                padding=self.padding,
            ),
        ]

    def draw(self) -> None:
        canvas = self.canv
        heights = self._measure()
        tops = [self.height]
        for height in heights:
            tops.append(tops[-1] - height)
        lefts = [0.0]
        for width in self.widths:
            lefts.append(lefts[-1] + width)
        if self.header_rows:
            canvas.saveState()
            canvas.setFillColor(self.header_color)
            canvas.rect(
                0,
                tops[self.header_rows],
                self.width,
                self.height - tops[self.header_rows],
                stroke=0,
                fill=1,
            )
            canvas.restoreState()
        rooms = [width - 2 * self.padding for width in self.widths]
        xs = [fp_str(left + self.padding) for left in lefts]  # fp_str(x, y) is "x y"
        code = canvas._code
        drawn: dict[tuple[object, ...], str] = canvas.__dict__.setdefault("_clubchicago_lines", {})
        for r, row in enumerate(self.rows):
            top = tops[r] - self.pad_top
            ys: dict[float, str] = {}  # where a line of each leading sits in this row
            for column, cell in enumerate(row):
                if type(cell) is Line:  # most cells: inlined
                    if not cell:
                        continue
                    style = cell.style
                    text_code = drawn.get((cell, style.name, rooms[column]))
                    if text_code is None:
                        text_code = self._line_code(cell, rooms[column])
                    y = ys.get(style.leading)
                    if y is None:
                        y = ys[style.leading] = fp_str(top - style.leading)
                    code.extend(("q", f"1 0 0 1 {xs[column]} {y} cm", text_code, "Q"))
                    continue
                x = lefts[column] + self.padding
                if isinstance(cell, Line):  # empty: nothing to draw
                    continue
                if isinstance(cell, Lines):
                    y_line = top
                    for line in cell:
                        y_line -= line.style.leading
                        self._draw_line(line, x, y_line, rooms[column])
                    continue
                # A text already broken into lines for this width (by ``_measure``) is not
                # broken again; a cell shared with a grid of other widths may have been.
                if type(cell) not in (Cell, Paragraph) or cell.width != rooms[column]:
                    cell.wrapOn(canvas, rooms[column], heights[r])
                cell.drawOn(canvas, x, top - cell.height)
        rules = [f"{fp_str(0, y)} m {fp_str(self.width, y)} l" for y in tops]
        rules.extend(f"{fp_str(x, 0)} m {fp_str(x, self.height)} l" for x in lefts)
        canvas.saveState()
        canvas.setStrokeColor(self.rule_color)
        canvas.setLineWidth(self.rule_width)
        canvas.setLineCap(1)  # round, as a Table's GRID draws its lines
        canvas._code.append(" ".join(rules) + " S")
        canvas.restoreState()

    def _draw_line(self, line: Line, x: float, y: float, room: float) -> None:
        """``line`` in a box ``room`` wide whose bottom-left corner is ``(x, y)``: what
        ``Flowable.drawOn`` wrote around a ``Cell`` (save, move to the cell, draw, restore)."""
        if not line:
            return
        drawn: dict[tuple[object, ...], str] = self.canv.__dict__.setdefault(
            "_clubchicago_lines", {}
        )
        text_code = drawn.get((line, line.style.name, room)) or self._line_code(line, room)
        self.canv._code.extend(("q", f"1 0 0 1 {fp_str(x, y)} cm", text_code, "Q"))

    def _line_code(self, line: Line, room: float) -> str:
        """The operators that draw ``line`` in a box ``room`` wide, built once per file (they
        name the file's font subsets), then copied for each cell showing it."""
        canvas = self.canv
        drawn: dict[tuple[object, ...], str] = canvas.__dict__.setdefault("_clubchicago_lines", {})
        font = canvas._fontname, canvas._fontsize, canvas._leading
        text_code: str = line_text(canvas, line, line.style, room).getCode()
        drawn[(line, line.style.name, room)] = text_code
        canvas._fontname, canvas._fontsize, canvas._leading = font
        return text_code


class PdfRenderer:
    """Subclasses set ``title`` and implement ``story()``; ``render()`` gives the PDF bytes."""

    pagesize: ClassVar[tuple[float, float]] = A4
    margin_left: ClassVar[float] = 15 * mm
    margin_right: ClassVar[float] = 15 * mm
    margin_top: ClassVar[float] = 18 * mm
    margin_bottom: ClassVar[float] = 18 * mm
    cell_padding: ClassVar[float] = 6  # left and right of each grid cell (reportlab's default)
    # ``paragraph`` draws a line of plain text directly (a recap of 30 tables has 900 headings)
    direct_paragraphs: ClassVar[bool] = True

    def __init__(
        self, *, club_name: str, paper_size: str = "A4", when: dt.date | None = None
    ) -> None:
        register_fonts()
        self.club_name = club_name
        self.page = PAGE_SIZES.get(paper_size, self.pagesize)
        self.when = when
        self.styles = styles()
        self._lines: dict[tuple[str, str, float], Line] = {}  # grid cells that fit, by text

    # -- hooks ---------------------------------------------------------------------------
    def title(self) -> str:
        raise NotImplementedError

    def story(self) -> list[Flowable]:
        raise NotImplementedError

    # -- shared pieces -------------------------------------------------------------------
    def paragraph(self, value: str, style: str = "body") -> Flowable:
        """``value`` in ``style``, printed as typed; a ``Cell`` (drawn directly when it fits on
        a line) unless it holds runs of spaces or line breaks, which a ``Paragraph`` folds."""
        if self.direct_paragraphs and plain(value):
            return Cell(value, self.styles[style])
        return Paragraph(text(value), self.styles[style])

    def grid(
        self,
        rows: Sequence[Sequence[str | Flowable]],
        *,
        widths: Sequence[float | None] | None = None,
        header_rows: int = 1,
        numeric_from: int | None = None,
        heights: Sequence[float | None] | None = None,
    ) -> Flowable:
        """A ruled table; cells are escaped text unless already a Flowable. ``heights``: each
        row's height (None: as tall as its content). With every width known, a ``Cell`` or
        plain text that fits its column, or an empty cell, becomes a ``Line``, and the grid is
        a ``RuledGrid`` unless ``heights`` are given (then a ``Grid``, which takes more style
        commands)."""
        room = None
        if widths is not None and None not in widths:
            room = [width - 2 * self.cell_padding for width in widths if width is not None]
        cells = []
        for r, row in enumerate(rows):
            style = self.styles["cell_bold" if r < header_rows else "cell"]
            cells.append([self._grid_cell(cell, style, room, c) for c, cell in enumerate(row)])
        if room is not None and heights is None:
            return RuledGrid(
                cells,
                [width for width in widths or () if width is not None],
                header_rows=header_rows,
                padding=self.cell_padding,
            )
        row_styles = [self._row_style(row, r) for r, row in enumerate(cells)]
        table = Grid(
            cells,
            colWidths=widths,
            rowHeights=heights,
            repeatRows=header_rows,
            cellStyles=[[style] * len(row) for style, row in zip(row_styles, rows, strict=True)],
        )
        commands: list[tuple[object, ...]] = [
            ("GRID", (0, 0), (-1, -1), 0.4, colors.HexColor("#9aa6b1")),
            ("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.HexColor("#e6ebf0")),
        ]
        table.setStyle(TableStyle([c for c in commands if header_rows or c[0] != "BACKGROUND"]))
        return table

    def _row_style(self, cells: Sequence[Flowable | Line], row: int) -> CellStyle:
        """The cell style of a whole grid row: top-aligned, 2 points above and below,
        ``cell_padding`` at the sides, the leading of its ``Line`` cells.

        One object for the row's cells rather than one a cell, as reportlab's ``Table`` would
        make, set up by as many style commands (a recap of 30 tables has 20,000 cells): a
        command given to the table afterwards must cover whole rows, as the callers' do.
        """
        style = CellStyle(repr(row))
        style.valign = "TOP"
        style.topPadding = style.bottomPadding = 2
        style.leftPadding = style.rightPadding = self.cell_padding
        leading = max((cell.style.leading for cell in cells if type(cell) is Line), default=None)
        if leading is not None:
            style.leading = leading
        return style

    def _grid_cell(
        self, cell: str | Flowable, style: ParagraphStyle, room: list[float] | None, column: int
    ) -> Flowable | Line:
        """One cell of ``grid``: a ``Line`` where it surely fits on one line (``Lines`` for a
        ``Cell`` of several lines that each fit), else a flowable. Text given as a string is
        a ``Paragraph`` unless it is plain: no line break, no run of spaces to fold."""
        if isinstance(cell, Cell):
            value, style = cell.value, cell.style
        elif isinstance(cell, Flowable):
            return cell
        else:
            value = str(cell)
            if value and not plain(value):
                return Paragraph(text(value), style)
        if room is None:
            return cell if isinstance(cell, Cell) else Paragraph(text(value), style)
        if "\n" in value:
            lines = [self._fitting_line(part, style, room[column]) for part in value.split("\n")]
            if None in lines:
                return cell
            return Lines(line for line in lines if line is not None)
        line = self._fitting_line(value, style, room[column])
        if line is None:
            return cell if isinstance(cell, Cell) else Paragraph(text(value), style)
        return line

    def _fitting_line(self, value: str, style: ParagraphStyle, room: float) -> Line | None:
        """``value`` as a ``Line`` if it fits ``room`` in ``style``. A recap's grids repeat the
        same numbers and words thousands of times: each is measured once a file."""
        key = (value, style.name, room)
        line = self._lines.get(key)
        if line is None:
            if stringWidth(value, style.fontName, style.fontSize) > room:
                return None
            line = self._lines[key] = Line(value)
            line.style = style
        return line

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
