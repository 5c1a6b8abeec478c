"""The federation's pages kept in the cache under the federation version (``federation_cache``):
served again in a fixed number of queries while nothing changed, and never stale after a change
of any kind that they show (issue 33, "the federation pages at 1,000 clubs")."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from django.core.cache import cache
from django.test import Client
from django_scopes import scope

from clubchicago.club.models import Chukker, Club
from clubchicago.club.services import play
from clubchicago.club.services.evenings import set_published, update_evening
from clubchicago.club.services.roster import save_player
from tests import factories
from tests.club.federation_world import LICENCE, World, opted_in_clubs, three_clubs

pytestmark = pytest.mark.django_db

PLAYER_URL = f"/federation/players/{LICENCE}/"
RANKING_URL = "/federation/ranking/?year=2026"
URLS = ("/federation/", RANKING_URL, PLAYER_URL)

# Kept: the middleware's look at the clubs, then the federation version (the opted-in clubs,
# the latest change of their published evenings); the cache in the tests is in memory.
CACHED = 1 + 2


@pytest.fixture(autouse=True)
def _empty_cache() -> None:
    cache.clear()


@pytest.fixture
def world() -> World:
    return three_clubs()


def _page(client: Client, url: str) -> str:
    """The page's content (``<main>``: the header's language form holds a fresh CSRF token)."""
    response = client.get(url)
    assert response.status_code == 200, url
    found = re.search(r"<main.*?</main>", response.content.decode(), re.S)
    assert found is not None
    return found.group(0)


@pytest.mark.parametrize("count", [2, 6])
@pytest.mark.parametrize("url", URLS)
def test_an_unchanged_federation_is_served_from_the_cache_in_fixed_queries(
    client: Client, django_assert_num_queries, count: int, url: str
) -> None:
    clubs = opted_in_clubs(count)
    first = _page(client, url)

    with django_assert_num_queries(CACHED):
        again = _page(client, url)

    assert again == first
    for club in clubs:
        assert club.name in again


def _director(club: Club):
    with scope(club=club):
        return factories.make_director(club=club)


def _publish_riverside_draft(world: World) -> None:
    with scope(club=world.river):
        set_published(world.river_draft, True)


def _unpublish_riverside_may(world: World) -> None:
    with scope(club=world.river):
        set_published(world.river_may, False)


def _reopen_a_chukker_at_riverside(world: World) -> None:
    director = _director(world.river)
    with scope(club=world.river):
        chukker = Chukker.objects.filter(table__evening=world.river_may).order_by("pk").last()
        assert chukker is not None
        play.reopen_chukker(chukker, actor=play.Actor.for_director(director))


def _rename_the_riverside_evening(world: World) -> None:
    with scope(club=world.river):
        update_evening(world.river_may, {"title": "River Renamed"})


def _rename_the_riverside_player(world: World) -> None:
    with scope(club=world.river):
        save_player(world.river_dupont, {"name": "Jeanne D. Renamed"})


def _take_the_licence_from_the_riverside_player(world: World) -> None:
    with scope(club=world.river):
        save_player(world.river_dupont, {"licence_number": "555"})


def _riverside_stops_showing(world: World) -> None:
    world.river.federation_results = False
    world.river.save()


def _secretside_starts_showing(world: World) -> None:
    world.secret.federation_results = True
    world.secret.save()


def _riverside_renamed(world: World) -> None:
    world.river.name = "Riverbank"
    world.river.save()


# Each change, and what one page shows before it and not after (or after and not before).
CHANGES: dict[str, tuple[Callable[[World], None], str, str | None, str | None]] = {
    "publication": (_publish_riverside_draft, PLAYER_URL, None, "River Draft"),
    "un-publication": (_unpublish_riverside_may, PLAYER_URL, "River Tuesday", None),
    "un-publication, ranking": (_unpublish_riverside_may, RANKING_URL, "Albert Roy", None),
    "a chukker reopened": (_reopen_a_chukker_at_riverside, PLAYER_URL, None, "Provisional"),
    "an evening renamed": (_rename_the_riverside_evening, PLAYER_URL, None, "River Renamed"),
    "a player renamed": (_rename_the_riverside_player, PLAYER_URL, None, "Jeanne D. Renamed"),
    "a player renamed, ranking": (
        _rename_the_riverside_player,
        RANKING_URL,
        None,
        "Jeanne D. Renamed",
    ),
    "a licence number changed": (
        _take_the_licence_from_the_riverside_player,
        PLAYER_URL,
        "River Tuesday",
        None,
    ),
    "a club opting out": (_riverside_stops_showing, PLAYER_URL, "River Tuesday", None),
    "a club opting out, landing page": (
        _riverside_stops_showing,
        "/federation/",
        "Riverside",
        None,
    ),
    "a club opting in": (_secretside_starts_showing, PLAYER_URL, None, "Secret Wednesday"),
    "a club opting in, ranking": (_secretside_starts_showing, RANKING_URL, None, "Secretside"),
    "a club renamed": (_riverside_renamed, "/federation/", None, "Riverbank"),
    "a club renamed, ranking": (_riverside_renamed, RANKING_URL, None, "Riverbank"),
}


@pytest.mark.parametrize("name", list(CHANGES))
def test_a_change_shows_on_the_next_request(client: Client, world: World, name: str) -> None:
    change, url, gone, new = CHANGES[name]
    before = _page(client, url)
    assert _page(client, url) == before  # kept
    if gone is not None:
        assert gone in before
    if new is not None:
        assert new not in before

    change(world)

    after = _page(client, url)
    if gone is not None:
        assert gone not in after
    if new is not None:
        assert new in after


def test_a_licence_without_results_is_not_found_again_from_the_cache(
    client: Client, world: World, django_assert_num_queries
) -> None:
    assert client.get("/federation/players/424242/").status_code == 404
    with django_assert_num_queries(CACHED):
        assert client.get("/federation/players/424242/").status_code == 404
    with scope(club=world.river):
        save_player(world.river_dupont, {"licence_number": "424242"})

    page = _page(client, "/federation/players/424242/")

    assert "River Tuesday" in page


def test_each_language_is_kept_apart(client: Client, world: World) -> None:
    english = _page(client, RANKING_URL)
    client.cookies["django_language"] = "fr"

    french = _page(client, RANKING_URL)

    assert french != english and "Classement" in french


def test_the_ranking_is_shown_a_page_at_a_time(
    client: Client, world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("clubchicago.club.views.federation.RANKED_A_PAGE", 2)
    first = _page(client, RANKING_URL)
    second = _page(client, RANKING_URL + "&page=2")
    last = _page(client, RANKING_URL + "&page=99")  # past the end: the last page

    assert first.count("<tr>") == 1 + 2 and 'href="?year=2026&amp;page=2"' in first
    assert "Page 1 of 2" in first and "Page 2 of 2" in second and "Page 2 of 2" in last
    assert 'rel="prev"' in second and 'rel="next"' not in second
    assert _page(client, RANKING_URL + "&page=nothing") == first
