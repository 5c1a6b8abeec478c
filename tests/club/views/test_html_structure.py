"""What the Nu HTML Checker cannot see: the score sheets' two-level headers named cell by cell
(id/headers, WCAG H43), and a description for every public page."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from django.urls import reverse

from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter

pytestmark = pytest.mark.django_db


class SheetCells(HTMLParser):
    """The ``headers`` of every data cell of the page's score-sheet tables, and their ids."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.ids: set[str] = set()
        self.cells: list[str | None] = []
        self.section = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        if tag == "table" and "sheet" in (named.get("class") or "").split():
            self.depth += 1
        if not self.depth:
            return
        if tag in ("thead", "tbody", "tfoot"):
            self.section = tag
        if tag == "th" and named.get("id"):
            self.ids.add(named["id"] or "")
        if tag == "td" and self.section == "tbody" and not named.get("colspan"):
            self.cells.append(named.get("headers"))

    def handle_endtag(self, tag: str) -> None:
        if tag == "table" and self.depth:
            self.depth -= 1


def sheet_cells(html: str) -> SheetCells:
    parser = SheetCells()
    parser.feed(html)
    return parser


def test_every_score_sheet_cell_names_its_two_headers(client, director_client):
    evening = factories.make_evening(published=True)
    (table,) = factories.seat_tables(evening, (4,))
    for contract in FOUR_DEALS[:2]:
        enter(table, contract, play.Actor.for_table(table))
    pages = [
        client.get(reverse("club:table_play", args=[table.pk, table.token])),
        director_client.get(reverse("club:table_recap", args=[evening.pk, 1])),
    ]
    for response in pages:
        found = sheet_cells(response.content.decode())
        assert found.cells, "a score sheet with its deals"
        assert all(found.cells)
        assert all(set(cell.split()) <= found.ids for cell in found.cells if cell)
        assert any(len(cell.split()) == 2 for cell in found.cells if cell)


def test_the_public_pages_have_a_description(client):
    season = factories.make_season()
    factories.make_evening(season=season, published=True)
    for url in (reverse("home"), reverse("club:results")):
        page = client.get(url).content.decode()
        (description,) = re.findall(r'<meta name="description" content="([^"]+)">', page)
        assert "rotating Chicago bridge" in description
