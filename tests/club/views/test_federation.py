"""The federation's pages: a player's results across the clubs that opt in, the ranking, the
landing page and its search; the club's switch and its player page's link there (issue 33)."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from django_scopes import scope

from clubchicago.club.models import Club, Player
from tests.club.federation_world import (
    LICENCE,
    SECRET_WORDS,
    World,
    opted_in_clubs,
    played_evening,
    roster,
    three_clubs,
)
from tests.club.views.test_roster import GOOD_SETTINGS

pytestmark = pytest.mark.django_db

PLAYER_URL = f"/federation/players/{LICENCE}/"


@pytest.fixture
def world() -> World:
    return three_clubs()


def _page(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


def _no_secret(page: str) -> None:
    found = [word for word in SECRET_WORDS if word in page]
    assert found == [], f"the club that keeps its results home shows on the page: {found}"


def _header_and_title(page: str) -> str:
    title = re.search(r"<title>(.*?)</title>", page, re.S)
    header = re.search(r"<header.*?</header>", page, re.S)
    assert title is not None and header is not None
    return title.group(1) + header.group(0)


# -- addresses ---------------------------------------------------------------------------------


def test_the_federation_pages_are_at_their_addresses() -> None:
    assert reverse("federation:home") == "/federation/"
    assert reverse("federation:ranking") == "/federation/ranking/"
    assert reverse("federation:player", args=[LICENCE]) == PLAYER_URL
    assert reverse("federation:player", args=["FR/12 B"]) == "/federation/players/FR/12%20B/"


def test_the_pages_only_read(client: Client, world: World) -> None:
    for url in ("/federation/", "/federation/ranking/", PLAYER_URL):
        assert client.post(url).status_code == 405


# -- a player's page ---------------------------------------------------------------------------


def test_a_players_page_lists_their_published_evenings_at_the_opted_in_clubs(
    client: Client, world: World
) -> None:
    page = _page(client, PLAYER_URL)

    assert "<h1>J. Dupont</h1>" in page
    for title in ("River Tuesday", "North Monday", "North Autumn"):
        assert title in page
    assert page.index("River Tuesday") < page.index("North Monday") < page.index("North Autumn")
    assert "River Draft" not in page  # not published
    assert "Northside" in page and "Riverside" in page
    # The evening's line as the club's own player page shows it: its total, rank and points.
    assert page.count("+1500") == 3
    assert page.count("1 of 8") == 3
    assert "Club points in 2026" in page and "Club points in 2025" in page
    assert "12 (Northside 6, Riverside 6)" in " ".join(re.sub(r"<[^>]+>", "", page).split())
    _no_secret(page)


def test_a_players_page_links_each_clubs_own_pages(client: Client, world: World) -> None:
    page = _page(client, PLAYER_URL)

    standings = reverse("club:evening_standings", args=[world.river_may.pk])
    assert f'href="/riverside{standings}"' in page
    assert f'href="/riverside/results/players/{world.river_dupont.pk}/"' in page
    assert f'href="/{world.north.slug}/results/players/{world.north_dupont.pk}/"' in page
    # The links lead there.
    assert client.get(f"/riverside{standings}").status_code == 200


def test_a_licence_known_only_where_results_stay_home_is_not_found(
    client: Client, world: World
) -> None:
    response = client.get("/federation/players/999999/")
    assert response.status_code == 404
    _no_secret(response.content.decode())
    assert client.get("/federation/players/nobody/").status_code == 404


def test_a_club_that_stops_showing_its_results_leaves_the_page(
    client: Client, world: World
) -> None:
    world.river.federation_results = False
    world.river.save()

    page = _page(client, PLAYER_URL)

    assert "<h1>Jeanne Dupont</h1>" in page
    assert "Riverside" not in page and "J. Dupont" not in page and "River Tuesday" not in page


def test_the_pages_name_the_federation_never_a_club(client: Client, world: World) -> None:
    for url in ("/federation/", "/federation/ranking/", PLAYER_URL):
        top = _header_and_title(_page(client, url))
        assert "Federation results" in top
        for name in ("Northside", "Riverside", "Secretside", "ClubChicago"):
            assert name not in top, (url, name)


# -- the ranking -------------------------------------------------------------------------------


def _ranking_rows(page: str) -> list[list[str]]:
    body = page.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    cell = re.compile(r"<t[dh][^>]*>(.*?)</t[dh]>", re.S)
    return [
        [" ".join(re.sub(r"<[^>]+>", " ", text).split()) for text in cell.findall(row)]
        for row in re.findall(r"<tr>(.*?)</tr>", body, re.S)
    ]


def test_the_ranking_adds_up_the_opted_in_clubs_points(client: Client, world: World) -> None:
    page = _page(client, "/federation/ranking/?year=2026")

    assert _ranking_rows(page) == [
        ["1", "J. Dupont", LICENCE, "Northside, Riverside", "2", "12"],
        ["2", "Albert Roy", "333", "Riverside", "1", "4"],
        ["2", "Zoé Martin", "222", "Northside", "1", "4"],
    ]
    assert f'href="{PLAYER_URL}"' in page
    assert "Players without a licence number are not in this ranking" in page
    _no_secret(page)


def test_the_ranking_of_another_year(client: Client, world: World) -> None:
    page = _page(client, "/federation/ranking/?year=2025")

    assert [row[1:] for row in _ranking_rows(page)] == [
        ["Jeanne Dupont", LICENCE, "Northside", "1", "6"],
        ["Zoé Martin", "222", "Northside", "1", "4"],
    ]
    assert '<option value="2025" selected>' in page
    assert "No club points in 2024 yet." in _page(client, "/federation/ranking/?year=2024")


def test_the_ranking_is_of_the_current_year_by_default(client: Client, world: World) -> None:
    response = client.get("/federation/ranking/")
    assert response.status_code == 200
    assert response.context["ranking"].year == timezone.localdate().year


@pytest.mark.parametrize(
    ("year", "message"),
    [
        ("abc", "A year is a whole number, such as 2026."),
        ("20266", "Ensure this value is less than or equal to 9999."),
        ("-1", "Ensure this value is greater than or equal to 1900."),
    ],
)
def test_a_year_that_is_not_one_is_refused_clearly(
    client: Client, world: World, year: str, message: str
) -> None:
    response = client.get("/federation/ranking/", {"year": year})
    assert response.status_code == 200
    page = response.content.decode()
    assert message in page
    assert "<tbody>" not in page


# -- the landing page and its search -----------------------------------------------------------


def test_the_landing_page_links_the_ranking_and_the_clubs(client: Client, world: World) -> None:
    page = _page(client, "/federation/")

    assert 'href="/federation/ranking/"' in page
    assert 'method="get"' in page and 'name="licence"' in page
    assert f'href="/{world.north.slug}/results/"' in page
    assert 'href="/riverside/results/"' in page
    _no_secret(page)


def test_the_search_opens_the_players_page(client: Client, world: World) -> None:
    response = client.get("/federation/", {"licence": f"  {LICENCE} "})
    assert response.status_code == 302
    assert response["Location"] == PLAYER_URL


@pytest.mark.parametrize("licence", ["999999", "no-such-number"])
def test_the_search_says_the_same_for_a_hidden_licence_as_for_none(
    client: Client, world: World, licence: str
) -> None:
    page = _page(client, f"/federation/?licence={licence}")
    assert f"No published results for licence number “{licence}”" in page
    _no_secret(page)


@pytest.mark.parametrize(
    ("licence", "message"),
    [
        ("", "Type a licence number."),
        ("1" * 21, "Ensure this value has at most 20 characters (it has 21)."),
        ("12\u202e34", "This text holds a character that cannot be printed"),
    ],
)
def test_a_search_that_is_no_licence_number_is_refused_clearly(
    client: Client, world: World, licence: str, message: str
) -> None:
    page = _page(client, "/federation/?" + f"licence={licence}")
    assert message in page


# -- the club's switch and its player page -----------------------------------------------------


def test_the_director_switches_the_federation_results(director_client: Client) -> None:
    url = reverse("club:club_settings")
    assert 'name="federation_results"' in _page(director_client, url)

    director_client.post(url, {**GOOD_SETTINGS, "federation_results": "on"})
    assert Club.load().federation_results

    director_client.post(url, GOOD_SETTINGS)
    assert not Club.load().federation_results


def test_the_clubs_player_page_links_the_federation_page(client: Client, world: World) -> None:
    north = _page(client, f"/{world.north.slug}/results/players/{world.north_dupont.pk}/")
    assert f'href="{PLAYER_URL}"' in north

    with scope(club=world.secret):
        hidden = Player.objects.get(licence_number=LICENCE)
    secret = _page(client, f"/secretside/results/players/{hidden.pk}/")
    assert "/federation/" not in secret


def test_no_link_without_a_licence_number(client: Client, world: World) -> None:
    with scope(club=world.north):
        player = Player.objects.get(name="North Player 1")
    page = _page(client, f"/{world.north.slug}/results/players/{player.pk}/")
    assert "/federation/" not in page


def test_a_one_club_site_serves_the_federation_pages_without_prefixes(client: Client) -> None:
    club = Club.load()
    club.federation_results = True
    club.save()
    players = roster("Solo", {6: ("Slash Person", "FR/12 B")})
    evening = played_evening(players, date=dt.date(2026, 4, 1), title="Solo Night")

    page = _page(client, "/federation/players/FR/12%20B/")
    assert "Slash Person" in page
    assert f'href="{reverse("club:evening_standings", args=[evening.pk])}"' in page
    own = _page(client, f"/results/players/{players[5].pk}/")
    assert 'href="/federation/players/FR/12%20B/"' in own
    assert client.get("/federation/", {"licence": "FR/12 B"})["Location"] == (
        "/federation/players/FR/12%20B/"
    )


# -- queries: the same however many clubs ----------------------------------------------------

# The middleware's look at the clubs, the federation version (the opted-in clubs, the latest
# change of their published evenings: ``federation_cache``), then the page's own reads
# (``selectors.federation``), drawn afresh (the cache is empty: ``test_federation_cache``
# checks the pages kept).
VERSION = 2
PAGES = {
    # The opted-in clubs, the licence's players, their evenings, the evenings' standings
    # (seats, credits, tables), the club points.
    PLAYER_URL: 1 + VERSION + 7,
    # The opted-in clubs, the points by licence and club, the years with points.
    "/federation/ranking/?year=2026": 1 + VERSION + 3,
    "/federation/": 1 + VERSION + 1,  # the opted-in clubs
}


@pytest.mark.parametrize("count", [2, 5])
@pytest.mark.parametrize("url", list(PAGES))
def test_each_page_runs_the_same_queries_however_many_clubs(
    client: Client, django_assert_num_queries, count: int, url: str
) -> None:
    clubs = opted_in_clubs(count)
    with django_assert_num_queries(PAGES[url]):
        page = _page(client, url)
    for club in clubs:
        assert club.name in page
