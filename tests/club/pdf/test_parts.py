"""The evening's recaps, score sheets and cards are kept table by table (``pdf.parts``): the print
joined from the parts reads and looks as the one drawn whole, page by page, in every language;
a change at one table draws that table's part and no other; a part whose pages moved is drawn
again, so every page number stays right."""

from __future__ import annotations

import io
from collections.abc import Sequence

import pypdfium2 as pdfium
import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.test import Client
from django.urls import reverse
from django.utils import translation
from PIL import ImageChops
from pypdf import PdfReader
from reportlab.platypus import Flowable, PageBreak

from clubchicago.club.models import Club, DealRecord, Evening, Table
from clubchicago.club.pdf import base, parts
from clubchicago.club.pdf.recap import RecapPdf
from clubchicago.club.pdf.score_sheets import ScoreSheetsPdf
from clubchicago.club.pdf.table_cards import TableCardsPdf
from clubchicago.club.selectors.paper import table_sheets
from clubchicago.club.selectors.plans import evening_tables, table_plan
from clubchicago.club.selectors.recaps import table_recaps
from clubchicago.club.services import play
from clubchicago.club.services.evenings import set_published
from scoring import Deal
from tests import factories
from tests.club.pdf.test_pdf_text import known_evening
from tests.pdf_helpers import pdf_links, pdf_text

pytestmark = pytest.mark.django_db

URLS = {
    "recaps": "club:recaps_pdf",
    "sheets": "club:score_sheets_pdf",
    "cards": "club:table_cards_pdf",
}


def drawn_whole(kind: str, evening: Evening) -> bytes:
    """The print drawn in one reportlab document, as it was before it was kept by parts."""
    club = Club.load()
    evening = Evening.objects.get(pk=evening.pk)
    tables = evening_tables(evening)
    if kind == "recaps":
        return RecapPdf(club=club, evening=evening, recaps=table_recaps(evening)).render()
    if kind == "sheets":
        sheets = [table_sheets(table, evening.schedule) for table in tables]
        return ScoreSheetsPdf.of_evening(club, evening, sheets).render()
    links = {
        table.pk: "http://testserver" + reverse("club:table_play", args=[table.pk, table.token])
        for table in tables
    }
    plans = [table_plan(table) for table in tables]
    return TableCardsPdf(club=club, evening=evening, plans=plans, links=links).render()


def assert_same_pages(joined: bytes, whole: bytes) -> None:
    """The two prints have the same pages: the same text, the same links and the same image of
    each page, and the same title."""
    assert pdf_text(joined, sep="\f") == pdf_text(whole, sep="\f")
    assert pdf_links(joined) == pdf_links(whole)
    ours_meta, theirs_meta = (PdfReader(io.BytesIO(pdf)).metadata for pdf in (joined, whole))
    assert ours_meta is not None and theirs_meta is not None
    assert ours_meta.title == theirs_meta.title
    ours, theirs = pdfium.PdfDocument(joined), pdfium.PdfDocument(whole)
    assert len(ours) == len(theirs)
    for number, (page, other) in enumerate(zip(ours, theirs, strict=True), start=1):
        image = page.render(scale=1.5, grayscale=True).to_pil()
        expected = other.render(scale=1.5, grayscale=True).to_pil()
        assert ImageChops.difference(image, expected).getbbox() is None, f"page {number}"


def table_numbers(renderer: base.PdfRenderer) -> list[int]:
    """The tables a renderer of parts was asked to draw."""
    if isinstance(renderer, RecapPdf):
        return [recap.number for recap in renderer.recaps]
    if isinstance(renderer, ScoreSheetsPdf):
        return [sheets.table.number for sheets in renderer.sheets if sheets.table]
    assert isinstance(renderer, TableCardsPdf)
    return [plan.table.number for plan in renderer.plans]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[list[int]]:
    """Every document ``parts`` draws, as the tables it holds, in the order drawn."""
    documents: list[list[int]] = []
    real = parts.drawn_parts

    def spy(renderer: base.PdfRenderer, keys: Sequence[str]) -> tuple[str, bytes, list[parts.Part]]:
        documents.append(table_numbers(renderer))
        return real(renderer, keys)

    monkeypatch.setattr(parts, "drawn_parts", spy)
    return documents


def correct_a_deal(table: Table, director: User) -> None:
    """The first deal played at ``table`` corrected by the director, to another contract."""
    deal = DealRecord.objects.filter(chukker__table=table, passed_out=False).order_by("pk")[0]
    now = (deal.declarer, deal.level, deal.strain, deal.tricks)
    contracts = [Deal(declarer="N", level=4, strain="S", tricks=10)]
    contracts.append(Deal(declarer="E", level=2, strain="H", tricks=6))
    first = contracts[0]
    other = (
        contracts[1] if now == (first.declarer, first.level, first.strain, first.tricks) else first
    )
    actor = play.Actor.for_director(director)
    play.edit_deal(table, deal.pk, other, version=deal.version, actor=actor)


def rename_a_player(table: Table) -> str:
    player = table.table_players.get(number=2).player
    return factories.rename_player(player, player.name + " Renamed").name


@pytest.mark.parametrize("language", ["en", "fr", "it"])
@pytest.mark.parametrize("kind", URLS)
def test_the_print_joined_from_parts_reads_and_looks_as_the_one_drawn_whole(
    kind: str, language: str, director: User, director_client: Client, drawn: list[list[int]]
) -> None:
    _season, evening = known_evening(director)
    director_client.cookies["django_language"] = language
    url = reverse(URLS[kind], args=[evening.pk])

    joined = director_client.get(url).content

    assert drawn == [[1, 2, 3, 4]]  # the first print: one document, cut into its tables
    with translation.override(language):
        assert_same_pages(joined, drawn_whole(kind, evening))


@pytest.mark.parametrize("kind", URLS)
def test_a_change_at_table_3_draws_table_3s_part_and_no_other(
    kind: str, director: User, director_client: Client, drawn: list[list[int]]
) -> None:
    _season, evening = known_evening(director)
    url = reverse(URLS[kind], args=[evening.pk])
    director_client.get(url)
    table = evening.tables.get(number=3)
    drawn.clear()

    name = rename_a_player(table)
    joined = director_client.get(url).content

    assert drawn == [[3]]
    assert name in pdf_text(joined)
    assert_same_pages(joined, drawn_whole(kind, evening))


def test_a_deal_corrected_at_table_3_draws_its_recap_alone_and_no_card_or_sheet(
    director: User, director_client: Client, drawn: list[list[int]]
) -> None:
    _season, evening = known_evening(director)
    for kind in URLS:
        director_client.get(reverse(URLS[kind], args=[evening.pk]))
    drawn.clear()

    correct_a_deal(evening.tables.get(number=3), director)
    recaps = director_client.get(reverse(URLS["recaps"], args=[evening.pk])).content
    for kind in ("sheets", "cards"):  # they show the plan, which did not change
        director_client.get(reverse(URLS[kind], args=[evening.pk]))

    assert drawn == [[3]]
    assert_same_pages(recaps, drawn_whole("recaps", evening))


def test_a_print_in_another_language_or_for_another_reader_draws_its_own_parts(
    director: User, director_client: Client, client: Client, drawn: list[list[int]]
) -> None:
    _season, evening = known_evening(director)
    url = reverse(URLS["recaps"], args=[evening.pk])
    director_client.get(url)
    director_client.cookies["django_language"] = "fr"
    french = director_client.get(url).content
    set_published(evening, True)
    client.get(url)

    assert drawn == [[1, 2, 3, 4]] * 3
    assert "Donne" in pdf_text(french)


class PagesPdf(base.PdfRenderer):
    """A print of made-up tables, each a name and its number of pages."""

    def __init__(self, tables: list[tuple[str, int]], drawn: list[list[str]]) -> None:
        super().__init__(club_name="Club")
        self.tables = tables
        self.drawn = drawn

    def render(self) -> bytes:
        self.drawn.append([name for name, _pages in self.tables])
        return super().render()

    def title(self) -> str:
        return "Pages"

    def story(self) -> list[Flowable]:
        return self.tables_story(self.tables, self.table, "none")

    def table(self, table: tuple[str, int]) -> list[Flowable]:
        name, pages = table
        story: list[Flowable] = [self.paragraph(f"{name} page 1")]
        for page in range(2, pages + 1):
            story.extend([PageBreak(), self.paragraph(f"{name} page {page}")])
        return story


def pages_print(tables: list[tuple[str, int]], drawn: list[list[str]]) -> list[str]:
    """Each page's text of ``tables`` joined from their parts, which are kept by name and
    length; the documents drawn are added to ``drawn``."""

    def renderer(chosen: Sequence[tuple[str, int]]) -> base.PdfRenderer:
        return PagesPdf(list(chosen), drawn)

    keys = [f"test-part-{name}-{pages}" for name, pages in tables]
    joined = parts.assemble(tables, keys, renderer)
    return [" ".join(page.split()) for page in pdf_text(joined, sep="\f").split("\f")]


def test_a_part_whose_pages_moved_is_drawn_again_with_its_new_page_numbers() -> None:
    cache.clear()
    drawn: list[list[str]] = []
    first = pages_print([("A", 1), ("B", 2), ("C", 1)], drawn)
    assert first == [
        "Club Page 1 A page 1",
        "Club Page 2 B page 1",
        "Club Page 3 B page 2",
        "Club Page 4 C page 1",
    ]

    grown = pages_print([("A", 2), ("B", 2), ("C", 1)], drawn)
    assert grown[2:] == ["Club Page 3 B page 1", "Club Page 4 B page 2", "Club Page 5 C page 1"]
    # A drawn alone, then every part after it (their pages moved) in one document.
    assert drawn[1:] == [["A"], ["B", "C"]]

    # A part changed at the end: the parts before it are read, not drawn.
    last = pages_print([("A", 2), ("B", 2), ("C", 3)], drawn)
    assert last[-1] == "Club Page 7 C page 3"
    assert drawn[3:] == [["C"]]


def test_an_evening_with_no_table_prints_that_it_has_none(
    director_client: Client, drawn: list[list[int]]
) -> None:
    evening = factories.make_evening()
    for kind in URLS:
        text = pdf_text(director_client.get(reverse(URLS[kind], args=[evening.pk])).content)
        assert "No table" in text, kind
    assert drawn == []
