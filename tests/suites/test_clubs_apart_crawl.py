"""Clubs apart, proven by a crawl (issue 33): the demo's two clubs, every page and API answer.

The demo (``loaddemo``) holds two clubs of unlike names: the first club (``/clubchicago/``) and
Riverside (``/riverside/``), each with a played, published evening. Every URL comes from the
resolver, through tests/suites/test_permissions.py (its routes and their sample arguments, here
given each club's own records). The visitors: the first club's director, Riverside's director,
and the public.

- A club's records under the other club's address are "not found" to everyone (the director
  pages send the public to the login page first), and a POST there changes nothing.
- Under its own address, a club's records answer the other club's director as they answer the
  public: its director pages send them to the login page; never a 500.
- No answer under one club's address (page, fragment, PDF, file, JSON) holds a name of the
  other club (its club name, players, evenings, seasons), a licence or member number of it, a
  link to its address or one of its table or tonight keys. Every print and page of one club is
  fetched first (its caches warm), then the other's, then the first's again: a cached answer
  of one club is never served to the other, and each club's prints hold its own names.
"""

from __future__ import annotations

import contextlib
import html
import io
import json
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django_scopes import scope, scopes_disabled

from clubchicago.club.models import (
    Club,
    DealRecord,
    Evening,
    Membership,
    Player,
    Season,
    SeatingChange,
    Table,
)
from tests.pdf_helpers import pdf_text
from tests.suites.test_permissions import (
    API_PAGES,
    API_ROUTES,
    CLUB_ROUTES,
    DIRECTOR,
    PAGES,
    SCORER,
    SITE_ROUTES,
    TABLE,
    example_path,
)

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse

pytestmark = [pytest.mark.django_db, pytest.mark.slow]

SLUGS = ("clubchicago", "riverside")
# The site's pages of every club by design: the reader's own clubs (the club picker) and the
# federation administrator's list of the clubs.
ACROSS_CLUBS = ("your_clubs", "federation_admin:clubs")
# A demo name that is also the roster import page's example of a CSV file.
EXAMPLES = ("Łukasz Nowak",)
VISITORS = ("clubchicago", "riverside", "public")  # a club's director (by its slug), or nobody
LOGIN = "/accounts/login/"


@dataclass
class ClubWorld:
    """One demo club's records, in the shape test_permissions' sample arguments read."""

    club: Club
    slug: str
    director: User
    scorer: User
    evening: Evening  # played and published, with tables
    other: Evening
    season: Season
    a1: Table
    a1_deal: DealRecord
    deleted: DealRecord
    seating_change: SeatingChange
    player: Player
    markers: list[str] = field(default_factory=list)  # what of it no other club's answer shows

    def a1_player(self) -> Player:
        return self.a1.table_players.order_by("number")[0].player


def scorer_of(club: Club) -> User:
    user = User.objects.create_user(f"scorer-{club.slug}", password="a long password")
    Membership.objects.create(club=club, user=user, role=Membership.Role.SCORER)
    return user


def club_world(slug: str, licence: str) -> ClubWorld:
    """The club ``slug``'s records, its players given licence and member numbers of its own
    (``licence``: a prefix no other club's numbers share)."""
    club = Club.objects.get(slug=slug)
    with scope(club=club):
        for number, player in enumerate(Player.objects.order_by("pk"), start=1):
            Player.objects.filter(pk=player.pk).update(
                licence_number=f"{licence}{number:04}L", member_number=f"{licence}{number:04}M"
            )
        played = Evening.objects.filter(published=True, tables__isnull=False).distinct()
        evening = played.order_by("-date").first()
        assert evening is not None and evening.season is not None
        Evening.objects.update(tonight_page=True)  # its tonight page shows, to the right link
        evening.refresh_from_db()
        other = Evening.objects.exclude(pk=evening.pk).first() or evening
        a1 = evening.tables.get(number=1)
        deal = DealRecord.objects.filter(chukker__table=a1, deleted_at__isnull=True).earliest("pk")
        world = ClubWorld(
            club=club,
            slug=slug,
            director=Membership.objects.get(club=club, role=Membership.Role.DIRECTOR).user,
            scorer=scorer_of(club),
            evening=evening,
            other=other,
            season=evening.season,
            a1=a1,
            a1_deal=deal,
            deleted=deal,
            seating_change=SeatingChange.objects.create(evening=other, actor="director"),
            player=Player.objects.filter(guest=False).earliest("pk"),
        )
        players = Player.objects.values_list("name", "licence_number", "member_number")
        world.markers = [
            club.name,
            f"/{slug}/",
            *(value for row in players for value in row),
            *Evening.objects.values_list("title", flat=True),
            *Evening.objects.values_list("tonight_token", flat=True),
            *Season.objects.values_list("name", flat=True),
            *Table.objects.values_list("token", flat=True),
        ]
        world.markers = [m for m in world.markers if m not in EXAMPLES]
    return world


@pytest.fixture
def worlds(db: None) -> dict[str, ClubWorld]:
    call_command("loaddemo", stdout=io.StringIO())
    with scopes_disabled():
        return {
            "clubchicago": club_world("clubchicago", "GARE-"),
            "riverside": club_world("riverside", "RIVR-"),
        }


def visitor(worlds: dict[str, ClubWorld], who: str) -> Client:
    client = Client()
    if who in worlds:
        client.force_login(worlds[who].director)
    return client


# -- the URLs: every route, with one club's records, under one club's address ------------------


@dataclass(frozen=True)
class Url:
    name: str
    path: str
    kind: str  # test_permissions' kind of the page ("director", "table"...), or "api", "site"
    records: bool  # the path names records of the club (an id, a key)
    data: dict[str, object]


def urls_of(world: ClubWorld, address: str) -> list[Url]:
    """Every page, print and API answer of the site with ``world``'s records in it, under the
    club ``address``'s address (the API: its club's slug)."""
    urls = []
    with scope(club=world.club):
        for route in CLUB_ROUTES:
            page = PAGES[route.name]
            kwargs = page.args(world)  # type: ignore[arg-type]
            if page.kind == TABLE:
                kwargs = {"table_id": world.a1.pk, "token": world.a1.token, **kwargs}
            data = page.data(world)  # type: ignore[arg-type]
            path = f"/{address}" + reverse(route.name, kwargs=kwargs)
            urls.append(Url(route.name, path, page.kind, bool(kwargs), data))
        for route in API_ROUTES:
            _kind, args = API_PAGES[route.name]
            kwargs = args(world)  # type: ignore[arg-type]
            if "slug" not in kwargs:
                continue  # the API's own index and description: no club's
            kwargs["slug"] = address
            path = reverse(route.name, kwargs=kwargs)
            urls.append(Url(route.name, path, "api", len(kwargs) > 1, {}))
    for route in SITE_ROUTES:
        if route.name in ACROSS_CLUBS:
            continue
        urls.append(Url(route.name, f"/{address}" + example_path(route), "site", False, {}))
    return urls


# -- what an answer says ------------------------------------------------------------------------


def read(response: TestResponse) -> str:
    """What a reader of ``response`` reads: a page's text, a print's (after a form feed), a
    file's, a redirect's address; HTML and JSON escapes undone."""
    if getattr(response, "streaming", False):
        content = b"".join(response.streaming_content)  # type: ignore[attr-defined]
    else:
        content = response.content
    parts = [response.get("Location", "")]
    if content.startswith(b"%PDF-"):
        parts.append("\f" + pdf_text(content))
    elif content.startswith(b"PK"):
        with zipfile.ZipFile(io.BytesIO(content)) as archive:
            parts += [archive.read(name).decode("utf-8", "replace") for name in archive.namelist()]
    else:
        text = content.decode("utf-8", "replace")
        parts.append(text)
        if "json" in response.get("Content-Type", ""):
            with contextlib.suppress(ValueError):
                parts.append(json.dumps(json.loads(text), ensure_ascii=False))
    return html.unescape("\n".join(parts))


def shown(markers: list[str], text: str, asked: str = "") -> list[str]:
    """The markers ``text`` holds, whole or with its spaces gone (a print wraps long names);
    not those of the address ``asked`` (a page may name the address it was asked for)."""
    bare = "".join(text.split())
    return [
        m for m in markers if m and m not in asked and (m in text or "".join(m.split()) in bare)
    ]


def _is_login(response: TestResponse) -> bool:
    return response.status_code == 302 and LOGIN in response["Location"]


def removed_nobody(url: Url, response: TestResponse, address: str) -> bool:
    """Taking away a member's part answers a member of no part in the club by its members'
    page again (saying so), not "not found"; ``snapshot`` shows nobody lost a part."""
    members = f"/{address}/club/members/"
    return url.name == "club:member_remove" and response.get("Location", "") == members


def snapshot() -> list[tuple[Any, ...]]:
    with scopes_disabled():
        rows: list[tuple[Any, ...]] = []
        models = (Club, Membership, Player, Season, Evening, Table, DealRecord, SeatingChange)
        for model in models:
            rows += list(model.objects.order_by("pk").values_list())
    return rows


# -- the crawl ------------------------------------------------------------------------------------


def crawl(
    worlds: dict[str, ClubWorld], slug: str, who: str
) -> Iterator[tuple[Url, TestResponse, str]]:
    """Every URL of club ``slug``'s own records under its own address, fetched by ``who``."""
    client = visitor(worlds, who)
    for url in urls_of(worlds[slug], slug):
        response = client.get(url.path)
        yield url, response, read(response)


def test_no_answer_of_one_club_shows_anything_of_the_other_even_from_a_warm_cache(worlds):
    """Each club's pages and prints, every visitor, one club's after the other's and back: no
    500, nothing of the other club, and each club's prints hold its own names."""
    wrong: list[str] = []
    prints: dict[str, int] = {}
    for slug in ("clubchicago", "riverside", "clubchicago"):
        other = worlds["riverside" if slug == "clubchicago" else "clubchicago"]
        own = worlds[slug].markers
        for who in VISITORS:
            for url, response, text in crawl(worlds, slug, who):
                if response.status_code >= 500:
                    wrong.append(f"{who} {url.path}: {response.status_code}")
                leaked = shown(other.markers, text, url.path)
                if leaked:
                    wrong.append(f"{who} {url.path} ({response.status_code}) shows {leaked}")
                if response.status_code == 200 and "\f" in text:
                    prints[slug] = prints.get(slug, 0) + 1
                    if not shown(own, text):
                        wrong.append(f"{who} {url.path}: a print of none of its club's names")
    assert not wrong, "\n".join(wrong)
    # The prints were read (not all refused): the director's, the results', the sheets'.
    assert prints["clubchicago"] >= 8 and prints["riverside"] >= 8, prints


@pytest.mark.parametrize("owner", SLUGS)
def test_a_clubs_records_under_the_other_clubs_address_are_not_found(worlds, owner):
    """Club ``owner``'s every record-naming URL, under the other club's address, to each
    visitor: 404 (the login page first for the public at a director's page), POSTs too, and
    nothing changed."""
    address = "riverside" if owner == "clubchicago" else "clubchicago"
    before = snapshot()
    wrong: list[str] = []
    for who in VISITORS:
        client = visitor(worlds, who)
        for url in urls_of(worlds[owner], address):
            if not url.records:
                continue
            for method in ("get", "post"):
                if method == "post" and url.kind in ("api", "site"):
                    continue
                response = getattr(client, method)(url.path, url.data)
                # 405: a page of the other method answers so before it looks anything up.
                refused = (
                    response.status_code in (404, 405)
                    or (who != address and url.kind in (DIRECTOR, SCORER) and _is_login(response))
                    or removed_nobody(url, response, address)
                )
                if not refused:
                    wrong.append(f"{who} {method.upper()} {url.path}: {response.status_code}")
                leaked = shown(worlds[owner].markers, read(response), url.path)
                if leaked:
                    wrong.append(f"{who} {method.upper()} {url.path} shows {leaked}")
    assert not wrong, "\n".join(wrong)
    assert snapshot() == before


@pytest.mark.parametrize("owner", SLUGS)
def test_the_other_clubs_director_is_answered_as_the_public(worlds, owner):
    """Under club ``owner``'s address, with its records: the other club's director gets what
    the public gets (its director pages: the login page), never a 500."""
    stranger = "riverside" if owner == "clubchicago" else "clubchicago"
    public, theirs = visitor(worlds, "public"), visitor(worlds, stranger)
    wrong: list[str] = []
    for url in urls_of(worlds[owner], owner):
        if url.kind == "site":
            continue  # the site's own pages: an account's (its password) is theirs anywhere
        got = theirs.get(url.path)
        expected = public.get(url.path).status_code
        if got.status_code >= 500 or got.status_code != expected:
            wrong.append(f"{stranger}'s director {url.path}: {got.status_code}, not {expected}")
        if url.kind in (DIRECTOR, SCORER) and not (_is_login(got) or got.status_code == 404):
            wrong.append(f"{stranger}'s director {url.path}: {got.status_code}")
    assert not wrong, "\n".join(wrong)
