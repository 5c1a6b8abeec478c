"""Standings exports (CSV, Excel) write any stored name, whatever characters it holds.

Names are checked as they enter, but one stored before that check (or by another door) must
not turn the export of a published evening into a server error: openpyxl refuses control
characters, and XML cannot hold a lone surrogate or U+FFFE. Property-based over odd Unicode.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import django_tables2 as tables
import openpyxl
import pytest
from django.db import transaction
from django.urls import reverse
from django_tables2.export import TableExport
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from clubchicago.club.listings.results import ExportSafeTable
from clubchicago.club.models import Evening, Player
from clubchicago.club.text import REPLACEMENT, is_hidden
from tests import factories

ODD = st.characters(categories=("Cc", "Cf", "Cs", "Co", "Cn", "L", "M", "Zs", "P", "S"))
ODD_TEXT = st.text(ODD, min_size=1, max_size=40)
# What a database can store: PostgreSQL refuses NUL, and neither database takes a surrogate.
STORABLE = st.text(ODD.filter(lambda c: c != "\x00" and not "\ud800" <= c <= "\udfff"), min_size=1)


class NamesTable(ExportSafeTable):
    name = tables.Column()


def cells_of_xlsx(content: bytes) -> list[Any]:
    sheet = openpyxl.load_workbook(io.BytesIO(content)).active
    return [cell.value for row in sheet.iter_rows() for cell in row]


@settings(max_examples=300, deadline=None)
@given(ODD_TEXT)
@example("Back\x08space")
@example("\x1b[31mred")
@example("\u202egnp.exe")
@example("Lone\ud800surrogate")
@example("Non\ufffecharacter")
@example("=1+2\x00")
def test_any_text_exports_to_excel_and_csv_with_hidden_characters_replaced(name):
    table = NamesTable([{"name": name}])
    values = list(table.as_values())
    cell = values[1][0]
    assert isinstance(cell, str), "a name is exported as text"
    assert not any(is_hidden(c) for c in cell)
    assert len(cell) in (len(name), len(name) + 1)  # one for one, plus a quote before a formula
    assert cells_of_xlsx(TableExport("xlsx", table).export())[1] == cell
    assert list(csv.reader(io.StringIO(TableExport("csv", table).export())))[1] == [cell]


@contextmanager
def rolled_back() -> Iterator[None]:
    with transaction.atomic():
        yield
        transaction.set_rollback(True)


@pytest.fixture
def published(db: None) -> Evening:
    season = factories.make_season()
    evening = factories.make_evening(season=season, published=True)
    factories.seat_tables(evening, (4,))
    return evening


@pytest.mark.django_db
def test_a_stored_name_with_a_hidden_character_exports_for_anyone(published, client):
    bad = Player.objects.filter(table_places__isnull=False)[0]
    urls = [
        reverse("club:evening_standings", args=[published.pk]),
        reverse("club:season_standings", args=[published.season_id]),
    ]

    @settings(
        max_examples=40,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(STORABLE)
    @example("Back\x08space")
    @example("\u202eevil")
    @example("Zero\u200bwidth")
    @example("Non\ufffecharacter")
    def check(name: str) -> None:
        with rolled_back():
            Player.objects.filter(pk=bad.pk).update(name=name)  # as stored before the check
            for url in urls:
                response = client.get(url, {"_export": "xlsx"})
                assert response.status_code == 200, (url, name)
                cells = [c for c in cells_of_xlsx(response.content) if isinstance(c, str)]
                assert not [c for c in cells if any(is_hidden(ch) for ch in c)]
                response = client.get(url, {"_export": "csv"})
                assert response.status_code == 200, (url, name)
                text = response.content.decode("utf-8-sig")  # the BOM is for Excel
                assert not [c for c in text if is_hidden(c) and c not in "\r\n"]
                if any(is_hidden(c) for c in name):
                    assert REPLACEMENT in text

    check()


# A formula written with a compatibility form of its first sign: each folds (NFKC) to = + - @.
COMPATIBLE_SIGNS = ["＝", "﹦", "⁼", "₌", "＋", "﹢", "⁺", "₊", "－", "﹣", "＠", "﹫"]


@pytest.mark.parametrize("sign", COMPATIBLE_SIGNS)
def test_a_name_starting_with_a_compatibility_form_of_a_formula_sign_is_defused(sign):
    name = f'{sign}HYPERLINK("http://x","Zoë")'
    table = NamesTable([{"name": name}])
    cell = list(table.as_values())[1][0]
    assert cell == "'" + name  # written as typed, behind the quote a spreadsheet shows as text
    assert cells_of_xlsx(TableExport("xlsx", table).export())[1] == "'" + name
    assert list(csv.reader(io.StringIO(TableExport("csv", table).export())))[1] == ["'" + name]


@pytest.mark.parametrize("name", ["Zoë Ærø", "Ｚｏë", "ﬁona", "−5 (a minus sign, not a hyphen)"])
def test_a_name_that_folds_to_no_formula_sign_is_written_as_it_is(name):
    table = NamesTable([{"name": name}])
    assert list(table.as_values())[1][0] == name


@pytest.mark.django_db
def test_the_standings_exports_defuse_a_full_width_formula_in_a_players_name(published, client):
    player = Player.objects.filter(table_places__isnull=False).first()
    assert player is not None
    Player.objects.filter(pk=player.pk).update(name="＝1+1")
    url = reverse("club:evening_standings", args=[published.pk])
    csv_text = client.get(url + "?_export=csv").content.decode("utf-8-sig")
    assert "'＝1+1" in csv_text
    cells = cells_of_xlsx(client.get(url + "?_export=xlsx").content)
    assert "'＝1+1" in cells and "＝1+1" not in cells
