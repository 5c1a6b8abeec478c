"""The faster ways of drawing pages and PDFs draw exactly what the slower ones drew.

``radio_input`` writes the ``<input>`` of a radio choice as Django's widget templates do, and the
table cards' QR code covers exactly its dark modules with one rectangle per run.
"""

from __future__ import annotations

import pytest
import segno
from django import forms

from clubchicago.club.forms.pad import PadDealForm
from clubchicago.club.forms.play import TableDealForm
from clubchicago.club.pdf.table_cards import QR_SIZE, qr_drawing
from clubchicago.club.templatetags.chicago import radio_input

FILLED = {
    "level": "4",
    "strain": "S",
    "doubled": "1",
    "declarer": "N",
    "result": "=",
    "honours": "100",
}
WRONG = {"level": "9", "strain": "Z", "doubled": "7", "declarer": "Q", "result": "?"}


def every_radio(form: forms.Form) -> list[object]:
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


@pytest.mark.parametrize("link", ["https://chicago.example.org/t/7/abc/", "x" * 180])
def test_the_qr_code_covers_exactly_its_dark_modules(link: str) -> None:
    rows = list(segno.make(link, error="m", micro=False).matrix_iter(scale=1, border=2))
    module = QR_SIZE / len(rows)
    covered = set()
    for rect in qr_drawing(link).contents:
        column, row = round(rect.x / module), round((QR_SIZE - rect.y) / module) - 1
        assert rect.height == pytest.approx(module)
        covered.update((row, column + i) for i in range(round(rect.width / module)))
    dark = {(y, x) for y, cells in enumerate(rows) for x, cell in enumerate(cells) if cell}
    assert covered == dark
