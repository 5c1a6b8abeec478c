"""The ruled grid every printable shares (``PdfRenderer.grid``): a grid of known widths is laid
out and drawn by ``RuledGrid``, split across pages by rows with its header printed again, and
its cells of several lines print each line, in order."""

from __future__ import annotations

import io

from pypdf import PdfReader
from reportlab.lib.units import mm
from reportlab.platypus import Flowable

from clubchicago.club.pdf.base import Cell, Lines, PdfRenderer, RuledGrid


class GridPdf(PdfRenderer):
    """A renderer printing only the rows it is given, in a grid of two known columns."""

    def __init__(self, rows: list[list[str | Flowable]]) -> None:
        super().__init__(club_name="Club")
        self.rows = rows

    def title(self) -> str:
        return "Grid"

    def story(self) -> list[Flowable]:
        return [self.grid(self.rows, widths=[30 * mm, 60 * mm])]


def pages(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def test_a_long_grid_prints_every_row_once_and_its_header_on_every_page() -> None:
    rows: list[list[str | Flowable]] = [["Number", "Name"]]
    rows.extend([f"{n}.", f"Player {n:03d}"] for n in range(1, 151))

    texts = pages(GridPdf(rows).render())

    assert len(texts) > 1
    for number, text in enumerate(texts, start=1):
        # The page's footer (club, page number) is drawn first, then the grid.
        assert text.splitlines()[0:4] == ["Club", f"Page {number}", "Number", "Name"]
    lines = [line for text in texts for line in text.splitlines()]
    assert [line for line in lines if line.startswith("Player")] == [
        f"Player {n:03d}" for n in range(1, 151)
    ]


def test_a_grid_of_known_widths_is_a_ruled_grid_and_a_cell_of_lines_prints_each() -> None:
    renderer = GridPdf([])
    style = renderer.styles["cell"]
    rows: list[list[str | Flowable]] = [
        ["Chukker", "Seats"],
        ["1", Cell("N Anne\nS Bob", style)],
        ["2", Cell("N " + "Anne-Charlotte de La Tour " * 3 + "\nS Bob", style)],
    ]

    grid = renderer.grid(rows, widths=[30 * mm, 60 * mm])
    renderer.rows = rows
    text = pages(renderer.render())[0]

    assert isinstance(grid, RuledGrid)
    assert isinstance(grid.rows[1][1], Lines)  # both lines fit: drawn directly
    assert not isinstance(grid.rows[2][1], Lines)  # the first wraps: a Paragraph's lines
    assert "N Anne\nS Bob" in text
    assert text.index("N Anne") < text.index("Tour") < text.rindex("S Bob")
