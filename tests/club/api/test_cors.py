"""CORS on the results API: the club's allowed websites may read it from a browser, GET only."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from clubchicago.club.api.cors import origin
from clubchicago.club.models import Club

pytestmark = pytest.mark.django_db

ALLOWED = "https://www.our-club.org"
SEASONS = "/api/v1/seasons"


@pytest.fixture
def allowed(db: None) -> None:
    club = Club.load()
    club.api_cors_origins = [ALLOWED, "http://localhost:8000"]
    club.save()


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("https://www.our-club.org", "https://www.our-club.org"),
        ("  HTTPS://WWW.Our-Club.org/ ", "https://www.our-club.org"),
        ("https://club.example:443", "https://club.example"),
        ("http://club.example:80", "http://club.example"),
        ("http://localhost:8000", "http://localhost:8000"),
        ("http://[::1]:8000", "http://[::1]:8000"),
        ("https://bridge-ünï.example", "https://xn--bridge-n-12a2k.example"),
        ("https://192.168.1.20:8443", "https://192.168.1.20:8443"),
    ],
)
def test_an_origin_is_written_as_a_browser_sends_it(typed: str, kept: str) -> None:
    assert origin(typed) == kept


@pytest.mark.parametrize(
    "typed",
    [
        "",
        "www.our-club.org",
        "ftp://club.example",
        "javascript:alert(1)",
        "https://club.example/results",
        "https://club.example?x=1",
        "https://club.example#top",
        "https://user:secret@club.example",
        "https://club .example",
        "https://club.example:99999",
        "https://[not-ipv6",
        "*",
        "https://\x00.example",
    ],
)
def test_anything_but_a_websites_address_alone_is_no_origin(typed: str) -> None:
    with pytest.raises(ValueError):
        origin(typed)


def test_an_allowed_website_may_read_the_api(client: Client, allowed: None) -> None:
    response = client.get(SEASONS, HTTP_ORIGIN=ALLOWED)

    assert response.status_code == 200
    assert response["Access-Control-Allow-Origin"] == ALLOWED
    assert "Origin" in response["Vary"]
    assert "Access-Control-Allow-Credentials" not in response


def test_another_website_gets_no_cors_header(client: Client, allowed: None) -> None:
    response = client.get(SEASONS, HTTP_ORIGIN="https://elsewhere.example")

    assert response.status_code == 200
    assert "Access-Control-Allow-Origin" not in response
    assert "Origin" in response["Vary"]


def test_no_website_may_read_it_until_the_director_lists_one(client: Client) -> None:
    response = client.get(SEASONS, HTTP_ORIGIN=ALLOWED)

    assert "Access-Control-Allow-Origin" not in response


def test_the_preflight_of_a_get_is_answered_for_an_allowed_website(
    client: Client, allowed: None
) -> None:
    response = client.options(
        SEASONS, HTTP_ORIGIN=ALLOWED, HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET"
    )

    assert response.status_code == 204
    assert response["Access-Control-Allow-Origin"] == ALLOWED
    assert response["Access-Control-Allow-Methods"] == "GET"
    assert int(response["Access-Control-Max-Age"]) <= 600
    assert "Access-Control-Allow-Credentials" not in response


@pytest.mark.parametrize("method", ["POST", "PUT", "PATCH", "DELETE"])
def test_the_preflight_of_a_write_gets_no_cors_header(
    client: Client, allowed: None, method: str
) -> None:
    response = client.options(
        SEASONS, HTTP_ORIGIN=ALLOWED, HTTP_ACCESS_CONTROL_REQUEST_METHOD=method
    )

    assert response.status_code == 405
    assert "Access-Control-Allow-Origin" not in response
    assert "Access-Control-Allow-Methods" not in response


def test_the_preflight_of_another_website_gets_no_cors_header(
    client: Client, allowed: None
) -> None:
    response = client.options(
        SEASONS, HTTP_ORIGIN="https://elsewhere.example", HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET"
    )

    assert "Access-Control-Allow-Origin" not in response


@pytest.mark.parametrize("method", ["post", "put", "patch", "delete"])
def test_a_write_from_an_allowed_website_is_refused_without_cors(
    client: Client, allowed: None, method: str
) -> None:
    response = getattr(client, method)(SEASONS, HTTP_ORIGIN=ALLOWED)

    assert response.status_code == 405
    assert "Access-Control-Allow-Origin" not in response


@pytest.mark.parametrize("path", ["/", "/results/", "/club/", "/api-not/"])
def test_pages_outside_the_api_are_never_shared(client: Client, allowed: None, path: str) -> None:
    response = client.get(path, HTTP_ORIGIN=ALLOWED)

    assert "Access-Control-Allow-Origin" not in response


def test_the_allowed_websites_are_read_with_the_club(client: Client, allowed: None) -> None:
    # The request's club (``tenancy.ClubMiddleware``) holds them: asking costs no query.
    with CaptureQueriesContext(connection) as plain:
        client.get("/api/v1/openapi.json")
    with CaptureQueriesContext(connection) as asked:
        response = client.get("/api/v1/openapi.json", HTTP_ORIGIN=ALLOWED)

    assert response["Access-Control-Allow-Origin"] == ALLOWED
    assert len(asked.captured_queries) == len(plain.captured_queries)


def test_the_director_lists_the_websites_on_the_club_settings_page(director_client: Client) -> None:
    page = director_client.get("/club/settings/").content.decode()

    assert 'name="api_cors_origins"' in page
