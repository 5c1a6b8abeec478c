"""The results API's interactive docs (Swagger UI) under the site's Content-Security-Policy."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_api_docs_draw_every_endpoint_from_this_site_alone(live_server, browser, pages):
    page = pages.open(browser)
    hosts: set[str] = set()
    page.on("request", lambda request: hosts.add(request.url.split("/")[2]))
    page.goto(f"{live_server.url}/api/v1/docs")
    expect(page.locator(".opblock").first).to_be_visible()
    assert page.locator(".opblock").count() >= 9  # the index and the eight endpoints
    assert hosts == {live_server.url.split("/")[2]}
    # The watch of every page (conftest.py) fails this test on any policy violation.
