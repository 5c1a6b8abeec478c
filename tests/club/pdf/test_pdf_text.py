"""Every printable of a known evening reads exactly as captured: the text pypdf extracts from the
recap sheets, table cards, ranking, season standings and score sheets equals the text kept in
``expected_text/`` (captured from the renderers drawn with reportlab's ``Table``; update them
when a layout changes on purpose, and look at the pages: ``test_page_images``). Only what
changes from run to run is masked: table links (key and token) and the season PDF's footer
date (the day it is printed)."""

from __future__ import annotations

import datetime as dt
import random
import re
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from clubchicago.club import display
from clubchicago.club.models import Attendance, Evening, Season
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter, play_table
from tests.pdf_helpers import pdf_text

pytestmark = pytest.mark.django_db

EXPECTED = Path(__file__).resolve().parent / "expected_text"

# Long names wrap in narrow columns (the renderers' Paragraph path); the others fit on a line.
NAMES = [
    "Anne-Charlotte de La Tour-Maubourg-Villeneuve",
    "Zoë Ærø",
    "Łukasz <b>&",
    "Ζωή Παπαδοπούλου",
    "Юлия Смирнова",
    "O'Brien",
    "Bartholomew Fitzgerald-Montgomery",
    "Li Wei",
    "Marie Dupont",
    "Giuseppe Verdi",
    "Hélène Chevalier",
    "Ola Nordmann",
    "Jean Martin",
    "Ana Souza",
    "Kim Min-jun",
    "Pieter de Vries",
    "Sofía García",
    "Émile Zola",
    "Ingrid Bergman",
]


def known_evening(director: User) -> tuple[Season, Evening]:
    """Tables of 4, 5 and 6 played to the end from a seed, and a fourth table in its first
    chukker with a pass-out: fiches, as a French club scores."""
    season = factories.make_season("Saison <2026> & co")
    evening = factories.make_evening(
        season=season,
        title="Soirée <Chicago> & co",
        date=dt.date(2026, 10, 5),
        unit="fiches",
    )
    players = [factories.make_player(name) for name in NAMES]
    seated = iter(players)
    tables = []
    for number, size in enumerate((4, 5, 6, 4), start=1):
        table = factories.new_table(evening, number, size)
        for seat in range(1, size + 1):
            player = next(seated)
            Attendance.objects.create(evening=evening, player=player)
            factories.place(table, player, seat)
        tables.append(table)
    chance = random.Random(16)
    for table in tables[:3]:
        play_table(table, director, chance)
    link = play.Actor.for_table(tables[3])
    enter(tables[3], FOUR_DEALS[0], link, confirmed_by="x")
    enter(tables[3], None, link)
    enter(tables[3], FOUR_DEALS[1], link, confirmed_by="x")
    return season, evening


def masked_text(content: bytes) -> str:
    """The file's text as pypdf reads it, page after page, the table links masked."""
    return re.sub(r"/t/\d+/[\w-]+/", "/t/KEY/TOKEN/", pdf_text(content, sep="\n\f\n"))


def printables(season: Season, evening: Evening) -> dict[str, str]:
    """Every PDF of the evening, by the name of its expected text."""
    e = evening.pk
    return {
        "recaps": reverse("club:recaps_pdf", args=[e]),
        "recap_table_2": reverse("club:table_recap_pdf", args=[e, 2]),
        "table_cards": reverse("club:table_cards_pdf", args=[e]),
        "table_card_3": reverse("club:table_card_pdf", args=[e, 3]),
        "ranking": reverse("club:ranking_pdf", args=[e]),
        "season": reverse("club:season_pdf", args=[season.pk]),
        "score_sheets": reverse("club:score_sheets_pdf", args=[e]),
        "score_sheets_table_3": reverse("club:table_score_sheets_pdf", args=[e, 3]),
        "blank_sheet": reverse("score_pad_sheet") + "?schedule=french",
        "blank_sheet_duplicate": reverse("score_pad_sheet") + "?style=duplicate",
    }


@pytest.fixture
def known_texts(director: User, director_client: Client) -> dict[str, str]:
    season, evening = known_evening(director)
    texts = {}
    for name, url in printables(season, evening).items():
        response = director_client.get(url)
        assert response.status_code == 200, url
        texts[name] = masked_text(response.content)
    # The season's standings are dated the day they are printed.
    today = display.date_text(timezone.localdate())
    texts["season"] = texts["season"].replace(today, "TODAY")
    return texts


def test_every_printable_reads_as_the_captured_text(known_texts: dict[str, str]) -> None:
    for name, text in known_texts.items():
        expected = (EXPECTED / f"{name}.txt").read_text(encoding="utf-8")
        assert text == expected, name


def test_the_known_evening_prints_its_wrapped_names_and_every_table(
    known_texts: dict[str, str],
) -> None:
    # The comparison above is worth something only if the files hold the evening.
    recaps = known_texts["recaps"]
    for number in (1, 2, 3, 4):
        assert f"Table {number} · Soirée <Chicago> & co" in recaps
    assert "Łukasz <b>&" in known_texts["ranking"]
    assert "Tour-Maubourg" in recaps
    assert known_texts["table_cards"].count("/t/KEY/TOKEN/") >= 4
