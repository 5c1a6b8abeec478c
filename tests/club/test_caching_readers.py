"""A cached fragment or print is the reader's own: whoever read it first (the director or the
public), the next reader gets what an uncached drawing gives them, the director's buttons
included and only for the director; and the links a cached fragment holds carry the page's
known parameters only, never one a visitor added (``caching.fragment_key``, ``print_key``,
``keep_known_query``)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth.models import AnonymousUser, User
from django.core.cache import cache
from django.test import Client
from django.urls import reverse
from pypdf import PdfReader

from clubchicago.club import caching
from clubchicago.club.models import Evening
from clubchicago.club.services import evenings as evening_services
from tests import factories

pytestmark = pytest.mark.django_db

# New for every page drawn: the CSRF tokens.
FRESH = re.compile(rb'name="csrfmiddlewaretoken" value="[^"]*"')

# Every template with a cached fragment, and every print kept in the cache that both the
# director and the public may open: what the tests below draw.
CACHED_TEMPLATES = {
    "club/results/evening_standings.html",
    "club/results/season_standings.html",
    "club/results/evening_live.html",
    "club/results/tonight.html",
}


@pytest.fixture
def evening(director: User) -> Evening:
    """A published evening of a season, its tonight page on, with an evening of the season
    still unpublished (which the director's season page names)."""
    season = factories.make_season()
    evening = factories.make_evening(season=season, tonight_page=True)
    factories.play_evening(evening, director, sizes=(4, 5))
    evening_services.set_published(evening, True)
    factories.make_evening(season=season, title="Not yet")
    evening.refresh_from_db()
    return evening


def pages(evening: Evening) -> dict[str, str]:
    e, season = evening.pk, evening.season_id
    standings = reverse("club:evening_standings", args=[e])
    season_standings = reverse("club:season_standings", args=[season])
    return {
        "standings": standings,
        "standings by average": standings + "?order=average",
        "standings by total": standings + "?order=total",
        "handicap standings": standings + "?ranking=handicap",
        "standings sorted by name": standings + "?sort=player",
        "live": reverse("club:evening_live", args=[e]),
        "live by average": reverse("club:evening_live", args=[e]) + "?order=average",
        "tonight": reverse("club:tonight", args=[e, evening.tonight_token]),
        "season": season_standings,
        "season by average": season_standings + "?order=average",
        "season handicap": season_standings + "?ranking=handicap",
        "recaps PDF": reverse("club:recaps_pdf", args=[e]),
        "recap PDF": reverse("club:table_recap_pdf", args=[e, 1]),
        "ranking PDF": reverse("club:ranking_pdf", args=[e]),
        "season PDF": reverse("club:season_pdf", args=[season]),
        "blank score sheet PDF": reverse("score_pad_sheet") + "?schedule=french",
    }


def shown(client: Client, url: str) -> bytes | str:
    """What a reader gets: a PDF's text, or the page without its CSRF tokens."""
    response = client.get(url)
    assert response.status_code == 200, url
    if response["Content-Type"] == "application/pdf":
        return "\f".join(p.extract_text() for p in PdfReader(io.BytesIO(response.content)).pages)
    return FRESH.sub(b"", response.content)


def readers(director: User) -> dict[str, Client]:
    boss = Client()
    boss.force_login(director)
    return {"director": boss, "public": Client()}


def uncached(clients: dict[str, Client], url: str) -> dict[str, bytes | str]:
    """Each reader's page drawn with nothing in the cache."""
    drawn = {}
    for who, client in clients.items():
        cache.clear()
        drawn[who] = shown(client, url)
    return drawn


def test_every_template_with_a_cached_fragment_is_drawn_here() -> None:
    templates = Path(settings.BASE_DIR) / "templates"
    cached = {
        str(path.relative_to(templates))
        for path in templates.rglob("*.html")
        if "{% cache " in path.read_text()
    }
    assert cached == CACHED_TEMPLATES


PAGES = [
    "standings",
    "standings by average",
    "standings by total",
    "handicap standings",
    "standings sorted by name",
    "live",
    "live by average",
    "tonight",
    "season",
    "season by average",
    "season handicap",
    "recaps PDF",
    "recap PDF",
    "ranking PDF",
    "season PDF",
    "blank score sheet PDF",
]


def test_the_pages_drawn_here_are_every_one_named(evening: Evening) -> None:
    assert sorted(pages(evening)) == sorted(PAGES)


@pytest.mark.parametrize("first", ["director", "public"])
@pytest.mark.parametrize("page", PAGES)
def test_a_cached_page_is_what_each_reader_gets_uncached_whoever_came_first(
    evening: Evening, director: User, page: str, first: str
) -> None:
    url = pages(evening)[page]
    clients = readers(director)
    expected = uncached(clients, url)
    second = "public" if first == "director" else "director"

    cache.clear()
    got_first = shown(clients[first], url)
    got_second = shown(clients[second], url)  # the first reader's drawing may be in the cache
    got_first_again = shown(clients[first], url)

    assert got_first == expected[first]
    assert got_second == expected[second]
    assert got_first_again == expected[first]


def test_the_federation_button_is_the_directors_alone_from_the_cache(evening, director):
    clients = readers(director)
    url = pages(evening)["standings"]
    usebio = reverse("club:evening_usebio", args=[evening.pk]).encode()
    cache.clear()
    assert usebio in clients["director"].get(url).content
    assert usebio not in clients["public"].get(url).content  # drawn after the director's
    assert usebio in clients["director"].get(url).content  # and not lost the other way round


# -- a visitor's own parameters ----------------------------------------------------------------

HREF = re.compile(rb'href="([^"]*)"')


def links(content: bytes) -> list[str]:
    return [href.decode().replace("&amp;", "&") for href in HREF.findall(content)]


@pytest.mark.parametrize(
    "page", ["standings", "handicap standings", "live", "tonight", "season", "season handicap"]
)
@pytest.mark.parametrize(
    "added",
    [
        "order=&zz=X&ranking=scratch",  # what was reported: seven sort links kept zz=X
        "zz=X&order=average&sort=player",
        "order=bogus&ranking=bogus&sort=nonsense&sort=-player,zz&page=7",
    ],
)
def test_a_visitors_own_parameters_never_reach_another_visitors_links(evening, page, added):
    url = pages(evening)[page]
    visitor, next_visitor = Client(), Client()
    expected = uncached({"public": next_visitor}, url)["public"]
    cache.clear()
    joined = url + ("&" if "?" in url else "?") + added

    visited = visitor.get(joined)
    after = next_visitor.get(url)

    assert visited.status_code == after.status_code == 200
    for link in links(visited.content) + links(after.content):
        assert "zz" not in link and "bogus" not in link and "nonsense" not in link, link
        assert "page=7" not in link, link
    assert FRESH.sub(b"", after.content) == expected


def test_the_sort_links_keep_the_known_parameters_as_read(evening: Evening) -> None:
    url = pages(evening)["standings"]
    page = Client().get(url + "?ranking=handicap&order=average&sort=player&zz=X")
    sorted_by = [link for link in links(page.content) if "sort=" in link]
    assert sorted_by, "the standings' headings sort the table"
    for link in sorted_by:
        assert "ranking=handicap" in link and "order=average" in link and "zz" not in link


def test_a_fragment_is_never_keyed_before_its_query_is_made_known(rf) -> None:
    request = rf.get("/club/evenings/1/standings/?zz=X")
    request.user = AnonymousUser()
    with pytest.raises(RuntimeError):
        caching.fragment_key(request, "evening 1", "v1")
    caching.keep_known_query(request, order="average", sort="")
    assert request.GET.urlencode() == "order=average"
    assert caching.fragment_key(request, "evening 1", "v1") != caching.fragment_key(
        request, "evening 1", "v2"
    )
