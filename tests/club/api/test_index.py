"""The results API's front page (``/api/v1/``), its interactive docs and its "not found"."""

from __future__ import annotations

import pytest
from django.contrib.staticfiles import finders
from django.test import Client

pytestmark = pytest.mark.django_db


def test_the_index_lists_every_endpoint_and_says_where_the_docs_are(client: Client):
    response = client.get("/api/v1/")
    assert response.status_code == 200
    index = response.json()
    assert index["openapi"] == "http://testserver/api/v1/openapi.json"
    assert index["docs"] == "http://testserver/api/v1/docs"
    paths = [endpoint["path"] for endpoint in index["endpoints"]]
    described = client.get("/api/v1/openapi.json").json()["paths"]
    assert paths == list(described)
    assert "/api/v1/clubs/{slug}/evenings/{evening_id}/recaps" in paths


def test_the_docs_are_served_from_this_sites_files_under_its_policy(client: Client):
    response = client.get("/api/v1/docs")
    assert response.status_code == 200
    page = response.content.decode()
    assert '<script src="/static/ninja/swagger-ui-bundle.js"></script>' in page
    assert "://" not in page  # nothing from another host
    policy = response["Content-Security-Policy"]
    # django-csp writes the directives in no fixed order: read them one by one.
    directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
    assert directives["script-src"] == "'self'" and "unsafe" not in policy
    assert finders.find("ninja/swagger-ui-bundle.js")  # collected with the site's own files


def test_the_docs_answer_get_only(client: Client):
    assert client.post("/api/v1/docs").status_code == 405


@pytest.mark.parametrize("debug", [False, True])
def test_an_unknown_object_answers_not_found_in_the_same_words(client: Client, settings, debug):
    settings.DEBUG = debug
    for path in ("/api/v1/evenings/424242", "/api/v1/clubs/clubchicago/evenings/424242"):
        response = client.get(path)
        assert response.status_code == 404
        assert response.json() == {"detail": "Not Found"}
