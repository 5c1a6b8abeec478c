"""Who may open what: every URL of the site against every kind of visitor.

The URL list comes from the resolver, so a new page cannot be forgotten: a ``club:`` URL missing
from ``PAGES`` fails ``test_every_url_is_classified`` and its own matrix test. The visitors: an
anonymous one, the link of evening A's table 1, the link of the same evening's table 2, the link
of another evening's table, table 1's revoked link (replaced by ``new_link``), a logged-in
member who is not staff, and the director.

- Director pages send everyone but the director to the login page, and a POST from them changes
  nothing; the club's scorer, signed in already, is told the page is the director's (403).
- Scorer pages (the Play page and the corrections of deals) are the director's and the
  scorer's; everyone else is sent to the login page.
- Table pages open for that table's current link only (and for the director holding it); any
  other link, with this table's id, is "not found", and so is a deal of another table reached
  through a good link. Writes through the wrong link change nothing.
- Results are the director's until the evening is published; then anyone may read them.
- The Results page is anyone's. A player's page is the director's until the player played a
  published evening; until then anyone else is told it is not found, as for no player at all.
- Wrong links are counted per client and table (tests/club/views/test_play_throttle.py).
- The JSON API (``/api/v1/``) answers everyone alike, the director too: what is published, and
  "not found" for the rest; it only reads (any other method than GET: 405).
"""

from __future__ import annotations

import hmac
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from clubchicago.club.models import (
    Attendance,
    Chukker,
    Club,
    ClubImport,
    DealChange,
    DealRecord,
    Evening,
    Player,
    Season,
    SeatingChange,
    Table,
    TablePlayer,
)
from clubchicago.club.services import play
from tests import factories
from tests.factories import FOUR_DEALS, enter

if TYPE_CHECKING:
    from django.test.client import _MonkeyPatchedWSGIResponse as TestResponse
    from pytest_django import DjangoDbBlocker

pytestmark = pytest.mark.django_db

LOGIN = "/accounts/login/"
ADMIN_LOGIN = "/admin/login/"
ACTORS = ("anonymous", "link_a1", "link_a2", "link_b", "revoked", "member", "director")
GUESS = "a-made-up-link-key-of-the-usual-length-000000"


# -- every URL of the site, from the resolver --------------------------------------------------


@dataclass(frozen=True)
class Route:
    name: str  # "club:deal_edit", "admin:index", or the pattern itself when unnamed
    route: str
    named: bool
    arguments: tuple[str, ...]


def _walk(patterns: list, prefix: str = "", namespace: str = "") -> Iterator[Route]:
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            inner = namespace
            if pattern.namespace:
                inner = f"{namespace}{pattern.namespace}:"
            yield from _walk(pattern.url_patterns, prefix + str(pattern.pattern), inner)
        elif isinstance(pattern, URLPattern):
            route = prefix + str(pattern.pattern)
            names = tuple(pattern.pattern.regex.groupindex)
            if pattern.name:
                yield Route(f"{namespace}{pattern.name}", route, True, names)
            else:
                yield Route(f"{namespace}{route}", route, False, names)


ROUTES = sorted(_walk(get_resolver().url_patterns), key=lambda r: r.name)
CLUB_ROUTES = [r for r in ROUTES if r.name.startswith("club:")]
ADMIN_ROUTES = [r for r in ROUTES if r.name.startswith("admin:")]
API_ROUTES = [r for r in ROUTES if r.name.startswith("api-v1:")]
SITE_ROUTES = [r for r in ROUTES if r not in CLUB_ROUTES + ADMIN_ROUTES + API_ROUTES]


# -- the world every test starts from ---------------------------------------------------------


@dataclass
class World:
    director: User
    member: User
    scorer: User
    season: Season
    evening: Evening  # A: two tables, in the season
    other: Evening  # B: one table
    a1: Table
    a2: Table
    b1: Table
    a1_deal: DealRecord
    a2_deal: DealRecord
    b1_deal: DealRecord
    deleted: DealRecord  # a deleted deal of table A1, for the director to restore
    revoked: str  # table A1's link before the director replaced it
    player: Player
    seating_change: SeatingChange  # a change of seating at evening B

    def a1_player(self) -> Player:
        """A player seated at evening A's table 1: their page is public once A is published."""
        return self.a1.table_players.order_by("number")[0].player

    def token_of(self, actor: str) -> str:
        """The link key each visitor holds for table A1's URLs."""
        return {
            "link_a1": self.a1.token,
            "link_a2": self.a2.token,
            "link_b": self.b1.token,
            "revoked": self.revoked,
            "director": self.a1.token,
        }.get(actor, GUESS)


@pytest.fixture(autouse=True)
def _no_throttling_left_over() -> Iterator[None]:
    cache.clear()
    yield
    cache.clear()


def build_world() -> dict[str, Any]:
    """Evening A (two tables, in the season) and evening B (one table), a deal entered at each
    table, a deleted deal at A1 whose link was then replaced; the keys of what ``World`` names."""
    season = factories.make_season()
    evening = factories.make_evening(season=season, confirm_entries=True)
    a1, a2 = factories.seat_tables(evening, (4, 4))
    other = factories.make_evening(title="Another evening", confirm_entries=True)
    (b1,) = factories.seat_tables(other, (4,))
    deals = [enter(t, FOUR_DEALS[0], play.Actor.for_table(t)) for t in (a1, a2, b1)]
    deleted = enter(a1, FOUR_DEALS[1], play.Actor.for_table(a1))
    play.delete_deal(a1, deleted.pk, version=deleted.version, actor=play.Actor.for_table(a1))
    revoked = a1.token
    a1 = play.new_link(a1)
    member = factories.make_member()
    return {
        "director": factories.make_director().pk,
        "member": member.pk,
        "scorer": factories.make_scorer().pk,
        "season": season.pk,
        "evening": evening.pk,
        "other": other.pk,
        "a1": a1.pk,
        "a2": a2.pk,
        "b1": b1.pk,
        "a1_deal": deals[0].pk,
        "a2_deal": deals[1].pk,
        "b1_deal": deals[2].pk,
        "deleted": deleted.pk,
        "revoked": revoked,
        "player": factories.make_player("Somebody Else").pk,
        "seating_change": SeatingChange.objects.create(evening=other, actor="director").pk,
    }


@pytest.fixture(scope="class")
def built_world(
    django_db_setup: None, django_db_blocker: DjangoDbBlocker
) -> Iterator[dict[str, Any]]:
    """The world's rows, built once for the class: some ninety tests start from them."""
    yield from factories.class_data(django_db_blocker, build_world)


@pytest.fixture
def world(db: None, built_world: dict[str, Any]) -> World:
    keys = built_world
    users = User.objects
    return World(
        director=users.get(pk=keys["director"]),
        member=users.get(pk=keys["member"]),
        scorer=users.get(pk=keys["scorer"]),
        season=Season.objects.get(pk=keys["season"]),
        evening=Evening.objects.get(pk=keys["evening"]),
        other=Evening.objects.get(pk=keys["other"]),
        a1=Table.objects.get(pk=keys["a1"]),
        a2=Table.objects.get(pk=keys["a2"]),
        b1=Table.objects.get(pk=keys["b1"]),
        a1_deal=DealRecord.objects.get(pk=keys["a1_deal"]),
        a2_deal=DealRecord.objects.get(pk=keys["a2_deal"]),
        b1_deal=DealRecord.objects.get(pk=keys["b1_deal"]),
        deleted=DealRecord.objects.get(pk=keys["deleted"]),
        revoked=keys["revoked"],
        player=Player.objects.get(pk=keys["player"]),
        seating_change=SeatingChange.objects.get(pk=keys["seating_change"]),
    )


@dataclass
class People:
    director: User
    member: User


@pytest.fixture
def people(db: None) -> People:
    """Just the two accounts, for the pages that need no club data."""
    return People(director=factories.make_director(), member=factories.make_member())


def client_for(world: World | People, actor: str) -> Client:
    client = Client()
    if actor == "director":
        client.force_login(world.director)
    elif actor == "member":
        client.force_login(world.member)
    elif actor == "scorer" and isinstance(world, World):
        client.force_login(world.scorer)
    return client


def snapshot() -> dict[str, list[tuple]]:
    """Every row of the club's records, to show that a refused request changed nothing."""
    models = (Club, Player, Season, Evening, Attendance, Table, TablePlayer, Chukker, DealRecord)
    rows = {m.__name__: list(m.objects.order_by("pk").values_list()) for m in models}
    rows["DealChange"] = list(DealChange.objects.order_by("pk").values_list())
    return rows


# -- what each club URL is and how to call it -------------------------------------------------

DIRECTOR, TABLE, RESULTS = "director", "table", "results"
SCORER = "scorer"  # the Play page and the corrections of deals: the director's and the scorer's
PUBLIC_PAGE, PLAYER_PAGE = "public page", "player page"
TONIGHT = "tonight"  # anyone with the evening's tonight link, while its page is on
# The club's first run: only on the laptop, from its own browser, before it has a director;
# here (a director exists, not the laptop form) it is "not found" for everyone.
FIRST_RUN = "first run"
Args = Callable[[World], dict[str, object]]
Data = Callable[[World], dict[str, object]]


@dataclass(frozen=True)
class Page:
    kind: str
    method: str = "GET"  # how the director (or the table) normally calls it
    args: Args = lambda w: {}
    data: Data = lambda w: {}  # what a POST sends: a real change, had it been allowed
    writes: bool = True  # False: a page that only reads (a POST is refused 405 even by the link)
    # What the director gets for a bare call (no data): 302 for a POST, 200 for a GET, unless
    # the page answers a form sent empty in its own way.
    empty: int | None = None


def asking_import() -> ClubImport:
    """An import whose look-alike names wait for the director's answer."""
    return ClubImport.objects.create(filename="club.json", state=ClubImport.State.ASKING)


def evening_pk(w: World) -> dict[str, object]:
    return {"pk": w.evening.pk}


def table_1(w: World) -> dict[str, object]:
    return {"pk": w.evening.pk, "number": 1}


def a1_deal(w: World) -> dict[str, object]:
    return {"deal_id": w.a1_deal.pk}


def club_settings_data(w: World) -> dict[str, object]:
    return {
        "name": "Taken over",
        "paper_size": "LETTER",
        "schedule": "french",
        "half": "down",
        "unit": "fiches",
        "fiche_value": 500,
    }


def new_deal(w: World) -> dict[str, object]:
    return factories.deal_form(number=2)


def correction(w: World) -> dict[str, object]:
    return {
        "number": 1,
        "chukker_number": 1,
        "version": w.a1_deal.version,
        "level": 3,
        "strain": "NT",
        "doubled": 1,
        "declarer": "N",
        "result": "9",
        "save": "1",
    }


def typed_in_chukker(w: World) -> dict[str, object]:
    lines = ("4S N =", "2H E 8", "3NT S -1", "1C W +1")
    return {"chukker": 1, "save": "1", **{f"d{n}-line": line for n, line in enumerate(lines, 1)}}


def confirmation(w: World) -> dict[str, object]:
    chukker = w.a1_deal.chukker
    return {"version": w.a1_deal.version, "confirmed_by": chukker.east.name}


PAGES: dict[str, Page] = {
    # roster and club settings
    "club:roster": Page(DIRECTOR),
    "club:player_add": Page(DIRECTOR, data=lambda w: {"name": "Intruder"}),
    "club:roster_import": Page(DIRECTOR),
    "club:player_edit": Page(
        DIRECTOR, args=lambda w: {"pk": w.player.pk}, data=lambda w: {"name": "Renamed"}
    ),
    "club:player_retire_confirm": Page(DIRECTOR, args=lambda w: {"pk": w.player.pk}),
    "club:player_retire": Page(DIRECTOR, "POST", args=lambda w: {"pk": w.player.pk}),
    "club:club_settings": Page(DIRECTOR, data=club_settings_data),
    "club:points_scale": Page(DIRECTOR, data=lambda w: {"scale": "4: 100"}),
    "club:club_members": Page(DIRECTOR, data=lambda w: {"username": "member", "role": "scorer"}),
    "club:member_remove": Page(
        DIRECTOR, "POST", args=lambda w: {"pk": w.scorer.club_memberships.get().pk}
    ),
    # the laptop's backups (none kept here: a name not kept is not found)
    "club:backups": Page(DIRECTOR, writes=False),
    "club:backup_now": Page(DIRECTOR, "POST"),
    "club:backup_file": Page(DIRECTOR, args=lambda w: {"name": "club.sqlite3"}, empty=404),
    "club:first_run": Page(
        FIRST_RUN,
        data=lambda w: {
            "club_name": "Taken over",
            "username": "intruder",
            "password1": "a long enough password",
            "password2": "a long enough password",
        },
    ),
    # evenings and seasons
    "club:dashboard": Page(DIRECTOR),
    "club:evening_add": Page(DIRECTOR, data=lambda w: {"date": "2026-12-07"}),
    "club:evening_detail": Page(DIRECTOR, args=evening_pk),
    "club:evening_edit": Page(
        DIRECTOR, args=evening_pk, data=lambda w: {"date": "2026-12-07", "title": "Renamed"}
    ),
    "club:evening_attendance": Page(
        DIRECTOR, args=evening_pk, data=lambda w: {"players_sent": "1", "players": []}
    ),
    # Sent without a name: the page again, saying the guest's name is missing.
    "club:evening_guest": Page(
        DIRECTOR, "POST", evening_pk, lambda w: {"name": "Guest"}, empty=200
    ),
    # One tick from the page's script: a bare call is refused as out of date (JSON, 400).
    "club:evening_attendance_mark": Page(
        DIRECTOR,
        "POST",
        evening_pk,
        lambda w: {"player": w.player.pk, "present": "on"},
        empty=400,
    ),
    "club:evening_draw": Page(DIRECTOR, args=evening_pk, data=lambda w: {"confirm": "on"}),
    "club:evening_seating": Page(DIRECTOR, args=evening_pk),
    # A change shown (GET) and made (POST); a bare call is incomplete: back to the seating page.
    "club:seating_change": Page(
        DIRECTOR,
        args=evening_pk,
        data=lambda w: {"kind": "leave", "player": w.a1_player().pk},
        empty=302,
    ),
    "club:seating_undo": Page(
        DIRECTOR,
        "POST",
        args=lambda w: {"pk": w.other.pk, "change": w.seating_change.pk},
    ),
    "club:table_cards_pdf": Page(DIRECTOR, args=evening_pk),
    "club:table_positions": Page(DIRECTOR, args=table_1, data=lambda w: {"table-length": "7"}),
    "club:table_card_pdf": Page(DIRECTOR, args=table_1),
    "club:table_changes": Page(DIRECTOR, args=table_1, writes=False),
    "club:seasons": Page(
        DIRECTOR,
        data=lambda w: {"name": "Spring", "start_date": "2027-03-01", "end_date": "2027-06-01"},
    ),
    "club:season_edit": Page(
        DIRECTOR, args=lambda w: {"pk": w.season.pk}, data=lambda w: {"name": "Renamed"}
    ),
    # the director's side of play
    "club:evening_play": Page(SCORER, args=evening_pk),
    "club:evening_history": Page(SCORER, args=evening_pk),
    "club:table_deals": Page(SCORER, args=table_1),
    "club:play_evenings": Page(SCORER, writes=False),
    "club:chukker_close": Page(SCORER, "POST", args=lambda w: {"chukker_id": w.a1_deal.chukker_id}),
    "club:chukker_reopen": Page(
        SCORER, "POST", args=lambda w: {"chukker_id": w.a1_deal.chukker_id}
    ),
    "club:table_new_link": Page(DIRECTOR, "POST", args=lambda w: {"table_id": w.a1.pk}),
    "club:deal_restore": Page(SCORER, "POST", args=lambda w: {"deal_id": w.deleted.pk}),
    # paper beside the phones: the score sheets, the switch, the fast entry
    "club:score_sheets_pdf": Page(DIRECTOR, args=evening_pk),
    "club:table_score_sheets_pdf": Page(DIRECTOR, args=table_1),
    "club:table_paper": Page(DIRECTOR, "POST", args=table_1, data=lambda w: {"on_paper": "1"}),
    "club:paper_entry": Page(DIRECTOR, args=table_1, data=typed_in_chukker),
    "club:paper_preview": Page(DIRECTOR, args=table_1),
    "club:evening_publish": Page(DIRECTOR, "POST", args=evening_pk),
    # export and import
    "club:evening_export": Page(DIRECTOR, args=evening_pk),
    "club:season_export": Page(DIRECTOR, args=lambda w: {"pk": w.season.pk}),
    "club:club_export": Page(DIRECTOR),
    # USEBIO files: an evening's once it is published (evening A is not: back to its page).
    "club:evening_usebio": Page(DIRECTOR, args=evening_pk, empty=302),
    "club:season_usebio": Page(DIRECTOR, args=lambda w: {"pk": w.season.pk}),
    "club:club_import": Page(DIRECTOR),
    # an import's page: its POST answers "import anyway" for an import asking about names
    "club:import_job": Page(DIRECTOR, args=lambda w: {"pk": asking_import().pk}),
    # the table's own pages, behind its link
    "club:table_play": Page(TABLE, data=new_deal),
    "club:deal_preview": Page(TABLE, writes=False),
    "club:deal_edit": Page(TABLE, args=a1_deal, data=correction),
    "club:deal_delete": Page(TABLE, args=a1_deal, data=lambda w: {"version": w.a1_deal.version}),
    "club:deal_confirm": Page(TABLE, "POST", args=a1_deal, data=confirmation),
    # results: the director's until published
    "club:evening_standings": Page(RESULTS, args=evening_pk),
    "club:evening_live": Page(RESULTS, args=evening_pk),
    "club:ranking_pdf": Page(RESULTS, args=evening_pk),
    "club:recaps_pdf": Page(RESULTS, args=evening_pk),
    "club:table_recap": Page(RESULTS, args=table_1),
    "club:table_recap_pdf": Page(RESULTS, args=table_1),
    "club:season_standings": Page(RESULTS, args=lambda w: {"pk": w.season.pk}),
    "club:season_pdf": Page(RESULTS, args=lambda w: {"pk": w.season.pk}),
    # results for everyone
    "club:tonight": Page(
        TONIGHT, args=lambda w: {"pk": w.evening.pk, "token": w.evening.tonight_token}
    ),
    "club:results": Page(PUBLIC_PAGE, writes=False),
    "club:player_results": Page(PLAYER_PAGE, args=lambda w: {"pk": w.a1_player().pk}, writes=False),
}

# The JSON API: LISTED answers anyone; PUBLISHED answers anyone once evening A is published and
# is "not found" before; HIDDEN is always "not found". The API's root is its index, and
# "openapi-view" its interactive docs (Swagger UI).
LISTED, PUBLISHED, HIDDEN = "listed", "published", "hidden"
SLUG = "clubchicago"  # the first club's: each club's API is under /api/v1/clubs/<slug>/
API_PAGES: dict[str, tuple[str, Args]] = {
    "api-v1:api-root": (LISTED, lambda w: {}),
    "api-v1:index": (LISTED, lambda w: {}),
    "api-v1:openapi-view": (LISTED, lambda w: {}),
    "api-v1:openapi-json": (LISTED, lambda w: {}),
    "api-v1:seasons": (LISTED, lambda w: {"slug": SLUG}),
    "api-v1:season_standings": (PUBLISHED, lambda w: {"slug": SLUG, "season_id": w.season.pk}),
    "api-v1:evenings": (LISTED, lambda w: {"slug": SLUG}),
    "api-v1:evening": (PUBLISHED, lambda w: {"slug": SLUG, "evening_id": w.evening.pk}),
    "api-v1:evening_standings": (PUBLISHED, lambda w: {"slug": SLUG, "evening_id": w.evening.pk}),
    "api-v1:evening_recaps": (PUBLISHED, lambda w: {"slug": SLUG, "evening_id": w.evening.pk}),
    "api-v1:evening_club_points": (PUBLISHED, lambda w: {"slug": SLUG, "evening_id": w.evening.pk}),
    "api-v1:season_club_points": (PUBLISHED, lambda w: {"slug": SLUG, "season_id": w.season.pk}),
    "api-v1:players": (LISTED, lambda w: {"slug": SLUG}),
    "api-v1:player": (PUBLISHED, lambda w: {"slug": SLUG, "player_id": w.a1_player().pk}),
}

# Django's own pages outside the club area: who may open them.
PUBLIC, LOGGED_IN, POST_ANYONE = "public", "logged in", "post from anyone"
NOT_FOUND = "not found for anyone"  # its sample argument names nothing: 404 for everyone alike
# Where a sign-in lands (a redirect, for anyone signed in); the federation administrator's
# pages (refused, 403, to anyone signed in without the permission to create clubs).
LANDING, FEDERATION_ADMIN = "landing", "federation administrator"
SITE_PAGES = {
    "home": PUBLIC,
    "score_pad": PUBLIC,
    "score_pad_preview": PUBLIC,
    "score_pad_sheet": PUBLIC,  # a blank sheet for a home game: no club data in it
    "login": PUBLIC,
    "password_reset": PUBLIC,
    "password_reset_done": PUBLIC,
    "password_reset_confirm": PUBLIC,  # says the link is invalid
    "password_reset_complete": PUBLIC,
    "password_change": LOGGED_IN,
    "password_change_done": LOGGED_IN,
    "logout": POST_ANYONE,
    "set_language": POST_ANYONE,
    "federation:home": PUBLIC,
    "federation:ranking": PUBLIC,
    "federation:player": NOT_FOUND,  # no club shows a player with the sample licence number
    "signed_in": LANDING,
    "your_clubs": LOGGED_IN,
    "federation_admin:clubs": FEDERATION_ADMIN,
}
SAMPLE_ARGUMENTS = {
    "object_id": "1",
    "app_label": "club",
    "content_type_id": "1",
    "id": "1",
    "url": "nothing-here/",
    "uidb64": "MQ",
    "token": "set-password",
    "licence": "000000",
}


def example_path(route: Route) -> str:
    """A path that reaches ``route``: reversed when named, filled in by hand otherwise."""
    if route.named:
        return reverse(route.name, kwargs={a: SAMPLE_ARGUMENTS[a] for a in route.arguments})
    path = re.sub(r"<(?:\w+:)?(\w+)>", lambda m: SAMPLE_ARGUMENTS[m.group(1)], route.route)
    path = re.sub(r"\(\?P<(\w+)>[^)]*\)", lambda m: SAMPLE_ARGUMENTS[m.group(1)], path)
    return "/" + path.replace("^", "").replace("$", "")


# -- the matrix -------------------------------------------------------------------------------


def test_every_url_is_classified():
    unclassified = [r.name for r in CLUB_ROUTES if r.name not in PAGES]
    unclassified += [r.name for r in SITE_ROUTES if r.name not in SITE_PAGES]
    unclassified += [r.name for r in API_ROUTES if r.name not in API_PAGES]
    assert unclassified == [], "classify these URLs in tests/suites/test_permissions.py"
    assert sorted(API_PAGES) == sorted(r.name for r in API_ROUTES), "API_PAGES names a URL gone"
    assert sorted(PAGES) == sorted(r.name for r in CLUB_ROUTES), "PAGES names a URL that is gone"


def _url(world: World, name: str, page: Page, token: str | None = None) -> str:
    kwargs = page.args(world)
    if page.kind == TABLE:
        kwargs = {"table_id": world.a1.pk, "token": token, **kwargs}
    return reverse(name, kwargs=kwargs)


def _is_login(response: TestResponse, login: str = LOGIN) -> bool:
    return response.status_code == 302 and response["Location"].startswith(login)


def _director_page(world: World, name: str, page: Page, wrong: list[str]) -> None:
    url = _url(world, name, page)
    before = snapshot()
    for actor in ACTORS[:-1]:
        client = client_for(world, actor)
        for method in ("get", "post"):
            response = getattr(client, method)(url, page.data(world))
            if not _is_login(response):
                wrong.append(f"{actor} {method.upper()} {url}: {response.status_code}")
    if page.kind == DIRECTOR:
        scorer = client_for(world, "scorer")
        for method in ("get", "post"):
            response = getattr(scorer, method)(url, page.data(world))
            if response.status_code != 403:
                wrong.append(f"scorer {method.upper()} {url}: {response.status_code}")
    if snapshot() != before:
        wrong.append(f"a refused POST to {url} changed the database")
    people = ("director", "scorer") if page.kind == SCORER else ("director",)
    for actor in people:
        response = getattr(client_for(world, actor), page.method.lower())(url)
        expected = page.empty or (302 if page.method == "POST" else 200)
        if response.status_code != expected or _is_login(response):
            wrong.append(f"{actor} {page.method} {url}: {response.status_code}")


def _table_page(world: World, name: str, page: Page, wrong: list[str]) -> None:
    before = snapshot()
    for actor in ACTORS:
        if actor in ("link_a1", "director"):
            continue
        url = _url(world, name, page, world.token_of(actor))
        client = client_for(world, actor)
        if page.method == "GET" and client.get(url).status_code != 404:
            wrong.append(f"{actor} GET {url}: not 404")
        response = client.post(url, page.data(world))
        if response.status_code != 404:
            wrong.append(f"{actor} POST {url}: {response.status_code}")
    if snapshot() != before:
        wrong.append(f"a POST to {name} through the wrong link changed the database")
    for actor in ("director", "link_a1"):
        url = _url(world, name, page, world.token_of(actor))
        client = client_for(world, actor)
        if page.method == "GET":
            response = client.get(url)
            if response.status_code != 200:
                wrong.append(f"{actor} GET {url}: {response.status_code}")
    # The same POST through the right link is a real change: the refusals above were meaningful.
    url = _url(world, name, page, world.a1.token)
    response = client_for(world, "link_a1").post(url, page.data(world))
    if not page.writes:
        if response.status_code != 405 or snapshot() != before:
            wrong.append(f"link_a1 POST {url} to a read-only page: {response.status_code}")
    elif response.status_code != 302 or snapshot() == before:
        wrong.append(f"link_a1 POST {url}: {response.status_code}, changed nothing")


def _results_page(world: World, name: str, page: Page, wrong: list[str]) -> None:
    url = _url(world, name, page)
    for published in (False, True):
        Evening.objects.filter(pk=world.evening.pk).update(published=published)
        for actor in ACTORS:
            response = client_for(world, actor).get(url)
            allowed = published or actor == "director"
            if allowed and response.status_code != 200:
                wrong.append(f"{actor} {url} (published={published}): {response.status_code}")
            if not allowed and not _is_login(response):
                wrong.append(f"{actor} {url} (published={published}): {response.status_code}")


def _public_page(world: World, name: str, page: Page, wrong: list[str]) -> None:
    url = _url(world, name, page)
    before = snapshot()
    for actor in ACTORS:
        client = client_for(world, actor)
        if client.get(url).status_code != 200:
            wrong.append(f"{actor} GET {url}: not 200")
        response = client.post(url, page.data(world))
        if response.status_code != 405:
            wrong.append(f"{actor} POST {url}: {response.status_code}")
    if snapshot() != before:
        wrong.append(f"a POST to {url} changed the database")


def _tonight_page(world: World, name: str, page: Page, wrong: list[str]) -> None:
    """Read-only for everyone with the right link while the page is on; 404 otherwise, even for
    the director, and for anyone with another evening's key."""
    url = _url(world, name, page)
    other = reverse(name, kwargs={"pk": world.evening.pk, "token": world.other.tonight_token})
    before = snapshot()
    for on in (False, True):
        Evening.objects.filter(pk__in=[world.evening.pk, world.other.pk]).update(tonight_page=on)
        for actor in ACTORS:
            client = client_for(world, actor)
            status = client.get(url).status_code
            if status != (200 if on else 404):
                wrong.append(f"{actor} {url} (on={on}): {status}")
            if client.get(other).status_code != 404:
                wrong.append(f"{actor} {other}: another evening's key opened it")
            if client.post(url).status_code not in (404, 405):
                wrong.append(f"{actor} POST {url}: not refused")
    Evening.objects.filter(pk__in=[world.evening.pk, world.other.pk]).update(tonight_page=False)
    if snapshot() != before:
        wrong.append(f"a request to {url} changed the database")


def _first_run_page(world: World, name: str, page: Page, wrong: list[str]) -> None:
    url = _url(world, name, page)
    before = snapshot()
    for actor in ACTORS:
        client = client_for(world, actor)
        for method in ("get", "post"):
            response = getattr(client, method)(url, page.data(world))
            if response.status_code != 404:
                wrong.append(f"{actor} {method.upper()} {url}: {response.status_code}")
    if snapshot() != before:
        wrong.append(f"a request to {url} changed the database")


def _player_page(world: World, name: str, page: Page, wrong: list[str]) -> None:
    url = _url(world, name, page)
    for published in (False, True):
        Evening.objects.filter(pk=world.evening.pk).update(published=published)
        for actor in ACTORS:
            response = client_for(world, actor).get(url)
            expected = 200 if published or actor == "director" else 404
            if response.status_code != expected:
                wrong.append(f"{actor} {url} (published={published}): {response.status_code}")
            if client_for(world, actor).post(url).status_code != 405:
                wrong.append(f"{actor} POST {url}: not 405")


@pytest.mark.parametrize("route", SITE_ROUTES, ids=lambda r: r.name)
def test_site_url_answers_each_visitor_as_it_should(people, route):
    kind = SITE_PAGES.get(route.name)
    if kind is None:
        pytest.fail(f"{route.name} is not classified in SITE_PAGES")
    url = example_path(route)
    wrong = []
    for actor in ("anonymous", "member", "director"):
        client = client_for(people, actor)
        if kind == POST_ANYONE:
            response = client.post(url, {"language": "fr", "next": "/"})
            ok = response.status_code == 302
        elif kind in (LOGGED_IN, LANDING, FEDERATION_ADMIN) and actor == "anonymous":
            response = client.get(url)
            ok = _is_login(response)
        elif kind == NOT_FOUND:
            response = client.get(url)
            ok = response.status_code == 404
        elif kind == LANDING:
            response = client.get(url)
            ok = response.status_code == 302 and not _is_login(response)
        elif kind == FEDERATION_ADMIN:
            response = client.get(url)
            ok = response.status_code == 403 and client.post(url).status_code == 403
        else:
            response = client.get(url)
            ok = response.status_code == 200
        if not ok:
            wrong.append(f"{actor} {url}: {response.status_code}")
    assert wrong == []


@pytest.mark.parametrize("route", ADMIN_ROUTES, ids=lambda r: r.name)
def test_admin_url_is_closed_to_anyone_but_staff(people, route):
    url = example_path(route)
    wrong = []
    for actor in ("anonymous", "member"):
        client = client_for(people, actor)
        for method in ("get", "post"):
            response = getattr(client, method)(url)
            if route.name in ("admin:login", "admin:logout"):
                continue  # the login form itself, and logging out (harmless to anyone)
            if response.status_code == 200 or (
                response.status_code == 302 and not _is_login(response, ADMIN_LOGIN)
            ):
                wrong.append(f"{actor} {method.upper()} {url}: {response.status_code}")
    assert wrong == []


# -- table links in detail --------------------------------------------------------------------

TABLE_DEAL_PAGES = ["club:deal_edit", "club:deal_delete", "club:deal_confirm"]


class TestTheWorld:
    """What two evenings, three tables and their links let each visitor do (built once)."""

    @pytest.mark.parametrize("route", CLUB_ROUTES, ids=lambda r: r.name)
    def test_club_url_answers_each_visitor_as_it_should(self, world, route):
        page = PAGES.get(route.name)
        if page is None:
            pytest.fail(f"{route.name} is not classified in PAGES")
        wrong: list[str] = []
        checks = {
            DIRECTOR: _director_page,
            SCORER: _director_page,
            TABLE: _table_page,
            RESULTS: _results_page,
            PUBLIC_PAGE: _public_page,
            PLAYER_PAGE: _player_page,
            TONIGHT: _tonight_page,
            FIRST_RUN: _first_run_page,
        }
        checks[page.kind](world, route.name, page, wrong)
        assert wrong == []

    def test_a_season_is_public_once_one_evening_is(self, world, client):
        # docs/rules.md#season-standings: over its published evenings only.
        url = reverse("club:season_standings", args=[world.season.pk])
        factories.make_evening(season=world.season, title="Later")
        Evening.objects.filter(season=world.season).update(published=False)
        assert _is_login(client.get(url))
        Evening.objects.filter(pk=world.evening.pk).update(published=True)
        assert client.get(url).status_code == 200

    @pytest.mark.parametrize("route", API_ROUTES, ids=lambda r: r.name)
    def test_api_url_answers_each_visitor_as_it_should(self, world, route):
        kind, args = API_PAGES[route.name]
        url = reverse(route.name, kwargs=args(world))
        wrong = []
        before = snapshot()
        for published in (False, True):
            Evening.objects.filter(pk=world.evening.pk).update(published=published)
            expected = {LISTED: 200, PUBLISHED: 200 if published else 404, HIDDEN: 404}[kind]
            for actor in ACTORS:
                client = client_for(world, actor)
                response = client.get(url)
                if response.status_code != expected:
                    wrong.append(
                        f"{actor} GET {url} (published={published}): {response.status_code}"
                    )
                if kind != HIDDEN and client.post(url, {"name": "x"}).status_code != 405:
                    wrong.append(f"{actor} POST {url}: not 405")
        Evening.objects.filter(pk=world.evening.pk).update(published=False)
        if snapshot() != before:
            wrong.append(f"a request to {url} changed the database")
        assert wrong == []

    @pytest.mark.parametrize("name", TABLE_DEAL_PAGES)
    @pytest.mark.parametrize("owner", ["a2", "b1"])
    def test_a_good_link_cannot_reach_another_tables_deal(self, world, client, name, owner):
        foreign = getattr(world, f"{owner}_deal")
        url = reverse(name, args=[world.a1.pk, world.a1.token, foreign.pk])
        before = snapshot()
        if name != "club:deal_confirm":
            assert client.get(url).status_code == 404
        data = {**correction(world), "version": foreign.version, "confirmed_by": "x"}
        assert client.post(url, data).status_code == 404
        assert snapshot() == before

    def test_a_good_link_cannot_reach_its_own_deleted_deal(self, world, client):
        url = reverse("club:deal_edit", args=[world.a1.pk, world.a1.token, world.deleted.pk])
        assert client.get(url).status_code == 404

    def test_the_director_still_needs_the_tables_current_link(self, world):
        director = client_for(world, "director")
        for token in (GUESS, world.revoked, world.a2.token):
            url = reverse("club:table_play", args=[world.a1.pk, token])
            assert director.get(url).status_code == 404

    def test_a_link_for_a_table_that_does_not_exist_is_not_found(self, world, client):
        for table_id in (0, 999999, 2**63 - 1, 10**30):
            url = f"/t/{table_id}/{world.a1.token}/"
            assert client.get(url).status_code == 404

    def test_table_links_are_long_random_and_compared_in_constant_time(
        self, world, client, monkeypatch
    ):
        tokens = list(Table.objects.values_list("token", flat=True))
        assert len(set(tokens)) == len(tokens)
        assert all(len(token) >= 43 for token in tokens)
        compared = []
        real = hmac.compare_digest

        def spy(a: bytes, b: bytes) -> bool:
            compared.append((a, b))
            return real(a, b)

        monkeypatch.setattr(hmac, "compare_digest", spy)
        assert client.get(reverse("club:table_play", args=[world.a1.pk, GUESS])).status_code == 404
        assert compared == [(world.a1.token.encode(), GUESS.encode())]

    def test_a_revoked_link_stops_working_at_once(self, world, client):
        old = reverse("club:table_play", args=[world.a1.pk, world.revoked])
        assert client.get(old).status_code == 404
        before = snapshot()
        assert client.post(old, new_deal(world)).status_code == 404
        assert snapshot() == before
