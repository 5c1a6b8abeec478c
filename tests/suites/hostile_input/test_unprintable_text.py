"""Control and direction-override characters: refused in every text field a person types, with a
translated message and nothing saved; and every export made from the nastiest text the forms
accept (markup, formulas, right-to-left script, emoji, characters outside the BMP, XML's own
syntax) parses: USEBIO XML, Excel, CSV, PDF and the JSON export, which imports back.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import random
import xml.etree.ElementTree as ET
from collections.abc import Mapping

import openpyxl
import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from pypdf import PdfReader

from clubchicago.club.models import Attendance, Club, Evening, Player, Season, Table
from clubchicago.club.services import play, transfer
from clubchicago.club.services import seating as seating_services
from clubchicago.club.services.evenings import set_published
from tests import factories
from tests.club.views.test_roster import GOOD_SETTINGS
from tests.factories import random_deal
from tests.transfer_checks import counts, wipe

pytestmark = pytest.mark.django_db

# The C0 controls (a vertical tab, ESC), DEL, the C1 controls (NEL), the direction embeddings,
# overrides and isolates.
UNPRINTABLE = ["\x01", "\x0b", "\x1b", "\x7f", "\x85", "\x9f", "\u202a", "\u202e", "\u2066"]
UNPRINTABLE += ["\u2069"]


Field = tuple[str, Mapping[str, object], str]


def fields(evening: Evening | None) -> list[Field]:
    """Every text field of the director's forms: (page, what is posted, the field)."""
    player = {"name": "Zoë Dupré", "member_number": "", "licence_number": "", "email": ""}
    season = {"name": "Saison", "start_date": "2026-09-01", "end_date": "2027-06-30"}
    cases: list[Field] = [
        (reverse("club:player_add"), player, "name"),
        (reverse("club:player_add"), player, "member_number"),
        (reverse("club:player_add"), player, "licence_number"),
        (reverse("club:club_settings"), GOOD_SETTINGS, "name"),
        (reverse("club:club_settings"), GOOD_SETTINGS, "licence_pattern"),
        (reverse("club:seasons"), season, "name"),
        (reverse("club:evening_add"), {"date": "2026-12-07", "title": "Noël"}, "title"),
    ]
    if evening is not None:
        edit: dict[str, object] = {"date": "2026-12-07", "title": "Noël"}
        edit.update(Club.load().scoring_settings())
        cases.append((reverse("club:evening_edit", args=[evening.pk]), edit, "title"))
        guest = {"add_guest": "1", "name": "Zoë"}
        cases.append((reverse("club:evening_guest", args=[evening.pk]), guest, "name"))
    return cases


# Names (a player's, a guest's, the club's) read any whitespace as one space, as documented
# (``services.roster.clean_name``): a vertical tab or a NEL there is a space, not a refusal.
NAMES_SPACE = {"\x0b", "\x85"}


@pytest.mark.parametrize("character", UNPRINTABLE, ids=lambda c: f"U+{ord(c):04X}")
def test_every_text_field_refuses_an_unprintable_character(director_client: Client, character):
    evening = factories.make_evening()
    for url, data, field in fields(evening):
        before = counts()
        club = Club.load().name
        response = director_client.post(url, {**data, field: f"Ab{character}cd"})
        if field == "name" and "season" not in url and character in NAMES_SPACE:
            stored = [*Player.objects.values_list("name", flat=True), Club.load().name]
            assert "Ab cd" in stored and not [n for n in stored if character in n], url
            Attendance.objects.filter(player__name="Ab cd").delete()
            Player.objects.filter(name="Ab cd").delete()
            Club.objects.update(name=club)
            continue
        assert response.status_code == 200, (url, field)
        assert f"U+{ord(character):04X}" in response.content.decode(), (url, field)
        assert counts() == before and Club.load().name == club, (url, field)


def test_the_refusal_is_said_in_the_readers_language(director_client: Client):
    response = director_client.post(
        reverse("club:seasons"),
        {"name": "Hiver\x1b", "start_date": "2026-09-01", "end_date": "2027-06-30"},
        HTTP_ACCEPT_LANGUAGE="fr",
    )
    page = response.content.decode()
    assert "caractère non imprimable (U+001B)" in page
    assert "This text holds" not in page
    assert not Season.objects.exists()


# -- the nastiest text the forms accept -----------------------------------------------------

NAMES = [
    'O\'Brien & <Ærø> "Zoë"',
    "]]></PLAYER_NAME><x a='1'>",
    '=HYPERLINK("http://x","y")',
    "محمد بن راشد",
    "𝔘𝔫𝔦 😀 z̷̢̛a̴l̶g̵o̸",
]
LICENCES = ["<&>'\"", "=1+2", "١٢٣", "𝔘1", "]]>"]
TITLE = "Noël\u2028«soir» 👨‍👩‍👧 ]]> & \\ \u00ad %s"
SEASON = "Saison 2026/2027 [été]: *? ]]>"
CLUB = "Cercle «Ærø» & <Co> ]]>"


@pytest.fixture
def nasty(director_client: Client, director: User) -> Evening:
    """An evening played and published, every text of it typed into the director's forms."""
    posts = [(reverse("club:club_settings"), {**GOOD_SETTINGS, "name": CLUB})]
    posts.append(
        (
            reverse("club:seasons"),
            {"name": SEASON, "start_date": "2026-09-01", "end_date": "2027-06-30"},
        )
    )
    for name, licence in zip(NAMES, LICENCES, strict=True):
        posts.append(
            (
                reverse("club:player_add"),
                {"name": name, "member_number": "", "licence_number": licence, "email": ""},
            )
        )
    for url, data in posts:
        assert director_client.post(url, data).status_code == 302, (url, data)
    season = Season.objects.get()
    response = director_client.post(
        reverse("club:evening_add"), {"date": "2026-12-07", "title": TITLE, "season": season.pk}
    )
    assert response.status_code == 302
    evening = Evening.objects.get()
    Evening.objects.filter(pk=evening.pk).update(confirm_entries=False)
    evening.refresh_from_db()
    for player in Player.objects.all():
        Attendance.objects.create(evening=evening, player=player)
    seating_services.draw(evening, seed=3)
    table = Table.objects.get(evening=evening)
    boss = play.Actor.for_director(director)
    for played in table.plan():
        for number in range(1, 5):
            play.record_deal(
                table,
                random_deal(random.Random(number + played.index)),
                number=number,
                chukker_number=played.index,
                actor=boss,
            )
    return set_published(evening, True)


def test_the_nastiest_accepted_text_is_stored_as_typed(nasty: Evening):
    assert sorted(Player.objects.values_list("name", flat=True)) == sorted(NAMES)
    assert nasty.title == TITLE and Club.load().name == CLUB


def test_every_usebio_file_is_well_formed_xml_holding_the_names(nasty, director_client):
    for url in (
        reverse("club:evening_usebio", args=[nasty.pk]),
        reverse("club:season_usebio", args=[nasty.season_id]),
    ):
        response = director_client.get(url)
        assert response.status_code == 200, url
        root = ET.fromstring(response.content)  # raises unless well-formed
        names = {element.text for element in root.iter("PLAYER_NAME")}
        assert names == set(NAMES), url
        assert {element.text for element in root.iter("CLUB_NAME")} == {CLUB}


def test_every_spreadsheet_opens_and_holds_the_names(nasty, client):
    for url in (
        reverse("club:evening_standings", args=[nasty.pk]),
        reverse("club:season_standings", args=[nasty.season_id]),
    ):
        response = client.get(url, {"_export": "xlsx"})
        book = openpyxl.load_workbook(io.BytesIO(response.content))  # raises if corrupt
        texts = {c.value for row in book.active.iter_rows() for c in row}
        assert {name for name in NAMES if name[0] != "="} <= texts, url
        assert "'" + NAMES[2] in texts  # a formula stays text

        response = client.get(url, {"_export": "csv"})
        text = response.content.decode("utf-8-sig")
        cells = {
            cell
            for row in csv.reader(io.StringIO(text), delimiter=_delimiter(text))
            for cell in row
        }
        assert {name for name in NAMES if name[0] != "="} <= cells, url


def _delimiter(text: str) -> str:
    header = text.splitlines()[0]
    return ";" if header.count(";") > header.count(",") else ","


def test_every_pdf_parses_page_by_page(nasty, director_client):
    for url in (
        reverse("club:ranking_pdf", args=[nasty.pk]),
        reverse("club:recaps_pdf", args=[nasty.pk]),
        reverse("club:table_recap_pdf", args=[nasty.pk, 1]),
        reverse("club:table_cards_pdf", args=[nasty.pk]),
        reverse("club:season_pdf", args=[nasty.season_id]),
    ):
        response = director_client.get(url)
        assert response.status_code == 200, url
        reader = PdfReader(io.BytesIO(response.content), strict=True)
        assert all(page.extract_text() is not None for page in reader.pages), url


def test_the_json_exports_parse_and_import_back_unchanged(nasty, director_client):
    evening = json.loads(
        director_client.get(reverse("club:evening_export", args=[nasty.pk])).content
    )
    season = json.loads(
        b"".join(
            director_client.get(
                reverse("club:season_export", args=[nasty.season_id])
            ).streaming_content
        )
    )
    assert {p["name"] for p in season["players"]} == set(NAMES)
    assert evening["evenings"][0]["title"] == TITLE
    wipe()

    transfer.import_export(transfer.read_export(transfer.dumps(season)), club_settings=True)

    assert sorted(Player.objects.values_list("name", flat=True)) == sorted(NAMES)
    assert sorted(Player.objects.values_list("licence_number", flat=True)) == sorted(LICENCES)
    assert Evening.objects.get().title == TITLE and Club.load().name == CLUB
    assert Season.objects.get().start_date == dt.date(2026, 9, 1)
