"""The grids every printable draws with reportlab's ``Table``: each column said once, never
narrower than a word of its heading or than its numbers, numbers right-aligned under their
right-aligned heading, text too long for its column wrapped between words."""

from __future__ import annotations

import pypdfium2 as pdfium
from reportlab.lib.units import mm
from reportlab.platypus import Table

from clubchicago.club.pdf.base import Column, PdfRenderer, widest_word

ROWS = [("Anne-Charlotte de La Tour-Maubourg-Villeneuve", 12), ("Zoë", -1500), ("Li", 7)]


class Grid(PdfRenderer):
    def __init__(self, columns: list[Column[tuple[str, int]]]) -> None:
        super().__init__(club_name="Club")
        self.columns = columns

    def title(self) -> str:
        return "Grid"

    def story(self) -> list[object]:
        return [self.grid(self.columns, ROWS, footer=[["Totali", "-1481"]])]


def columns(width: float | None = None) -> list[Column[tuple[str, int]]]:
    return [
        Column("Giocatore", lambda row: row[0]),
        Column("Arrotondato", lambda row: str(row[1]), numeric=True, width=width),
    ]


def test_a_column_is_never_narrower_than_a_word_of_its_heading_or_its_numbers() -> None:
    grid = Grid(columns(width=5 * mm))
    widths = grid.column_widths(grid.columns, [["x", "-1500"]], grid.width)
    assert widths[1] >= widest_word("Arrotondato", grid.styles["head"]) + 2 * grid.cell_padding
    assert widths[0] == grid.width - widths[1]  # the text column takes what is left


def test_numbers_are_right_aligned_under_their_heading_and_long_names_wrap() -> None:
    grid = Grid(columns())
    table = grid.story()[0]
    assert isinstance(table, Table)
    names = [row[0] for row in table._cellvalues[1:4]]  # what the Table was given
    assert all(isinstance(name, str) for name in names[1:])
    document = pdfium.PdfDocument(grid.render())
    textpage = document[0].get_textpage()
    text = textpage.get_text_range()
    rights = []
    for shown in ("Arrotondato", "12", "-1500", "7", "-1481"):
        at = text.index(shown)
        rights.append(textpage.get_charbox(at + len(shown) - 1)[2])
    assert max(rights) - min(rights) < 1
    assert "Tour-Maubourg-Villeneuve" in text.replace("\r\n", "")  # wrapped, nothing cut


def test_user_text_prints_as_typed() -> None:
    class Note(Grid):
        def story(self) -> list[object]:
            return [self.paragraph("Łukasz <b>& 'Co'\non two lines")]

    textpage = pdfium.PdfDocument(Note(columns()).render())[0].get_textpage()
    lines = textpage.get_text_range().split("\r\n")
    at = lines.index("Łukasz <b>& 'Co'")
    assert lines[at + 1] == "on two lines"
