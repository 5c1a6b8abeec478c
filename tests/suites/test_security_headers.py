"""Every page of the permission matrix carries the security headers, and no page needs inline code.

The URLs, the visitors and the club they visit are those of ``tests/suites/test_permissions.py``: a
new page joins this check as soon as it is classified there. Pages get the
Content-Security-Policy (``script-src 'self'``, nothing inline, no eval, never framed) and every
response the Permissions-Policy. The pages themselves hold no inline script, event handler,
style attribute, ``hx-on`` or ``javascript:`` URL, so the policy breaks nothing; the browser
test ``tests/browser/test_csp.py`` checks that their scripts still work under it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from django.test import Client
from django.urls import reverse

from clubchicago.club.models import Evening
from tests import factories
from tests.suites import test_permissions as matrix
from tests.suites.test_permissions import (
    ADMIN_ROUTES,
    API_PAGES,
    API_ROUTES,
    CLUB_ROUTES,
    PAGES,
    SITE_PAGES,
    SITE_ROUTES,
    TABLE,
    People,
    World,
    client_for,
    example_path,
)

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse

pytestmark = pytest.mark.django_db

# The permission matrix's club (built once for a class) and accounts, as fixtures here too.
built_world = matrix.built_world
world = matrix.world
people = matrix.people

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
REQUIRED_POLICY = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
]
TURNED_OFF = ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]

INLINE_CODE = {
    "inline script": re.compile(r"<script(?![^>]*\bsrc=)(?![^>]*application/json)[^>]*>", re.I),
    "style attribute": re.compile(r"<[a-z][^>]*\sstyle\s*=", re.I),
    "event handler": re.compile(r"<[a-z][^>]*\son[a-z]+\s*=", re.I),
    "hx-on attribute": re.compile(r"<[a-z][^>]*\s(?:data-)?hx-on", re.I),
    "javascript: URL": re.compile(r"javascript:", re.I),
}


def header_problems(response: TestResponse, where: str) -> list[str]:
    problems = []
    permissions = response.get("Permissions-Policy", "")
    problems += [
        f"{where}: Permissions-Policy lacks {f}" for f in TURNED_OFF if f not in permissions
    ]
    if "fullscreen=(self)" not in permissions:
        problems.append(f"{where}: Permissions-Policy should let the live page go full screen")
    if response.get("X-Frame-Options") != "DENY":
        problems.append(f"{where}: X-Frame-Options {response.get('X-Frame-Options')}")
    if response.get("X-Content-Type-Options") != "nosniff":
        problems.append(f"{where}: no X-Content-Type-Options: nosniff")
    if not response.get("Content-Type", "").startswith("text/html"):
        return problems  # a PDF, a spreadsheet, a JSON file: no page policy (middleware.py)
    policy = response.get("Content-Security-Policy", "")
    problems += [f"{where}: policy lacks {d}" for d in REQUIRED_POLICY if d not in policy]
    problems += [
        f"{where}: policy allows {w}" for w in ("unsafe-inline", "unsafe-eval") if w in policy
    ]
    return problems


def inline_code(html: str, where: str) -> list[str]:
    return [f"{where}: {kind}" for kind, found in INLINE_CODE.items() if found.search(html)]


def check(response: TestResponse, where: str) -> list[str]:
    problems = header_problems(response, where)
    is_page = response.get("Content-Type", "").startswith("text/html")
    if is_page and response.status_code == 200:
        problems += inline_code(response.content.decode(), where)
    return problems


@pytest.mark.parametrize("route", SITE_ROUTES, ids=lambda r: r.name)
def test_every_site_page_carries_the_security_headers(people: People, route):
    url = example_path(route)
    problems = []
    for visitor in ("anonymous", "director"):
        client = client_for(people, visitor)
        if SITE_PAGES.get(route.name) == "post from anyone":
            response = client.post(url, {"language": "fr", "next": "/"})
        else:
            response = client.get(url)
        problems += check(response, f"{visitor} {url} ({response.status_code})")
    assert problems == []


class TestTheWorld:
    """The pages and answers of the permission matrix's world (built once for the class)."""

    @pytest.mark.parametrize("route", CLUB_ROUTES, ids=lambda r: r.name)
    def test_every_club_page_carries_the_security_headers(self, world: World, route):
        Evening.objects.filter(pk=world.evening.pk).update(published=True)
        page = PAGES[route.name]
        kwargs = page.args(world)
        visitors = ["anonymous", "director"]
        if page.kind == TABLE:
            kwargs = {"table_id": world.a1.pk, "token": world.a1.token, **kwargs}
            visitors.append("link_a1")
        url = reverse(route.name, kwargs=kwargs)
        problems = []
        for visitor in visitors:
            response = client_for(world, visitor).get(url)
            problems += check(response, f"{visitor} GET {url} ({response.status_code})")
        assert problems == []

    @pytest.mark.parametrize("route", API_ROUTES, ids=lambda r: r.name)
    def test_every_api_answer_carries_the_security_headers(self, world: World, route):
        Evening.objects.filter(pk=world.evening.pk).update(published=True)
        _kind, args = API_PAGES[route.name]
        url = reverse(route.name, kwargs=args(world))
        problems = []
        for visitor in ("anonymous", "director"):
            response = client_for(world, visitor).get(url)
            problems += check(response, f"{visitor} GET {url} ({response.status_code})")
        assert problems == []


@pytest.mark.parametrize("route", ADMIN_ROUTES, ids=lambda r: r.name)
def test_every_admin_page_carries_the_security_headers(route, db):
    boss = factories.make_director("boss", is_superuser=True)
    client = Client()
    client.force_login(boss)
    url = example_path(route)
    response = client.get(url)
    assert check(response, f"{url} ({response.status_code})") == []


def test_a_page_that_is_not_found_carries_them_too(client):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    assert header_problems(response, "404") == []


@pytest.mark.parametrize(
    "path", sorted(TEMPLATES.rglob("*.html")), ids=lambda p: str(p.relative_to(TEMPLATES))
)
def test_no_template_holds_inline_code(path):
    assert inline_code(path.read_text(encoding="utf-8"), str(path.relative_to(TEMPLATES))) == []


def test_the_templates_checked_for_inline_code_are_found():
    # Guards the test above: a wrong path would give it nothing to check, silently.
    assert len(list(TEMPLATES.rglob("*.html"))) > 40
