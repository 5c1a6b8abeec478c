"""Each club's API: ``/api/v1/clubs/{slug}/…`` answers for that club alone, an unknown club is
"not found", and the addresses handed out before keep working (``tenancy.api_place``)."""

from __future__ import annotations

import json

import pytest
from django.test import Client
from django_scopes import scope

from clubchicago.club import tenancy
from clubchicago.club.models import Club, Evening, Season
from tests.club import lookalike
from tests.club.lookalike import Played, played_club

pytestmark = pytest.mark.django_db

OURS, THEIRS = "/api/v1/clubs/clubchicago", "/api/v1/clubs/riverside"
NOT_FOUND = {"detail": "Not Found"}


@pytest.fixture
def two_clubs() -> tuple[Played, Played]:
    return lookalike.two_clubs()


def every_answer(client: Client, base: str, played: Played) -> str:
    """The text of every endpoint's answer for ``played``, under the club's address ``base``."""
    paths = [
        "/seasons",
        f"/seasons/{played.season}/standings",
        f"/seasons/{played.season}/club-points",
        "/evenings",
        f"/evenings/{played.evening}",
        f"/evenings/{played.evening}/standings",
        f"/evenings/{played.evening}/recaps",
        f"/evenings/{played.evening}/club-points",
        "/players",
        f"/players/{played.players[0]}",
    ]
    answers = []
    for path in paths:
        response = client.get(base + path)
        assert response.status_code == 200, path
        answers.append(response.content.decode())
    return "\n".join(answers)


def test_a_clubs_answers_hold_nothing_of_the_other_club(
    client: Client, two_clubs: tuple[Played, Played]
) -> None:
    ours, theirs = two_clubs
    for base, own, other, licence, foreign in (
        (OURS, ours, theirs, "CC-", "RIV-"),
        (THEIRS, theirs, ours, "RIV-", "CC-"),
    ):
        text = every_answer(client, base, own)
        assert licence in text and foreign not in text
        mine, theirs_name = (
            (lookalike.OUR_PLAYER, lookalike.THEIR_PLAYER)
            if base == OURS
            else (lookalike.THEIR_PLAYER, lookalike.OUR_PLAYER)
        )
        assert mine in text and theirs_name not in text
        listed = client.get(f"{base}/evenings").json()["items"]
        assert [e["id"] for e in listed] == [own.evening]
        players = {p["id"] for p in client.get(f"{base}/players").json()["items"]}
        assert players == set(own.players)
        assert [s["id"] for s in client.get(f"{base}/seasons").json()] == [own.season]
        rows = client.get(f"{base}/evenings/{own.evening}/standings").json()["rows"]
        assert {row["player"]["id"] for row in rows} <= set(own.players)
        assert not {row["player"]["id"] for row in rows} & set(other.players)


@pytest.mark.parametrize(
    "path",
    [
        "/evenings/{evening}",
        "/evenings/{evening}/standings",
        "/evenings/{evening}/recaps",
        "/evenings/{evening}/club-points",
        "/seasons/{season}/standings",
        "/seasons/{season}/club-points",
        "/players/{player}",
        "/evenings?season={season}",
    ],
)
def test_a_record_of_one_club_is_not_found_under_the_others_address(
    client: Client, two_clubs: tuple[Played, Played], path: str
) -> None:
    ours, theirs = two_clubs
    for base, other in ((THEIRS, ours), (OURS, theirs)):
        asked = path.format(evening=other.evening, season=other.season, player=other.players[0])
        response = client.get(base + asked)
        if "?" in asked:  # a list: the other club's season filters everything out
            assert response.json()["items"] == []
        else:
            assert response.status_code == 404, asked
            assert response.json() == NOT_FOUND


@pytest.mark.parametrize(
    "path", ["/evenings", "/evenings/1", "/evenings/x", "/players?page=0", "/seasons"]
)
def test_an_unknown_club_is_not_found_in_the_apis_own_words(client: Client, path: str) -> None:
    # The club first: an unknown club's malformed request is "not found", not "unprocessable".
    response = client.get("/api/v1/clubs/nowhere" + path)
    assert response.status_code == 404
    assert response["Content-Type"] == "application/json; charset=utf-8"
    assert response.json() == NOT_FOUND


def test_a_one_club_site_answers_its_old_addresses_as_before(client: Client) -> None:
    ours = played_club("CC-", lookalike.OUR_PLAYER)
    old = client.get(f"/api/v1/evenings/{ours.evening}/standings")
    new = client.get(f"{OURS}/evenings/{ours.evening}/standings")
    assert old.status_code == new.status_code == 200
    assert old.json() == new.json()
    assert client.get("/api/v1/").json()["openapi"] == "http://testserver/api/v1/openapi.json"


def test_an_old_address_goes_to_the_first_clubs_api_once_there_are_two(
    client: Client, two_clubs: tuple[Played, Played]
) -> None:
    ours, _theirs = two_clubs
    response = client.get(f"/api/v1/evenings/{ours.evening}?order=total")
    assert response.status_code == 302
    assert response["Location"] == f"{OURS}/evenings/{ours.evening}?order=total"
    followed = client.get(f"/api/v1/evenings/{ours.evening}", follow=True)
    assert followed.json()["id"] == ours.evening
    assert client.get("/api/v1/players").status_code == 302


def test_a_clubs_api_under_its_pages_address_goes_to_its_one_address(
    client: Client, two_clubs: tuple[Played, Played]
) -> None:
    _ours, theirs = two_clubs
    response = client.get(f"/riverside/api/v1/evenings/{theirs.evening}?x=1")
    assert response.status_code == 302
    assert response["Location"] == f"{THEIRS}/evenings/{theirs.evening}?x=1"


def test_the_description_docs_and_index_belong_to_no_club(
    client: Client, two_clubs: tuple[Played, Played]
) -> None:
    assert client.get("/api/v1/docs").status_code == 200
    described = client.get("/api/v1/openapi.json").json()
    index = client.get("/api/v1/").json()
    assert index["openapi"] == "http://testserver/api/v1/openapi.json"
    assert index["docs"] == "http://testserver/api/v1/docs"
    paths = [endpoint["path"] for endpoint in index["endpoints"]]
    assert paths == list(described["paths"])
    assert all(p == "/api/v1/" or p.startswith("/api/v1/clubs/{slug}/") for p in paths)
    # The description names no club: nothing of either is in it.
    assert "riverside" not in json.dumps(described) and "CC-" not in json.dumps(described)


# -- CORS: each club's own websites ---------------------------------------------------------------

OUR_SITE, THEIR_SITE = "https://www.our-club.org", "https://riverside.example"


@pytest.fixture
def websites(two_clubs: tuple[Played, Played]) -> None:
    Club.objects.filter(slug="clubchicago").update(api_cors_origins=[OUR_SITE])
    Club.objects.filter(slug="riverside").update(api_cors_origins=[THEIR_SITE])


@pytest.mark.usefixtures("websites")
def test_each_club_shares_its_api_with_its_own_websites_only(client: Client) -> None:
    for base, own, other in ((OURS, OUR_SITE, THEIR_SITE), (THEIRS, THEIR_SITE, OUR_SITE)):
        shared = client.get(f"{base}/seasons", HTTP_ORIGIN=own)
        assert shared["Access-Control-Allow-Origin"] == own
        refused = client.get(f"{base}/seasons", HTTP_ORIGIN=other)
        assert "Access-Control-Allow-Origin" not in refused
        preflight = client.options(
            f"{base}/seasons", HTTP_ORIGIN=own, HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET"
        )
        assert preflight.status_code == 204
        assert preflight["Access-Control-Allow-Origin"] == own
        other_preflight = client.options(
            f"{base}/seasons", HTTP_ORIGIN=other, HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET"
        )
        assert "Access-Control-Allow-Origin" not in other_preflight


@pytest.mark.usefixtures("websites")
def test_an_old_addresss_redirect_is_shared_with_the_first_clubs_websites(client: Client) -> None:
    # A browser follows a cross-site redirect only if the redirect itself is shared.
    response = client.get("/api/v1/seasons", HTTP_ORIGIN=OUR_SITE)
    assert response.status_code == 302
    assert response["Access-Control-Allow-Origin"] == OUR_SITE
    preflight = client.options(
        "/api/v1/seasons", HTTP_ORIGIN=OUR_SITE, HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET"
    )
    assert preflight.status_code == 204
    refused = client.get("/api/v1/seasons", HTTP_ORIGIN=THEIR_SITE)
    assert "Access-Control-Allow-Origin" not in refused


def test_nothing_is_shared_for_an_unknown_club(client: Client, websites: None) -> None:
    response = client.get("/api/v1/clubs/nowhere/seasons", HTTP_ORIGIN=OUR_SITE)
    assert response.status_code == 404
    assert "Access-Control-Allow-Origin" not in response


def test_the_api_reads_no_other_clubs_rows(two_clubs: tuple[Played, Played]) -> None:
    # Guards the fixture: each club holds its own look-alike rows.
    ours, theirs = two_clubs
    assert Evening.objects.filter(pk=theirs.evening).count() == 0
    assert Season.objects.get(pk=ours.season).name == "Season 2026"
    with scope(club=Club.objects.get(slug="riverside")):
        assert Season.objects.get(pk=theirs.season).name == "Season 2026"


def test_a_clubs_api_is_served_with_its_pages_prefix(two_clubs: tuple[Played, Played]) -> None:
    # A page's link in an answer (``reverse``) would name the club's own page.
    place = tenancy.place_of("/api/v1/clubs/riverside/evenings")
    assert (place.club.slug, place.prefix, place.path) == (
        "riverside",
        "riverside/",
        "/api/v1/clubs/riverside/evenings",
    )
    assert tenancy.place_of("/api/v1/clubs/nowhere/evenings").club is None
    assert tenancy.place_of("/api/v1/openapi.json").club is None  # the site's, no club's


def test_a_one_club_sites_api_has_no_prefix() -> None:
    place = tenancy.place_of("/api/v1/clubs/clubchicago/evenings")
    assert (place.club.slug, place.prefix) == ("clubchicago", "")
    old = tenancy.place_of("/api/v1/evenings/12")
    assert (old.club.slug, old.path, old.redirect) == (
        "clubchicago",
        "/api/v1/clubs/clubchicago/evenings/12",
        None,
    )
