"""Table cards: one page per table, with the players, every position and the entry link."""

from __future__ import annotations

import io
import re

import pytest
import segno
from django.test import Client
from django.urls import reverse
from pypdf import PdfReader

from clubchicago.club.models import Club, Evening, TablePlayer
from clubchicago.club.pdf.table_cards import QR_SIZE, TableCardsPdf, qr_rects
from clubchicago.club.selectors.plans import evening_tables, table_plan
from clubchicago.club.services import play, seating
from tests import factories
from tests.pdf_helpers import pdf_links

pytestmark = pytest.mark.django_db


def page_count(pdf: bytes) -> int:
    return len(re.findall(rb"/Type /Page(?![s\w])", pdf))


def test_a_table_card_is_one_page_with_the_entry_link(
    director_client: Client, evening: Evening
) -> None:
    tables = factories.seat_tables(evening, [4, 6])

    response = director_client.get(reverse("club:table_card_pdf", args=[evening.pk, 2]))

    assert response["Content-Type"] == "application/pdf"
    assert 'filename="table-2-2026-11-30.pdf"' in response["Content-Disposition"]
    assert response.content.startswith(b"%PDF")
    assert page_count(response.content) == 1
    # The link is clickable, so its address is stored as plain text in the file.
    link = f"http://testserver/t/{tables[1].pk}/{tables[1].token}/"
    assert link.encode() in response.content
    assert tables[0].token.encode() not in response.content


def test_all_table_cards_come_in_one_file_one_table_per_page(
    director_client: Client, evening: Evening
) -> None:
    tables = factories.seat_tables(evening, [4, 5, 6])

    response = director_client.get(reverse("club:table_cards_pdf", args=[evening.pk]))

    assert len(PdfReader(io.BytesIO(response.content)).pages) == 3
    # Each page's link (a link annotation, clickable) goes to its own table's page.
    assert pdf_links(response.content) == [
        f"http://testserver/t/{table.pk}/{table.token}/" for table in tables
    ]


def test_cards_print_any_name_and_user_text_safely(evening: Evening) -> None:
    (table,) = factories.seat_tables(evening, [5])
    for number, name in enumerate(["Zoë Ærø", "Łukasz <b>&", "Ζωή", "Юлия", "O'Brien"], 1):
        TablePlayer.objects.filter(table=table, number=number).update(
            player=factories.make_player(name)
        )
    evening.title = "Soirée <Chicago> & co"
    tables = evening_tables(evening)

    pdf = TableCardsPdf(
        club=Club.load(),
        evening=evening,
        plans=[table_plan(t) for t in tables],
        links={table.pk: "https://example.org/t/1/abc/"},
    ).render()

    assert pdf.startswith(b"%PDF")
    assert b"DejaVuSans" in pdf


def test_a_replayed_table_card_runs_on_and_the_next_table_starts_a_new_page(
    evening: Evening,
) -> None:
    tables = factories.seat_tables(evening, [6, 4])
    seating.set_table_length(tables[0], 24)  # its cycle of eight, three times
    loaded = evening_tables(evening)

    pdf = TableCardsPdf(
        club=Club.load(), evening=evening, plans=[table_plan(t) for t in loaded], links={}
    ).render()

    assert page_count(pdf) >= 3


def test_the_paper_size_comes_from_the_club(director_client: Client, evening: Evening) -> None:
    factories.seat_tables(evening, [4])
    club = Club.load()
    club.paper_size = "LETTER"
    club.save()

    response = director_client.get(reverse("club:table_card_pdf", args=[evening.pk, 1]))

    assert b"/MediaBox [ 0 0 612 792 ]" in response.content


def test_an_evening_without_tables_still_gives_a_file(
    director_client: Client, evening: Evening
) -> None:
    response = director_client.get(reverse("club:table_cards_pdf", args=[evening.pk]))

    assert response.content.startswith(b"%PDF")
    assert page_count(response.content) == 1


def test_the_qr_code_is_drawn_as_dark_squares() -> None:
    assert len(qr_rects("https://example.org/t/1/abc/")) > 100


def covered_modules(rects: list[tuple[float, float, float, float]]) -> set[tuple[int, int]]:
    """The (row, column) modules the rectangles of a QR code cover, counted from its top."""
    size = QR_SIZE
    rows = round(size / min(height for *_xy, _width, height in rects))
    module = size / rows
    covered: set[tuple[int, int]] = set()
    for x, y, width, height in rects:
        assert height == pytest.approx(module, abs=1e-3)
        column, row = round(x / module), round((size - y) / module) - 1
        covered.update((row, column + i) for i in range(round(width / module)))
    return covered


def dark_modules(link: str) -> set[tuple[int, int]]:
    rows = segno.make(link, error="m", micro=False).matrix_iter(scale=1, border=2)
    return {(y, x) for y, cells in enumerate(rows) for x, cell in enumerate(cells) if cell}


@pytest.mark.parametrize("link", ["https://chicago.example.org/t/7/abc/", "x" * 180])
def test_the_qr_code_covers_exactly_segnos_dark_modules(link: str) -> None:
    assert covered_modules(list(qr_rects(link))) == dark_modules(link)


def test_the_printed_card_draws_the_qr_code_of_the_tables_link(director_client: Client) -> None:
    evening = factories.make_evening()
    (table,) = factories.seat_tables(evening, [4])
    response = director_client.get(reverse("club:table_card_pdf", args=[evening.pk, 1]))

    contents = PdfReader(io.BytesIO(response.content)).pages[0].get_contents()
    assert contents is not None
    stream = contents.get_data().decode()
    # The code is one filled path of rectangles (the canvas's path API), where the card puts it.
    (path,) = re.findall(r"\nn ((?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re\s?){20,})f\*?\n", stream)
    found = re.findall(r"(\S+) (\S+) (\S+) (\S+) re", path)
    rects = [(float(x), float(y), float(w), float(h)) for x, y, w, h in found]
    link = f"http://testserver/t/{table.pk}/{table.token}/"
    assert covered_modules(rects) == dark_modules(link)


def card_text(pdf: bytes) -> str:
    """The file's text, each run of spaces and line breaks one space (a cell wraps its words)."""
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    return " ".join(text.split())


def test_the_card_of_a_table_whose_players_changed_says_revised_after_which_chukker(
    director_client: Client,
) -> None:
    # docs/rules.md#changes-during-the-evening: the card is printed again from the new plan.
    evening = factories.make_evening(confirm_entries=False)
    table, _other = factories.seat_tables(evening, [4, 4])
    for contract in factories.FOUR_DEALS:
        factories.enter(table, contract, play.Actor.for_table(table))
    late = factories.make_player("Late Comer")
    factories.mark_present(evening, [late])
    before = director_client.get(reverse("club:table_card_pdf", args=[evening.pk, 1])).content
    assert "Revised after" not in card_text(before)

    seating.move_player(evening, late.pk, 1)

    card = card_text(
        director_client.get(reverse("club:table_card_pdf", args=[evening.pk, 1])).content
    )
    assert "Revised after chukker 1: the players change from chukker 2." in card
    assert "Late Comer" in card and "players changed" in card
    sheets = card_text(
        director_client.get(reverse("club:table_score_sheets_pdf", args=[evening.pk, 1])).content
    )
    assert "Revised after chukker 1" in sheets and "Late Comer" in sheets
