"""The faster ways of drawing pages and PDFs draw exactly what the slower ones drew.

``radio_input`` writes the ``<input>`` of a radio choice as Django's widget templates do, and the
table cards' QR code covers exactly its dark modules with one rectangle per run, read back
from the printed card.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence

import pytest
import segno
from django import forms
from django.forms.boundfield import BoundWidget
from django.test import Client
from django.urls import reverse
from pypdf import PdfReader

from clubchicago.club.forms.pad import PadDealForm
from clubchicago.club.forms.play import TableDealForm
from clubchicago.club.pdf.table_cards import QR_SIZE, qr_rects
from clubchicago.club.templatetags.chicago import radio_input
from tests import factories

FILLED = {
    "level": "4",
    "strain": "S",
    "doubled": "1",
    "declarer": "N",
    "result": "=",
    "honours": "100",
}
WRONG = {"level": "9", "strain": "Z", "doubled": "7", "declarer": "Q", "result": "?"}


def every_radio(form: forms.Form) -> list[BoundWidget]:
    return [
        radio
        for field in form
        if isinstance(field.field.widget, forms.RadioSelect)
        for radio in field
    ]


@pytest.mark.parametrize("data", [None, FILLED, WRONG], ids=["empty", "filled", "wrong"])
@pytest.mark.parametrize("honours", [False, True])
def test_a_radio_choice_is_written_as_its_widget_template_writes_it(
    data: dict | None, honours: bool
) -> None:
    entry = TableDealForm(data, seats={}, honours=honours)
    pad = PadDealForm(
        {f"deal2-{k}": v for k, v in (data or {}).items()} if data else None,
        prefix="deal2",
        honours=honours,
    )
    for form in (entry, pad):
        form.is_valid()
        radios = every_radio(form)
        assert radios
        for radio in radios:
            assert radio_input(radio) == radio.tag()


def covered_modules(rects: Sequence[Sequence[float]]) -> set[tuple[int, int]]:
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
def test_the_qr_code_covers_exactly_its_dark_modules(link: str) -> None:
    assert covered_modules(qr_rects(link)) == dark_modules(link)


@pytest.mark.django_db
def test_the_printed_card_draws_the_qr_code_of_the_tables_link(director_client: Client) -> None:
    evening = factories.make_evening()
    (table,) = factories.seat_tables(evening, [4])
    response = director_client.get(reverse("club:table_card_pdf", args=[evening.pk, 1]))

    contents = PdfReader(io.BytesIO(response.content)).pages[0].get_contents()
    assert contents is not None
    stream = contents.get_data().decode()
    # The code is one filled path of rectangles, drawn where the card's layout puts it.
    (path,) = re.findall(r"\nn ((?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re ?)+) f\n", stream)
    rects = [tuple(map(float, rect)) for rect in re.findall(r"(\S+) (\S+) (\S+) (\S+) re", path)]
    link = f"http://testserver/t/{table.pk}/{table.token}/"
    assert covered_modules(rects) == dark_modules(link)
