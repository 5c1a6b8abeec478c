"""Names and titles holding markup, PDF syntax or formulas: shown escaped on every page, printed
literally in every PDF, and exported as spreadsheet cells that cannot run.
"""

from __future__ import annotations

import csv
import io
import random
import re

import openpyxl
import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from clubchicago.club.models import Attendance, Evening, Table
from clubchicago.club.services import play
from clubchicago.club.services import seating as seating_services
from tests import factories
from tests.factories import random_deal
from tests.pdf_helpers import pdf_text
from tests.suites.hostile_input.inputs import send

pytestmark = pytest.mark.django_db


SCRIPT = "<script>alert(1)</script>"


ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt;"


FORMULAS = ["=1+2", "+cmd|' /C calc'!A0", "-2 minus", "@SUM(A1:A9)"]


HOSTILE_NAMES = [SCRIPT, "<b>Bold</b> (x) Tj", *FORMULAS]


@pytest.fixture
def hostile(director: User) -> Evening:
    """A played and published evening whose players, title and season are hostile text."""
    season = factories.make_season(name=SCRIPT)
    evening = factories.make_evening(
        season=season, title=f"{SCRIPT} =1+2", confirm_entries=False, published=True
    )
    players = [factories.make_player(name) for name in HOSTILE_NAMES]
    for player in players:
        Attendance.objects.create(evening=evening, player=player)
    seating_services.draw(evening, seed=3)
    table = Table.objects.get(evening=evening)
    boss = play.Actor.for_director(director)
    for played in table.plan():
        for number in range(1, 5):
            play.record_deal(
                table,
                random_deal(random.Random(number)),
                number=number,
                chukker_number=played.index,
                actor=boss,
            )
    return evening


def director_pages(evening: Evening) -> list[str]:
    table = evening.tables.get()
    return [
        reverse("club:roster"),
        reverse("club:dashboard"),
        reverse("club:seasons"),
        reverse("club:evening_detail", args=[evening.pk]),
        reverse("club:evening_attendance", args=[evening.pk]),
        reverse("club:evening_seating", args=[evening.pk]),
        reverse("club:evening_draw", args=[evening.pk]),
        reverse("club:table_positions", args=[evening.pk, 1]),
        reverse("club:evening_play", args=[evening.pk]),
        reverse("club:evening_history", args=[evening.pk]),
        reverse("club:evening_edit", args=[evening.pk]),
        reverse("club:season_edit", args=[evening.season_id]),
        reverse("club:club_import"),
        reverse("club:table_play", args=[table.pk, table.token]),
    ]


def public_pages(evening: Evening) -> list[str]:
    return [
        reverse("club:evening_standings", args=[evening.pk]),
        reverse("club:evening_live", args=[evening.pk]),
        reverse("club:table_recap", args=[evening.pk, 1]),
        reverse("club:season_standings", args=[evening.season_id]),
    ]


def test_hostile_names_and_titles_are_shown_escaped(hostile, director_client, client):
    pages = [(director_client, url) for url in director_pages(hostile)]
    pages += [(client, url) for url in public_pages(hostile)]
    for visitor, url in pages:
        body = send(visitor, "get", url).content.decode()
        assert SCRIPT not in body, url
        assert ESCAPED in body, url
        assert "<b>Bold</b>" not in body, url


def squeezed_text(content: bytes) -> str:
    """The text of every page, without whitespace (a long name may wrap in a narrow column)."""
    return re.sub(r"\s+", "", pdf_text(content, sep=""))


def test_hostile_names_are_printed_literally_in_every_pdf(hostile, director_client):
    urls = [
        reverse("club:ranking_pdf", args=[hostile.pk]),
        reverse("club:recaps_pdf", args=[hostile.pk]),
        reverse("club:table_recap_pdf", args=[hostile.pk, 1]),
        reverse("club:table_cards_pdf", args=[hostile.pk]),
        reverse("club:table_card_pdf", args=[hostile.pk, 1]),
        reverse("club:season_pdf", args=[hostile.season_id]),
    ]
    for url in urls:
        response = send(director_client, "get", url)
        assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
        text = squeezed_text(response.content)
        for name in HOSTILE_NAMES:
            assert re.sub(r"\s+", "", name) in text, (url, name)


def test_exported_cells_that_look_like_formulas_cannot_run(hostile, client):
    for url in (
        reverse("club:evening_standings", args=[hostile.pk]),
        reverse("club:season_standings", args=[hostile.season_id]),
    ):
        response = send(client, "get", url, {"_export": "csv"})
        cells = [cell for row in csv.reader(io.StringIO(response.content.decode())) for cell in row]
        for name in FORMULAS:
            assert "'" + name in cells, (url, name)
        assert not [cell for cell in cells if cell[:1] in ("=", "+", "@")], url
        assert not [cell for cell in cells if cell.startswith("-") and not _number(cell)], url

        response = send(client, "get", url, {"_export": "xlsx"})
        sheet = openpyxl.load_workbook(io.BytesIO(response.content)).active
        texts = [c.value for row in sheet.iter_rows() for c in row if isinstance(c.value, str)]
        for name in FORMULAS:
            assert "'" + name in texts, (url, name)
        assert not [t for t in texts if t[:1] in ("=", "+", "@")], url


def _number(text: str) -> bool:
    return re.fullmatch(r"-\d+(\.\d+)?", text) is not None
