"""Each club's files, USEBIO and the standings' CSV and Excel exports, hold that club alone:
two clubs of look-alike data (``tests.club.lookalike``), and nothing of the other club's (its
name, its players, their licence numbers) in either's files."""

from __future__ import annotations

import csv
import io

import openpyxl
import pytest
from django.test import Client
from django_scopes import scope

from clubchicago.club.models import Club
from tests import factories
from tests.club import lookalike
from tests.club.lookalike import OUR_CLUB, OUR_PLAYER, THEIR_PLAYER, Played
from tests.club.test_usebio import read_back

pytestmark = pytest.mark.django_db


@pytest.fixture
def clubs() -> dict[str, Played]:
    ours, theirs = lookalike.two_clubs()
    return {"clubchicago": ours, "riverside": theirs}


# What each club's files must hold, and what of the other's they must not.
OWN = {
    "clubchicago": (OUR_CLUB, OUR_PLAYER, "CC-"),
    "riverside": ("Riverside", THEIR_PLAYER, "RIV-"),
}
OTHER = {"clubchicago": "riverside", "riverside": "clubchicago"}


def director_of(slug: str) -> Client:
    client = Client()
    club = Club.objects.get(slug=slug)
    with scope(club=club):
        client.force_login(factories.make_director(f"director-{slug}", club=club))
    return client


def usebio_files(client: Client, slug: str, played: Played) -> list[bytes]:
    files = []
    for path in (
        f"/{slug}/club/evenings/{played.evening}/usebio.xml",
        f"/{slug}/club/seasons/{played.season}/usebio.xml",
    ):
        response = client.get(path)
        assert response.status_code == 200, path
        assert response["Content-Type"].startswith("application/xml")
        files.append(response.content)
    return files


@pytest.mark.parametrize("slug", ["clubchicago", "riverside"])
def test_a_clubs_usebio_files_hold_its_name_players_and_numbers_only(
    clubs: dict[str, Played], slug: str
) -> None:
    name, player, licence = OWN[slug]
    other_name, other_player, other_licence = OWN[OTHER[slug]]
    for data in usebio_files(director_of(slug), slug, clubs[slug]):
        document, lines = read_back(data)
        (club_name,) = document.getElementsByTagName("CLUB_NAME")
        assert club_name.firstChild is not None and club_name.firstChild.nodeValue == name
        assert len(lines) == 8
        assert player in {line[0] for line in lines}
        assert all(line[1].startswith(licence) for line in lines)
        text = data.decode()
        assert other_player not in text and other_licence not in text
        assert other_name not in text


@pytest.mark.parametrize("slug", ["clubchicago", "riverside"])
def test_a_usebio_file_of_the_other_club_is_not_found_under_a_clubs_address(
    clubs: dict[str, Played], slug: str
) -> None:
    other = clubs[OTHER[slug]]
    director = director_of(slug)
    for path in (
        f"/{slug}/club/evenings/{other.evening}/usebio.xml",
        f"/{slug}/club/seasons/{other.season}/usebio.xml",
    ):
        assert director.get(path).status_code == 404, path
    # Under the other club's address, a director of this one is no director: no file.
    for path in (
        f"/{OTHER[slug]}/club/evenings/{other.evening}/usebio.xml",
        f"/{OTHER[slug]}/club/seasons/{other.season}/usebio.xml",
    ):
        response = director.get(path)
        assert response.status_code in (302, 403), path
        assert not response["Content-Type"].startswith("application/xml")


def exports(client: Client, slug: str, played: Played) -> dict[str, str]:
    """Every standings export of the club's evening and season, as text, by its address."""
    texts = {}
    for page in (
        f"/{slug}/club/evenings/{played.evening}/standings/",
        f"/{slug}/club/seasons/{played.season}/standings/",
    ):
        csv_file = client.get(page, {"_export": "csv"})
        assert csv_file.status_code == 200, page
        assert csv_file["Content-Type"] == "text/csv; charset=utf-8"
        rows = csv.reader(io.StringIO(csv_file.content.decode("utf-8-sig")), delimiter=";")
        texts[f"{page}?_export=csv"] = "\n".join(" ".join(row) for row in rows)
        xlsx_file = client.get(page, {"_export": "xlsx"})
        assert xlsx_file.status_code == 200, page
        book = openpyxl.load_workbook(io.BytesIO(xlsx_file.content), read_only=True)
        cells = [str(cell) for sheet in book for row in sheet.values for cell in row]
        texts[f"{page}?_export=xlsx"] = "\n".join(cells)
    return texts


@pytest.mark.parametrize("slug", ["clubchicago", "riverside"])
@pytest.mark.parametrize("who", ["public", "director"])
def test_a_clubs_standings_exports_list_its_own_players_only(
    clubs: dict[str, Played], slug: str, who: str
) -> None:
    client = director_of(slug) if who == "director" else Client()
    _name, player, _licence = OWN[slug]
    other_player = OWN[OTHER[slug]][1]
    for address, text in exports(client, slug, clubs[slug]).items():
        assert player in text, address
        assert other_player not in text, address
        assert "B4" not in text, address  # each club's B4 is its own player, renamed
        assert "A1" in text, address


@pytest.mark.parametrize("slug", ["clubchicago", "riverside"])
def test_the_other_clubs_standings_are_not_found_under_a_clubs_address(
    clubs: dict[str, Played], slug: str
) -> None:
    other = clubs[OTHER[slug]]
    for page in (
        f"/{slug}/club/evenings/{other.evening}/standings/",
        f"/{slug}/club/seasons/{other.season}/standings/",
    ):
        for kind in ("csv", "xlsx"):
            assert Client().get(page, {"_export": kind}).status_code == 404, (page, kind)
